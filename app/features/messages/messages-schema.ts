import { z } from "~/lib/zod";
import { errorToast, successToast, type Toast } from "~/lib/toast";

/**
 * What the messages screen posts and gets back. Shared by the action and the page, so the
 * toasts are the spec's texts in one place.
 */
export const MESSAGE_TEXTS = {
  markedRead: "Message marqué comme lu",
  markedUnread: "Message marqué comme non lu",
  toggleFailed: "Impossible de modifier le statut du message.",
  // Gives no success text for a deletion here; worded like its other deletions.
  deleted: "Message supprimé avec succès",
  deleteFailed: "Erreur lors de la suppression",
  loadFailed: "Impossible de charger les messages.",
  emptyTitle: "Aucun message",
  emptyText: "Aucun message de contact n'a été reçu pour le moment.",
  // The spam folder (ADR 017): not in the spec.
  movedToInbox: "Message déplacé dans la boîte de réception",
  notSpamFailed: "Erreur lors de la mise à jour",
} as const;

const id = z.uuid();

export const messageActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-viewed"), id, viewed: z.enum(["true", "false"]).transform((v) => v === "true") }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({ intent: z.literal("not-spam"), id }),
]);
export type MessageAction = z.infer<typeof messageActionSchema>;

export function messageActionToast(action: Pick<MessageAction, "intent"> & { viewed?: boolean }, ok: boolean): Toast {
  if (action.intent === "delete") {
    return ok ? successToast(MESSAGE_TEXTS.deleted) : errorToast(MESSAGE_TEXTS.deleteFailed);
  }
  if (action.intent === "not-spam") {
    return ok ? successToast(MESSAGE_TEXTS.movedToInbox) : errorToast(MESSAGE_TEXTS.notSpamFailed);
  }
  if (!ok) return errorToast(MESSAGE_TEXTS.toggleFailed);
  return successToast(action.viewed ? MESSAGE_TEXTS.markedRead : MESSAGE_TEXTS.markedUnread);
}
