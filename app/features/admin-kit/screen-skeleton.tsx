import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";

/*
 * What every screen's loading skeleton starts with. The skeletons live in modules of their own,
 * which the admin shell imports: this one stays as small as they are.
 */

/** The screen's real title, with a spinner that says what is loading (the one thing a screen reader hears). */
export function SkeletonTitle({ title, loading }: { title: string; loading: string }) {
  return (
    <div>
      <h1 className="font-sans text-2xl font-semibold tracking-tight">{title}</h1>
      <Spinner size="sm" label={loading} showLabel className="mt-1.5" />
    </div>
  );
}

/** The screen's filter pills to come (`FilterPills`), each as wide as its label will be, in px. */
export function SkeletonPills({ widths, className }: { widths: readonly number[]; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-1.5", className)} aria-hidden="true">
      {widths.map((width, i) => (
        <Skeleton key={i} className="h-8 rounded-full" style={{ width }} />
      ))}
    </div>
  );
}
