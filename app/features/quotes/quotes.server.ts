import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { quoteRequests } from "~/db/schema";
import type { OtherLanguage } from "~/db/enums";
import type { QuoteStatus } from "~/features/quotes/quote-status";

/**
 * The back-office side of quote requests: list, viewed flag, status,
 * unviewed count, and the spam folder (ADR 017): spam is listed apart, counts in no badge or
 * statistic, and is not in the dashboard. Every function takes the current site's id first and matches row ids together
 * with it, so an id of another site's row changes nothing (the caller answers 404).
 */

/** The list's filters: one status, or the requests not viewed yet — of the inbox; or the spam folder. */
export const QUOTE_FILTERS = ["all", "unviewed", "new", "in_progress", "completed", "spam"] as const;
export type QuoteFilter = (typeof QUOTE_FILTERS)[number];

/** `?status=` of the inbox, or `?folder=spam`. */
export function parseQuoteFilter(params: URLSearchParams): QuoteFilter {
  if (params.get("folder") === "spam") return "spam";
  const value = params.get("status") ?? "";
  return value !== "spam" && (QUOTE_FILTERS as readonly string[]).includes(value) ? (value as QuoteFilter) : "all";
}

export type QuoteRequestRow = {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string;
  phone: string | null;
  serviceType: string;
  eventDate: string | null;
  eventGuests: string | null;
  eventBudget: string | null;
  message: string;
  /** The language of the page it was sent from, when not French (ADR 047). */
  language: OtherLanguage | null;
  status: string;
  isViewed: boolean;
  /** Why it is in the spam folder (spam-score.ts signs); empty in the inbox. */
  spamReasons: string[];
  /** The merchant's own note: back-office only, never in a mail nor a public page. */
  internalNote: string | null;
  createdAt: Date;
};

function filterCondition(filter: QuoteFilter): SQL | undefined {
  if (filter === "spam") return eq(quoteRequests.isSpam, true);
  const inbox = eq(quoteRequests.isSpam, false);
  if (filter === "all") return inbox;
  if (filter === "unviewed") return and(inbox, eq(quoteRequests.isViewed, false));
  return and(inbox, eq(quoteRequests.status, filter));
}

/** The site's requests, newest first. */
export async function listQuoteRequests(db: Database, siteId: string, filter: QuoteFilter = "all"): Promise<QuoteRequestRow[]> {
  return db
    .select({
      id: quoteRequests.id,
      firstName: quoteRequests.customerFirstName,
      lastName: quoteRequests.customerLastName,
      company: quoteRequests.customerCompany,
      email: quoteRequests.customerEmail,
      phone: quoteRequests.customerPhone,
      serviceType: quoteRequests.serviceType,
      eventDate: quoteRequests.eventDate,
      eventGuests: quoteRequests.eventGuests,
      eventBudget: quoteRequests.eventBudget,
      message: quoteRequests.message,
      status: quoteRequests.status,
      isViewed: quoteRequests.isViewed,
      spamReasons: quoteRequests.spamReasons,
      internalNote: quoteRequests.internalNote,
      language: quoteRequests.language,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.siteId, siteId), filterCondition(filter)))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
}

/** Sets the viewed flag; false when the id is not one of this site's requests. */
export async function setQuoteViewed(db: Database, siteId: string, quoteId: string, viewed: boolean): Promise<boolean> {
  const rows = await db
    .update(quoteRequests)
    .set({ isViewed: viewed })
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.id, quoteId)))
    .returning({ id: quoteRequests.id });
  return rows.length > 0;
}

/**
 * Sets the status (beyond the spec, see ADR 012). Setting a status means the merchant has read
 * the request, so it is marked viewed too. False when the id is not one of this site's requests.
 */
export async function setQuoteStatus(db: Database, siteId: string, quoteId: string, status: QuoteStatus): Promise<boolean> {
  const rows = await db
    .update(quoteRequests)
    .set({ status, isViewed: true })
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.id, quoteId)))
    .returning({ id: quoteRequests.id });
  return rows.length > 0;
}

/** The merchant's note on a request (null clears it); false when the id is not one of this site's requests. */
export async function setQuoteNote(db: Database, siteId: string, quoteId: string, note: string | null): Promise<boolean> {
  const rows = await db
    .update(quoteRequests)
    .set({ internalNote: note })
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.id, quoteId)))
    .returning({ id: quoteRequests.id });
  return rows.length > 0;
}

/**
 * 'Répondre par email' was used: the merchant has read the request, and a new one is
 * now being dealt with — 'En cours'. A later status is kept. The status it has afterwards, or null
 * when the id is not one of this site's requests.
 */
export async function markQuoteReplied(db: Database, siteId: string, quoteId: string): Promise<{ status: string; changed: boolean } | null> {
  const [before] = await db
    .select({ status: quoteRequests.status })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.id, quoteId)));
  if (!before) return null;
  const rows = await db
    .update(quoteRequests)
    .set({ isViewed: true, status: sql`case when ${quoteRequests.status} = 'new' then 'in_progress' else ${quoteRequests.status} end` })
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.id, quoteId)))
    .returning({ status: quoteRequests.status });
  if (rows.length === 0) return null;
  return { status: rows[0].status, changed: rows[0].status !== before.status };
}

/**
 * 'Ce n'est pas un indésirable': moves a request from the spam folder to the inbox as a new,
 * unviewed request (no e-mail: the merchant is reading it, ADR 017). A request already in the
 * inbox is left as it is. False when the id is not one of this site's requests.
 */
export async function markQuoteNotSpam(db: Database, siteId: string, quoteId: string): Promise<boolean> {
  const rows = await db
    .update(quoteRequests)
    .set({
      isViewed: sql`case when ${quoteRequests.isSpam} then false else ${quoteRequests.isViewed} end`,
      isSpam: false,
      spamReasons: sql`'{}'::text[]`,
    })
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.id, quoteId)))
    .returning({ id: quoteRequests.id });
  return rows.length > 0;
}

/** Exact count of inbox requests not viewed yet (exact counts; spam is not counted). */
export async function countUnviewedQuotes(db: Database, siteId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.isViewed, false), eq(quoteRequests.isSpam, false)));
  return rows[0]?.n ?? 0;
}

/** How many requests the spam folder holds. */
export async function countSpamQuotes(db: Database, siteId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.isSpam, true)));
  return rows[0]?.n ?? 0;
}
