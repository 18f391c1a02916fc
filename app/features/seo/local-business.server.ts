import { eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { sites } from "~/db/schema";
import type { DayHours, SpecialPeriod } from "~/features/opening-hours/hours";
import type { SiteHours } from "~/features/opening-hours/site-hours.server";
import { getHomeHero } from "~/features/storefront/home/home-data.server";

/**
 * What the LocalBusiness JSON-LD needs beyond the public site record, read in one round of
 * parallel queries.
 * Only public columns are selected: never owner_id or sender_email.
 */
export type LocalBusinessData = {
  address: string | null;
  phone: string | null;
  email: string | null;
  heroImageUrl: string | null;
  heroSubtitle: string | null;
  hours: DayHours[];
  periods: SpecialPeriod[];
};

/** The business fields of the JSON-LD; the hours come from `loadSiteHours`. */
export async function getLocalBusinessData(db: Database, siteId: string, siteHours: SiteHours): Promise<LocalBusinessData> {
  const [settings, hero] = await Promise.all([
    db
      .select({ address: sites.address, phone: sites.merchantPhone1, email: sites.merchantEmail1 })
      .from(sites)
      .where(eq(sites.id, siteId))
      .limit(1),
    getHomeHero(db, siteId),
  ]);
  const row = settings[0];
  return {
    address: row?.address ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    heroImageUrl: hero.imageUrl,
    heroSubtitle: hero.subtitle,
    hours: siteHours.hours,
    periods: siteHours.periods,
  };
}
