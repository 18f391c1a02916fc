/**
 * What the owner's dashboard says of an Expert site's advisor, and the links it makes. A plain
 * module without schemas: the dashboard loads it, and must not take the forms' zod with it.
 */
export const MERCHANT_HELP_PATH = "/admin/aide";

export const ADVISOR_CARD_TEXTS = {
  title: "Votre conseiller",
  text: "Votre interlocuteur dédié, qui vous répond sous 4\u00a0heures ouvrées.",
  help: "Écrire depuis «\u00a0Aide\u00a0»",
  call: (name: string) => `Appeler ${name}`,
  mail: (name: string) => `Écrire à ${name}`,
} as const;

/** A phone number as a tel: link wants it: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}
