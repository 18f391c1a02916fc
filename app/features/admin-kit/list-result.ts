import type { ResultToast } from "~/features/admin-kit/result-toast";

/**
 * What a list editor's action answers to the kit's fetchers (reorder, delete, dialogs): a fresh
 * `id` per answer (one-shot toasts), whether it worked, and the toast to show if any.
 */
export type ListActionResult = { id: string; intent: string; ok: boolean; toast?: ResultToast };

/** back-office.md §8 generic texts. */
export const LIST_MESSAGES = {
  reorderFailed: "Erreur lors de la mise à jour",
  saveFailed: "Erreur lors de la sauvegarde",
  deleteFailed: "Erreur lors de la suppression",
} as const;

export function listResult(intent: string, ok: boolean, toast?: ResultToast): ListActionResult {
  return { id: crypto.randomUUID(), intent, ok, ...(toast ? { toast } : {}) };
}

/** Whether some fetcher answer is a failed list action (other shapes are left alone). */
export function isFailedListResult(value: unknown): boolean {
  return typeof value === "object" && value !== null && "ok" in value && (value as { ok: unknown }).ok === false;
}
