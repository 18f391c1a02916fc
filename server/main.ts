/**
 * Process entry point: configuration, database (embedded or DATABASE_URL), migrations,
 * demo content, HTTP server, background workers, graceful shutdown.
 *   production:  NODE_ENV=production node --import tsx server/main.ts   (serves ./build)
 *   development: node --import tsx server/main.ts --dev                  (Vite middleware, HMR)
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { createServer } from "node:http";
import { createHttpApp, createRequestListener } from "./http-app";
import { openDatabase } from "./db/open-database";
import { createServices } from "./services";
import { hasAdministrator, printBanner } from "./banner";
import { DEMO_DOMAIN } from "~/features/demo/demo-accounts";
import { startWorkers } from "./workers";

const dev = process.argv.includes("--dev");

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
  const logger = createLogger(config.logLevel);

  const database = await openDatabase(config, logger, "server");
  const services = createServices(config, logger, database.db);

  if (config.demo) {
    const { seedDemoIfEmpty } = await import("~/features/demo/seed-demo.server");
    await seedDemoIfEmpty(services);
  }

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
    });
  } else {
    const buildDir = path.resolve("build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    app = createHttpApp({ services, build, clientDir: path.join(buildDir, "client") });
  }

  // Before serving: cached pages are keyed by content versions heard from the database.
  await services.contentVersions.start();
  const workers = startWorkers(services);

  const httpServer = createServer(createRequestListener(services, app));
  httpServer.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    httpServer.once("listening", resolve);
    httpServer.once("error", reject);
  });
  const port = (httpServer.address() as AddressInfo).port;
  const demoSiteId = config.demo ? await services.domains.lookup(DEMO_DOMAIN).catch(() => null) : null;
  const needsAdmin = !(await hasAdministrator(services.db).catch(() => true));
  if (needsAdmin) logger.warn("no administrator account: create one with npm run user:create -- --email … --role admin");
  printBanner({ config, port, demoSiteId, needsAdmin });
  logger.info({ port }, "server listening");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Whatever happens below, the process is gone within 10 s.
    const hardStop = setTimeout(() => {
      logger.error("shutdown took too long, exiting");
      process.exit(1);
    }, 9_000);
    hardStop.unref();
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeIdleConnections();
    await Promise.race([closed, delay(5_000)]);
    httpServer.closeAllConnections();
    await workers.stop();
    await viteServer?.close();
    await database.close();
    logger.info("stopped");
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
  console.error("Échec du démarrage :", err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
