/**
 * 'Données des visiteurs': how long the site keeps contact messages and quote requests,
 * and a visitor's rights over what they sent (access, export, erasure). The forms' schemas and
 * texts, shared by the screen and the action (ADR 022).
 */
import { z } from "~/lib/zod";
import { monthsText } from "~/lib/french-date";

/** The durations offered, in months (the column allows 1..120; only these can be chosen). */
export const RETENTION_CHOICES = [
  { months: 6, label: "6 mois" },
  { months: 12, label: "1 an" },
  { months: 24, label: "2 ans" },
  { months: 36, label: "3 ans — recommandé par la CNIL" },
  { months: 60, label: "5 ans" },
] as const;

/** The default of `sites.data_retention_months`: the CNIL's guidance for prospects' data. */
export const DEFAULT_RETENTION_MONTHS = 36;

export const VISITOR_DATA_TEXTS = {
  retentionSaved: (months: number) => `Les messages et demandes de devis seront conservés ${monthsText(months)}.`,
  retentionSavedTitle: "Durée de conservation enregistrée",
  retentionInvalid: "Choisissez une durée de la liste.",
  emailRequired: "Saisissez l'adresse e-mail du visiteur.",
  emailTooLong: "L'adresse e-mail ne peut pas dépasser 254 caractères.",
  emailInvalid: "Adresse e-mail invalide.",
  searchFailed: "Erreur lors de la recherche",
  exportFailed: "Erreur lors de l'export",
  exportedTitle: "Export téléchargé",
  deleteFailed: "Erreur lors de la suppression",
  deletedTitle: "Données supprimées",
  loadFailed: "Erreur lors du chargement des données des visiteurs",
  noData: "Aucune donnée pour cette adresse",
} as const;

export const retentionSchema = z.object({
  months: z
    .string()
    .trim()
    .refine((value) => RETENTION_CHOICES.some((choice) => String(choice.months) === value), VISITOR_DATA_TEXTS.retentionInvalid)
    .transform(Number),
});

/**
 * The visitor's address: trimmed and lower-cased, matched exactly against what the forms stored
 * (case aside). Only the shape of an address is asked for, so that a stored address the public
 * forms would refuse today can still be found.
 */
export const visitorEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, VISITOR_DATA_TEXTS.emailRequired)
    .max(254, VISITOR_DATA_TEXTS.emailTooLong)
    .regex(/^[^\s@]+@[^\s@]+$/, VISITOR_DATA_TEXTS.emailInvalid)
    .transform((value) => value.toLowerCase()),
});

/** '2 messages de contact et 1 demande de devis' (a zero is left out; both zero: 'aucune donnée'). */
export function countsText({ messages, quotes }: { messages: number; quotes: number }): string {
  const parts = [
    messages > 0 ? `${messages} message${messages > 1 ? "s" : ""} de contact` : null,
    quotes > 0 ? `${quotes} demande${quotes > 1 ? "s" : ""} de devis` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" et ") : "aucune donnée";
}

/** The same as a sentence's start: '2 messages de contact…', 'Aucune donnée'. */
export function countsSentence(counts: { messages: number; quotes: number }): string {
  const text = countsText(counts);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'supprimé', 'supprimés', 'supprimée(s)': the participle agreeing with what was (or will be) deleted. */
export function deletedWord({ messages, quotes }: { messages: number; quotes: number }): string {
  if (messages === 0) return quotes > 1 ? "supprimées" : "supprimée";
  return messages + quotes > 1 ? "supprimés" : "supprimé";
}
