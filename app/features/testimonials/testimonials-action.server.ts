import { data } from "react-router";
import { z } from "zod";
import type { RequestContext } from "~/context";
import { homeTestimonials } from "~/db/schema";
import { errorToast, successToast } from "~/features/admin-kit/result-toast";
import { LIST_MESSAGES, listResult } from "~/features/admin-kit/list-result";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { TESTIMONIAL_FIELDS, TESTIMONIAL_TEXTS, testimonialFormSchema, type TestimonialActionResult, type TestimonialField } from "./testimonial-form";
import { createTestimonial, deleteTestimonial, updateTestimonial } from "./testimonials.server";

const rowId = z.uuid();

/**
 * POST /admin/content/testimonials: `intent` create, update, delete or reorder. `siteId` comes from
 * requireSiteAccess; a testimonial id that is not that site's answers 404 and changes nothing.
 */
export async function handleTestimonialAction(request: Request, context: RequestContext, siteId: string) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const answer = (result: TestimonialActionResult, status = 200) => data(result, { status });
  const log = (err: unknown) => context.logger.error({ err, requestId: context.requestId, siteId, intent }, "testimonials editor: change failed");

  if (intent === "reorder") return handleReorder(context, homeTestimonials, siteId, form);

  if (intent === "delete") {
    const failed = (status: number) => answer(listResult(intent, false, errorToast(LIST_MESSAGES.deleteFailed)), status);
    const id = rowId.safeParse(form.get("id"));
    if (!id.success) return failed(404);
    try {
      if (!(await deleteTestimonial(context.db, siteId, id.data))) return failed(404);
    } catch (err) {
      log(err);
      return failed(500);
    }
    return answer(listResult(intent, true, successToast(TESTIMONIAL_TEXTS.deleted)));
  }

  if (intent === "create" || intent === "update") {
    const failed = (status: number) => answer(listResult(intent, false, errorToast(LIST_MESSAGES.saveFailed)), status);
    const parsed = testimonialFormSchema.safeParse(formValues(form, TESTIMONIAL_FIELDS));
    if (!parsed.success) return answer({ ...listResult(intent, false), errors: fieldErrors<TestimonialField>(parsed.error) }, 400);
    try {
      if (intent === "create") {
        await createTestimonial(context.db, siteId, parsed.data);
        return answer(listResult(intent, true, successToast(TESTIMONIAL_TEXTS.created)));
      }
      const id = rowId.safeParse(form.get("id"));
      if (!id.success || !(await updateTestimonial(context.db, siteId, id.data, parsed.data))) return failed(404);
      return answer(listResult(intent, true, successToast(TESTIMONIAL_TEXTS.updated)));
    } catch (err) {
      log(err);
      return failed(500);
    }
  }

  return answer(listResult(intent, false), 400);
}
