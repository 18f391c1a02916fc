import { z } from "zod";

/**
 * The public quote request form (public-site.md §5): one schema for the component's check before
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
 * Upper bounds only so absurd input is refused politely instead of bloating rows and e-mails;
 * the real per-field limits come with the submission pipeline.
 */
export const MAX_FIELD_LENGTH = 200;
export const MAX_DETAILS_LENGTH = 5000;
const TOO_LONG = `Ce champ ne peut pas dépasser ${MAX_FIELD_LENGTH} caractères`;
const DETAILS_TOO_LONG = `Les détails ne peuvent pas dépasser ${MAX_DETAILS_LENGTH} caractères`;

const required = (min: number, message: string) => z.string().trim().min(min, message).max(MAX_FIELD_LENGTH, TOO_LONG);

/** Blank optional answers are stored as null, not as empty strings. */
const optional = () =>
  z
    .string()
    .trim()
    .max(MAX_FIELD_LENGTH, TOO_LONG)
    .transform((value) => (value === "" ? null : value));

export const quoteFormSchema = z.object({
  firstName: required(2, "Le prénom doit contenir au moins 2 caractères"),
  lastName: required(2, "Le nom doit contenir au moins 2 caractères"),
  company: optional(),
  email: z.string().trim().max(MAX_FIELD_LENGTH, TOO_LONG).email("Adresse email invalide"),
  phone: required(1, "Numéro de téléphone requis"),
  service: required(1, "Veuillez sélectionner un service"),
  date: required(1, "La date de l'événement est requise"),
  guests: optional(),
  budget: optional(),
  details: z
    .string()
    .trim()
    .min(10, "Veuillez fournir plus de détails sur votre projet (10 caractères minimum)")
    .max(MAX_DETAILS_LENGTH, DETAILS_TOO_LONG),
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
