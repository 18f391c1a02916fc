import { useEffect, useEffectEvent, useId, useRef, type ComponentProps } from "react";
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
 * With an `id`, it replaces the toast of that id still on screen (type, texts and time left):
 * one place shows one answer at a time, never an old 'Erreur' beside a new 'Succès'.
 */
export function showToast(toast: Toast, id?: string | number) {
  const show = toast.type === "error" ? sonner.error : sonner.success;
  // Without a description, an update must clear the previous one.
  return show(toast.title, { description: toast.description ?? null, ...(id !== undefined ? { id } : {}) });
}

/**
 * The one way a page shows the answer of an action: its toast, once per answer `id` (a fetcher's
 * data, the route's action data, the root's flash toast), then `then(answer)` for what else the
 * page does with it (close a dialog, show the field errors). Rendering again shows nothing twice.
 * Each caller (a form, a list's deletions) has one toast: a new answer replaces the previous
 * one still on screen (issue 13). Returns that toast's id, for the caller's other toasts
 * (`showToast(toast, id)`: a form's refusal before sending).
 */
export function useResultToast<T extends { id: string; toast?: Toast | null }>(answer: T | null | undefined, then?: (answer: T) => void): string {
  const toastId = useId();
  const handled = useRef<string | null>(null);
  const handle = useEffectEvent((current: T) => {
    if (current.toast) showToast(current.toast, toastId);
    then?.(current);
  });
  useEffect(() => {
    if (!answer || handled.current === answer.id) return;
    handled.current = answer.id;
    handle(answer);
  }, [answer]);
  return toastId;
}
