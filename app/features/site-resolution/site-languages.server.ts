import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { OTHER_LANGUAGES, type OtherLanguage, type SeoPage } from "~/db/enums";
import { pageTranslations, siteLanguages } from "~/db/schema";

/*
 * How a site is shown beside its French (ADR 047): read by the storefront, its SEO files and the
 * language screens, so it sits with the rest of what resolves a public request.
 */

/** A language the site has switched on, with the pages published in it (ADR 047). */
export type LanguageVersion = { language: OtherLanguage; pages: SeoPage[] };

/** The site's switched-on languages, in the platform's order, each with its published pages. */
export async function getLanguageVersions(db: Database, siteId: string): Promise<LanguageVersion[]> {
  const rows = await db
    .select({ language: siteLanguages.language, page: pageTranslations.page })
    .from(siteLanguages)
    .leftJoin(pageTranslations, and(eq(pageTranslations.siteId, siteLanguages.siteId), eq(pageTranslations.language, siteLanguages.language)))
    .where(eq(siteLanguages.siteId, siteId))
    .orderBy(asc(siteLanguages.language));
  const byLanguage = new Map<OtherLanguage, SeoPage[]>();
  for (const { language, page } of rows) {
    const pages = byLanguage.get(language) ?? [];
    if (page) pages.push(page);
    byLanguage.set(language, pages);
  }
  return OTHER_LANGUAGES.filter((language) => byLanguage.has(language)).map((language) => ({ language, pages: byLanguage.get(language) ?? [] }));
}
