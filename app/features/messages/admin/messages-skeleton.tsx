import { Skeleton } from "~/components/ui/skeleton";
import { InboxSkeleton } from "~/features/admin-kit/inbox";

/** The screen's title and loading line, shared by the page and the skeleton. */
export const MESSAGES_PAGE_TITLE = "Messages de contact";
export const MESSAGES_LOADING = "Chargement des messages...";

/**
 * Its own module, as every screen's skeleton: the admin shell shows it from every back-office page,
 * and must not take the screen, its forms and their schemas into its script.
 */
export function MessagesSkeleton() {
  return (
    <InboxSkeleton
      title={MESSAGES_PAGE_TITLE}
      loading={MESSAGES_LOADING}
      card={
        <>
          <div className="flex items-center justify-between gap-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-10 w-full" />
          <div className="flex gap-2 border-t pt-3">
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-9 w-24" />
          </div>
        </>
      }
    />
  );
}
