import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import { sites } from "~/db/schema";
import type { SiteVerification } from "~/features/social/social-schema";

/** The site's codes for Google Merchant Center and Meta (null each when none). */
export async function getSiteVerification(db: DatabaseOrTransaction, siteId: string): Promise<SiteVerification> {
  const [row] = await db
    .select({ google: sites.googleSiteVerification, meta: sites.facebookDomainVerification })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return row ?? { google: null, meta: null };
}

/** Saves both codes (null clears one); the home's head shows them at the next content version. */
export async function saveSiteVerification(db: DatabaseOrTransaction, siteId: string, codes: SiteVerification): Promise<void> {
  await db.update(sites).set({ googleSiteVerification: codes.google, facebookDomainVerification: codes.meta }).where(eq(sites.id, siteId));
}
