import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { deleteContactMessage, markContactMessageNotSpam, setContactMessageViewed } from "~/features/messages/messages.server";
import { messageActionSchema, messageActionToast, type MessageAction } from "~/features/messages/messages-schema";

function answer(action: MessageAction | null, ok: boolean, status: number) {
  const toast = messageActionToast(action ?? { intent: "set-viewed" }, ok);
  return ok && action ? done(action.intent, toast, { rowId: action.id }) : failed(action?.intent, toast, status);
}

/**
 * Read/unread, delete, and 'Ce n'est pas un indésirable'. The message id from the form is matched
 * together with the session's site: another site's id answers 404 and changes nothing.
 */
export async function handleMessagesAction({ context, site, form }: Pick<ActionArgs, "context" | "site" | "form">) {
  const action = readIntent(messageActionSchema, form);
  if (!action) return answer(null, false, 400);
  /** The change made, or the message not found among the site's (404). */
  const answerFound = (found: boolean) => (found ? answer(action, true, 200) : answer(action, false, 404));
  try {
    switch (action.intent) {
      case "delete":
        return answerFound(await deleteContactMessage(context.db, site.id, action.id));
      case "not-spam":
        return answerFound(await markContactMessageNotSpam(context.db, site.id, action.id));
      case "set-viewed":
        return answerFound(await setContactMessageViewed(context.db, site.id, action.id, action.viewed));
      default:
        return unknownIntent(action);
    }
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id, intent: action.intent }, "contact messages: update failed");
    return answer(action, false, 500);
  }
}
