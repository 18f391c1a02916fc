import type { RequestContext } from "~/context";
import type { SeoPage } from "~/db/enums";
import { splitFocalPoint } from "~/features/media/focal-point";
import { SEO_PAGE_LABELS } from "~/features/seo/page-seo-schema";
import { seoPagesOf } from "~/features/seo/seo-pages";
import { SHARE_CARD, shareCardPath } from "~/features/seo/share-card";
import { renderShareCard } from "~/features/seo/public/share-card.server";
import { DrawnImageCache, readStoredImage } from "~/features/media/drawing.server";
import { planIncludes } from "~/features/plans/plans";
import { retryAfterText, takeLimit } from "~/features/rate-limit/rate-limit.server";
import { canonicalBaseFor } from "~/features/seo/canonical";
import { isSiteId } from "~/features/site-resolution/resolve-site";
import { addressKey } from "~/features/submissions/client-address.server";
import { getPublicSiteBundle, type PublicSiteBundle } from "~/features/storefront/public-site.server";

/** One per process, in front of the media storage: the cards of the versions in use (ADR 028). */
const cards = new DrawnImageCache();

const IMMUTABLE = "public, max-age=31536000, immutable";
/** An older or made-up address (a page cached somewhere before an edit): sent on to today's card, for a short while. */
const OTHER_VERSION = "public, max-age=300";

/**
 * Cards drawn for one client address: counted before the drawing, only when no stored
 * card answers. A merchant editing and looking at their cards, or a network's crawler reading
 * the cards of links just shared, draws a few; over the limit the answer is 429 with Retry-After,
 * without drawing (a crawler asks again later; nothing else would spare the work).
 */
export const SHARE_CARD_DRAWS = { max: 30, windowSeconds: 10 * 60 } as const;

/** Where a drawn card is kept: the media storage, named by its site, page and content version. */
export function storedShareCardKey(siteId: string, page: SeoPage, version: number): string {
  return `share-cards/${siteId}-${page}-${version}.jpg`;
}

class DrawRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("share card: drawing limit reached");
  }
}

function notFound(): Response {
  return new Response("Introuvable", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * `/share-card/<site id>/<page>-<version>.jpg`: the page's share card of an Expert,
 * published site; 404 for any other site or page. Only the current content version is answered
 *: another one, old or made up, is sent on to the current address without drawing.
 * A card is drawn once per version: kept in the media storage (so a restart or an eviction from
 * memory never draws it again) and in memory.
 */
export async function shareCardResponse(context: RequestContext, siteId: string, page: string, version: number): Promise<Response> {
  if (!isSiteId(siteId)) return notFound();
  const bundle = await getPublicSiteBundle(context.db, siteId);
  if (!bundle || !bundle.site.published || !planIncludes(bundle.site.plan, "share")) return notFound();
  const pages: string[] = seoPagesOf(bundle.site.plan);
  if (!pages.includes(page)) return notFound();
  const seoPage = page as SeoPage;

  const current = bundle.contentVersion;
  if (version !== current) {
    return new Response(null, { status: 302, headers: { Location: shareCardPath(siteId, seoPage, current), "Cache-Control": OTHER_VERSION } });
  }
  let body: Buffer;
  try {
    body = await cards.get(storedShareCardKey(siteId, seoPage, current), () => storedOrDrawn(context, bundle, seoPage));
  } catch (err) {
    if (!(err instanceof DrawRefused)) throw err;
    return new Response(`Trop d'images demandées. Réessayez dans ${retryAfterText(err.retryAfterSeconds)}.`, {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": String(err.retryAfterSeconds) },
    });
  }
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": SHARE_CARD.type,
      "Content-Length": String(body.length),
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The stored card, else one drawn now (within the client address's limit) and stored. */
async function storedOrDrawn(context: RequestContext, bundle: PublicSiteBundle, page: SeoPage): Promise<Buffer> {
  const siteId = bundle.site.id;
  const version = bundle.contentVersion;
  const key = storedShareCardKey(siteId, page, version);
  const stored = await context.media.readIfStored(key).catch((err: unknown) => {
    context.logger.warn({ err, key }, "share card: the stored card could not be read");
    return null;
  });
  if (stored) return stored;

  const limit = await takeLimit(context.db, { key: `share-card:ip:${addressKey(context.clientAddress)}`, ...SHARE_CARD_DRAWS });
  if (!limit.allowed) throw new DrawRefused(limit.retryAfterSeconds);
  const card = await drawCard(context, bundle, page);
  context.logger.info({ event: "share-card-drawn", siteId, page, version, requestId: context.requestId }, "share card drawn");
  await keepCard(context, siteId, page, version, card);
  return card;
}

async function drawCard(context: RequestContext, bundle: PublicSiteBundle, page: SeoPage): Promise<Buffer> {
  const siteId = bundle.site.id;
  const own = planIncludes(bundle.site.plan, "seo") ? (bundle.pageSeo.find((row) => row.page === page)?.imageUrl ?? null) : null;
  const ownBytes = await readStoredImage(context, own);
  const heroBytes = ownBytes ? null : await readStoredImage(context, bundle.hero.imageUrl);
  const source = ownBytes ? own : bundle.hero.imageUrl;
  const bytes = ownBytes ?? heroBytes;
  const domain = new URL(canonicalBaseFor(siteId, bundle.domains, context.config.publicUrl).origin).host;
  return renderShareCard({
    siteName: bundle.site.name,
    colors: bundle.site.colors,
    label: page === "home" ? null : SEO_PAGE_LABELS[page],
    domain,
    photo: bytes && source ? { bytes, focus: splitFocalPoint(source).focus } : null,
    ownImage: ownBytes !== null,
  });
}

/**
 * Stores the card, then removes the page's cards of older versions: one stored card per page.
 * A failure is logged, never shown (the card drawn is served all the same); another process
 * storing the same card first is no failure.
 */
async function keepCard(context: RequestContext, siteId: string, page: SeoPage, version: number, card: Buffer): Promise<void> {
  const key = storedShareCardKey(siteId, page, version);
  try {
    await context.media.put(key, card, SHARE_CARD.type);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") context.logger.warn({ err, key }, "share card: could not be stored");
    return;
  }
  try {
    const prefix = `share-cards/${siteId}-${page}-`;
    for await (const other of context.media.listKeys(prefix)) {
      const otherVersion = Number(other.slice(prefix.length, -".jpg".length));
      if (Number.isInteger(otherVersion) && otherVersion < version) await context.media.remove(other);
    }
  } catch (err) {
    context.logger.warn({ err, key }, "share card: older cards could not be removed");
  }
}
