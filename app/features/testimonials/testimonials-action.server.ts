import type { ActionArgs } from "~/features/admin-kit/action-args";
import { GENERIC_TEXTS, done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { handleReorder } from "~/features/admin-kit/reorder-action.server";
import { homeTestimonials } from "~/db/schema";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { z } from "~/lib/zod";
import {
  REVIEW_STATEMENT_FIELDS,
  TESTIMONIAL_FIELDS,
  TESTIMONIAL_TEXTS,
  reviewStatementSchema,
  testimonialFormSchema,
} from "~/features/testimonials/testimonials-schema";
import { createTestimonial, eraseTestimonial, saveReviewStatement, setTestimonialHidden } from "~/features/testimonials/testimonials.server";

const TESTIMONIAL_INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("hide") }),
  z.object({ intent: z.literal("show") }),
  z.object({ intent: z.literal("reorder") }),
  z.object({ intent: z.literal("save-statement") }),
  // Its author's erasure request (RGPD, art. 17): a platform admin's act only.
  z.object({ intent: z.literal("erase") }),
  // Forms of the time reviews could be edited: refused, nothing changes.
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("delete") }),
]);

const rowId = z.uuid();

/**
 * POST /admin/content/testimonials (a `siteAction`): `create` a review (it is then never edited),
 * `hide` or `show` one (its `id`; another site's answers 404, nothing changed), `reorder`, and
 * `save-statement`, how the site's reviews are collected. `update` and `delete` are refused (400).
 * `erase` deletes one for good at its author's request: a platform admin's only (403 for an owner).
 */
export async function handleTestimonialsAction({ context, user, site, form }: Pick<ActionArgs, "context" | "user" | "site" | "form">) {
  const parsed = readIntent(TESTIMONIAL_INTENTS, form);
  if (!parsed) return failed(undefined, GENERIC_TEXTS.saveFailed, 400);
  const { intent } = parsed;
  const log = (err: unknown) => context.logger.error({ err, requestId: context.requestId, siteId: site.id, intent }, "testimonials editor: change failed");
  switch (parsed.intent) {
    case "create": {
      const values = formValues(form, TESTIMONIAL_FIELDS);
      const checked = testimonialFormSchema.safeParse(values);
      if (!checked.success) return invalid(intent, fieldErrors(checked.error), { values });
      try {
        return done(intent, TESTIMONIAL_TEXTS.created, { rowId: await createTestimonial(context.db, site.id, checked.data) });
      } catch (err) {
        log(err);
        return failed(intent, GENERIC_TEXTS.saveFailed, 500, { values });
      }
    }
    case "hide":
    case "show": {
      const id = rowId.safeParse(form.get("id"));
      if (!id.success) return failed(intent, GENERIC_TEXTS.updateFailed, 404);
      try {
        if (!(await setTestimonialHidden(context.db, site.id, id.data, intent === "hide"))) return failed(intent, GENERIC_TEXTS.updateFailed, 404);
      } catch (err) {
        log(err);
        return failed(intent, GENERIC_TEXTS.updateFailed, 500);
      }
      return done(intent, intent === "hide" ? TESTIMONIAL_TEXTS.hidden : TESTIMONIAL_TEXTS.shown, { rowId: id.data });
    }
    case "reorder":
      return handleReorder(context, homeTestimonials, site.id, form);
    case "save-statement": {
      const values = formValues(form, REVIEW_STATEMENT_FIELDS);
      const checked = reviewStatementSchema.safeParse(values);
      if (!checked.success) return invalid(intent, fieldErrors(checked.error), { values });
      try {
        if (!(await saveReviewStatement(context.db, site.id, checked.data))) return failed(intent, GENERIC_TEXTS.saveFailed, 404, { values });
      } catch (err) {
        log(err);
        return failed(intent, GENERIC_TEXTS.saveFailed, 500, { values });
      }
      return done(intent, TESTIMONIAL_TEXTS.statementSaved);
    }
    case "erase": {
      if (user.role !== "admin") return failed(intent, TESTIMONIAL_TEXTS.eraseAdminsOnly, 403);
      const id = rowId.safeParse(form.get("id"));
      if (!id.success) return failed(intent, GENERIC_TEXTS.deleteFailed, 404);
      try {
        const erased = await eraseTestimonial(context.db, site.id, id.data, String(form.get("confirmName") ?? ""));
        if (erased === "not-found") return failed(intent, GENERIC_TEXTS.deleteFailed, 404);
        if (erased === "name-mismatch") return failed(intent, TESTIMONIAL_TEXTS.eraseNameMismatch, 400);
      } catch (err) {
        log(err);
        return failed(intent, GENERIC_TEXTS.deleteFailed, 500);
      }
      // Who erased what, for the day the author or the merchant asks.
      context.logger.info({ requestId: context.requestId, siteId: site.id, testimonialId: id.data, by: user.id }, "testimonial erased at its author's request");
      return done(intent, TESTIMONIAL_TEXTS.erased);
    }
    case "update":
    case "delete":
      return failed(intent, TESTIMONIAL_TEXTS.neverEdited, 400);
    default:
      return unknownIntent(parsed);
  }
}
