import { useLoaderData } from "react-router";
import type { Route } from "./+types/messages";
import { done, failed } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { linkedOtherSite, requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { LinkedSiteNotice } from "~/features/admin-kit/linked-site-notice";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import { getSiteTimeZone } from "~/features/sites/sites.server";
import {
  deleteContactMessage,
  getMessageCounts,
  listContactMessages,
  markContactMessageNotSpam,
  setContactMessageViewed,
  type MessageFolder,
} from "~/features/messages/messages.server";
import { messageActionSchema, messageActionToast, type MessageAction } from "~/features/messages/messages-schema";
import { MessagesPage } from "~/features/messages/admin/messages-screen";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Messages de contact — Vitrine" }];
}

/**
 * The current site's messages — the inbox, or the spam folder with `?folder=spam` (ADR 017); a
 * failing query is logged and shown as the spec's load error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  // A notification's link names its site: another one of the user's is offered to switch to.
  const linkedSite = await linkedOtherSite(request, context, user, site);
  const folder: MessageFolder = new URL(request.url).searchParams.get("folder") === "spam" ? "spam" : "inbox";
  const data = await loadSection(
    context,
    "contact messages: load failed",
    async () => {
      const [rows, timeZone, counts] = await Promise.all([
        listContactMessages(context.db, site.id, folder),
        getSiteTimeZone(context.db, site.id),
        getMessageCounts(context.db, site.id),
      ]);
      return { timeZone, counts, messages: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
    },
    { timeZone: DEFAULT_TIME_ZONE, counts: { inbox: 0, unread: 0, spam: 0 }, messages: [] },
    site.id,
  );
  return { linkedSite, folder, loadError: data.failed, ...data.value };
}

function answer(action: MessageAction | null, ok: boolean, status: number) {
  const toast = messageActionToast(action ?? { intent: "set-viewed" }, ok);
  return ok && action ? done(action.intent, toast, { rowId: action.id }) : failed(action?.intent, toast, status);
}

/**
 * Read/unread, delete, and 'Ce n'est pas un indésirable'. The message id from the form is matched
 * together with the session's site: another site's id answers 404 and changes nothing.
 */
export const action = siteAction(async ({ context, site, form }) => {
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
});

export default function MessagesRoute() {
  const { linkedSite, messages, timeZone, loadError, folder, counts } = useLoaderData<typeof loader>();
  return (
    <>
      {linkedSite ? <LinkedSiteNotice site={linkedSite} path="/admin/content/messages" /> : null}
      <MessagesPage messages={messages} timeZone={timeZone} loadError={loadError} folder={folder} counts={counts} />
    </>
  );
}
