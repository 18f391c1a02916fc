/**
 * What the public forms (contact, quote) and their actions share about abuse protection
 * (ADR 009). Client-safe: the components read the field names and the minimum delay.
 */

/** Hidden input carrying the signed, time-stamped token the loader issued for this form. */
export const TOKEN_FIELD = "formToken";

/**
 * The honeypot: a text input people never see nor reach. Named like a field spam robots fill
 * eagerly, and one browsers have no autofill profile entry for.
 */
export const HONEYPOT_FIELD = "website";
export const HONEYPOT_LABEL = "Site web (laissez ce champ vide)";

/** Nobody fills one of these forms in less time; robots post at once. */
export const MIN_FILL_MS = 3000;

/** The free-text field of each form (where one link is allowed before it is a sign of spam, ADR 017). */
export const MESSAGE_FIELD = { contact: "message", quote: "details" } as const;

/** Form posts are a few kilobytes; anything bigger is refused before it is read in full. */
export const MAX_BODY_BYTES = 64 * 1024;

export const SUBMISSION_TEXTS = {
  tooFast: "Merci de patienter quelques secondes avant d'envoyer le formulaire.",
  expired: "Ce formulaire a expiré. Vérifiez vos informations puis envoyez-le à nouveau.",
  honeypot: "Votre envoi a été refusé\u00a0: un champ invisible, réservé à la détection des robots, a été rempli. Rechargez la page puis réessayez.",
  tooLarge: "Votre envoi est trop volumineux. Raccourcissez votre message puis réessayez.",
  refusedTitle: "Erreur",
} as const;

export function tooManyFromAddressText(retryAfter: string): string {
  return `Vous avez envoyé trop de demandes depuis votre connexion. Réessayez dans ${retryAfter}.`;
}

export function tooManyForSiteText(retryAfter: string): string {
  return `Ce site reçoit beaucoup de demandes en ce moment. Réessayez dans ${retryAfter}.`;
}
