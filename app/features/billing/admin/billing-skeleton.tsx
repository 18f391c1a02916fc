import { Skeleton } from "~/components/ui/skeleton";
import { SkeletonPills, SkeletonTitle } from "~/features/admin-kit/screen-skeleton";

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
      <SkeletonTitle title={BILLING_PAGE_TITLE} loading="Chargement des factures..." />
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
      <SkeletonPills widths={[104, 92, 80, 76, 70]} />
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}
