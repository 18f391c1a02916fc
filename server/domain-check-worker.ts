import type { AppServices } from "~/context";
import { periodicLoop } from "./periodic-loop";
import { checkDomainMappingNow, claimDueChecks, type CheckOutcome } from "~/features/domains/checks/domain-check.server";

/**
 * The background domain checks (ADR 029), in every server process when DOMAIN_CHECKS is
 * on: every `intervalMs` it claims the mappings whose check is due (`claimDueChecks`: SKIP LOCKED
 * and a lease, so processes share the work and never check one mapping twice at once) and checks
 * them a few at a time. A check that fails (no resolver answered, an unexpected error) is logged
 * and due again later; it never changes a state.
 */
export type DomainCheckWorker = {
  start(): void;
  /** Claims and checks everything due now (batch after batch); resolves with the outcomes. */
  runOnce(): Promise<CheckOutcome[]>;
  /** Stops the timer and waits (at most 3 s) for a pass in progress. */
  stop(): Promise<void>;
};

export type DomainCheckWorkerOptions = {
  /** Between two passes. Default 30 s. */
  intervalMs?: number;
  /** Before the first pass. Default 20 s, so a start is not slowed by it. */
  firstDelayMs?: number;
  /** Mappings claimed at once. Default 10. */
  batchSize?: number;
  /** Checks run side by side within a batch. Default 4. */
  concurrency?: number;
  /** How long a claim keeps a mapping from other processes. Default 2 min (a check takes seconds). */
  leaseMs?: number;
};

export function createDomainCheckWorker(services: AppServices, opts: DomainCheckWorkerOptions = {}): DomainCheckWorker {
  const logger = services.logger.child({ component: "domain-checks" });
  const intervalMs = opts.intervalMs ?? 30_000;
  const firstDelayMs = opts.firstDelayMs ?? 20_000;
  const batchSize = opts.batchSize ?? 10;
  const concurrency = Math.max(1, opts.concurrency ?? 4);
  const leaseMs = opts.leaseMs ?? 2 * 60_000;

  async function checkOne(mappingId: string): Promise<CheckOutcome | null> {
    try {
      return await checkDomainMappingNow(services, mappingId);
    } catch (err) {
      logger.error({ err, mappingId }, "domain check failed");
      return null;
    }
  }

  async function pass(): Promise<CheckOutcome[]> {
    const outcomes: CheckOutcome[] = [];
    while (!stopping()) {
      let claimed: string[];
      try {
        claimed = await claimDueChecks(services, batchSize, leaseMs);
      } catch (err) {
        logger.error({ err }, "domain checks: claim failed");
        break;
      }
      if (claimed.length === 0) break;
      for (let i = 0; i < claimed.length; i += concurrency) {
        const results = await Promise.all(claimed.slice(i, i + concurrency).map(checkOne));
        for (const r of results) if (r) outcomes.push(r);
      }
      if (claimed.length < batchSize) break;
    }
    return outcomes;
  }

  const { start, runOnce, stop, stopping } = periodicLoop(pass, { intervalMs, firstDelayMs });
  return { start, runOnce, stop };
}
