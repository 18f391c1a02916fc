import type { AppServices } from "~/context";
import { billingOptions } from "~/features/billing/billing-options";
import { runBilling, type BillingPass } from "~/features/billing/billing-run.server";
import { periodicLoop } from "./periodic-loop";

/**
 * The billing loop (ADR 033), in every server process: every hour, the downgrades whose
 * day has come, the invoices due (each month's on its first day, Paris time; issuing is idempotent
 * and numbers come from a row-locked counter, so processes running it at once issue each invoice
 * once), and the payment reminders at +7 and +15 days.
 *
 * A production process whose BILLING_* identity is not configured (the placeholders stand in)
 * issues no invoice: it logs an error each pass instead, rather than send merchants invoices from
 * 'Vitrine SAS (exemple)'. The demo and development issue with the placeholders.
 */
export type BillingWorker = {
  start(): void;
  /** One pass at `now` (default: the current time); a failed pass is logged and resolves with null. */
  runOnce(now?: Date): Promise<BillingPass | null>;
  stop(): Promise<void>;
};

export type BillingWorkerOptions = {
  /** Between two passes. Default 1 h. */
  intervalMs?: number;
  /** Before the first pass. Default 2 min, after the start's own work. */
  firstDelayMs?: number;
};

export function createBillingWorker(services: Pick<AppServices, "db" | "logger" | "config">, opts: BillingWorkerOptions = {}): BillingWorker {
  const logger = services.logger.child({ component: "billing" });
  const { config } = services;
  const canIssue = !(config.billing.placeholder && config.nodeEnv === "production" && !config.demo);

  async function pass(now = new Date()): Promise<BillingPass | null> {
    try {
      if (!canIssue)
        logger.error(
          "billing: BILLING_SELLER_NAME, BILLING_SELLER_ADDRESS, BILLING_SIREN, BILLING_VAT_NUMBER, BILLING_IBAN and BILLING_EMAIL must be set: no invoice is issued until they are",
        );
      const result = await runBilling(services.db, now, billingOptions(config), { issue: canIssue });
      for (const failure of result.issue?.failures ?? []) logger.error({ err: failure.error, siteId: failure.siteId }, "billing: invoice not issued");
      const counts = { downgrades: result.downgrades.length, invoices: result.issue?.issued.length ?? 0, reminders: result.reminders.length };
      if (Object.values(counts).some((n) => n > 0)) logger.info({ ...counts, numbers: result.issue?.issued.map((i) => i.number) }, "billing pass");
      return result;
    } catch (err) {
      logger.error({ err }, "billing pass failed");
      return null;
    }
  }

  const loop = periodicLoop(() => pass(), { intervalMs: opts.intervalMs ?? 60 * 60 * 1000, firstDelayMs: opts.firstDelayMs ?? 2 * 60 * 1000 });
  return {
    start: loop.start,
    runOnce: (now?: Date) => (now ? pass(now) : loop.runOnce()),
    stop: loop.stop,
  };
}
