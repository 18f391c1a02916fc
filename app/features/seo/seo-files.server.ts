import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { RequestContext } from "~/context";
import type { Database } from "~/../server/db/connect";
import {
  aboutContent,
  aboutJourneySteps,
  aboutPartners,
  aboutTeamMembers,
  aboutValues,
  homeContent,
  homeEvents,
  homeReassuranceItems,
  homeTestimonials,
  productCategories,
  products,
  productVariants,
  serviceCategories,
  serviceFaqs,
  servicesPageContent,
  siteAppearance,
  sites,
  specialHoursPeriods,
} from "~/db/schema";
import { domainCandidates, isPlatformHost, normalizeHost } from "~/features/site-resolution/resolve-site";
import { customDomainPath, originOnHost, STOREFRONT_PAGES, type StorefrontPage } from "./canonical";
import { w3cDate, type SitemapEntry } from "./seo-files";

/**
 * Which host asks for /robots.txt or /sitemap.xml. A host mapped to a site (also without www.)
 * gets that site's files on that very host (a sitemap may only list URLs of its own host); the
 * platform host, and any unknown host (which shows the landing page), get the platform's, on
 * PUBLIC_URL. Custom domains take PUBLIC_URL's scheme and port, like canonical URLs.
 */
export type SeoHost = { kind: "platform"; origin: string } | { kind: "site"; siteId: string; origin: string };

export async function resolveSeoHost(request: Request, context: RequestContext): Promise<SeoHost> {
  const platform: SeoHost = { kind: "platform", origin: context.config.publicUrl };
  const host = normalizeHost(request.headers.get("host") ?? new URL(request.url).host);
  if (isPlatformHost(host, context.config.platformHosts)) return platform;
  for (const candidate of domainCandidates(host)) {
    const siteId = await context.domains.lookup(candidate);
    if (siteId) return { kind: "site", siteId, origin: originOnHost(host, context.config.publicUrl) };
  }
  return platform;
}

// "Cheaply": one statement of index-assisted sub-selects (every table has an index starting with
// site_id). Deleted rows and opening_hours (no updated_at) do not move a date.
const latest = (table: PgTable, siteId: string, extra?: SQL): SQL =>
  sql`(SELECT max(updated_at) FROM ${table} WHERE site_id = ${siteId}${extra ? sql` AND ${extra}` : sql``})`;

/** The last change of each public page of a site ('YYYY-MM-DDTHH:MM:SSZ'), null when unknown. */
export async function getSitemapLastmods(db: Database, siteId: string): Promise<Record<StorefrontPage, string | null>> {
  const result = await db.execute<Record<StorefrontPage, Date | string | null>>(sql`
    SELECT
      greatest(common.at, ${latest(homeContent, siteId)}, ${latest(homeEvents, siteId)}, ${latest(homeTestimonials, siteId)},
               ${latest(homeReassuranceItems, siteId)}, ${latest(products, siteId, sql`is_featured`)}) AS home,
      greatest(common.at, ${latest(aboutContent, siteId)}, ${latest(aboutJourneySteps, siteId)}, ${latest(aboutValues, siteId)},
               ${latest(aboutTeamMembers, siteId)}, ${latest(aboutPartners, siteId)}) AS about,
      greatest(common.at, ${latest(servicesPageContent, siteId)}, ${latest(serviceCategories, siteId)}, ${latest(serviceFaqs, siteId)}) AS services,
      greatest(common.at, ${latest(products, siteId)}, ${latest(productVariants, siteId)}, ${latest(productCategories, siteId)}) AS products,
      greatest(common.at, ${latest(specialHoursPeriods, siteId)}) AS contact
    FROM (
      SELECT greatest(${sites.updatedAt}, ${latest(siteAppearance, siteId)}) AS at FROM ${sites} WHERE ${sites.id} = ${siteId}
    ) AS common
  `);
  const row = result.rows[0];
  const out = {} as Record<StorefrontPage, string | null>;
  for (const page of STOREFRONT_PAGES) out[page] = w3cDate(row?.[page] ?? null);
  return out;
}

/** The sitemap entries of a host: a site's five pages, or the platform's landing page. */
export async function sitemapEntries(host: SeoHost, context: RequestContext): Promise<SitemapEntry[]> {
  if (host.kind === "platform") return [{ loc: `${host.origin}/` }];
  const lastmods = await getSitemapLastmods(context.db, host.siteId).catch((err: unknown) => {
    context.logger.error({ err, requestId: context.requestId, siteId: host.siteId }, "sitemap: last modification dates failed");
    return null;
  });
  return STOREFRONT_PAGES.map((page) => ({ loc: `${host.origin}${customDomainPath(page)}`, lastmod: lastmods?.[page] ?? null }));
}
