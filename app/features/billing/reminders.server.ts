/**
 * Payment reminders (ADR 033): an invoice still owing money 7 days after its due date
 * gets a reminder, and a second one at 15 days, each once. The invoice never changes, so what was
 * sent is kept apart, one `invoice_reminders` row per invoice and stage, written in the transaction
 * that enqueues the mail (`ON CONFLICT DO NOTHING`: two processes at once send it once). A pass
 * that finds both stages due (the loop was stopped for a week) sends one mail, the later one.
 */
import { and, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import { REMINDER_STAGES, type ReminderStage } from "~/db/enums";
import { invoiceReminders, invoices, user as users } from "~/db/schema";
import { enqueueMail } from "~/features/mail/outbox.server";
import { addDays } from "~/lib/calendar";
import { parisDate } from "~/features/billing/billing-calendar";
import { invoiceReminderMessage } from "~/features/billing/billing-mail";
import { adminBillingUrl, ownerBillingUrl, paymentMethodOf, type BillingOptions } from "~/features/billing/billing-options";
import { figureColumns, figuresOf } from "~/features/billing/invoices.server";

export type ReminderSent = { invoiceId: string; number: string; stage: ReminderStage; to: string[] };

/** Sends the reminders due at `now`; resolves with those sent. */
export async function sendPaymentReminders(db: DatabaseOrTransaction, now: Date, options: BillingOptions): Promise<ReminderSent[]> {
  const today = parisDate(now);
  const first = REMINDER_STAGES[0];
  const last = REMINDER_STAGES[REMINDER_STAGES.length - 1];
  // Candidates: past the first stage, still owing, and the stage they have reached not yet recorded.
  const candidates = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        sql`${invoices.dueOn} <= ${addDays(today, -first)}::date`,
        sql`${invoices.totalTtc} > ${figureColumns.paid} + ${figureColumns.creditedTtc}`,
        sql`NOT EXISTS (SELECT 1 FROM invoice_reminders r WHERE r.invoice_id = "invoices"."id"
              AND r.stage = CASE WHEN "invoices"."due_on" <= ${addDays(today, -last)}::date THEN ${last}::smallint ELSE ${first}::smallint END)`,
      ),
    );
  const sent: ReminderSent[] = [];
  for (const { id } of candidates) {
    const reminder = await remind(db, id, today, options);
    if (reminder) sent.push(reminder);
  }
  return sent;
}

async function remind(db: DatabaseOrTransaction, invoiceId: string, today: string, options: BillingOptions): Promise<ReminderSent | null> {
  return db.transaction(async (tx) => {
    // Locked: a payment recorded at this moment is either seen here or waits for this mail.
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!invoice) return null;
    const [sums] = await tx.select(figureColumns).from(invoices).where(eq(invoices.id, invoiceId));
    const figures = figuresOf({ totalHt: invoice.totalHt, totalTtc: invoice.totalTtc, ...sums });
    if (figures.balance <= 0) return null;
    const due = REMINDER_STAGES.filter((stage) => addDays(invoice.dueOn, stage) <= today);
    if (due.length === 0) return null;
    const recorded = await tx
      .insert(invoiceReminders)
      .values(due.map((stage) => ({ invoiceId, stage })))
      .onConflictDoNothing()
      .returning({ stage: invoiceReminders.stage });
    if (recorded.length === 0) return null;
    const stage = Math.max(...recorded.map((r) => r.stage)) as ReminderStage;
    // No address on the invoice (a site without owner nor contact): the admins are asked to follow it up.
    const to = invoice.buyerEmail
      ? [invoice.buyerEmail]
      : (await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin"))).map((a) => a.email);
    if (to.length > 0 && options.sendMails !== false) {
      await enqueueMail(tx, {
        siteId: invoice.siteId,
        kind: "invoice_reminder",
        from: options.mailFrom,
        to,
        replyTo: options.seller.email,
        ...invoiceReminderMessage({
          number: invoice.number,
          buyerName: invoice.buyerName,
          totalTtc: invoice.totalTtc,
          balance: figures.balance,
          dueOn: invoice.dueOn,
          stage,
          instructions: paymentMethodOf(options).instructions({
            id: invoice.id,
            number: invoice.number,
            totalTtc: invoice.totalTtc,
            dueOn: invoice.dueOn,
            buyerEmail: invoice.buyerEmail,
          }),
          link: invoice.buyerEmail ? ownerBillingUrl(options) : adminBillingUrl(options),
          billingEmail: options.seller.email,
        }),
      });
    }
    return { invoiceId, number: invoice.number, stage, to };
  });
}
