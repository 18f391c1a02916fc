import { useLoaderData } from "react-router";
import type { Route } from "./+types/quotes";
import { done as answered, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { fieldErrors } from "~/lib/form-errors";
import { linkedOtherSite, requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { LinkedSiteNotice } from "~/features/admin-kit/linked-site-notice";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import { getSiteTimeZone } from "~/features/sites/sites.server";
import { quoteActionSchema, quoteActionToast, quoteNoteSchema, type QuoteAction } from "~/features/quotes/quotes-schema";
import { getQuoteStats } from "~/features/quotes/quote-stats.server";
import {
  countSpamQuotes,
  countUnviewedQuotes,
  listQuoteRequests,
  markQuoteNotSpam,
  markQuoteReplied,
  parseQuoteFilter,
  setQuoteNote,
  setQuoteStatus,
  setQuoteViewed,
} from "~/features/quotes/quotes.server";
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

function answer(action: QuoteAction | null, ok: boolean, status: number) {
  const toast = quoteActionToast(action, ok);
  return ok && action ? answered(action.intent, toast, { rowId: action.id }) : failed(action?.intent, toast, status);
}

/**
 * Viewed flag, status, 'Ce n'est pas un indésirable', and the internal note and
 * 'Répondre par email' (a new request goes 'En cours'; the toast only when the status changed). The quote id from the form is matched together with the session's
 * site: another site's id answers 404 and changes nothing.
 */
export const action = siteAction(async ({ context, site, form }) => {
  const action = readIntent(quoteActionSchema, form);
  if (!action) return answer(null, false, 400);
  /** The change made, or the request not found among the site's (404). */
  const answerFound = (found: boolean) => (found ? answer(action, true, 200) : answer(action, false, 404));
  try {
    switch (action.intent) {
      case "save-note": {
        const note = quoteNoteSchema.safeParse({ note: action.note });
        if (!note.success) return invalid(action.intent, fieldErrors(note.error), { values: { note: action.note } });
        return answerFound(await setQuoteNote(context.db, site.id, action.id, note.data.note));
      }
      case "replied": {
        const replied = await markQuoteReplied(context.db, site.id, action.id);
        if (!replied) return answer(action, false, 404);
        return replied.changed ? answer(action, true, 200) : answered(action.intent, undefined, { rowId: action.id });
      }
      case "set-status":
        return answerFound(await setQuoteStatus(context.db, site.id, action.id, action.status));
      case "not-spam":
        return answerFound(await markQuoteNotSpam(context.db, site.id, action.id));
      case "set-viewed":
        return answerFound(await setQuoteViewed(context.db, site.id, action.id, action.viewed));
      default:
        return unknownIntent(action);
    }
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id, intent: action.intent }, "quote requests: update failed");
    return answer(action, false, 500);
  }
});

export default function QuotesRoute() {
  const { linkedSite, quotes, counts, filter, timeZone, loadError } = useLoaderData<typeof loader>();
  return (
    <>
      {linkedSite ? <LinkedSiteNotice site={linkedSite} path="/admin/content/quotes" /> : null}
      <QuotesPage quotes={quotes} counts={counts} filter={filter} timeZone={timeZone} loadError={loadError} />
    </>
  );
}
