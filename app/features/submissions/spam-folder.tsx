import type { FetcherWithComponents } from "react-router";
import { MailCheck, ShieldAlert, ShieldCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { SPAM_TEXTS, spamSignLabels } from "~/features/submissions/spam-score";

/**
 * The spam folder's parts in the back-office's inboxes (ADR 017), used by the messages and the
 * quotes pages.
 */

/** What a card in the spam folder shows about why it is there: the signs, in words. */
export function SpamReasons({ reasons }: { reasons: readonly string[] }) {
  const labels = spamSignLabels(reasons);
  return (
    <div className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <p className="min-w-0">
        <span className="font-medium">{SPAM_TEXTS.why}</span> {labels.length > 0 ? labels.join(" · ") : "signes non précisés"}
      </p>
    </div>
  );
}

/** Under the page's title: how many, and how long they are kept. */
export function SpamSummary({ count }: { count: number }) {
  return (
    <p>
      {count > 0 ? `${count} indésirable${count > 1 ? "s" : ""} · ` : null}
      {SPAM_TEXTS.retention}
    </p>
  );
}

export function EmptySpam() {
  return (
    <EmptyState icon={<MailCheck />} title={SPAM_TEXTS.emptyTitle}>
      {SPAM_TEXTS.emptyText}
    </EmptyState>
  );
}

/**
 * 'Ce n'est pas un indésirable', sent through the page's fetcher: the card leaves the list at once,
 * so the focus goes to the page's content.
 */
export function NotSpamForm({ fetcher, action, id, titleId }: { fetcher: FetcherWithComponents<ActionResult>; action: string; id: string; titleId: string }) {
  return (
    <fetcher.Form method="post" action={action} onSubmit={() => document.getElementById("contenu")?.focus()}>
      <SiteIdField />
      <input type="hidden" name="intent" value="not-spam" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" aria-describedby={titleId}>
        <ShieldCheck aria-hidden="true" />
        {SPAM_TEXTS.notSpam}
      </Button>
    </fetcher.Form>
  );
}
