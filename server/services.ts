import type { Logger } from "pino";
import type { AppServices } from "~/context";
import { createAuth } from "~/features/auth/auth.server";
import { createDomainCache } from "~/features/site-resolution/domain-cache.server";
import { createMediaStorage } from "~/features/media/storage.server";
import { createContentVersions } from "~/features/page-cache/content-versions.server";
import { PageStore } from "~/features/page-cache/page-store";
import type { Config } from "./config";
import type { Database } from "./db/connect";

/**
 * `contentVersions` is created stopped: the server starts it (server/workers.ts), and so do tests
 * that need notifications.
 */
export function createServices(config: Config, logger: Logger, db: Database, options: { contentPollMs?: number } = {}): AppServices {
  const contentVersions = createContentVersions(db, logger, { pollMs: options.contentPollMs });
  const domains = createDomainCache(db, { trusted: () => contentVersions.listening });
  const pages = new PageStore(config.pageCacheBytes);
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
    auth: createAuth(db, config, logger),
    domains,
    media: createMediaStorage(config),
    contentVersions,
    pages,
  };
}
