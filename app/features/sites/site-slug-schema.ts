import { z } from "~/lib/zod";
import { slugProblem } from "~/features/sites/site-slug";

/** 'Adresse du site' in 'Paramètres du site': the form's one field, checked by the page and the action. */
export const siteSlugSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((slug, ctx) => {
      const problem = slugProblem(slug);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

export const SITE_SLUG_INTENT = "slug";
