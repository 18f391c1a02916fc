import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { RequestContext } from "~/context";
import type { Database } from "~/db/connect.server";
import type { SitePlan } from "~/db/enums";
import { sites } from "~/db/schema";
import { addDays, localDateTime, zonedTimeToInstant } from "~/lib/calendar";
import { missingImages } from "~/features/media/missing-images.server";
import { planIncludes } from "~/features/plans/plans";
import { listStorefrontProducts } from "~/features/products/products.server";
import { DEFAULT_SORT } from "~/features/products/product-filters";
import { canonicalBaseFor, canonicalPathUrl, canonicalUrl, type CanonicalBase } from "~/features/seo/canonical";
import { getActiveDomains } from "~/features/seo/site-domains.server";
import { platformRedirect } from "~/features/site-resolution/platform-redirect.server";
import { resolveSiteSelection } from "~/features/site-resolution/resolve-site";
import { catalogueItems, FEED_CONTENT_TYPES, FEED_KINDS, FEED_PATHS, googleXml, metaCsv, type Catalogue, type FeedKind } from "~/features/social/feeds";

/** What the feeds need of a site: whether it has them, where it lives, and the version its content is at. */
export type CatalogueSite = {
  id: string;
  name: string;
  plan: SitePlan;
  published: boolean;
  timezone: string;
  contentVersion: number;
  base: CanonicalBase;
};

export async function getCatalogueSite(db: Database, siteId: string, publicUrl: string): Promise<CatalogueSite | null> {
  const [rows, domains] = await Promise.all([
    db
      .select({ name: sites.name, plan: sites.plan, publishedAt: sites.publishedAt, timezone: sites.timezone, contentVersion: sites.contentVersion })
      .from(sites)
      .where(eq(sites.id, siteId))
      .limit(1),
    getActiveDomains(db, siteId),
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: siteId,
    name: row.name,
    plan: row.plan,
    published: row.publishedAt !== null,
    timezone: row.timezone,
    contentVersion: row.contentVersion,
    base: canonicalBaseFor(siteId, domains, publicUrl),
  };
}

/** Whether a site gives feeds at all: Expert ('share'), and published (a draft shows visitors nothing). */
export function hasFeeds(site: CatalogueSite): boolean {
  return site.published && planIncludes(site.plan, "share");
}

/** The site of a feed's request, as sitemap.xml finds it: its host, or `?site=` on the platform's; null for none. */
export async function resolveFeedSite(request: Request, context: RequestContext): Promise<CatalogueSite | null> {
  const url = new URL(request.url);
  const selection = await resolveSiteSelection(url, request.headers.get("host"), context.config.platformHosts, context.domains.lookup);
  if (selection.via === "platform-only") throw platformRedirect(url, context.config);
  if (selection.siteId === null) return null;
  return getCatalogueSite(context.db, selection.siteId, context.config.publicUrl);
}

/**
 * The site's catalogue: the products page's own list (active products not past their end date
 * in the shop's time zone, their active variants), as feed items. `today` moves the list at
 * midnight without an edit: the page cache is told to keep it no longer.
 */
export async function loadCatalogue(context: RequestContext, site: CatalogueSite, now = new Date()): Promise<Catalogue> {
  const today = localDateTime(now, site.timezone).date;
  context.pageCache.expireAt(zonedTimeToInstant(addDays(today, 1), 0, site.timezone));
  const products = await listStorefrontProducts(context.db, site.id, { q: "", categorie: "", tri: DEFAULT_SORT, sans: [] }, today);
  const missing = await missingImages(
    context.media,
    products.flatMap((product) => [product.imageUrl, ...product.variants.map((variant) => variant.imageUrl)]),
  );
  return catalogueItems(products, {
    brand: site.name,
    productsUrl: canonicalUrl(site.base, "products"),
    origin: site.base.origin,
    missingImages: new Set(missing),
  });
}

/** The feeds' addresses on the site's main address (`?site=` on the platform's without a domain). */
export function feedUrls(site: CatalogueSite): Record<FeedKind, string> {
  return Object.fromEntries(FEED_KINDS.map((kind) => [kind, canonicalPathUrl(site.base, FEED_PATHS[kind])])) as Record<FeedKind, string>;
}

/**
 * Networks fetch on a schedule: every fetch asks again, and one of the same content version (and
 * day) is answered 304 without reading the products. The page cache keeps the body per version too.
 */
const FEED_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** The content version and the shop's day, and the main address the links are on (a domain change moves no version). */
function feedEtag(kind: FeedKind, site: CatalogueSite, today: string): string {
  const address = createHash("sha1").update(site.base.origin).digest("base64url").slice(0, 8);
  return `W/"${kind}-${site.id}-${site.contentVersion}-${today}-${address}"`;
}

function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === bare);
}

const notFound = () =>
  new Response("Catalogue introuvable.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** `/catalogue/meta.csv` and `/catalogue/google.xml` of the requesting host: 404 but on a published Expert site. */
export async function answerFeed(kind: FeedKind, request: Request, context: RequestContext): Promise<Response> {
  const site = await resolveFeedSite(request, context);
  if (!site || !hasFeeds(site)) {
    // A draft or a plan without feeds may change at any moment: never stored.
    context.pageCache.noStore();
    return notFound();
  }
  const now = new Date();
  const etag = feedEtag(kind, site, localDateTime(now, site.timezone).date);
  const headers = { "Content-Type": FEED_CONTENT_TYPES[kind], "Cache-Control": FEED_CACHE_CONTROL, ETag: etag };
  if (etagMatches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  const { items } = await loadCatalogue(context, site, now);
  const body = kind === "meta" ? metaCsv(items) : googleXml(items, { title: site.name, link: canonicalUrl(site.base, "products") });
  return new Response(body, { headers });
}
