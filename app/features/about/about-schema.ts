/**
 * The about editor's forms, shared by the dialogs (checks before
 * sending) and the action (the authority). The spec's texts verbatim; where it names required fields
 * without a message (team member, partner), a short per-field message is ours.
 */
import { z } from "~/lib/zod";
import { VALUE_ICONS } from "~/db/enums";
import { optionalImageUrl } from "~/features/media/image-url-field";

export const ABOUT_EDITOR_PATH = "/admin/pages/about";

export const ITEM_KINDS = ["step", "value", "member", "partner"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export function isItemKind(value: unknown): value is ItemKind {
  return typeof value === "string" && (ITEM_KINDS as readonly string[]).includes(value);
}

export const ABOUT_MESSAGES = {
  loadFailed: "Impossible de charger le contenu de la page",
  storySaved: "Contenu sauvegardé avec succès",
  storySaveFailed: "Impossible de sauvegarder le contenu",
  reorderFailed: "Erreur lors de la mise à jour",
} as const;

/** "per-item equivalents" of the content messages. */
export const ITEM_MESSAGES: Record<ItemKind, { saved: string; deleted: string; saveFailed: string; deleteFailed: string }> = {
  step: {
    saved: "Étape sauvegardée avec succès",
    deleted: "Étape supprimée avec succès",
    saveFailed: "Impossible de sauvegarder l'étape",
    deleteFailed: "Impossible de supprimer l'étape",
  },
  value: {
    saved: "Valeur sauvegardée avec succès",
    deleted: "Valeur supprimée avec succès",
    saveFailed: "Impossible de sauvegarder la valeur",
    deleteFailed: "Impossible de supprimer la valeur",
  },
  member: {
    saved: "Membre sauvegardé avec succès",
    deleted: "Membre supprimé avec succès",
    saveFailed: "Impossible de sauvegarder le membre",
    deleteFailed: "Impossible de supprimer le membre",
  },
  partner: {
    saved: "Partenaire sauvegardé avec succès",
    deleted: "Partenaire supprimé avec succès",
    saveFailed: "Impossible de sauvegarder le partenaire",
    deleteFailed: "Impossible de supprimer le partenaire",
  },
};

export const REQUIRED = {
  name: "Le nom est obligatoire",
  role: "Le rôle est obligatoire",
  bio: "La biographie est obligatoire",
  description: "La description est obligatoire",
  image: "L'adresse de l'image doit commencer par http:// ou https://",
} as const;

/** Extra images of one partner (the dialog's gallery): enough for a carousel, bounded for the form. */
export const MAX_PARTNER_IMAGES = 12;

const text = (max: number) => z.string().trim().max(max, `${max} caractères au maximum`);
const required = (max: number, message: string) => text(max).min(1, message);
/** "" → null; otherwise an http(s) or /media/ address (the shared image field). */
const imageUrl = optionalImageUrl(REQUIRED.image);
const optionalText = (max: number) => text(max).transform((value) => (value === "" ? null : value));

export const storySchema = z.object({ storyDescription: text(20000) });

/** Journey steps and values: a silent refusal — this message is never shown (see `blankRequired`). */
export const stepSchema = z.object({ title: required(200, "Champ obligatoire"), description: required(2000, "Champ obligatoire") });
export const valueSchema = stepSchema.extend({ iconName: z.enum(VALUE_ICONS).catch("award") });
export const memberSchema = z.object({
  name: required(200, REQUIRED.name),
  role: required(200, REQUIRED.role),
  bio: required(3000, REQUIRED.bio),
  imageUrl,
});
export const partnerSchema = z.object({
  name: required(200, REQUIRED.name),
  description: required(1000, REQUIRED.description),
  longDescription: optionalText(10000),
  imageUrl,
  logoUrl: imageUrl,
  images: z
    .array(imageUrl)
    .max(MAX_PARTNER_IMAGES)
    .transform((urls) => urls.filter((url): url is string => url !== null)),
});

export const ITEM_FIELDS = {
  step: ["title", "description"],
  value: ["title", "description", "iconName"],
  member: ["name", "role", "bio", "imageUrl"],
  partner: ["name", "description", "longDescription", "imageUrl", "logoUrl"],
} as const satisfies Record<ItemKind, readonly string[]>;

/** Kinds whose blank required fields are refused without a message. */
export const SILENT_KINDS: readonly ItemKind[] = ["step", "value"];

/** The blank required fields of a journey step or value (refused silently); [] for other kinds. */
export function blankRequired(kind: ItemKind, values: ItemFormValues): string[] {
  if (!SILENT_KINDS.includes(kind)) return [];
  return ["title", "description"].filter((field) => {
    const value = values[field];
    return typeof value !== "string" || value.trim() === "";
  });
}

export type StepInput = z.output<typeof stepSchema>;
export type ValueInput = z.output<typeof valueSchema>;
export type MemberInput = z.output<typeof memberSchema>;
export type PartnerInput = z.output<typeof partnerSchema>;

export type FormErrors = Partial<Record<string, string>>;

/** The form of one kind as typed: strings, and the partner's extra images under "images". */
export type ItemFormValues = Record<string, string | string[]>;

export function itemSchema(kind: ItemKind) {
  return { step: stepSchema, value: valueSchema, member: memberSchema, partner: partnerSchema }[kind];
}
