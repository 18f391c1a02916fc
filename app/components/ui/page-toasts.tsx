import { CircleAlert, CircleCheck, X } from "~/components/icon/icons";
import { cn } from "~/lib/cn";
import type { Toast } from "~/lib/toast";

/** A toast (lib/toast.ts) with the id that makes it show once. */
export type PageToast = Toast & { id: string };

/**
 * The toaster of pages sent without scripts (ADR 038): the look of the back-office's (toaster.tsx:
 * top right, a phone's full width, green or red), written by the server, just below the public
 * pages' sticky header so it never covers their menu. Each toast
 * is an open non-modal <dialog> whose 'Fermer' button is a `method="dialog"` form: the browser
 * closes it, with or without JavaScript. Its text is a status message (a live region); the
 * page's script, when it has one, makes screen readers read it out and closes a success by itself.
 */
export function PageToasts({ toasts }: { toasts: readonly PageToast[] }) {
  if (toasts.length === 0) return null;
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-4 top-20 z-[100] grid gap-3 sm:inset-x-auto sm:right-6 sm:w-[356px]">
      {toasts.map((toast) => {
        const error = toast.type === "error";
        const Icon = error ? CircleAlert : CircleCheck;
        return (
          <dialog
            key={toast.id}
            open
            data-toast=""
            data-variant={toast.type}
            aria-labelledby={`toast-${toast.id}`}
            className={cn(
              "pointer-events-auto relative m-0 flex not-open:hidden w-full items-start gap-2.5 rounded-lg border py-3.5 pr-11 pl-4 text-sm shadow-[0_4px_12px_rgb(0_0_0/0.1)] motion-safe:animate-toast-in",
              error ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800",
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div role="status" aria-live="polite" aria-atomic="true" className="grid min-w-0 gap-0.5 font-sans break-words">
              <p id={`toast-${toast.id}`} className="leading-normal font-semibold">
                {toast.title}
              </p>
              {toast.description ? <p className="leading-snug">{toast.description}</p> : null}
            </div>
            <form method="dialog" className="absolute top-2 right-2">
              <button
                type="submit"
                className="grid size-7 place-items-center rounded-md opacity-80 transition hover:bg-black/5 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Fermer</span>
              </button>
            </form>
          </dialog>
        );
      })}
    </section>
  );
}
