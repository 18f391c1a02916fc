import type { ResultToast } from "~/features/admin-kit/result-toast";
import type { PeriodFormErrors, PeriodFormValues } from "./hours-form";

/** back-office.md §8, Hours: texts verbatim (titles 'Succès' / 'Erreur'). */
export const HOURS_ADMIN_MESSAGES = {
  loadFailed: "Impossible de charger les horaires",
  saveFailed: "Impossible de sauvegarder les horaires",
  createFailed: "Impossible de créer la période",
  updateFailed: "Impossible de modifier la période",
  deleteFailed: "Impossible de supprimer la période",
  specialLoadFailed: "Impossible de charger les horaires spéciaux",
  specialSaveFailed: "Impossible de sauvegarder les horaires spéciaux",
  siteIdRequired: "Site ID requis",
  saved: "Horaires sauvegardés avec succès",
  created: "Période créée avec succès",
  updated: "Période modifiée avec succès",
  deleted: "Période supprimée avec succès",
  specialSaved: "Horaires spéciaux sauvegardés avec succès",
  // Not in the spec: the form was opened for another site than the one now selected (another tab).
  siteChanged: "Le site sélectionné a changé : rechargez la page avant d'enregistrer.",
  invalidWeek: "Certains horaires sont invalides : corrigez les jours signalés.",
} as const;

export type HoursIntent = "save-week" | "create" | "update" | "delete" | "save-special";

/** What the hours action answers; a fresh id per answer so the page reacts once. */
export type HoursActionResult =
  | { intent: HoursIntent; status: "ignored"; id: string }
  | { intent: "save-week" | "save-special"; status: "invalid"; id: string; dayErrors: Partial<Record<number, string>>; toast: ResultToast }
  | { intent: "create" | "update"; status: "invalid"; id: string; values: PeriodFormValues; errors: PeriodFormErrors }
  | { intent: HoursIntent; status: "failed"; id: string; toast: ResultToast }
  | { intent: HoursIntent; status: "done"; id: string; toast: ResultToast; periodId?: string };
