import { z } from "zod";

/**
 * The public contact form (public-site.md §2, §5): first name, name, email, subject and message,
 * all required. One schema for the component's check before sending and the action's check, so
 * both show the same French messages.
 */

/** Form field names, in the order the form shows them (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ["firstName", "name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactFormValues = Record<ContactField, string>;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

/**
 * The spec sets no length bounds; these only refuse absurd input politely instead of bloating
 * rows and notification e-mails.
 */
export const MAX_FIELD_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;
const TOO_LONG = `Ce champ ne peut pas dépasser ${MAX_FIELD_LENGTH} caractères`;
const MESSAGE_TOO_LONG = `Le message ne peut pas dépasser ${MAX_MESSAGE_LENGTH} caractères`;

const required = (message: string, max = MAX_FIELD_LENGTH, tooLong = TOO_LONG) =>
  z.string().trim().min(1, message).max(max, tooLong);

export const contactFormSchema = z.object({
  firstName: required("Le prénom est requis"),
  name: required("Le nom est requis"),
  email: required("L'adresse email est requise").email("Adresse email invalide"),
  subject: required("Le sujet est requis"),
  message: required("Le message est requis", MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG),
});

/** What the action stores: trimmed strings. */
export type ContactInput = z.output<typeof contactFormSchema>;

export const EMPTY_CONTACT_VALUES: ContactFormValues = { firstName: "", name: "", email: "", subject: "", message: "" };
