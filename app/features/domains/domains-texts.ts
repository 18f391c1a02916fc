/** Domains: titles 'Succès' / 'Erreur', texts verbatim. */
export const DOMAIN_MESSAGES = {
  loadFailed: "Impossible de charger les mappings de domaines",
  createFailed: "Impossible de créer le mapping de domaine",
  updateFailed: "Impossible de mettre à jour le mapping",
  deleteFailed: "Impossible de supprimer le mapping",
  created: "Mapping de domaine créé avec succès",
  updated: "Mapping mis à jour avec succès",
  deleted: "Mapping supprimé avec succès",
  // Owners' requests, admins' approvals, the canonical name of a pair.
  requested: "Domaine ajouté\u00a0: suivez les étapes affichées pour le relier à votre site",
  approved: "Domaine approuvé et activé",
  approveFailed: "Impossible d'approuver le domaine",
  canonicalFailed: "Impossible de changer l'adresse principale",
  unverified: "Ce domaine n'est pas encore vérifié\u00a0: il ne peut pas être activé",
} as const;

/** 'Adresse principale' chosen: the name visitors now land on. */
export function canonicalMessage(domain: string): string {
  return `Adresse principale\u00a0: ${domain}`;
}

/** 'Mapping activé/désactivé avec succès', said for the way the switch went. */
export function toggledMessage(isActive: boolean): string {
  return `Mapping ${isActive ? "activé" : "désactivé"} avec succès`;
}
