/**
 * The e2e `test`: import it instead of vitest's `it`, and take what the story needs from its
 * context, so that each file holds only its story.
 *
 *   test("…", async ({ login, baseUrl, db }) => {
 *     const page = await login("owner", PHONE, { at: "/admin/pages/hours" }); // signed in, on the hours
 *   });
 *
 * Per file (set up on first use, torn down after the file's last test):
 * - `server`: the production build in a process of its own (`npm run serve`), on a free port,
 *   with a database of its own, a copy of the seeded demo (`CREATE DATABASE … TEMPLATE`, global
 *   setup) and a copy of the demo's DATA_DIR: files cannot see each other's writes. `baseUrl`,
 *   `demoHostUrl(path)` (the demo's custom domain on that server) and `db` (Drizzle on the
 *   file's database) come from it; `demoSite` is the demo site's row.
 * - `browser`: the worker's Chromium (one per worker for the whole run, started by global-setup.ts),
 *   connected to. Files run on several workers at once (vitest.config.ts): each has its own port,
 *   database, DATA_DIR and mail folder.
 *
 * Per test (closed when the test ends):
 * - `open(viewport, options)`: a page in a fresh context (French, Paris time; `locale` to browse
 *   as another language). It needs no server: a file with a server of its own (outage-pages)
 *   opens its pages with it too.
 * - `login(as, viewport, options)`: the same, signed in as a demo account ("owner", "admin"…) or
 *   any { email, password }, on the page sign-in leads to (the dashboard, or the sites for an admin),
 *   or on `options.at` (`login("owner", PHONE, { at: "/admin/pages/hours" })`).
 *   The demo accounts start signed in (their sessions made once by global-setup.ts, in the demo
 *   every file copies); another account's first sign-in goes through the form. Tests reuse the
 *   session (its cookies in their fresh context), or sign in again once it was signed out or
 *   revoked. A second page of one account in the same test signs in on its own.
 * - `selectSite(page, siteId)`: selects the back-office's site, as 'Accéder' does.
 *
 * axe after every navigation: each load of an HTML page in a context of `open` runs
 * expectAccessible on it (support/axe-on-load.ts) and fails the test on a serious or critical
 * violation. Not checked: pages without JavaScript (axe is a script; the same pages are checked
 * with it), and contexts opened with `axe: "why not"`, the reason written in the test. A page in
 * the very state of one that passed earlier in the run is not checked twice (browser.ts, pageState;
 * `E2E_AXE_EVERY_LOAD=1` checks every load anyway).
 *
 * The public forms' human delay is FORM_DELAY_MS on these servers (TEST_MIN_FILL_MS, a test-only
 * setting the production start refuses): a file that tests the delay itself keeps the real 3 s with
 * `setFileServerEnv({ TEST_MIN_FILL_MS: String(MIN_FILL_MS) })`.
 *
 * Environment: `E2E_LOG_LEVEL=info` shows each file server's log lines beyond warnings;
 * `E2E_TIMING=1` prints how long each server took to start and each page's axe check. Each
 * file's set-up phases go to the timing report (`npm run test:timings`).
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { inject, test as base } from "vitest";
import { sites } from "~/db/schema";
import { DEMO_ACCOUNTS, DEMO_DOMAIN } from "~/features/demo/demo-accounts";
import { MAIN_SITE_NAME } from "~/features/demo/demo-content";
import { createTestDatabase } from "../../support/test-database";
import { startServerProcess } from "../../support/server-process";
import { AxeOnLoad } from "./axe-on-load";
import { DESKTOP, RECORD_TOASTS, signIn, type Viewport } from "./browser";
import { timed, reportPhasesTo } from "../../support/phases";

export type OpenOptions = Pick<BrowserContextOptions, "javaScriptEnabled" | "deviceScaleFactor" | "locale"> & {
  /** Why this context's page loads are not checked by axe (a deliberate exception). */
  axe?: string;
};

/**
 * `at`: the back-office page the story starts on (path and query). A session the file already
 * has goes straight there, as a bookmark would; a first sign-in goes through the form and the
 * page it leads to, then there. Without it, the page sign-in leads to.
 */
export type LoginOptions = OpenOptions & { at?: string };

export type Account = (typeof DEMO_ACCOUNTS)[number]["key"] | { email: string; password: string };

/**
 * Environment variables this file's server starts with, on top of the fixture's own (issue 15:
 * the domain checks' resolver and certificate probe). Called at the top of a test file, before
 * its first test; each file's modules are its own, so it reaches no other file.
 */
let fileServerEnv: Record<string, string> = {};

/** The public forms' human delay on an e2e server, unless its file keeps the real one (above). */
export const FORM_DELAY_MS = 1000;
export function setFileServerEnv(env: Record<string, string>): void {
  fileServerEnv = env;
}

/**
 * The signed-in sessions of this file's server, by account: the demo accounts' from the run's
 * global set-up at first (signed in once on the seeded demo that every file copies:
 * global-setup.ts), then each new sign-in's. A test reuses them (their cookies in a fresh
 * context, straight to its page), as a browser that stays signed in would; the sign-in form
 * itself is the story of foundation.test.ts.
 */
let sessionsOfFile: Map<string, Awaited<ReturnType<BrowserContext["storageState"]>>> | undefined;
function sessions() {
  sessionsOfFile ??= new Map(Object.entries(inject("demoSessions")));
  return sessionsOfFile;
}

export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern: none
  .extend("server", { scope: "file" }, async ({}, { onCleanup }) => {
    const started = performance.now();
    const database = await timed("dbCopy", () => createTestDatabase({ max: 3 }));
    const root = await mkdtemp(path.join(tmpdir(), "vitrine-e2e-file-"));
    const dataDir = path.join(root, "data");
    await timed("dataCopy", () => cp(inject("demoDataDir"), dataDir, { recursive: true }));
    const env = (baseUrl: string) => ({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DEMO: "1",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      SMTP_URL: "",
      TEST_MIN_FILL_MS: String(FORM_DELAY_MS),
      ...fileServerEnv,
    });
    const child = await timed("serverStart", () => startServerProcess((port) => env(`http://localhost:${port}`))).catch(async (err: unknown) => {
      await database.drop();
      await rm(root, { recursive: true, force: true });
      throw err;
    });
    const { port } = child;
    const baseUrl = `http://localhost:${port}`;
    if (process.env.E2E_TIMING) console.log(`server ready in ${Math.round(performance.now() - started)} ms`);
    // Its log lines (warnings and errors at the default level) in the run's output; not its banner.
    if (child.child.stdout) createInterface({ input: child.child.stdout }).on("line", (line) => line.startsWith("{") && process.stdout.write(`${line}\n`));
    child.child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
    onCleanup(() =>
      timed("teardown", async () => {
        // SIGINT: the quick stop, without the 2 s notice a proxy needs.
        await child.stop(12_000, "SIGINT");
        await database.drop();
        await rm(root, { recursive: true, force: true });
      }),
    );
    return { port, baseUrl, dataDir, db: database.db };
  })
  .extend("db", { scope: "file" }, ({ server }) => server.db)
  .extend("baseUrl", { scope: "file" }, ({ server }) => server.baseUrl)
  /** The demo merchant's custom domain on this file's server: *.localhost resolves to 127.0.0.1 in Chromium. */
  .extend(
    "demoHostUrl",
    { scope: "file" },
    ({ server }) =>
      (pathname = "/") =>
        `http://${DEMO_DOMAIN}:${server.port}${pathname}`,
  )
  .extend("demoSite", { scope: "file" }, async ({ db }) => {
    const [row] = await db.select().from(sites).where(eq(sites.name, MAIN_SITE_NAME));
    if (!row) throw new Error("demo site missing");
    return row;
  })
  // eslint-disable-next-line no-empty-pattern -- none either
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
    const endpoints = inject("browserEndpoints");
    const endpoint = endpoints[(Number(process.env.VITEST_POOL_ID ?? "1") - 1) % endpoints.length];
    if (!endpoint) throw new Error("no browser for this worker (global-setup.ts)");
    const browser = await timed("browser", () => chromium.connect(endpoint));
    // Closes this file's contexts and the connection; the browser serves the worker's next file.
    onCleanup(() => browser.close());
    return browser;
  })
  /** Each test reports the file's set-up phases (tests/support/phases.ts) to the timing reporter. */
  .extend("phases", { auto: true }, ({ task }) => reportPhasesTo(task.file))
  .extend("open", async ({ browser }, { onCleanup }) => {
    const axe = new AxeOnLoad();
    const contexts = new Set<{ close(): Promise<void> }>();
    onCleanup(async () => {
      try {
        await axe.finish();
      } finally {
        for (const context of contexts) await context.close();
      }
    });
    return async (viewport: Viewport = DESKTOP, options: OpenOptions & Pick<BrowserContextOptions, "storageState"> = {}): Promise<Page> => {
      const { axe: exception, ...contextOptions } = options;
      const context = await browser.newContext({ viewport, locale: "fr-FR", timezoneId: "Europe/Paris", ...contextOptions });
      contexts.add(context);
      await context.addInitScript(RECORD_TOASTS);
      if (exception === undefined && contextOptions.javaScriptEnabled !== false) {
        axe.watch(context);
      }
      return context.newPage();
    };
  })
  .extend("login", ({ open, baseUrl }, { onCleanup }) => {
    // The accounts this test has signed in already: a second page of one gets a session of its own.
    const signedIn = new Set<string>();
    onCleanup(() => signedIn.clear());
    return async (as: Account, viewport: Viewport = DESKTOP, options: LoginOptions = {}): Promise<Page> => {
      const { at, ...openOptions } = options;
      const account = typeof as === "string" ? DEMO_ACCOUNTS.find((a) => a.key === as) : as;
      if (!account) throw new Error(`no demo account ${String(as)}`);
      // Where sign-in leads: the sites for an administrator, else the dashboard.
      const landing = "role" in account && account.role === "admin" ? "/admin/sites" : "/admin/dashboard";
      const target = at ?? landing;
      const saved = signedIn.has(account.email) ? undefined : sessions().get(account.email);
      signedIn.add(account.email);
      if (saved) {
        const page = await open(viewport, { ...openOptions, storageState: saved });
        await page.goto(`${baseUrl}${target}`);
        // A session the server no longer knows is sent to the sign-in page.
        if (new URL(page.url()).pathname !== "/admin/login") return page;
        // Signed out or revoked since (a password changed, a sign-out): sign in again, in a fresh context.
        await page.context().close();
      }
      const page = await open(viewport, openOptions);
      await signIn(page, baseUrl, account.email, account.password);
      await page.waitForURL(`**${landing}`);
      sessions().set(account.email, await page.context().storageState());
      if (at) await page.goto(`${baseUrl}${at}`);
      return page;
    };
  })
  .extend("selectSite", () => async (page: Page, siteId: string): Promise<void> => {
    // The form 'Accéder' posts, sent from the page (same origin, its cookies).
    const answer = await page.evaluate(async (id) => {
      const response = await fetch("/admin/select-site", { method: "POST", body: new URLSearchParams({ siteId: id }), redirect: "manual" });
      return { type: response.type, status: response.status };
    }, siteId);
    if (answer.type !== "opaqueredirect") throw new Error(`select-site answered ${answer.status}`);
  });
