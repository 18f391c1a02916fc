import { useLoaderData } from "react-router";
import type { Route } from "./+types/messages";
import { handleMessagesAction } from "~/features/messages/messages-action.server";
import { linkedOtherSite, requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { LinkedSiteNotice } from "~/features/admin-kit/linked-site-notice";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import { getSiteTimeZone } from "~/features/sites/sites.server";
import { getMessageCounts, listContactMessages, type MessageFolder } from "~/features/messages/messages.server";
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

export const action = siteAction(handleMessagesAction);

export default function MessagesRoute() {
  const { linkedSite, messages, timeZone, loadError, folder, counts } = useLoaderData<typeof loader>();
  return (
    <>
      {linkedSite ? <LinkedSiteNotice site={linkedSite} path="/admin/content/messages" /> : null}
      <MessagesPage messages={messages} timeZone={timeZone} loadError={loadError} folder={folder} counts={counts} />
    </>
  );
}
