import { useLocation } from "react-router";
import { siteHref, type LinkContext } from "~/features/site-resolution/site-links";
import { ACCESSIBILITY_PATH, LEGAL_PAGES } from "~/features/legal/legal-notice";
import { MERCHANT_NAV, isSafeExternalHref, type HeaderLink } from "~/features/storefront/merchant-nav";
import { HeaderNavLink } from "~/features/storefront/merchant-header";
import { SocialIcon } from "~/features/storefront/social-icons";
import type { ShellSite } from "~/features/storefront/shell-site";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { messageParts } from "~/lib/i18n/message-parts";

type Props = { site: ShellSite; links: LinkContext; platformUrl?: string; nav?: readonly HeaderLink[] };

/**
 * Merchant footer: name, tagline, navigation, the non-blank social links, on the
 * accent colour with the text colour computed for it (--site-on-accent), copyright and credit.
 */
export function MerchantFooter({ site, links, platformUrl, nav = MERCHANT_NAV }: Props) {
  const { pathname } = useLocation();
  const { t } = usePageLanguage();
  const year = new Date().getFullYear();
  const social = site.social.filter((s) => s.href.trim() !== "" && isSafeExternalHref(s.href));
  // On a custom domain "/" is the merchant's own home: the credit needs the platform's address.
  const creditHref = platformUrl ?? (links.customDomain ? null : "/");

  return (
    <footer className="bg-site-accent text-site-on-accent">
      <div className="site-footer-grid">
        <div className="max-md:col-span-2">
          <p className="font-display text-2xl font-semibold tracking-tight">{site.name}</p>
          <p className="mt-2 max-w-xs text-[0.95rem] leading-relaxed">{t("footer.tagline")}</p>
        </div>

        <nav aria-labelledby="pied-navigation">
          <h2 id="pied-navigation" className="font-sans text-sm font-semibold tracking-wide uppercase">
            {t("footer.navigation")}
          </h2>
          <ul className="mt-4 space-y-1">
            {nav.map((link) => (
              <li key={link.href}>
                <HeaderNavLink link={link} links={links} pathname={pathname} className="site-footer-link" />
              </li>
            ))}
          </ul>
        </nav>

        {social.length > 0 ? (
          <div>
            <h2 id="pied-reseaux" className="font-sans text-sm font-semibold tracking-wide uppercase">
              {t("footer.followUs")}
            </h2>
            <ul aria-labelledby="pied-reseaux" className="mt-4 flex flex-wrap gap-2">
              {social.map((s) => (
                <li key={s.href}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" className="site-social">
                    <SocialIcon network={s.label} className="size-5" />
                    <span className="sr-only">
                      {s.label}
                      {t("link.newTab")}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="border-t border-current/15">
        <div className="site-footer-bar">
          <p>{messageParts(t, "footer.rights", { year, name: site.name })}</p>
          {/* The two legal pages and the accessibility statement, from every page of the site. */}
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <a href={siteHref(LEGAL_PAGES.notice.path, links)} className="underline">
              {t("footer.legalNotice")}
            </a>
            <a href={siteHref(LEGAL_PAGES.privacy.path, links)} className="underline">
              {t("footer.privacy")}
            </a>
            <a href={siteHref(ACCESSIBILITY_PATH, links)} className="underline">
              {t("legal.a11y.footer")}
            </a>
          </p>
          <p>
            {t("footer.poweredBy")}{" "}
            {creditHref ? (
              <a href={creditHref} className="font-semibold underline underline-offset-4 hover:no-underline">
                Vitrine
              </a>
            ) : (
              <span className="font-semibold">Vitrine</span>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
