import { z } from "~/lib/zod";
import type { SeoPage } from "~/db/enums";
import { optionalImageUrl } from "~/features/media/image-url-field";
import { cleanText } from "~/features/seo/page-meta";

/**
 * The 'Référencement' form of one public page (Expert): an optional title, description
 * and share image. Shared by the screen (checks before sending, live counters) and the action.
 * An empty field means the page's own default (storefront/seo/storefront-meta.ts).
 */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 155;

export const PAGE_SEO_TEXTS = {
  loadFailed: "Impossible de charger le référencement du site.",
  saveFailed: "Erreur lors de la sauvegarde du référencement.",
  savedTitle: "Référencement sauvegardé",
  saved: (page: string) => `La page «\u00a0${page}\u00a0» a été mise à jour.`,
  titleTooLong: `Le titre doit faire ${SEO_TITLE_MAX} caractères au plus`,
  descriptionTooLong: `La description doit faire ${SEO_DESCRIPTION_MAX} caractères au plus`,
  badPage: "Cette page n'existe pas.",
} as const;

/** The pages' names on the screen (their tab and the share card's line). */
export const SEO_PAGE_LABELS: Record<SeoPage, string> = {
  home: "Accueil",
  about: "Qui sommes-nous",
  services: "Nos prestations",
  products: "Nos Produits",
  contact: "Contact et horaires",
};

export const PAGE_SEO_FIELDS = ["title", "description", "imageUrl"] as const;
export type PageSeoField = (typeof PAGE_SEO_FIELDS)[number];
export type PageSeoValues = { title: string; description: string; imageUrl: string };
export type StoredPageSeo = { title: string | null; description: string | null; imageUrl: string | null };

/** One line of text (titles and descriptions are shown on one line by search engines), null when blank. */
const line = (max: number, message: string) =>
  z
    .string()
    .transform(cleanText)
    .refine((value) => value.length <= max, message)
    .transform((value) => value || null);

const optionalImage = optionalImageUrl();

export const pageSeoSchema = z.object({
  title: line(SEO_TITLE_MAX, PAGE_SEO_TEXTS.titleTooLong),
  description: line(SEO_DESCRIPTION_MAX, PAGE_SEO_TEXTS.descriptionTooLong),
  imageUrl: optionalImage,
});

/** How many characters a field counts (what the limits and the counters measure). */
export function seoLength(value: string): number {
  return cleanText(value).length;
}
