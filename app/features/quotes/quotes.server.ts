import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { quoteRequests } from "~/db/schema";
import type { QuoteStatus } from "~/features/quotes/quote-status";

/**
 * The back-office side of quote requests (back-office.md §2, §7): list, viewed flag, status,
 * unviewed count. Every function takes the current site's id first and matches row ids together
 * with it, so an id of another site's row changes nothing (the caller answers 404).
 */

/** The list's filters: one status, or the requests not viewed yet. */
export const QUOTE_FILTERS = ["all", "unviewed", "new", "in_progress", "completed"] as const;
export type QuoteFilter = (typeof QUOTE_FILTERS)[number];

export function parseQuoteFilter(value: string | null): QuoteFilter {
  return (QUOTE_FILTERS as readonly string[]).includes(value ?? "") ? (value as QuoteFilter) : "all";
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
  status: string;
  isViewed: boolean;
  createdAt: Date;
};

function filterCondition(filter: QuoteFilter): SQL | undefined {
  if (filter === "all") return undefined;
  if (filter === "unviewed") return eq(quoteRequests.isViewed, false);
  return eq(quoteRequests.status, filter);
}

/** The site's requests, newest first (§7). */
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

/** Exact count of requests not viewed yet (§9: exact counts). */
export async function countUnviewedQuotes(db: Database, siteId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.isViewed, false)));
  return rows[0]?.n ?? 0;
}
