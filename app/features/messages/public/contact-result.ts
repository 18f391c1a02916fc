import type { ContactFormErrors, ContactFormValues } from "~/features/messages/contact-schema";
import type { FormShown, PublicAnswer } from "~/features/submissions/public-answer";

/** The contact form's toasts, title and text verbatim. */
export const CONTACT_TOASTS = {
  noSite: { title: "Erreur", text: "Impossible d'envoyer le message." },
  insertFailed: { title: "Erreur", text: "Une erreur est survenue lors de l'envoi du message." },
  sent: { title: "Message envoyé!", text: "Nous vous répondrons dans les plus brefs délais." },
} as const;

/** The contact form's section: where a send comes back to (Post/Redirect/Get) and the form posts to. */
export const CONTACT_FORM_ID = "formulaire";

/** What the contact action answers when the message was not stored (a stored one: a redirect and its toast). */
export type ContactAnswer = PublicAnswer<FormShown<ContactFormValues>, ContactFormErrors>;
