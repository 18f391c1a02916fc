import type { Logger } from "pino";
import type { AppServices } from "~/context";
import { createAuth } from "~/features/auth/auth.server";
import { createDomainCache } from "~/features/site-resolution/domain-cache.server";
import { createMediaStorage } from "~/features/media/storage.server";
import type { Config } from "./config";
import type { Database } from "./db/connect";

export function createServices(config: Config, logger: Logger, db: Database): AppServices {
  return {
    db,
    config,
    logger,
    auth: createAuth(db, config, logger),
    domains: createDomainCache(db),
    media: createMediaStorage(config),
  };
}
