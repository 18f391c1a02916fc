import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done as answered, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { fieldErrors } from "~/lib/form-errors";
import { quoteActionSchema, quoteActionToast, quoteNoteSchema, type QuoteAction } from "~/features/quotes/quotes-schema";
import { markQuoteNotSpam, markQuoteReplied, setQuoteNote, setQuoteStatus, setQuoteViewed } from "~/features/quotes/quotes.server";

function answer(action: QuoteAction | null, ok: boolean, status: number) {
  const toast = quoteActionToast(action, ok);
  return ok && action ? answered(action.intent, toast, { rowId: action.id }) : failed(action?.intent, toast, status);
}

/**
 * Viewed flag, status, 'Ce n'est pas un indésirable', and the internal note and
 * 'Répondre par email' (a new request goes 'En cours'; the toast only when the status changed). The quote id from the form is matched together with the session's
 * site: another site's id answers 404 and changes nothing.
 */
export async function handleQuotesAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
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
}
