import { Skeleton } from "~/components/ui/skeleton";
import { SkeletonTitle } from "~/features/admin-kit/screen-skeleton";

/**
 * Shown by the admin shell while the screen loads. Its own module, as every screen's skeleton: the
 * shell is on every back-office page, and must not take the screen into its script.
 */
export function VisitorDataSkeleton() {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <SkeletonTitle title="Données des visiteurs" loading="Chargement des données des visiteurs..." />
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-10 w-full sm:w-96" />
        </div>
      ))}
    </div>
  );
}
