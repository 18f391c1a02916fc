import type { RequestContext } from "~/context";
import type { SeoPage } from "~/db/enums";
import { imageFile, splitFocalPoint } from "~/features/media/focal-point";
import { mediaKeyInUrl } from "~/features/media/media-cleanup.server";
import { SEO_PAGE_LABELS } from "~/features/page-seo/page-seo-schema";
import { seoPagesOf } from "~/features/page-seo/seo-pages";
import { SHARE_CARD } from "~/features/page-seo/share-card";
import { renderShareCard, ShareCardCache } from "~/features/page-seo/share-card.server";
import { planIncludes } from "~/features/plans/plans";
import { canonicalBaseFor } from "~/features/seo/canonical";
import { isSiteId } from "~/features/site-resolution/resolve-site";
import { getPublicSiteBundle } from "../public-site.server";

/** One per process: the cards of the versions in use (ADR 028). */
const cards = new ShareCardCache();

const IMMUTABLE = "public, max-age=31536000, immutable";
/** An older address (a page cached somewhere before an edit): today's card, for a short while. */
const STALE_ADDRESS = "public, max-age=300";

function notFound(): Response {
  return new Response("Introuvable", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** The bytes of one of our stored images (an address of the media storage), or null. */
async function readOurImage(context: Pick<RequestContext, "media" | "logger">, url: string | null): Promise<Buffer | null> {
  const file = url ? imageFile(url) : null;
  if (!file || !context.media.isOurs(file)) return null; // A pasted web address is never fetched by the server.
  const key = mediaKeyInUrl(file);
  if (!key) return null;
  try {
    return await context.media.read(key);
  } catch (err) {
    context.logger.warn({ err, url: file }, "share card: the photo could not be read");
    return null;
  }
}

/**
 * `/share-card/<site id>/<page>-<version>.jpg` (issue 14): the page's share card of an Expert,
 * published site; 404 for any other. The card is drawn for the site's current content version,
 * whatever the address says, so an old or made-up version costs no new drawing.
 */
export async function shareCardResponse(context: RequestContext, siteId: string, page: string, version: number): Promise<Response> {
  if (!isSiteId(siteId)) return notFound();
  const bundle = await getPublicSiteBundle(context.db, siteId);
  if (!bundle || !bundle.site.published || !planIncludes(bundle.site.plan, "share")) return notFound();
  const pages: string[] = seoPagesOf(bundle.site.plan);
  if (!pages.includes(page)) return notFound();
  const seoPage = page as SeoPage;

  const current = bundle.contentVersion;
  const body = await cards.get(`${siteId}:${seoPage}:${current}`, async () => {
    const own = planIncludes(bundle.site.plan, "seo") ? (bundle.pageSeo.find((row) => row.page === seoPage)?.imageUrl ?? null) : null;
    const ownBytes = await readOurImage(context, own);
    const heroBytes = ownBytes ? null : await readOurImage(context, bundle.hero.imageUrl);
    const source = ownBytes ? own : bundle.hero.imageUrl;
    const bytes = ownBytes ?? heroBytes;
    const domain = new URL(canonicalBaseFor(siteId, bundle.domains, context.config.publicUrl, bundle.canonicalDomains).origin).host;
    return renderShareCard({
      siteName: bundle.site.name,
      colors: bundle.site.colors,
      label: seoPage === "home" ? null : SEO_PAGE_LABELS[seoPage],
      domain,
      photo: bytes && source ? { bytes, focus: splitFocalPoint(source).focus } : null,
      ownImage: ownBytes !== null,
    });
  });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": SHARE_CARD.type,
      "Content-Length": String(body.length),
      "Cache-Control": version === current ? IMMUTABLE : STALE_ADDRESS,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
