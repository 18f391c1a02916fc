import { Skeleton } from "~/components/ui/skeleton";
import { SkeletonTitle } from "~/features/admin-kit/screen-skeleton";
import { cn } from "~/lib/cn";

/**
 * The skeletons below have modules of their own: the admin shell shows them on every back-office
 * page, and must not take their screens (their dialogs, their schemas and zod) into its script.
 */
export const DASHBOARD_LOADING = "Chargement du tableau de bord...";

/** Shown by the admin shell while the dashboard loads (client-side navigation). */
export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <SkeletonTitle title="Tableau de bord" loading={DASHBOARD_LOADING} />
      <CardsSkeleton count={2} className="sm:grid-cols-2" label="w-40" value="h-7 w-44" />
      <CardsSkeleton count={4} className="grid-cols-2 lg:grid-cols-4" label="w-20" value="h-8 w-12" />
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm" aria-hidden="true">
        <Skeleton className="h-5 w-56" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}

/** A row of the dashboard's cards, each a label over its value: `className` lays the row out, `label` and `value` size the two lines. */
function CardsSkeleton({ count, className, label, value }: { count: number; className: string; label: string; value: string }) {
  return (
    <div className={cn("grid gap-3 lg:gap-4", className)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <Skeleton className={cn("h-4", label)} />
          <Skeleton className={value} />
        </div>
      ))}
    </div>
  );
}
