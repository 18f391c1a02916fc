/** Texts of the 'Je viendrai 👍' button (ADR 009 for what the spec leaves open). */
export const RSVP_TEXTS = {
  button: "Je viendrai 👍",
  going: "Vous venez 👍",
  first: "Soyez le premier à venir\u00a0!",
  notFound: "Ce rendez-vous n'existe pas ou n'est plus proposé.",
  refused: "Votre réponse n'a pas pu être enregistrée.",
  failed: "Une erreur est survenue lors de l'enregistrement de votre réponse. Veuillez réessayer.",
  errorTitle: "Erreur",
  back: "Retour aux rendez-vous",
} as const;

/** '1 personne vient', '12 personnes viennent', '1 200 personnes viennent'; an invitation at 0. */
export function rsvpCountText(count: number): string {
  if (count <= 0) return RSVP_TEXTS.first;
  // French: singular for 1 only (0 is handled above); thousands grouped the French way.
  if (count === 1) return "1 personne vient";
  return `${count.toLocaleString("fr-FR")} personnes viennent`;
}

export function rsvpLimitText(retryAfter: string): string {
  return `Vous avez répondu trop souvent depuis votre connexion. Réessayez dans ${retryAfter}.`;
}

/** Where a browser without JavaScript returns after answering: the home page it came from. */
export const RSVP_RETURN_PATHS = ["/", "/merchant"] as const;
