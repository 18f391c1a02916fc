import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { OTHER_LANGUAGES, type OtherLanguage } from "~/db/enums";
import { siteLanguages } from "~/db/schema";

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
