import type { Route } from "./+types/unread-counts";
import { requireSiteAccess } from "~/features/admin-kit/current-site.server";
import { countUnviewedMessages } from "~/features/messages/messages.server";
import type { UnreadCounts } from "~/features/messages/unread-counts";
import { countUnviewedQuotes } from "~/features/quotes/quotes.server";
import { countUnreadSupportAnswers } from "~/features/support/support.server";

/**
 * GET /admin/unread-counts: the sidebar's counters of the current site (exact counts),
 * loaded by the shell every 30 s and when the window regains focus.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  const [quotes, messages, support] = await Promise.all([
    countUnviewedQuotes(context.db, site.id),
    countUnviewedMessages(context.db, site.id),
    // The support's answers are the merchant's to read: an admin acting on her site writes them.
    user.role === "admin" ? 0 : countUnreadSupportAnswers(context.db, site.id),
  ]);
  const counts: UnreadCounts = { siteId: site.id, quotes, messages, support };
  return Response.json(counts, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * In the browser: a failed poll (network blip, server restarting) must not replace the page with
 * the error screen, as a fetcher's error would. It answers null; the shell keeps the last counts.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<UnreadCounts | null> {
  try {
    return await serverLoader();
  } catch (err) {
    // A redirect (session ended) is still followed.
    if (err instanceof Response) throw err;
    return null;
  }
}
