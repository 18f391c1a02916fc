import type { Logger } from "pino";
import type { AppServices } from "~/context";
import { createAuth } from "~/features/auth/auth.server";
import { processPasswordWork } from "~/features/auth/password-work.server";
import { createDomainCache } from "~/features/site-resolution/domain-cache.server";
import { createMediaStorage } from "~/features/media/storage.server";
import { createContentVersions } from "~/features/page-cache/content-versions.server";
import { PageStore } from "~/features/page-cache/page-store";
import { createDatabaseHealth } from "~/features/outage/database-health.server";
import type { Config } from "~/lib/config.server";
import type { Database } from "~/db/connect.server";

/**
 * `contentVersions` is created stopped: the server starts it (server/workers.ts), and so do tests
 * that need notifications.
 */
export function createServices(config: Config, logger: Logger, db: Database, options: { contentPollMs?: number } = {}): AppServices {
  const contentVersions = createContentVersions(db, logger, { pollMs: options.contentPollMs });
  const domains = createDomainCache(db, { trusted: () => contentVersions.listening, publicUrl: config.publicUrl });
  const pages = new PageStore(config.pageCacheBytes);
  const dbHealth = createDatabaseHealth(db.$client, logger);
  // Notifications stopped: a mapping may change unheard, so hosts are looked up again; stored
  // pages stay (each is keyed by its version, and during an outage they are the last known ones:
  // ADR 019). Lost notifications are often the first sign of an outage: check at once.
  contentVersions.onLost(() => {
    domains.invalidate();
    void dbHealth.check();
  });
  // Back from an outage: listen again now rather than at the next back-off step.
  dbHealth.onChange((available) => {
    if (available) contentVersions.reconnectNow();
  });
  contentVersions.onChange((siteId) => {
    if (siteId === null) {
      domains.invalidate();
      pages.clear();
    } else {
      domains.dropSite(siteId);
      pages.dropSite(siteId);
    }
  });
  return {
    db,
    config,
    logger,
    auth: createAuth(db, config, logger, processPasswordWork),
    passwordWork: processPasswordWork,
    domains,
    media: createMediaStorage(config),
    contentVersions,
    pages,
    dbHealth,
  };
}
