import { data } from "react-router";
import type { RequestContext } from "~/context";
import { CONTACT_FIELDS, contactFormSchema } from "~/features/contact-messages/contact-form-schema";
import { createContactMessage, isContactMessageStored } from "~/features/contact-messages/create-contact-message.server";
import { handleSubmission, refusalHeaders } from "~/features/submissions/handle-submission.server";
import { SUBMISSION_TEXTS } from "~/features/submissions/submission-fields";
import { CONTACT_TOASTS, type ContactActionResult } from "./contact-result";

/**
 * POST /merchant/contact (public-site.md §5, §7, §8): the shared submission pipeline (ADR 009:
 * size, token, honeypot, fields, minimum time, rate limits, idempotent store with its
 * notification), answered with what the form needs to show: the typed values and messages, a
 * failure with the values kept, or success. Each answer carries a fresh id so the form reacts to
 * it once.
 */
export async function submitContactForm(request: Request, context: RequestContext) {
  const id = crypto.randomUUID();
  const outcome = await handleSubmission(request, context, {
    form: "contact",
    fields: CONTACT_FIELDS,
    schema: contactFormSchema,
    isStored: isContactMessageStored,
    store: async (db, siteId, input, token) => (await createContactMessage(db, siteId, input, token)).created,
  });

  switch (outcome.kind) {
    case "no-site":
      return data<ContactActionResult>({ status: "failed", id, values: outcome.values, errors: {}, toast: CONTACT_TOASTS.noSite }, { status: 404 });
    case "refused":
      return data<ContactActionResult>(
        { status: "failed", id, values: outcome.values, errors: {}, toast: { title: SUBMISSION_TEXTS.refusedTitle, text: outcome.message }, token: outcome.token },
        { status: outcome.status, headers: refusalHeaders(outcome) },
      );
    case "invalid":
      return data<ContactActionResult>({ status: "invalid", id, values: outcome.values, errors: outcome.errors, token: outcome.token }, { status: 400 });
    case "failed":
      // 503 and Retry-After when the database could not be reached (ADR 019); the spec's toast either way.
      return data<ContactActionResult>(
        { status: "failed", id, values: outcome.values, errors: {}, toast: CONTACT_TOASTS.insertFailed, token: outcome.token || undefined },
        { status: outcome.retryAfterSeconds ? 503 : 500, headers: refusalHeaders(outcome) },
      );
    case "sent":
      return data<ContactActionResult>({ status: "sent", id }, { status: 200 });
  }
}
