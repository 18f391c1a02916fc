import type { MetaDescriptor } from "react-router";
import { LEGAL_PAGES, type LegalFacts, type LegalPage } from "~/features/legal/legal-notice";
import { merchantExtraPageMeta, metaLanguage } from "~/features/seo/public/storefront-meta";
import { translator } from "~/lib/i18n/messages";

/** The head of a legal page, in the page's language: its title, and a description naming the publisher (its legal name, else the site's). */
export function legalPageMeta(matches: Parameters<typeof merchantExtraPageMeta>[0], page: LegalPage, facts: LegalFacts | undefined): MetaDescriptor[] {
  const t = translator(metaLanguage(matches));
  const name = facts?.legalName || facts?.siteName || t("seo.legal.thisSite");
  return merchantExtraPageMeta(matches, {
    path: LEGAL_PAGES[page].path,
    title: t(`seo.legal.${page}.title`),
    description: t(`seo.legal.${page}.description`, { name }),
  });
}
