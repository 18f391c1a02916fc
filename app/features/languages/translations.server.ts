import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import type { OtherLanguage, SeoPage } from "~/db/enums";
import { contentTranslations, pageTranslations } from "~/db/schema";
import type { PageField } from "~/features/languages/page-fields.server";
import type { StoredTranslation } from "~/features/languages/page-state";

/** Every translation of the site in `language`, by field key (the public overlay and the screen read it). */
export async function getTranslations(db: Database, siteId: string, language: OtherLanguage): Promise<Map<string, StoredTranslation>> {
  const rows = await db
    .select({
      subject: contentTranslations.subject,
      subjectId: contentTranslations.subjectId,
      field: contentTranslations.field,
      value: contentTranslations.value,
      source: contentTranslations.source,
    })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.siteId, siteId), eq(contentTranslations.language, language)));
  return new Map(rows.map((row) => [`${row.subject}:${row.subjectId}:${row.field}`, { value: row.value, source: row.source }]));
}

/** The pages published in `language`. */
export async function getPublishedPages(db: Database, siteId: string, language: OtherLanguage): Promise<Set<SeoPage>> {
  const rows = await db
    .select({ page: pageTranslations.page })
    .from(pageTranslations)
    .where(and(eq(pageTranslations.siteId, siteId), eq(pageTranslations.language, language)));
  return new Set(rows.map((row) => row.page));
}

/**
 * Saves what the merchant typed for a page's fields, each with the French it translates today; an
 * emptied field removes its translation. One transaction: all of the page's fields, or none.
 */
export async function saveTranslations(
  db: Database,
  siteId: string,
  language: OtherLanguage,
  entries: readonly { field: PageField; value: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { field, value } of entries) {
      const where = and(
        eq(contentTranslations.siteId, siteId),
        eq(contentTranslations.language, language),
        eq(contentTranslations.subject, field.subject),
        eq(contentTranslations.subjectId, field.subjectId),
        eq(contentTranslations.field, field.field),
      );
      const text = value.trim();
      if (!text) {
        await tx.delete(contentTranslations).where(where);
        continue;
      }
      await tx
        .insert(contentTranslations)
        .values({ siteId, language, subject: field.subject, subjectId: field.subjectId, field: field.field, value: text, source: field.french })
        .onConflictDoUpdate({
          target: [
            contentTranslations.siteId,
            contentTranslations.language,
            contentTranslations.subject,
            contentTranslations.subjectId,
            contentTranslations.field,
          ],
          set: { value: text, source: field.french, updatedAt: new Date() },
        });
    }
  });
}

export async function publishPage(db: Database, siteId: string, language: OtherLanguage, page: SeoPage): Promise<void> {
  await db.insert(pageTranslations).values({ siteId, language, page }).onConflictDoNothing();
}

export async function unpublishPage(db: Database, siteId: string, language: OtherLanguage, pages: readonly SeoPage[]): Promise<void> {
  if (pages.length === 0) return;
  await db
    .delete(pageTranslations)
    .where(and(eq(pageTranslations.siteId, siteId), eq(pageTranslations.language, language), inArray(pageTranslations.page, [...pages])));
}
