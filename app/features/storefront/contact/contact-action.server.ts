import { data } from "react-router";
import type { RequestContext } from "~/context";
import { fieldErrors, formValues } from "~/lib/form-errors";
import {
  CONTACT_FIELDS,
  contactFormSchema,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from "~/features/contact-messages/contact-form-schema";
import { createContactMessage } from "~/features/contact-messages/create-contact-message.server";
import { loadStorefront } from "~/features/storefront/storefront-context.server";
import { CONTACT_TOASTS, type ContactActionResult } from "./contact-result";

/**
 * POST /merchant/contact (public-site.md §5, §7, §8): validates with the form's own schema, stores
 * the message for the site the request resolves to (never a site id from the form), and answers
 * with what the form needs to show: the typed values and messages (400), a failure toast with the
 * values kept, or success. Each answer carries a fresh id so the form reacts to it once.
 */
export async function submitContactForm(request: Request, context: RequestContext) {
  const form = await request.formData();
  const values: ContactFormValues = formValues(form, CONTACT_FIELDS);
  const id = crypto.randomUUID();

  const storefront = await loadStorefront(request, context);
  if (!storefront) {
    return data<ContactActionResult>({ status: "failed", id, values, errors: {}, toast: CONTACT_TOASTS.noSite }, { status: 404 });
  }

  const parsed = contactFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: ContactFormErrors = fieldErrors<ContactField>(parsed.error);
    return data<ContactActionResult>({ status: "invalid", id, values, errors }, { status: 400 });
  }

  try {
    await createContactMessage(context.db, storefront.site.id, parsed.data);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: storefront.site.id }, "contact message insert failed");
    return data<ContactActionResult>({ status: "failed", id, values, errors: {}, toast: CONTACT_TOASTS.insertFailed }, { status: 500 });
  }
  return data<ContactActionResult>({ status: "sent", id }, { status: 200 });
}
