import { eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { siteAppearance } from "~/db/schema";
import type { AppearanceInput, AppearanceValues } from "~/features/appearance/appearance-schema";

/** The stored appearance as form values, or null when the site has none yet (defaults apply). */
export async function getSiteAppearance(db: Database, siteId: string): Promise<AppearanceValues | null> {
  const [row] = await db.select().from(siteAppearance).where(eq(siteAppearance.siteId, siteId)).limit(1);
  if (!row) return null;
  return {
    logoUrl: row.logoUrl ?? "",
    primaryColor: row.primaryColor,
    primaryHoverColor: row.primaryHoverColor,
    secondaryColor: row.secondaryColor,
    accentColor: row.accentColor,
  };
}

/**
 * Creates or replaces the site's appearance (one row per site, "update … returning the saved
 * record"). Returns the saved row and the logo it held before, for the caller to delete once
 * unreferenced.
 */
export async function saveSiteAppearance(db: Database, siteId: string, input: AppearanceInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ logoUrl: siteAppearance.logoUrl }).from(siteAppearance).where(eq(siteAppearance.siteId, siteId)).for("update");
    const [saved] = await tx
      .insert(siteAppearance)
      .values({ siteId, ...input })
      .onConflictDoUpdate({ target: siteAppearance.siteId, set: { ...input, updatedAt: new Date() } })
      .returning();
    return { saved, previousLogoUrl: before?.logoUrl ?? null };
  });
}
