/**
 * Issue 23, finding 8: a dead embedded PostgreSQL does not stay dead. The production server in
 * its own process, with its embedded PostgreSQL (no DATABASE_URL); a contact message is sent and
 * acknowledged; then the postmaster alone is killed with SIGKILL (the OOM killer's way), the
 * Node process untouched. Checked:
 *   - /readyz answers 503 while the database is gone, /healthz stays 200;
 *   - without restarting the application, /readyz answers 200 again: the server started its
 *     PostgreSQL again (a new postmaster, same port), and said so in its log;
 *   - the message acknowledged before the kill is still there, and a new one is stored after.
 * The time from the kill to /readyz 200 is printed for docs/reliability.md.
 * (With DATABASE_URL the server does not watch the database: tests/integration/outage/database-outage.test.ts.)
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { createDatabase, type DatabaseHandle } from "~/db/connect.server";
import { embeddedPostgresPaths, openEmbeddedPostgres } from "../../../server/db/embedded-postgres";
import { createTestServices } from "../../support/services";
import { httpRequest, startServerProcess, type ServerProcess } from "../../support/server-process";
import { createSite } from "../../support/factories";

const BUILD = path.resolve("build/server/index.js");
const AUTH_SECRET = "pg-restart-secret-0123456789-abcdefghijklmnop";

let root: string;
let dataDir: string;
let server: ServerProcess;
let siteId: string;

/** The running server's embedded PostgreSQL, joined as `npm run seed` does. */
async function withDatabase<T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const joined = await openEmbeddedPostgres({ dataDir, role: "cli", log: () => undefined });
  const handle = createDatabase(joined.url, { max: 2, onError: () => undefined });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
    await joined.stop();
  }
}

/** The postmaster's pid and port, from its postmaster.pid. */
function postmaster(): { pid: number; port: number } {
  const lines = readFileSync(path.join(embeddedPostgresPaths(dataDir).pgDir, "postmaster.pid"), "utf8").split("\n");
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const readyz = () => httpRequest(server.port, { path: "/readyz", timeoutMs: 10_000 }).then((a) => a.status);

/** Asks until `status` comes, each request once the previous one is answered; resolves with how many were asked. */
async function until(status: number): Promise<number> {
  for (let asked = 1; ; asked++) {
    if ((await readyz()) === status) return asked;
    expect(server.child.exitCode, "the server exited").toBeNull();
  }
}

function sendContact(subject: string) {
  const body = new URLSearchParams({
    formToken: issueFormToken(AUTH_SECRET, "contact", siteId, Date.now() - 60_000),
    website: "",
    firstName: "Claire",
    name: "Martin",
    email: "claire@example.fr",
    subject,
    message: `Bonjour, ${subject}`,
  }).toString();
  return httpRequest(server.port, {
    path: `/merchant/contact?site=${siteId}`,
    method: "POST",
    body,
    headers: { host: `127.0.0.1:${server.port}`, origin: `http://127.0.0.1:${server.port}`, "content-type": "application/x-www-form-urlencoded" },
  });
}

beforeAll(async () => {
  if (!existsSync(BUILD)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
  root = mkdtempSync(path.join(os.tmpdir(), "vitrine-pg-restart-"));
  // As root, the embedded PostgreSQL runs as `postgres`, which must reach its directory.
  await fs.chmod(root, 0o755);
  dataDir = path.join(root, "data");
  server = await startServerProcess({ DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "info" });
  siteId = await withDatabase(async (handle) => {
    const services = createTestServices(handle.db, { AUTH_SECRET });
    const owner = await upsertUserWithPassword(services.auth, handle.db, { email: "owner@relance.test", password: "owner-secret-1", role: "user" });
    const site = await createSite(handle.db, {
      name: "Épicerie Relancée",
      ownerId: owner.id,
      senderEmail: "site@relance.test",
      merchantEmail1: "patron@relance.test",
    });
    return site.id;
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe("the embedded PostgreSQL killed with -9 under a running server", () => {
  it("is started again by the server: /readyz 503, then 200 without an application restart, and the acknowledged write is kept", async () => {
    expect((await sendContact("Avant la panne")).status).toBe(303);
    const before = postmaster();
    const appPid = server.pid;

    const killedAt = performance.now();
    process.kill(before.pid, "SIGKILL");
    const askedDown = await until(503);
    const downAt = performance.now();
    expect((await httpRequest(server.port, { path: "/healthz" })).status).toBe(200);
    const askedUp = await until(200);
    const backMs = performance.now() - killedAt;

    // The same application process; a new postmaster, on the port the pool knows.
    expect(server.child.exitCode).toBeNull();
    expect(server.pid).toBe(appPid);
    const after = postmaster();
    expect(after.pid).not.toBe(before.pid);
    expect(after.port).toBe(before.port);
    expect(alive(before.pid)).toBe(false);
    expect(server.output()).toContain("embedded PostgreSQL died: restarting it");
    expect(server.output()).toContain("embedded PostgreSQL restarted");

    // What was acknowledged before is there; the application writes again.
    expect((await sendContact("Après la panne")).status).toBe(303);
    const subjects = await withDatabase(async (handle) =>
      (await handle.db.select({ subject: contactMessages.subject }).from(contactMessages).where(eq(contactMessages.siteId, siteId)))
        .map((r) => r.subject)
        .sort(),
    );
    expect(subjects).toEqual(["Après la panne", "Avant la panne"]);

    const restarted = server
      .output()
      .split("\n")
      .find((line) => line.includes("embedded PostgreSQL restarted"));
    console.log(
      `[pg-restart] kill -9 of the postmaster → /readyz 503 after ${Math.round(downAt - killedAt)} ms (${askedDown} asked), ` +
        `→ /readyz 200 after ${Math.round(backMs)} ms (${askedUp} asked); server's log: ${restarted ?? "?"}`,
    );
  }, 120_000);
});
