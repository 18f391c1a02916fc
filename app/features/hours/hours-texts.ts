/** Hours: texts verbatim (titles 'Succès' / 'Erreur'). */
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
  invalidWeek: "Certains horaires sont invalides\u00a0: corrigez les jours signalés.",
  /** Beyond the spec: the holidays dialog adds the ticked days in one action. */
  holidaysFailed: "Impossible d'ajouter les jours fériés",
  holidaysAdded: (count: number) => (count === 1 ? "1 jour férié ajouté à vos périodes" : `${count} jours fériés ajoutés à vos périodes`),
} as const;

export type HoursIntent = "save-week" | "create" | "update" | "delete" | "save-special" | "add-holidays";
