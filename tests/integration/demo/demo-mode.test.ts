/**
 * Demo mode only on a development setup (issue 11, finding 4), with real server processes on a
 * real PostgreSQL:
 *   - `npm run serve` (NODE_ENV=production) and `npm start` given NODE_ENV=production, without
 *     DEMO, create no demo account or site, the login page shows no demo hint, and the console
 *     says how to create the first administrator;
 *   - `npm start` on a development setup (nothing set) still creates the demo and shows it;
 *   - `npm run user:create` creates that administrator with a password read from standard input
 *     (as a terminal's prompt would give it) or from USER_PASSWORD, never from the command line.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { domainMappings, sites, user } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { signIn } from "~/features/auth/sign-in.server";
import { freePort } from "../../../server/free-port";
import { CREATE_ADMIN_COMMAND } from "../../../server/banner";
import { serverEntry, type ServerEntry } from "../../../scripts/server-bundle";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

type Started = { process: ChildProcess; port: number; output: () => string; dataDir: string };
const started: Started[] = [];
const databases: TestDatabase[] = [];

/** The environment of a fresh shell: none of the test runner's or the machine's settings. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ["DEMO", "NODE_ENV", "PUBLIC_URL", "DATABASE_URL", "PLATFORM_HOSTS", "SMTP_URL", "AUTH_SECRET", "PAGE_CACHE_MB", "USER_PASSWORD"])
    delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith("S3_") || name.startsWith("VITEST")) delete env[name];
  return env;
}

/** Starts a server entry as npm would (its bundle, ADR 032), on the test database; resolves once the banner is printed. */
async function startServer(entry: ServerEntry, databaseUrl: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-demo-mode-"));
  let output = "";
  const child = spawn(process.execPath, [serverEntry(entry, ROOT)], {
    cwd: ROOT,
    env: { ...baseEnv(), PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Started = { process: child, port, output: () => output, dataDir };
  started.push(server);
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.includes("Vitrine est démarré.")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${entry} s'est arrêté (code ${code}) :\n${output}`)));
  });
  return server;
}

async function loginPage(server: Started): Promise<string> {
  const response = await fetch(`http://localhost:${server.port}/admin/login`);
  expect(response.status).toBe(200);
  return response.text();
}

async function counts(t: TestDatabase) {
  const [users, siteRows, domains] = await Promise.all([t.db.select().from(user), t.db.select().from(sites), t.db.select().from(domainMappings)]);
  return { users: users.length, sites: siteRows.length, domains: domains.length };
}

function expectNoDemo(page: string, output: string) {
  expect(page).toContain("Connexion au Back-Office");
  expect(page).not.toContain("Comptes de démonstration");
  for (const account of DEMO_ACCOUNTS) {
    expect(page).not.toContain(account.email);
    expect(page).not.toContain(account.password);
    expect(output).not.toContain(account.password);
  }
  expect(output).toContain(CREATE_ADMIN_COMMAND);
}

let serveDb: TestDatabase;
let startProdDb: TestDatabase;
let startDevDb: TestDatabase;
let serve: Started;
let startProd: Started;
let startDev: Started;

beforeAll(async () => {
  [serveDb, startProdDb, startDevDb] = await Promise.all([createTestDatabase(), createTestDatabase(), createTestDatabase()]);
  databases.push(serveDb, startProdDb, startDevDb);
  // The three starts at once: each is mostly waiting for its modules and the database.
  [serve, startProd, startDev] = await Promise.all([
    // npm run serve
    startServer("main", serveDb.url, { NODE_ENV: "production" }),
    // NODE_ENV=production npm start
    startServer("start", startProdDb.url, { NODE_ENV: "production" }),
    // npm start, nothing set
    startServer("start", startDevDb.url, {}),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all(
    started.map(async (server) => {
      if (server.process.exitCode === null) {
        const exited = new Promise((resolve) => server.process.once("exit", resolve));
        server.process.kill("SIGTERM");
        await exited;
      }
      rmSync(server.dataDir, { recursive: true, force: true });
    }),
  );
  await Promise.all(databases.map((t) => t.drop()));
}, 30_000);

describe("a production start without DEMO", () => {
  it("creates nothing, shows no demo account and says how to create the first administrator", async () => {
    for (const [server, t] of [
      [serve, serveDb],
      [startProd, startProdDb],
    ] as const) {
      expect(await counts(t)).toEqual({ users: 0, sites: 0, domains: 0 });
      expectNoDemo(await loginPage(server), server.output());
      expect(server.output()).toContain("Aucun compte administrateur");
    }
  });
});

describe("npm start on a development setup", () => {
  it("still creates the demo content and shows the demo accounts", async () => {
    const server = startDev;
    const { users, sites: siteCount } = await counts(startDevDb);
    expect(users).toBe(DEMO_ACCOUNTS.length);
    expect(siteCount).toBeGreaterThan(0);
    const page = await loginPage(server);
    expect(page).toContain("Comptes de démonstration");
    for (const account of DEMO_ACCOUNTS) expect(page).toContain(account.email);
    expect(server.output()).toContain("Comptes de démonstration");
    expect(server.output()).not.toContain(CREATE_ADMIN_COMMAND);
  });
});

describe("npm run user:create", () => {
  const run = (args: string[], { stdin, env = {} }: { stdin?: string; env?: Record<string, string> } = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ["--import", "tsx", "scripts/user-create.ts", ...args],
        {
          cwd: ROOT,
          env: { ...baseEnv(), DATABASE_URL: serveDb.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-user-create-")), LOG_LEVEL: "silent", ...env },
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin?.end(stdin ?? "");
    });

  async function canSignIn(email: string, password: string): Promise<boolean> {
    const services = createTestServices(serveDb.db);
    const ctx = requestContext(services, { clientAddress: "192.0.2.77" });
    const result = await signIn(ctx, new Request("http://localhost:3000/admin/login"), { email, password, clientAddress: ctx.clientAddress });
    return result.ok;
  }

  it("creates the first administrator with the password given on standard input or in USER_PASSWORD", async () => {
    const [fromStdin, fromEnv] = await Promise.all([
      run(["--email", "premiere@exemple.fr", "--role", "admin"], { stdin: "un mot de passe solide\nignoré\n" }),
      run(["--email", "second@exemple.fr", "--role", "admin"], { env: { USER_PASSWORD: "autre-mot-de-passe" } }),
    ]);
    expect(fromStdin.stderr).toBe("");
    expect(fromStdin).toMatchObject({ code: 0 });
    expect(fromStdin.stdout).toContain("Compte créé\u00a0: premiere@exemple.fr (admin)");
    const [row] = await serveDb.db.select().from(user).where(eq(user.email, "premiere@exemple.fr"));
    expect(row.role).toBe("admin");
    expect(await canSignIn("premiere@exemple.fr", "un mot de passe solide")).toBe(true);

    expect(fromEnv.code).toBe(0);
    expect(await canSignIn("second@exemple.fr", "autre-mot-de-passe")).toBe(true);
  }, 60_000);

  it("refuses a missing or short password and creates nothing", async () => {
    for (const result of await Promise.all(["", "court\n"].map((stdin) => run(["--email", "refuse@exemple.fr", "--role", "admin"], { stdin })))) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("Le mot de passe doit contenir au moins 6 caractères");
    }
    expect(await serveDb.db.select().from(user).where(eq(user.email, "refuse@exemple.fr"))).toEqual([]);
  }, 60_000);
});
