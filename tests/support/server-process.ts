/**
 * The production server as a child process, started as `npm run serve` does
 * (`NODE_ENV=production node build/bin/main.mjs`, the server bundled by `npm run build`, ADR 032),
 * for the tests that need a real process: signals, exit codes, a database that goes away under it
 * (ADR 019).
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { freePort } from "../../server/free-port";
import { serverEntry } from "../../scripts/server-bundle";

export type ServerProcess = {
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything it printed so far (JSON log lines and the banner). */
  output(): string;
  /** Resolves with the exit code (null after a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (or `signal`), then SIGKILL after `graceMs`; resolves once it is gone. Idempotent. */
  stop(graceMs?: number, signal?: NodeJS.Signals): Promise<void>;
};

/**
 * `env`: the server's environment, or a function of the port it will listen on (to name it in
 * PUBLIC_URL). `opts.port`: listen there; default a free one, and another if that one was taken
 * by the time the server bound it (several test workers pick ports at once).
 */
export async function startServerProcess(
  env: Record<string, string> | ((port: number) => Record<string, string>),
  opts: { readyTimeoutMs?: number; port?: number } = {},
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? (await freePort());
    try {
      return await startOn(port, typeof env === "function" ? env(port) : env, opts.readyTimeoutMs ?? 120_000);
    } catch (err) {
      if (opts.port !== undefined || attempt >= 3 || !(err instanceof PortTakenError)) throw err;
    }
  }
}

class PortTakenError extends Error {}

async function startOn(port: number, env: Record<string, string>, readyTimeoutMs: number): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "info",
    DEMO: "0",
    DOMAIN_CHECKS: "0",
    ...env,
  };
  // The test runner's own variables must not leak into the server's configuration.
  for (const name of ["VITEST", "VITEST_POOL_ID", "VITEST_WORKER_ID", "TEST"]) delete childEnv[name];
  if (!("DATABASE_URL" in env)) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [serverEntry()], { cwd: process.cwd(), env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));

  const handle: ServerProcess = {
    port,
    pid: child.pid ?? 0,
    child,
    output: () => output,
    exited,
    async stop(graceMs = 12_000, signal: NodeJS.Signals = "SIGTERM") {
      if (gone) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (gone) {
      const message = `the server exited during start-up:\n${output.slice(-4000)}`;
      throw output.includes("EADDRINUSE") ? new PortTakenError(message) : new Error(message);
    }
    const ready = await httpRequest(port, { path: "/readyz", timeoutMs: 2_000 }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return handle;
    if (Date.now() > deadline) {
      await handle.stop();
      throw new Error(`the server was not ready in time:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/** A failed request: whether it went over a reused keep-alive connection, and whether any answer had begun. */
export type HttpFailure = NodeJS.ErrnoException & { reusedSocket?: boolean; answerBegun?: boolean };

export type HttpRequestOptions = {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sent in this many pieces over `trickleMs` (a slow client). */
  trickle?: { pieces: number; overMs: number };
  timeoutMs?: number;
  agent?: http.Agent;
};

/** One request to 127.0.0.1 (node:http: the Host header is ours), the whole body read. */
export function httpRequest(port: number, opts: HttpRequestOptions): Promise<HttpAnswer> {
  const started = performance.now();
  let answerBegun = false;
  return new Promise((resolve, reject) => {
    const body = typeof opts.body === "string" ? Buffer.from(opts.body) : opts.body;
    const headers: Record<string, string> = { ...opts.headers };
    if (body) headers["content-length"] = String(body.length);
    const req = http.request(
      { host: "127.0.0.1", port, path: opts.path, method: opts.method ?? "GET", headers, agent: opts.agent ?? false, timeout: opts.timeoutMs ?? 30_000 },
      (res) => {
        answerBegun = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${opts.method ?? "GET"} ${opts.path}: no answer in ${opts.timeoutMs ?? 30_000} ms`)));
    req.on("error", (err: HttpFailure) => {
      err.reusedSocket = req.reusedSocket;
      err.answerBegun = answerBegun;
      reject(err);
    });
    if (!body) {
      req.end();
      return;
    }
    if (!opts.trickle) {
      req.end(body);
      return;
    }
    const { pieces, overMs } = opts.trickle;
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const next = () => {
      if (req.destroyed) return;
      const part = body.subarray(sent, sent + size);
      sent += part.length;
      if (sent >= body.length) req.end(part);
      else {
        req.write(part);
        setTimeout(next, overMs / pieces);
      }
    };
    next();
  });
}
