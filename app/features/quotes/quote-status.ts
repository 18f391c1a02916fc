/**
 * Quote request statuses and their French labels. Kept out of the
 * `.server` stats module so components can use the labels too.
 */
export { QUOTE_STATUSES, type QuoteStatus } from "~/db/enums";
export type QuoteStatusLabel = "Nouveau" | "En cours" | "Terminé";

/** Anything unknown is shown as 'Nouveau'. */
export function quoteStatusLabel(status: string): QuoteStatusLabel {
  if (status === "in_progress") return "En cours";
  if (status === "completed") return "Terminé";
  return "Nouveau";
}
