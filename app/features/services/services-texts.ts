/**
 * Toast texts of the services editor. gives the generic failures verbatim
 * ('Erreur lors de la sauvegarde', 'Erreur lors de la suppression', 'Erreur lors de la mise à
 * jour') and, for the about page, successes such as 'Contenu sauvegardé avec succès' and "per-item
 * equivalents": the services items follow that pattern.
 */
export const SERVICES_MESSAGES = {
  loadFailed: "Impossible de charger le contenu de la page",
  contentSaved: "Contenu sauvegardé avec succès",
  categorySaved: "Catégorie sauvegardée avec succès",
  categoryDeleted: "Catégorie supprimée avec succès",
  faqSaved: "FAQ sauvegardée avec succès",
  faqDeleted: "FAQ supprimée avec succès",
  saveFailed: "Erreur lors de la sauvegarde",
  deleteFailed: "Erreur lors de la suppression",
  updateFailed: "Erreur lors de la mise à jour",
} as const;

export const SERVICES_EDITOR_PATH = "/admin/pages/services";

export type ServicesIntent = "save-content" | "save-category" | "delete-category" | "save-faq" | "delete-faq";

export type CategoryView = {
  id: string;
  name: string;
  title: string;
  description: string | null;
  images: string[];
};

export type FaqView = { id: string; question: string; answer: string };

export type ServicesEditorData = {
  content: { title: string; description: string };
  categories: CategoryView[];
  faqs: FaqView[];
};
