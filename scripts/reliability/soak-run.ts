/**
 * The soak of (`npm run soak`): the production server with its embedded PostgreSQL under
 * a steady mixed load for N minutes, measured from inside (scripts/reliability/soak-probe.ts).
 *
 * Load, open loop at `rate` requests per second (a request starts on time whatever the previous
 * ones are doing), over `sites` merchant sites seeded like `npm run seed:scale`, each on its own
 * domain, all owned by one signed-in owner:
 *   public pages 70 % (home, about, services, products, contact), form tokens 5 %
 *   (/merchant/form-token, what a cached page's script asks for), images 10 %, back-office pages
 *   6 % (the testimonials editor), back-office saves 6 % (a testimonial hidden or shown: the site's
 *   cached pages go stale, so pages are rendered again), form posts 3 % (contact and quote,
 *   each from its own loopback address, notifications to a real SMTP server).
 *
 * Pass: no 5xx; RSS at the end within 10 % of RSS after the warm-up (median of the minute after
 * it against the median of the last minute); event-loop delay p99 under 100 ms in every 5-second
 * window after the warm-up (stricter than one p99 over the whole run).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openEmbeddedPostgres } from "../../server/db/embedded-postgres";
import { createDatabase } from "~/db/connect.server";
import { loadConfig } from "~/lib/config.server";
import { createLogger } from "../../server/logger";
import { createServices } from "../../server/services";
import { seedScale } from "~/features/demo/seed-scale.server";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/mail-test-smtp";
import { cleanup, makeTempDir, runToEnd, sleep, startServer, stopProcess, type ServerHandle } from "../bench/processes";
import { newSubmission, postSubmission, type Site } from "./form-client";
import { stats } from "./chaos-report";

export type SoakOptions = {
  minutes: number;
  rate?: number;
  sites?: number;
  /** Default: a fifth of the run, at most 5 minutes. */
  warmupMs?: number;
  cwd: string;
  /** taskset CPU list for the server; null: not pinned. */
  cpus?: string | null;
  log?: (message: string) => void;
};

type Kind = "page" | "formToken" | "media" | "adminPage" | "adminSave" | "formPost";

const MIX: Array<[Kind, number]> = [
  ["page", 70],
  ["formToken", 5],
  ["media", 10],
  ["adminPage", 6],
  ["adminSave", 6],
  ["formPost", 3],
];
const PAGES = ["/", "/merchant/about", "/merchant/services", "/merchant/products", "/merchant/contact"];
const MAX_IN_FLIGHT = 400;
const OWNER = { email: "soak-owner@vitrine.localhost", password: "soak-owner-5f2c9a71" };

export type ProbeLine = { t: number; rss: number; heapUsed: number; external: number; eldP50: number; eldP99: number; eldMax: number };
/** A line the probe writes after a full garbage collection (SIGUSR2): the memory still reachable. */
export type GcLine = { t: number; gc: true; rss: number; heapUsed: number; external: number };

export type SoakReport = {
  minutes: number;
  rate: number;
  sites: number;
  warmupMs: number;
  requests: number;
  achievedRate: number;
  byKind: Record<Kind, { count: number; p50: number; p95: number; p99: number }>;
  statuses: Record<string, number>;
  serverErrors: number;
  serverErrorSamples: string[];
  network: number;
  /** Up to ten requests that got no answer: what, why (error code, new or reused connection), after how long. */
  networkSamples: string[];
  skipped: number;
  rssAfterWarmupMb: number;
  rssEndMb: number;
  rssGrowthPercent: number;
  heapAfterWarmupMb: number;
  heapEndMb: number;
  /** The heap still reachable after a full collection, 30 s after the warm-up and 30 s before the end (null: not measured). */
  liveHeapAfterWarmupMb: number | null;
  liveHeapEndMb: number | null;
  eldP99WorstMs: number;
  eldP99MedianMs: number;
  eldMaxMs: number;
  notificationsSent: number;
  notificationsExpected: number;
  /** Sites whose testimonial save (hide or show) was answered 200, and of those, how many it changed. */
  savesAnswered: number;
  savesStored: number;
  loadAverage: { start: number[]; end: number[] };
  pass: boolean;
  failures: string[];
};

export async function runSoak(opts: SoakOptions): Promise<SoakReport> {
  const log = opts.log ?? (() => undefined);
  const rate = opts.rate ?? 50;
  const siteCount = opts.sites ?? 100;
  const durationMs = Math.round(opts.minutes * 60_000);
  const warmupMs = opts.warmupMs ?? Math.min(5 * 60_000, Math.round(durationMs / 5));
  const loadStart = os.loadavg();
  const work = await makeTempDir(os.tmpdir(), "vitrine-soak-");
  const dataDir = path.join(work, "data");
  const probeFile = path.join(work, "probe.jsonl");
  const secret = randomBytes(32).toString("base64url");
  let smtp: TestSmtpServer | undefined;
  let server: ServerHandle | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  try {
    smtp = await startSmtpServer();
    const env = { AUTH_SECRET: secret, SMTP_URL: smtp.url, DEMO: "0", LOG_LEVEL: "warn", SOAK_PROBE_FILE: probeFile };
    server = await startServer({
      name: "soak server",
      cwd: opts.cwd,
      dataDir,
      env,
      cpus: opts.cpus === undefined ? null : opts.cpus,
      preload: path.join(opts.cwd, "scripts/reliability/soak-probe.ts"),
      nodeFlags: ["--expose-gc"],
    });
    const port = server.port;
    log(`server ready in ${server.readyMs} ms; seeding ${siteCount} sites and their owner`);

    // --- Sites, their owner, one testimonial each ----------------------------------------------
    const joined = await openEmbeddedPostgres({ dataDir, role: "cli", log: () => undefined });
    const handle = createDatabase(joined.url, { max: 2 });
    let sites: Array<Site & { testimonialId: string }>;
    try {
      const config = loadConfig({ ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, ...env });
      await seedScale(createServices(config, createLogger("silent"), handle.db), { sites: siteCount, hostsFile: null });
      await runToEnd(
        "user:create",
        process.execPath,
        ["--import", "tsx", "scripts/user-create.ts", "--email", OWNER.email, "--password", OWNER.password, "--role", "user"],
        {
          cwd: opts.cwd,
          env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, ...env },
          timeoutMs: 120_000,
        },
      );
      const client = handle.pool;
      await client.query(
        `UPDATE sites SET owner_id = (SELECT id FROM "user" WHERE email = $1)
          WHERE id IN (SELECT site_id FROM domain_mappings WHERE domain LIKE '%.scale.localhost')`,
        [OWNER.email],
      );
      const { rows } = await client.query<{ id: string; host: string; testimonial_id: string }>(
        `SELECT d.site_id AS id, d.domain AS host,
                (SELECT t.id FROM home_testimonials t WHERE t.site_id = d.site_id ORDER BY t.order_index LIMIT 1) AS testimonial_id
           FROM domain_mappings d WHERE d.domain LIKE '%.scale.localhost' ORDER BY d.domain`,
      );
      sites = rows.map((r) => ({ id: r.id, host: r.host, testimonialId: r.testimonial_id }));
    } finally {
      await handle.close();
      await joined.stop();
    }
    if (sites.length !== siteCount || sites.some((s) => !s.testimonialId)) throw new Error("soak: the seeded sites are not what was expected");
    const images = imagesOf(dataDir);

    // --- The owner's session and one selection cookie per site --------------------------------
    const platform = `localhost:${port}`;
    const session = await signIn(port, platform, agent);
    const selections = new Map<string, string>();
    for (const site of sites) selections.set(site.id, await selectSite(port, platform, session, site.id, agent));
    log(`signed in; ${selections.size} sites selected once each; load for ${opts.minutes} min at ${rate} req/s (warm-up ${Math.round(warmupMs / 1000)} s)`);

    // --- The load ------------------------------------------------------------------------------
    const latencies = new Map<Kind, number[]>(MIX.map(([k]) => [k, []]));
    const statuses: Record<string, number> = {};
    const serverErrorSamples: string[] = [];
    let serverErrors = 0;
    let network = 0;
    const networkSamples: string[] = [];
    let skipped = 0;
    let inFlight = 0;
    let requests = 0;
    let saves = 0;
    const savedSites = new Set<string>();
    let posted = 0;
    const totalWeight = MIX.reduce((sum, [, w]) => sum + w, 0);
    const pick = (): Kind => {
      let r = Math.random() * totalWeight;
      for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind;
      return "page";
    };
    const site = () => sites[Math.floor(Math.random() * sites.length)];
    const record = (kind: Kind, what: string, status: number | NoAnswer, ms: number) => {
      if (typeof status === "object") {
        network++;
        if (networkSamples.length < 10) networkSamples.push(`${what}: ${status.noAnswer} after ${ms} ms`);
      } else {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 500) {
          serverErrors++;
          if (serverErrorSamples.length < 10) serverErrorSamples.push(`${status} ${what}`);
        }
      }
      latencies.get(kind)?.push(ms);
    };

    const fire = async (kind: Kind) => {
      const s = site();
      const started = performance.now();
      const done = (what: string, status: number | NoAnswer) => record(kind, what, status, Math.round(performance.now() - started));
      switch (kind) {
        case "page": {
          const p = PAGES[Math.floor(Math.random() * PAGES.length)];
          done(`GET ${s.host}${p}`, await request(port, { method: "GET", path: p, host: s.host, agent }));
          return;
        }
        case "formToken": {
          const form = Math.random() < 0.5 ? "contact" : "quote";
          done("form token", await request(port, { method: "GET", path: `/merchant/form-token?form=${form}`, host: s.host, agent }));
          return;
        }
        case "media": {
          const image = images[Math.floor(Math.random() * images.length)];
          done(`GET ${image}`, await request(port, { method: "GET", path: image, host: s.host, agent }));
          return;
        }
        case "adminPage": {
          const cookie = `${session}; ${selections.get(s.id)}`;
          done("GET testimonials editor", await request(port, { method: "GET", path: "/admin/content/testimonials", host: platform, cookie, agent }));
          return;
        }
        case "adminSave": {
          const n = ++saves;
          const body = new URLSearchParams({
            // The form carries the site it was rendered for (ADR 013): the one this session selected.
            siteId: s.id,
            // A review is never edited: the save hides it, then shows it again, in turn.
            intent: n % 2 === 1 ? "hide" : "show",
            id: s.testimonialId,
          }).toString();
          const cookie = `${session}; ${selections.get(s.id)}`;
          const status = await request(port, { method: "POST", path: "/admin/content/testimonials", host: platform, cookie, body, agent });
          if (status === 200) savedSites.add(s.id);
          done("POST testimonial hide or show", status);
          return;
        }
        case "formPost": {
          posted++;
          const submission = newSubmission(
            secret,
            s,
            Math.random() < 0.5 ? "contact" : "quote",
            `run${secret
              .slice(0, 6)
              .toLowerCase()
              .replace(/[^a-z0-9]/g, "x")}-${posted}`,
          );
          const result = await postSubmission(port, submission, 30_000);
          done(`POST ${submission.form}`, result.kind === "network" ? { noAnswer: result.error } : result.status);
          return;
        }
      }
    };

    const loadStarted = performance.now();
    const end = loadStarted + durationMs;
    // A full collection 30 s after the warm-up and 30 s before the end, under the same load: the
    // reachable heap at both, which a leak makes grow and uncollected garbage does not.
    const serverPid = server.pid;
    const gcTimers = [warmupMs + 30_000, durationMs - 30_000]
      .filter((at) => at > warmupMs && at < durationMs)
      .map((at) => setTimeout(() => process.kill(serverPid, "SIGUSR2"), at));
    const interval = 1000 / rate;
    let next = loadStarted;
    let lastLog = loadStarted;
    const pending = new Set<Promise<void>>();
    while (next < end) {
      next += interval;
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      requests++;
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped++;
        continue;
      }
      inFlight++;
      const p = fire(pick()).finally(() => {
        inFlight--;
        pending.delete(p);
      });
      pending.add(p);
      if (performance.now() - lastLog > 60_000) {
        lastLog = performance.now();
        log(`${Math.round((lastLog - loadStarted) / 60_000)} min: ${requests} requests, ${serverErrors} 5xx, ${inFlight} in flight`);
      }
    }
    await Promise.all(pending);
    for (const timer of gcTimers) clearTimeout(timer);
    const loadMs = performance.now() - loadStarted;
    // Let the last window of the probe be written, and the outbox drain.
    await sleep(6_000);
    const { notifications: notificationsExpected, updatedSites } = await drainOutbox(dataDir, 60_000, [...savedSites]);
    const notificationsSent = new Set(smtp.received.map((m) => m.messageId)).size;

    // --- Measures from inside the server -------------------------------------------------------
    const { probe, gcs } = readProbe(probeFile);
    const loadStartEpoch = performance.timeOrigin + loadStarted;
    const afterWarmup = probe.filter((l) => l.t >= loadStartEpoch + warmupMs && l.t <= loadStartEpoch + durationMs + 5_000);
    const firstMinute = afterWarmup.filter((l) => l.t < loadStartEpoch + warmupMs + 60_000);
    const lastMinute = afterWarmup.filter((l) => l.t >= loadStartEpoch + durationMs - 60_000);
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    const rssAfterWarmup = median(firstMinute.map((l) => l.rss));
    const rssEnd = median(lastMinute.map((l) => l.rss));
    const eldP99s = afterWarmup.map((l) => l.eldP99);

    const byKind = Object.fromEntries(
      MIX.map(([kind]) => {
        const s = stats(latencies.get(kind) ?? []);
        const values = [...(latencies.get(kind) ?? [])].sort((a, b) => a - b);
        const p99 = values.length ? values[Math.min(values.length - 1, Math.ceil(0.99 * values.length) - 1)] : 0;
        return [kind, { count: s.count, p50: s.p50, p95: s.p95, p99 }];
      }),
    ) as SoakReport["byKind"];

    const report: SoakReport = {
      minutes: opts.minutes,
      rate,
      sites: siteCount,
      warmupMs,
      requests,
      achievedRate: Math.round(((requests - skipped) / (loadMs / 1000)) * 10) / 10,
      byKind,
      statuses,
      serverErrors,
      serverErrorSamples,
      network,
      networkSamples,
      skipped,
      rssAfterWarmupMb: mb(rssAfterWarmup),
      rssEndMb: mb(rssEnd),
      rssGrowthPercent: rssAfterWarmup ? Math.round(((rssEnd - rssAfterWarmup) / rssAfterWarmup) * 1000) / 10 : 0,
      heapAfterWarmupMb: mb(median(firstMinute.map((l) => l.heapUsed))),
      heapEndMb: mb(median(lastMinute.map((l) => l.heapUsed))),
      liveHeapAfterWarmupMb: gcs.length === 2 ? mb(gcs[0].heapUsed) : null,
      liveHeapEndMb: gcs.length === 2 ? mb(gcs[1].heapUsed) : null,
      eldP99WorstMs: eldP99s.length ? Math.max(...eldP99s) : 0,
      eldP99MedianMs: median(eldP99s),
      eldMaxMs: afterWarmup.length ? Math.max(...afterWarmup.map((l) => l.eldMax)) : 0,
      notificationsSent,
      notificationsExpected,
      savesAnswered: savedSites.size,
      savesStored: updatedSites,
      loadAverage: { start: loadStart, end: os.loadavg() },
      pass: false,
      failures: [],
    };
    report.failures = soakFailures(report, afterWarmup.length);
    report.pass = report.failures.length === 0;
    return report;
  } finally {
    agent.destroy();
    if (server) await stopProcess(server);
    await smtp?.close();
    await cleanup();
  }
}

export function soakFailures(r: SoakReport, windows: number): string[] {
  const failures: string[] = [];
  if (r.serverErrors > 0) failures.push(`${r.serverErrors} answers 5xx (${r.serverErrorSamples.slice(0, 3).join("; ")})`);
  if (r.network > 0) failures.push(`${r.network} requests without an answer (${r.networkSamples.slice(0, 3).join("; ")})`);
  if (r.skipped > 0) failures.push(`${r.skipped} requests not sent: ${MAX_IN_FLIGHT} already waiting for an answer`);
  if (windows < 2) failures.push("not enough measures after the warm-up");
  if (r.rssGrowthPercent >= 10) failures.push(`RSS grew by ${r.rssGrowthPercent} % after the warm-up (limit 10 %)`);
  if (r.eldP99WorstMs >= 100) failures.push(`event-loop delay p99 reached ${r.eldP99WorstMs} ms in a 5-s window (limit 100 ms)`);
  if (r.notificationsSent < r.notificationsExpected) failures.push(`${r.notificationsExpected - r.notificationsSent} notifications not received`);
  if (r.savesStored !== r.savesAnswered) failures.push(`${r.savesAnswered - r.savesStored} sites whose save was answered 200 do not show it`);
  return failures;
}

export function formatSoakReport(r: SoakReport): string {
  const k = (kind: Kind) => {
    const s = r.byKind[kind];
    return `${s.count} (p50 ${s.p50}, p95 ${s.p95}, p99 ${s.p99} ms)`;
  };
  const statuses = Object.entries(r.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${n}×${status}`)
    .join(", ");
  return [
    `Soak — ${r.minutes} min at ${r.rate} req/s (achieved ${r.achievedRate}) over ${r.sites} sites, warm-up ${Math.round(r.warmupMs / 1000)} s; load average ${r.loadAverage.start.map((l) => l.toFixed(2)).join(" ")} → ${r.loadAverage.end.map((l) => l.toFixed(2)).join(" ")}`,
    `  requests ${r.requests}: pages ${k("page")}, form tokens ${k("formToken")}, images ${k("media")}, back-office pages ${k("adminPage")}, back-office saves ${k("adminSave")}, form posts ${k("formPost")}`,
    `  answers: ${statuses}; 5xx ${r.serverErrors}; no answer ${r.network}${r.networkSamples.length > 0 ? ` (${r.networkSamples.join("; ")})` : ""}; not sent (too many waiting) ${r.skipped}`,
    `  RSS ${r.rssAfterWarmupMb} MB after the warm-up → ${r.rssEndMb} MB at the end: ${r.rssGrowthPercent >= 0 ? "+" : ""}${r.rssGrowthPercent} % (limit 10 %); heap used ${r.heapAfterWarmupMb} → ${r.heapEndMb} MB${r.liveHeapAfterWarmupMb !== null ? `; reachable after a full collection ${r.liveHeapAfterWarmupMb} → ${r.liveHeapEndMb} MB` : ""}`,
    `  event-loop delay p99 per 5-s window: median ${r.eldP99MedianMs} ms, worst ${r.eldP99WorstMs} ms (limit 100 ms); longest single delay ${r.eldMaxMs} ms`,
    `  notifications received ${r.notificationsSent} of ${r.notificationsExpected}; back-office saves stored on ${r.savesStored} of the ${r.savesAnswered} sites saved`,
    `  ${r.pass ? "PASS" : `FAIL: ${r.failures.join("; ")}`}`,
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------

type RequestSpec = { method: "GET" | "POST"; path: string; host: string; cookie?: string; body?: string; agent: http.Agent };

/** No answer came: why (the error's code, and whether the connection was new or kept alive). */
type NoAnswer = { noAnswer: string };

/** The status, or why no answer came (its body is read and dropped). */
function request(port: number, spec: RequestSpec, timeoutMs = 30_000): Promise<number | NoAnswer> {
  return rawRequest(port, spec, timeoutMs).then((r) => ("noAnswer" in r ? r : r.status));
}

function rawRequest(port: number, spec: RequestSpec, timeoutMs = 30_000): Promise<{ status: number; headers: http.IncomingHttpHeaders } | NoAnswer> {
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { host: spec.host, "accept-encoding": "br, gzip" };
    if (spec.cookie) headers.cookie = spec.cookie;
    if (spec.method === "POST") {
      headers.origin = `http://${spec.host}`;
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers["content-length"] = Buffer.byteLength(spec.body ?? "");
    }
    const req = http.request({ host: "127.0.0.1", port, method: spec.method, path: spec.path, headers, agent: spec.agent, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      res.on("error", (err: NodeJS.ErrnoException) => resolve({ noAnswer: `${err.code ?? err.message} while reading the answer` }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err: NodeJS.ErrnoException) =>
      resolve({ noAnswer: `${err.code ?? err.message} on a ${req.reusedSocket ? "kept-alive" : "new"} connection` }),
    );
    req.end(spec.body);
  });
}

function cookiesOf(headers: http.IncomingHttpHeaders): string {
  return (headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

async function signIn(port: number, host: string, agent: http.Agent): Promise<string> {
  const body = new URLSearchParams({ email: OWNER.email, password: OWNER.password }).toString();
  const answer = await rawRequest(port, { method: "POST", path: "/admin/login", host, body, agent });
  if ("noAnswer" in answer) throw new Error(`soak: sign-in got no answer (${answer.noAnswer})`);
  const cookie = cookiesOf(answer.headers);
  if (answer.status >= 400 || !cookie) throw new Error(`soak: sign-in refused (${answer.status})`);
  return cookie;
}

async function selectSite(port: number, host: string, session: string, siteId: string, agent: http.Agent): Promise<string> {
  const body = new URLSearchParams({ siteId, redirectTo: "/admin/content/testimonials" }).toString();
  const answer = await rawRequest(port, { method: "POST", path: "/admin/select-site", host, cookie: session, body, agent });
  if ("noAnswer" in answer) throw new Error(`soak: site selection got no answer (${answer.noAnswer})`);
  const cookie = cookiesOf(answer.headers);
  if (answer.status >= 400 || !cookie.startsWith("vitrine_site=")) throw new Error(`soak: site selection refused (${answer.status})`);
  return cookie;
}

/** The image URLs the scale seed wrote (one shared set), with their 400/800 px copies. */
function imagesOf(dataDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dataDir, "media", "scale-pictures.json"), "utf8")) as Record<string, string>;
  return Object.values(manifest).map((url) => (url.startsWith("/") ? url : `/${url}`));
}

function readProbe(file: string): { probe: ProbeLine[]; gcs: GcLine[] } {
  let lines: (ProbeLine | GcLine)[] = [];
  try {
    lines = readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProbeLine | GcLine);
  } catch {
    // No probe file: no measures, which the report says.
  }
  return { probe: lines.filter((l): l is ProbeLine => !("gc" in l)), gcs: lines.filter((l): l is GcLine => "gc" in l) };
}

/**
 * Waits (bounded) until no notification is pending or being sent; returns how many there are, and
 * how many of `savedSites` have a testimonial the soak hid or showed.
 */
async function drainOutbox(dataDir: string, timeoutMs: number, savedSites: string[]): Promise<{ notifications: number; updatedSites: number }> {
  const joined = await openEmbeddedPostgres({ dataDir, role: "cli", log: () => undefined });
  const client = new pg.Client({ connectionString: joined.url });
  await client.connect();
  try {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number; waiting: number }>(
        `SELECT count(*)::int AS n, (count(*) FILTER (WHERE status IN ('pending', 'sending')))::int AS waiting
           FROM mail_outbox WHERE kind IN ('contact_notification', 'quote_notification')`,
      );
      if (rows[0].waiting === 0 || performance.now() > deadline) {
        const { rows: saved } = await client.query<{ n: number }>(
          "SELECT count(DISTINCT site_id)::int AS n FROM home_testimonials WHERE site_id = ANY($1::uuid[]) AND updated_at > created_at",
          [savedSites],
        );
        return { notifications: rows[0].n, updatedSites: saved[0].n };
      }
      await sleep(250);
    }
  } finally {
    await client.end();
    await joined.stop();
  }
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
