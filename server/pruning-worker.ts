import type { AppServices } from "~/context";
import { periodicLoop } from "./periodic-loop";
import { pruneOutbox } from "~/features/mail/outbox-prune.server";
import { pruneRateLimits } from "~/features/rate-limit/rate-limit.server";
import { pruneSpam } from "~/features/submissions/spam-prune.server";
import { pruneExpiredSubmissions } from "~/features/visitor-data/retention-purge.server";
import { deleteExpiredUnconfirmedAccounts, remindUnconfirmedAccounts } from "~/features/signup/unconfirmed-expiry.server";
import { pruneOldAddresses } from "~/features/sites/site-address.server";

/**
 * Deletes what the tables no longer need, in every server process: rate-limit counters
 * whose window is over, mails sent more than 30 days ago (failed ones after 90), spam older than
 * 30 days, and contact messages and quote requests older than their site's retention
 * (`sites.data_retention_months`): a pass every hour is the "daily purge" the privacy page promises,
 * with room to spare. Each delete goes in batches with `SKIP LOCKED`, so processes doing it at the same time
 * share the work instead of waiting on each other. Accounts whose address was never
 * confirmed get a reminder on day 5 and are deleted from day 7, with their draft sites
 * (signup/unconfirmed-expiry.server.ts), each claimed with `SKIP LOCKED` too. The old
 * platform addresses a slug change left, once their 90 days are over.
 */
export type PruningWorker = {
  start(): void;
  /** One pass; resolves with what each part deleted (a failed part is logged and counts 0). */
  runOnce(): Promise<PruneCounts>;
  /** Stops the timer and waits (at most 3 s) for a pass in progress. */
  stop(): Promise<void>;
};

export type PruneCounts = {
  rateLimits: number;
  outbox: number;
  spam: number;
  retention: number;
  unconfirmedReminders: number;
  unconfirmedAccounts: number;
  oldAddresses: number;
};

export type PruningWorkerOptions = {
  /** Between two passes. Default 1 h. */
  intervalMs?: number;
  /** Before the first pass, so a start is not slowed by it. Default 1 min. */
  firstDelayMs?: number;
};

export function createPruningWorker(services: Pick<AppServices, "db" | "logger" | "config" | "media">, opts: PruningWorkerOptions = {}): PruningWorker {
  const logger = services.logger.child({ component: "pruning" });
  const intervalMs = opts.intervalMs ?? 60 * 60 * 1000;
  const firstDelayMs = opts.firstDelayMs ?? 60 * 1000;

  async function part(name: keyof PruneCounts, run: () => Promise<number>): Promise<number> {
    try {
      return await run();
    } catch (err) {
      logger.error({ err, part: name }, "pruning failed");
      return 0;
    }
  }

  async function pass(): Promise<PruneCounts> {
    const counts: PruneCounts = {
      rateLimits: await part("rateLimits", () => pruneRateLimits(services.db)),
      outbox: await part("outbox", () => pruneOutbox(services.db)),
      spam: await part("spam", () => pruneSpam(services.db)),
      retention: await part("retention", () => pruneExpiredSubmissions(services.db)),
      unconfirmedReminders: await part("unconfirmedReminders", () => remindUnconfirmedAccounts(services)),
      unconfirmedAccounts: await part("unconfirmedAccounts", () => deleteExpiredUnconfirmedAccounts(services)),
      oldAddresses: await part("oldAddresses", () => pruneOldAddresses(services.db)),
    };
    if (Object.values(counts).some((n) => n > 0)) logger.info(counts, "pruned");
    return counts;
  }

  const { start, runOnce, stop } = periodicLoop(pass, { intervalMs, firstDelayMs });
  return { start, runOnce, stop };
}
