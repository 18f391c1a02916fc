import type { Logger } from "pino";
import type { Database } from "~/db/connect.server";
import type { Config } from "~/lib/config.server";
import type { Auth } from "~/features/auth/auth.server";
import type { PasswordWork } from "~/features/auth/password-work.server";
import type { DomainCache } from "~/features/site-resolution/domain-cache.server";
import type { MediaStorage } from "~/features/media/storage.server";
import type { ContentVersions } from "~/features/page-cache/content-versions.server";
import type { PageCacheHints } from "~/features/page-cache/page-cache-hints";
import type { PageStore } from "~/features/page-cache/page-store";
import type { DatabaseHealth } from "~/features/outage/database-health.server";

/**
 * What the Express server hands to every loader and action (React Router's load context).
 * Domain modules never import a global database: they receive it from here.
 */
export type AppServices = {
  db: Database;
  config: Config;
  logger: Logger;
  auth: Auth;
  /** The process's password hashing queue, shared by better-auth and the sign-in. */
  passwordWork: PasswordWork;
  domains: DomainCache;
  /** Uploaded images: the local disk or an S3-compatible bucket (ADR 010). */
  media: MediaStorage;
  /** Each site's content version, kept current by LISTEN/NOTIFY (ADR 014). */
  contentVersions: ContentVersions;
  /** Rendered public pages (ADR 014). */
  pages: PageStore;
  /** Whether the database can be reached; told of connection errors (ADR 019). */
  dbHealth: DatabaseHealth;
};

export type RequestContext = AppServices & {
  /** CSP nonce of this response, given to every inline script. */
  nonce: string;
  requestId: string;
  /** The client's address (behind a trusted proxy: X-Forwarded-For), for rate limits. */
  clientAddress: string;
  /** Whether this response may be cached, and until when (ADR 014). */
  pageCache: PageCacheHints;
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
