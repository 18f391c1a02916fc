import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { BookOpen, ChevronDown, Clock, Headset, Inbox, LifeBuoy, MessageSquareText, Search, Send, UserRound, X } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { SitePlan, SupportStatus } from "~/db/enums";
import { useActionForm } from "~/features/admin-kit/action-form";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { FormField, TextField } from "~/features/admin-kit/form-field";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { SectionCard } from "~/features/admin-kit/section-card";
import { SiteIdField, useRenderedSiteId } from "~/features/admin-kit/site-id-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { PLAN_LABELS } from "~/features/plans/plans";
import type { HelpArticle } from "~/features/support/help-articles";
import { HELP_TEXTS, formatSupportDue, helpReplySchema, helpRequestSchema } from "~/features/support/help-request-schema";
import { articlesForScreen, searchHelpArticles } from "~/features/support/help-search";
import { ScreenshotField } from "~/features/support/admin/screenshot-field";
import { SUPPORT_HOURS_TEXT, SUPPORT_LIMITS, SUPPORT_STATUS_LABELS, isOpenSupportStatus } from "~/features/support/support-schema";
import { cn } from "~/lib/cn";
import { formatFrench } from "~/lib/french-date";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";

export type HelpScreenOption = { href: string; label: string };

type RequestItem = {
  id: string;
  subject: string;
  screen: string | null;
  status: SupportStatus;
  createdAt: string;
  dueAt: string;
  answerUnread: boolean;
  messageCount: number;
};

type ThreadMessage = { id: string; body: string; fromSupport: boolean; screenshotUrl: string | null; createdAt: string; authorName: string | null };

export type HelpPageProps = {
  /** The help centre's articles, sent with the page's data rather than in its script. */
  articles: readonly HelpArticle[];
  isAdmin: boolean;
  query: string;
  screen: HelpScreenOption | null;
  articleSlug: string | null;
  screens: HelpScreenOption[];
  site: { id: string; name: string; plan: SitePlan } | null;
  support: {
    loadError: boolean;
    promise: { title: string; text: string; advisor: string | null };
    requests: RequestItem[];
    thread: { requestId: string; messages: ThreadMessage[] } | null;
    submissionToken: string;
  } | null;
  actionResult: ActionResult | null;
};

const HELP_PATH = "/admin/aide";

/** The help centre's address with these parameters (empty ones left out). */
function helpHref(params: Record<string, string | null | undefined>, hash = ""): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return `${HELP_PATH}${query ? `?${query}` : ""}${hash}`;
}

const dateTime = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short", timeZone: DEFAULT_TIME_ZONE });
const shortDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: DEFAULT_TIME_ZONE });

function when(iso: string, format: Intl.DateTimeFormat = dateTime): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : formatFrench(format, date);
}

const STATUS_BADGES: Record<SupportStatus, "info" | "warning" | "secondary" | "success"> = {
  new: "info",
  in_progress: "warning",
  waiting_merchant: "secondary",
  resolved: "success",
};

/** /admin/aide 'Aide': the help centre, then writing to the support and her requests. */
export function HelpPage({ articles, isAdmin, query, screen, articleSlug, screens, site, support, actionResult }: HelpPageProps) {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={HELP_TEXTS.pageTitle} description={HELP_TEXTS.pageDescription} />
      <HelpCentre articles={articles} initialQuery={query} screen={screen} articleSlug={articleSlug} />
      {isAdmin ? (
        <AdminSupportCard />
      ) : site && support ? (
        <>
          <WriteToSupport key={site.id} site={site} support={support} screens={screens} screen={screen} actionResult={actionResult} />
          <MyRequests support={support} screens={screens} screen={screen} actionResult={actionResult} />
        </>
      ) : (
        <Card className="px-6 py-5 text-sm text-muted-foreground">{HELP_TEXTS.noSite}</Card>
      )}
    </div>
  );
}

function HelpCentre({
  articles,
  initialQuery,
  screen,
  articleSlug,
}: {
  articles: readonly HelpArticle[];
  initialQuery: string;
  screen: HelpScreenOption | null;
  articleSlug: string | null;
}) {
  const [query, setQuery] = useState(initialQuery);
  const ids = useId();
  const results = useMemo(() => (query.trim() ? searchHelpArticles(query, articles) : null), [query, articles]);
  const forScreen = useMemo(() => articlesForScreen(screen?.href, articles), [screen, articles]);
  const others = articles.filter((article) => !forScreen.includes(article));

  // With JavaScript the list follows the typing: sending the form would only reload the page.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  return (
    <SectionCard
      icon={<BookOpen />}
      titleId={`${ids}-title`}
      title="Questions fréquentes"
      description="Les réponses aux questions que se posent les commerçants, pas à pas."
    >
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
        <form method="get" action={HELP_PATH} role="search" onSubmit={onSubmit} className="flex gap-2">
          {screen ? <input type="hidden" name="ecran" value={screen.href} /> : null}
          <label htmlFor={`${ids}-q`} className="sr-only">
            {HELP_TEXTS.searchLabel}
          </label>
          <div className="relative min-w-0 flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={`${ids}-q`}
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={HELP_TEXTS.searchPlaceholder}
              autoComplete="off"
              maxLength={200}
              className="pl-9"
              aria-describedby={`${ids}-count`}
            />
          </div>
          <Button type="submit" variant="outline" className="shrink-0">
            {HELP_TEXTS.searchButton}
          </Button>
        </form>

        <p id={`${ids}-count`} aria-live="polite" className={cn("text-sm text-muted-foreground", results ? "" : "sr-only")}>
          {results ? (results.length > 0 ? HELP_TEXTS.results(results.length) : HELP_TEXTS.noResult(query.trim())) : ""}
        </p>

        {results ? (
          <ArticleList articles={results} openSlug={articleSlug} />
        ) : (
          <>
            {forScreen.length > 0 && screen ? (
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-foreground">
                  {HELP_TEXTS.forThisScreen}
                  <span className="font-normal text-muted-foreground">{` — ${screen.label}`}</span>
                </h3>
                <ArticleList articles={forScreen} openSlug={articleSlug} highlighted />
              </div>
            ) : null}
            <div className="flex flex-col gap-2">
              {forScreen.length > 0 ? <h3 className="text-sm font-semibold text-foreground">{HELP_TEXTS.allArticles}</h3> : null}
              <ArticleList articles={others} openSlug={articleSlug} />
            </div>
          </>
        )}
      </div>
    </SectionCard>
  );
}

function ArticleList({ articles, openSlug, highlighted = false }: { articles: readonly HelpArticle[]; openSlug: string | null; highlighted?: boolean }) {
  return (
    <ul className={cn("divide-y overflow-hidden rounded-lg border", highlighted && "border-primary/30 bg-primary/[0.03]")}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleItem article={article} initiallyOpen={article.slug === openSlug} />
        </li>
      ))}
    </ul>
  );
}

function ArticleItem({ article, initiallyOpen }: { article: HelpArticle; initiallyOpen: boolean }) {
  return (
    <details id={`article-${article.slug}`} open={initiallyOpen || undefined} className="group scroll-mt-20">
      <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-3 hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-foreground">{article.title}</span>
            {article.plan ? <Badge variant="outline">{PLAN_LABELS[article.plan]}</Badge> : null}
          </span>
          <span className="mt-0.5 block text-sm text-muted-foreground">{article.summary}</span>
        </span>
        <ChevronDown aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4 text-sm leading-relaxed text-foreground">
        {article.body.map((block, index) =>
          block.kind === "paragraph" ? (
            <p key={index}>{block.text}</p>
          ) : (
            <ol key={index} className="ml-5 flex list-decimal flex-col gap-1.5 marker:font-semibold marker:text-primary">
              {block.items.map((item) => (
                <li key={item} className="pl-1">
                  {item}
                </li>
              ))}
            </ol>
          ),
        )}
        <p>
          <Link to={helpHref({ article: article.slug }, `#article-${article.slug}`)} className="text-xs text-muted-foreground underline underline-offset-2">
            Lien vers cet article
          </Link>
        </p>
      </div>
    </details>
  );
}

function AdminSupportCard() {
  const ids = useId();
  return (
    <SectionCard icon={<Headset />} titleId={`${ids}-title`} title={HELP_TEXTS.writeTitle} description={HELP_TEXTS.adminNotice}>
      <div className="px-5 py-5 sm:px-6">
        <Button asChild>
          <Link to="/admin/support">
            <Inbox aria-hidden="true" />
            {HELP_TEXTS.adminLink}
          </Link>
        </Button>
      </div>
    </SectionCard>
  );
}

type SupportProps = NonNullable<HelpPageProps["support"]>;

function valueOf(values: ActionResult["values"], key: string): string | undefined {
  const value = values?.[key];
  return typeof value === "string" ? value : undefined;
}

function WriteToSupport({
  site,
  support,
  screens,
  screen,
  actionResult,
}: {
  site: NonNullable<HelpPageProps["site"]>;
  support: SupportProps;
  screens: HelpScreenOption[];
  screen: HelpScreenOption | null;
  actionResult: ActionResult | null;
}) {
  const ids = useId();
  // A sent request empties the form (a new one is drawn); a refused one keeps what was typed.
  const [sent, setSent] = useState(0);
  const own = actionResult?.intent === "create" ? actionResult : null;
  const form = useActionForm({ schema: helpRequestSchema, actionData: own, onResult: (result) => result.ok && setSent((n) => n + 1) });
  const { fetcher, errors, formProps, submitting, uploading, trackUpload } = form;
  const kept = own && !own.ok ? own.values : undefined;
  const { promise } = support;

  return (
    <SectionCard icon={<LifeBuoy />} titleId={`${ids}-title`} title={HELP_TEXTS.writeTitle} description={HELP_TEXTS.writeDescription} id="ecrire">
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
        <div className="flex gap-3 rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-sm">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <div className="grid gap-1">
            <p>
              <span className="font-semibold text-foreground">{promise.title}</span>
              <span className="text-muted-foreground">{` — formule ${PLAN_LABELS[site.plan]}`}</span>
            </p>
            <p className="text-foreground">{promise.text}</p>
            {promise.advisor ? <p className="font-medium text-foreground">{promise.advisor}</p> : null}
            <p className="text-xs text-muted-foreground">{SUPPORT_HOURS_TEXT}</p>
          </div>
        </div>

        <fetcher.Form key={sent} method="post" {...formProps} className="flex flex-col gap-5">
          <SiteIdField />
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="submissionToken" value={support.submissionToken} />
          <TextField
            name="subject"
            label={HELP_TEXTS.subject}
            required
            maxLength={SUPPORT_LIMITS.subject}
            placeholder={HELP_TEXTS.subjectPlaceholder}
            defaultValue={valueOf(kept, "subject")}
            error={errors.subject}
          />
          <FormField name="screen" label={HELP_TEXTS.screen} error={errors.screen}>
            {(props) => (
              <Select {...props} defaultValue={valueOf(kept, "screen") ?? screen?.href ?? ""}>
                <option value="">{HELP_TEXTS.noScreen}</option>
                {screens.map((option) => (
                  <option key={option.href} value={option.href}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <TextField
            name="message"
            label={HELP_TEXTS.message}
            required
            multiline
            rows={6}
            maxLength={SUPPORT_LIMITS.message}
            hint={HELP_TEXTS.messageHint}
            defaultValue={valueOf(kept, "message")}
            error={errors.message}
          />
          <div className="max-w-xl">
            <ScreenshotField
              hint={HELP_TEXTS.screenshotHint}
              defaultValue={valueOf(kept, "screenshotUrl")}
              error={errors.screenshotUrl}
              onUploadingChange={trackUpload}
            />
          </div>
          <div>
            <SubmitButton submitting={submitting} disabled={uploading} busyLabel={HELP_TEXTS.sending} icon={<Send aria-hidden="true" />}>
              {HELP_TEXTS.send}
            </SubmitButton>
          </div>
        </fetcher.Form>
      </div>
    </SectionCard>
  );
}

function MyRequests({
  support,
  screens,
  screen,
  actionResult,
}: {
  support: SupportProps;
  screens: HelpScreenOption[];
  screen: HelpScreenOption | null;
  actionResult: ActionResult | null;
}) {
  const ids = useId();
  const { requests, thread } = support;
  const labels = new Map(screens.map((option) => [option.href, option.label]));
  return (
    <SectionCard
      icon={<MessageSquareText />}
      titleId={`${ids}-title`}
      title={HELP_TEXTS.myRequests}
      description={HELP_TEXTS.myRequestsDescription}
      id="mes-demandes"
    >
      <div className="flex flex-col gap-3 px-5 py-5 sm:px-6">
        {support.loadError ? <LoadErrorAlert>{HELP_TEXTS.loadFailed}</LoadErrorAlert> : null}
        {requests.length === 0 && !support.loadError ? <p className="text-sm text-muted-foreground">{HELP_TEXTS.noRequests}</p> : null}
        {requests.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label={HELP_TEXTS.myRequests}>
            {requests.map((request) => {
              const open = thread?.requestId === request.id;
              return (
                <li key={request.id} className={cn("rounded-lg border", open && "border-primary/40 shadow-sm")}>
                  <div className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium break-words text-foreground">{request.subject}</span>
                        <Badge variant={STATUS_BADGES[request.status]}>{SUPPORT_STATUS_LABELS[request.status]}</Badge>
                        {request.answerUnread ? <Badge variant="success">{HELP_TEXTS.answerReceived}</Badge> : null}
                      </p>
                      <p className="mt-0.5 text-xs text-muted-foreground">
                        {`Envoyée le ${when(request.createdAt, shortDate)}`}
                        {request.screen ? ` · ${labels.get(request.screen) ?? request.screen}` : ""}
                        {` · ${request.messageCount} message${request.messageCount > 1 ? "s" : ""}`}
                      </p>
                      {isOpenSupportStatus(request.status) ? (
                        <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
                          <Clock aria-hidden="true" className="size-3.5" />
                          {HELP_TEXTS.expected(formatSupportDue(new Date(request.dueAt)))}
                        </p>
                      ) : null}
                    </div>
                    <Button asChild variant={open ? "ghost" : "outline"} size="sm" className="shrink-0 self-start sm:self-center">
                      <Link
                        to={helpHref({ ecran: screen?.href, demande: open ? null : request.id }, "#mes-demandes")}
                        preventScrollReset
                        aria-expanded={open}
                        aria-label={`${open ? HELP_TEXTS.closeThread : HELP_TEXTS.openThread}\u00a0: ${request.subject}`}
                      >
                        {open ? <X aria-hidden="true" /> : null}
                        {open ? HELP_TEXTS.closeThread : HELP_TEXTS.openThread}
                      </Link>
                    </Button>
                  </div>
                  {open && thread ? <Thread request={request} messages={thread.messages} actionResult={actionResult} /> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </SectionCard>
  );
}

function Thread({ request, messages, actionResult }: { request: RequestItem; messages: ThreadMessage[]; actionResult: ActionResult | null }) {
  const ids = useId();
  const siteId = useRenderedSiteId();
  const reader = useFetcher();
  // Opening a thread with an unread answer marks it read (the badge goes at the next load).
  useEffect(() => {
    if (request.answerUnread && siteId && reader.state === "idle" && !reader.data) {
      void reader.submit({ intent: "mark-read", requestId: request.id, siteId }, { method: "post", action: HELP_PATH });
    }
  }, [request.answerUnread, request.id, siteId, reader]);

  const [sent, setSent] = useState(0);
  const own = actionResult?.intent === "reply" ? actionResult : null;
  const form = useActionForm({ schema: helpReplySchema, actionData: own, onResult: (result) => result.ok && setSent((n) => n + 1) });
  const { fetcher, errors, formProps, submitting, uploading, trackUpload } = form;
  const kept = own && !own.ok ? own.values : undefined;

  return (
    <div className="flex flex-col gap-4 border-t bg-muted/30 px-4 py-4">
      <ol className="flex flex-col gap-3" aria-label={`Échanges\u00a0: ${request.subject}`}>
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              "flex max-w-[92%] flex-col gap-1.5 rounded-lg border px-3.5 py-2.5 text-sm sm:max-w-[80%]",
              message.fromSupport ? "self-start bg-card" : "self-end border-primary/20 bg-primary/5",
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <span className="inline-flex items-center gap-1 font-semibold text-foreground">
                {message.fromSupport ? <Headset aria-hidden="true" className="size-3.5" /> : <UserRound aria-hidden="true" className="size-3.5" />}
                {message.fromSupport ? `${HELP_TEXTS.support}${message.authorName ? ` · ${message.authorName}` : ""}` : HELP_TEXTS.you}
              </span>
              <span>{when(message.createdAt)}</span>
            </p>
            <p className="break-words whitespace-pre-wrap text-foreground">{message.body}</p>
            {message.screenshotUrl ? (
              <a href={message.screenshotUrl} target="_blank" rel="noopener noreferrer" className="block w-fit">
                <img
                  src={message.screenshotUrl}
                  alt="Capture d'écran jointe (s'ouvre dans un nouvel onglet)"
                  loading="lazy"
                  className="max-h-40 rounded border bg-white object-contain"
                />
              </a>
            ) : null}
          </li>
        ))}
      </ol>

      <fetcher.Form key={sent} method="post" {...formProps} className="flex flex-col gap-3" aria-labelledby={`${ids}-reply`}>
        <SiteIdField />
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="requestId" value={request.id} />
        <FormField name="message" label={<span id={`${ids}-reply`}>{HELP_TEXTS.replyLabel}</span>} error={errors.message}>
          {(props) => <Textarea rows={3} maxLength={SUPPORT_LIMITS.message} defaultValue={valueOf(kept, "message")} className="bg-background" {...props} />}
        </FormField>
        <div className="max-w-xl">
          <ScreenshotField defaultValue={valueOf(kept, "screenshotUrl")} error={errors.screenshotUrl} onUploadingChange={trackUpload} />
        </div>
        <div>
          <SubmitButton submitting={submitting} disabled={uploading} busyLabel={HELP_TEXTS.sending} icon={<Send aria-hidden="true" />}>
            {HELP_TEXTS.replySend}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </div>
  );
}
