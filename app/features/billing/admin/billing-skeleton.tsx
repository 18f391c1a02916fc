import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";

/** The screen's title, shared by the page and the skeleton. */
export const BILLING_PAGE_TITLE = "Facturation";

/**
 * Shown by the admin shell while the screen loads (client-side navigation). Its own module: the
 * shell is on every back-office page, and must not take the screen, its dialogs and their schemas
 * into its script.
 */
export function BillingSkeleton() {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="font-sans text-2xl font-semibold tracking-tight">{BILLING_PAGE_TITLE}</h1>
        <Spinner size="sm" label="Chargement des factures..." showLabel className="mt-1.5" />
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3.5 rounded-xl border bg-card p-3 shadow-sm sm:p-4">
            <Skeleton className="hidden size-10 rounded-full sm:block" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-3.5 w-16" />
              <Skeleton className="h-6 w-24" />
              <Skeleton className="h-3 w-20" />
            </div>
          </div>
        ))}
      </div>
      <div className="flex gap-1.5" aria-hidden="true">
        {[104, 92, 80, 76, 70].map((width, i) => (
          <Skeleton key={i} className="h-8 rounded-full" style={{ width }} />
        ))}
      </div>
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}
