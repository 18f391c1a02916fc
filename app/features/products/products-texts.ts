/**
 * The products' texts, apart from the schemas (products-schema.ts): the list screen shows them
 * without loading zod, which only its dialogs need.
 */
/** Verbatim. */
export const PRODUCT_MESSAGES = {
  nameRequired: "Le nom du produit est obligatoire",
  variantRequired: "Au moins une déclinaison est requise",
  categoryNameRequired: "Le nom de la catégorie est obligatoire",
  saved: "Produit sauvegardé avec succès",
  deleted: "Produit supprimé avec succès",
  categorySaved: "Catégorie sauvegardée avec succès",
  categoryDeleted: "Catégorie supprimée avec succès",
  // The spec gives no text for the toggle: said for the way it went.
  featured: "Produit mis en avant avec succès",
  unfeatured: "Produit retiré de la mise en avant",
  saveFailed: "Erreur lors de la sauvegarde",
  deleteFailed: "Erreur lors de la suppression",
  updateFailed: "Erreur lors de la mise à jour",
  loadFailed: "Impossible de charger les produits",
} as const;
