import { data } from "react-router";
import type { RequestContext } from "~/context";
import { QUOTE_FIELDS, quoteFormSchema } from "~/features/quotes/quote-request-schema";
import { createQuoteRequest, isQuoteRequestStored } from "~/features/quotes/create-quote-request.server";
import { loadFormSite, refusePageOutsidePlan } from "~/features/storefront/storefront-context.server";
import { handleSubmission, nextSend, redirectAfterSend, refusalHeaders } from "~/features/submissions/handle-submission.server";
import { translator } from "~/lib/i18n/messages";
import { toastOnThisPage } from "~/lib/toast.server";
import { QUOTE_SECTION_ID } from "~/features/services/services-defaults";
import type { QuoteAnswer } from "~/features/quotes/public/quote-result";

/**
 * POST /merchant/services: a quote request for the site being shown (never a site named by the
 * form), through the shared submission pipeline (ADR 009) — stored once per form token, with its
 * notification in the same transaction. Stored (or already stored with this token): 303 back to
 * the form with the 'Demande envoyée!' toast, so a reload never sends it again. Otherwise the page
 * is rendered again with what was typed, its messages and, for a failure, the error toast — all in
 * the page's language (ADR 047).
 */
export async function submitQuoteForm(request: Request, context: RequestContext) {
  const outcome = await handleSubmission(request, context, {
    // A site whose plan has no services page answers the not-found page, as its GET does.
    loadSite: async (req, ctx) => {
      const shown = await loadFormSite(req, ctx);
      if (shown) refusePageOutsidePlan(req, ctx, shown.site, "services");
      return shown;
    },
    form: "quote",
    fields: QUOTE_FIELDS,
    schema: quoteFormSchema,
    isStored: isQuoteRequestStored,
    store: async (db, siteId, input, sent) => (await createQuoteRequest(db, siteId, input, { ...sent, publicUrl: context.config.publicUrl })).created,
  });
  const t = translator(outcome.language);
  const errorToast = (description: string) => toastOnThisPage(context, { type: "error", title: t("forms.errorTitle"), description });

  switch (outcome.kind) {
    case "no-site":
      errorToast(t("forms.quote.noSite"));
      return data<QuoteAnswer>({ status: "failed", values: outcome.values, message: t("forms.quote.noSite") }, { status: 404 });
    case "refused":
      errorToast(outcome.message);
      return data<QuoteAnswer>(
        { status: "refused", values: outcome.values, message: outcome.message, ...nextSend(context, outcome.token) },
        { status: outcome.status, headers: refusalHeaders(outcome) },
      );
    case "invalid":
      return data<QuoteAnswer>({ status: "invalid", values: outcome.values, errors: outcome.errors, ...nextSend(context, outcome.token) }, { status: 400 });
    case "failed":
      errorToast(t("forms.quote.insertFailed"));
      // 503 and Retry-After when the database could not be reached (ADR 019); the spec's toast either way.
      return data<QuoteAnswer>(
        { status: "failed", values: outcome.values, message: t("forms.quote.insertFailed"), ...nextSend(context, outcome.token) },
        { status: outcome.retryAfterSeconds ? 503 : 500, headers: refusalHeaders(outcome) },
      );
    case "sent":
      return redirectAfterSend(context, outcome.shown, `/merchant/services#${QUOTE_SECTION_ID}`, {
        type: "success",
        title: t("forms.quote.successTitle"),
        description: t("forms.quote.successText"),
      });
  }
}
