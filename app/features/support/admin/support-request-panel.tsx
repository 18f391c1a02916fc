import { useId, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { ArrowLeft, AtSign, Globe, LifeBuoy, MailWarning, Send, ShieldAlert, Store } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useResultToast } from "~/components/ui/toaster";
import { SUPPORT_STATUSES, type DomainState, type SupportStatus } from "~/db/enums";
import { useActionForm } from "~/features/admin-kit/action-form";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { FormField } from "~/features/admin-kit/form-field";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { DOMAIN_STATE_LABELS } from "~/features/domains/checks/expected-records";
import { cn } from "~/lib/cn";
import { PLAN_LABELS } from "~/features/plans/plans";
import { SUPPORT_LIMITS, SUPPORT_STATUS_LABELS } from "~/features/support/support-schema";
import type { SupportAdmin, SupportRequestDetail, SupportThreadMessage } from "~/features/support/support-queue.server";
import {
  SUPPORT_QUEUE_TEXTS as TEXTS,
  formatSupportTime,
  supportQueueHref,
  supportReplySchema,
  supportRequestRef,
  type SupportRequestRef,
  type SupportView,
} from "~/features/support/support-queue-schema";
import { LateBadge, SupportPlanBadge, SupportStatusBadge } from "~/features/support/admin/support-badges";

/** `screenLabel`: the menu's name of the screen the request is about ('Produits'), from the route. */
type Opened = { ref: SupportRequestRef; detail: SupportRequestDetail | null; failed: boolean; screenLabel?: string | null };

/**
 * The request opened: what it is about and for whom, who has it and its status, the thread with
 * its screenshots, the answer's form, and what the site went through lately (its domains, its
 * failed e-mails, its domain checks' errors).
 */
export function SupportRequestPanel({ view, opened, admins }: { view: SupportView; opened: Opened; admins: SupportAdmin[] }) {
  const back = (
    <Link
      to={supportQueueHref(view)}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground lg:hidden"
      preventScrollReset
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {TEXTS.back}
    </Link>
  );
  const { detail } = opened;
  if (!detail) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        {opened.failed ? (
          <LoadErrorAlert>{TEXTS.detailLoadFailed}</LoadErrorAlert>
        ) : (
          <Card className="px-6 py-10 text-center text-sm text-muted-foreground">{TEXTS.notFound}</Card>
        )}
      </div>
    );
  }
  const { request, site, thread, activity } = detail;
  const titleId = `support-request-${request.id}`;
  const action = supportQueueHref(view, opened.ref);
  return (
    <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4">
      {back}
      <Card className="gap-4 px-4 py-4 sm:px-6 sm:py-5">
        <div className="flex flex-wrap items-center gap-2">
          <SupportPlanBadge plan={request.plan} />
          <SupportStatusBadge status={request.status} />
          {request.late ? <LateBadge lateByMs={request.lateByMs} /> : null}
        </div>
        <h2 id={titleId} className="font-sans text-lg leading-snug font-semibold tracking-tight break-words sm:text-xl">
          {request.subject}
        </h2>
        <dl className="grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-2">
          <Fact label={TEXTS.site}>
            <span className="font-medium">{site.name}</span>
            {site.plan !== request.plan ? <span className="text-muted-foreground"> (aujourd'hui {PLAN_LABELS[site.plan]})</span> : null}
          </Fact>
          <Fact label={TEXTS.address}>
            {site.address ? (
              <a
                href={site.address}
                target="_blank"
                rel="noopener"
                className="font-mono text-[0.8125rem] break-all text-primary underline-offset-4 hover:underline"
              >
                {site.address.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </a>
            ) : (
              "—"
            )}
          </Fact>
          <Fact label={TEXTS.screen}>
            {request.screen ? (
              <>
                {opened.screenLabel ? <span className="mr-1.5">{opened.screenLabel}</span> : null}
                <code className="rounded bg-muted px-1.5 py-0.5 text-[0.8125rem]">{request.screen}</code>
              </>
            ) : (
              TEXTS.noScreen
            )}
          </Fact>
          <Fact label={TEXTS.author}>
            {request.authorName ?? TEXTS.deletedAuthor}
            {request.authorEmail ? <span className="block text-xs break-all text-muted-foreground">{request.authorEmail}</span> : null}
          </Fact>
          <Fact label={TEXTS.received}>
            <time dateTime={request.createdAt}>{formatSupportTime(request.createdAt)}</time>
          </Fact>
          <Fact label="À traiter avant">
            <time dateTime={request.dueAt} className={cn(request.late && "font-medium text-red-800")}>
              {formatSupportTime(request.dueAt)}
            </time>
          </Fact>
        </dl>
        <div className="grid gap-3 border-t pt-4 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
          <StatusForm action={action} request={opened.ref} status={request.status} titleId={titleId} />
          <AssignForm action={action} request={opened.ref} assignedUserId={request.assignedUserId} admins={admins} titleId={titleId} />
        </div>
      </Card>

      <Card className="gap-0 py-0" role="region" aria-labelledby={`${titleId}-thread`}>
        <h3 id={`${titleId}-thread`} className="border-b px-4 py-3 font-sans text-base font-semibold sm:px-6">
          {TEXTS.thread} <span className="font-normal text-muted-foreground tabular-nums">({thread.length})</span>
        </h3>
        <ol className="flex flex-col gap-3 px-3 py-4 sm:px-6">
          {thread.map((message, index) => (
            <ThreadMessage key={message.id} message={message} index={index + 1} />
          ))}
        </ol>
        <ReplyForm action={action} request={opened.ref} titleId={titleId} />
      </Card>

      <Activity activity={activity} />
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 min-w-0">{children}</dd>
    </div>
  );
}

function ThreadMessage({ message, index }: { message: SupportThreadMessage; index: number }) {
  const support = message.fromSupport;
  return (
    <li className={cn("flex", support ? "justify-end" : "justify-start")}>
      <div className={cn("max-w-[92%] rounded-xl border px-3.5 py-3 sm:max-w-[85%]", support ? "border-green-200 bg-green-50/70" : "bg-card")}>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1 font-medium text-foreground">
            {support ? <LifeBuoy aria-hidden="true" className="size-3.5 text-green-700" /> : <Store aria-hidden="true" className="size-3.5" />}
            {support ? `${TEXTS.fromSupport}${message.authorName ? ` · ${message.authorName}` : ""}` : (message.authorName ?? TEXTS.deletedAuthor)}
          </span>
          <time dateTime={message.createdAt}>{formatSupportTime(message.createdAt)}</time>
        </p>
        <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-line">{message.body}</p>
        {message.screenshotUrl ? (
          <a
            href={message.screenshotUrl}
            target="_blank"
            rel="noopener"
            className="mt-2.5 block w-fit overflow-hidden rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <img
              src={message.screenshotUrl}
              alt={TEXTS.screenshot(index)}
              width={192}
              height={120}
              loading="lazy"
              decoding="async"
              className="h-30 w-48 bg-muted object-cover object-top"
            />
            <span className="sr-only"> — {TEXTS.openScreenshot}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

type Hidden = { action: string; request: SupportRequestRef; titleId: string };

/** The status alone (a request solved elsewhere, taken in hand). */
function StatusForm({ status, ...hidden }: Hidden & { status: SupportStatus }) {
  return (
    <SelectForm
      {...hidden}
      intent="set-status"
      name="status"
      label={TEXTS.statusLabel}
      value={status}
      options={SUPPORT_STATUSES.map((value) => ({ value, label: SUPPORT_STATUS_LABELS[value] }))}
      submit={
        <>
          Changer<span className="sr-only"> le statut</span>
        </>
      }
    />
  );
}

function AssignForm({ assignedUserId, admins, ...hidden }: Hidden & { assignedUserId: string | null; admins: SupportAdmin[] }) {
  return (
    <SelectForm
      {...hidden}
      intent="assign"
      name="assigneeId"
      label={TEXTS.assignLabel}
      value={assignedUserId ?? ""}
      options={[{ value: "", label: TEXTS.unassigned }, ...admins.map((admin) => ({ value: admin.id, label: admin.name || admin.email }))]}
      submit={TEXTS.saveAssign}
    />
  );
}

/** One field of the request changed on its own: a select and its button, sent by a fetcher with its toast. */
function SelectForm({
  action,
  request,
  titleId,
  intent,
  name,
  label,
  value,
  options,
  submit,
}: Hidden & { intent: string; name: string; label: string; value: string; options: { value: string; label: string }[]; submit: ReactNode }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const id = useId();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} className="grid gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="request" value={supportRequestRef(request)} />
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <div className="flex gap-2">
        <Select key={value} id={`${id}-${name}`} name={name} defaultValue={value} wrapperClassName="min-w-0 flex-1" aria-describedby={titleId}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <SubmitButton submitting={busy} busyLabel="..." variant="outline" aria-describedby={titleId}>
          {submit}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

/**
 * The answer: the message and the status it leaves the request in ('En attente du commerçant'
 * by default). Sent, the field empties; refused, what was typed stays with the message.
 */
function ReplyForm({ action, request, titleId }: Hidden) {
  const [sent, setSent] = useState(0);
  const form = useActionForm({
    schema: supportReplySchema,
    onResult: (result) => {
      if (result.ok) setSent((n) => n + 1);
    },
  });
  const typed = form.fetcher.data && !form.fetcher.data.ok ? form.fetcher.data.values : undefined;
  const typedText = (name: string) => {
    const value = typed?.[name];
    return typeof value === "string" ? value : undefined;
  };
  return (
    <form.fetcher.Form
      method="post"
      action={action}
      {...form.formProps}
      className="grid gap-3 border-t bg-muted/30 px-4 py-4 sm:px-6"
      aria-labelledby={`${titleId}-reply`}
    >
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="request" value={supportRequestRef(request)} />
      <div>
        <h3 id={`${titleId}-reply`} className="font-sans text-base font-semibold">
          {TEXTS.replyTitle}
        </h3>
        <p className="text-xs text-muted-foreground">{TEXTS.replyHint}</p>
      </div>
      <FormField name="message" label={TEXTS.replyLabel} error={form.errors.message}>
        {(props) => <Textarea key={sent} rows={5} maxLength={SUPPORT_LIMITS.message} defaultValue={typedText("message") ?? ""} required {...props} />}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FormField name="status" label={TEXTS.statusAfterReply} error={form.errors.status}>
          {(props) => (
            <Select key={sent} defaultValue={typedText("status") ?? "waiting_merchant"} wrapperClassName="sm:w-64" {...props}>
              {SUPPORT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {SUPPORT_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <SubmitButton submitting={form.submitting} busyLabel={TEXTS.sending} icon={<Send aria-hidden="true" />} className="sm:self-end">
          {TEXTS.send}
        </SubmitButton>
      </div>
    </form.fetcher.Form>
  );
}

/** The domains' states as the domains screen says them, the long 'DNS modifié' shortened for a badge (its whole text is the title). */
const SHORT_DOMAIN_STATES: Record<DomainState, string> = { ...DOMAIN_STATE_LABELS, dns_changed: "DNS modifié" };

function Activity({ activity }: { activity: SupportRequestDetail["activity"] }) {
  const id = useId();
  return (
    <Card className="gap-0 py-0" role="region" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="border-b px-4 py-3 font-sans text-base font-semibold sm:px-6">
        {TEXTS.activity}
      </h3>
      <div className="grid gap-5 px-4 py-4 sm:px-6">
        <ActivityList icon={<Globe />} title={TEXTS.domains} empty={TEXTS.noDomain} count={activity.domains.length}>
          {activity.domains.map((d) => (
            <li key={d.domain} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-mono text-[0.8125rem] break-all">{d.domain}</span>
              {d.platform ? <Badge variant="outline">Adresse de la plateforme</Badge> : null}
              {d.state ? (
                <Badge
                  variant={d.state === "dns_changed" ? "destructive" : d.state === "certificate_active" || d.state === "verified" ? "success" : "warning"}
                  title={DOMAIN_STATE_LABELS[d.state]}
                >
                  {SHORT_DOMAIN_STATES[d.state]}
                </Badge>
              ) : null}
              {!d.isActive ? <Badge variant="secondary">Désactivé</Badge> : null}
              {!d.verified ? <Badge variant="warning">Non prouvé</Badge> : null}
            </li>
          ))}
        </ActivityList>
        <ActivityList icon={<MailWarning />} title={TEXTS.failedMails} empty={TEXTS.noFailedMail} count={activity.failedMails.length}>
          {activity.failedMails.map((m) => (
            <li key={m.id} className="grid gap-0.5">
              <span className="font-medium break-words">{m.subject}</span>
              <span className="text-xs text-muted-foreground">
                <time dateTime={m.createdAt}>{formatSupportTime(m.createdAt)}</time> · <AtSign aria-hidden="true" className="inline size-3" /> {m.to.join(", ")}
              </span>
              {m.lastError ? <span className="text-xs break-words text-red-800">{m.lastError}</span> : null}
            </li>
          ))}
        </ActivityList>
        <ActivityList icon={<ShieldAlert />} title={TEXTS.domainErrors} empty={TEXTS.noDomainError} count={activity.domainErrors.length}>
          {activity.domainErrors.map((e, i) => (
            <li key={`${e.domain}-${i}`} className="grid gap-0.5">
              <span className="font-mono text-[0.8125rem] break-all">{e.domain}</span>
              <span className="text-xs break-words text-red-800">{e.text}</span>
              {e.at ? (
                <time dateTime={e.at} className="text-xs text-muted-foreground">
                  {formatSupportTime(e.at)}
                </time>
              ) : null}
            </li>
          ))}
        </ActivityList>
      </div>
    </Card>
  );
}

function ActivityList({ icon, title, empty, count, children }: { icon: ReactNode; title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h4 className="flex items-center gap-2 text-sm font-medium [&_svg]:size-4 [&_svg]:text-muted-foreground">
        <span aria-hidden="true">{icon}</span>
        {title}
      </h4>
      {count === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : <ul className="grid gap-2.5 pl-6 text-sm">{children}</ul>}
    </section>
  );
}
