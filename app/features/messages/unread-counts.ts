/**
 * The sidebar's unread counters: what /admin/unread-counts answers, and
 * where each count is shown. Plain module: the shell imports it.
 */
export const UNREAD_COUNTS_PATH = "/admin/unread-counts";
/** Refreshed every 30 s. */
export const UNREAD_REFRESH_MS = 30_000;

export type UnreadCounts = { siteId: string; quotes: number; messages: number };

/** The nav entry a counter belongs to. */
export const UNREAD_NAV_HREFS = { quotes: "/admin/content/quotes", messages: "/admin/content/messages" } as const;

export function unreadCountFor(href: string, counts: UnreadCounts | null | undefined): number {
  if (!counts) return 0;
  if (href === UNREAD_NAV_HREFS.quotes) return counts.quotes;
  if (href === UNREAD_NAV_HREFS.messages) return counts.messages;
  return 0;
}

/** Badge text: '99+' past 99 so the sidebar keeps its width; the accessible label has the exact count. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

export function unreadLabel(href: string, count: number): string {
  const noun = href === UNREAD_NAV_HREFS.quotes ? (count > 1 ? "demandes non vues" : "demande non vue") : count > 1 ? "messages non lus" : "message non lu";
  return `${count} ${noun}`;
}
