import { data } from "react-router";
import type { RequestContext } from "~/context";
import { CONTACT_FIELDS, contactFormSchema } from "~/features/messages/contact-schema";
import { createContactMessage, isContactMessageStored } from "~/features/messages/create-contact-message.server";
import { loadFormSite } from "~/features/storefront/storefront-context.server";
import { handleSubmission, nextSend, redirectAfterSend, refusalHeaders } from "~/features/submissions/handle-submission.server";
import { translator } from "~/lib/i18n/messages";
import { toastOnThisPage } from "~/lib/toast.server";
import { CONTACT_FORM_ID, type ContactAnswer } from "~/features/messages/public/contact-result";

/**
 * POST /merchant/contact: the shared submission pipeline (ADR 009:
 * size, token, honeypot, fields, minimum time, rate limits, idempotent store with its
 * notification). Stored (or already stored with this token): 303 back to the form with the
 * 'Message envoyé!' toast, so a reload never sends it again. Otherwise the page is rendered again
 * with what was typed, its messages and, for a failure, the error toast — all in the page's
 * language (`/en/merchant/contact` answers in English and sends back to itself; ADR 047).
 */
export async function submitContactForm(request: Request, context: RequestContext) {
  const outcome = await handleSubmission(request, context, {
    loadSite: loadFormSite,
    form: "contact",
    fields: CONTACT_FIELDS,
    schema: contactFormSchema,
    isStored: isContactMessageStored,
    store: async (db, siteId, input, sent) => (await createContactMessage(db, siteId, input, { ...sent, publicUrl: context.config.publicUrl })).created,
  });
  const t = translator(outcome.language);
  // The toast is drawn on the page drawn again; the answer carries its text for the form's alert.
  const toast = (text: string) => toastOnThisPage(context, { type: "error", title: t("forms.errorTitle"), description: text });

  switch (outcome.kind) {
    case "no-site":
      toast(t("forms.contact.noSite"));
      return data<ContactAnswer>({ status: "failed", values: outcome.values, message: t("forms.contact.noSite") }, { status: 404 });
    case "refused":
      toast(outcome.message);
      return data<ContactAnswer>(
        { status: "refused", values: outcome.values, message: outcome.message, ...nextSend(context, outcome.token) },
        { status: outcome.status, headers: refusalHeaders(outcome) },
      );
    case "invalid":
      return data<ContactAnswer>({ status: "invalid", values: outcome.values, errors: outcome.errors, ...nextSend(context, outcome.token) }, { status: 400 });
    case "failed":
      toast(t("forms.contact.insertFailed"));
      // 503 and Retry-After when the database could not be reached (ADR 019); the spec's toast either way.
      return data<ContactAnswer>(
        { status: "failed", values: outcome.values, message: t("forms.contact.insertFailed"), ...nextSend(context, outcome.token) },
        { status: outcome.retryAfterSeconds ? 503 : 500, headers: refusalHeaders(outcome) },
      );
    case "sent":
      return redirectAfterSend(context, outcome.shown, `/merchant/contact#${CONTACT_FORM_ID}`, {
        type: "success",
        title: t("forms.contact.sentTitle"),
        description: t("forms.contact.sentText"),
      });
  }
}
