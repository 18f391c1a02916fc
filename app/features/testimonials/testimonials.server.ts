import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { homeTestimonials } from "~/db/schema";
import { compactOrder, nextOrderIndex } from "~/features/admin-kit/reorder.server";
import type { TestimonialInput } from "~/features/testimonials/testimonials-schema";

export type EditorTestimonial = { id: string; customerName: string; customerInitials: string; text: string; rating: number; orderIndex: number };

/** The site's testimonials in the public order (order_index, then oldest first): the home's list, and the editor's with their order_index. */
export async function listTestimonials(db: Database, siteId: string): Promise<EditorTestimonial[]> {
  return db
    .select({
      id: homeTestimonials.id,
      customerName: homeTestimonials.customerName,
      customerInitials: homeTestimonials.customerInitials,
      text: homeTestimonials.text,
      rating: homeTestimonials.rating,
      orderIndex: homeTestimonials.orderIndex,
    })
    .from(homeTestimonials)
    .where(eq(homeTestimonials.siteId, siteId))
    .orderBy(asc(homeTestimonials.orderIndex), asc(homeTestimonials.createdAt));
}

/** A new testimonial goes last: order_index = the current list length. */
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

/** False when the id is not one of the site's testimonials (nothing changed). */
export async function updateTestimonial(db: Database, siteId: string, testimonialId: string, input: TestimonialInput): Promise<boolean> {
  const rows = await db
    .update(homeTestimonials)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(homeTestimonials.siteId, siteId), eq(homeTestimonials.id, testimonialId)))
    .returning({ id: homeTestimonials.id });
  return rows.length > 0;
}

export async function deleteTestimonial(db: Database, siteId: string, testimonialId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(homeTestimonials)
      .where(and(eq(homeTestimonials.siteId, siteId), eq(homeTestimonials.id, testimonialId)))
      .returning({ id: homeTestimonials.id });
    if (rows.length === 0) return false;
    await compactOrder(tx, homeTestimonials, siteId);
    return true;
  });
}
