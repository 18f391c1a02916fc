import { z } from "~/lib/zod";
import { optionalImageUrl } from "~/features/media/image-url-field";

/**
 * The three forms of /admin/pages/services, shared by the page (checks
 * before sending) and the action (the authority). The spec's messages verbatim; the length limits are
 * ours (the spec gives none) and only stop abuse, they are far above what a page shows.
 */
export const CATEGORY_REQUIRED = "Veuillez remplir au moins le nom et le titre";
export const FAQ_REQUIRED = "Veuillez remplir la question et la réponse";
export const TOO_LONG = (max: number) => `Ce texte est trop long (${max} caractères au plus).`;
export const BAD_IMAGE_URL = "Une des images n'a pas une adresse valide.";
export const TOO_MANY_IMAGES = (max: number) => `${max} images au plus par catégorie.`;

export const MAX_CATEGORY_IMAGES = 20;

export const CONTENT_FIELDS = ["title", "description"] as const;
export const CATEGORY_FIELDS = ["name", "title", "description"] as const;
export const FAQ_FIELDS = ["question", "answer"] as const;

export type ContentField = (typeof CONTENT_FIELDS)[number];
export type CategoryField = (typeof CATEGORY_FIELDS)[number] | "images";
export type FaqField = (typeof FAQ_FIELDS)[number];
export type FormErrors<F extends string> = Partial<Record<F, string>>;

const text = (max: number) => z.string().trim().max(max, TOO_LONG(max));
/** Blank optional text is stored as null, so the public page falls back to its default. */
const optionalText = (max: number) => text(max).transform((value) => (value === "" ? null : value));

export const contentSchema = z.object({ title: optionalText(200), description: optionalText(2000) });

export const categorySchema = z.object({
  name: text(100).min(1, CATEGORY_REQUIRED),
  title: text(200).min(1, CATEGORY_REQUIRED),
  description: optionalText(5000),
  // The shared image field for each photo; blank ones are dropped.
  images: z
    .array(optionalImageUrl(BAD_IMAGE_URL))
    .max(MAX_CATEGORY_IMAGES, TOO_MANY_IMAGES(MAX_CATEGORY_IMAGES))
    .transform((urls) => urls.filter((url): url is string => url !== null)),
});

export const faqSchema = z.object({
  question: text(500).min(1, FAQ_REQUIRED),
  answer: text(5000).min(1, FAQ_REQUIRED),
});

export type ContentInput = z.output<typeof contentSchema>;
export type CategoryInput = z.output<typeof categorySchema>;
export type FaqInput = z.output<typeof faqSchema>;
