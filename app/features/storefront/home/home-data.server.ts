/**
 * Everything the merchant home shows, read in one go by the home loaders (`/` and `/merchant`).
 * Each section is read on its own: one failing query is logged and gives that section's empty
 * state (public-site.md §8), never a 500 for the whole page.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { homeContent, homeEvents, homeReassuranceItems, homeTestimonials, products, sites, type HomeEventType } from "~/db/schema";
import { reassuranceOrDefault, type ReassuranceItem } from "./default-reassurance";

/** public-site.md §9: "Featured products: query limit 4". */
export const FEATURED_PRODUCTS_LIMIT = 4;

export type HomeHero = { title: string | null; subtitle: string | null; imageUrl: string | null };
export type HomeHighlight = { title: string | null; description: string | null; images: string[] };
export type HomeEvent = { id: string; title: string; date: string; description: string; type: HomeEventType };
export type HomeTestimonial = { id: string; customerName: string; customerInitials: string; text: string; rating: number };
export type FeaturedProduct = { id: string; name: string; description: string | null; price: number | null; priceUnit: string | null; imageUrl: string | null };
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
};

export type SectionErrorLogger = (err: unknown, section: string) => void;

/** Image addresses from the database: our own paths (/media/…) or web addresses, nothing else. */
export function safeImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export async function getHomeContent(db: Database, siteId: string): Promise<{ hero: HomeHero; highlight: HomeHighlight | null }> {
  const rows = await db.select().from(homeContent).where(eq(homeContent.siteId, siteId)).limit(1);
  const row = rows[0];
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

/** The hero alone (for the SEO layer's Open Graph image and description). */
export async function getHomeHero(db: Database, siteId: string): Promise<HomeHero> {
  return (await getHomeContent(db, siteId)).hero;
}

export async function listHomeEvents(db: Database, siteId: string): Promise<HomeEvent[]> {
  return db
    .select({ id: homeEvents.id, title: homeEvents.title, date: homeEvents.date, description: homeEvents.description, type: homeEvents.type })
    .from(homeEvents)
    .where(eq(homeEvents.siteId, siteId))
    .orderBy(asc(homeEvents.orderIndex), asc(homeEvents.createdAt));
}

export async function listHomeTestimonials(db: Database, siteId: string): Promise<HomeTestimonial[]> {
  const rows = await db
    .select({
      id: homeTestimonials.id,
      customerName: homeTestimonials.customerName,
      customerInitials: homeTestimonials.customerInitials,
      text: homeTestimonials.text,
      rating: homeTestimonials.rating,
    })
    .from(homeTestimonials)
    .where(eq(homeTestimonials.siteId, siteId))
    .orderBy(asc(homeTestimonials.orderIndex), asc(homeTestimonials.createdAt));
  return rows.filter((r) => r.text.trim() !== "");
}

export async function listReassuranceItems(db: Database, siteId: string): Promise<ReassuranceItem[]> {
  return db
    .select({ id: homeReassuranceItems.id, title: homeReassuranceItems.title, description: homeReassuranceItems.description, iconName: homeReassuranceItems.iconName })
    .from(homeReassuranceItems)
    .where(eq(homeReassuranceItems.siteId, siteId))
    .orderBy(asc(homeReassuranceItems.orderIndex), asc(homeReassuranceItems.createdAt));
}

/** Featured and active products, by order_index then newest first (public-site.md §4, §7, §9). */
export async function listFeaturedProducts(db: Database, siteId: string, limit = FEATURED_PRODUCTS_LIMIT): Promise<FeaturedProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      priceUnit: products.priceUnit,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.isFeatured, true), eq(products.isActive, true)))
    .orderBy(asc(products.orderIndex), desc(products.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, imageUrl: safeImageUrl(r.imageUrl) }));
}

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

/** All the home sections, read in parallel; defaults applied (reassurance strip). */
export async function getHomePage(db: Database, siteId: string, logError: SectionErrorLogger): Promise<HomePageData> {
  const [content, reassurance, events, featuredProducts, testimonials, contact] = await Promise.all([
    section("home content", () => getHomeContent(db, siteId), { hero: EMPTY_HERO, highlight: null }, logError),
    section("reassurance items", () => listReassuranceItems(db, siteId), [], logError),
    section("events", () => listHomeEvents(db, siteId), [], logError),
    section("featured products", () => listFeaturedProducts(db, siteId), [], logError),
    section("testimonials", () => listHomeTestimonials(db, siteId), [], logError),
    section("contact details", () => getHomeContact(db, siteId), { phone: null, email: null, address: null }, logError),
  ]);
  return { ...content, reassurance: reassuranceOrDefault(reassurance), events, featuredProducts, testimonials, contact };
}
