/**
 * The crash loop of (`npm run chaos`, and a short run in the integration tests): the
 * production server is killed with SIGKILL at random moments, again and again, while visitors send
 * contact messages and quote requests and the notifications go to a real SMTP server.
 *
 * One generation = one server process: spawned, (usually) ready, serving for a random time, killed.
 *   - kind "server": the Node process alone. With the embedded database its PostgreSQL keeps
 *     running and the next start adopts it (ADR 001).
 *   - kind "server+postgres" (embedded only): the Node process and every process of its
 *     PostgreSQL at once, as when a container or a machine goes down; the next start recovers the
 *     database from its WAL.
 *   - a share of the kills falls during start-up (loading, migrations, before listening).
 * With mode "external", DATABASE_URL points at a PostgreSQL started separately (another embedded
 * cluster run by this script), which is never killed.
 *
 * Visitors: `clients` concurrent senders at `rate` submissions per second over `sites` merchant
 * sites (seeded like `npm run seed:scale`), each from its own loopback address, each form with its
 * token. An attempt that gets no answer (or a 5xx) is sent again later with the same token, as a
 * person would press "Envoyer" again: the idempotency of ADR 009.
 *
 * At the end (a last start that is not killed): every unanswered submission is sent until it is
 * answered, the outbox drains, and the counts of the report are taken from the database and the
 * SMTP server. Only processes started here are signalled, by their own pid.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { FormKind } from "~/features/submissions/form-token.server";
import { countChaos, type ChaosReport, type Generation, type KillKind } from "./chaos-report";
import { freePort } from "../../server/free-port";
import { serverEntry } from "../server-bundle";
import { openEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded-postgres";
import { createDatabase } from "~/db/connect.server";
import { loadConfig } from "~/lib/config.server";
import { createLogger } from "../../server/logger";
import { createServices } from "../../server/services";
import { seedScale } from "~/features/demo/seed-scale.server";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/mail-test-smtp";
import { alive, cleanup, httpGet, makeTempDir, sleep, startProcess, stopProcess, type Tracked } from "../bench/processes";
import { newSubmission, postSubmission, type Site, type Submission } from "./form-client";

export type ChaosMode = "embedded" | "external";

export type ChaosOptions = {
  mode: ChaosMode;
  kills: number;
  /** The project to run (its build/ must exist). */
  cwd: string;
  sites?: number;
  /** Submissions per second, all clients together. */
  rate?: number;
  clients?: number;
  /** A served generation lives a random minUptimeMs (default 0.2 s) … maxUptimeMs (default 3 s) after it is ready. */
  minUptimeMs?: number;
  maxUptimeMs?: number;
  /** Share of the kills aimed at the start-up. */
  startupKillShare?: number;
  /** Share of the kills that also kill the embedded PostgreSQL (embedded mode only). */
  postgresKillShare?: number;
  /** How long a start may take before the run fails. */
  readyTimeoutMs?: number;
  /** After the last start, how long the unanswered forms and the outbox may go without progress. */
  stallTimeoutMs?: number;
  /** Instead of drawing them: the kind of each kill and whether it aims at the start-up (the tests' short run). */
  plan?: Array<{ kind: KillKind; duringStartup: boolean }>;
  /** taskset CPU list for the servers; null: not pinned. */
  cpus?: string | null;
  log?: (message: string) => void;
};

const SCALE_SUFFIX = ".scale.localhost";

export async function runChaos(opts: ChaosOptions): Promise<ChaosReport> {
  const log = opts.log ?? (() => undefined);
  const o = {
    sites: opts.sites ?? 60,
    rate: opts.rate ?? 8,
    clients: opts.clients ?? 4,
    minUptimeMs: opts.minUptimeMs ?? 200,
    maxUptimeMs: opts.maxUptimeMs ?? 3_000,
    startupKillShare: opts.startupKillShare ?? 0.1,
    postgresKillShare: opts.mode === "embedded" ? (opts.postgresKillShare ?? 0.3) : 0,
    readyTimeoutMs: opts.readyTimeoutMs ?? 90_000,
    stallTimeoutMs: opts.stallTimeoutMs ?? 60_000,
    cpus: opts.cpus === undefined ? null : opts.cpus,
  };
  const started = performance.now();
  const run = randomBytes(3).toString("hex");
  const work = await makeTempDir(os.tmpdir(), `vitrine-chaos-${opts.mode}-`);
  const dataDir = path.join(work, "data");
  const secret = randomBytes(32).toString("base64url");
  let smtp: TestSmtpServer | undefined;
  let external: EmbeddedPostgres | undefined;
  let current: Tracked | undefined;

  try {
    smtp = await startSmtpServer();
    const env: Record<string, string> = { AUTH_SECRET: secret, SMTP_URL: smtp.url, DEMO: "0", LOG_LEVEL: "warn" };
    if (opts.mode === "external") {
      external = await openEmbeddedPostgres({ dataDir: path.join(work, "external"), role: "server", log: () => undefined });
      env.DATABASE_URL = external.url;
    }
    const withUrl = async <T>(fn: (url: string) => Promise<T>): Promise<T> => {
      // Embedded: join the PostgreSQL the running server owns (ADR 001); never stops it.
      const joined = external ? null : await openEmbeddedPostgres({ dataDir, role: "cli", log: () => undefined });
      try {
        return await fn(external?.url ?? joined?.url ?? "");
      } finally {
        await joined?.stop();
      }
    };
    const database = <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> =>
      withUrl(async (url) => {
        const client = new pg.Client({ connectionString: url });
        client.on("error", () => undefined);
        await client.connect();
        try {
          return await fn(client);
        } finally {
          await client.end().catch(() => undefined);
        }
      });

    // --- The first start and the sites --------------------------------------------------------
    const generations: Generation[] = [];
    let live: { port: number; generation: number } | null = null;
    const spawnGeneration = async (after: KillKind | null) => {
      const port = await freePort();
      const n = generations.length;
      const node = [process.execPath, serverEntry("main", opts.cwd)];
      const [command, ...args] = o.cpus === null ? node : ["taskset", "-c", o.cpus, ...node];
      const g: Generation = { n, readyMs: null, after, kill: null, killedDuringStartup: false, spawnedAt: performance.now(), killedAt: null };
      generations.push(g);
      const tracked = startProcess(`server #${n}`, command, args, {
        cwd: opts.cwd,
        dataDir: opts.mode === "embedded" ? dataDir : undefined,
        env: { ...withoutDatabaseUrl(process.env), NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...env },
      });
      current = tracked;
      let gone = false;
      tracked.child.once("exit", () => {
        gone = true;
      });
      const ready = (async () => {
        const deadline = performance.now() + o.readyTimeoutMs;
        while (!gone && performance.now() < deadline) {
          const ok = await httpGet(port, "/readyz", {}, 1_000).then(
            (r) => r.status === 200,
            () => false,
          );
          if (ok && !gone) {
            g.readyMs = Math.round(performance.now() - g.spawnedAt);
            live = { port, generation: n };
            return true;
          }
          await sleep(50);
        }
        return false;
      })();
      return { g, tracked, ready, port };
    };

    const first = await spawnGeneration(null);
    if (!(await first.ready)) throw new Error(`The first start failed:\n${first.tracked.output.join("\n")}`);
    log(`${opts.mode}: first start ready in ${first.g.readyMs} ms; seeding ${o.sites} sites`);
    await withUrl(async (url) => {
      // What `npm run seed:scale` does, in this process (one start fewer).
      const handle = createDatabase(url, { max: 2 });
      try {
        const config = loadConfig({ ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, ...env });
        await seedScale(createServices(config, createLogger("silent"), handle.db), { sites: o.sites, hostsFile: null });
      } finally {
        await handle.close();
      }
    });
    const sites = await database(async (client) => {
      const { rows } = await client.query<{ id: string; host: string }>(
        "SELECT site_id AS id, domain AS host FROM domain_mappings WHERE domain LIKE $1 AND is_active ORDER BY domain",
        [`%${SCALE_SUFFIX}`],
      );
      return rows as Site[];
    });
    if (sites.length !== o.sites) throw new Error(`expected ${o.sites} seeded sites, found ${sites.length}`);

    // --- Visitors ------------------------------------------------------------------------------
    const all: Submission[] = [];
    const retry: Submission[] = [];
    const answers = { acknowledged: 0, refused: {} as Record<string, number>, serverErrors: 0, network: 0 };
    let producing = true;
    let stopClients = false;
    let inFlight = 0;
    let nextAt = 0;
    let seq = 0;
    const pace = async () => {
      const now = performance.now();
      const at = Math.max(now, nextAt);
      nextAt = at + 1000 / o.rate;
      if (at > now) await sleep(at - now);
    };
    const client = async () => {
      while (!stopClients) {
        const target = live;
        if (!target) {
          await sleep(20);
          continue;
        }
        let s = retry.shift();
        if (!s) {
          if (!producing) {
            await sleep(20);
            continue;
          }
          const form: FormKind = Math.random() < 0.5 ? "contact" : "quote";
          s = newSubmission(secret, sites[Math.floor(Math.random() * sites.length)], form, `run${run}-${++seq}`);
          all.push(s);
        }
        inFlight++;
        await pace();
        const result = await postSubmission(target.port, s);
        inFlight--;
        if (result.kind === "acknowledged") answers.acknowledged++;
        else if (result.kind === "network") answers.network++;
        else if (result.status >= 500) answers.serverErrors++;
        else answers.refused[result.status] = (answers.refused[result.status] ?? 0) + 1;
        // No answer, or a server error: the visitor sends the same form again.
        if (!s.acknowledged && (result.kind === "network" || (result.kind === "refused" && result.status >= 500))) retry.push(s);
      }
    };
    const clients = Array.from({ length: o.clients }, () => client());

    // --- The crash loop ------------------------------------------------------------------------
    let previous = first;
    let readyEveryTime = true;
    const medianReady = () => {
      const times = generations
        .map((g) => g.readyMs)
        .filter((t): t is number => t !== null)
        .sort((a, b) => a - b);
      return times.length ? times[Math.floor(times.length / 2)] : 2_000;
    };
    const kills = opts.plan?.length ?? opts.kills;
    for (let i = 1; i <= kills; i++) {
      const g = i === 1 ? previous : await spawnGeneration(generations[generations.length - 1].kill);
      const planned = opts.plan?.[i - 1];
      const duringStartup = i > 1 && (planned ? planned.duringStartup : Math.random() < o.startupKillShare);
      if (duringStartup) {
        await sleep(50 + Math.random() * Math.max(100, medianReady() - 50));
      } else {
        if (!(await g.ready)) {
          readyEveryTime = false;
          throw new Error(`server #${g.g.n} did not become ready after a ${g.g.after} kill:\n${g.tracked.output.join("\n")}`);
        }
        await sleep(o.minUptimeMs + Math.random() * Math.max(0, o.maxUptimeMs - o.minUptimeMs));
      }
      const kind: KillKind = planned ? planned.kind : Math.random() < o.postgresKillShare ? "server+postgres" : "server";
      g.g.killedDuringStartup = g.g.readyMs === null;
      g.g.kill = kind;
      g.g.killedAt = performance.now();
      await kill(g.tracked, kind, dataDir);
      live = null;
      await g.ready; // its poller stops once the process is gone
      previous = g;
      if (i % 10 === 0 || i === kills) {
        log(`${opts.mode}: ${i}/${kills} kills, ${all.length} submissions (${answers.acknowledged} acknowledged), ${smtp.received.length} e-mails received`);
      }
    }

    // --- Recovery ------------------------------------------------------------------------------
    const last = await spawnGeneration(generations[generations.length - 1].kill);
    if (!(await last.ready)) {
      readyEveryTime = false;
      throw new Error(`the last start failed:\n${last.tracked.output.join("\n")}`);
    }
    producing = false;
    // Every submission still unanswered is sent again (same token) until the server answers it,
    // however long that takes while it makes progress.
    await untilStalled(() => retry.length + inFlight, o.stallTimeoutMs);
    stopClients = true;
    await Promise.all(clients);

    const drainStarted = performance.now();
    let waiting = 0;
    await untilStalled(async () => {
      waiting = await database(async (c) => {
        const { rows } = await c.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE kind IN ('contact_notification', 'quote_notification') AND status IN ('pending', 'sending')",
        );
        return rows[0].n;
      });
      return waiting;
    }, o.stallTimeoutMs);
    if (waiting > 0) log(`${opts.mode}: ${waiting} notifications still waiting after ${o.stallTimeoutMs / 1000} s without progress`);
    const drainMs = Math.round(performance.now() - drainStarted);

    // --- Counts --------------------------------------------------------------------------------
    const stored = await database(async (c) => {
      const { rows } = await c.query<{ token: string | null; text: string; spamSigns: string[] | null }>(
        `SELECT submission_token AS token, message AS text, CASE WHEN is_spam THEN spam_reasons END AS "spamSigns" FROM contact_messages
         UNION ALL SELECT submission_token, message, CASE WHEN is_spam THEN spam_reasons END FROM quote_requests`,
      );
      const { rows: mails } = await c.query<{ messageId: string; status: string; attempts: number; lastError: string | null; text: string }>(
        `SELECT message_id AS "messageId", status, attempts, last_error AS "lastError", text_body AS text FROM mail_outbox
          WHERE kind IN ('contact_notification', 'quote_notification')`,
      );
      return { rows, mails };
    });
    return countChaos({
      mode: opts.mode,
      generations,
      submissions: all,
      answers,
      storedRows: stored.rows,
      outbox: stored.mails,
      // The peer's clock (Date.now()) on the generations' one (performance.now()).
      received: smtp.received.map((m) => ({ messageId: m.messageId, at: m.receivedAt - performance.timeOrigin })),
      readyEveryTime,
      durationMs: Math.round(performance.now() - started),
      drainMs,
    });
  } finally {
    // SIGTERM (the server stops the PostgreSQL it owns), then whatever PostgreSQL a kill left.
    if (current) await stopProcess(current);
    await smtp?.close();
    await external?.stop();
    await cleanup();
  }
}

/** Resolves when `left()` reaches 0, or when it has not gone down for `stallMs`. */
async function untilStalled(left: () => number | Promise<number>, stallMs: number): Promise<void> {
  let best = Number.POSITIVE_INFINITY;
  let progressAt = performance.now();
  for (;;) {
    const n = await left();
    if (n === 0) return;
    if (n < best) {
      best = n;
      progressAt = performance.now();
    } else if (performance.now() - progressAt > stallMs) {
      return;
    }
    await sleep(250);
  }
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

/** SIGKILL to the server, and with "server+postgres" to its PostgreSQL's every process at once. */
async function kill(tracked: Tracked, kind: KillKind, dataDir: string): Promise<void> {
  const pids = [tracked.child.pid ?? 0];
  if (kind === "server+postgres") {
    const postmaster = postmasterPid(dataDir);
    if (postmaster) pids.push(postmaster, ...childrenOf(postmaster));
  }
  for (const pid of pids) {
    try {
      if (pid > 1) process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  const deadline = performance.now() + 10_000;
  while (pids.some((pid) => pid > 1 && alive(pid)) && performance.now() < deadline) await sleep(10);
  if (tracked.child.exitCode === null && tracked.child.signalCode === null) {
    await new Promise<void>((resolve) => tracked.child.once("exit", () => resolve()));
  }
}

/** The postmaster of our data directory, when its postmaster.pid names a live PostgreSQL. */
function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0], 10);
    if (!Number.isInteger(pid) || pid <= 1 || !alive(pid)) return null;
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres" ? pid : null;
  } catch {
    return null;
  }
}

function childrenOf(parent: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[1]) === parent && fields[0] !== "Z") out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}
