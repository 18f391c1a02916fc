import { BadgeCheck, CircleAlert, CircleDashed, Hourglass, CirclePause, ShieldCheck } from "lucide-react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import type { OwnerState, OwnerTone } from "~/features/domains/checks/owner-wording";

const LOOK: Record<OwnerTone, { variant: NonNullable<BadgeProps["variant"]>; icon: typeof BadgeCheck }> = {
  todo: { variant: "warning", icon: CircleDashed },
  waiting: { variant: "info", icon: Hourglass },
  ok: { variant: "success", icon: BadgeCheck },
  secure: { variant: "success", icon: ShieldCheck },
  fix: { variant: "destructive", icon: CircleAlert },
  off: { variant: "secondary", icon: CirclePause },
};

/** One state, in the merchant's words: the dashboard's line shows the same. */
export function OwnerStateBadge({ state, className }: { state: OwnerState; className?: string }) {
  const { variant, icon: Icon } = LOOK[state.tone];
  return (
    <Badge variant={variant} className={cn("max-w-full whitespace-normal", className)}>
      <Icon aria-hidden />
      <span>{state.label}</span>
    </Badge>
  );
}
