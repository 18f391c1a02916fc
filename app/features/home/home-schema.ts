import { z } from "~/lib/zod";
import { REASSURANCE_ICONS, type ReassuranceIcon } from "~/db/enums";
import { optionalImageUrl } from "~/features/media/image-url-field";

/**
 * The home editor's forms, shared by the components (client-side
 * checks) and the action (the same checks again, on what was really sent).
 */
export const HOME_TEXTS = {
  /** Verbatim. */
  required: "Veuillez remplir tous les champs obligatoires",
  /** About's content text, reused for the home (the spec has none of its own). */
  saved: "Contenu sauvegardé avec succès",
  itemSaved: "Élément de réassurance sauvegardé avec succès",
  itemDeleted: "Élément de réassurance supprimé avec succès",
  saveFailed: "Erreur lors de la sauvegarde",
  deleteFailed: "Erreur lors de la suppression",
  updateFailed: "Erreur lors de la mise à jour",
  loadFailed: "Impossible de charger le contenu de la page",
  badImage: "Adresse d'image invalide (http ou https uniquement)",
  tooLong: (max: number) => `${max} caractères au plus`,
} as const;

export const REASSURANCE_ICON_LABELS: Record<ReassuranceIcon, string> = {
  award: "Médaille",
  shield: "Bouclier",
  truck: "Livraison",
  heart: "Cœur",
  star: "Étoile",
};

export const DEFAULT_REASSURANCE_ICON: ReassuranceIcon = "award";

const optionalText = (max: number) =>
  z
    .string()
    .max(max, HOME_TEXTS.tooLong(max))
    .transform((value) => value.trim() || null);

const optionalImage = optionalImageUrl(HOME_TEXTS.badImage);

export const HERO_FIELDS = ["heroTitle", "heroSubtitle", "heroImageUrl"] as const;
export type HeroField = (typeof HERO_FIELDS)[number];
export const heroSchema = z.object({
  heroTitle: optionalText(200),
  heroSubtitle: optionalText(600),
  heroImageUrl: optionalImage,
});
export type HeroInput = z.output<typeof heroSchema>;

export const HIGHLIGHT_FIELDS = ["highlightTitle", "highlightDescription", "highlightImageUrl", "highlightSecondImageUrl"] as const;
export type HighlightField = (typeof HIGHLIGHT_FIELDS)[number];
export const highlightSchema = z.object({
  highlightTitle: optionalText(200),
  highlightDescription: optionalText(2000),
  highlightImageUrl: optionalImage,
  highlightSecondImageUrl: optionalImage,
});
export type HighlightInput = z.output<typeof highlightSchema>;

export const REASSURANCE_FIELDS = ["title", "description", "iconName"] as const;
export type ReassuranceField = (typeof REASSURANCE_FIELDS)[number];
const requiredText = (max: number) => z.string().trim().min(1, HOME_TEXTS.required).max(max, HOME_TEXTS.tooLong(max));
export const reassuranceSchema = z.object({
  title: requiredText(120),
  description: requiredText(400),
  // Unknown or missing icon → the default, award.
  iconName: z
    .string()
    .transform((value): ReassuranceIcon => ((REASSURANCE_ICONS as readonly string[]).includes(value) ? (value as ReassuranceIcon) : DEFAULT_REASSURANCE_ICON)),
});
export type ReassuranceInput = z.output<typeof reassuranceSchema>;

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export type HomeIntent = "save-hero" | "save-highlight" | "create" | "update" | "delete" | "reorder";
