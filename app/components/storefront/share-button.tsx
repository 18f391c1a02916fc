import { Facebook, Mail, MessageCircle, Share2, X } from "~/components/icon/icons";

/** The addresses of the fallback links ('Partager' without the Web Share API), for a page's canonical URL. */
export function shareLinks(url: string, title: string): { label: string; href: string }[] {
  const enc = encodeURIComponent;
  return [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { label: "WhatsApp", href: `https://wa.me/?text=${enc(`${title} ${url}`)}` },
    { label: "E-mail", href: `mailto:?subject=${enc(title)}&body=${enc(`${title}\n${url}`)}` },
  ];
}

const ICONS = { Facebook, WhatsApp: MessageCircle, "E-mail": Mail } as const;

/**
 * 'Partager' (issue 14, Expert): an event or a product, at the page's canonical URL. Without a
 * script it works as HTML (ADR 015): the button opens a popover with links to Facebook, WhatsApp
 * and e-mail. Where the browser has the Web Share API, the page's script (enhance.browser.ts,
 * `button[data-share]`) removes the popover target and opens the system's share sheet instead.
 * `id` is short and unique on the page (the home's HTML budget).
 */
export function ShareButton({ id, url, title }: { id: string; url: string; title: string }) {
  const panel = `partager-${id}`;
  return (
    <>
      <button type="button" popoverTarget={panel} data-share={url} data-share-title={title} className="site-share">
        <Share2 aria-hidden="true" />
        Partager
        <span className="sr-only">{`\u00a0: ${title}`}</span>
      </button>
      <div id={panel} popover="auto" role="dialog" aria-labelledby={`${panel}-t`} className="site-share-panel">
        <p id={`${panel}-t`} className="pr-10 font-display text-xl font-semibold leading-snug">
          Partager «{"\u00a0"}{title}{"\u00a0"}»
        </p>
        <ul className="mt-4 grid gap-2">
          {shareLinks(url, title).map(({ label, href }) => {
            const Icon = ICONS[label as keyof typeof ICONS];
            return (
              <li key={label}>
                <a href={href} target={label === "E-mail" ? undefined : "_blank"} rel="noopener noreferrer" className="site-share-link">
                  <Icon aria-hidden="true" />
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
        <button type="button" popoverTarget={panel} popoverTargetAction="hide" aria-label="Fermer" className="site-share-close">
          <X aria-hidden="true" />
        </button>
      </div>
    </>
  );
}
