import { sql } from "drizzle-orm";
import type { SeoPage, SitePlan } from "~/db/enums";
import { executePrepared, type Database } from "~/db/connect.server";
import type { DayHours, SpecialPeriod } from "~/features/hours/hours";
import type { SiteHours } from "~/features/hours/site-hours.server";
import { safeImageUrl } from "~/lib/web-address";
import { colorsWithDefaults, type SiteColors } from "~/features/appearance/theme";
import { siteDomains, type DomainRow, type SiteDomains } from "~/features/site-resolution/canonical-domain";
import type { SiteVerification } from "~/features/social/social-schema";

export type PublicSite = {
  id: string;
  name: string;
  timezone: string;
  logoUrl: string | null;
  colors: SiteColors;
  social: { label: string; href: string }[];
  /** Which pages the site has (~/features/plans/plans.ts). */
  plan: SitePlan;
  /** False for a draft: visitors get 'Bientôt en ligne'. */
  published: boolean;
};

/** What a public form's post needs of its site (storefront-context.server.ts, `loadFormSite`). */
export type FormSiteRow = Pick<PublicSite, "id" | "plan" | "published">;

/** The site a public form posts to, or null when there is no such site: one row of `sites`, nothing joined. */
export async function getFormSite(db: Database, siteId: string): Promise<FormSiteRow | null> {
  const rows = await executePrepared<FormSiteRow>(
    db,
    "vitrine_form_site",
    sql`SELECT s.id, s.plan, s.published_at IS NOT NULL AS published FROM sites s WHERE s.id = ${siteId}`,
  );
  return rows[0] ?? null;
}

/**
 * Everything every merchant page needs about its site, read in one statement (a few
 * round trips per page, not one per section): the site and its appearance, its active domains
 * (canonical URLs), the business fields and hero of the JSON-LD, and its opening hours.
 * Only public columns are selected: never owner_id or sender_email.
 */
export type PublicSiteBundle = {
  site: PublicSite;
  /** Active domains, oldest first, and which are chosen or the platform address (canonical.ts picks the main one). */
  domains: SiteDomains;
  business: { address: string | null; phone: string | null; email: string | null };
  hero: { subtitle: string | null; imageUrl: string | null };
  hours: SiteHours;
  /** `sites.content_version` (ADR 014): what the share cards' addresses are keyed by. */
  contentVersion: number;
  /** The stored titles, descriptions and share images of the pages (used on Expert sites only). */
  pageSeo: PageSeoRow[];
  /** The codes proving the site to Google Merchant Center and Meta (used on Expert sites only). */
  verification: SiteVerification;
};

export type PageSeoRow = { page: SeoPage; title: string | null; description: string | null; imageUrl: string | null };

/** A site has a handful of domains at most; more is a data problem, not a reason to read them all. */
const MAX_DOMAINS = 20;
/** More would be a data problem, not a calendar: the page stays small whatever is stored. */
const MAX_PERIODS = 100;

type BundleRow = {
  id: string;
  name: string;
  timezone: string;
  plan: SitePlan;
  published: boolean;
  address: string | null;
  phone: string | null;
  email: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  twitter_url: string | null;
  tiktok_url: string | null;
  linkedin_url: string | null;
  logo_url: string | null;
  accent_color: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  primary_hover_color: string | null;
  hero_subtitle: string | null;
  hero_image_url: string | null;
  content_version: string;
  google_site_verification: string | null;
  facebook_domain_verification: string | null;
  page_seo: PageSeoRow[];
  domains: DomainRow[];
  weekly: DayHours[];
  periods: (Omit<SpecialPeriod, "days"> & { days: DayHours[] | null })[];
};

const dayJson = (alias: string) =>
  sql.raw(
    `json_build_object('dayOfWeek', ${alias}.day_of_week, 'morningOpen', ${alias}.morning_open, 'morningClose', ${alias}.morning_close, ` +
      `'afternoonOpen', ${alias}.afternoon_open, 'afternoonClose', ${alias}.afternoon_close, 'isClosed', ${alias}.is_closed)`,
  );

/** The bundle of a site, or null when there is no such site. */
export async function getPublicSiteBundle(db: Database, siteId: string): Promise<PublicSiteBundle | null> {
  // Periods that have not ended (two days of slack whatever the site's zone: the hours module
  // decides what applies today), each with its weekly rows.
  const rows = await executePrepared<BundleRow>(
    db,
    "vitrine_public_site_bundle",
    sql`
    SELECT s.id, s.name, s.timezone, s.plan, s.published_at IS NOT NULL AS published, s.address, s.merchant_phone_1 AS phone, s.merchant_email_1 AS email,
           s.facebook_url, s.instagram_url, s.twitter_url, s.tiktok_url, s.linkedin_url,
           a.logo_url, a.accent_color, a.primary_color, a.secondary_color, a.primary_hover_color,
           h.hero_subtitle, h.hero_image_url, s.content_version, s.google_site_verification, s.facebook_domain_verification,
           coalesce((SELECT json_agg(json_build_object('page', ps.page, 'title', ps.title, 'description', ps.description, 'imageUrl', ps.image_url))
                       FROM page_seo ps WHERE ps.site_id = s.id), '[]') AS page_seo,
           coalesce((SELECT json_agg(json_build_object('domain', d.domain, 'chosen', d.is_canonical, 'platform', d.verified_by = 'platform') ORDER BY d.created_at, d.domain)
                       FROM (SELECT domain, created_at, is_canonical, verified_by FROM domain_mappings
                              WHERE site_id = s.id AND is_active AND redirect_until IS NULL ORDER BY created_at, domain LIMIT ${MAX_DOMAINS}) d), '[]') AS domains,
           coalesce((SELECT json_agg(${dayJson("o")} ORDER BY o.day_of_week) FROM opening_hours o WHERE o.site_id = s.id), '[]') AS weekly,
           coalesce((SELECT json_agg(json_build_object(
                        'id', p.id, 'title', p.title, 'description', p.description,
                        'startDate', p.start_date, 'endDate', p.end_date,
                        'isSingleDay', p.is_single_day, 'isPeriodClosed', p.is_period_closed,
                        'morningOpen', p.morning_open, 'morningClose', p.morning_close,
                        'afternoonOpen', p.afternoon_open, 'afternoonClose', p.afternoon_close,
                        'days', (SELECT json_agg(${dayJson("x")} ORDER BY x.day_of_week)
                                   FROM special_opening_hours x WHERE x.site_id = p.site_id AND x.period_id = p.id))
                      ORDER BY p.start_date, p.end_date)
                       FROM (SELECT * FROM special_hours_periods
                              WHERE site_id = s.id AND end_date >= (now() AT TIME ZONE 'UTC')::date - 2
                              ORDER BY start_date, end_date LIMIT ${MAX_PERIODS}) p), '[]') AS periods
      FROM sites s
      LEFT JOIN site_appearance a ON a.site_id = s.id
      LEFT JOIN home_content h ON h.site_id = s.id
     WHERE s.id = ${siteId}
  `,
  );
  const row = rows[0];
  if (!row) return null;
  const candidates: [string, string | null][] = [
    ["Facebook", row.facebook_url],
    ["Instagram", row.instagram_url],
    ["X (Twitter)", row.twitter_url],
    ["TikTok", row.tiktok_url],
    ["LinkedIn", row.linkedin_url],
  ];
  const social = candidates.flatMap(([label, href]) => {
    const value = href?.trim();
    return value && /^https?:\/\//i.test(value) ? [{ label, href: value }] : [];
  });
  return {
    site: {
      id: row.id,
      name: row.name,
      timezone: row.timezone,
      logoUrl: row.logo_url || null,
      colors: colorsWithDefaults({
        accent: row.accent_color,
        primary: row.primary_color,
        secondary: row.secondary_color,
        primaryHover: row.primary_hover_color,
      }),
      social,
      plan: row.plan,
      published: row.published,
    },
    domains: siteDomains(row.domains),
    business: { address: row.address, phone: row.phone, email: row.email },
    hero: { subtitle: row.hero_subtitle?.trim() || null, imageUrl: safeImageUrl(row.hero_image_url) },
    hours: { hours: row.weekly, periods: row.periods.map((p) => ({ ...p, days: p.days ?? [] })) },
    contentVersion: Number(row.content_version),
    pageSeo: row.page_seo,
    verification: { google: row.google_site_verification, meta: row.facebook_domain_verification },
  };
}
