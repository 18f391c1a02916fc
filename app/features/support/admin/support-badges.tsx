import { AlarmClock } from "lucide-react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import type { SitePlan, SupportStatus } from "~/db/enums";
import { PLAN_LABELS } from "~/features/plans/plans";
import { SUPPORT_STATUS_LABELS } from "~/features/support/support-schema";
import { SUPPORT_QUEUE_TEXTS, formatLateness } from "~/features/support/support-queue-schema";

/** The small marks the queue and a request share: the plan, the status, 'En retard'. */

const PLAN_BADGES: Record<SitePlan, NonNullable<BadgeProps["variant"]>> = { essentiel: "secondary", pro: "info", expert: "default" };

export function SupportPlanBadge({ plan }: { plan: SitePlan }) {
  return (
    <Badge variant={PLAN_BADGES[plan]} data-plan={plan}>
      <span className="sr-only">Formule </span>
      {PLAN_LABELS[plan]}
    </Badge>
  );
}

const STATUS_BADGES: Record<SupportStatus, NonNullable<BadgeProps["variant"]>> = {
  new: "info",
  in_progress: "warning",
  waiting_merchant: "outline",
  resolved: "success",
};

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return (
    <Badge variant={STATUS_BADGES[status]} data-status={status}>
      {SUPPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** 'En retard de 2 h 15', in red with an alarm clock: seen at a glance in a long list. */
export function LateBadge({ lateByMs }: { lateByMs: number }) {
  return (
    <Badge variant="destructive" data-late="">
      <AlarmClock aria-hidden="true" />
      {SUPPORT_QUEUE_TEXTS.lateBy(formatLateness(lateByMs))}
    </Badge>
  );
}
