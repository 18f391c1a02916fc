import { Link, useLocation } from "react-router";
import { ExternalLink, Menu, X } from "~/components/icon/icons";
import { responsiveImage } from "~/features/media/responsive-image";
import { useShownImage } from "~/features/media/shown-image";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import { withoutLanguage } from "~/lib/i18n/languages";
import { MERCHANT_HOME_PATH, MERCHANT_NAV, isCurrentPage, type HeaderLink } from "~/features/storefront/merchant-nav";
import type { ShellSite } from "~/features/storefront/shell-site";
import { PLACEHOLDER_LOGO } from "~/features/appearance/theme";
import { usePageLanguage } from "~/lib/i18n/page-language";
import type { LanguageLink } from "~/features/languages/language-links";
import { LanguageSwitcher, MobileLanguageList } from "~/features/storefront/language-switcher";

type Props = { site: ShellSite; links: LinkContext; nav?: readonly HeaderLink[]; languages?: readonly LanguageLink[] };

/** One header link: internal ones keep the site (siteHref), external ones open in a new tab. */
export function HeaderNavLink({ link, links, pathname, className }: { link: HeaderLink; links: LinkContext; pathname: string; className: string }) {
  const { t } = usePageLanguage();
  const label = link.messageKey ? t(link.messageKey) : link.label;
  if (link.isExternal) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
        <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 opacity-70" />
        <span className="sr-only">{t("link.newTab")}</span>
      </a>
    );
  }
  const current = isCurrentPage(link.href, withoutLanguage(pathname));
  return (
    <Link to={siteHref(link.href, links)} className={className} prefetch="intent" aria-current={current ? "page" : undefined}>
      {label}
    </Link>
  );
}

/**
 * The logo, or the placeholder when there is none or the media store lacks it (decided on the
 * server, ADR 015).
 */
function SiteLogo({ logoUrl }: { logoUrl: string | null }) {
  // Shown 48 px wide: the 400 px copy serves even a 3x screen.
  const image = responsiveImage(useShownImage(logoUrl) ?? PLACEHOLDER_LOGO, { sizes: [[null, "48px"]] });
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt=""
      width={48}
      height={48}
      decoding="async"
      className="h-12 w-12 shrink-0 rounded-xl object-contain"
    />
  );
}

export const MOBILE_MENU_ID = "menu-mobile";

/**
 * The merchant header. The mobile menu is an HTML popover opened by its button, so it works before
 * hydration and on pages sent without any script: the browser toggles it, exposes the button as
 * expanded or collapsed, closes it on Escape or a tap outside (focus back on the button), and a
 * link click closes it by loading the next page. The button's label and icon follow the state in CSS.
 */
export function MerchantHeader({ site, links, nav = MERCHANT_NAV, languages = [] }: Props) {
  const { pathname } = useLocation();
  const { t } = usePageLanguage();
  return (
    <header className="group/header site-header">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={siteHref(MERCHANT_HOME_PATH, links)} className="site-logo-link">
          <SiteLogo logoUrl={site.logoUrl} />
          <span className="truncate font-display text-lg font-semibold tracking-tight text-gray-900 sm:text-xl">{site.name}</span>
        </Link>

        <nav aria-label={t("header.mainNav")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {nav.map((link) => (
              <li key={link.href}>
                <HeaderNavLink link={link} links={links} pathname={pathname} className="site-nav-link" />
              </li>
            ))}
          </ul>
        </nav>
        {languages.length > 0 ? <LanguageSwitcher entries={languages} /> : null}

        <button type="button" popoverTarget={MOBILE_MENU_ID} aria-controls={MOBILE_MENU_ID} className="site-menu-button">
          <Menu className="size-6 group-has-[#menu-mobile:popover-open]/header:hidden" />
          <X className="hidden size-6 group-has-[#menu-mobile:popover-open]/header:block" />
          <span className="sr-only group-has-[#menu-mobile:popover-open]/header:hidden">{t("header.openMenu")}</span>
          <span className="sr-only hidden group-has-[#menu-mobile:popover-open]/header:inline">{t("header.closeMenu")}</span>
        </button>
      </div>

      {/*
        In the top layer, right below the 4rem header; its ::backdrop dims the page under it (a tap
        there closes the menu). Hidden from 768 px, where the main navigation shows.
      */}
      <nav id={MOBILE_MENU_ID} popover="auto" aria-label={t("header.mobileMenu")} className="site-menu">
        <ul className="mx-auto flex max-w-[1200px] flex-col gap-1 px-4 py-3">
          {nav.map((link) => (
            <li key={link.href}>
              <HeaderNavLink link={link} links={links} pathname={pathname} className="site-menu-link" />
            </li>
          ))}
        </ul>
        {languages.length > 0 ? <MobileLanguageList entries={languages} /> : null}
      </nav>
    </header>
  );
}
