import { data } from "react-router";
import type { RequestContext } from "~/context";
import { QUOTE_FIELDS, quoteFormSchema } from "~/features/quotes/quote-form-schema";
import { createQuoteRequest, isQuoteRequestStored } from "~/features/quotes/create-quote-request.server";
import { handleSubmission, refusalHeaders } from "~/features/submissions/handle-submission.server";
import type { QuoteActionResult } from "./quote-result";

/**
 * POST /merchant/services: a quote request for the site being shown (never a site named by the
 * form), through the shared submission pipeline (ADR 009) — stored once per form token, with its
 * notification in the same transaction.
 */
export async function submitQuoteForm(request: Request, context: RequestContext) {
  const id = crypto.randomUUID();
  const outcome = await handleSubmission(request, context, {
    form: "quote",
    fields: QUOTE_FIELDS,
    schema: quoteFormSchema,
    isStored: isQuoteRequestStored,
    store: async (db, siteId, input, token) => (await createQuoteRequest(db, siteId, input, token)).created,
  });

  switch (outcome.kind) {
    case "no-site":
      return data<QuoteActionResult>({ ok: false, status: "failed", id, values: outcome.values, reason: "no-site" }, { status: 404 });
    case "refused":
      return data<QuoteActionResult>(
        { ok: false, status: "refused", id, values: outcome.values, message: outcome.message, token: outcome.token },
        { status: outcome.status, headers: refusalHeaders(outcome) },
      );
    case "invalid":
      return data<QuoteActionResult>({ ok: false, status: "invalid", id, values: outcome.values, errors: outcome.errors, token: outcome.token }, { status: 400 });
    case "failed":
      // 503 and Retry-After when the database could not be reached (ADR 019); the spec's toast either way.
      return data<QuoteActionResult>(
        { ok: false, status: "failed", id, values: outcome.values, reason: "insert", token: outcome.token || undefined },
        { status: outcome.retryAfterSeconds ? 503 : 500, headers: refusalHeaders(outcome) },
      );
    case "sent":
      return data<QuoteActionResult>({ ok: true, status: "success", id }, { status: 200 });
  }
}
