import { translator, type Translate } from "~/lib/i18n/messages";

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

/**
 * '1 personne vient', '12 personnes viennent', '1 200 personnes viennent'; an invitation at 0. In
 * the page's language with its `t` (the count grouped as that language writes it), French without.
 */
export function rsvpCountText(count: number, t: Translate = translator("fr")): string {
  return t("events.rsvpCount", { count: Math.max(0, count) });
}

export function rsvpLimitText(retryAfter: string): string {
  return `Vous avez répondu trop souvent depuis votre connexion. Réessayez dans ${retryAfter}.`;
}

/** Where a browser without JavaScript returns after answering: the home page it came from. */
export const RSVP_RETURN_PATHS = ["/", "/merchant"] as const;
