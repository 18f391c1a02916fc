/**
 * The about editor's reads and writes. Every function takes the site id first (from
 * requireSiteAccess, never from a form) and matches row ids WITH it: another site's id finds
 * nothing, and the caller answers 404. Writes return the image URLs the rows held before, so the
 * caller can remove the files no longer used once the change is committed (ADR 010).
 */
import { listOrder } from "~/db/list-order.server";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { aboutContent, aboutJourneySteps, aboutPartnerImages, aboutPartners, aboutTeamMembers, aboutValues } from "~/db/schema";
import { nextOrderIndex } from "~/features/admin-kit/reorder.server";
import { getAboutValues, getJourneySteps, getPartners, getTeamMembers } from "~/features/about/about-page.server";
import type { ItemKind, MemberInput, PartnerInput, StepInput, ValueInput } from "~/features/about/about-schema";

export const ITEM_TABLES = {
  step: aboutJourneySteps,
  value: aboutValues,
  member: aboutTeamMembers,
  partner: aboutPartners,
} as const satisfies Record<ItemKind, unknown>;

/** A change that found its row: the image URLs it no longer uses (or may not: checked later). */
export type Change = { id: string; previousImages: Array<string | null> } | null;

export async function getAboutStoryText(db: Database, siteId: string): Promise<string> {
  const rows = await db.select({ story: aboutContent.storyDescription }).from(aboutContent).where(eq(aboutContent.siteId, siteId)).limit(1);
  return rows[0]?.story ?? "";
}

/** Everything the editor shows, in list order (the public page's own queries, so both agree). */
export async function getAboutEditorData(db: Database, siteId: string) {
  const [story, steps, values, members, partners] = await Promise.all([
    getAboutStoryText(db, siteId),
    getJourneySteps(db, siteId),
    getAboutValues(db, siteId),
    getTeamMembers(db, siteId),
    getPartners(db, siteId),
  ]);
  return { story, steps, values, members, partners };
}

/** about_content is one row per site: created on the first save. */
export async function saveAboutStory(db: Database, siteId: string, storyDescription: string): Promise<void> {
  const value = storyDescription.trim() === "" ? null : storyDescription;
  await db
    .insert(aboutContent)
    .values({ siteId, storyDescription: value })
    .onConflictDoUpdate({ target: aboutContent.siteId, set: { storyDescription: value } });
}

export async function saveJourneyStep(db: Database, siteId: string, id: string | null, input: StepInput): Promise<Change> {
  if (id) {
    const rows = await db
      .update(aboutJourneySteps)
      .set(input)
      .where(and(eq(aboutJourneySteps.siteId, siteId), eq(aboutJourneySteps.id, id)))
      .returning({ id: aboutJourneySteps.id });
    return rows[0] ? { id: rows[0].id, previousImages: [] } : null;
  }
  const orderIndex = await nextOrderIndex(db, aboutJourneySteps, siteId);
  const [row] = await db
    .insert(aboutJourneySteps)
    .values({ siteId, ...input, orderIndex })
    .returning({ id: aboutJourneySteps.id });
  return { id: row.id, previousImages: [] };
}

export async function saveAboutValue(db: Database, siteId: string, id: string | null, input: ValueInput): Promise<Change> {
  if (id) {
    const rows = await db
      .update(aboutValues)
      .set(input)
      .where(and(eq(aboutValues.siteId, siteId), eq(aboutValues.id, id)))
      .returning({ id: aboutValues.id });
    return rows[0] ? { id: rows[0].id, previousImages: [] } : null;
  }
  const orderIndex = await nextOrderIndex(db, aboutValues, siteId);
  const [row] = await db
    .insert(aboutValues)
    .values({ siteId, ...input, orderIndex })
    .returning({ id: aboutValues.id });
  return { id: row.id, previousImages: [] };
}

export async function saveTeamMember(db: Database, siteId: string, id: string | null, input: MemberInput): Promise<Change> {
  if (id) {
    return db.transaction(async (tx) => {
      const where = and(eq(aboutTeamMembers.siteId, siteId), eq(aboutTeamMembers.id, id));
      const [before] = await tx.select({ imageUrl: aboutTeamMembers.imageUrl }).from(aboutTeamMembers).where(where).for("update");
      if (!before) return null;
      await tx.update(aboutTeamMembers).set(input).where(where);
      return { id, previousImages: [before.imageUrl] };
    });
  }
  const orderIndex = await nextOrderIndex(db, aboutTeamMembers, siteId);
  const [row] = await db
    .insert(aboutTeamMembers)
    .values({ siteId, ...input, orderIndex })
    .returning({ id: aboutTeamMembers.id });
  return { id: row.id, previousImages: [] };
}

/** The partner and its extra images, in ONE transaction: the images are replaced by the list given. */
export async function savePartner(db: Database, siteId: string, id: string | null, input: PartnerInput): Promise<Change> {
  const { images, ...fields } = input;
  return db.transaction(async (tx) => {
    let partnerId: string;
    const previousImages: Array<string | null> = [];
    if (id) {
      const where = and(eq(aboutPartners.siteId, siteId), eq(aboutPartners.id, id));
      const [before] = await tx.select({ imageUrl: aboutPartners.imageUrl, logoUrl: aboutPartners.logoUrl }).from(aboutPartners).where(where).for("update");
      if (!before) return null;
      const oldImages = await tx
        .select({ url: aboutPartnerImages.imageUrl })
        .from(aboutPartnerImages)
        .where(and(eq(aboutPartnerImages.siteId, siteId), eq(aboutPartnerImages.partnerId, id)));
      previousImages.push(before.imageUrl, before.logoUrl, ...oldImages.map((image) => image.url));
      await tx.update(aboutPartners).set(fields).where(where);
      await tx.delete(aboutPartnerImages).where(and(eq(aboutPartnerImages.siteId, siteId), eq(aboutPartnerImages.partnerId, id)));
      partnerId = id;
    } else {
      const orderIndex = await nextOrderIndex(tx, aboutPartners, siteId);
      const [row] = await tx
        .insert(aboutPartners)
        .values({ siteId, ...fields, orderIndex })
        .returning({ id: aboutPartners.id });
      partnerId = row.id;
    }
    if (images.length > 0) {
      await tx.insert(aboutPartnerImages).values(images.map((imageUrl, orderIndex) => ({ siteId, partnerId, imageUrl, orderIndex })));
    }
    return { id: partnerId, previousImages };
  });
}

/** The partner's extra images in order (the editor's gallery). */
export async function listPartnerImages(db: Database, siteId: string, partnerId: string): Promise<string[]> {
  const rows = await db
    .select({ url: aboutPartnerImages.imageUrl })
    .from(aboutPartnerImages)
    .where(and(eq(aboutPartnerImages.siteId, siteId), eq(aboutPartnerImages.partnerId, partnerId)))
    .orderBy(...listOrder(aboutPartnerImages));
  return rows.map((row) => row.url);
}

/**
 * Deletes one item of the site; the partner's images go with it (foreign key cascade). The
 * remaining items keep their order_index: gaps are harmless, the lists sort by it.
 */
export async function deleteAboutItem(db: Database, siteId: string, kind: ItemKind, id: string): Promise<Change> {
  switch (kind) {
    case "step": {
      const rows = await db
        .delete(aboutJourneySteps)
        .where(and(eq(aboutJourneySteps.siteId, siteId), eq(aboutJourneySteps.id, id)))
        .returning({ id: aboutJourneySteps.id });
      return rows[0] ? { id, previousImages: [] } : null;
    }
    case "value": {
      const rows = await db
        .delete(aboutValues)
        .where(and(eq(aboutValues.siteId, siteId), eq(aboutValues.id, id)))
        .returning({ id: aboutValues.id });
      return rows[0] ? { id, previousImages: [] } : null;
    }
    case "member": {
      const rows = await db
        .delete(aboutTeamMembers)
        .where(and(eq(aboutTeamMembers.siteId, siteId), eq(aboutTeamMembers.id, id)))
        .returning({ imageUrl: aboutTeamMembers.imageUrl });
      return rows[0] ? { id, previousImages: [rows[0].imageUrl] } : null;
    }
    case "partner":
      return db.transaction(async (tx) => {
        const images = await tx
          .select({ url: aboutPartnerImages.imageUrl })
          .from(aboutPartnerImages)
          .where(and(eq(aboutPartnerImages.siteId, siteId), eq(aboutPartnerImages.partnerId, id)));
        const rows = await tx
          .delete(aboutPartners)
          .where(and(eq(aboutPartners.siteId, siteId), eq(aboutPartners.id, id)))
          .returning({ imageUrl: aboutPartners.imageUrl, logoUrl: aboutPartners.logoUrl });
        if (!rows[0]) return null;
        return { id, previousImages: [rows[0].imageUrl, rows[0].logoUrl, ...images.map((image) => image.url)] };
      });
  }
}
