import { and, count, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import { eventRsvps, homeEvents } from "~/db/schema";
import { isUuid } from "~/lib/uuid";

/** How many are coming to an event, and whether this browser is one of them. */
export type EventRsvpState = { count: number; going: boolean };

/** Every event of the site that has answers, keyed by event id (events without any are absent). */
export async function getEventRsvps(db: DatabaseOrTransaction, siteId: string, voterKey: string | null): Promise<Record<string, EventRsvpState>> {
  const rows = await db
    .select({
      eventId: eventRsvps.eventId,
      count: count(),
      going: voterKey === null ? sql<boolean>`false` : sql<boolean>`coalesce(bool_or(${eventRsvps.voterKey} = ${voterKey}), false)`,
    })
    .from(eventRsvps)
    .where(eq(eventRsvps.siteId, siteId))
    .groupBy(eventRsvps.eventId);
  const out: Record<string, EventRsvpState> = {};
  for (const row of rows) out[row.eventId] = { count: Number(row.count), going: Boolean(row.going) };
  return out;
}

/** Whether the event exists on this site (another site's event does not). */
export async function siteEventExists(db: DatabaseOrTransaction, siteId: string, eventId: string): Promise<boolean> {
  if (!isUuid(eventId)) return false;
  const rows = await db
    .select({ id: homeEvents.id })
    .from(homeEvents)
    .where(and(eq(homeEvents.siteId, siteId), eq(homeEvents.id, eventId)))
    .limit(1);
  return rows.length > 0;
}

export async function hasEventRsvp(db: DatabaseOrTransaction, siteId: string, eventId: string, voterKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: eventRsvps.id })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.siteId, siteId), eq(eventRsvps.eventId, eventId), eq(eventRsvps.voterKey, voterKey)))
    .limit(1);
  return rows.length > 0;
}

/** Records one answer; a second one from the same browser is ignored (`created: false`). */
export async function recordEventRsvp(db: DatabaseOrTransaction, siteId: string, eventId: string, voterKey: string): Promise<{ created: boolean }> {
  const rows = await db
    .insert(eventRsvps)
    .values({ siteId, eventId, voterKey })
    .onConflictDoNothing({ target: [eventRsvps.siteId, eventRsvps.eventId, eventRsvps.voterKey] })
    .returning({ id: eventRsvps.id });
  return { created: rows.length > 0 };
}
