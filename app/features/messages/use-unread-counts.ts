import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { UNREAD_COUNTS_PATH, UNREAD_REFRESH_MS, type UnreadCounts } from "~/features/messages/unread-counts";

/**
 * The sidebar's unread counters of the current site: loaded after hydration, every 30 s while the
 * page is visible, and again when the window regains focus. React Router
 * reloads a loaded fetcher after every action, so a toggle on the quotes or messages screen
 * updates the counters right away too.
 */
export function useUnreadCounts(siteId: string | null): UnreadCounts | null {
  // The route's clientLoader answers null when a poll fails: the last counts stay on screen.
  const fetcher = useFetcher<UnreadCounts | null>({ key: "unread-counts" });
  const [last, setLast] = useState<UnreadCounts | null>(null);
  if (fetcher.data && fetcher.data !== last) setLast(fetcher.data);
  const { load } = fetcher;

  useEffect(() => {
    // Without a site the route would redirect (an admin to /admin/sites): nothing to count.
    if (!siteId) return;
    const refresh = () => {
      if (document.visibilityState === "visible") void load(UNREAD_COUNTS_PATH);
    };
    refresh();
    const timer = window.setInterval(refresh, UNREAD_REFRESH_MS);
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [siteId, load]);

  // Counts of a previous site (just switched) are not shown for the new one.
  return last && last.siteId === siteId ? last : null;
}
