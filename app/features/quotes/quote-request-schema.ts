import { z } from "~/lib/zod";
import { multiLine, singleLine } from "~/features/submissions/text-fields";

/**
 * The public quote request form: one schema for the component's check before
 * sending and for the action's check, so both show the same French messages.
 */

/** Form field names, in the order the form shows them (the first invalid one gets the focus). */
export const QUOTE_FIELDS = ["firstName", "lastName", "company", "email", "phone", "service", "date", "guests", "budget", "details"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

export type QuoteFormValues = Record<QuoteField, string>;
export type QuoteFormErrors = Partial<Record<QuoteField, string>>;

/** The extra service choice after the category names; stored as its value. */
export const OTHER_SERVICE = { value: "Autre", label: "Autre (précisez dans les détails)" } as const;

/**
 * The spec sets no upper bounds (ADR 009): enough for any real answer, small enough to keep rows
 * and notification e-mails sane. 254 is the longest usable e-mail address (RFC 5321).
 */
export const QUOTE_MAX_LENGTHS: Record<QuoteField, number> = {
  firstName: 100,
  lastName: 100,
  company: 150,
  email: 254,
  phone: 30,
  service: 200,
  date: 50,
  guests: 50,
  budget: 50,
  details: 5000,
};
export const MAX_DETAILS_LENGTH = QUOTE_MAX_LENGTHS.details;

/** Blank optional answers are stored as null, not as empty strings. */
const optional = (max: number, tooLong: string) => singleLine({ max, tooLong }).transform((value) => (value === "" ? null : value));

export const quoteFormSchema = z.object({
  firstName: singleLine({
    min: 2,
    tooShort: "Le prénom doit contenir au moins 2 caractères",
    max: QUOTE_MAX_LENGTHS.firstName,
    tooLong: "Le prénom ne peut pas dépasser 100 caractères",
  }),
  lastName: singleLine({
    min: 2,
    tooShort: "Le nom doit contenir au moins 2 caractères",
    max: QUOTE_MAX_LENGTHS.lastName,
    tooLong: "Le nom ne peut pas dépasser 100 caractères",
  }),
  company: optional(QUOTE_MAX_LENGTHS.company, "Le nom de l'entreprise ne peut pas dépasser 150 caractères"),
  // No clean-up here: an address with a line break in it is refused, not repaired.
  email: z.string().trim().max(QUOTE_MAX_LENGTHS.email, "L'adresse email ne peut pas dépasser 254 caractères").email("Adresse email invalide"),
  phone: singleLine({
    min: 1,
    tooShort: "Numéro de téléphone requis",
    max: QUOTE_MAX_LENGTHS.phone,
    tooLong: "Le numéro de téléphone ne peut pas dépasser 30 caractères",
  }),
  service: singleLine({
    min: 1,
    tooShort: "Veuillez sélectionner un service",
    max: QUOTE_MAX_LENGTHS.service,
    tooLong: "Le service ne peut pas dépasser 200 caractères",
  }),
  date: singleLine({
    min: 1,
    tooShort: "La date de l'événement est requise",
    max: QUOTE_MAX_LENGTHS.date,
    tooLong: "La date de l'événement ne peut pas dépasser 50 caractères",
  }),
  guests: optional(QUOTE_MAX_LENGTHS.guests, "Le nombre d'invités ne peut pas dépasser 50 caractères"),
  budget: optional(QUOTE_MAX_LENGTHS.budget, "Le budget ne peut pas dépasser 50 caractères"),
  details: multiLine({
    min: 10,
    tooShort: "Veuillez fournir plus de détails sur votre projet (10 caractères minimum)",
    max: QUOTE_MAX_LENGTHS.details,
    tooLong: "Les détails ne peuvent pas dépasser 5000 caractères",
  }),
});

/** What the action stores: trimmed strings, null for blank optional answers. */
export type QuoteInput = z.output<typeof quoteFormSchema>;

export const EMPTY_QUOTE_VALUES: QuoteFormValues = {
  firstName: "",
  lastName: "",
  company: "",
  email: "",
  phone: "",
  service: "",
  date: "",
  guests: "",
  budget: "",
  details: "",
};

/**
 * Service choices: the category names, then 'Autre'. A name is offered once, and a category named
 * 'Autre' is the same choice as the last one.
 */
export function quoteServiceOptions(categoryNames: readonly string[]): { value: string; label: string }[] {
  const names = [...new Set(categoryNames.map((name) => name.trim()))].filter((name) => name !== "" && name !== OTHER_SERVICE.value);
  return [...names.map((name) => ({ value: name, label: name })), { value: OTHER_SERVICE.value, label: OTHER_SERVICE.label }];
}
