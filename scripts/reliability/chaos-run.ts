/**
 * The crash loop of issue 11 (`npm run chaos`, and a short run in the integration tests): the
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
import { freePort } from "../../server/free-port";
import { openEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded-postgres";
import { createDatabase } from "../../server/db/connect";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { createServices } from "../../server/services";
import { seedScale } from "~/features/demo/seed-scale.server";
import { startSmtpServer, type TestSmtpServer } from "../../tests/integration/mail-test-smtp";
import { alive, cleanup, httpGet, makeTempDir, sleep, startProcess, stopProcess, type Tracked } from "../bench/processes";
import { MARKER_PATTERN, newSubmission, postSubmission, type Site, type Submission } from "./form-client";

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
  /** How long the outbox may take to drain after the last start. */
  drainTimeoutMs?: number;
  /** Instead of drawing them: the kind of each kill and whether it aims at the start-up (the tests' short run). */
  plan?: Array<{ kind: KillKind; duringStartup: boolean }>;
  /** taskset CPU list for the servers; null: not pinned. */
  cpus?: string | null;
  log?: (message: string) => void;
};

export type KillKind = "server" | "server+postgres";

export type Generation = {
  n: number;
  readyMs: number | null;
  /** What ended the previous generation (null for the first start). */
  after: KillKind | null;
  kill: KillKind | null;
  killedDuringStartup: boolean;
  spawnedAt: number;
  killedAt: number | null;
};

export type ChaosReport = {
  mode: ChaosMode;
  kills: number;
  killsByKind: Record<KillKind, number>;
  killsDuringStartup: number;
  restarts: number;
  /** Generations that had to be ready (all but those killed during their start) and were. */
  readyEveryTime: boolean;
  readyMs: { all: Stats; afterServerKill: Stats; afterPostgresKill: Stats };
  submissions: { sent: number; contact: number; quote: number; acknowledged: number; resentWithSameToken: number };
  answers: { acknowledged: number; refused: Record<string, number>; serverErrors: number; network: number };
  lostAcknowledged: number;
  duplicateRows: number;
  /** Stored submissions without their notification row, or with more than one. */
  notificationRows: { expected: number; found: number; missing: number; extra: number };
  notificationsNotSent: number;
  /** Notification rows whose Message-ID the SMTP server never received. */
  notificationsNotDelivered: number;
  mailsReceived: number;
  /** Receptions of a Message-ID already received, by a later process: a kill fell between the SMTP acceptance and the row's update. */
  resentAfterKill: number;
  /** Receptions of a Message-ID already received by the same process: must never happen. */
  resentUnexplained: number;
  strayMails: number;
  durationMs: number;
  drainMs: number;
};

type Stats = { count: number; p50: number; p95: number; max: number };

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
    drainTimeoutMs: opts.drainTimeoutMs ?? 120_000,
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
      const node = [process.execPath, "--import", "tsx", "server/main.ts"];
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
          const ok = await httpGet(port, "/readyz", {}, 1_000).then((r) => r.status === 200, () => false);
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
      const times = generations.map((g) => g.readyMs).filter((t): t is number => t !== null).sort((a, b) => a - b);
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
    const answerDeadline = performance.now() + 60_000;
    // Every submission still unanswered is sent again (same token) until the server answers it.
    while ((retry.length > 0 || inFlight > 0) && performance.now() < answerDeadline) await sleep(50);
    stopClients = true;
    await Promise.all(clients);

    const drainStarted = performance.now();
    const markers = new Set(all.map((s) => s.marker));
    const deadline = drainStarted + o.drainTimeoutMs;
    for (;;) {
      const left = await database(async (c) => {
        const { rows } = await c.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE kind IN ('contact_notification', 'quote_notification') AND status IN ('pending', 'sending')",
        );
        return rows[0].n;
      });
      if (left === 0 || performance.now() > deadline) break;
      await sleep(250);
    }
    // The last 250 OK may still be on its way back to the worker: let the peer's count settle.
    await sleep(500);
    const drainMs = Math.round(performance.now() - drainStarted);

    // --- Counts --------------------------------------------------------------------------------
    const stored = await database(async (c) => {
      const { rows } = await c.query<{ form: FormKind; token: string | null; text: string }>(
        `SELECT 'contact' AS form, submission_token AS token, message AS text FROM contact_messages
         UNION ALL SELECT 'quote', submission_token, message FROM quote_requests`,
      );
      const { rows: mails } = await c.query<{ message_id: string; status: string; text: string }>(
        "SELECT message_id, status, text_body AS text FROM mail_outbox WHERE kind IN ('contact_notification', 'quote_notification')",
      );
      return { rows, mails };
    });
    const rowsByMarker = new Map<string, number>();
    const tokenByMarker = new Map<string, string | null>();
    for (const row of stored.rows) {
      const marker = MARKER_PATTERN.exec(row.text)?.[1];
      if (!marker || !markers.has(marker)) continue;
      rowsByMarker.set(marker, (rowsByMarker.get(marker) ?? 0) + 1);
      tokenByMarker.set(marker, row.token);
    }
    let lostAcknowledged = 0;
    let duplicateRows = 0;
    for (const s of all) {
      const n = rowsByMarker.get(s.marker) ?? 0;
      if (s.acknowledged && (n === 0 || tokenByMarker.get(s.marker) !== s.token)) lostAcknowledged++;
      if (n > 1) duplicateRows += n - 1;
    }

    const mailsByMarker = new Map<string, { messageId: string; status: string }[]>();
    for (const mail of stored.mails) {
      const marker = MARKER_PATTERN.exec(mail.text)?.[1];
      if (!marker || !markers.has(marker)) continue;
      mailsByMarker.set(marker, [...(mailsByMarker.get(marker) ?? []), { messageId: mail.message_id, status: mail.status }]);
    }
    const notificationRows = { expected: rowsByMarker.size, found: 0, missing: 0, extra: 0 };
    for (const marker of rowsByMarker.keys()) {
      const n = mailsByMarker.get(marker)?.length ?? 0;
      notificationRows.found += n;
      if (n === 0) notificationRows.missing++;
      if (n > 1) notificationRows.extra += n - 1;
    }
    const outboxIds = new Set([...mailsByMarker.values()].flat().map((m) => m.messageId));
    const notificationsNotSent = [...mailsByMarker.values()].flat().filter((m) => m.status !== "sent").length;

    // Which generation sent what: the one alive when the peer had the whole message.
    const generationAt = (t: number) => {
      for (let k = generations.length - 1; k >= 0; k--) if (generations[k].spawnedAt <= t) return k;
      return -1;
    };
    const receptions = new Map<string, number[]>();
    let strayMails = 0;
    for (const mail of smtp.received) {
      if (!outboxIds.has(mail.messageId)) {
        strayMails++;
        continue;
      }
      receptions.set(mail.messageId, [...(receptions.get(mail.messageId) ?? []), toPerf(mail.receivedAt)]);
    }
    let resentAfterKill = 0;
    let resentUnexplained = 0;
    for (const times of receptions.values()) {
      const gens = times.sort((a, b) => a - b).map(generationAt);
      for (let k = 1; k < gens.length; k++) {
        // Explained: the earlier copy was sent by a process that was killed before it could record
        // it (a later process sent it again). The same process sending twice never is.
        if (gens[k] > gens[k - 1] && generations[gens[k - 1]]?.kill) resentAfterKill++;
        else resentUnexplained++;
      }
    }
    const notificationsNotDelivered = [...outboxIds].filter((id) => !receptions.has(id)).length;

    const ready = (filter: (g: Generation) => boolean) => stats(generations.filter((g) => g.readyMs !== null && filter(g)).map((g) => g.readyMs ?? 0));
    const killed = generations.filter((g) => g.kill);
    return {
      mode: opts.mode,
      kills: killed.length,
      killsByKind: {
        server: killed.filter((g) => g.kill === "server").length,
        "server+postgres": killed.filter((g) => g.kill === "server+postgres").length,
      },
      killsDuringStartup: killed.filter((g) => g.killedDuringStartup).length,
      restarts: generations.length - 1,
      readyEveryTime,
      readyMs: { all: ready(() => true), afterServerKill: ready((g) => g.after === "server"), afterPostgresKill: ready((g) => g.after === "server+postgres") },
      submissions: {
        sent: all.length,
        contact: all.filter((s) => s.form === "contact").length,
        quote: all.filter((s) => s.form === "quote").length,
        acknowledged: all.filter((s) => s.acknowledged).length,
        resentWithSameToken: all.filter((s) => s.attempts > 1).length,
      },
      answers,
      lostAcknowledged,
      duplicateRows,
      notificationRows,
      notificationsNotSent,
      notificationsNotDelivered,
      mailsReceived: smtp.received.length,
      resentAfterKill,
      resentUnexplained,
      strayMails,
      durationMs: Math.round(performance.now() - started),
      drainMs,
    };
  } finally {
    // SIGTERM (the server stops the PostgreSQL it owns), then whatever PostgreSQL a kill left.
    if (current) await stopProcess(current);
    await smtp?.close();
    await external?.stop();
    await cleanup();
  }
}

/** Date.now() of the SMTP peer on the performance.now() clock of the generations. */
function toPerf(epochMs: number): number {
  return epochMs - performance.timeOrigin;
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

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.length ? sorted[sorted.length - 1] : 0 };
}

export function formatChaosReport(r: ChaosReport): string {
  const db = r.mode === "embedded" ? "embedded PostgreSQL" : "external PostgreSQL (DATABASE_URL)";
  const t = (s: Stats) => `p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms (${s.count})`;
  const refused = Object.entries(r.answers.refused).map(([status, n]) => `${n}×${status}`).join(", ") || "0";
  const lines = [
    `Crash loop — ${db}: ${r.kills} kill -9 (${r.killsByKind.server} server alone, ${r.killsByKind["server+postgres"]} server + its PostgreSQL; ${r.killsDuringStartup} during start-up), ${(r.durationMs / 60_000).toFixed(1)} min`,
    `  submissions: ${r.submissions.sent} (${r.submissions.contact} contact, ${r.submissions.quote} quote), ${r.submissions.acknowledged} acknowledged, ${r.submissions.resentWithSameToken} sent again with the same token after no answer`,
    `  answers: ${r.answers.acknowledged} × 200, refused ${refused}, 5xx ${r.answers.serverErrors}, no answer (connection cut or refused) ${r.answers.network}`,
    `  acknowledged submissions lost: ${r.lostAcknowledged}; duplicate rows: ${r.duplicateRows}`,
    `  notification rows: ${r.notificationRows.found} for ${r.notificationRows.expected} stored submissions (missing ${r.notificationRows.missing}, extra ${r.notificationRows.extra}); not 'sent' after recovery: ${r.notificationsNotSent}; never received: ${r.notificationsNotDelivered} (outbox drained in ${(r.drainMs / 1000).toFixed(1)} s)`,
    `  e-mails received: ${r.mailsReceived}; re-sent with the same Message-ID after a kill between the SMTP acceptance and the row's update: ${r.resentAfterKill}; re-sent otherwise: ${r.resentUnexplained}; unknown: ${r.strayMails}`,
    `  restarts: ${r.restarts}, back up every time: ${r.readyEveryTime ? "yes" : "NO"}; time to ready ${t(r.readyMs.all)}`,
    `    after a server kill ${t(r.readyMs.afterServerKill)}${r.mode === "embedded" ? `; after a server + PostgreSQL kill ${t(r.readyMs.afterPostgresKill)}` : ""}`,
  ];
  return lines.join("\n");
}

/** What must be true after any crash loop; each entry is a count that should be 0 and is not. */
export function chaosFailures(r: ChaosReport): string[] {
  const failures: string[] = [];
  const check = (value: number, what: string) => {
    if (value !== 0) failures.push(`${what}: ${value}`);
  };
  if (!r.readyEveryTime) failures.push("a start did not become ready");
  check(r.lostAcknowledged, "acknowledged submissions lost");
  check(r.duplicateRows, "duplicate rows");
  check(r.notificationRows.missing, "stored submissions without a notification row");
  check(r.notificationRows.extra, "extra notification rows");
  check(r.notificationsNotSent, "notifications not 'sent' after recovery");
  check(r.notificationsNotDelivered, "notifications never received");
  check(r.resentUnexplained, "re-sends without a kill in between");
  check(r.strayMails, "e-mails matching no notification row");
  check(r.answers.serverErrors, "5xx answers");
  check(Object.values(r.answers.refused).reduce((a, b) => a + b, 0), "refused submissions (4xx)");
  check(r.submissions.sent - r.submissions.acknowledged, "submissions never acknowledged");
  return failures;
}
