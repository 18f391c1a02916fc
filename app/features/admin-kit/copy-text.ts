import { showToast } from "~/components/ui/toaster";

/**
 * Copies `value` to the clipboard and says so in the one toast path: 'Copié' with what was copied
 * (`shown`, for a text too long for a toast), or how to copy by hand when the browser refuses (an
 * insecure origin, a permission denied). Every copy button.
 */
export function copyText(value: string, shown: string = value): void {
  // Absent outside a secure context: the same message as a refusal.
  const clipboard = typeof navigator !== "undefined" ? (navigator.clipboard as Clipboard | undefined) : undefined;
  (clipboard ? clipboard.writeText(value) : Promise.reject(new Error("no clipboard"))).then(
    () => showToast({ type: "success", title: "Copié", description: shown }),
    () => showToast({ type: "error", title: "Erreur", description: "Impossible de copier\u00a0: sélectionnez la valeur et copiez-la à la main." }),
  );
}
