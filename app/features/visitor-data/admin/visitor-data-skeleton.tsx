import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";

/**
 * Shown by the admin shell while the screen loads. Its own module, as every screen's skeleton: the
 * shell is on every back-office page, and must not take the screen into its script.
 */
export function VisitorDataSkeleton() {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="font-sans text-2xl font-semibold tracking-tight">Données des visiteurs</h1>
        <Spinner size="sm" label="Chargement des données des visiteurs..." showLabel className="mt-1.5" />
      </div>
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
