import type { DatabaseOrTransaction } from "~/db/connect.server";
import type { BillingOptions } from "~/features/billing/billing-options";
import { issueDueInvoices, type IssueResult } from "~/features/billing/invoices.server";
import { applyDueDowngrades } from "~/features/billing/plan-change.server";
import { sendPaymentReminders, type ReminderSent } from "~/features/billing/reminders.server";

export type BillingPass = { downgrades: string[]; issue: IssueResult | null; reminders: ReminderSent[] };

/**
 * One pass of the billing loop at `now` (server/billing-worker.ts): the downgrades whose
 * day has come, the invoices due (unless `issue` is false: a production process without its
 * BILLING_* identity issues none), then the payment reminders. Every part is safe to run in
 * several processes at once (row locks, unique keys); a part that throws stops the pass, the next
 * one starts again from the data.
 */
export async function runBilling(
  db: DatabaseOrTransaction,
  now: Date,
  options: BillingOptions,
  { issue = true }: { issue?: boolean } = {},
): Promise<BillingPass> {
  const downgrades = await applyDueDowngrades(db, now);
  const issued = issue ? await issueDueInvoices(db, now, options) : null;
  const reminders = await sendPaymentReminders(db, now, options);
  return { downgrades, issue: issued, reminders };
}
