import { useFetcher } from "react-router";
import { CircleAlert, CircleCheck, Hourglass, RefreshCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useRenderedSiteId } from "~/features/admin-kit/site-id-field";
import { cn } from "~/lib/cn";
import type { VerifyAnswer } from "~/features/domains/checks/owner-wording";
import { DOMAINS_ACTION } from "~/features/domains/admin/domain-dialog";

type VerifyResult = ActionResult<string, { verifyTone?: string; verifyTitle?: string; verifyText?: string }>;

const LOOK: Record<VerifyAnswer["tone"], { icon: typeof CircleCheck; className: string }> = {
  ok: { icon: CircleCheck, className: "border-green-200 bg-green-50 text-green-900" },
  waiting: { icon: Hourglass, className: "border-sky-200 bg-sky-50 text-sky-900" },
  fix: { icon: CircleAlert, className: "border-amber-200 bg-amber-50 text-amber-950" },
  error: { icon: CircleAlert, className: "border-red-200 bg-red-50 text-red-900" },
};

const isTone = (value: unknown): value is VerifyAnswer["tone"] => typeof value === "string" && value in LOOK;

/**
 * 'Vérifier maintenant': checks the domain and its www. twin at once and says what was
 * found, in the kit's toast and in a message that stays next to the domain (a live region, read
 * out by screen readers) until the next check.
 */
export function VerifyButton({ mappingId, domain, className }: { mappingId: string; domain: string; className?: string }) {
  const fetcher = useFetcher<VerifyResult>();
  // An owner's forms carry their site (ADR 013); an admin's action does not read it.
  const siteId = useRenderedSiteId();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data?.values;
  const tone = answer && isTone(answer.verifyTone) ? answer.verifyTone : null;
  const look = tone ? LOOK[tone] : null;
  return (
    <div className={cn("grid min-w-0 justify-items-start gap-1.5", className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => fetcher.submit({ intent: "recheck", mappingId, siteId }, { method: "post", action: DOMAINS_ACTION })}
      >
        <RefreshCw aria-hidden="true" className={cn(busy && "animate-spin")} />
        Vérifier maintenant
        <span className="sr-only"> {domain}</span>
      </Button>
      <div role="status" className="w-full">
        {look && answer?.verifyText ? (
          <div className={cn("flex w-full gap-2 rounded-md border px-3 py-2 text-sm", look.className)} data-testid="verify-answer">
            <look.icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p className="min-w-0 wrap-anywhere">
              <span className="font-semibold">{answer.verifyTitle}</span>
              {"\u00a0"}: {answer.verifyText}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
