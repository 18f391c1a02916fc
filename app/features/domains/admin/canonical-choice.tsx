import { useFetcher, useFetchers } from "react-router";
import { cn } from "~/lib/cn";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useRenderedSiteId } from "~/features/admin-kit/site-id-field";
import { useHydrated } from "~/lib/use-hydrated";
import { DOMAINS_ACTION } from "~/features/domains/admin/domain-dialog";

/** What the choice needs of a mapping. */
export type CanonicalMapping = { id: string; domain: string; siteId: string; isCanonical: boolean };

/**
 * 'Adresse principale' of a pair: one radio per name, in a group per pair, so exactly one is
 * chosen; choosing one sends it at once (the other name then answers a 301 to it).
 *
 * What the radios show comes from one place, the router's fetchers: while a choice for the pair
 * is on its way (sent from either name, in either layout) they show it, and once its answer and
 * the list's reload are in, the stored flags speak again (on a refusal, the old choice). The
 * submission is rendered synchronously (flushSync) in the click itself: React restores a
 * controlled radio to its props after the event, so a choice shown only by a later render (the
 * router's transition) was put back first, and a click could be lost in between.
 */
export function CanonicalChoice({ mapping, compact = false, pair }: { mapping: CanonicalMapping; compact?: boolean; pair: readonly [string, string] }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const siteId = useRenderedSiteId();
  const pending = usePendingCanonical(pair);
  const checked = pending !== undefined ? pending === mapping.id : mapping.isCanonical;
  const hydrated = useHydrated();
  const bare = mapping.domain.replace(/^www\./, "");
  return (
    <label className={cn("inline-flex cursor-pointer items-center gap-2 text-sm", compact ? "" : "text-muted-foreground")}>
      <input
        type="radio"
        // One group per pair and per layout (the phone list and the table are both in the page).
        name={`canonical-${compact ? "table" : "list"}-${mapping.siteId}-${bare}`}
        checked={checked}
        // A click before hydration would be undone by it (useHydrated).
        disabled={!hydrated}
        onChange={() => {
          void fetcher.submit({ intent: "canonical", mappingId: mapping.id, siteId }, { method: "post", action: DOMAINS_ACTION, flushSync: true });
        }}
        className="size-4 accent-primary"
      />
      <span className={compact ? "text-xs whitespace-nowrap" : undefined}>Adresse principale</span>
      <span className="sr-only">
        {"\u00a0"}: {mapping.domain}
      </span>
    </label>
  );
}

/** The name of this pair chosen last and not yet answered and reloaded, if any. */
function usePendingCanonical(pair: readonly [string, string]): string | undefined {
  const fetchers = useFetchers();
  let pending: string | undefined;
  for (const f of fetchers) {
    if (f.state === "idle" || f.formData?.get("intent") !== "canonical") continue;
    const id = f.formData.get("mappingId");
    if (typeof id === "string" && pair.includes(id)) pending = id;
  }
  return pending;
}
