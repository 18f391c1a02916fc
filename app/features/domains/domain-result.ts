/** back-office.md §8, Domains: titles 'Succès' / 'Erreur', texts verbatim. */
export const DOMAIN_MESSAGES = {
  loadFailed: "Impossible de charger les mappings de domaines",
  createFailed: "Impossible de créer le mapping de domaine",
  updateFailed: "Impossible de mettre à jour le mapping",
  deleteFailed: "Impossible de supprimer le mapping",
  created: "Mapping de domaine créé avec succès",
  updated: "Mapping mis à jour avec succès",
  deleted: "Mapping supprimé avec succès",
} as const;

/** §8 'Mapping activé/désactivé avec succès', said for the way the switch went. */
export function toggledMessage(isActive: boolean): string {
  return `Mapping ${isActive ? "activé" : "désactivé"} avec succès`;
}

