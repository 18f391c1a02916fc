import { useId, useState, type ReactNode } from "react";
import { useFetcher, useNavigation, type FetcherWithComponents } from "react-router";
import { Check, Eye, EyeOff, Inbox, Lock, Mail, Pencil, Phone, Reply, StickyNote } from "lucide-react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { FilterPills } from "~/features/admin-kit/filter-pills";
import { useLastingFetcher } from "~/features/admin-kit/lasting-fetcher";
import { PageHeader } from "~/features/admin-kit/page-header";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { InboxCard, useLinkedItem, ViewedForm } from "~/features/admin-kit/inbox";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { LoadErrorCard } from "~/features/admin-kit/load-error-alert";
import { SiteIdField, useRenderedSiteId } from "~/features/admin-kit/site-id-field";
import { formatMessageDate } from "~/features/messages/format-message-date";
import { mailtoHref, telHref } from "~/features/messages/mail-links";
import { QUOTES_PAGE_TITLE } from "~/features/quotes/admin/quotes-skeleton";
import { QUOTE_TEXTS, formatEventDate, quoteNoteSchema, quoteReplySubject } from "~/features/quotes/quotes-schema";
import { quoteAnchor } from "~/features/quotes/quote-anchor";
import { QUOTE_STATUSES, quoteStatusLabel, type QuoteStatus, type QuoteStatusLabel } from "~/features/quotes/quote-status";
import { EmptySpam, NotSpamForm, SpamReasons, SpamSummary } from "~/features/submissions/spam-folder";
import { SPAM_TEXTS } from "~/features/submissions/spam-score";
import type { QuoteRequestRow } from "~/features/quotes/quotes.server";
import { LANGUAGE_FRENCH_NAMES } from "~/lib/i18n/languages";

/** A stored request as the page gets it: the date as an ISO timestamp. */
export type QuoteView = Omit<QuoteRequestRow, "createdAt"> & { createdAt: string };

export type QuoteFilterKey = "all" | "unviewed" | QuoteStatus | "spam";
/** The inbox's figures (`total` and the rest) and the spam folder's. */
export type QuoteCounts = { total: number; unviewed: number; new: number; inProgress: number; completed: number; spam: number };

const PATH = "/admin/content/quotes";

export const STATUS_BADGE: Record<QuoteStatusLabel, NonNullable<BadgeProps["variant"]>> = {
  Nouveau: "info",
  "En cours": "warning",
  Terminé: "success",
};

const FILTERS: readonly { key: QuoteFilterKey; label: string; count: (c: QuoteCounts) => number }[] = [
  { key: "all", label: "Toutes", count: (c) => c.total },
  { key: "unviewed", label: "Non vues", count: (c) => c.unviewed },
  { key: "new", label: "Nouveau", count: (c) => c.new },
  { key: "in_progress", label: "En cours", count: (c) => c.inProgress },
  { key: "completed", label: "Terminé", count: (c) => c.completed },
  // The spam folder (ADR 017), after a divider: not one of the inbox's filters.
  { key: "spam", label: SPAM_TEXTS.folder, count: (c) => c.spam },
];

function filterHref(key: QuoteFilterKey): string {
  if (key === "all") return PATH;
  return key === "spam" ? `${PATH}?folder=spam` : `${PATH}?status=${key}`;
}

/** /admin/content/quotes: the site's requests, newest first, every field. */
export function QuotesPage({
  quotes,
  counts,
  filter,
  timeZone,
  loadError,
}: {
  quotes: QuoteView[];
  counts: QuoteCounts;
  filter: QuoteFilterKey;
  timeZone: string;
  loadError: boolean;
}) {
  const navigation = useNavigation();
  // The dashboard and the notification e-mail link to one request (#quote-{id}); it is outlined.
  const targetHash = useLinkedItem();
  // Switching filters reloads this page: the current list dims until the new one arrives.
  const refiltering = navigation.state === "loading" && navigation.location.pathname === PATH;
  // Page-level, like the messages': a request moved to the inbox leaves the list at once, and the
  // toast must still show once its card is gone.
  const notSpamFetcher = useFetcher<ActionResult>({ key: "not-spam-quote" });
  useResultToast(notSpamFetcher.data);
  const moving = notSpamFetcher.formData ? String(notSpamFetcher.formData.get("id")) : null;
  const spam = filter === "spam";
  const shown = quotes.filter((q) => q.id !== moving);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={QUOTES_PAGE_TITLE}
        description={
          loadError ? undefined : spam ? (
            <SpamSummary count={shown.length} />
          ) : (
            <p>
              {counts.total} demande{counts.total > 1 ? "s" : ""}
              {counts.unviewed > 0 ? ` · ${counts.unviewed} non vue${counts.unviewed > 1 ? "s" : ""}` : null}
            </p>
          )
        }
      />

      {loadError ? (
        <LoadErrorCard text={QUOTE_TEXTS.loadFailed} retryHref={PATH} />
      ) : (
        <>
          {counts.total > 0 || counts.spam > 0 || spam ? (
            <FilterPills
              label="Filtrer les demandes"
              current={filter}
              separateFrom="spam"
              pills={FILTERS.map(({ key, label, count }) => ({ key, label, count: count(counts), href: filterHref(key) }))}
            />
          ) : null}
          <div className={cn("transition-opacity", refiltering && "opacity-60")} aria-busy={refiltering}>
            {shown.length === 0 ? (
              spam ? (
                <EmptySpam />
              ) : (
                <EmptyQuotes filtered={filter !== "all"} />
              )
            ) : (
              <ul className="flex flex-col gap-3" aria-label={spam ? "Demandes indésirables" : "Demandes reçues"}>
                {shown.map((quote) => (
                  <li
                    key={quote.id}
                    id={quoteAnchor(quote.id)}
                    className={cn("scroll-mt-20 rounded-xl", quoteAnchor(quote.id) === targetHash && "ring-2 ring-primary ring-offset-2")}
                  >
                    {spam ? <SpamQuoteCard quote={quote} timeZone={timeZone} fetcher={notSpamFetcher} /> : <QuoteCard quote={quote} timeZone={timeZone} />}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function EmptyQuotes({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState icon={<Inbox />} title={QUOTE_TEXTS.emptyTitle}>
      {filtered ? QUOTE_TEXTS.emptyFilteredText : QUOTE_TEXTS.emptyText}
    </EmptyState>
  );
}

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", wide && "col-span-2")}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const dash = <span className="text-muted-foreground">—</span>;

/**
 * One request: who, when, every field, the message; `badges` next to the name and `children` (the
 * actions) below. The inbox's card and the spam folder's share it.
 */
function QuoteCardFrame({
  quote,
  timeZone,
  titleId,
  viewed,
  badges,
  children,
}: {
  quote: QuoteView;
  timeZone: string;
  titleId: string;
  viewed: boolean;
  badges: ReactNode;
  children: ReactNode;
}) {
  const customer = `${quote.firstName} ${quote.lastName}`.trim() || "—";
  const mailto = mailtoHref(quote.email);
  const tel = telHref(quote.phone);

  return (
    <InboxCard
      titleId={titleId}
      title={customer}
      viewed={viewed}
      badges={badges}
      subtitle={quote.company}
      dateTime={quote.createdAt}
      date={formatMessageDate(quote.createdAt, timeZone)}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
        <Field label="Service" wide>
          <span className="font-medium">{quote.serviceType || "—"}</span>
        </Field>
        <Field label="Date de l'événement">{formatEventDate(quote.eventDate) ?? dash}</Field>
        <Field label="Invités">{quote.eventGuests || dash}</Field>
        <Field label="Budget">{quote.eventBudget || dash}</Field>
        <Field label="Téléphone">
          {tel && quote.phone ? (
            <a href={tel} className="inline-flex items-center gap-1.5 whitespace-nowrap text-primary underline-offset-4 hover:underline">
              <Phone aria-hidden="true" className="size-3.5 shrink-0" />
              {quote.phone}
            </a>
          ) : (
            quote.phone || dash
          )}
        </Field>
        <Field label="E-mail" wide>
          {mailto ? (
            <a href={mailto} className="inline-flex max-w-full items-center gap-1.5 break-all text-primary underline-offset-4 hover:underline">
              <Mail aria-hidden="true" className="size-3.5 shrink-0" />
              {quote.email}
            </a>
          ) : (
            quote.email
          )}
        </Field>
      </dl>

      <div className="rounded-lg bg-muted/60 px-3.5 py-3">
        <p className="mb-1 text-xs font-medium text-muted-foreground">Message</p>
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-gray-800">{quote.message}</p>
      </div>

      {children}
    </InboxCard>
  );
}

function QuoteCard({ quote, timeZone }: { quote: QuoteView; timeZone: string }) {
  // Under a filter, a request whose status changes leaves the list: its answer is shown by the layout (lasting-fetcher.tsx).
  const fetcher = useLastingFetcher(`quote-${quote.id}`);
  const titleId = useId();
  const siteId = useRenderedSiteId();

  // Optimistic: what is being sent shows at once; a refused change falls back to the stored row.
  const form = fetcher.formData;
  const intent = form?.get("intent");
  const pendingStatus = intent === "set-status" ? String(form?.get("status")) : intent === "replied" && quote.status === "new" ? "in_progress" : null;
  const status = pendingStatus ?? quote.status;
  const viewed = intent === "set-viewed" ? form?.get("viewed") === "true" : pendingStatus || intent === "replied" ? true : quote.isViewed;
  const label = quoteStatusLabel(status);
  const reply = mailtoHref(quote.email, quoteReplySubject(quote.serviceType));

  return (
    <QuoteCardFrame
      quote={quote}
      timeZone={timeZone}
      titleId={titleId}
      viewed={viewed}
      badges={
        <>
          {/* One meaning of 'Nouveau': the status. Not viewed yet is the card's highlight. */}
          <Badge variant={STATUS_BADGE[label]}>{label}</Badge>
          {quote.language ? <Badge variant="outline">{`Écrit en ${LANGUAGE_FRENCH_NAMES[quote.language]}`}</Badge> : null}
          {!viewed ? <span className="sr-only">Non vue</span> : null}
        </>
      }
    >
      <QuoteNote quote={quote} titleId={titleId} />
      <div className="flex flex-col gap-3 border-t pt-3 lg:flex-row lg:items-center lg:justify-between">
        <fetcher.Form method="post" action={PATH} className="min-w-0">
          <SiteIdField />
          <input type="hidden" name="intent" value="set-status" />
          <input type="hidden" name="id" value={quote.id} />
          <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
            <legend className="float-left mr-1 text-xs font-medium text-muted-foreground">Statut</legend>
            <div className="inline-flex rounded-lg border bg-muted/60 p-0.5">
              {QUOTE_STATUSES.map((value) => {
                const current = quoteStatusLabel(status) === quoteStatusLabel(value);
                return (
                  <button
                    key={value}
                    type="submit"
                    name="status"
                    value={value}
                    aria-pressed={current}
                    aria-describedby={titleId}
                    className={cn(
                      "inline-flex h-8 items-center gap-1 rounded-md px-2.5 text-[0.8125rem] font-medium whitespace-nowrap text-gray-700 transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
                      current && "bg-background text-foreground shadow-sm ring-1 ring-border",
                    )}
                  >
                    {current ? <Check aria-hidden="true" className="size-3.5" /> : null}
                    {quoteStatusLabel(value)}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </fetcher.Form>

        <div className="flex flex-wrap items-center gap-2">
          <ViewedForm fetcher={fetcher} action={PATH} id={quote.id} viewed={viewed} titleId={titleId}>
            {viewed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {viewed ? "Marquer non vu" : "Marquer comme vu"}
          </ViewedForm>
          {reply ? (
            <Button asChild size="sm">
              <a
                href={reply}
                aria-describedby={titleId}
                // The mail program opens; the request is read and, when new, now 'En cours'.
                onClick={() => void fetcher.submit({ intent: "replied", id: quote.id, siteId }, { method: "post", action: PATH })}
              >
                <Reply aria-hidden="true" />
                Répondre par email
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </QuoteCardFrame>
  );
}

/**
 * The merchant's internal note on a request: shown when there is one, edited in place,
 * saved with the kit's form (an empty note removes it). Never shown to the customer.
 */
function QuoteNote({ quote, titleId }: { quote: QuoteView; titleId: string }) {
  const [editing, setEditing] = useState(false);
  const form = useActionForm({ schema: quoteNoteSchema, onResult: (result) => result.ok && setEditing(false) });
  const noteId = useId();
  // While the note is sent, the card already shows it.
  const pending = form.fetcher.formData?.get("intent") === "save-note" ? String(form.fetcher.formData.get("note") ?? "").trim() : null;
  const note = pending ?? quote.internalNote ?? "";

  if (editing) {
    return (
      <form.fetcher.Form method="post" action={PATH} {...form.formProps} className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50/60 px-3.5 py-3">
        <SiteIdField />
        <input type="hidden" name="intent" value="save-note" />
        <input type="hidden" name="id" value={quote.id} />
        <FormField formId={noteId} name="note" label={QUOTE_TEXTS.noteLabel} error={form.errors.note} hint={QUOTE_TEXTS.noteHint}>
          {(props) => <Textarea {...props} rows={3} maxLength={2000} defaultValue={quote.internalNote ?? ""} autoFocus className="bg-background" />}
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(false)} disabled={form.submitting}>
            Annuler
          </Button>
          <SubmitButton size="sm" submitting={form.submitting}>
            Enregistrer la note
          </SubmitButton>
        </div>
      </form.fetcher.Form>
    );
  }
  if (!note) {
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-ml-2 justify-self-start self-start text-muted-foreground"
        aria-describedby={titleId}
        onClick={() => setEditing(true)}
      >
        <StickyNote aria-hidden="true" />
        Ajouter une note interne
      </Button>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50/60 px-3.5 py-3">
      <div className="min-w-0 flex-1">
        <p className="mb-1 flex items-center gap-1.5 text-xs font-medium text-amber-900">
          <Lock aria-hidden="true" className="size-3" />
          {QUOTE_TEXTS.noteLabel} · visible par vous seulement
        </p>
        <p className="text-sm break-words whitespace-pre-wrap text-gray-800">{note}</p>
      </div>
      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Modifier la note interne`} aria-describedby={titleId} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * A request in the spam folder (ADR 017): why it is there, and 'Ce n'est pas un indésirable',
 * sent through the page's fetcher (the card leaves the list at once).
 */
function SpamQuoteCard({ quote, timeZone, fetcher }: { quote: QuoteView; timeZone: string; fetcher: FetcherWithComponents<ActionResult> }) {
  const titleId = useId();
  return (
    <QuoteCardFrame quote={quote} timeZone={timeZone} titleId={titleId} viewed badges={<Badge variant="warning">{SPAM_TEXTS.badge}</Badge>}>
      <SpamReasons reasons={quote.spamReasons} />
      <div className="flex flex-wrap items-center gap-2 border-t pt-3">
        <NotSpamForm fetcher={fetcher} action={PATH} id={quote.id} titleId={titleId} />
      </div>
    </QuoteCardFrame>
  );
}
