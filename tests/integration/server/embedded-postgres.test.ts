/**
 * The embedded PostgreSQL's ownership rules (ADR 001), with a real second process: a server
 * process holds the data directory, a second server is refused, a CLI joins, the holder is
 * killed with SIGKILL (its PostgreSQL keeps running), and the next start adopts that server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddedPostgresLockedError, embeddedPostgresPaths, openEmbeddedPostgres, type EmbeddedPostgres } from "../../../server/db/embedded-postgres";

const MODULE = fileURLToPath(new URL("../../../server/db/embedded-postgres.ts", import.meta.url));
const log = () => {};

let dataDir: string;
let child: ChildProcess | undefined;
const opened: EmbeddedPostgres[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-ep-test-"));
});

afterAll(async () => {
  child?.kill("SIGKILL");
  for (const handle of opened) await handle.stop().catch(() => undefined);
  // Whatever a failed test left running in this directory.
  const pid = postmasterPid();
  if (pid && isAlive(pid)) {
    process.kill(pid, "SIGINT");
    await waitUntil(() => !isAlive(pid));
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function open(role: "server" | "cli") {
  const handle = await openEmbeddedPostgres({ dataDir, role, log, durable: false });
  opened.push(handle);
  return handle;
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return true;
  }
}

function postmasterPid(): number | null {
  try {
    return Number.parseInt(readFileSync(path.join(embeddedPostgresPaths(dataDir).pgDir, "postmaster.pid"), "utf8").split("\n")[0], 10);
  } catch {
    return null;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Another Node process that opens the data directory as a server, reports, and stays up. */
async function startServerProcess(): Promise<{ process: ChildProcess; url: string; pid: number; port: number }> {
  const code = `
    const { openEmbeddedPostgres } = await import(${JSON.stringify(MODULE)});
    const h = await openEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, role: "server", durable: false, log: () => {} });
    console.log(JSON.stringify({ url: h.url, pid: h.pid, port: h.port }));
    setInterval(() => {}, 60_000);
  `;
  const proc = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: fileURLToPath(new URL("../../..", import.meta.url)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  proc.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: proc.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    proc.once("exit", (exitCode) => reject(new Error(`server process exited (${exitCode}): ${stderr}`)));
  });
  return { process: proc, ...(JSON.parse(first) as { url: string; pid: number; port: number }) };
}

describe("embedded PostgreSQL", () => {
  let first: Awaited<ReturnType<typeof startServerProcess>>;

  it("initialises a new data directory and serves the vitrine database on 127.0.0.1", async () => {
    first = await startServerProcess();
    child = first.process;
    expect(first.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/vitrine$/);
    expect(await query(first.url, "SELECT current_database() AS db")).toEqual([{ db: "vitrine" }]);
    const lock = JSON.parse(readFileSync(embeddedPostgresPaths(dataDir).lockFile, "utf8")) as { pid: number; role: string };
    expect(lock).toMatchObject({ pid: first.process.pid, role: "server" });
  });

  it("refuses a second server process, naming the owner's pid", async () => {
    const attempt = openEmbeddedPostgres({ dataDir, role: "server", log, durable: false });
    await expect(attempt).rejects.toBeInstanceOf(EmbeddedPostgresLockedError);
    await expect(attempt).rejects.toThrow(`pid ${first.process.pid}`);
  });

  it("lets a CLI process join the running server without owning it", async () => {
    const cli = await open("cli");
    expect(cli).toMatchObject({ owned: false, port: first.port, pid: first.pid });
    expect(await query(cli.url, "SELECT 1 AS ok")).toEqual([{ ok: 1 }]);
    await cli.stop();
    expect(isAlive(first.pid)).toBe(true);
  });

  it("adopts the PostgreSQL left running by a process killed with SIGKILL, and stops it", async () => {
    await query(first.url, "CREATE TABLE survivor (id int); INSERT INTO survivor VALUES (42)");
    first.process.kill("SIGKILL");
    await waitUntil(() => first.process.exitCode !== null || first.process.signalCode !== null);
    expect(isAlive(first.pid)).toBe(true); // the package leaves its server behind

    const adopted = await open("server");
    expect(adopted).toMatchObject({ owned: true, pid: first.pid, port: first.port });
    expect(await query(adopted.url, "SELECT id FROM survivor")).toEqual([{ id: 42 }]);
    const lock = JSON.parse(readFileSync(embeddedPostgresPaths(dataDir).lockFile, "utf8")) as { pid: number };
    expect(lock.pid).toBe(process.pid);

    await adopted.stop();
    expect(isAlive(first.pid)).toBe(false);
    expect(existsSync(embeddedPostgresPaths(dataDir).lockFile)).toBe(false);
    expect(postmasterPid()).toBeNull();
  });

  it("removes a stale postmaster.pid; a CLI with no server running starts and stops its own", async () => {
    const pidFile = path.join(embeddedPostgresPaths(dataDir).pgDir, "postmaster.pid");
    await fs.writeFile(pidFile, `999999\n${dataDir}\n0\n5432\n\n127.0.0.1\n  1  2\nready   \n`);
    const cli = await open("cli");
    expect(cli.owned).toBe(true);
    expect(cli.pid).not.toBe(999999);
    expect(await query(cli.url, "SELECT id FROM survivor")).toEqual([{ id: 42 }]);
    await cli.stop();
    expect(isAlive(cli.pid)).toBe(false);
  });
});
