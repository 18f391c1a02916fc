import { useEffect, useState, type ReactNode } from "react";
import { useLocation, type FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { SkeletonPills, SkeletonTitle } from "~/features/admin-kit/screen-skeleton";
import { cn } from "~/lib/cn";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { SiteIdField } from "~/features/admin-kit/site-id-field";

/**
 * The parts the back-office's two inboxes share (contact messages and quote requests): the card of one submission, the empty folder, and the loading skeleton.
 */

/**
 * The URL's fragment without its '#' (`quote-<id>`, `message-<id>`): the submission a link points
 * at (the dashboard, a notification e-mail), to outline it. Read after hydration: the server never
 * sees a fragment, and React keeps the server's class names on hydration, so a value read during
 * the first render would never show. (:target does not follow client-side navigations.)
 */
export function useLinkedItem(): string {
  const { hash } = useLocation();
  const [linked, setLinked] = useState("");
  useEffect(() => setLinked(hash.slice(1)), [hash]);
  return linked;
}

/**
 * One submission: a highlighted edge while it is unseen, its title with badges, who or what under it,
 * the date on the right; the body and the actions are the children.
 */
export function InboxCard({
  titleId,
  title,
  viewed,
  badges,
  subtitle,
  dateTime,
  date,
  children,
}: {
  titleId: string;
  title: string;
  viewed: boolean;
  badges?: ReactNode;
  subtitle?: ReactNode;
  /** ISO timestamp, for the `<time>` element. */
  dateTime: string;
  /** The same, as it is shown. */
  date: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      className={cn("relative overflow-hidden rounded-xl border bg-card shadow-sm transition-colors", !viewed && "border-brand-200 bg-brand-50/50")}
    >
      {!viewed ? <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-primary" /> : null}
      <div className="flex flex-col gap-3.5 p-4 sm:p-5">
        <header className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={titleId} className={cn("min-w-0 font-sans text-base leading-snug break-words", viewed ? "font-medium" : "font-semibold")}>
                {title}
              </h2>
              {badges}
            </div>
            {subtitle ? <p className="mt-0.5 text-sm text-muted-foreground">{subtitle}</p> : null}
          </div>
          <time dateTime={dateTime} className="shrink-0 text-xs text-muted-foreground tabular-nums sm:pt-0.5 sm:text-sm">
            {date}
          </time>
        </header>
        {children}
      </div>
    </article>
  );
}

/** An empty folder or list: an icon in a circle, a title, a sentence. */
/**
 * The button that marks a card as read or seen, or back (intent `set-viewed`), through the card's
 * fetcher; its content (an icon and a label) says what a press does from the card's present state.
 */
export function ViewedForm({
  fetcher,
  action,
  id,
  viewed,
  titleId,
  children,
}: {
  fetcher: FetcherWithComponents<ActionResult>;
  action: string;
  id: string;
  viewed: boolean;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" action={action}>
      <SiteIdField />
      <input type="hidden" name="intent" value="set-viewed" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="viewed" value={viewed ? "false" : "true"} />
      <Button type="submit" variant="outline" size="sm" aria-describedby={titleId}>
        {children}
      </Button>
    </fetcher.Form>
  );
}

/**
 * Shown by the admin shell while an inbox loads (client-side navigation): the page's title with a
 * spinner, optionally its filter pills (their widths in px), and three cards of `card`'s shape.
 */
export function InboxSkeleton({ title, loading, pills, card }: { title: string; loading: string; pills?: readonly number[]; card: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <SkeletonTitle title={title} loading={loading} />
      {pills ? <SkeletonPills widths={pills} /> : null}
      <ul className="flex flex-col gap-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
            {card}
          </li>
        ))}
      </ul>
    </div>
  );
}
