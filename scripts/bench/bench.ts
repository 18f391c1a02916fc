/**
 * npm run bench [-- options]: targets 1–3, printed as one markdown table
 * (docs/performance.md explains each line).
 *
 *   --quick              short runs (3 s, 1 s warm-up) and --sites 200
 *   --only 1,3           only these targets
 *   --duration 10        seconds per wrk measurement (default 10)
 *   --warmup 2           seconds of wrk before each measurement (default 2)
 *   --connections 32     wrk connections (one thread)
 *   --sites 10000        sites of target 3
 *   --build              rebuild the production app even if build/ exists
 *   --out FILE           also write the table to FILE
 *   --baseline 2859740   the commit target 2 compares with; --baseline-dir DIR to place its worktree
 *   --rounds 3           runs of each side of a comparison, alternately; the best req/s and the best p99 are kept (quick: 1)
 *   --max-minutes 45     the whole run stops (and cleans up) after this long
 *
 * The server and its embedded PostgreSQL run on core 0 (taskset), wrk on core 1, everything on
 * 127.0.0.1, each server with a fresh temporary DATA_DIR. Everything started is stopped and
 * every temporary directory removed at the end, on error and on Ctrl-C.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { BASELINE_COMMIT, ensureBaseline } from "./baseline";
import { startNginx } from "./nginx";
import { cleanup, httpGet, log, makeTempDir, rssMb, runToEnd, sleep, startServer, stopProcess, type ServerHandle } from "./processes";
import { int, markdownTable, ms, percent, reqs, times, type Row } from "./table";
import { runWrk, writeLuaScripts, type WrkResult, type WrkSettings } from "./wrk";
import { buildStaleReason } from "../build-if-needed";

const repoRoot = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string", default: "1,2,3" },
    duration: { type: "string" },
    warmup: { type: "string" },
    connections: { type: "string", default: "32" },
    sites: { type: "string" },
    build: { type: "boolean", default: false },
    out: { type: "string" },
    baseline: { type: "string", default: BASELINE_COMMIT },
    "baseline-dir": { type: "string" },
    "max-minutes": { type: "string", default: "45" },
    rounds: { type: "string" },
  },
});

const only = new Set(args.only.split(",").map((s) => s.trim()));
const settings: WrkSettings = {
  threads: 1,
  connections: Number(args.connections),
  durationS: Number(args.duration ?? (args.quick ? 3 : 10)),
  timeoutS: 5,
};
const warmupS = Number(args.warmup ?? (args.quick ? 1 : 2));
const siteCount = Number(args.sites ?? (args.quick ? 200 : 10_000));
/** Each comparison runs its two sides alternately this many times and keeps each side's best. */
const rounds = Number(args.rounds ?? (args.quick ? 1 : 3));
const DEMO_HOST = "delices.localhost";
const DEMO_PAGES = ["/", "/merchant/products", "/merchant/contact"];
/** Target 1: gzip on both sides (nginx-light has no brotli). Targets 2–3: what browsers send. */
const GZIP = { "Accept-Encoding": "gzip" };
const BROWSER = { "Accept-Encoding": "gzip, br" };

const rows: Row[] = [];
let stopping = false;

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0];
  for (const [name, n] of [
    ["--duration", settings.durationS],
    ["--connections", settings.connections],
    ["--sites", siteCount],
    ["--warmup", warmupS],
    ["--rounds", rounds],
  ] as const) {
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name}: a number, please`);
  }
  await buildIfNeeded();
  const tmp = await makeTempDir(os.tmpdir(), "vitrine-bench-");
  const lua = await writeLuaScripts(tmp);
  const measure = async (port: number, urlPath: string, headers: Record<string, string>, hostsFile?: string, everyRequestNew = false) => {
    const script = everyRequestNew ? lua.miss : hostsFile ? lua.rotate : lua.plain;
    if (warmupS > 0) await runWrk({ settings, port, path: urlPath, headers, script, hostsFile, durationS: warmupS });
    const result = await runWrk({ settings, port, path: urlPath, headers, script, hostsFile });
    // wrk stops sending, not the server working: let it finish what is queued before the next run.
    await drain(port, result.reqPerSec);
    return result;
  };
  /**
   * Both sides of a comparison, alternately, `rounds` times; each side's best run (by req/s)
   * is kept, with the lowest p99 of its rounds: on a shared machine, other work only ever slows
   * a run down, and one stall of another process is enough to move a p99.
   */
  const compare = async (a: () => Promise<WrkResult>, b: () => Promise<WrkResult>): Promise<[WrkResult, WrkResult]> => {
    const best = (runs: WrkResult[]): WrkResult => {
      const fastest = runs.reduce((x, y) => (y.reqPerSec > x.reqPerSec ? y : x));
      return { ...fastest, p99: Math.min(...runs.map((r) => r.p99)) };
    };
    const runsA: WrkResult[] = [];
    const runsB: WrkResult[] = [];
    for (let round = 0; round < Math.max(1, rounds); round++) {
      runsA.push(await a());
      runsB.push(await b());
    }
    return [best(runsA), best(runsB)];
  };

  if (only.has("1") || only.has("2")) {
    const dataDir = path.join(tmp, "app-data");
    log("starting the server (demo content, page cache on)");
    const server = await startServer({ name: "vitrine", cwd: repoRoot, dataDir });
    const pages = new Map<string, Buffer>();
    for (const page of DEMO_PAGES) pages.set(page, await fetchPage(server.port, page, DEMO_HOST));
    const homeKb = (pages.get("/")?.length ?? 0) / 1024;

    if (only.has("1")) {
      const nginx = await startNginx(path.join(tmp, "nginx"), pages);
      for (const page of DEMO_PAGES) {
        log(`target 1: ${page}`);
        await httpGet(server.port, page, { Host: DEMO_HOST, ...GZIP }); // fills the cache for gzip
        const [vitrine, ref] = await compare(
          () => measure(server.port, page, { Host: DEMO_HOST, ...GZIP }),
          () => measure(nginx.port, page, GZIP),
        );
        const ratio = vitrine.reqPerSec / ref.reqPerSec;
        const p99Ratio = vitrine.p99 / ref.p99;
        rows.push({
          target: "1 cached page",
          measure: `\`${page}\` req/s (gzip)`,
          vitrine: reqs(vitrine),
          reference: `${reqs(ref)} nginx`,
          ratio: percent(ratio),
          goal: "≥ 60 %",
          met: ratio >= 0.6 && vitrine.non2xx === 0,
        });
        rows.push({
          target: "1 cached page",
          measure: `\`${page}\` p99`,
          vitrine: ms(vitrine.p99),
          reference: `${ms(ref.p99)} nginx`,
          ratio: times(p99Ratio),
          goal: "≤ 2×",
          met: p99Ratio <= 2,
        });
      }
      await nginx.stop();
    }
    await stopProcess(server);

    if (only.has("2")) {
      const baselineDir = await ensureBaseline(repoRoot, args.baseline, args["baseline-dir"]);
      log(`target 2: the server with PAGE_CACHE_MB=0 and the baseline (${args.baseline}), both on core 0, measured in turn`);
      const uncached = await startServer({ name: "vitrine uncached", cwd: repoRoot, dataDir, env: { PAGE_CACHE_MB: "0" } });
      const baseline = await startServer({ name: "baseline", cwd: baselineDir, dataDir: path.join(tmp, "baseline-data"), env: { PAGE_CACHE_MB: "0" } });
      const [now, before] = await compare(
        () => measure(uncached.port, "/", { Host: DEMO_HOST, ...BROWSER }),
        () => measure(baseline.port, "/", { Host: DEMO_HOST, ...BROWSER }),
      );
      await stopProcess(uncached);
      // The same first visits with the cache on: every request a page it has never seen (a new
      // query string), rendered, compressed twice for the store, stored and sent.
      log("target 2: cache on, every request a page not yet cached");
      const missing = await startServer({ name: "vitrine misses", cwd: repoRoot, dataDir });
      const [misses, beforeMisses] = await compare(
        () => measure(missing.port, "/", { Host: DEMO_HOST, ...BROWSER }, undefined, true),
        () => measure(baseline.port, "/", { Host: DEMO_HOST, ...BROWSER }, undefined, true),
      );
      await stopProcess(missing);
      await stopProcess(baseline);

      const ratio = now.reqPerSec / before.reqPerSec;
      rows.push({
        target: "2 uncached render",
        measure: "`/` req/s, PAGE_CACHE_MB=0 (gzip, br)",
        vitrine: reqs(now, true),
        reference: `${reqs(before, true)} main@${args.baseline}`,
        ratio: times(ratio),
        goal: "≥ 5×",
        met: ratio >= 5 && now.non2xx === 0,
      });
      const missRatio = misses.reqPerSec / beforeMisses.reqPerSec;
      rows.push({
        target: "2 uncached render",
        measure: "`/?bench-miss=n` req/s, cache on, each a miss (gzip, br)",
        vitrine: reqs(misses, true),
        reference: `${reqs(beforeMisses, true)} main@${args.baseline}`,
        ratio: times(missRatio),
        goal: "≥ 5×",
        met: missRatio >= 5 && misses.non2xx === 0,
      });
      rows.push({
        target: "2 uncached render",
        measure: "`/` HTML, uncompressed",
        vitrine: `${homeKb.toFixed(1)} KB`,
        reference: "—",
        ratio: "—",
        goal: "≤ 40 KB",
        met: homeKb <= 40,
      });
    }
  }

  if (only.has("3")) await targetThree(tmp, measure, compare);

  const caption = `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · ${revision()} · ${os.availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at start · server + PostgreSQL on core 0, wrk on core 1 · wrk -t${settings.threads} -c${settings.connections} -d${settings.durationS}s after ${warmupS} s of warm-up, best of ${rounds} alternating round${rounds > 1 ? "s" : ""} (req/s and p99 each)${args.quick ? " · --quick" : ""}`;
  const output = `${caption}\n\n${markdownTable(rows)}\n`;
  process.stdout.write(output);
  if (args.out) await fs.writeFile(path.resolve(args.out), output);
}

type Measure = (port: number, urlPath: string, headers: Record<string, string>, hostsFile?: string) => ReturnType<typeof runWrk>;

type Compare = (a: () => Promise<WrkResult>, b: () => Promise<WrkResult>) => Promise<[WrkResult, WrkResult]>;

async function targetThree(tmp: string, measure: Measure, compare: Compare): Promise<void> {
  const dataDir = path.join(tmp, "scale-data");
  const hostsFile = path.join(tmp, "scale-hosts.txt");
  log(`target 3: seeding ${siteCount} sites`);
  const seeded = Date.now();
  await runToEnd("seed:scale", process.execPath, ["--import", "tsx", "scripts/seed-scale.ts", "--sites", String(siteCount), "--hosts-file", hostsFile], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    dataDir,
    timeoutMs: 15 * 60_000,
  });
  const seedSeconds = (Date.now() - seeded) / 1000;
  const hosts = (await fs.readFile(hostsFile, "utf8")).split("\n").filter(Boolean);
  const oneHostFile = path.join(tmp, "one-host.txt");
  await fs.writeFile(oneHostFile, `${hosts[0]}\n`);

  const server = await startServer({ name: "vitrine scale", cwd: repoRoot, dataDir, env: { DEMO: "0" } });
  log(`target 3: warming ${hosts.length} hosts`);
  const warm = await warmHosts(server, hosts);
  log(`target 3: ${hosts.length} hosts warmed in ${warm.seconds.toFixed(0)} s (${warm.failed} failed)`);
  const [spread, single] = await compare(
    () => measure(server.port, "/", BROWSER, hostsFile),
    () => measure(server.port, "/", BROWSER, oneHostFile),
  );
  const cache = await httpGet(server.port, "/internal/page-cache", { Accept: "application/json" }).catch(() => null);
  const rss = rssMb(server.pid);
  await stopProcess(server);

  const ratio = spread.reqPerSec / single.reqPerSec;
  rows.push({
    target: "3 many sites",
    measure: `\`/\` req/s over ${int(hosts.length)} hosts (gzip, br)`,
    vitrine: reqs(spread, true),
    reference: `${reqs(single, true)} one host`,
    ratio: percent(ratio),
    goal: "≥ 90 %",
    met: ratio >= 0.9 && spread.non2xx === 0,
  });
  rows.push({
    target: "3 many sites",
    measure: "page cache after the run",
    vitrine: cacheStats(cache),
    reference: "—",
    ratio: "—",
    goal: "bounded by PAGE_CACHE_MB",
    met: null,
  });
  rows.push({
    target: "3 many sites",
    measure: "server RSS after the run",
    vitrine: rss === null ? "n/a" : `${Math.round(rss)} MB`,
    reference: "—",
    ratio: "—",
    goal: "—",
    met: null,
  });
  rows.push({
    target: "3 many sites",
    measure: "seed:scale, warm-up pass",
    vitrine: `${seedSeconds.toFixed(0)} s, ${warm.seconds.toFixed(0)} s (${int(hosts.length / warm.seconds)} pages/s${warm.failed ? `, ${warm.failed} failed` : ""})`,
    reference: "—",
    ratio: "—",
    goal: "—",
    met: null,
  });
}

/**
 * Up to `connections` requests were still queued when wrk stopped: waits the time the server
 * needs for them at the rate just measured (at most 20 s), then for an answer to /healthz, which
 * queues behind whatever is left.
 */
async function drain(port: number, reqPerSec: number): Promise<void> {
  await sleep(Math.min(20_000, (1.2 * settings.connections * 1000) / Math.max(reqPerSec, 2)));
  await httpGet(port, "/healthz", {}, 30_000).catch(() => undefined);
}

/** Every host's home once, 8 at a time. */
async function warmHosts(server: ServerHandle, hosts: string[]): Promise<{ seconds: number; failed: number }> {
  const started = Date.now();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < hosts.length && !stopping) {
      const host = hosts[next++];
      const res = await httpGet(server.port, "/", { Host: host, ...BROWSER }).catch(() => null);
      if (res?.status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { seconds: (Date.now() - started) / 1000, failed };
}

function cacheStats(res: Awaited<ReturnType<typeof httpGet>> | null): string {
  if (!res || res.status !== 200 || !String(res.headers["content-type"]).includes("json")) return "n/a";
  const s = JSON.parse(res.body.toString("utf8")) as Record<string, number>;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${int(s.entries)} entries, ${mb(s.bytes)} of ${mb(s.budgetBytes)}; ${int(s.hits)} hits, ${int(s.misses)} misses, ${int(s.bypasses)} bypasses`;
}

/** A demo page's uncompressed HTML, which nginx will serve as is. */
async function fetchPage(port: number, urlPath: string, host: string): Promise<Buffer> {
  const res = await httpGet(port, urlPath, { Host: host, "Accept-Encoding": "identity" });
  if (res.status !== 200) throw new Error(`GET ${urlPath} (Host ${host}) answered ${res.status}`);
  return res.body;
}

async function buildIfNeeded(): Promise<void> {
  if (!args.build && buildStaleReason(repoRoot) === null) return;
  log("building the production app (npm run build: the app, then the server's bundle)");
  await runToEnd("build", "npm", ["run", "build"], { cwd: repoRoot, timeoutMs: 600_000 });
}

function revision(): string {
  try {
    const rev = execFileSync("git", ["-C", repoRoot, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["-C", repoRoot, "status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim() ? "+changes" : "";
    return `commit ${rev}${dirty}`;
  } catch {
    return "commit unknown";
  }
}

async function stop(code: number, why?: string): Promise<never> {
  stopping = true;
  if (why) log(why);
  await cleanup();
  process.exit(code);
}

process.on("SIGINT", () => void stop(130, "interrupted: cleaning up"));
process.on("SIGTERM", () => void stop(143, "terminated: cleaning up"));
const limit = setTimeout(() => void stop(124, `time limit of ${args["max-minutes"]} minutes reached: cleaning up`), Number(args["max-minutes"]) * 60_000);
limit.unref();

try {
  await main();
  await stop(0);
} catch (err) {
  // Once interrupted, the children's failures are our own doing: nothing to report.
  if (!stopping) console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  await stop(1);
}
