/**
 * The catalogue feeds an Expert site gives the networks' shops (pure: what is read and for which
 * host is decided in feeds.server.ts). One item per variant a visitor sees on the products page;
 * a product without variants is one item. Meta reads a CSV (RFC 4180: a header row, every field
 * quoted, CRLF), Google an RSS 2.0 document with its `g:` namespace.
 *
 * Both networks refuse an item without a photo or a price: such products are left out, and the
 * 'Réseaux sociaux' screen names them with the reason.
 */
import { escapeXml } from "~/lib/escape-xml";
import type { NetQuantityUnit } from "~/db/enums";
import { imageFile } from "~/features/media/focal-point";
import { absoluteUrl } from "~/features/seo/canonical";
import type { StorefrontProduct } from "~/features/products/products.server";

export const FEED_KINDS = ["meta", "google"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** Each feed's address on the site's host. */
export const FEED_PATHS: Record<FeedKind, string> = { meta: "/catalogue/meta.csv", google: "/catalogue/google.xml" };

export const FEED_CONTENT_TYPES: Record<FeedKind, string> = { meta: "text/csv; charset=utf-8", google: "application/xml; charset=utf-8" };

/** Google's longest title; Meta takes 200, so one limit serves both. */
const MAX_TITLE = 150;
/** Google's longest description (Meta's is 9,999). */
const MAX_DESCRIPTION = 5000;

export type FeedItem = {
  id: string;
  /** The product's id when it has several variants, else null. */
  itemGroupId: string | null;
  title: string;
  description: string;
  /** '18.50 EUR' */
  price: string;
  link: string;
  imageLink: string;
  brand: string;
  /** Google's unit price: the item's net quantity ('400g', '50cl') and the quantity its price is per ('1kg', '1l'). */
  unitPricing?: { measure: string; base: string };
};

export type LeftOutReason = "sans photo" | "sans prix";
export type LeftOutProduct = { productId: string; name: string; reason: LeftOutReason };

export type Catalogue = { items: FeedItem[]; leftOut: LeftOutProduct[] };

export type CatalogueContext = {
  /** The site's name: every item's brand. */
  brand: string;
  /** The products page on the site's main address (`…/merchant/products`, with `?site=` off a custom domain). */
  productsUrl: string;
  /** The origin our `/media/…` paths are made absolute on. */
  origin: string;
  /** The image addresses the media store no longer holds: treated as no photo. */
  missingImages?: ReadonlySet<string>;
};

// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g;

/**
 * Text as the networks want it: plain, on one line, without control characters (which XML 1.0
 * cannot carry at all), at most `max` characters.
 */
export function plainText(value: string, max: number): string {
  const text = value.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** '18.50 EUR': a dot, two decimals, the currency's code. */
export function feedPrice(price: number): string {
  return `${(Math.round(price * 100) / 100).toFixed(2)} EUR`;
}

/** The anchor of a product's card on an Expert site's products page (its 'Partager' points there too). */
export function productAnchor(productId: string): string {
  return `produit-${productId}`;
}

const MEASURE = /^(?:(\d+(?:[.,]\d+)?)\s*)?(kg|kilo|kilos|g|gr|grammes?|l|litres?|cl|ml)$/i;
const MEASURE_NAMES: Record<string, string> = { kilo: "kg", kilos: "kg", gr: "g", gramme: "g", grammes: "g", l: "litre", litres: "litre" };

/**
 * A price by weight or volume ('€ / kg', '€/100 g', 'le litre') is not the price of one item: the
 * title says what it is for ('prix au kg', 'prix pour 100 g'). Other units ('€ / pot', '€ / pièce')
 * name the item itself, and say nothing more.
 */
export function measureOf(priceUnit: string | null): string | null {
  const bare = (priceUnit ?? "")
    .replace(/€/g, "")
    .replace(/^[\s/]*(?:(?:le|la|les|l'|l’|par|pour|au|à)\s*)?/i, "")
    .trim();
  const match = MEASURE.exec(bare);
  if (!match) return null;
  const unit = MEASURE_NAMES[match[2]!.toLowerCase()] ?? match[2]!.toLowerCase();
  return match[1] ? `prix pour ${match[1]} ${unit === "litre" ? "l" : unit}` : `prix au ${unit}`;
}

/** A net quantity as Google's unit price reads it ('400g' per '1kg', '50cl' per '1l'), or nothing without one. */
export function unitPricingOf(quantity: number | null, unit: NetQuantityUnit | null): Pick<FeedItem, "unitPricing"> {
  if (quantity === null || unit === null) return {};
  return { unitPricing: { measure: `${quantity}${unit}`, base: unit === "g" || unit === "kg" ? "1kg" : "1l" } };
}

/** The items of the products a visitor sees, and the products left out with their reason. */
export function catalogueItems(products: readonly StorefrontProduct[], context: CatalogueContext): Catalogue {
  const items: FeedItem[] = [];
  const leftOut: LeftOutProduct[] = [];
  // A stored photo's public address, or null for none or one the media store no longer holds.
  const photoLink = (url: string | null) => {
    const stored = url && !context.missingImages?.has(url) ? imageFile(url) : null;
    return stored ? absoluteUrl(stored, context.origin) : null;
  };
  for (const product of products) {
    const imageLink = photoLink(product.imageUrl);
    if (!imageLink) {
      leftOut.push({ productId: product.id, name: product.name, reason: "sans photo" });
      continue;
    }
    const link = `${context.productsUrl}#${productAnchor(product.id)}`;
    const several = product.variants.length > 1;
    const variants =
      product.variants.length > 0
        ? product.variants
        : product.price === null
          ? []
          : [
              {
                id: product.id,
                name: "",
                description: null,
                price: product.price,
                priceUnit: product.priceUnit,
                netQuantity: product.netQuantity,
                netQuantityUnit: product.netQuantityUnit,
                imageUrl: null,
              },
            ];
    if (variants.length === 0) {
      leftOut.push({ productId: product.id, name: product.name, reason: "sans prix" });
      continue;
    }
    for (const variant of variants) {
      const named = several && variant.name.trim() ? `${product.name} – ${variant.name}` : product.name;
      const measure = measureOf(variant.priceUnit);
      const title = measure ? `${plainText(named, MAX_TITLE - measure.length - 3)} (${measure})` : plainText(named, MAX_TITLE);
      const description = plainText(variant.description?.trim() || product.description?.trim() || product.name, MAX_DESCRIPTION);
      items.push({
        id: variant.id,
        itemGroupId: several ? product.id : null,
        title,
        description,
        price: feedPrice(variant.price),
        link,
        // A flavour or a size with its own photo shows it; the others, the product's.
        imageLink: photoLink(variant.imageUrl) ?? imageLink,
        brand: plainText(context.brand, MAX_TITLE),
        ...unitPricingOf(variant.netQuantity, variant.netQuantityUnit),
      });
    }
  }
  return { items, leftOut };
}

// ---------------------------------------------------------------------------------------------
// Meta: CSV

const META_COLUMNS = ["id", "item_group_id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand"] as const;

/**
 * One CSV field: quoted, quotes doubled; a value a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) starts with an apostrophe instead.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function metaCsv(items: readonly FeedItem[]): string {
  const rows = items.map((item) =>
    [item.id, item.itemGroupId ?? "", item.title, item.description, "in stock", "new", item.price, item.link, item.imageLink, item.brand]
      .map(csvField)
      .join(","),
  );
  return [META_COLUMNS.map(csvField).join(","), ...rows].map((row) => `${row}\r\n`).join("");
}

// ---------------------------------------------------------------------------------------------
// Google: RSS 2.0 with the g: namespace

export const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";

export function googleXml(items: readonly FeedItem[], channel: { title: string; link: string }): string {
  const field = (name: string, value: string) => `      <g:${name}>${escapeXml(value)}</g:${name}>\n`;
  const entries = items.map(
    (item) =>
      "    <item>\n" +
      field("id", item.id) +
      (item.itemGroupId ? field("item_group_id", item.itemGroupId) : "") +
      field("title", item.title) +
      field("description", item.description) +
      field("link", item.link) +
      field("image_link", item.imageLink) +
      // Google's own spelling of the value; Meta's CSV takes 'in stock'.
      field("availability", "in_stock") +
      field("condition", "new") +
      field("price", item.price) +
      field("brand", item.brand) +
      (item.unitPricing ? field("unit_pricing_measure", item.unitPricing.measure) + field("unit_pricing_base_measure", item.unitPricing.base) : "") +
      // Made by the shop: no barcode or manufacturer's part number to give.
      field("identifier_exists", "no") +
      "    </item>\n",
  );
  const title = plainText(channel.title, MAX_TITLE);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n  <channel>\n` +
    `    <title>${escapeXml(title)}</title>\n    <link>${escapeXml(channel.link)}</link>\n` +
    `    <description>${escapeXml(`Catalogue du site ${title}`)}</description>\n` +
    entries.join("") +
    "  </channel>\n</rss>\n"
  );
}
