import { z } from "~/lib/zod";

/** The testimonial dialog of /admin/content/testimonials. */
export const TESTIMONIAL_FIELDS = ["customerName", "customerInitials", "text", "rating"] as const;
export type TestimonialField = (typeof TESTIMONIAL_FIELDS)[number];
export type TestimonialFormValues = Record<TestimonialField, string>;

/** Initials at most 4 characters; rating 1 to 5, 5 by default. */
export const MAX_INITIALS = 4;
export const DEFAULT_RATING = 5;

export const TESTIMONIAL_TEXTS = {
  loadFailed: "Impossible de charger les témoignages",
  created: "Témoignage ajouté avec succès",
  updated: "Témoignage enregistré avec succès",
  deleted: "Témoignage supprimé avec succès",
  nameRequired: "Le nom du client est obligatoire",
  initialsRequired: "Les initiales sont obligatoires",
  initialsTooLong: "Les initiales ne doivent pas dépasser 4 caractères",
  textRequired: "Le texte du témoignage est obligatoire",
  ratingRange: "La note doit être comprise entre 1 et 5",
} as const;

export const testimonialFormSchema = z.object({
  customerName: z.string().trim().min(1, TESTIMONIAL_TEXTS.nameRequired).max(120, "120 caractères maximum"),
  customerInitials: z
    .string()
    .trim()
    .min(1, TESTIMONIAL_TEXTS.initialsRequired)
    // Counted in characters as the database does (char_length), not UTF-16 units.
    .refine((v) => Array.from(v).length <= MAX_INITIALS, TESTIMONIAL_TEXTS.initialsTooLong)
    .transform((v) => v.toUpperCase()),
  text: z.string().trim().min(1, TESTIMONIAL_TEXTS.textRequired).max(2000, "2000 caractères maximum"),
  rating: z
    .string()
    .trim()
    .transform((v) => (v === "" ? DEFAULT_RATING : Number(v)))
    .pipe(
      z.number(TESTIMONIAL_TEXTS.ratingRange).int(TESTIMONIAL_TEXTS.ratingRange).min(1, TESTIMONIAL_TEXTS.ratingRange).max(5, TESTIMONIAL_TEXTS.ratingRange),
    ),
});
export type TestimonialInput = z.output<typeof testimonialFormSchema>;

/** Initials proposed from the name while the field is untouched ('Marie Dupont' → 'MD'). */
export function suggestInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  const letters = words.length <= 1 ? words : [words[0], words[words.length - 1]];
  return letters
    .map((w) => Array.from(w)[0] ?? "")
    .join("")
    .toUpperCase();
}
