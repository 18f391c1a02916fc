import { Facebook, Mail, MessageCircle, Share2, X } from "~/components/icon/icons";
import type { ShareLabels } from "~/lib/i18n/share-labels";

/**
 * The addresses of the fallback links ('Partager' without the Web Share API), for a page's
 * canonical URL. The page's share script (share.browser.ts) builds the same three for the item
 * whose button was pressed: the e2e test compares both.
 */
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
 * The words of 'Partager' in the page's language, given by the page (this module sits below the
 * catalogues): the button, its hidden ': <title>', the panel's title around the shared name, and
 * the close button. French by default.
 */

const FRENCH_LABELS: ShareLabels = {
  button: "Partager",
  forTitle: (title) => `\u00a0: ${title}`,
  panelTitle: (name) => (
    <>
      Partager «{"\u00a0"}
      {name}
      {"\u00a0"}»
    </>
  ),
  close: "Fermer",
};

/** The page's one share panel (SharePanel) and its title's text. */
const PANEL_ID = "partager";

/**
 * 'Partager' (Expert) on an event or a product, whose heading has the id `headingId`.
 * Every button of the page opens the page's one SharePanel: without a script, it shares the page.
 * The page's share script (share.browser.ts) opens the system's share sheet where the browser has
 * the Web Share API, and otherwise points the panel at this item (its URL, its heading's text)
 * before it opens. One panel per page, not one per item: the home's HTML budget.
 */
export function ShareButton({ url, title, headingId, labels = FRENCH_LABELS }: { url: string; title: string; headingId: string; labels?: ShareLabels }) {
  return (
    <button type="button" popoverTarget={PANEL_ID} data-share={url} data-share-heading={headingId} className="site-share">
      <Share2 aria-hidden="true" />
      {labels.button}
      <span className="sr-only">{labels.forTitle(title)}</span>
    </button>
  );
}

/**
 * The popover of links to Facebook, WhatsApp and e-mail behind every 'Partager' of a page (ADR
 * 015: it works as HTML). Written once per page with the page's URL and title, which is what a
 * visitor without JavaScript shares.
 */
export function SharePanel({ url, title, labels = FRENCH_LABELS }: { url: string; title: string; labels?: ShareLabels }) {
  return (
    <div id={PANEL_ID} popover="auto" role="dialog" aria-labelledby={`${PANEL_ID}-t`} className="site-share-panel">
      <p id={`${PANEL_ID}-t`} className="pr-10 font-display text-xl font-semibold leading-snug">
        {labels.panelTitle(<span data-share-name="">{title}</span>)}
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
      <button type="button" popoverTarget={PANEL_ID} popoverTargetAction="hide" aria-label={labels.close} className="site-share-close">
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
