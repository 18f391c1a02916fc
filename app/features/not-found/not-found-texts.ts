/** The not-found page's French, for where no page language is provided (the back-office, the platform); the catalogue's `notFound.*` say the same. */
export const NOT_FOUND_TEXTS = {
  title: "Oops! Page not found",
  text: "La page que vous cherchez n'existe pas ou a été déplacée.",
  back: "Retour à l'accueil",
} as const;
