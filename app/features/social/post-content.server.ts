import { listOrder } from "~/db/list-order.server";
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "~/context";
import type { Database } from "~/db/connect.server";
import { homeEvents, products, productVariants, siteAppearance, sites } from "~/db/schema";
import type { BusinessKind, HomeEventType } from "~/db/enums";
import { colorsWithDefaults, type SiteColors } from "~/features/appearance/theme";
import { cardPrice } from "~/features/products/card-price";
import { formatPrice } from "~/features/products/format-price";
import { productCardColumns } from "~/features/products/products.server";
import { canonicalBaseFor, canonicalUrl } from "~/features/seo/canonical";
import { getActiveDomains } from "~/features/seo/site-domains.server";
import { postCaption, type CaptionSite } from "~/features/social/post-caption";
import { requireSiteAccess } from "~/features/admin-kit/current-site.server";
import { planIncludes, planRefusalText } from "~/features/plans/plans";
import { POST_TEXTS, readPostTarget, type PostTarget } from "~/features/social/post-schema";

/**
 * What a publication of an event or a product is made of, read for the session's site only: the
 * site (name, colours, address, town, trade, content version, main address) and the item. The
 * content version names the drawn image: any public change (the item, the colours, the name)
 * makes a new one.
 */

export type PostSite = {
  id: string;
  name: string;
  colors: SiteColors;
  contentVersion: number;
  /** 'lesdelices.fr', or the platform's host while the site has no address of its own. */
  domain: string;
  caption: CaptionSite;
};

export type PostItem =
  | { type: "event"; id: string; title: string; date: string; description: string; eventType: HomeEventType }
  | { type: "product"; id: string; name: string; description: string | null; price: string | null; imageUrl: string | null };

export type PostContent = { site: PostSite; item: PostItem; caption: string };

/** The trades' names as a hashtag reads them; 'autre' gives none. */
const TRADE_TAGS: Record<BusinessKind, string | null> = {
  "boulangerie-patisserie": "Boulangerie",
  traiteur: "Traiteur",
  "epicerie-fine": "Épicerie fine",
  fromagerie: "Fromagerie",
  fleuriste: "Fleuriste",
  "boucherie-charcuterie": "Boucherie",
  caviste: "Caviste",
  autre: null,
};

async function readItem(db: Database, siteId: string, target: PostTarget): Promise<PostItem | null> {
  if (target.type === "event") {
    const [row] = await db
      .select({ id: homeEvents.id, title: homeEvents.title, date: homeEvents.date, description: homeEvents.description, eventType: homeEvents.type })
      .from(homeEvents)
      .where(and(eq(homeEvents.siteId, siteId), eq(homeEvents.id, target.id)))
      .limit(1);
    return row ? { type: "event", ...row } : null;
  }
  const [row] = await db
    .select(productCardColumns)
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.id, target.id)))
    .limit(1);
  if (!row) return null;
  const variants = await db
    .select({ price: productVariants.price, priceUnit: productVariants.priceUnit })
    .from(productVariants)
    .where(and(eq(productVariants.siteId, siteId), eq(productVariants.productId, row.id), eq(productVariants.isActive, true)))
    .orderBy(...listOrder(productVariants));
  // The products page's price: the one variant's, or 'À partir de' the lowest of several.
  const shown = cardPrice(row, variants);
  const price = formatPrice(shown.price, shown.priceUnit);
  return {
    type: "product",
    id: row.id,
    name: row.name,
    description: row.description,
    price: price && shown.priceIsMinimum ? `À partir de ${price}` : price,
    imageUrl: row.imageUrl,
  };
}

/** The event or product of the site with its caption, or null when the site has no such row (another site's id among them). */
export async function getPostContent(db: Database, publicUrl: string, siteId: string, target: PostTarget): Promise<PostContent | null> {
  const [siteRows, item, domains] = await Promise.all([
    db
      .select({
        name: sites.name,
        address: sites.address,
        town: sites.town,
        businessKind: sites.businessKind,
        contentVersion: sites.contentVersion,
        primary: siteAppearance.primaryColor,
        secondary: siteAppearance.secondaryColor,
        accent: siteAppearance.accentColor,
        primaryHover: siteAppearance.primaryHoverColor,
      })
      .from(sites)
      .leftJoin(siteAppearance, eq(siteAppearance.siteId, sites.id))
      .where(eq(sites.id, siteId))
      .limit(1),
    readItem(db, siteId, target),
    getActiveDomains(db, siteId),
  ]);
  const row = siteRows[0];
  if (!row || !item) return null;
  const base = canonicalBaseFor(siteId, domains, publicUrl);
  const link = canonicalUrl(base, item.type === "event" ? "home" : "products");
  const site: PostSite = {
    id: siteId,
    name: row.name,
    colors: colorsWithDefaults(row),
    contentVersion: Number(row.contentVersion),
    domain: new URL(base.origin).host,
    caption: { name: row.name, address: row.address, town: row.town, trade: row.businessKind ? TRADE_TAGS[row.businessKind] : null, link },
  };
  const caption =
    item.type === "event"
      ? postCaption({ type: "event", title: item.title, date: item.date, description: item.description }, site.caption)
      : postCaption({ type: "product", name: item.name, description: item.description, price: item.price }, site.caption);
  return { site, item, caption };
}

const plainText = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * The one guard of the publication's routes: a session and its selected site (else the login),
 * a site whose plan includes sharing (else 403), `?type=&id=` naming one of its events or
 * products (else 404: another site's id is not found, as everywhere).
 */
export async function requirePostContent(request: Request, context: RequestContext): Promise<PostContent> {
  const { site } = await requireSiteAccess(request, context);
  if (!planIncludes(site.plan, "share")) throw plainText(403, planRefusalText("share"));
  const target = readPostTarget(new URL(request.url).searchParams);
  const content = target ? await getPostContent(context.db, context.config.publicUrl, site.id, target) : null;
  if (!content) throw plainText(404, POST_TEXTS.notFound);
  return content;
}
