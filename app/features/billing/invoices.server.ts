/**
 * Issuing invoices and credit notes, recording payments (ADR 033).
 *
 * - `issueDueInvoices(db, now, options)`: every month due at `now` is invoiced, each invoice in its
 *   own transaction: the site's row locked (so a plan change or another process waits), the
 *   month found from the site's last invoice and `billing_starts_on`, a downgrade due by the
 *   month's start applied, the number taken from the row-locked counter, the invoice, its lines
 *   (the plan's month, then each pending pro rata of an upgrade) and its e-mail written together.
 *   Idempotent: a month already invoiced is not again (and `UNIQUE (site_id, period_start)` says
 *   so to a writer that would forget). Months missed while no process ran are caught up.
 * - Invoices never change (triggers, drizzle/0012_billing.sql): `issueCreditNote` corrects one.
 * - `recordPayment`: a transfer received, checked against what the invoice still owes.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { DatabaseOrTransaction, Transaction } from "~/db/connect.server";
import type { SitePlan } from "~/db/enums";
import {
  creditNotes,
  invoiceLines,
  invoices,
  payments,
  planChanges,
  sites,
  user as users,
  type CreditNoteRow,
  type InvoiceLineRow,
  type InvoiceRow,
  type PaymentRow,
} from "~/db/schema";
import { enqueueMail } from "~/features/mail/outbox.server";
import { PLAN_LABELS } from "~/features/plans/plans";
import { amountsOf, monthlyHt } from "~/features/billing/billing-amounts";
import { addDays } from "~/lib/calendar";
import { PAYMENT_TERM_DAYS, billingPeriod, billingPeriodOn, frenchBillingDate, frenchPeriod, parisDate } from "~/features/billing/billing-calendar";
import { invoiceIssuedMessage, paymentReceivedMessage } from "~/features/billing/billing-mail";
import { ownerBillingUrl, paymentMethodOf, type BillingOptions } from "~/features/billing/billing-options";
import { BILLING_TEXTS, invoiceStatus, paymentInputSchema, type InvoiceStatus, type PaymentInput } from "~/features/billing/billing-schema";
import { allocateNumber, isBillingUniqueViolation } from "~/features/billing/document-numbers.server";

export type IssuedInvoiceSummary = { id: string; number: string; siteId: string; periodStart: string; periodEnd: string; totalTtc: number };

/** A pass of issuing: what was issued, and the sites that failed (logged by the caller; retried next pass). */
export type IssueResult = { issued: IssuedInvoiceSummary[]; failures: { siteId: string; error: unknown }[] };

/** At most this many months caught up for one site in one pass (a safety net: a pass normally issues one). */
const CATCH_UP_LIMIT = 24;

/**
 * Issues every invoice due at `now`: for each site whose billing has started, each month that has
 * begun (Paris calendar) and has no invoice yet. `only.siteIds` limits the pass to those sites (the
 * demo's back-dated invoices, a test).
 */
export async function issueDueInvoices(db: DatabaseOrTransaction, now: Date, options: BillingOptions, only: { siteIds?: string[] } = {}): Promise<IssueResult> {
  const today = parisDate(now);
  if (only.siteIds && only.siteIds.length === 0) return { issued: [], failures: [] };
  const due = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(lte(sites.billingStartsOn, today), only.siteIds ? inArray(sites.id, only.siteIds) : undefined))
    .orderBy(asc(sites.billingStartsOn), asc(sites.id));
  const result: IssueResult = { issued: [], failures: [] };
  for (const { id } of due) {
    try {
      for (let i = 0; i < CATCH_UP_LIMIT; i++) {
        const issued = await issueNextInvoice(db, id, now, options);
        if (!issued) break;
        result.issued.push(issued);
      }
    } catch (error) {
      result.failures.push({ siteId: id, error });
    }
  }
  return result;
}

/** The site's next month, invoiced when it has begun at `now`; null when there is none to invoice. */
export async function issueNextInvoice(db: DatabaseOrTransaction, siteId: string, now: Date, options: BillingOptions): Promise<IssuedInvoiceSummary | null> {
  let issued: (IssuedInvoiceSummary & { dueOn: string; buyerEmail: string | null }) | null;
  try {
    issued = await db.transaction((tx) => issueInTransaction(tx, siteId, now, options));
  } catch (err) {
    // Another writer invoiced this month first: nothing left to do for it.
    if (isBillingUniqueViolation(err)) return null;
    throw err;
  }
  if (!issued) return null;
  // A transfer collects nothing; a provider would create its charge here (ADR 033).
  await paymentMethodOf(options).collect({
    id: issued.id,
    number: issued.number,
    totalTtc: issued.totalTtc,
    dueOn: issued.dueOn,
    buyerEmail: issued.buyerEmail,
  });
  return {
    id: issued.id,
    number: issued.number,
    siteId: issued.siteId,
    periodStart: issued.periodStart,
    periodEnd: issued.periodEnd,
    totalTtc: issued.totalTtc,
  };
}

async function issueInTransaction(tx: Transaction, siteId: string, now: Date, options: BillingOptions) {
  const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for("update");
  if (!site?.billingStartsOn) return null;
  const today = parisDate(now);
  const [last] = await tx
    .select({ periodStart: invoices.periodStart })
    .from(invoices)
    .where(eq(invoices.siteId, siteId))
    .orderBy(desc(invoices.periodStart))
    .limit(1);
  const index = last ? (billingPeriodOn(site.billingStartsOn, last.periodStart)?.index ?? -1) + 1 : 0;
  const period = billingPeriod(site.billingStartsOn, index);
  if (period.start > today) return null;

  // A downgrade waiting for the end of the paid month applies before the next month is invoiced.
  let plan: SitePlan = site.plan;
  if (site.pendingPlan && site.pendingPlanOn && site.pendingPlanOn <= period.start) {
    plan = site.pendingPlan;
    await tx.update(sites).set({ plan, pendingPlan: null, pendingPlanOn: null }).where(eq(sites.id, siteId));
  }

  const charges = await tx
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.siteId, siteId), gt(planChanges.prorataHt, 0), isNull(planChanges.invoiceId)))
    .orderBy(asc(planChanges.createdAt));
  const lines = [
    {
      description: `Abonnement Vitrine, formule ${PLAN_LABELS[plan]}, période ${frenchPeriod(period.start, period.end)}`,
      quantity: 1,
      unitHt: monthlyHt(plan),
    },
    ...charges.map((change) => ({
      description:
        `Passage de la formule ${PLAN_LABELS[change.fromPlan]} à la formule ${PLAN_LABELS[change.toPlan]} le ${frenchBillingDate(change.effectiveOn)}, ` +
        `au prorata de ${change.prorataDays ?? 0}\u00a0jours sur ${change.periodStart && change.periodEnd ? `la période ${frenchPeriod(change.periodStart, change.periodEnd)}` : "la période"}`,
      quantity: 1,
      unitHt: change.prorataHt,
    })),
  ];
  const amounts = amountsOf(lines.reduce((sum, line) => sum + line.quantity * line.unitHt, 0));
  const buyerEmail = await buyerEmailOf(tx, site);
  const number = await allocateNumber(tx, "invoice", Number(today.slice(0, 4)));
  const dueOn = addDays(today, PAYMENT_TERM_DAYS);
  const { seller } = options;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      siteId,
      sellerName: seller.sellerName,
      sellerAddress: seller.sellerAddress,
      sellerSiren: seller.siren,
      sellerVatNumber: seller.vatNumber,
      sellerLegal: seller.sellerLegal ?? null,
      buyerName: blankToNull(site.legalName) ?? site.name,
      buyerLegalForm: blankToNull(site.legalForm),
      buyerAddress: blankToNull(site.registeredOffice) ?? blankToNull(site.address),
      buyerSiret: blankToNull(site.siret),
      buyerVatNumber: blankToNull(site.vatNumber),
      buyerEmail,
      plan,
      issuedAt: now,
      periodStart: period.start,
      periodEnd: period.end,
      dueOn,
      totalHt: amounts.ht,
      vat: amounts.vat,
      totalTtc: amounts.ttc,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(lines.map((line, position) => ({ invoiceId: invoice.id, position, ...line, totalHt: line.quantity * line.unitHt })));
  if (charges.length > 0) {
    await tx
      .update(planChanges)
      .set({ invoiceId: invoice.id })
      .where(
        and(
          eq(planChanges.siteId, siteId),
          inArray(
            planChanges.id,
            charges.map((c) => c.id),
          ),
        ),
      );
  }
  if (options.sendMails !== false && buyerEmail) {
    const instructions = paymentMethodOf(options).instructions({ id: invoice.id, number, totalTtc: amounts.ttc, dueOn, buyerEmail });
    await enqueueMail(tx, {
      siteId,
      kind: "invoice_issued",
      from: options.mailFrom,
      to: [buyerEmail],
      replyTo: seller.email,
      ...invoiceIssuedMessage({
        number,
        shopName: site.name,
        plan,
        periodStart: period.start,
        periodEnd: period.end,
        totalHt: amounts.ht,
        vat: amounts.vat,
        totalTtc: amounts.ttc,
        dueOn,
        instructions,
        link: ownerBillingUrl(options),
        billingEmail: seller.email,
      }),
    });
  }
  return { id: invoice.id, number, siteId, periodStart: period.start, periodEnd: period.end, totalTtc: amounts.ttc, dueOn, buyerEmail };
}

const blankToNull = (value: string | null) => (value && value.trim() !== "" ? value.trim() : null);

/** Where the site's invoices go: its owner's address, else the legal notices' contact, else its first e-mail. */
async function buyerEmailOf(tx: Transaction, site: typeof sites.$inferSelect): Promise<string | null> {
  if (site.ownerId) {
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, site.ownerId)).limit(1);
    if (owner) return owner.email;
  }
  return blankToNull(site.legalEmail) ?? blankToNull(site.merchantEmail1);
}

// ---------------------------------------------------------------------------------------------
// What an invoice owes

/** An invoice's money: what it asks, what credit notes took off, what was paid; cents. */
export type InvoiceFigures = { totalHt: number; totalTtc: number; creditedHt: number; creditedTtc: number; paid: number; balance: number };

// Written out qualified: Drizzle renders a column of a one-table select unqualified ("id"), which
// inside these subqueries would name the subquery's own table.
const INVOICE_ID = sql.raw(`"invoices"."id"`);

/** The credits and payments of an invoice, as columns of a select on `invoices`. */
export const figureColumns = {
  creditedHt: sql<number>`coalesce((SELECT sum(c.total_ht) FROM credit_notes c WHERE c.invoice_id = ${INVOICE_ID}), 0)::int`,
  creditedTtc: sql<number>`coalesce((SELECT sum(c.total_ttc) FROM credit_notes c WHERE c.invoice_id = ${INVOICE_ID}), 0)::int`,
  paid: sql<number>`coalesce((SELECT sum(p.amount) FROM payments p WHERE p.invoice_id = ${INVOICE_ID}), 0)::int`,
};

export function figuresOf(row: { totalHt: number; totalTtc: number; creditedHt: number; creditedTtc: number; paid: number }): InvoiceFigures {
  return { ...row, balance: Math.max(0, row.totalTtc - row.creditedTtc - row.paid) };
}

/** The invoice row locked for this transaction (SELECT … FOR UPDATE: a lock, not a change) and its figures. */
async function lockedInvoice(tx: Transaction, invoiceId: string): Promise<(InvoiceRow & { figures: InvoiceFigures }) | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice) return null;
  const [sums] = await tx.select(figureColumns).from(invoices).where(eq(invoices.id, invoiceId));
  return { ...invoice, figures: figuresOf({ totalHt: invoice.totalHt, totalTtc: invoice.totalTtc, ...sums }) };
}

// ---------------------------------------------------------------------------------------------
// Credit notes

export type CreditNoteResult = { ok: true; creditNote: CreditNoteRow } | { ok: false; message: string };

/**
 * Issues a credit note on an invoice (ADR 033: the only correction of an issued invoice):
 * `amountCents` before VAT, VAT at the invoice's rate added, numbered A-YYYY-NNNNNN from its own
 * counter. At most what the invoice has not been credited yet (its whole total: the invoice is
 * cancelled). `byUser`: the admin's id, kept on the note.
 */
export async function issueCreditNote(
  db: DatabaseOrTransaction,
  invoiceId: string,
  amountCents: number,
  reason: string,
  byUser: string | null,
  now: Date = new Date(),
): Promise<CreditNoteResult> {
  const why = reason.trim();
  if (why === "") return { ok: false, message: BILLING_TEXTS.creditReasonRequired };
  if (why.length > 500) return { ok: false, message: BILLING_TEXTS.creditReasonTooLong };
  if (!Number.isInteger(amountCents) || amountCents <= 0) return { ok: false, message: BILLING_TEXTS.amountPositive };
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, invoiceId);
    if (!invoice) return { ok: false, message: BILLING_TEXTS.invoiceNotFound } as const;
    const remaining = invoice.totalHt - invoice.figures.creditedHt;
    if (amountCents > remaining) return { ok: false, message: BILLING_TEXTS.creditAmountTooHigh(remaining) } as const;
    const amounts = amountsOf(amountCents, invoice.vatRate);
    const number = await allocateNumber(tx, "credit_note", Number(parisDate(now).slice(0, 4)));
    const [creditNote] = await tx
      .insert(creditNotes)
      .values({
        number,
        invoiceId,
        issuedAt: now,
        reason: why,
        totalHt: amounts.ht,
        vatRate: invoice.vatRate,
        vat: amounts.vat,
        totalTtc: amounts.ttc,
        issuedBy: byUser,
      })
      .returning();
    return { ok: true, creditNote } as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Payments

export type PaymentField = "amountCents" | "paidOn" | "reference";
export type RecordPaymentResult =
  | { ok: true; paymentId: string; balance: number; status: InvoiceStatus }
  | { ok: false; reason: "not-found" | "invalid"; message: string; errors: Partial<Record<PaymentField, string>> };

/**
 * Records a transfer received for an invoice (the admins' 'Facturation'): the amount (cents,
 * VAT included) is positive and at most what the invoice still owes, the day it arrived neither
 * in the future nor before the invoice. Checked under the invoice's lock, so two admins recording
 * the same transfer at once cannot overpay it. With `options.mail`, the buyer is told.
 */
export async function recordPayment(
  db: DatabaseOrTransaction,
  invoiceId: string,
  payment: PaymentInput,
  byUser: string | null,
  options: { now?: Date; mail?: BillingOptions } = {},
): Promise<RecordPaymentResult> {
  const parsed = paymentInputSchema.safeParse(payment);
  if (!parsed.success) {
    const errors: Partial<Record<PaymentField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PaymentField;
      errors[field] ??= issue.message;
    }
    return { ok: false, reason: "invalid", message: Object.values(errors)[0] ?? BILLING_TEXTS.amountInvalid, errors };
  }
  const { amountCents, paidOn } = parsed.data;
  const reference = parsed.data.reference?.trim() || null;
  const now = options.now ?? new Date();
  const refuse = (field: PaymentField, message: string) => ({ ok: false, reason: "invalid", message, errors: { [field]: message } }) as const;
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, invoiceId);
    if (!invoice) return { ok: false, reason: "not-found", message: BILLING_TEXTS.invoiceNotFound, errors: {} } as const;
    const today = parisDate(now);
    if (paidOn > today) return refuse("paidOn", BILLING_TEXTS.paidOnFuture);
    if (paidOn < parisDate(invoice.issuedAt)) return refuse("paidOn", BILLING_TEXTS.paidOnBeforeIssue);
    const { balance } = invoice.figures;
    if (balance <= 0) return refuse("amountCents", BILLING_TEXTS.alreadyPaid);
    if (amountCents > balance) return refuse("amountCents", BILLING_TEXTS.amountTooHigh(balance));
    const [row] = await tx
      .insert(payments)
      .values({ invoiceId, amount: amountCents, paidOn, method: "transfer", reference, recordedBy: byUser })
      .returning({ id: payments.id });
    const after = figuresOf({ ...invoice.figures, paid: invoice.figures.paid + amountCents });
    const mail = options.mail;
    if (mail && mail.sendMails !== false && invoice.buyerEmail) {
      await enqueueMail(tx, {
        siteId: invoice.siteId,
        kind: "payment_received",
        from: mail.mailFrom,
        to: [invoice.buyerEmail],
        replyTo: mail.seller.email,
        ...paymentReceivedMessage({
          number: invoice.number,
          amount: amountCents,
          paidOn,
          balance: after.balance,
          link: ownerBillingUrl(mail),
          billingEmail: mail.seller.email,
        }),
      });
    }
    return { ok: true, paymentId: row.id, balance: after.balance, status: invoiceStatus({ ...after, dueOn: invoice.dueOn }, today) } as const;
  });
}

// ---------------------------------------------------------------------------------------------
// Documents: what a PDF or a screen shows of one invoice or credit note

export type InvoiceDocument = { invoice: InvoiceRow; lines: InvoiceLineRow[]; creditNotes: CreditNoteRow[]; payments: PaymentRow[]; figures: InvoiceFigures };
export type CreditNoteDocument = { creditNote: CreditNoteRow; invoice: InvoiceRow };

/**
 * An invoice with its lines, credit notes and payments, or null. `siteId`: the owner's screen
 * passes its site, so an invoice of another site is not found; the admins' passes none.
 */
export async function invoiceDocument(db: DatabaseOrTransaction, invoiceId: string, siteId?: string): Promise<InvoiceDocument | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), siteId ? eq(invoices.siteId, siteId) : undefined))
    .limit(1);
  if (!invoice) return null;
  const [lines, notes, paid] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position)),
    db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(asc(creditNotes.createdAt)),
    db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(asc(payments.paidOn), asc(payments.createdAt)),
  ]);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const figures = figuresOf({
    totalHt: invoice.totalHt,
    totalTtc: invoice.totalTtc,
    creditedHt: sum(notes.map((n) => n.totalHt)),
    creditedTtc: sum(notes.map((n) => n.totalTtc)),
    paid: sum(paid.map((p) => p.amount)),
  });
  return { invoice, lines, creditNotes: notes, payments: paid, figures };
}

/** A credit note with the invoice it corrects, or null (`siteId` as for `invoiceDocument`). */
export async function creditNoteDocument(db: DatabaseOrTransaction, creditNoteId: string, siteId?: string): Promise<CreditNoteDocument | null> {
  const [row] = await db
    .select({ creditNote: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, creditNoteId), siteId ? eq(invoices.siteId, siteId) : undefined))
    .limit(1);
  return row ?? null;
}
