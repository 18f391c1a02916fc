import { eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { sites } from "~/db/schema";
import { storedLegalSettings } from "~/features/legal/legal-schema";
import { EMPTY_SETTINGS, SETTINGS_FIELDS, type SettingsInput, type SettingsValues } from "~/features/settings/settings-schema";

const columns = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, sites[field]])) as { [K in (typeof SETTINGS_FIELDS)[number]]: (typeof sites)[K] };

/** The site's settings as form values ("" for unset), or null when there is no such site. */
export async function getSiteSettings(db: Database, siteId: string): Promise<SettingsValues | null> {
  const [row] = await db.select(columns).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!row) return null;
  const out = { ...EMPTY_SETTINGS };
  for (const field of SETTINGS_FIELDS) out[field] = row[field] ?? "";
  return out;
}

/**
 * Writes every setting of the site (the columns live on `sites`). Returns the
 * map image it held before, for the caller to delete once unreferenced, or null when the site
 * is gone. A published site's consumer mediator may be replaced, never removed (the owner could
 * not have published without it): `mediatorKept`, and nothing is written.
 */
export async function saveSiteSettings(
  db: Database,
  siteId: string,
  input: SettingsInput,
): Promise<{ previousMapImageUrl: string | null } | "mediatorKept" | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ mapImageUrl: sites.mapImageUrl, publishedAt: sites.publishedAt, mediator: sites.consumerMediatorName })
      .from(sites)
      .where(eq(sites.id, siteId))
      .for("update");
    if (!before) return null;
    if (before.publishedAt && before.mediator?.trim() && !input.consumerMediatorName) return "mediatorKept";
    await tx.update(sites).set(storedLegalSettings(input)).where(eq(sites.id, siteId));
    return { previousMapImageUrl: before.mapImageUrl };
  });
}
