import { homeTestimonials } from "~/db/schema";
import type { ListEditor } from "~/features/admin-kit/list-action.server";
import { TESTIMONIAL_FIELDS, TESTIMONIAL_TEXTS, testimonialFormSchema, type TestimonialInput } from "~/features/testimonials/testimonials-schema";
import { createTestimonial, deleteTestimonial, updateTestimonial } from "~/features/testimonials/testimonials.server";

/** POST /admin/content/testimonials: the list kit's action (`handleListAction`) over the site's testimonials. */
export const TESTIMONIALS_EDITOR: ListEditor<TestimonialInput> = {
  name: "testimonials editor",
  table: homeTestimonials,
  schema: testimonialFormSchema,
  fields: TESTIMONIAL_FIELDS,
  texts: { created: TESTIMONIAL_TEXTS.created, updated: TESTIMONIAL_TEXTS.updated, deleted: TESTIMONIAL_TEXTS.deleted },
  create: createTestimonial,
  update: updateTestimonial,
  remove: deleteTestimonial,
};
