import { AlertTriangle } from "lucide-react";

/** The in-page line of a failed load (back-office.md §8), next to the error toast. */
export function LoadErrorAlert({ children }: { children: string }) {
  return (
    <p role="alert" className="flex items-center gap-2.5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-red-700" />
      {children}
    </p>
  );
}
