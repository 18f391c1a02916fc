import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";

/**
 * The skeletons below have modules of their own: the admin shell shows them on every back-office
 * page, and must not take their screens (their dialogs, their schemas and zod) into its script.
 */
export const DASHBOARD_LOADING = "Chargement du tableau de bord...";

/** Shown by the admin shell while the dashboard loads (client-side navigation). */
export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-sans text-2xl font-semibold tracking-tight">Tableau de bord</h1>
        <Spinner size="sm" label={DASHBOARD_LOADING} showLabel className="mt-1.5" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:gap-4" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-7 w-44" />
          </div>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-8 w-12" />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm" aria-hidden="true">
        <Skeleton className="h-5 w-56" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}
