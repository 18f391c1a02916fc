import type { AppServices } from "~/context";
import { createOutboxWorker } from "~/features/mail/outbox-worker.server";

export type Workers = { stop(): Promise<void> };

/**
 * Background loops that run inside every server process. The mail outbox worker is safe to run
 * in every copy of the server at once (ADR 008).
 */
export function startWorkers(services: AppServices): Workers {
  // With the embedded database this process is its only server (ADR 001): claims left in it at
  // start are a killed predecessor's, resumed at once.
  const outbox = createOutboxWorker(services, { soleWorker: services.config.databaseUrl === undefined });
  outbox.start();
  return {
    // Bounded (3 s): the shutdown as a whole stays under 10 s.
    stop: async () => {
      await Promise.all([outbox.stop(), services.contentVersions.stop()]);
    },
  };
}
