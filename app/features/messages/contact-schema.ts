import { z } from "~/lib/zod";
import { multiLine, singleLine } from "~/features/submissions/text-fields";

/**
 * The public contact form: first name, name, email, subject and message,
 * all required. One schema for the component's check before sending and the action's check, so
 * both show the same French messages.
 */

/** Form field names, in the order the form shows them (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ["firstName", "name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactFormValues = Record<ContactField, string>;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

/**
 * The spec sets no length bounds (ADR 009): enough for any real answer, small enough to keep rows
 * and notification e-mails sane. 254 is the longest usable e-mail address (RFC 5321).
 */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = {
  firstName: 100,
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};
export const MAX_MESSAGE_LENGTH = CONTACT_MAX_LENGTHS.message;

export const contactFormSchema = z.object({
  firstName: singleLine({
    min: 1,
    tooShort: "Le prénom est requis",
    max: CONTACT_MAX_LENGTHS.firstName,
    tooLong: "Le prénom ne peut pas dépasser 100 caractères",
  }),
  name: singleLine({ min: 1, tooShort: "Le nom est requis", max: CONTACT_MAX_LENGTHS.name, tooLong: "Le nom ne peut pas dépasser 100 caractères" }),
  // No clean-up here: an address with a line break in it is refused, not repaired.
  email: z
    .string()
    .trim()
    .min(1, "L'adresse email est requise")
    .max(CONTACT_MAX_LENGTHS.email, "L'adresse email ne peut pas dépasser 254 caractères")
    .email("Adresse email invalide"),
  subject: singleLine({ min: 1, tooShort: "Le sujet est requis", max: CONTACT_MAX_LENGTHS.subject, tooLong: "Le sujet ne peut pas dépasser 200 caractères" }),
  message: multiLine({
    min: 1,
    tooShort: "Le message est requis",
    max: CONTACT_MAX_LENGTHS.message,
    tooLong: "Le message ne peut pas dépasser 5000 caractères",
  }),
});

/** What the action stores: trimmed strings, single-line answers without control characters. */
export type ContactInput = z.output<typeof contactFormSchema>;

export const EMPTY_CONTACT_VALUES: ContactFormValues = { firstName: "", name: "", email: "", subject: "", message: "" };
