import { useEffect, useEffectEvent, useRef } from "react";
import { showToast } from "~/components/ui/toaster";

/**
 * Results of back-office actions shown as toasts (back-office.md §8: titles 'Succès' and
 * 'Erreur', the latter destructive). An action answers with a fresh `id` per submission, so each
 * answer is shown once even when the component renders again.
 */
export type ResultToast = { title: "Succès" | "Erreur"; description: string };

export const successToast = (description: string): ResultToast => ({ title: "Succès", description });
export const errorToast = (description: string): ResultToast => ({ title: "Erreur", description });

export function showResultToast(toast: ResultToast): void {
  showToast({ title: toast.title, description: toast.description, variant: toast.title === "Erreur" ? "error" : "success" });
}

/** Calls `onResult` once per answer id (a fetcher's `data`, or the route's action data). */
export function useOnResult<T extends { id: string }>(result: T | null | undefined, onResult: (result: T) => void): void {
  const handled = useRef<string | null>(null);
  const handle = useEffectEvent(onResult);
  useEffect(() => {
    if (!result || handled.current === result.id) return;
    handled.current = result.id;
    handle(result);
  }, [result]);
}
