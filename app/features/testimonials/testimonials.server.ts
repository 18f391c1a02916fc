import { listOrder } from "~/db/list-order.server";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { homeTestimonials, sites } from "~/db/schema";
import { nextOrderIndex } from "~/features/admin-kit/reorder.server";
import type { TestimonialInput } from "~/features/testimonials/testimonials-schema";

/**
 * A review as the editor lists it: `createdAt` the date it was added (ISO), `experienceMonth` the
 * first day of the month of the customer's experience ('2026-03-01') or null, `hiddenAt` when the
 * merchant hid it (ISO) or null while it is shown.
 */
export type EditorTestimonial = {
  id: string;
  customerName: string;
  customerInitials: string;
  text: string;
  rating: number;
  experienceMonth: string | null;
  createdAt: string;
  hiddenAt: string | null;
  orderIndex: number;
};

/** The site's reviews, hidden ones too, in the public order (order_index, then oldest first). */
export async function listTestimonials(db: Database, siteId: string): Promise<EditorTestimonial[]> {
  const rows = await db
    .select({
      id: homeTestimonials.id,
      customerName: homeTestimonials.customerName,
      customerInitials: homeTestimonials.customerInitials,
      text: homeTestimonials.text,
      rating: homeTestimonials.rating,
      experienceMonth: homeTestimonials.experienceMonth,
      createdAt: homeTestimonials.createdAt,
      hiddenAt: homeTestimonials.hiddenAt,
      orderIndex: homeTestimonials.orderIndex,
    })
    .from(homeTestimonials)
    .where(eq(homeTestimonials.siteId, siteId))
    .orderBy(...listOrder(homeTestimonials));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), hiddenAt: row.hiddenAt?.toISOString() ?? null }));
}

/** A new review goes last: order_index = the current list length. */
export async function createTestimonial(db: Database, siteId: string, input: TestimonialInput): Promise<string> {
  return db.transaction(async (tx) => {
    const orderIndex = await nextOrderIndex(tx, homeTestimonials, siteId);
    const [row] = await tx
      .insert(homeTestimonials)
      .values({ siteId, ...input, orderIndex })
      .returning({ id: homeTestimonials.id });
    return row.id;
  });
}

/**
 * Hides a review (its first hiding date kept) or shows it again: the only change a review
 * allows besides its place. False when the id is not one of the site's reviews (nothing changed).
 */
export async function setTestimonialHidden(db: Database, siteId: string, testimonialId: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(homeTestimonials)
    .set({ hiddenAt: hidden ? sql`coalesce(${homeTestimonials.hiddenAt}, now())` : null, updatedAt: new Date() })
    .where(and(eq(homeTestimonials.siteId, siteId), eq(homeTestimonials.id, testimonialId)))
    .returning({ id: homeTestimonials.id });
  return rows.length > 0;
}

/**
 * Erases a review for good, its author having asked (an admin's act, ADR 050): the row goes, the
 * home's cache with it (the content triggers). `confirmName` must be its author's name as shown,
 * typed again. 'not-found' when the site holds no such review.
 */
export async function eraseTestimonial(
  db: Database,
  siteId: string,
  testimonialId: string,
  confirmName: string,
): Promise<"erased" | "not-found" | "name-mismatch"> {
  const ofSite = and(eq(homeTestimonials.siteId, siteId), eq(homeTestimonials.id, testimonialId));
  const rows = await db
    .delete(homeTestimonials)
    .where(and(ofSite, eq(homeTestimonials.customerName, confirmName.trim())))
    .returning({ id: homeTestimonials.id });
  if (rows.length > 0) return "erased";
  const [kept] = await db.select({ id: homeTestimonials.id }).from(homeTestimonials).where(ofSite);
  return kept ? "name-mismatch" : "not-found";
}

/** The site's own statement on how its reviews are collected; null = the default one. */
export async function getReviewStatement(db: Database, siteId: string): Promise<string | null> {
  const [row] = await db.select({ statement: sites.reviewStatement }).from(sites).where(eq(sites.id, siteId));
  return row?.statement ?? null;
}

export async function saveReviewStatement(db: Database, siteId: string, statement: string | null): Promise<boolean> {
  const rows = await db.update(sites).set({ reviewStatement: statement }).where(eq(sites.id, siteId)).returning({ id: sites.id });
  return rows.length > 0;
}
