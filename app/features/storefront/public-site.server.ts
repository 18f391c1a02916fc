import { eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { siteAppearance, sites } from "~/db/schema";
import { colorsWithDefaults, type SiteColors } from "./theme";

export type PublicSite = {
  id: string;
  name: string;
  timezone: string;
  logoUrl: string | null;
  colors: SiteColors;
  social: { label: string; href: string }[];
};

/** A site and its appearance (defaults when none is stored), or null when there is no such site. */
export async function getPublicSite(db: Database, siteId: string): Promise<PublicSite | null> {
  const rows = await db
    .select({ site: sites, appearance: siteAppearance })
    .from(sites)
    .leftJoin(siteAppearance, eq(siteAppearance.siteId, sites.id))
    .where(eq(sites.id, siteId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { site, appearance } = row;
  const candidates: [string, string | null][] = [
    ["Facebook", site.facebookUrl],
    ["Instagram", site.instagramUrl],
    ["X (Twitter)", site.twitterUrl],
    ["TikTok", site.tiktokUrl],
    ["LinkedIn", site.linkedinUrl],
  ];
  // Only non-blank links are shown (public-site.md §2), and only web addresses.
  const social = candidates.flatMap(([label, href]) => {
    const value = href?.trim();
    return value && /^https?:\/\//i.test(value) ? [{ label, href: value }] : [];
  });
  return {
    id: site.id,
    name: site.name,
    timezone: site.timezone,
    logoUrl: appearance?.logoUrl || null,
    colors: colorsWithDefaults({
      accent: appearance?.accentColor,
      primary: appearance?.primaryColor,
      secondary: appearance?.secondaryColor,
      primaryHover: appearance?.primaryHoverColor,
    }),
    social,
  };
}
