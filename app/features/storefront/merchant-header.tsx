import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ExternalLink, Menu, X } from "lucide-react";
import { cn } from "~/lib/cn";
import { responsiveImage } from "~/features/media/responsive-image";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import { MERCHANT_HOME_PATH, MERCHANT_NAV, isCurrentPage, type HeaderLink } from "./merchant-nav";
import type { ShellSite } from "./merchant-shell";

export const PLACEHOLDER_LOGO = "/placeholder-logo.svg";

type Props = { site: ShellSite; links: LinkContext; nav?: readonly HeaderLink[] };

/** One header link: internal ones keep the site (siteHref), external ones open in a new tab. */
export function HeaderNavLink({
  link,
  links,
  pathname,
  className,
  onNavigate,
}: {
  link: HeaderLink;
  links: LinkContext;
  pathname: string;
  className: string;
  onNavigate?: () => void;
}) {
  if (link.isExternal) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {link.label}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 opacity-70" />
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    );
  }
  const current = isCurrentPage(link.href, pathname);
  return (
    <Link
      to={siteHref(link.href, links)}
      className={className}
      onClick={onNavigate}
      prefetch="intent"
      aria-current={current ? "page" : undefined}
    >
      {link.label}
    </Link>
  );
}

/**
 * The logo, or the placeholder when there is none or it fails to load. A server-rendered <img>
 * can fail before React hydrates (onError then never runs), so the ref checks it once mounted.
 */
function SiteLogo({ logoUrl }: { logoUrl: string | null }) {
  const [broken, setBroken] = useState(false);
  // Shown 48 px wide: the 400 px copy serves even a 3x screen.
  const image = responsiveImage(!logoUrl || broken ? PLACEHOLDER_LOGO : logoUrl, { sizes: [[null, "48px"]] });
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && !img.src.endsWith(PLACEHOLDER_LOGO)) setBroken(true);
  }, []);
  return (
    <img
      ref={checkLoaded}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt=""
      width={48}
      height={48}
      decoding="async"
      className="h-12 w-12 shrink-0 rounded-xl object-contain"
      onError={() => setBroken(true)}
    />
  );
}

export function MerchantHeader({ site, links, nav = MERCHANT_NAV }: Props) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // Escape closes the menu from anywhere, and gives focus back to the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  // Back/forward navigation closes it too (link clicks already do).
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-black/5 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={siteHref(MERCHANT_HOME_PATH, links)}
          className="flex min-w-0 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-site-secondary"
          onClick={() => setOpen(false)}
        >
          <SiteLogo key={site.logoUrl ?? ""} logoUrl={site.logoUrl} />
          <span className="truncate font-display text-lg font-semibold tracking-tight text-gray-900 sm:text-xl">{site.name}</span>
        </Link>

        <nav aria-label="Navigation principale" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {nav.map((link) => (
              <li key={link.href}>
                <HeaderNavLink
                  link={link}
                  links={links}
                  pathname={pathname}
                  className="relative rounded-full px-3.5 py-2 text-[0.95rem] font-medium text-gray-700 transition-colors hover:bg-site-accent/25 hover:text-gray-950 focus-visible:outline-2 focus-visible:outline-site-secondary aria-[current=page]:text-gray-950 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3.5 aria-[current=page]:after:-bottom-0.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-site-primary"
                />
              </li>
            ))}
          </ul>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-gray-800 transition-colors hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-site-secondary md:hidden"
          aria-expanded={open}
          aria-controls="menu-mobile"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{open ? "Fermer le menu" : "Ouvrir le menu"}</span>
        </button>
      </div>

      {/* Kept in the DOM (hidden) so aria-controls always points at it. */}
      <div id="menu-mobile" hidden={!open} className="md:hidden">
        {/* absolute, not fixed: the header's backdrop-filter makes it the containing block of fixed children. */}
        <div aria-hidden="true" className="absolute inset-x-0 top-full h-dvh animate-fade-in bg-gray-950/30" onClick={() => close(false)} />
        <nav aria-label="Menu mobile" className="absolute inset-x-0 top-full border-t border-black/5 bg-white shadow-xl animate-slide-in-top">
          <ul className="mx-auto flex max-w-[1200px] flex-col gap-1 px-4 py-3">
            {nav.map((link) => (
              <li key={link.href}>
                <HeaderNavLink
                  link={link}
                  links={links}
                  pathname={pathname}
                  onNavigate={() => close(false)}
                  className={cn(
                    "flex items-center rounded-xl px-4 py-3 text-base font-medium text-gray-800 transition-colors hover:bg-site-accent/20 focus-visible:outline-2 focus-visible:outline-site-secondary",
                    "aria-[current=page]:bg-site-accent/25 aria-[current=page]:font-semibold aria-[current=page]:text-gray-950",
                  )}
                />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
