import type { ContactFormErrors, ContactFormValues } from "~/features/contact-messages/contact-form-schema";

/** public-site.md §8: the contact form's toasts, title and text verbatim. */
export const CONTACT_TOASTS = {
  noSite: { title: "Erreur", text: "Impossible d'envoyer le message." },
  insertFailed: { title: "Erreur", text: "Une erreur est survenue lors de l'envoi du message." },
  sent: { title: "Message envoyé!", text: "Nous vous répondrons dans les plus brefs délais." },
} as const;

export type ContactToast = { title: string; text: string };

/**
 * What the contact action answers (and the form renders, with or without JavaScript). `token`,
 * when present, is the one the form carries next (ADR 009); after 'sent' the page's loader gives
 * a fresh one.
 */
export type ContactActionResult =
  | { status: "invalid"; id: string; values: ContactFormValues; errors: ContactFormErrors; token?: string }
  | { status: "failed"; id: string; values: ContactFormValues; errors: ContactFormErrors; toast: ContactToast; token?: string }
  | { status: "sent"; id: string };
