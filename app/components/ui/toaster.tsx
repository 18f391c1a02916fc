import { useCallback, useEffect, useEffectEvent, useRef, type ComponentProps } from "react";
import { Toaster as SonnerToaster, toast as sonner } from "sonner";
import type { Toast } from "~/lib/toast";

/** Mount once near the root of the app. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster
      position="top-right"
      richColors
      closeButton
      // Stacked toasts are drawn faded behind the newest: expanded, each stays readable.
      expand
      visibleToasts={4}
      theme="light"
      toastOptions={{ closeButtonAriaLabel: "Fermer", style: { fontFamily: "var(--font-sans)" } }}
      containerAriaLabel="Notifications"
      {...props}
    />
  );
}

/**
 * Shows a toast now and returns its id (to dismiss it early with sonner's `toast.dismiss(id)`).
 * `replaces`: the id of a toast this one takes the place of (one place, one answer at a time):
 * that one leaves, so an old 'Erreur' never stays beside a new 'Succès'. A fresh toast rather
 * than an update in place: sonner loses an update that reaches a toast on its way out.
 */
export function showToast(toast: Toast, replaces?: string | number) {
  if (replaces !== undefined) sonner.dismiss(replaces);
  const show = toast.type === "error" ? sonner.error : sonner.success;
  return show(toast.title, { description: toast.description });
}

/**
 * The one way a page shows the answer of an action: its toast, once per answer `id` (a fetcher's
 * data, the route's action data, the root's flash toast), then `then(answer)` for what else the
 * page does with it (close a dialog, show the field errors). Rendering again shows nothing twice.
 * Each caller (a form, a list's deletions) has one toast: a new answer replaces its previous one
 * still on screen (issue 13). Returns the caller's `show(toast)`, for its other toasts (a form's
 * refusal before sending), which replace and are replaced the same way.
 */
export function useResultToast<T extends { id: string; toast?: Toast | null }>(answer: T | null | undefined, then?: (answer: T) => void): (toast: Toast) => void {
  const handled = useRef<string | null>(null);
  const last = useRef<string | number | undefined>(undefined);
  const show = useCallback((toast: Toast) => {
    last.current = showToast(toast, last.current);
  }, []);
  const handle = useEffectEvent((current: T) => {
    if (current.toast) show(current.toast);
    then?.(current);
  });
  useEffect(() => {
    if (!answer || handled.current === answer.id) return;
    handled.current = answer.id;
    handle(answer);
  }, [answer]);
  return show;
}
