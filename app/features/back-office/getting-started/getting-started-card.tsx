import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronRight, CircleCheck, Circle } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { MediatorMissingNotice, PublishButton, UnconfirmedAddressNotice } from "~/features/sites/admin/publication-card";
import { PUBLICATION_TEXTS } from "~/features/sites/publication";
import { GETTING_STARTED_TEXTS, type GettingStarted } from "~/features/back-office/getting-started/getting-started";

/**
 * A draft's dashboard: the getting-started checklist, each step a link to the screen
 * that does it, then 'Publier mon site' — or why not yet: the owner's address is unconfirmed (with
 * the sign-up's resend button, `resendConfirmation`, passed in by the route), or the consumer
 * mediator is missing.
 */
export function GettingStartedCard({ checklist, resendConfirmation }: { checklist: GettingStarted; resendConfirmation?: ReactNode }) {
  const { items, ownerConfirmed, mediatorMissing } = checklist;
  const doneCount = items.filter((item) => item.done).length;
  const percent = items.length === 0 ? 100 : Math.round((doneCount / items.length) * 100);
  return (
    <Card aria-labelledby="getting-started-title" role="region" className="gap-0 overflow-hidden py-0">
      <CardHeader className="gap-3 border-b px-4 py-4 sm:px-6 sm:py-5">
        <div className="grid gap-1">
          <CardTitle as="h2" id="getting-started-title">
            {GETTING_STARTED_TEXTS.title}
          </CardTitle>
          <CardDescription>{GETTING_STARTED_TEXTS.description}</CardDescription>
        </div>
        <div className="grid gap-1.5">
          <p className="text-sm font-medium tabular-nums">{GETTING_STARTED_TEXTS.progress(doneCount, items.length)}</p>
          <div
            role="progressbar"
            aria-label={GETTING_STARTED_TEXTS.title}
            aria-valuemin={0}
            aria-valuemax={items.length}
            aria-valuenow={doneCount}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      </CardHeader>
      <ol className="divide-y">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.href}
              prefetch="intent"
              className="group flex items-center gap-3 px-4 py-3.5 hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none sm:px-6"
            >
              {item.done ? (
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground/60" />
              )}
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className={cn("text-sm font-medium", item.done && "text-muted-foreground line-through decoration-muted-foreground/50")}>
                  {item.label}
                </span>
                <span className="text-xs text-muted-foreground">{item.hint}</span>
              </span>
              <span className="sr-only">{item.done ? GETTING_STARTED_TEXTS.doneLabel : GETTING_STARTED_TEXTS.todoLabel}</span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ol>
      <div className="grid gap-3 border-t bg-muted/30 px-4 py-4 sm:px-6 sm:py-5">
        <p className="text-sm text-muted-foreground">{PUBLICATION_TEXTS.draftDescription}</p>
        {ownerConfirmed && mediatorMissing ? (
          <MediatorMissingNotice />
        ) : ownerConfirmed ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium">{doneCount === items.length ? GETTING_STARTED_TEXTS.ready : GETTING_STARTED_TEXTS.notAllDone}</p>
            <PublishButton />
          </div>
        ) : (
          <UnconfirmedAddressNotice resendConfirmation={resendConfirmation} />
        )}
      </div>
    </Card>
  );
}
