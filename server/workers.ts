import type { AppServices } from "~/context";

export type Workers = { stop(): Promise<void> };

/** Background loops that run inside every server process (the mail outbox comes with issue 4). */
export function startWorkers(_services: AppServices): Workers {
  return { stop: async () => {} };
}
