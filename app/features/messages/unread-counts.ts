/**
 * The sidebar's unread counters: what /admin/unread-counts answers, and
 * where each count is shown. Plain module: the shell imports it.
 */
export const UNREAD_COUNTS_PATH = "/admin/unread-counts";
/** Refreshed every 30 s. */
export const UNREAD_REFRESH_MS = 30_000;

/** `support`: her support requests with an answer she has not read ('Aide'; 0 for an admin, who writes them). */
export type UnreadCounts = { siteId: string; quotes: number; messages: number; support: number };

/** The nav entry a counter belongs to. */
export const UNREAD_NAV_HREFS = { quotes: "/admin/content/quotes", messages: "/admin/content/messages", support: "/admin/aide" } as const;

export function unreadCountFor(href: string, counts: UnreadCounts | null | undefined): number {
  if (!counts) return 0;
  if (href === UNREAD_NAV_HREFS.quotes) return counts.quotes;
  if (href === UNREAD_NAV_HREFS.messages) return counts.messages;
  if (href === UNREAD_NAV_HREFS.support) return counts.support;
  return 0;
}

/** Badge text: '99+' past 99 so the sidebar keeps its width; the accessible label has the exact count. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

const UNREAD_NOUNS: Record<keyof typeof UNREAD_NAV_HREFS, [one: string, several: string]> = {
  quotes: ["demande non vue", "demandes non vues"],
  messages: ["message non lu", "messages non lus"],
  support: ["réponse du support non lue", "réponses du support non lues"],
};

export function unreadLabel(href: string, count: number): string {
  const kind = href === UNREAD_NAV_HREFS.quotes ? "quotes" : href === UNREAD_NAV_HREFS.support ? "support" : "messages";
  return `${count} ${UNREAD_NOUNS[kind][count > 1 ? 1 : 0]}`;
}
