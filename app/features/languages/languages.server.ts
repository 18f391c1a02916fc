import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { OTHER_LANGUAGES, type OtherLanguage, type SeoPage } from "~/db/enums";
import { pageTranslations, siteLanguages } from "~/db/schema";

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

/** The languages the site has switched on. */
export async function getSiteLanguages(db: Database, siteId: string): Promise<OtherLanguage[]> {
  const rows = await db.select({ language: siteLanguages.language }).from(siteLanguages).where(eq(siteLanguages.siteId, siteId));
  const on = new Set(rows.map((row) => row.language));
  return OTHER_LANGUAGES.filter((language) => on.has(language));
}

/** Switches a language on ('Langues'); already on: nothing changes. */
export async function switchLanguageOn(db: Database, siteId: string, language: OtherLanguage): Promise<void> {
  await db.insert(siteLanguages).values({ siteId, language }).onConflictDoNothing();
}

/** Switches a language off: its versions are no longer shown; its translations and publications are kept (ADR 047). */
export async function switchLanguageOff(db: Database, siteId: string, language: OtherLanguage): Promise<void> {
  await db.delete(siteLanguages).where(and(eq(siteLanguages.siteId, siteId), eq(siteLanguages.language, language)));
}
