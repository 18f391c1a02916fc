/**
 * Process entry point: configuration, database (embedded or DATABASE_URL), migrations,
 * demo content, HTTP server, background workers, graceful shutdown.
 *   production:  NODE_ENV=production node build/bin/main.mjs   (npm run serve: this file bundled
 *                by npm run build, ADR 032; serves ./build)
 *   development: node --import tsx server/main.ts --dev        (Vite middleware, HMR)
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig, productionStartCheck } from "~/lib/config.server";
import { createLogger } from "./logger";
import { createServer, type ServerResponse } from "node:http";
import { createHttpApp, createRequestListener } from "./http-app";
import { openDatabase } from "./db/open-database";
import { createServices } from "./services";
import { hasAdministrator, printBanner } from "./banner";
import { DEMO_SITES } from "~/features/demo/demo-accounts";
import { startWorkers } from "./workers";
import { syncPlatformAddresses } from "~/features/sites/site-address.server";

/** How long an idle kept-alive connection stays open: longer than a proxy keeps its own. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const dev = process.argv.includes("--dev");

/**
 * On SIGTERM, /readyz answers 503 this long before the listener closes, while requests are still
 * served: a proxy's health check (or its next request's answer) learns it in time. Ctrl-C (SIGINT)
 * and development stop without it.
 */
const SHUTDOWN_NOTICE_MS = 2_000;
/** In-flight requests have this long to finish once the listener is closed. */
const SHUTDOWN_DRAIN_MS = 5_000;
/** Whatever happens, the process is gone this long after the signal (the promise is 10 s). */
const SHUTDOWN_HARD_LIMIT_MS = 9_500;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // A production platform without what merchants depend on refuses to start or says so.
  const check = productionStartCheck(config);
  if (check.refusal) {
    console.error(check.refusal);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  for (const warning of check.warnings) logger.warn(warning);

  const database = await openDatabase(config, logger, "server");
  const services = createServices(config, logger, database.db);

  if (config.demo) {
    const { seedDemoIfEmpty } = await import("~/features/demo/seed-demo.server");
    await seedDemoIfEmpty(services);
  }
  // Every site answers at <slug>.<SITES_DOMAIN> (ADR 033): written before serving.
  const addresses = await syncPlatformAddresses(services.db, config.sitesDomain);
  if (addresses.added || addresses.removed) logger.info({ ...addresses, sitesDomain: config.sitesDomain }, "platform addresses updated");
  for (const domain of addresses.blocked) logger.warn({ domain }, "platform address already another site's custom domain: change this site's slug");

  let draining = false;
  let app;
  let viteServer: { close(): Promise<void> } | undefined;
  if (dev) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    viteServer = server;
    app = createHttpApp({
      services,
      viteMiddlewares: server.middlewares,
      build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      draining: () => draining,
    });
  } else {
    const buildDir = path.resolve("build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    app = createHttpApp({ services, build, clientDir: path.join(buildDir, "client"), draining: () => draining });
  }

  // Before serving: cached pages are keyed by content versions heard from the database.
  await services.contentVersions.start();
  const workers = startWorkers(services);

  const listener = createRequestListener(services, app);
  /** Answers not yet begun, told to close their connection when the stop begins. */
  const unanswered = new Set<ServerResponse>();
  const httpServer = createServer((req, res) => {
    // Stopping: each connection ends with its answer, so a client's next request finds the
    // listener closed (a proxy then tries another instance) instead of this process.
    if (draining) res.setHeader("Connection", "close");
    else {
      unanswered.add(res);
      res.once("close", () => unanswered.delete(res));
    }
    listener(req, res);
  });
  // Idle kept-alive connections stay open 65 s (Node's default: 5 s). A proxy or client that
  // reuses a connection as the server closes it gets a reset (a 502 for a POST behind a proxy);
  // proxies keep upstream connections idle up to 60 s (nginx, load balancers), so the server
  // must outlast them. A stop closes idle connections at once (ADR 019).
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  httpServer.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    httpServer.once("listening", resolve);
    httpServer.once("error", reject);
  });
  const port = (httpServer.address() as AddressInfo).port;
  const demoSites = config.demo
    ? await Promise.all(DEMO_SITES.map(async (site) => ({ ...site, siteId: await services.domains.lookup(site.domain).catch(() => null) })))
    : [];
  const needsAdmin = !(await hasAdministrator(services.db).catch(() => true));
  if (needsAdmin) logger.warn("no administrator account: create one with npm run user:create -- --email … --role admin");
  printBanner({ config, port, demoSites, needsAdmin });
  logger.info({ port }, "server listening");

  /**
   * Graceful stop (ADR 019): /readyz turns 503 at once; after the notice the listener closes (new
   * connections are refused) and every request in flight finishes, up to SHUTDOWN_DRAIN_MS; the
   * mail worker hands back what it had not started; the pool closes, then the embedded
   * PostgreSQL (fast shutdown). Exit code 0, within 10 s.
   */
  const shutdown = async (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
    unanswered.clear();
    const startedAt = Date.now();
    const since = () => Date.now() - startedAt;
    logger.info({ signal }, "shutting down: /readyz answers 503");
    const hardStop = setTimeout(() => {
      logger.error({ ms: since() }, "shutdown took too long, exiting");
      process.exit(1);
    }, SHUTDOWN_HARD_LIMIT_MS);
    hardStop.unref();
    if (signal === "SIGTERM" && !dev) await delay(SHUTDOWN_NOTICE_MS);
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeIdleConnections();
    // A keep-alive connection whose request began before the signal stays open once answered:
    // closed as soon as it is idle, so the drain ends with the last request.
    const closeIdle = setInterval(() => httpServer.closeIdleConnections(), 50);
    logger.info({ ms: since() }, "listener closed, finishing requests in flight");
    const workersStopped = workers.stop();
    const drained = await Promise.race([closed.then(() => true), delay(SHUTDOWN_DRAIN_MS).then(() => false)]);
    clearInterval(closeIdle);
    if (!drained) logger.warn({ ms: since() }, "requests still in flight: connections closed");
    else logger.info({ ms: since() }, "requests in flight finished");
    httpServer.closeAllConnections();
    await workersStopped;
    logger.info({ ms: since() }, "workers stopped");
    await viteServer?.close();
    await database.close();
    logger.info({ ms: since() }, "stopped");
    clearTimeout(hardStop);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
}

main().catch((err: unknown) => {
  console.error("Échec du démarrage\u00a0:", err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
