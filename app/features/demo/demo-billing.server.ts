/**
 * The demo's billing (ADR 033), written with the real code in the seed's transaction:
 *
 * - Les Délices de Marie was first published three months and a few days ago: its free start is
 *   over, three monthly invoices were issued on their days (the issuing code run with a back-dated
 *   `now`), the first two paid by transfer a week later (`recordPayment`), the third, issued five
 *   days ago, 'à payer'.
 * - The Fromagerie du Marché was published ten days ago: in its free start.
 *
 * Nothing is mailed (the outbox stays empty, as for the demo's messages). Runs only when a demo site
 * is created, so seeding again adds nothing.
 */
import { eq } from "drizzle-orm";
import type { Config } from "~/lib/config.server";
import type { Transaction } from "~/db/connect.server";
import { invoices, sites } from "~/db/schema";
import { addDays, addMonths } from "~/lib/calendar";
import { billingPeriod, FREE_START_DAYS, parisDate } from "~/features/billing/billing-calendar";
import { billingOptions } from "~/features/billing/billing-options";
import { issueDueInvoices, recordPayment } from "~/features/billing/invoices.server";

/** Days since the demo shop's third invoice was issued (it is not due yet: 30 days to pay). */
const LAST_INVOICE_AGE_DAYS = 5;
/** Days since the second demo shop was published (its free start lasts 30). */
const FREE_START_AGE_DAYS = 10;
/** Days between an invoice and its transfer. */
const PAID_AFTER_DAYS = 8;

/** A Paris calendar day as an instant of that day (late morning in Paris, summer or winter). */
const dayAt = (day: string) => new Date(`${day}T09:00:00Z`);

async function publishedOn(tx: Transaction, siteId: string, day: string): Promise<void> {
  // Moving first_published_at alone recomputes billing_starts_on (the trigger sites_first_publication).
  await tx
    .update(sites)
    .set({ publishedAt: dayAt(day), firstPublishedAt: dayAt(day) })
    .where(eq(sites.id, siteId));
}

export async function seedDemoBilling(
  tx: Transaction,
  config: Config,
  made: { main?: string; second?: string },
  adminId: string,
  now: Date = new Date(),
): Promise<void> {
  const today = parisDate(now);
  const options = billingOptions(config, { sendMails: false });

  if (made.main) {
    const siteId = made.main;
    // Billing started two months before the third invoice's month.
    const anchor = addMonths(addDays(today, -LAST_INVOICE_AGE_DAYS), -2);
    await publishedOn(tx, siteId, addDays(anchor, -FREE_START_DAYS));
    for (let index = 0; index < 3; index++) {
      const { start } = billingPeriod(anchor, index);
      await issueDueInvoices(tx, dayAt(start), options, { siteIds: [siteId] });
    }
    const issued = await tx.select().from(invoices).where(eq(invoices.siteId, siteId)).orderBy(invoices.periodStart);
    for (const invoice of issued.slice(0, 2)) {
      const paidOn = addDays(parisDate(invoice.issuedAt), PAID_AFTER_DAYS);
      const paid = await recordPayment(tx, invoice.id, { amountCents: invoice.totalTtc, paidOn, reference: `VIR SEPA ${invoice.number}` }, adminId, {
        now: dayAt(paidOn),
      });
      if (!paid.ok) throw new Error(`Demo billing: payment of ${invoice.number} refused: ${paid.message}`);
    }
  }
  if (made.second) await publishedOn(tx, made.second, addDays(today, -FREE_START_AGE_DAYS));
}
