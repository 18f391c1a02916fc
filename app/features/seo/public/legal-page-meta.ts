import type { MetaDescriptor } from "react-router";
import { LEGAL_PAGES, type LegalFacts, type LegalPage } from "~/features/legal/legal-notice";
import { merchantExtraPageMeta } from "~/features/seo/public/storefront-meta";

/** The head of a legal page: its title, and a description naming the publisher (its legal name, else the site's). */
export function legalPageMeta(matches: Parameters<typeof merchantExtraPageMeta>[0], page: LegalPage, facts: LegalFacts | undefined): MetaDescriptor[] {
  const name = facts?.legalName || facts?.siteName || "ce site";
  const { path, title, description } = LEGAL_PAGES[page];
  return merchantExtraPageMeta(matches, { path, title, description: description(name) });
}
