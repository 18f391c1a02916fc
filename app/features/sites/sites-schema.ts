import { z } from "~/lib/zod";
import { SITE_PLANS } from "~/db/enums";

/** The 'Créer un site' dialog, shared by the dialog and the action. */
export const NO_OWNER = "no-owner";
export const SITE_NAME_MAX = 120;

export const SITE_FIELDS = ["name", "ownerId", "plan"] as const;
export type SiteField = (typeof SITE_FIELDS)[number];
export type SiteFormValues = Record<SiteField, string>;
export type SiteFormErrors = Partial<Record<SiteField, string>>;

export const SITE_NAME_TOO_SHORT = "Le nom du site doit contenir au moins 3 caractères";
export const SITE_PLAN_INVALID = "Choisissez l'une des trois formules.";

/** The plan a new site gets when the dialog does not say: Pro, as the column's default. */
export const DEFAULT_SITE_PLAN = "pro";

/** One of the three plans; absent (a form without the field) leaves the choice to the caller. */
const planField = z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(SITE_PLANS, { error: SITE_PLAN_INVALID }).optional());

export const createSiteSchema = z.object({
  // Counted without surrounding spaces: '  a ' is not a name.
  name: z.string().trim().min(3, SITE_NAME_TOO_SHORT).max(SITE_NAME_MAX, `Le nom du site doit contenir au plus ${SITE_NAME_MAX} caractères`),
  // 'no-owner' (the default) or an account id; which ids exist is the action's business.
  ownerId: z
    .string()
    .trim()
    .transform((value) => (value === "" || value === NO_OWNER ? null : value)),
  // The site's plan; a new site without one is Pro, an edited one keeps its own.
  plan: planField,
});

export type CreateSiteInput = z.infer<typeof createSiteSchema>;

/** 'Modifier le site': the same rules as creation, for the site named by `siteId`. */
export const updateSiteSchema = createSiteSchema.extend({ siteId: z.uuid() });
export type UpdateSiteInput = z.infer<typeof updateSiteSchema>;

export const DELETE_SITE_FIELDS = ["siteId", "confirmName"] as const;

/** Deleting a site: its exact name, typed again. Compared as typed, spaces included. */
export const deleteSiteSchema = z.object({
  siteId: z.uuid(),
  confirmName: z.string(),
});

/** Sites. */
export const SITE_MESSAGES = {
  loadFailed: "Impossible de charger les sites. Veuillez réessayer.",
  createFailed: "Une erreur est survenue lors de la création du site.",
  created: (name: string) => `Le site "${name}" a été créé avec succès.`,
  // Not in the spec: worded like its creation messages.
  updated: (name: string) => `Le site "${name}" a été modifié avec succès.`,
  updateFailed: "Une erreur est survenue lors de la modification du site.",
  deleted: (name: string) => `Le site "${name}" a été supprimé, avec tout son contenu.`,
  deleteFailed: "Une erreur est survenue lors de la suppression du site.",
  notFound: "Ce site n'existe plus.",
  nameMismatch: "Le nom saisi ne correspond pas au nom du site.",
  // Anyone may sign up with any address; a site goes to an address proven by its holder.
  unconfirmedOwner:
    "L'adresse de ce compte n'est pas confirmée\u00a0: un site ne peut pas lui être attribué. Envoyez plutôt une invitation à cette adresse (bouton «\u00a0Inviter un propriétaire\u00a0»).",
} as const;
