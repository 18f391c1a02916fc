import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { contactMessages, sites } from "~/db/schema";

/**
 * The back-office side of contact messages (back-office.md §2, §7): list, read flag, delete,
 * unread count. Every function takes the current site's id first and matches message ids together
 * with it, so an id of another site's message changes nothing (the caller answers 404).
 */

export type ContactMessageRow = {
  id: string;
  subject: string;
  firstName: string;
  name: string;
  email: string;
  message: string;
  isViewed: boolean;
  createdAt: Date;
};

/** The site's messages, newest first. */
export async function listContactMessages(db: Database, siteId: string): Promise<ContactMessageRow[]> {
  return db
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      firstName: contactMessages.firstName,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      isViewed: contactMessages.isViewed,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.siteId, siteId))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** Marks a message read or unread; false when the id is not one of this site's messages. */
export async function setContactMessageViewed(db: Database, siteId: string, messageId: string, viewed: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ isViewed: viewed })
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.id, messageId)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Deletes a message; false when the id is not one of this site's messages. */
export async function deleteContactMessage(db: Database, siteId: string, messageId: string): Promise<boolean> {
  const rows = await db
    .delete(contactMessages)
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.id, messageId)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Exact count of unread messages (§9: exact counts). */
export async function countUnviewedMessages(db: Database, siteId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.isViewed, false)));
  return rows[0]?.n ?? 0;
}

/** The site's time zone, for dates shown in the merchant's local time (Europe/Paris by default). */
export async function getSiteTimeZone(db: Database, siteId: string): Promise<string> {
  const rows = await db.select({ timezone: sites.timezone }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return rows[0]?.timezone ?? "Europe/Paris";
}
