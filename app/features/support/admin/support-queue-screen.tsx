import { Link, useNavigation } from "react-router";
import { AlarmClock, CalendarClock, Inbox, LifeBuoy, MousePointerClick, UserRound, UsersRound } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FilterPills } from "~/features/admin-kit/filter-pills";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { cn } from "~/lib/cn";
import type { ExpertSiteAdvisor } from "~/features/support/advisors.server";
import type { SupportAdmin, SupportQueueItem, SupportRequestDetail, SupportViewCounts } from "~/features/support/support-queue.server";
import {
  SUPPORT_QUEUE_PATH,
  SUPPORT_QUEUE_TEXTS,
  SUPPORT_VIEW_LABELS,
  formatSupportTime,
  supportQueueHref,
  supportRequestRef,
  type SupportRequestRef,
  type SupportView,
} from "~/features/support/support-queue-schema";
import { isOpenSupportStatus } from "~/features/support/support-schema";
import { LateBadge, SupportPlanBadge, SupportStatusBadge } from "~/features/support/admin/support-badges";
import { SupportRequestPanel } from "~/features/support/admin/support-request-panel";
import { SupportAdvisors } from "~/features/support/admin/support-advisors";

type Props = {
  view: SupportView;
  adminId: string;
  counts: SupportViewCounts;
  requests: SupportQueueItem[];
  loadError: boolean;
  opened: { ref: SupportRequestRef; detail: SupportRequestDetail | null; failed: boolean; screenLabel?: string | null } | null;
  admins: SupportAdmin[];
  advisors: ExpertSiteAdvisor[];
  /** The site the back-office has selected (the advisors' photo uploads go to its images). */
  selectedSite: { id: string; name: string } | null;
};

const LIST_VIEWS = ["queue", "mine", "waiting", "resolved", "all"] as const;

/**
 * /admin/support: the requests of every site, the most urgent first, and the one opened beside
 * them (on a phone, in place of the list, with the way back). 'Conseillers Expert' lists the
 * Expert sites and their named advisors.
 */
export function SupportQueuePage({ view, counts, requests, loadError, opened, admins, advisors, selectedSite }: Props) {
  const navigation = useNavigation();
  // Switching lists reloads this page: the current one dims until the new one arrives.
  const reloading = navigation.state === "loading" && navigation.location.pathname === SUPPORT_QUEUE_PATH;
  const advisorsView = view === "advisors";
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={SUPPORT_QUEUE_TEXTS.title}
        description={SUPPORT_QUEUE_TEXTS.description}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={advisorsView ? SUPPORT_QUEUE_PATH : supportQueueHref("advisors")}>
              {advisorsView ? <Inbox aria-hidden="true" /> : <UsersRound aria-hidden="true" />}
              {advisorsView ? SUPPORT_QUEUE_TEXTS.backToRequests : SUPPORT_VIEW_LABELS.advisors}
            </Link>
          </Button>
        }
      />

      {loadError ? <LoadErrorAlert>{SUPPORT_QUEUE_TEXTS.loadFailed}</LoadErrorAlert> : null}

      {advisorsView ? (
        <SupportAdvisors advisors={advisors} admins={admins} selectedSite={selectedSite} />
      ) : (
        <>
          <div className={cn("flex flex-col gap-3", opened && "hidden lg:flex")}>
            {counts.late > 0 ? <LateSummary late={counts.late} /> : null}
            <FilterPills
              label={SUPPORT_QUEUE_TEXTS.filterLabel}
              current={view}
              pills={LIST_VIEWS.map((key) => ({ key, label: SUPPORT_VIEW_LABELS[key], count: counts[key], href: supportQueueHref(key) }))}
            />
          </div>
          <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
            <section
              aria-label={SUPPORT_VIEW_LABELS[view]}
              className={cn("transition-opacity", opened && "hidden lg:block", reloading && "opacity-60")}
              aria-busy={reloading}
            >
              {requests.length === 0 && !loadError ? (
                <EmptyState icon={<LifeBuoy />} title={SUPPORT_QUEUE_TEXTS.emptyTitle}>
                  {SUPPORT_QUEUE_TEXTS.empty[view]}
                </EmptyState>
              ) : (
                <Card className="gap-0 overflow-hidden py-0">
                  <ul className="divide-y">
                    {requests.map((item) => (
                      <QueueRow key={supportRequestRef(item)} item={item} view={view} current={opened?.ref} />
                    ))}
                  </ul>
                </Card>
              )}
            </section>
            {opened ? (
              <SupportRequestPanel key={supportRequestRef(opened.ref)} view={view} opened={opened} admins={admins} />
            ) : (
              <EmptyState icon={<MousePointerClick />} className="hidden lg:flex">
                Choisissez une demande pour lire l'échange, voir l'activité du site et répondre.
              </EmptyState>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function LateSummary({ late }: { late: number }) {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      <AlarmClock aria-hidden="true" className="size-4 shrink-0" />
      {late === 1 ? "1 demande est en retard sur la promesse de sa formule." : `${late} demandes sont en retard sur la promesse de leur formule.`}
    </p>
  );
}

/** One request: the plan and the site, the subject, when it must be answered (or how late it is), its status and who has it. */
function QueueRow({ item, view, current }: { item: SupportQueueItem; view: SupportView; current: SupportRequestRef | undefined }) {
  const selected = current?.siteId === item.siteId && current.id === item.id;
  const open = isOpenSupportStatus(item.status);
  return (
    <li className={cn("relative", item.late && "bg-red-50/40")}>
      {item.late ? <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1 bg-red-500" /> : null}
      <Link
        to={supportQueueHref(view, item)}
        preventScrollReset
        aria-current={selected ? "true" : undefined}
        className={cn(
          "flex flex-col gap-1.5 px-4 py-3.5 transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5",
          selected && "bg-muted",
        )}
      >
        <span className="flex min-w-0 items-center gap-2">
          <SupportPlanBadge plan={item.plan} />
          <span className="min-w-0 truncate text-sm text-muted-foreground">{item.siteName}</span>
          <span className="ml-auto shrink-0">
            <SupportStatusBadge status={item.status} />
          </span>
        </span>
        <span className="line-clamp-2 font-medium text-foreground">{item.subject}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {item.late ? <LateBadge lateByMs={item.lateByMs} /> : null}
          {open ? (
            <span className={cn("inline-flex items-center gap-1 tabular-nums", item.late && "text-red-800")}>
              <CalendarClock aria-hidden="true" className="size-3.5" />
              <time dateTime={item.dueAt}>{SUPPORT_QUEUE_TEXTS.dueBefore(formatSupportTime(item.dueAt))}</time>
            </span>
          ) : (
            <span className="tabular-nums">
              Mise à jour{"\u00a0"}: <time dateTime={item.updatedAt}>{formatSupportTime(item.updatedAt)}</time>
            </span>
          )}
          {item.assignedName ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <UserRound aria-hidden="true" className="size-3.5" />
              <span className="truncate">{item.assignedName}</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
