/**
 * `npm run check:pages` — the page budget of target 4: Lighthouse 12.8 in mobile mode
 * (its default form factor and simulated slow-4G throttling) and the W3C Nu HTML checker on the
 * six public pages of the demo, its legal notice and accessibility statement, and its five English ones, printed as one table. In the same run, eleven back-office
 * screens of the signed-in demo owner (dashboard, products, hours, the home, about and services
 * editors, settings, appearance, messages, 'Aide', 'Réseaux sociaux') with their own budget: performance ≥ 90 and at most 200 KB of script (compressed, as sent) before the first
 * interaction; the Nu checker is for the public pages only. The back-office screens are measured
 * as a merchant gets them in production: over HTTPS and HTTP/2, through a real Caddy (Debian's
 * package, as the TLS tests run it) in front of the server, with its local certificate; the public
 * pages straight from the server over HTTP/1.1, as they have been measured since .
 *
 * It builds when the build is missing or older than the sources, starts the production server
 * exactly like the e2e tests (free port, fresh DATA_DIR, demo content), and stops it at the end.
 * Tools: `lighthouse` (12.8.2) and `vnu-jar` from node_modules, or from the prefix named by
 * CHECK_PAGES_TOOLS (a directory with node_modules/.bin/lighthouse and node_modules/vnu-jar);
 * Chromium from CHROME_PATH (default /usr/bin/chromium); Java 17 for the Nu checker.
 *
 * Options: --runs N (Lighthouse runs per page, the median performance run is kept; default 1),
 * --json FILE (also write the rows as JSON), --only NAMES (comma-separated page names, e.g.
 * `--only services,contact`, or `--only en` for the English pages, while working on some pages),
 * --keep DIR (copy the Lighthouse JSON reports there, to read a page's network and main-thread
 * detail). Exit code 1 when a page misses the budget.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../server/free-port";
import { signInOwner, startDemoServer, stopDemoServer } from "./demo-server";
import { buildStaleReason } from "./build-if-needed";
import { runCaddy, type RunningCaddy } from "../tests/support/caddy";

const ROOT = path.resolve(import.meta.dirname, "..");
const TOOLS = path.resolve(process.env.CHECK_PAGES_TOOLS ?? ROOT);
const LIGHTHOUSE = path.join(TOOLS, "node_modules/.bin/lighthouse");
const VNU = path.join(TOOLS, "node_modules/vnu-jar/build/dist/vnu.jar");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const MERCHANT_HOST = "delices.localhost";

/** The budget (DESIGN.md). */
const BUDGET = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, nuErrors: 0, merchantHomeHtmlKb: 40 };
/** The back-office's: a merchant's phone between two customers. SEO is not asked of a signed-in screen. */
const BACK_OFFICE_BUDGET = { performance: 90, accessibility: 100, bestPractices: 100, jsKb: 200 };

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "1" }, json: { type: "string" }, only: { type: "string" }, keep: { type: "string" } },
});
const runs = Math.max(1, Number(options.runs) || 1);

type Page = { name: string; host: string; path: string; backOffice?: true };
const PAGES: Page[] = [
  { name: "landing /", host: "localhost", path: "/" },
  { name: "home /", host: MERCHANT_HOST, path: "/" },
  { name: "about", host: MERCHANT_HOST, path: "/merchant/about" },
  { name: "services", host: MERCHANT_HOST, path: "/merchant/services" },
  { name: "products", host: MERCHANT_HOST, path: "/merchant/products" },
  { name: "contact", host: MERCHANT_HOST, path: "/merchant/contact" },
  // A legal page and the accessibility statement beside it (the same frame, within the same budget).
  { name: "legal notice", host: MERCHANT_HOST, path: "/merchant/mentions-legales" },
  { name: "accessibility", host: MERCHANT_HOST, path: "/merchant/accessibilite" },
  // The demo's English version, published on every page (the demo seed).
  { name: "en home /en", host: MERCHANT_HOST, path: "/en" },
  { name: "en about", host: MERCHANT_HOST, path: "/en/merchant/about" },
  { name: "en services", host: MERCHANT_HOST, path: "/en/merchant/services" },
  { name: "en products", host: MERCHANT_HOST, path: "/en/merchant/products" },
  { name: "en contact", host: MERCHANT_HOST, path: "/en/merchant/contact" },
  { name: "bo dashboard", host: "localhost", path: "/admin/dashboard", backOffice: true },
  { name: "bo products", host: "localhost", path: "/admin/products", backOffice: true },
  { name: "bo hours", host: "localhost", path: "/admin/pages/hours", backOffice: true },
  { name: "bo home editor", host: "localhost", path: "/admin/pages/home", backOffice: true },
  { name: "bo about editor", host: "localhost", path: "/admin/pages/about", backOffice: true },
  { name: "bo services editor", host: "localhost", path: "/admin/pages/services", backOffice: true },
  { name: "bo settings", host: "localhost", path: "/admin/settings", backOffice: true },
  { name: "bo appearance", host: "localhost", path: "/admin/appearance", backOffice: true },
  { name: "bo messages", host: "localhost", path: "/admin/content/messages", backOffice: true },
  { name: "bo help", host: "localhost", path: "/admin/aide", backOffice: true },
  { name: "bo social", host: "localhost", path: "/admin/reseaux", backOffice: true },
];

const only = options.only?.split(",").map((name) => name.trim());
const pages = only ? PAGES.filter((page) => only.some((name) => page.name.startsWith(name))) : PAGES;

type Row = {
  page: string;
  backOffice: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  htmlKb: number;
  jsKb: number;
  nuErrors: number;
  failedAudits: string[];
  nuMessages: string[];
};

function requireTools() {
  const missing = [
    [LIGHTHOUSE, "lighthouse@12.8.2 (devDependency, or CHECK_PAGES_TOOLS=<prefix>)"],
    [VNU, "vnu-jar (devDependency, or CHECK_PAGES_TOOLS=<prefix>)"],
    [CHROME, "Chromium (apt-get install -y chromium, or CHROME_PATH)"],
  ].filter(([file]) => !existsSync(file!));
  if (spawnSync("java", ["-version"]).status !== 0) missing.push(["java", "Java 17 (apt-get install -y default-jre-headless)"]);
  if (missing.length > 0) {
    for (const [, what] of missing) console.error(`Manquant\u00a0: ${what}`);
    process.exit(2);
  }
}

function buildIfNeeded() {
  if (buildStaleReason(ROOT) === null) return;
  console.log("Build de production…");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
}

/**
 * Caddy in front of the server as in production (HTTPS with its local certificate, HTTP/2), on a
 * free loopback port; the server sees the platform's own host, as behind the production proxy.
 */
async function startProxy(upstreamPort: number): Promise<{ caddy: RunningCaddy; port: number }> {
  const port = await freePort();
  const caddy = runCaddy(
    (dir) => `{
  admin off
  auto_https disable_redirects
  skip_install_trust
  storage file_system ${dir}/storage
}
https://localhost:${port} {
  bind 127.0.0.1
  tls internal
  reverse_proxy 127.0.0.1:${upstreamPort} {
    header_up Host localhost:${upstreamPort}
    header_up -X-Forwarded-For
    header_up -X-Forwarded-Proto
    header_up -X-Forwarded-Host
  }
}
`,
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (caddy.exited()) throw new Error(`Caddy s'est arrêté\u00a0: ${caddy.output().slice(-2000)}`);
    const up = await new Promise<boolean>((resolve) => {
      const req = httpsRequest(
        { host: "127.0.0.1", servername: "localhost", port, path: "/readyz", rejectUnauthorized: false, headers: { Host: `localhost:${port}` } },
        (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        },
      );
      req.on("error", () => resolve(false));
      req.end();
    });
    if (up) return { caddy, port };
    await new Promise((r) => setTimeout(r, 250));
  }
  await caddy.stop();
  throw new Error(`Caddy ne répond pas après 30 s\u00a0: ${caddy.output().slice(-2000)}`);
}

/** The page's HTML as a browser without a cookie gets it (uncompressed, through 127.0.0.1 with its Host), or with the session's for a back-office screen. */
function fetchHtml(port: number, page: Page, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: `${page.host}:${port}`, "User-Agent": "check-pages" };
    if (page.backOffice) headers.Cookie = cookie;
    const req = request({ host: "127.0.0.1", port, path: page.path, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString("utf8")) : reject(new Error(`${page.name}: HTTP ${res.statusCode}`)),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

type LighthouseReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string; details?: { items?: Record<string, unknown>[] } }
  >;
};

/** One Lighthouse run; a run that fails outright (Chrome's error page on a busy machine) is retried once. */
function lighthouse(url: string, outFile: string, cookie: string | null, attempt = 1): LighthouseReport {
  // Caddy's local certificate authority is not in Chromium's store: its certificate is accepted here only.
  const flags = url.startsWith("https:") ? [...CHROME_FLAGS, "--ignore-certificate-errors"] : CHROME_FLAGS;
  const result = spawnSync(
    LIGHTHOUSE,
    [
      url,
      "--output=json",
      `--output-path=${outFile}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${flags.join(" ")}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", timeout: 180_000 },
  );
  if (result.status !== 0) {
    if (attempt < 2) return lighthouse(url, outFile, cookie, attempt + 1);
    throw new Error(`lighthouse a échoué sur ${url}\u00a0: ${result.stderr?.slice(-2000)}`);
  }
  return JSON.parse(readFileSync(outFile, "utf8")) as LighthouseReport;
}

/** Nu checker errors per file (warnings and info are not counted). */
function nuChecker(files: string[]): Map<string, string[]> {
  const result = spawnSync("java", ["-jar", VNU, "--format", "json", "--exit-zero-always", ...files], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(result.stderr || result.stdout) as {
    messages: { type: string; subType?: string; url: string; message: string; lastLine?: number }[];
  };
  const byFile = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const message of report.messages) {
    if (message.type !== "error" && !(message.type === "non-document-error")) continue;
    const file = decodeURIComponent(new URL(message.url).pathname);
    byFile.get(file)?.push(`l.${message.lastLine ?? "?"}: ${message.message}`);
  }
  return byFile;
}

const score = (report: LighthouseReport, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const metric = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? NaN;

function jsTransferredKb(report: LighthouseReport): number {
  const items = report.audits["network-requests"]?.details?.items ?? [];
  const bytes = items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return bytes / 1024;
}

function failedAudits(report: LighthouseReport): string[] {
  return Object.entries(report.audits)
    .filter(
      ([, audit]) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "metricSavings" || audit.scoreDisplayMode === "numeric"),
    )
    .map(([id, audit]) => `${id} (${Math.round((audit.score ?? 0) * 100)}): ${audit.title}`);
}

function median<T>(items: T[], by: (item: T) => number): T {
  return [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;
}

function printTable(rows: Row[]) {
  const headers = ["Page", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "HTML KB", "JS KB", "Nu errors"];
  const cells = rows.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${(r.fcpMs / 1000).toFixed(1)} s`,
    `${(r.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    r.htmlKb.toFixed(1),
    r.jsKb.toFixed(1),
    String(r.nuErrors),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) => `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(" | ")} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w, i) => (i === 0 ? `${"-".repeat(w + 1)}-` : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const row of cells) console.log(line(row));
}

async function main() {
  requireTools();
  buildIfNeeded();
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-check-pages-"));
  // The embedded PostgreSQL runs as its own system user, which must reach DATA_DIR.
  chmodSync(work, 0o711);
  const dataDir = path.join(work, "data");
  mkdirSync(dataDir);
  const port = await freePort();
  const server = await startDemoServer({ root: ROOT, port, dataDir });
  const proxy = pages.some((page) => page.backOffice) ? await startProxy(port) : null;
  const rows: Row[] = [];
  try {
    const cookie = pages.some((page) => page.backOffice) ? await signInOwner(port) : "";
    const htmlFiles: string[] = [];
    const reports: LighthouseReport[] = [];
    for (const [index, page] of pages.entries()) {
      const html = await fetchHtml(port, page, cookie);
      const file = path.join(work, `page-${index}.html`);
      writeFileSync(file, html);
      htmlFiles.push(file);
      const url = page.backOffice && proxy ? `https://localhost:${proxy.port}${page.path}` : `http://${page.host}:${port}${page.path}`;
      const attempts: LighthouseReport[] = [];
      for (let run = 0; run < runs; run++) {
        process.stdout.write(`Lighthouse ${page.name} (${run + 1}/${runs})…\n`);
        attempts.push(lighthouse(url, path.join(work, `lh-${index}-${run}.json`), page.backOffice ? cookie : null));
      }
      reports.push(median(attempts, (r) => score(r, "performance")));
    }
    const publicFiles = htmlFiles.filter((_, index) => !pages[index]!.backOffice);
    const nu = publicFiles.length > 0 ? nuChecker(publicFiles) : new Map<string, string[]>();
    for (const [index, page] of pages.entries()) {
      const report = reports[index]!;
      const messages = nu.get(htmlFiles[index]!) ?? [];
      rows.push({
        page: page.name,
        backOffice: page.backOffice ?? false,
        performance: score(report, "performance"),
        accessibility: score(report, "accessibility"),
        bestPractices: score(report, "best-practices"),
        seo: score(report, "seo"),
        fcpMs: metric(report, "first-contentful-paint"),
        lcpMs: metric(report, "largest-contentful-paint"),
        tbtMs: metric(report, "total-blocking-time"),
        cls: metric(report, "cumulative-layout-shift"),
        htmlKb: Buffer.byteLength(readFileSync(htmlFiles[index]!, "utf8")) / 1024,
        jsKb: jsTransferredKb(report),
        nuErrors: messages.length,
        failedAudits: failedAudits(report),
        nuMessages: messages,
      });
    }
  } finally {
    await proxy?.caddy.stop();
    await stopDemoServer(server);
    if (options.keep) {
      mkdirSync(options.keep, { recursive: true });
      for (const [index, page] of pages.entries()) {
        for (let run = 0; run < runs; run++) {
          const report = path.join(work, `lh-${index}-${run}.json`);
          if (existsSync(report)) copyFileSync(report, path.join(options.keep, `${page.name.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}-${run + 1}.json`));
        }
      }
    }
    rmSync(work, { recursive: true, force: true });
  }

  console.log("");
  printTable(rows);
  let ok = true;
  for (const row of rows) {
    const misses: string[] = [];
    if (row.backOffice) {
      if (row.performance < BACK_OFFICE_BUDGET.performance) misses.push(`performance ${row.performance} < ${BACK_OFFICE_BUDGET.performance}`);
      if (row.accessibility < BACK_OFFICE_BUDGET.accessibility) misses.push(`accessibility ${row.accessibility}`);
      if (row.bestPractices < BACK_OFFICE_BUDGET.bestPractices) misses.push(`best practices ${row.bestPractices}`);
      if (row.jsKb > BACK_OFFICE_BUDGET.jsKb) misses.push(`script ${row.jsKb.toFixed(1)} KB > ${BACK_OFFICE_BUDGET.jsKb} KB`);
    }
    if (row.backOffice && misses.length === 0) continue;
    if (row.backOffice) {
      ok = false;
      console.log(`\n${row.page}: ${misses.join(", ")}`);
      for (const audit of row.failedAudits) console.log(`  - ${audit}`);
      continue;
    }
    if (row.performance < BUDGET.performance) misses.push(`performance ${row.performance} < ${BUDGET.performance}`);
    if (row.accessibility < BUDGET.accessibility) misses.push(`accessibility ${row.accessibility}`);
    if (row.bestPractices < BUDGET.bestPractices) misses.push(`best practices ${row.bestPractices}`);
    if (row.seo < BUDGET.seo) misses.push(`SEO ${row.seo}`);
    if (row.nuErrors > BUDGET.nuErrors) misses.push(`${row.nuErrors} Nu errors`);
    if ((row.page === "home /" || row.page === "en home /en") && row.htmlKb > BUDGET.merchantHomeHtmlKb)
      misses.push(`HTML ${row.htmlKb.toFixed(1)} KB > ${BUDGET.merchantHomeHtmlKb} KB`);
    if (misses.length === 0) continue;
    ok = false;
    console.log(`\n${row.page}: ${misses.join(", ")}`);
    for (const audit of row.failedAudits) console.log(`  - ${audit}`);
    for (const message of row.nuMessages) console.log(`  - Nu: ${message}`);
  }
  if (options.json) writeFileSync(options.json, JSON.stringify(rows, null, 2));
  console.log(ok ? `\nBudget tenu sur les ${rows.length} pages.` : "\nBudget non tenu.");
  process.exitCode = ok ? 0 : 1;
}

await main();
