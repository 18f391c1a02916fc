import type { ContactFormErrors, ContactFormValues } from "~/features/messages/contact-schema";

/** public-site.md §8: the contact form's toasts, title and text verbatim. */
export const CONTACT_TOASTS = {
  noSite: { title: "Erreur", text: "Impossible d'envoyer le message." },
  insertFailed: { title: "Erreur", text: "Une erreur est survenue lors de l'envoi du message." },
  sent: { title: "Message envoyé!", text: "Nous vous répondrons dans les plus brefs délais." },
} as const;

export type ContactToast = { title: string; text: string };

/** The contact form's section: where a send comes back to (Post/Redirect/Get) and the form posts to. */
export const CONTACT_FORM_ID = "formulaire";

/**
 * What the contact action answers when the message was not stored: the page is rendered again
 * with what was typed (a stored message is answered with a redirect and its toast). `token`, when
 * present, is the one the form carries next (ADR 009), and `fillLeftMs` how much of the minimum
 * fill time it still has to wait.
 */
export type ContactActionResult =
  | { status: "invalid"; values: ContactFormValues; errors: ContactFormErrors; token?: string; fillLeftMs?: number }
  | { status: "failed"; values: ContactFormValues; errors: ContactFormErrors; toast: ContactToast; token?: string; fillLeftMs?: number };
