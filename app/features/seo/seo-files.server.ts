import { eq, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { RequestContext } from "~/context";
import type { Database } from "~/db/connect.server";
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
import type { SitePlan } from "~/db/enums";
import { planIncludes } from "~/features/plans/plans";
import { resolveSiteSelection } from "~/features/site-resolution/resolve-site";
import { platformRedirect } from "~/features/site-resolution/platform-redirect.server";
import { LEGAL_PAGE_PATHS } from "~/features/site-resolution/site-links";
import { canonicalBaseFor, canonicalPathUrl, canonicalUrl, STOREFRONT_PAGES, type CanonicalBase, type StorefrontPage } from "~/features/seo/canonical";
import { getActiveDomains } from "~/features/seo/site-domains.server";
import { SEO_FILES_CACHE_CONTROL, w3cDate, type SitemapEntry } from "~/features/seo/seo-files";
import { getLanguageVersions, type LanguageVersion } from "~/features/site-resolution/site-languages.server";
import type { PageLanguage } from "~/lib/i18n/languages";

/**
 * Which files /robots.txt and /sitemap.xml give. A host mapped to a site (also without one
 * www.) gets that site's files; the platform host, and any unknown host (which shows the landing
 * page), get the platform's, on PUBLIC_URL. Every URL in them is built from configuration and the
 * site's canonical domain (its primary active mapping, else PUBLIC_URL with ?site=), never from
 * the request's Host. Another site's `?site=` on a merchant's domain is redirected to
 * the platform host, as every public page is.
 */
export type SeoHost = { kind: "platform"; origin: string } | { kind: "site"; siteId: string; base: CanonicalBase; plan: SitePlan; published: boolean };

export async function resolveSeoHost(request: Request, context: RequestContext): Promise<SeoHost> {
  const platform: SeoHost = { kind: "platform", origin: context.config.publicUrl };
  const url = new URL(request.url);
  const selection = await resolveSiteSelection(url, request.headers.get("host"), context.config.platformHosts, context.domains.lookup);
  if (selection.via === "platform-only") throw platformRedirect(url, context.config);
  // `?site=` on the platform host gets the platform's files, as before: a sitemap lists its own host's pages.
  if (selection.siteId === null || selection.customDomain === null) return platform;
  const [domains, state] = await Promise.all([getActiveDomains(context.db, selection.siteId), getSiteState(context.db, selection.siteId)]);
  // A draft's files name none of its pages; a draft is rendered per request, never stored.
  if (!state.published) context.pageCache.noStore();
  return { kind: "site", siteId: selection.siteId, base: canonicalBaseFor(selection.siteId, domains, context.config.publicUrl), ...state };
}

/** A draft's files are kept by no cache: publishing shows the site at once. */
export function seoFilesCacheControl(host: SeoHost): string {
  return host.kind === "site" && !host.published ? "no-store" : SEO_FILES_CACHE_CONTROL;
}

/**
 * Which pages the sitemap lists and whether it lists any (a plan's pages, none for a
 * draft); a site gone since its mapping was read has the defaults.
 */
async function getSiteState(db: Database, siteId: string): Promise<{ plan: SitePlan; published: boolean }> {
  const rows = await db.select({ plan: sites.plan, publishedAt: sites.publishedAt }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return { plan: rows[0]?.plan ?? "pro", published: rows[0] ? rows[0].publishedAt !== null : true };
}

/** Whether a site on `plan` has `page`: home and contact on every plan, the others with their feature. */
export function storefrontPageInPlan(page: StorefrontPage, plan: SitePlan): boolean {
  return page === "home" || page === "contact" || planIncludes(plan, page);
}

/** Where robots.txt points: the sitemap of the site's canonical domain, or the platform's; none for a draft. */
export function sitemapUrl(host: SeoHost): string | null {
  if (host.kind === "site" && !host.published) return null;
  return `${host.kind === "site" ? host.base.origin : host.origin}/sitemap.xml`;
}

// "Cheaply": one statement of index-assisted sub-selects (every table has an index starting with
// site_id). Deleted rows and opening_hours (no updated_at) do not move a date.
const latest = (table: PgTable, siteId: string, extra?: SQL): SQL =>
  sql`(SELECT max(updated_at) FROM ${table} WHERE site_id = ${siteId}${extra ? sql` AND ${extra}` : sql``})`;

/** The last change of each public page of a site ('YYYY-MM-DDTHH:MM:SSZ'), null when unknown. */
export async function getSitemapLastmods(db: Database, siteId: string): Promise<Record<StorefrontPage | "legal", string | null>> {
  const result = await db.execute<Record<StorefrontPage | "legal", Date | string | null>>(sql`
    SELECT
      greatest(common.at, ${latest(homeContent, siteId)}, ${latest(homeEvents, siteId)}, ${latest(homeTestimonials, siteId)},
               ${latest(homeReassuranceItems, siteId)}, ${latest(products, siteId, sql`is_featured`)}) AS home,
      greatest(common.at, ${latest(aboutContent, siteId)}, ${latest(aboutJourneySteps, siteId)}, ${latest(aboutValues, siteId)},
               ${latest(aboutTeamMembers, siteId)}, ${latest(aboutPartners, siteId)}) AS about,
      greatest(common.at, ${latest(servicesPageContent, siteId)}, ${latest(serviceCategories, siteId)}, ${latest(serviceFaqs, siteId)}) AS services,
      greatest(common.at, ${latest(products, siteId)}, ${latest(productVariants, siteId)}, ${latest(productCategories, siteId)}) AS products,
      greatest(common.at, ${latest(specialHoursPeriods, siteId)}) AS contact,
      common.at AS legal
    FROM (
      SELECT greatest(${sites.updatedAt}, ${latest(siteAppearance, siteId)}) AS at FROM ${sites} WHERE ${sites.id} = ${siteId}
    ) AS common
  `);
  const row = result.rows[0];
  const out = {} as Record<StorefrontPage | "legal", string | null>;
  for (const page of [...STOREFRONT_PAGES, "legal"] as const) out[page] = w3cDate(row?.[page] ?? null);
  return out;
}

/** The sitemap entries of a host: a site's pages its plan includes, each in every language it is published in, or the platform's landing page. */
export async function sitemapEntries(host: SeoHost, context: RequestContext): Promise<SitemapEntry[]> {
  if (host.kind === "platform") return [{ loc: `${host.origin}/` }];
  // A draft: an empty sitemap, its pages are 'Bientôt en ligne' and noindex.
  if (!host.published) return [];
  const [lastmods, versions] = await Promise.all([
    getSitemapLastmods(context.db, host.siteId).catch((err: unknown) => {
      context.logger.error({ err, requestId: context.requestId, siteId: host.siteId }, "sitemap: last modification dates failed");
      return null;
    }),
    // The languages of a plan that includes them; an unpublished version is never listed (ADR 047).
    planIncludes(host.plan, "languages") ? getLanguageVersions(context.db, host.siteId) : Promise.resolve([] as LanguageVersion[]),
  ]);
  const languagesOf = (page: StorefrontPage): PageLanguage[] => ["fr", ...versions.filter((v) => v.pages.includes(page)).map((v) => v.language)];
  const pages = STOREFRONT_PAGES.filter((page) => storefrontPageInPlan(page, host.plan)).flatMap((page) =>
    versionsOf(languagesOf(page), (language) => canonicalUrl(host.base, page, language), lastmods?.[page] ?? null),
  );
  // The legal pages, on every plan, in each language of the home; their content is on `sites` (and home_events, for the RSVP).
  const legal = Object.values(LEGAL_PAGE_PATHS).flatMap((path) =>
    versionsOf(languagesOf("home"), (language) => canonicalPathUrl(host.base, path, language), lastmods?.legal ?? null),
  );
  return [...pages, ...legal];
}

/** A page's entries: one per language, each naming every version and `x-default` once there is more than French. */
function versionsOf(languages: readonly PageLanguage[], url: (language: PageLanguage) => string, lastmod: string | null): SitemapEntry[] {
  if (languages.length < 2) return [{ loc: url("fr"), lastmod }];
  const alternates = [...languages.map((language) => ({ hreflang: language, href: url(language) })), { hreflang: "x-default", href: url("fr") }];
  return languages.map((language) => ({ loc: url(language), lastmod, alternates }));
}
