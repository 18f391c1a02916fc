import { useLoaderData } from "react-router";
import type { Route } from "./+types/quotes";
import { handleQuotesAction } from "~/features/quotes/quotes-action.server";
import { linkedOtherSite, requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { LinkedSiteNotice } from "~/features/admin-kit/linked-site-notice";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import { getSiteTimeZone } from "~/features/sites/sites.server";
import { getQuoteStats } from "~/features/quotes/quote-stats.server";
import { countSpamQuotes, countUnviewedQuotes, listQuoteRequests, parseQuoteFilter } from "~/features/quotes/quotes.server";
import { QuotesPage, type QuoteCounts } from "~/features/quotes/admin/quotes-screen";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Demandes de devis — Vitrine" }];
}

const NO_COUNTS: QuoteCounts = { total: 0, unviewed: 0, new: 0, inProgress: 0, completed: 0, spam: 0 };

/** The current site's requests, newest first, optionally filtered (`?status=`), or its spam folder (`?folder=spam`, ADR 017). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  // A notification's link names its site: another one of the user's is offered to switch to.
  const linkedSite = await linkedOtherSite(request, context, user, site);
  const filter = parseQuoteFilter(new URL(request.url).searchParams);
  const data = await loadSection(
    context,
    "quote requests: load failed",
    async () => {
      const [rows, stats, unviewed, spam, timeZone] = await Promise.all([
        listQuoteRequests(context.db, site.id, filter),
        getQuoteStats(context.db, site.id),
        countUnviewedQuotes(context.db, site.id),
        countSpamQuotes(context.db, site.id),
        getSiteTimeZone(context.db, site.id),
      ]);
      return { timeZone, counts: { ...stats, unviewed, spam }, quotes: rows.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })) };
    },
    { timeZone: DEFAULT_TIME_ZONE, counts: NO_COUNTS, quotes: [] },
    site.id,
  );
  return { linkedSite, filter, loadError: data.failed, ...data.value };
}

export const action = siteAction(handleQuotesAction);

export default function QuotesRoute() {
  const { linkedSite, quotes, counts, filter, timeZone, loadError } = useLoaderData<typeof loader>();
  return (
    <>
      {linkedSite ? <LinkedSiteNotice site={linkedSite} path="/admin/content/quotes" /> : null}
      <QuotesPage quotes={quotes} counts={counts} filter={filter} timeZone={timeZone} loadError={loadError} />
    </>
  );
}
