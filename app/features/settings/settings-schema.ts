import { z } from "~/lib/zod";
import { optionalAddress } from "~/lib/address-field";
import { isValidEmailAddress } from "~/features/mail/addresses";
import { optionalImageUrl } from "~/features/media/image-url-field";
import { LEGAL_FIELDS, legalSettingsShape, refineLegalSettings } from "~/features/legal/legal-schema";

/**
 * The "Paramètres du site" form, shared by the page (checks before
 * sending) and the action (the same checks on what was really sent).
 */
export const SETTINGS_TEXTS = {
  /** Verbatim. */
  loadFailed: "Impossible de charger les paramètres du site.",
  saveFailed: "Erreur lors de la sauvegarde des paramètres.",
  savedTitle: "Paramètres sauvegardés",
  saved: "Les paramètres ont été mis à jour avec succès.",
  /** Where the spec is silent. */
  senderRequired: "L'email émetteur est obligatoire",
  invalidEmail: "Email invalide",
  badUrl: "L'adresse doit commencer par http:// ou https://",
  tooLong: (max: number) => `${max} caractères au plus`,
} as const;

export const SETTINGS_FIELDS = [
  "senderEmail",
  "merchantEmail1",
  "merchantEmail2",
  "merchantEmail3",
  "merchantPhone1",
  "merchantPhone2",
  "merchantPhone3",
  "address",
  "googleMapsLink",
  "mapImageUrl",
  "metroInfo",
  "busInfo",
  "tramInfo",
  "carInfo",
  "facebookUrl",
  "twitterUrl",
  "instagramUrl",
  "tiktokUrl",
  "linkedinUrl",
  // The 'Mentions légales' section, saved by the same 'Sauvegarder'.
  ...LEGAL_FIELDS,
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsValues = Record<SettingsField, string>;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export const EMPTY_SETTINGS: SettingsValues = Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, ""])) as SettingsValues;

const text = (max: number) =>
  z
    .string()
    .max(max, SETTINGS_TEXTS.tooLong(max))
    .transform((value) => value.trim() || null);

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === "" || isValidEmailAddress(value), SETTINGS_TEXTS.invalidEmail)
  .transform((value) => value || null);

/** Only web addresses, `https://` added to a bare one: a merchant's link must never become a `javascript:` link on the site. */
const optionalUrl = optionalAddress(SETTINGS_TEXTS.badUrl, { tooLong: SETTINGS_TEXTS.tooLong(2000) });

const optionalImage = optionalImageUrl();

export const settingsSchema = z
  .object({
    // Required and of e-mail type; the outbox's own check too, so the test e-mail can use it.
    senderEmail: z.string().trim().toLowerCase().min(1, SETTINGS_TEXTS.senderRequired).refine(isValidEmailAddress, SETTINGS_TEXTS.invalidEmail),
    merchantEmail1: optionalEmail,
    merchantEmail2: optionalEmail,
    merchantEmail3: optionalEmail,
    merchantPhone1: text(40),
    merchantPhone2: text(40),
    merchantPhone3: text(40),
    address: text(500),
    googleMapsLink: optionalUrl,
    mapImageUrl: optionalImage,
    metroInfo: text(500),
    busInfo: text(500),
    tramInfo: text(500),
    carInfo: text(500),
    facebookUrl: optionalUrl,
    twitterUrl: optionalUrl,
    instagramUrl: optionalUrl,
    tiktokUrl: optionalUrl,
    linkedinUrl: optionalUrl,
    // The 'Mentions légales' section (legal/legal-settings-schema.ts).
    ...legalSettingsShape,
  })
  .superRefine(refineLegalSettings);
export type SettingsInput = z.output<typeof settingsSchema>;
