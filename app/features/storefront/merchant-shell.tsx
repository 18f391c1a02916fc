import type { ReactNode } from "react";
import type { LinkContext } from "~/features/site-resolution/site-links";
import { themeStyle } from "~/features/appearance/theme";
import { merchantNav } from "~/features/storefront/merchant-nav";
import { MerchantHeader } from "~/features/storefront/merchant-header";
import { MerchantFooter } from "~/features/storefront/merchant-footer";
import type { ShellSite } from "~/features/storefront/shell-site";
import type { LanguageLink } from "~/features/languages/language-links";
import { usePageLanguage } from "~/lib/i18n/page-language";

type Props = {
  site: ShellSite;
  links: LinkContext;
  /** The platform's own address (config.publicUrl) for the 'Site propulsé par' credit. */
  platformUrl?: string;
  /** The language switcher's entries; none for a site in French only. */
  languages?: readonly LanguageLink[];
  /** The notice of a language's home reached from a page not translated yet. */
  notice?: string | null;
  children: ReactNode;
};

/** Header, footer and theme of every merchant page; the site's colours are set here as CSS variables. */
export function MerchantShell({ site, links, platformUrl, languages, notice, children }: Props) {
  const { t } = usePageLanguage();
  // Only the pages the site's plan includes.
  const nav = merchantNav(site.plan);
  return (
    <div style={themeStyle(site.colors)} className="site-theme flex min-h-dvh flex-col bg-white font-sans text-gray-900">
      <a href="#contenu" className="site-skip-link">
        {t("shell.skipToContent")}
      </a>
      <MerchantHeader site={site} links={links} nav={nav} languages={languages} />
      <main id="contenu" className="flex-1">
        {notice ? (
          <p role="status" className="mx-auto max-w-[1200px] px-4 pt-4 text-sm text-gray-700 sm:px-6">
            {notice}
          </p>
        ) : null}
        {children}
      </main>
      <MerchantFooter site={site} links={links} platformUrl={platformUrl} nav={nav} />
    </div>
  );
}
