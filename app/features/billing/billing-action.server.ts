import type { RequestContext } from "~/context";
import type { SessionUser } from "~/features/auth/auth.server";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { readActionForm } from "~/features/admin-kit/read-action-form.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { z } from "~/lib/zod";
import { billingOptions } from "~/features/billing/billing-options";
import { ADMIN_BILLING_TEXTS, BILLING_TEXTS, creditNoteFormSchema, paymentFormSchema, type PaymentForm } from "~/features/billing/billing-schema";
import { issueCreditNote, recordPayment, type PaymentField } from "~/features/billing/invoices.server";

const PAYMENT_FIELDS = ["invoiceId", "amount", "paidOn", "reference"] as const;
const CREDIT_NOTE_FIELDS = ["invoiceId", "amount", "reason"] as const;
type PaymentFormField = (typeof PAYMENT_FIELDS)[number];
type CreditNoteFormField = (typeof CREDIT_NOTE_FIELDS)[number];

/** `recordPayment`'s fields, as the form names them. */
const PAYMENT_FORM_FIELD: Record<PaymentField, keyof PaymentForm> = { amountCents: "amount", paidOn: "paidOn", reference: "reference" };

/**
 * POST /admin/facturation (ADR 033), admins only: anyone else gets a 403 and nothing is
 * read or written. By `intent`:
 * - `payment`: a transfer received for an invoice (`recordPayment`: at most its balance, neither in
 *   the future nor before the invoice; the buyer is mailed);
 * - `credit-note`: a credit note on an invoice, its amount before VAT and its reason
 *   (`issueCreditNote`: at most what is not credited yet).
 * Both forms are checked with the dialogs' schemas; a refusal answers the field's message and what
 * was typed.
 */
const BILLING_INTENTS = z.discriminatedUnion("intent", [z.object({ intent: z.literal("payment") }), z.object({ intent: z.literal("credit-note") })]);

export async function handleBillingAction({ request, context, user }: Pick<ActionArgs, "request" | "context" | "user">) {
  if (user.role !== "admin") {
    context.logger.warn({ requestId: context.requestId, userId: user.id }, "billing: action refused to a non-admin");
    return failed(undefined, ADMIN_BILLING_TEXTS.adminOnly, 403);
  }
  const { form, refused } = await readActionForm(request);
  if (refused) return refused;
  const parsed = readIntent(BILLING_INTENTS, form);
  if (!parsed) {
    const intent = form.get("intent");
    return failed(typeof intent === "string" ? intent : undefined, ADMIN_BILLING_TEXTS.paymentFailed, 400);
  }
  switch (parsed.intent) {
    case "payment":
      return handlePayment(form, context, user);
    case "credit-note":
      return handleCreditNote(form, context, user);
    default:
      return unknownIntent(parsed);
  }
}

async function handlePayment(form: FormData, context: RequestContext, user: SessionUser) {
  const values = formValues(form, PAYMENT_FIELDS);
  const parsed = paymentFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<PaymentFormField>(parsed.error);
    // A malformed invoice id is not the admin's typing: the failure toast, not a field message.
    if (errors.invoiceId) return failed("payment", BILLING_TEXTS.invoiceNotFound, 400, { values });
    return invalid("payment", errors, { values });
  }
  const { invoiceId, amount, paidOn, reference } = parsed.data;
  try {
    const result = await recordPayment(context.db, invoiceId, { amountCents: amount, paidOn, reference }, user.id, { mail: billingOptions(context.config) });
    if (!result.ok) {
      context.logger.info({ requestId: context.requestId, invoiceId, reason: result.reason, message: result.message }, "billing: payment refused");
      if (result.reason === "not-found") return failed("payment", result.message, 404, { values });
      const errors: Partial<Record<PaymentFormField, string>> = {};
      for (const [field, message] of Object.entries(result.errors) as [PaymentField, string][]) errors[PAYMENT_FORM_FIELD[field]] ??= message;
      return invalid("payment", Object.keys(errors).length > 0 ? errors : { amount: result.message }, { values });
    }
    context.logger.info({ requestId: context.requestId, invoiceId, amount, status: result.status }, "billing: payment recorded");
    return done("payment", BILLING_TEXTS.paymentRecorded(amount), { rowId: invoiceId });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, invoiceId }, "billing: payment failed");
    return failed("payment", ADMIN_BILLING_TEXTS.paymentFailed, 500, { values });
  }
}

async function handleCreditNote(form: FormData, context: RequestContext, user: SessionUser) {
  const values = formValues(form, CREDIT_NOTE_FIELDS);
  const parsed = creditNoteFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<CreditNoteFormField>(parsed.error);
    if (errors.invoiceId) return failed("credit-note", BILLING_TEXTS.invoiceNotFound, 400, { values });
    return invalid("credit-note", errors, { values });
  }
  const { invoiceId, amount, reason } = parsed.data;
  try {
    const result = await issueCreditNote(context.db, invoiceId, amount, reason, user.id);
    if (!result.ok) {
      context.logger.info({ requestId: context.requestId, invoiceId, message: result.message }, "billing: credit note refused");
      if (result.message === BILLING_TEXTS.invoiceNotFound) return failed("credit-note", result.message, 404, { values });
      const field: CreditNoteFormField =
        result.message === BILLING_TEXTS.creditReasonRequired || result.message === BILLING_TEXTS.creditReasonTooLong ? "reason" : "amount";
      return invalid("credit-note", { [field]: result.message }, { values });
    }
    context.logger.info({ requestId: context.requestId, invoiceId, creditNote: result.creditNote.number }, "billing: credit note issued");
    return done("credit-note", BILLING_TEXTS.creditNoteIssued(result.creditNote.number), { rowId: invoiceId });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, invoiceId }, "billing: credit note failed");
    return failed("credit-note", ADMIN_BILLING_TEXTS.creditNoteFailed, 500, { values });
  }
}
