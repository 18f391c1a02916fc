import { Skeleton } from "~/components/ui/skeleton";
import { InboxSkeleton } from "~/features/admin-kit/inbox";

/** The screen's title and loading line, shared by the page and the skeleton. */
export const QUOTES_PAGE_TITLE = "Demandes de devis";
export const QUOTES_LOADING = "Chargement des demandes...";

/**
 * Its own module, as every screen's skeleton: the admin shell shows it from every back-office page,
 * and must not take the screen, its forms and their schemas into its script.
 */
export function QuotesSkeleton() {
  return (
    <InboxSkeleton
      title={QUOTES_PAGE_TITLE}
      loading={QUOTES_LOADING}
      pills={[64, 80, 80, 72, 72]}
      card={
        <>
          <div className="flex items-center justify-between gap-4">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-36" />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {[0, 1, 2, 3, 4, 5, 6, 7].map((j) => (
              <Skeleton key={j} className="h-9" />
            ))}
          </div>
          <Skeleton className="h-16 w-full" />
        </>
      }
    />
  );
}
