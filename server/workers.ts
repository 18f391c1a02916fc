import type { AppServices } from "~/context";
import { createOutboxWorker } from "~/features/mail/outbox-worker.server";
import { createPruningWorker } from "./pruning-worker";
import { createDomainCheckWorker } from "./domain-check-worker";
import { createBillingWorker } from "./billing-worker";

export type Workers = { stop(): Promise<void> };

/**
 * Background loops that run inside every server process: the mail outbox worker (ADR 008) and
 * the pruning of old rows (rate-limit counters, sent mails, old spam), and the domain checks
 * (off with DOMAIN_CHECKS=0), and billing (invoices due, downgrades, payment
 * reminders; hourly). All are safe to run in every copy of the server at once.
 */
export function startWorkers(services: AppServices): Workers {
  // With the embedded database this process is its only server (ADR 001): claims left in it at
  // start are a killed predecessor's, resumed at once (ADR 039).
  const outbox = createOutboxWorker(services, { soleWorker: services.config.databaseUrl === undefined });
  const pruning = createPruningWorker(services);
  const domainChecks = services.config.domains.checks ? createDomainCheckWorker(services) : null;
  const billing = createBillingWorker(services);
  outbox.start();
  pruning.start();
  billing.start();
  domainChecks?.start();
  return {
    // Bounded (3 s): the shutdown as a whole stays under 10 s.
    stop: async () => {
      services.dbHealth.stop();
      await Promise.all([outbox.stop(), pruning.stop(), billing.stop(), domainChecks?.stop(), services.contentVersions.stop()]);
    },
  };
}
