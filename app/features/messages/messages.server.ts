import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { contactMessages } from "~/db/schema";
import type { OtherLanguage } from "~/db/enums";

/**
 * The back-office side of contact messages: list, read flag, delete,
 * unread count, and the spam folder (ADR 017): spam is listed apart and counts in no badge. Every function takes the current site's id first and matches message ids together
 * with it, so an id of another site's message changes nothing (the caller answers 404).
 */

export type ContactMessageRow = {
  id: string;
  subject: string;
  firstName: string;
  name: string;
  email: string;
  message: string;
  /** The language of the page it was sent from, when not French (ADR 047). */
  language: OtherLanguage | null;
  isViewed: boolean;
  /** Why it is in the spam folder (spam-score.ts signs); empty in the inbox. */
  spamReasons: string[];
  createdAt: Date;
};

/** Where a message is: the inbox, or the spam folder. */
export type MessageFolder = "inbox" | "spam";

/** The site's messages of one folder, newest first. */
export async function listContactMessages(db: Database, siteId: string, folder: MessageFolder = "inbox"): Promise<ContactMessageRow[]> {
  return db
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      firstName: contactMessages.firstName,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      language: contactMessages.language,
      isViewed: contactMessages.isViewed,
      spamReasons: contactMessages.spamReasons,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.isSpam, folder === "spam")))
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

/**
 * 'Ce n'est pas un indésirable': moves a message from the spam folder to the inbox as a new,
 * unread message (no e-mail: the merchant is reading it, ADR 017). A message already in the inbox
 * is left as it is. False when the id is not one of this site's messages.
 */
export async function markContactMessageNotSpam(db: Database, siteId: string, messageId: string): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({
      isViewed: sql`case when ${contactMessages.isSpam} then false else ${contactMessages.isViewed} end`,
      isSpam: false,
      spamReasons: sql`'{}'::text[]`,
    })
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.id, messageId)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Exact count of unread messages in the inbox (exact counts; spam is not counted). */
export async function countUnviewedMessages(db: Database, siteId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.isViewed, false), eq(contactMessages.isSpam, false)));
  return rows[0]?.n ?? 0;
}

/** The folders' figures: messages in the inbox, unread ones there, messages in the spam folder. */
export async function getMessageCounts(db: Database, siteId: string): Promise<{ inbox: number; unread: number; spam: number }> {
  const rows = await db
    .select({
      inbox: sql<number>`count(*) filter (where not ${contactMessages.isSpam})::int`,
      unread: sql<number>`count(*) filter (where not ${contactMessages.isSpam} and not ${contactMessages.isViewed})::int`,
      spam: sql<number>`count(*) filter (where ${contactMessages.isSpam})::int`,
    })
    .from(contactMessages)
    .where(eq(contactMessages.siteId, siteId));
  return rows[0] ?? { inbox: 0, unread: 0, spam: 0 };
}
