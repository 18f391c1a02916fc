import { z } from "~/lib/zod";
import { isValidHex } from "~/lib/contrast";
import { optionalImageUrl } from "~/features/media/image-url-field";
import { DEFAULT_COLORS } from "~/features/appearance/theme";

/**
 * The "Apparence du site" form, shared by the page (checks and
 * preview before sending) and the action (the same checks on what was really sent).
 */
export const APPEARANCE_TEXTS = {
  /** Verbatim. */
  noSite: "Aucun site sélectionné.",
  notSignedIn: "Vous devez être connecté pour modifier l'apparence.",
  notSignedInTitle: "Erreur d'authentification",
  saveFailedTitle: "Erreur de sauvegarde",
  saveFailed: (reason: string) => `Erreur lors de la sauvegarde de l'apparence: ${reason}`,
  unknownReason: "Erreur inconnue",
  saved: "Apparence sauvegardée",
  /** Where the spec is silent. */
  savedDescription: "Les nouvelles couleurs et le logo sont visibles sur votre site.",
  badHex: "Couleur invalide\u00a0: utilisez le format #RRGGBB (par exemple #4CAF50)",
  /** The spec's "recommended 40x40px", and what a sharp (2x) screen needs for the header's 48 px logo. */
  logoHint: "Format carré, recommandé 40x40px au minimum, 96×96\u00a0px ou plus pour rester net sur les écrans haute définition\u00a0; converti en WebP.",
} as const;

export const COLOR_FIELDS = ["primaryColor", "primaryHoverColor", "secondaryColor", "accentColor"] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

/** Labels and defaults, in the spec's order. */
export const COLOR_META: Record<ColorField, { label: string; fallback: string; usage: string }> = {
  primaryColor: { label: "Couleur principale", fallback: DEFAULT_COLORS.primary, usage: "Boutons, soulignement du menu, éléments actifs." },
  primaryHoverColor: {
    label: "Couleur fond picto",
    fallback: DEFAULT_COLORS.primaryHover,
    usage: "Colore le fond des pictogrammes (bandeau de réassurance de l'accueil, valeurs, questions fréquentes) et les boutons au survol de la souris.",
  },
  secondaryColor: { label: "Couleur secondaire (foncée)", fallback: DEFAULT_COLORS.secondary, usage: "Titres, liens et textes mis en valeur sur fond blanc." },
  accentColor: {
    label: "Couleur fond clair",
    fallback: DEFAULT_COLORS.accent,
    usage: "Pied de page\u00a0; les fonds des sections en sont des teintes très claires.",
  },
};

export const APPEARANCE_FIELDS = ["logoUrl", ...COLOR_FIELDS] as const;
export type AppearanceField = (typeof APPEARANCE_FIELDS)[number];
export type AppearanceValues = Record<AppearanceField, string>;
export type AppearanceErrors = Partial<Record<AppearanceField, string>>;

/** A missing colour falls back to its default; anything else must be #RRGGBB. */
const color = (field: ColorField) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || isValidHex(value), APPEARANCE_TEXTS.badHex)
    .transform((value) => value || COLOR_META[field].fallback);

export const appearanceSchema = z.object({
  logoUrl: optionalImageUrl(),
  primaryColor: color("primaryColor"),
  primaryHoverColor: color("primaryHoverColor"),
  secondaryColor: color("secondaryColor"),
  accentColor: color("accentColor"),
});
export type AppearanceInput = z.output<typeof appearanceSchema>;
