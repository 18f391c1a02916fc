import type { Logger } from "pino";
import type { Database } from "~/../server/db/connect";
import type { Config } from "~/../server/config";
import type { Auth } from "~/features/auth/auth.server";
import type { DomainCache } from "~/features/site-resolution/domain-cache.server";
import type { MediaStorage } from "~/features/media/storage.server";

/**
 * What the Express server hands to every loader and action (React Router's load context).
 * Domain modules never import a global database: they receive it from here.
 */
export type AppServices = {
  db: Database;
  config: Config;
  logger: Logger;
  auth: Auth;
  domains: DomainCache;
  /** Uploaded images: the local disk or an S3-compatible bucket (ADR 010). */
  media: MediaStorage;
};

export type RequestContext = AppServices & {
  /** CSP nonce of this response, given to every inline script. */
  nonce: string;
  requestId: string;
  /** The client's address (behind a trusted proxy: X-Forwarded-For), for rate limits. */
  clientAddress: string;
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
