/**
 * The bench's child processes (servers, nginx, wrk, builds) and temporary directories, all
 * registered so that one `cleanup()` ends them — on success, on error, on Ctrl-C and on the
 * overall time limit. Only processes started here are signalled, by their own pid, plus the
 * embedded PostgreSQL a killed server may leave behind (the pid in its own postmaster.pid).
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { freePort } from "../../server/free-port";
import { serverEntry } from "../server-bundle";

export type Tracked = { name: string; child: ChildProcess; output: string[]; dataDir?: string };

const children = new Set<Tracked>();
const tempDirs = new Set<string>();
const KEEP_LINES = 60;

let logName = "bench";

/** The name progress lines start with (`npm run chaos` and `npm run soak` use these helpers too). */
export function setLogName(name: string): void {
  logName = name;
}

export function log(message: string): void {
  process.stderr.write(`[${logName} ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

export async function makeTempDir(parent: string, prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(parent, prefix));
  // As root, the embedded PostgreSQL runs as `postgres`, and nginx's worker as `nobody`: both
  // must be able to reach what is below.
  await fs.chmod(dir, 0o755);
  tempDirs.add(dir);
  return dir;
}

/** Starts a registered process; its last lines of output are kept for error messages. */
export function startProcess(name: string, command: string, args: string[], opts: SpawnOptions & { dataDir?: string } = {}): Tracked {
  const child = spawn(command, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] });
  const tracked: Tracked = { name, child, output: [], dataDir: opts.dataDir };
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) tracked.output.push(line);
    if (tracked.output.length > KEEP_LINES) tracked.output.splice(0, tracked.output.length - KEEP_LINES);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  children.add(tracked);
  child.once("exit", () => children.delete(tracked));
  return tracked;
}

/** Runs a command to its end; rejects with its output when it fails or outlives `timeoutMs`. */
export async function runToEnd(name: string, command: string, args: string[], opts: SpawnOptions & { timeoutMs: number; dataDir?: string }): Promise<string> {
  const tracked = startProcess(name, command, args, opts);
  const timer = setTimeout(() => void stopProcess(tracked), opts.timeoutMs);
  const code = await exitCode(tracked.child);
  clearTimeout(timer);
  const output = tracked.output.join("\n");
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${output}`);
  return output;
}

function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM (a server then stops its PostgreSQL), SIGKILL after 12 s, then any PostgreSQL left over. */
export async function stopProcess(tracked: Tracked, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (tracked.child.exitCode === null && tracked.child.signalCode === null) {
    tracked.child.kill(signal);
    if (!(await waitExit(tracked.child, 12_000))) {
      tracked.child.kill("SIGKILL");
      await waitExit(tracked.child, 5_000);
    }
  }
  children.delete(tracked);
  if (tracked.dataDir) await stopLeftoverPostgres(tracked.dataDir);
}

/** A killed server leaves its embedded PostgreSQL running: stop it by the pid it recorded. */
async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 1 || !alive(pid)) return;
  process.kill(pid, "SIGINT"); // PostgreSQL's fast shutdown
  for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
  if (alive(pid)) process.kill(pid, "SIGKILL");
}

/** Alive and not a zombie (an orphan killed where PID 1 does not reap answers kill(0) forever). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return !existsSync("/proc"); // gone meanwhile; without /proc (macOS), trust kill(0)
  }
}

let cleaning: Promise<void> | undefined;

/** Ends every registered process and removes every temporary directory. Idempotent. */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map((c) => stopProcess(c).catch(() => undefined)));
    for (const dir of tempDirs) await fs.rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    tempDirs.clear();
  })();
  return cleaning;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export type HttpResult = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** GET on 127.0.0.1 with a Host header, over a keep-alive agent. */
export function httpGet(port: number, urlPath: string, headers: Record<string, string> = {}, timeoutMs = 60_000): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${urlPath}: no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
  });
}

export type ServerHandle = Tracked & { port: number; pid: number; /** From spawn to the first 200 of /readyz. */ readyMs: number };

export type StartServerOptions = {
  name: string;
  cwd: string;
  dataDir: string;
  /** DATABASE_URL of the caller's environment is never passed on; set it here to use one. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** taskset's CPU list; null: no pinning. Default "0". */
  cpus?: string | null;
  /** Runs in the server process before its code (`node --import`), e.g. a measuring probe. */
  preload?: string;
  /** Node's own flags for the server process (e.g. `--expose-gc` for the soak's probe). */
  nodeFlags?: string[];
};

/**
 * The production server (`NODE_ENV=production node build/bin/main.mjs`, ADR 032) of `cwd`,
 * pinned to core 0 with its embedded PostgreSQL (a child, so it inherits the affinity),
 * listening on 127.0.0.1 only; resolves once /readyz answers.
 */
/**
 * The server's entry in `cwd`: its bundle, checked newer than its sources; in a checkout older than
 * the bundle (the bench's baseline commit), its sources through tsx as that commit ran them.
 */
function serverCommand(cwd: string): string[] {
  return existsSync(path.join(cwd, "scripts/server-bundle.ts")) ? [serverEntry("main", cwd)] : ["--import", "tsx", "server/main.ts"];
}

export async function startServer(opts: StartServerOptions): Promise<ServerHandle> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: "warn",
    DEMO: "1",
  };
  delete env.DATABASE_URL;
  Object.assign(env, opts.env);
  const node = [
    process.execPath,
    ...(opts.nodeFlags ?? []),
    ...(opts.preload ? ["--import", "tsx", "--import", opts.preload] : []),
    ...serverCommand(opts.cwd),
  ];
  const cpus = opts.cpus === undefined ? "0" : opts.cpus;
  const [command, ...args] = cpus === null ? node : ["taskset", "-c", cpus, ...node];
  const spawnedAt = performance.now();
  const tracked = startProcess(opts.name, command, args, { cwd: opts.cwd, env, dataDir: opts.dataDir });
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 180_000);
  for (;;) {
    if (tracked.child.exitCode !== null || tracked.child.signalCode !== null) {
      throw new Error(`${opts.name} exited during start-up:\n${tracked.output.join("\n")}`);
    }
    const ready = await httpGet(port, "/readyz", {}, 2_000).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stopProcess(tracked);
      throw new Error(`${opts.name} not ready in time:\n${tracked.output.join("\n")}`);
    }
    await sleep(250);
  }
  return Object.assign(tracked, { port, pid: tracked.child.pid ?? 0, readyMs: Math.round(performance.now() - spawnedAt) });
}

/** Resident memory of a process, in MB (VmRSS of /proc/<pid>/status), or null. */
export function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
