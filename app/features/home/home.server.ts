/**
 * The home editor's data: the site's single home_content row and its
 * reassurance items. Every function takes the site id first and matches row ids WITH it.
 */
import { listOrder } from "~/db/list-order.server";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { homeContent, homeReassuranceItems } from "~/db/schema";
import { type ReassuranceIcon } from "~/db/enums";
import { nextOrderIndex } from "~/features/admin-kit/reorder.server";
import type { HeroInput, HighlightInput, ReassuranceInput } from "~/features/home/home-schema";
import { reassuranceColumns } from "~/features/home/home-data.server";

export type HomeContentView = {
  heroTitle: string;
  heroSubtitle: string;
  heroImageUrl: string;
  highlightTitle: string;
  highlightDescription: string;
  highlightImageUrl: string;
  highlightSecondImageUrl: string;
};

export type ReassuranceItemView = { id: string; title: string; description: string; iconName: ReassuranceIcon; orderIndex: number };

export async function getHomeEditorContent(db: Database, siteId: string): Promise<HomeContentView> {
  const [row] = await db.select().from(homeContent).where(eq(homeContent.siteId, siteId)).limit(1);
  return {
    heroTitle: row?.heroTitle ?? "",
    heroSubtitle: row?.heroSubtitle ?? "",
    heroImageUrl: row?.heroImageUrl ?? "",
    highlightTitle: row?.highlightTitle ?? "",
    highlightDescription: row?.highlightDescription ?? "",
    highlightImageUrl: row?.highlightImageUrl ?? "",
    highlightSecondImageUrl: row?.highlightSecondImageUrl ?? "",
  };
}

export async function listReassuranceItems(db: Database, siteId: string): Promise<ReassuranceItemView[]> {
  return db
    .select({ ...reassuranceColumns, orderIndex: homeReassuranceItems.orderIndex })
    .from(homeReassuranceItems)
    .where(eq(homeReassuranceItems.siteId, siteId))
    .orderBy(...listOrder(homeReassuranceItems));
}

/**
 * Writes one part of the site's single row (created on first save, `site_id` is the key).
 * Returns the image URLs the row held before, for the caller to clean up once committed.
 */
async function upsertHomeContent(db: Database, siteId: string, values: HeroInput | HighlightInput): Promise<(string | null)[]> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(homeContent).where(eq(homeContent.siteId, siteId)).for("update").limit(1);
    await tx
      .insert(homeContent)
      .values({ siteId, ...values })
      .onConflictDoUpdate({ target: homeContent.siteId, set: { ...values, updatedAt: new Date() } });
    if (!before) return [];
    return "heroImageUrl" in values ? [before.heroImageUrl] : [before.highlightImageUrl, before.highlightSecondImageUrl];
  });
}

export async function saveHomeHero(db: Database, siteId: string, values: HeroInput): Promise<(string | null)[]> {
  return upsertHomeContent(db, siteId, values);
}

export async function saveHomeHighlight(db: Database, siteId: string, values: HighlightInput): Promise<(string | null)[]> {
  return upsertHomeContent(db, siteId, values);
}

/** A new item goes last (order_index = the list's length). */
export async function createReassuranceItem(db: Database, siteId: string, values: ReassuranceInput): Promise<string> {
  return db.transaction(async (tx) => {
    const orderIndex = await nextOrderIndex(tx, homeReassuranceItems, siteId);
    const [row] = await tx
      .insert(homeReassuranceItems)
      .values({ siteId, ...values, orderIndex })
      .returning({ id: homeReassuranceItems.id });
    return row.id;
  });
}

/** false when the id is not one of this site's items. */
export async function updateReassuranceItem(db: Database, siteId: string, itemId: string, values: ReassuranceInput): Promise<boolean> {
  const rows = await db
    .update(homeReassuranceItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(homeReassuranceItems.siteId, siteId), eq(homeReassuranceItems.id, itemId)))
    .returning({ id: homeReassuranceItems.id });
  return rows.length > 0;
}

/**
 * false when the id is not one of this site's items. The items after it move up one place, so
 * the indexes stay 0..n-1 and a new item (index = length) never ties with an old one.
 */
export async function deleteReassuranceItem(db: Database, siteId: string, itemId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(homeReassuranceItems)
      .where(and(eq(homeReassuranceItems.siteId, siteId), eq(homeReassuranceItems.id, itemId)))
      .returning({ orderIndex: homeReassuranceItems.orderIndex });
    if (!row) return false;
    await tx
      .update(homeReassuranceItems)
      .set({ orderIndex: sql`${homeReassuranceItems.orderIndex} - 1` })
      .where(and(eq(homeReassuranceItems.siteId, siteId), gt(homeReassuranceItems.orderIndex, row.orderIndex)));
    return true;
  });
}
