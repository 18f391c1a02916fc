import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { openEmbeddedPostgres } from "../../../server/db/embedded-postgres";
import { startServerProcess } from "../../support/server-process";
import { serverEntry } from "../../../scripts/server-bundle";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { signIn } from "./browser";

/**
 * Once per e2e run: one embedded PostgreSQL, and the demo seeded into its `vitrine_e2e_demo`
 * database by the production server itself (`DEMO=1`, then stopped), with the media it wrote in a
 * demo DATA_DIR. Each test file then gets a copy of both and a server of its own (fixtures.ts).
 * And one Chromium per worker, started here while the demo is seeded: the files a worker runs
 * connect to it, each test in contexts of its own (fixtures.ts).
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The demo's DATA_DIR (media, auth secret): each file's server starts on a copy. */
    demoDataDir: string;
    /** The WebSocket address of each worker's Chromium, worker n (VITEST_POOL_ID) at index n - 1. */
    browserEndpoints: string[];
    /** Where the axe checks record the page states that passed (support/browser.ts, pageState). */
    axeCheckedDir: string;
    /**
     * A signed-in browser state per demo account (by e-mail), made once on the seeded demo: its
     * session is in the template every file's database copies, and its cookies are for
     * `localhost`, whatever the port. The `login` fixture starts from it (fixtures.ts).
     */
    demoSessions: Record<string, DemoSession>;
  }
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Issue 15: the custom domain the owners' domain story types reaches this machine (as a DNS record would).
  "--host-resolver-rules=MAP boutique-test.fr 127.0.0.1, MAP www.boutique-test.fr 127.0.0.1",
];

const DEMO_DATABASE = "vitrine_e2e_demo";

export type DemoSession = Awaited<ReturnType<BrowserContext["storageState"]>>;

export default async function setup(project: TestProject) {
  if (!existsSync(path.resolve("build/server/index.js"))) {
    throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests end-to-end.");
  }
  // The server's bundle too, and newer than its sources (before any database is made).
  serverEntry();
  if (!existsSync(browserPath())) {
    throw new Error(`Chromium introuvable (${browserPath()})\u00a0: apt-get install -y chromium-headless-shell`);
  }
  const pgDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-pg-"));
  const demoDataDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-demo-"));
  const axeCheckedDir = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-axe-"));
  const removeDirs = () => {
    for (const dir of [pgDir, demoDataDir, axeCheckedDir]) rmSync(dir, { recursive: true, force: true });
  };
  const postgres = await openEmbeddedPostgres({ dataDir: pgDir, role: "server", database: DEMO_DATABASE, durable: false, log: () => {} });
  // One Chromium per worker, started while the demo is seeded.
  const launching = Promise.allSettled(
    Array.from({ length: project.config.maxWorkers || project.vitest.config.maxWorkers || 1 }, () =>
      chromium.launchServer({ executablePath: browserPath(), args: CHROMIUM_ARGS }),
    ),
  );
  const browsers: BrowserServer[] = [];
  let demoSessions: Record<string, DemoSession> = {};
  const stopBrowsers = () => Promise.all(browsers.map((browser) => browser.close().catch(() => {})));
  try {
    // Migrations and the demo, exactly as `npm run serve` makes them on a fresh platform.
    const seeding = await startServerProcess((port) => ({
      DATABASE_URL: postgres.url,
      DATA_DIR: demoDataDir,
      DEMO: "1",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      PUBLIC_URL: `http://localhost:${port}`,
    })).finally(async () => {
      for (const launched of await launching) if (launched.status === "fulfilled") browsers.push(launched.value);
    });
    const failed = (await launching).find((launched) => launched.status === "rejected");
    if (failed) {
      await seeding.stop(12_000, "SIGINT");
      throw new Error(`Chromium n'a pas démarré\u00a0: ${String(failed.reason)}`);
    }
    // Each demo account signed in once, through the form, on the demo every file copies.
    demoSessions = await signInDemoAccounts(browsers[0]!, `http://localhost:${seeding.port}`).finally(() => seeding.stop(12_000, "SIGINT"));
  } catch (err) {
    await stopBrowsers();
    await postgres.stop();
    removeDirs();
    throw err;
  }
  const maintenance = new URL(postgres.url);
  maintenance.pathname = "/postgres";
  project.provide("databaseUrl", maintenance.toString());
  project.provide("templateDatabase", DEMO_DATABASE);
  project.provide("demoDataDir", demoDataDir);
  project.provide(
    "browserEndpoints",
    browsers.map((browser) => browser.wsEndpoint()),
  );
  project.provide("axeCheckedDir", axeCheckedDir);
  project.provide("demoSessions", demoSessions);

  return async () => {
    await stopBrowsers();
    await postgres.stop();
    removeDirs();
  };
}

/** Signs each demo account in through the login form, and keeps its browser state. */
async function signInDemoAccounts(server: BrowserServer, baseUrl: string): Promise<Record<string, DemoSession>> {
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    const states: Record<string, DemoSession> = {};
    for (const account of DEMO_ACCOUNTS) {
      const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
      const page = await context.newPage();
      await signIn(page, baseUrl, account.email, account.password);
      await page.waitForURL((url) => url.pathname !== "/admin/login");
      states[account.email] = await context.storageState();
      await context.close();
    }
    return states;
  } finally {
    await browser.close();
  }
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same engine and version as
 * `chromium`, without the full browser's display pipeline: what Playwright itself runs headless).
 * The suite's pages cost it a third less CPU than `chromium --headless`, and two workers then gain
 * where they lost (ADR 031: 6 files, 362 s → 227 s on two workers). CHROMIUM_PATH runs another.
 */
export function browserPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
}
