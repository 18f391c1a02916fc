import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppServices, RequestContext } from "~/context";
import type { Database } from "~/db/connect.server";
import { loadConfig } from "~/lib/config.server";
import { createLogger } from "../../server/logger";
import { createServices } from "../../server/services";
import { createPageCacheHints } from "~/features/page-cache/page-cache-hints";

/** The same services the server builds, on a test database and a temporary DATA_DIR. */
export function createTestServices(db: Database, env: Record<string, string> = {}, options: { contentPollMs?: number } = {}): AppServices {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-test-data-"));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: "0", PUBLIC_URL: "http://localhost:3000", DOMAIN_CHECKS: "0", ...env });
  return createServices(config, createLogger("silent"), db, options);
}

export function requestContext(services: AppServices, overrides: Partial<RequestContext> = {}): RequestContext {
  return { ...services, nonce: "test", requestId: "test", clientAddress: "203.0.113.1", pageCache: createPageCacheHints(false), ...overrides };
}

/** The cookies a response sets, as a Cookie request header. */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
