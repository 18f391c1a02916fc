/**
 * Everything the merchant home shows, read by the home loaders (`/` and `/merchant`) in one
 * statement. Should that statement fail, each section is read on its own: one failing
 * query is logged and gives that section's empty state, never a 500.
 */
import { listOrder, listOrderSql } from "~/db/list-order.server";
import type { NetQuantityUnit } from "~/db/enums";
import { and, eq, sql } from "drizzle-orm";
import { executePrepared, type Database } from "~/db/connect.server";
import { homeContent, homeEvents, homeReassuranceItems, homeTestimonials, productVariants, products, sites } from "~/db/schema";
import { safeImageUrl } from "~/lib/web-address";
import { getEventRsvps, type EventRsvpState } from "~/features/events/event-rsvps.server";
import { listEvents, type EditorEvent } from "~/features/events/events.server";
import { getReviewStatement, listTestimonials, type EditorTestimonial } from "~/features/testimonials/testimonials.server";
import type { SiteHours } from "~/features/hours/site-hours.server";
import { FEATURED_PRODUCTS_LIMIT } from "~/features/products/featured-products";
import { featuredOrderBy, productCardColumns } from "~/features/products/products.server";
import { defaultReassuranceWords, reassuranceOrDefault, type ReassuranceItem } from "~/features/home/default-reassurance";
import type { Translate } from "~/lib/i18n/messages";
import type { ShownRow, TranslationOverlay } from "~/lib/i18n/translated-text";

/** The live status line's inputs: the site's hours and the server's clock for the first render. */
export type HomeStatus = SiteHours & { timeZone: string; serverNow: string };

export type HomeHero = { title: string | null; subtitle: string | null; imageUrl: string | null };
export type HomeHighlight = { title: string | null; description: string | null; images: string[] };
/** `endDate`: its last day shown (site's local date), null when it stays until removed. */
export type HomeEvent = Omit<EditorEvent, "orderIndex">;
/**
 * A shown review with its two dates (`createdAt`, ISO; `experienceMonth`, its first day or null).
 * `lang`: "fr" on a page in another language: a testimonial stays in its author's words (ADR 047).
 */
export type HomeTestimonial = Omit<EditorTestimonial, "orderIndex" | "hiddenAt"> & { lang?: "fr" };
/** `unitVariantId`: the first variant, whose unit the product's `priceUnit` is a copy of (translated there). */
export type FeaturedProduct = {
  id: string;
  name: string;
  description: string | null;
  price: number | null;
  priceUnit: string | null;
  imageUrl: string | null;
  unitVariantId: string | null;
  /** The net quantity the price buys (the first variant's), for the price per kilogram or litre. */
  netQuantity: number | null;
  netQuantityUnit: NetQuantityUnit | null;
};
export type HomeContact = { phone: string | null; email: string | null; address: string | null };

export type HomePageData = {
  hero: HomeHero;
  /** null when the merchant has filled nothing in: the block is then left out. */
  highlight: HomeHighlight | null;
  reassurance: ReassuranceItem[];
  events: HomeEvent[];
  featuredProducts: FeaturedProduct[];
  testimonials: HomeTestimonial[];
  contact: HomeContact;
  /** How the reviews are collected, in the merchant's words; null = the default statement. */
  reviewStatement: string | null;
};

/** The home as shown (ADR 047): each text the merchant wrote, in the page's language or marked French. */
export type ShownHero = ShownRow<HomeHero, "title" | "subtitle">;
export type ShownHighlight = ShownRow<HomeHighlight, "title" | "description">;
export type ShownReassuranceItem = ShownRow<ReassuranceItem, "title" | "description">;
export type ShownHomeEvent = ShownRow<HomeEvent, "title" | "date" | "description">;
export type ShownFeaturedProduct = ShownRow<FeaturedProduct, "name" | "description" | "priceUnit">;
export type ShownHomePage = Omit<HomePageData, "hero" | "highlight" | "reassurance" | "events" | "featuredProducts"> & {
  hero: ShownHero;
  highlight: ShownHighlight | null;
  reassurance: ShownReassuranceItem[];
  events: ShownHomeEvent[];
  featuredProducts: ShownFeaturedProduct[];
};

export type SectionErrorLogger = (err: unknown, section: string) => void;

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export async function getHomeContent(db: Database, siteId: string): Promise<{ hero: HomeHero; highlight: HomeHighlight | null }> {
  const rows = await db.select().from(homeContent).where(eq(homeContent.siteId, siteId)).limit(1);
  return homeContentFrom(rows[0]);
}

function homeContentFrom(
  row:
    | Partial<
        Record<
          "heroTitle" | "heroSubtitle" | "heroImageUrl" | "highlightTitle" | "highlightDescription" | "highlightImageUrl" | "highlightSecondImageUrl",
          string | null
        >
      >
    | null
    | undefined,
): { hero: HomeHero; highlight: HomeHighlight | null } {
  const hero: HomeHero = {
    title: blankToNull(row?.heroTitle),
    subtitle: blankToNull(row?.heroSubtitle),
    imageUrl: safeImageUrl(row?.heroImageUrl),
  };
  const images = [safeImageUrl(row?.highlightImageUrl), safeImageUrl(row?.highlightSecondImageUrl)].filter((u): u is string => u !== null);
  const highlight: HomeHighlight = { title: blankToNull(row?.highlightTitle), description: blankToNull(row?.highlightDescription), images };
  const hasHighlight = highlight.title !== null || highlight.description !== null || images.length > 0;
  return { hero, highlight: hasHighlight ? highlight : null };
}

/** The events not ended by `today` (the site's local date, 'YYYY-MM-DD'), in the list's order. */
export async function listHomeEvents(db: Database, siteId: string, today: string): Promise<HomeEvent[]> {
  return (await listEvents(db, siteId))
    .filter((event) => event.endDate === null || event.endDate >= today)
    .map(({ orderIndex: _orderIndex, ...event }) => event);
}

/** Testimonials without text, and those the merchant hid, are left out of the home. */
export async function listHomeTestimonials(db: Database, siteId: string): Promise<HomeTestimonial[]> {
  const rows = await listTestimonials(db, siteId);
  return rows.filter((r) => r.hiddenAt === null && r.text.trim() !== "").map(({ orderIndex: _orderIndex, hiddenAt: _hiddenAt, ...testimonial }) => testimonial);
}

/** A reassurance item's columns, for the home and (with its order_index) the home editor. */
export const reassuranceColumns = {
  id: homeReassuranceItems.id,
  title: homeReassuranceItems.title,
  description: homeReassuranceItems.description,
  iconName: homeReassuranceItems.iconName,
};

export async function listReassuranceItems(db: Database, siteId: string): Promise<ReassuranceItem[]> {
  return db
    .select(reassuranceColumns)
    .from(homeReassuranceItems)
    .where(eq(homeReassuranceItems.siteId, siteId))
    .orderBy(...listOrder(homeReassuranceItems));
}

/** Featured and active products, in the merchant's order. */
export async function listFeaturedProducts(db: Database, siteId: string, limit = FEATURED_PRODUCTS_LIMIT): Promise<FeaturedProduct[]> {
  const rows = await db
    .select({ ...productCardColumns, unitVariantId: firstVariantId })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.isFeatured, true), eq(products.isActive, true)))
    .orderBy(...featuredOrderBy())
    .limit(limit);
  return rows.map((r) => ({ ...r, imageUrl: safeImageUrl(r.imageUrl) }));
}

/** A product's first variant (the one its price and unit are copied from on save). */
const firstVariantId = sql<string | null>`(SELECT v.id FROM product_variants v
  WHERE v.site_id = ${products.siteId} AND v.product_id = ${products.id} ORDER BY ${listOrderSql(productVariants, "v")} LIMIT 1)`;

/** The first phone, e-mail and the address from the site settings, for the contact call-to-action. */
export async function getHomeContact(db: Database, siteId: string): Promise<HomeContact> {
  const rows = await db
    .select({ phone: sites.merchantPhone1, email: sites.merchantEmail1, address: sites.address })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  const row = rows[0];
  return { phone: blankToNull(row?.phone), email: blankToNull(row?.email), address: blankToNull(row?.address) };
}

const EMPTY_HERO: HomeHero = { title: null, subtitle: null, imageUrl: null };

async function section<T>(name: string, read: () => Promise<T>, empty: T, logError: SectionErrorLogger): Promise<T> {
  try {
    return await read();
  } catch (err) {
    logError(err, name);
    return empty;
  }
}

type HomeRow = {
  content: Partial<
    Record<
      "heroTitle" | "heroSubtitle" | "heroImageUrl" | "highlightTitle" | "highlightDescription" | "highlightImageUrl" | "highlightSecondImageUrl",
      string | null
    >
  > | null;
  reassurance: ReassuranceItem[];
  events: HomeEvent[];
  featured: (Omit<FeaturedProduct, "price" | "netQuantity"> & { price: number | string | null; netQuantity: number | string | null })[];
  testimonials: HomeTestimonial[];
  contact: HomeContact;
  rsvps: Record<string, EventRsvpState>;
  review_statement: string | null;
};

/** The home and its events' answers ('Je viendrai 👍': how many, and whether this browser is one). */
export type HomePageWithRsvps = { home: HomePageData; rsvps: Record<string, EventRsvpState> };

/** The same sections as below, in one round trip: what a visit to the home costs the database. */
async function readHomeAtOnce(db: Database, siteId: string, voterKey: string | null, today: string): Promise<HomePageWithRsvps> {
  const rows = await executePrepared<HomeRow>(
    db,
    "vitrine_home_page",
    sql`
    SELECT
      (SELECT json_build_object('heroTitle', hero_title, 'heroSubtitle', hero_subtitle, 'heroImageUrl', hero_image_url,
                                'highlightTitle', highlight_title, 'highlightDescription', highlight_description,
                                'highlightImageUrl', highlight_image_url, 'highlightSecondImageUrl', highlight_second_image_url)
         FROM home_content WHERE site_id = s.id) AS content,
      coalesce((SELECT json_agg(json_build_object('id', id, 'title', title, 'description', description, 'iconName', icon_name) ORDER BY ${listOrderSql(homeReassuranceItems)})
                  FROM home_reassurance_items WHERE site_id = s.id), '[]') AS reassurance,
      coalesce((SELECT json_agg(json_build_object('id', id, 'title', title, 'date', date, 'endDate', end_date, 'description', description, 'type', type) ORDER BY ${listOrderSql(homeEvents)})
                  FROM home_events WHERE site_id = s.id AND (end_date IS NULL OR end_date >= ${today}::date)), '[]') AS events,
      coalesce((SELECT json_agg(json_build_object('id', id, 'name', name, 'description', description, 'price', price, 'priceUnit', price_unit, 'imageUrl', image_url,
                                'netQuantity', net_quantity, 'netQuantityUnit', net_quantity_unit,
                                'unitVariantId', (SELECT v.id FROM product_variants v WHERE v.site_id = p.site_id AND v.product_id = p.id
                                                   ORDER BY ${listOrderSql(productVariants, "v")} LIMIT 1))
                                ORDER BY featured_order NULLS LAST, order_index, created_at DESC, id)
                  FROM (SELECT * FROM products WHERE site_id = s.id AND is_featured AND is_active
                         ORDER BY featured_order NULLS LAST, order_index, created_at DESC, id LIMIT ${FEATURED_PRODUCTS_LIMIT}) p), '[]') AS featured,
      coalesce((SELECT json_agg(json_build_object('id', id, 'customerName', customer_name, 'customerInitials', customer_initials, 'text', text, 'rating', rating,
                                'experienceMonth', experience_month, 'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
                                ORDER BY ${listOrderSql(homeTestimonials)})
                  FROM home_testimonials WHERE site_id = s.id AND hidden_at IS NULL), '[]') AS testimonials,
      s.review_statement AS review_statement,
      json_build_object('phone', s.merchant_phone_1, 'email', s.merchant_email_1, 'address', s.address) AS contact,
      coalesce((SELECT json_object_agg(event_id, json_build_object('count', answers, 'going', going))
                  FROM (SELECT event_id, count(*) AS answers, coalesce(bool_or(voter_key = ${voterKey}::text), false) AS going
                          FROM event_rsvps WHERE site_id = s.id GROUP BY event_id) r), '{}') AS rsvps
    FROM sites s WHERE s.id = ${siteId}
  `,
  );
  const row = rows[0];
  if (!row)
    return {
      home: {
        hero: EMPTY_HERO,
        highlight: null,
        reassurance: reassuranceOrDefault([]),
        events: [],
        featuredProducts: [],
        testimonials: [],
        contact: { phone: null, email: null, address: null },
        reviewStatement: null,
      },
      rsvps: {},
    };
  return { home: homeFromRow(row), rsvps: row.rsvps };
}

function homeFromRow(row: HomeRow): HomePageData {
  return {
    ...homeContentFrom(row.content),
    reassurance: reassuranceOrDefault(row.reassurance),
    events: row.events,
    featuredProducts: row.featured.map((p) => ({
      ...p,
      price: p.price === null ? null : Number(p.price),
      netQuantity: p.netQuantity === null ? null : Number(p.netQuantity),
      imageUrl: safeImageUrl(p.imageUrl),
    })),
    testimonials: row.testimonials.filter((r) => r.text.trim() !== ""),
    contact: { phone: blankToNull(row.contact.phone), email: blankToNull(row.contact.email), address: blankToNull(row.contact.address) },
    reviewStatement: row.review_statement,
  };
}

/**
 * All the home sections, defaults applied (reassurance strip): in one statement, or — when it
 * fails — section by section in parallel, so one broken section leaves the others shown.
 */
export async function getHomePage(db: Database, siteId: string, today: string, logError: SectionErrorLogger): Promise<HomePageData> {
  return (await getHomePageWithRsvps(db, siteId, null, today, logError)).home;
}

/**
 * The home and its events' answers for this browser (`voterKey`), in one statement as well. Events
 * whose end date is before `today` (the site's local date) are left out.
 */
export async function getHomePageWithRsvps(
  db: Database,
  siteId: string,
  voterKey: string | null,
  today: string,
  logError: SectionErrorLogger,
): Promise<HomePageWithRsvps> {
  try {
    return await readHomeAtOnce(db, siteId, voterKey, today);
  } catch (err) {
    logError(err, "home page (one statement)");
  }
  const [content, reassurance, events, featuredProducts, testimonials, contact, rsvps, reviewStatement] = await Promise.all([
    section("home content", () => getHomeContent(db, siteId), { hero: EMPTY_HERO, highlight: null }, logError),
    section("reassurance items", () => listReassuranceItems(db, siteId), [], logError),
    section("events", () => listHomeEvents(db, siteId, today), [], logError),
    section("featured products", () => listFeaturedProducts(db, siteId), [], logError),
    section("testimonials", () => listHomeTestimonials(db, siteId), [], logError),
    section("contact details", () => getHomeContact(db, siteId), { phone: null, email: null, address: null }, logError),
    // Without counts the buttons still work: they show no one coming yet.
    section("event answers", () => getEventRsvps(db, siteId, voterKey), {}, logError),
    section("review statement", () => getReviewStatement(db, siteId), null, logError),
  ]);
  return { home: { ...content, reassurance: reassuranceOrDefault(reassurance), events, featuredProducts, testimonials, contact, reviewStatement }, rsvps };
}

/**
 * The home in its language (ADR 047): each text the merchant wrote, translated or marked French
 * (the keys of page-fields.server.ts). A blank text has nothing to translate: it stays as it is.
 * The default reassurance strip is the platform's, not the merchant's: the page's catalogue words it.
 */
export function showHome(home: HomePageData, siteId: string, overlay: TranslationOverlay, t: Translate): ShownHomePage {
  const text: TranslationOverlay["text"] = (subject, id, field, french) => (french.trim() ? overlay.text(subject, id, field, french) : { text: french });
  const optional = (subject: "home" | "product", id: string, field: string, french: string | null) =>
    french === null ? null : text(subject, id, field, french);
  return {
    ...home,
    hero: {
      ...home.hero,
      title: optional("home", siteId, "heroTitle", home.hero.title),
      subtitle: optional("home", siteId, "heroSubtitle", home.hero.subtitle),
    },
    highlight: home.highlight && {
      ...home.highlight,
      title: optional("home", siteId, "highlightTitle", home.highlight.title),
      description: optional("home", siteId, "highlightDescription", home.highlight.description),
    },
    reassurance: home.reassurance.map((item) => {
      const worded = defaultReassuranceWords(item.id, t);
      if (worded) return { ...item, title: { text: worded.title }, description: { text: worded.description } };
      return { ...item, title: text("reassurance", item.id, "title", item.title), description: text("reassurance", item.id, "description", item.description) };
    }),
    events: home.events.map((event) => ({
      ...event,
      title: text("event", event.id, "title", event.title),
      date: text("event", event.id, "date", event.date),
      description: text("event", event.id, "description", event.description),
    })),
    featuredProducts: home.featuredProducts.map((product) => ({
      ...product,
      name: text("product", product.id, "name", product.name),
      description: optional("product", product.id, "description", product.description),
      // The unit is translated on the variant it was copied from (as on the products page).
      priceUnit:
        product.priceUnit === null
          ? null
          : product.unitVariantId
            ? text("product_variant", product.unitVariantId, "priceUnit", product.priceUnit)
            : text("product", product.id, "priceUnit", product.priceUnit),
    })),
  };
}
