import { z } from "~/lib/zod";
import { frenchDateOrText } from "~/lib/french-date";
import { errorToast, successToast, type Toast } from "~/lib/toast";
import { QUOTE_STATUSES, quoteStatusLabel, type QuoteStatus } from "~/features/quotes/quote-status";

/**
 * What the quote requests screen posts and gets back. The spec has no toast for this screen
 * (its status change is our addition): the generic wording is used.
 */
export const QUOTE_TEXTS = {
  markedViewed: "Demande marquée comme vue",
  markedUnviewed: "Demande marquée comme non vue",
  statusChanged: (status: QuoteStatus) => `Statut mis à jour\u00a0: ${quoteStatusLabel(status)}`,
  updateFailed: "Erreur lors de la mise à jour",
  loadFailed: "Impossible de charger les demandes de devis.",
  emptyTitle: "Aucune demande de devis",
  emptyText: "Les demandes envoyées depuis votre site apparaîtront ici.",
  emptyFilteredText: "Aucune demande ne correspond à ce filtre.",
  // The spam folder (ADR 017): not in the spec.
  movedToInbox: "Demande déplacée dans les demandes de devis",
  // The internal note: not in the spec.
  noteLabel: "Note interne",
  noteHint: "Visible par vous seulement, jamais par le client.",
  noteSaved: "Note enregistrée",
  noteCleared: "Note supprimée",
  noteTooLong: "2000 caractères maximum",
} as const;

/** The note form, parsed the same way by the card and the action. */
export const quoteNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .max(2000, QUOTE_TEXTS.noteTooLong)
    .transform((value) => (value === "" ? null : value)),
});

const id = z.uuid();

export const quoteActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-viewed"), id, viewed: z.enum(["true", "false"]).transform((v) => v === "true") }),
  z.object({ intent: z.literal("set-status"), id, status: z.enum(QUOTE_STATUSES) }),
  z.object({ intent: z.literal("not-spam"), id }),
  // 'Répondre par email' was clicked.
  z.object({ intent: z.literal("replied"), id }),
  z.object({ intent: z.literal("save-note"), id, note: z.string() }),
]);
export type QuoteAction = z.infer<typeof quoteActionSchema>;

export function quoteActionToast(action: QuoteAction | null, ok: boolean): Toast {
  if (!ok || !action) return errorToast(QUOTE_TEXTS.updateFailed);
  if (action.intent === "replied") return successToast(QUOTE_TEXTS.statusChanged("in_progress"));
  if (action.intent === "save-note") return successToast(action.note.trim() === "" ? QUOTE_TEXTS.noteCleared : QUOTE_TEXTS.noteSaved);
  const description =
    action.intent === "not-spam"
      ? QUOTE_TEXTS.movedToInbox
      : action.intent === "set-status"
        ? QUOTE_TEXTS.statusChanged(action.status)
        : action.viewed
          ? QUOTE_TEXTS.markedViewed
          : QUOTE_TEXTS.markedUnviewed;
  return successToast(description);
}

export function quoteReplySubject(serviceType: string): string {
  const service = serviceType.trim();
  return service ? `Re: votre demande de devis — ${service}` : "Re: votre demande de devis";
}

/** The event date as typed; a calendar date ('2026-06-14', from a date input) reads '14 juin 2026'. */
export function formatEventDate(value: string | null): string | null {
  const text = value?.trim();
  return text ? frenchDateOrText(text) : null;
}
