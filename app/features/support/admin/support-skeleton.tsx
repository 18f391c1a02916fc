import { Skeleton } from "~/components/ui/skeleton";
import { SkeletonPills, SkeletonTitle } from "~/features/admin-kit/screen-skeleton";

/**
 * Shown by the admin shell while 'Support' loads (client-side navigation). Its own module: the
 * shell is on every back-office page, and must not take the screen and its forms into its script.
 */
export function SupportSkeleton() {
  return (
    <div className="flex flex-col gap-5">
      <SkeletonTitle title="Support" loading="Chargement des demandes..." />
      <SkeletonPills widths={[88, 128, 184, 92, 76]} />
      <ul className="divide-y rounded-xl border bg-card shadow-sm lg:max-w-[26rem]" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="grid gap-2 px-4 py-3.5 sm:px-5">
            <div className="flex items-center gap-2">
              <Skeleton className="h-5 w-14 rounded-full" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="ml-auto h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3.5 w-48" />
          </li>
        ))}
      </ul>
    </div>
  );
}
