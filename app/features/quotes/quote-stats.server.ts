import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { quoteRequests } from "~/db/schema";

export const RECENT_QUOTES_LIMIT = 10;

export type QuoteStats = { total: number; new: number; inProgress: number; completed: number };

/** The inbox's figures (spam is not a request the merchant received, ADR 017). */
export async function getQuoteStats(db: Database, siteId: string): Promise<QuoteStats> {
  const rows = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: sql<number>`count(*) filter (where ${quoteRequests.status} = 'new')::int`,
      inProgress: sql<number>`count(*) filter (where ${quoteRequests.status} = 'in_progress')::int`,
      completed: sql<number>`count(*) filter (where ${quoteRequests.status} = 'completed')::int`,
    })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.isSpam, false)));
  return rows[0] ?? { total: 0, new: 0, inProgress: 0, completed: 0 };
}

export async function listRecentQuotes(db: Database, siteId: string) {
  return db
    .select({
      id: quoteRequests.id,
      firstName: quoteRequests.customerFirstName,
      lastName: quoteRequests.customerLastName,
      serviceType: quoteRequests.serviceType,
      status: quoteRequests.status,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.isSpam, false)))
    .orderBy(desc(quoteRequests.createdAt))
    .limit(RECENT_QUOTES_LIMIT);
}

// The labels moved to a plain module so components can import them; kept here for callers.
export { quoteStatusLabel } from "~/features/quotes/quote-status";
