import { z } from "zod";
import type { RequestContext } from "~/context";
import { homeTestimonials } from "~/db/schema";
import { GENERIC_TEXTS, done, failed, ignored, invalid } from "~/features/admin-kit/action-result";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { TESTIMONIAL_FIELDS, TESTIMONIAL_TEXTS, testimonialFormSchema, type TestimonialField } from "./testimonial-form";
import { createTestimonial, deleteTestimonial, updateTestimonial } from "./testimonials.server";

const rowId = z.uuid();

/**
 * POST /admin/content/testimonials (a `siteAction`): `intent` create, update, delete or reorder. A
 * testimonial id that is not the site's answers 404 and changes nothing.
 */
export async function handleTestimonialAction(context: RequestContext, siteId: string, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const log = (err: unknown) => context.logger.error({ err, requestId: context.requestId, siteId, intent }, "testimonials editor: change failed");

  if (intent === "reorder") return handleReorder(context, homeTestimonials, siteId, form);

  if (intent === "delete") {
    const id = rowId.safeParse(form.get("id"));
    if (!id.success) return failed(intent, GENERIC_TEXTS.deleteFailed, 404);
    try {
      if (!(await deleteTestimonial(context.db, siteId, id.data))) return failed(intent, GENERIC_TEXTS.deleteFailed, 404);
    } catch (err) {
      log(err);
      return failed(intent, GENERIC_TEXTS.deleteFailed, 500);
    }
    return done(intent, TESTIMONIAL_TEXTS.deleted, { rowId: id.data });
  }

  if (intent === "create" || intent === "update") {
    const parsed = testimonialFormSchema.safeParse(formValues(form, TESTIMONIAL_FIELDS));
    if (!parsed.success) return invalid(intent, fieldErrors<TestimonialField>(parsed.error));
    try {
      if (intent === "create") return done(intent, TESTIMONIAL_TEXTS.created, { rowId: await createTestimonial(context.db, siteId, parsed.data) });
      const id = rowId.safeParse(form.get("id"));
      if (!id.success || !(await updateTestimonial(context.db, siteId, id.data, parsed.data))) return failed(intent, GENERIC_TEXTS.saveFailed, 404);
      return done(intent, TESTIMONIAL_TEXTS.updated, { rowId: id.data });
    } catch (err) {
      log(err);
      return failed(intent, GENERIC_TEXTS.saveFailed, 500);
    }
  }

  return ignored(intent);
}
