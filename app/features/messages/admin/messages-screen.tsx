import { useId, useState } from "react";
import { useFetcher, useNavigation, type FetcherWithComponents } from "react-router";
import { Inbox, Mail, MailOpen, Reply, Trash2, UserRound } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { FilterPills } from "~/features/admin-kit/filter-pills";
import { PageHeader } from "~/features/admin-kit/page-header";
import { EmptySpam, NotSpamForm, SpamReasons, SpamSummary } from "~/features/submissions/spam-folder";
import { SPAM_TEXTS } from "~/features/submissions/spam-score";
import { formatMessageDate } from "~/features/messages/format-message-date";
import { mailtoHref } from "~/features/messages/mail-links";
import { MESSAGE_TEXTS } from "~/features/messages/messages-schema";
import { MESSAGES_PAGE_TITLE } from "~/features/messages/admin/messages-skeleton";
import { MESSAGES_PATH, messageAnchor } from "~/features/messages/message-anchor";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDelete } from "~/features/admin-kit/confirm-delete";
import { InboxCard, useLinkedItem, ViewedForm } from "~/features/admin-kit/inbox";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { LoadErrorCard } from "~/features/admin-kit/load-error-alert";
import type { ContactMessageRow } from "~/features/messages/messages.server";
import { LANGUAGE_FRENCH_NAMES } from "~/lib/i18n/languages";

/** A stored message as the page gets it: the date as an ISO timestamp. */
export type MessageView = Omit<ContactMessageRow, "createdAt"> & { createdAt: string };

export type MessageFolderView = "inbox" | "spam";
export type MessageCounts = { inbox: number; unread: number; spam: number };

const ACTION = MESSAGES_PATH;
const SPAM_HREF = `${ACTION}?folder=spam`;
const DELETE_FETCHER = "delete-contact-message";

/**
 * /admin/content/messages: the site's messages, newest first — the inbox,
 * or the spam folder ('Indésirables', ADR 017) next to it.
 */
export function MessagesPage({
  messages,
  timeZone,
  loadError,
  folder = "inbox",
  counts,
}: {
  messages: MessageView[];
  timeZone: string;
  loadError: boolean;
  folder?: MessageFolderView;
  counts: MessageCounts;
}) {
  // The confirmation's fetcher (DELETE_FETCHER), read here for the card that leaves the list at once.
  const deleteFetcher = useFetcher<ActionResult>({ key: DELETE_FETCHER });
  // Page-level, like the deletion's: the card leaves the list at once, and the toast must still show.
  const notSpamFetcher = useFetcher<ActionResult>({ key: "not-spam-contact-message" });
  useResultToast(notSpamFetcher.data);
  const [confirming, setConfirming] = useState<MessageView | null>(null);
  const navigation = useNavigation();
  // Switching folders reloads this page: the current list dims until the new one arrives.
  const switching = navigation.state === "loading" && navigation.location.pathname === ACTION;
  // A notification e-mail links to one message (#message-{id}); it is outlined, as a request is
  // on the quotes page.
  const targetHash = useLinkedItem();

  // A message being deleted or moved to the inbox leaves the list at once; it comes back if that fails.
  const leaving = [deleteFetcher, notSpamFetcher].map((f) => (f.formData ? String(f.formData.get("id")) : null));
  const shown = messages.filter((m) => !leaving.includes(m.id));
  const spam = folder === "spam";

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={MESSAGES_PAGE_TITLE}
        description={loadError ? undefined : spam ? <SpamSummary count={shown.length} /> : <MessagesSummary messages={shown} />}
      />

      {loadError ? (
        <LoadErrorCard text={MESSAGE_TEXTS.loadFailed} retryHref={ACTION} />
      ) : (
        <>
          <FilterPills
            label="Dossiers de messages"
            current={folder}
            pills={[
              { key: "inbox", label: "Boîte de réception", count: counts.inbox, href: ACTION },
              { key: "spam", label: SPAM_TEXTS.folder, count: counts.spam, href: SPAM_HREF },
            ]}
          />
          <div className={cn("transition-opacity", switching && "opacity-60")} aria-busy={switching}>
            {shown.length === 0 ? (
              spam ? (
                <EmptySpam />
              ) : (
                <EmptyState icon={<Inbox />} title={MESSAGE_TEXTS.emptyTitle}>
                  {MESSAGE_TEXTS.emptyText}
                </EmptyState>
              )
            ) : (
              <ul className="flex flex-col gap-3" aria-label={spam ? "Messages indésirables" : "Messages reçus"}>
                {shown.map((message) => (
                  <li
                    key={message.id}
                    id={messageAnchor(message.id)}
                    className={cn("scroll-mt-20 rounded-xl", messageAnchor(message.id) === targetHash && "ring-2 ring-primary ring-offset-2")}
                  >
                    <MessageCard message={message} timeZone={timeZone} spam={spam ? notSpamFetcher : null} onDelete={() => setConfirming(message)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}

      <ConfirmDelete
        target={confirming}
        onClose={() => setConfirming(null)}
        title={() => "Supprimer ce message\u00a0?"}
        description={(message) => `Le message «\u00a0${message.subject}\u00a0» de ${message.firstName} ${message.name} sera définitivement supprimé.`}
        fields={(message) => ({ intent: "delete", id: message.id })}
        action={ACTION}
        fetcherKey={DELETE_FETCHER}
      />
    </div>
  );
}

function MessagesSummary({ messages }: { messages: MessageView[] }) {
  if (messages.length === 0) return null;
  const unread = messages.filter((m) => !m.isViewed).length;
  const total = `${messages.length} message${messages.length > 1 ? "s" : ""}`;
  return (
    <p>
      {total}
      {unread > 0 ? ` · ${unread} non lu${unread > 1 ? "s" : ""}` : " · tout est lu"}
    </p>
  );
}

function MessageCard({
  message,
  timeZone,
  spam,
  onDelete,
}: {
  message: MessageView;
  timeZone: string;
  /** In the spam folder: the page's fetcher that moves a message to the inbox. */
  spam: FetcherWithComponents<ActionResult> | null;
  onDelete: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const titleId = useId();

  // Optimistic: the flag being sent is shown at once; the reloaded list confirms it, and a
  // refused change falls back to the stored value. Spam is never highlighted as new.
  const pending = fetcher.formData?.get("intent") === "set-viewed" ? fetcher.formData.get("viewed") === "true" : null;
  const viewed = spam !== null || (pending ?? message.isViewed);
  const sender = `${message.firstName} ${message.name}`.trim();
  const mailto = mailtoHref(message.email);
  const reply = mailtoHref(message.email, `Re: ${message.subject}`);

  return (
    <InboxCard
      titleId={titleId}
      title={message.subject}
      viewed={viewed}
      dateTime={message.createdAt}
      date={formatMessageDate(message.createdAt, timeZone)}
      badges={
        <>
          {!viewed ? <Badge variant="info">Nouveau</Badge> : null}
          {spam ? <Badge variant="warning">{SPAM_TEXTS.badge}</Badge> : null}
          {message.language ? <Badge variant="outline">{`Écrit en ${LANGUAGE_FRENCH_NAMES[message.language]}`}</Badge> : null}
        </>
      }
    >
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="font-medium">{sender}</span>
        {mailto ? (
          <a href={mailto} className="min-w-0 break-all text-primary underline-offset-4 hover:underline">
            {message.email}
          </a>
        ) : (
          <span className="min-w-0 break-all text-muted-foreground">{message.email}</span>
        )}
      </p>

      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-gray-800">{message.message}</p>

      {spam ? <SpamReasons reasons={message.spamReasons} /> : null}

      <div className="flex flex-wrap items-center gap-2 border-t pt-3">
        {spam ? (
          <NotSpamForm fetcher={spam} action={ACTION} id={message.id} titleId={titleId} />
        ) : (
          <ViewedForm fetcher={fetcher} action={ACTION} id={message.id} viewed={viewed} titleId={titleId}>
            {viewed ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
            {viewed ? "Marquer comme non lu" : "Marquer comme lu"}
          </ViewedForm>
        )}
        {reply && !spam ? (
          <Button asChild variant="ghost" size="sm">
            <a href={reply} aria-describedby={titleId}>
              <Reply aria-hidden="true" />
              Répondre
            </a>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800" onClick={onDelete} aria-describedby={titleId}>
          <Trash2 aria-hidden="true" />
          Supprimer
        </Button>
      </div>
    </InboxCard>
  );
}
