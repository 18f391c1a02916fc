import { eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { sites } from "~/db/schema";
import { contactInfoFromSettings, type ContactInfo } from "~/features/settings/contact-info";

/** The contact page's 'Coordonnées' and 'Nous trouver' data, from the site's settings. */
export async function getContactInfo(db: Database, siteId: string): Promise<ContactInfo> {
  const rows = await db
    .select({
      merchantEmail1: sites.merchantEmail1,
      merchantEmail2: sites.merchantEmail2,
      merchantEmail3: sites.merchantEmail3,
      merchantPhone1: sites.merchantPhone1,
      merchantPhone2: sites.merchantPhone2,
      merchantPhone3: sites.merchantPhone3,
      address: sites.address,
      metroInfo: sites.metroInfo,
      busInfo: sites.busInfo,
      tramInfo: sites.tramInfo,
      carInfo: sites.carInfo,
      googleMapsLink: sites.googleMapsLink,
      mapImageUrl: sites.mapImageUrl,
    })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  return contactInfoFromSettings(rows[0] ?? {});
}
