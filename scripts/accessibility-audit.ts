/**
 * `npm run audit:accessibility` — the automated accessibility check the accessibility statement
 * of every merchant site quotes (/merchant/accessibilite, 'Dernière vérification automatique').
 * It starts the production server on the demo's content (as check-pages does), loads every page
 * each demo shop lists in its sitemap (each language it is published in, the legal pages and the
 * statement included) in Chromium, runs axe-core's WCAG 2.1 A and AA rules there, the same ones
 * the e2e suite runs on every page it opens, and writes app/features/legal/accessibility-audit.json:
 * the date, axe-core's version, the rules, and each page's violations (rule, impact, elements).
 * The file is committed: run this after a change to the public pages, and commit what it wrote.
 * Exit code 1 when a page has a violation (the file is written all the same).
 *
 * Chromium: CHROMIUM_PATH, else Debian's headless shell (as the e2e tests).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AxeResults, RunOptions } from "axe-core";
import { chromium } from "playwright-core";
import { DEMO_SITES } from "~/features/demo/demo-accounts";
import type { AccessibilityAudit, AuditedPage } from "~/features/legal/accessibility-statement";
import { freePort } from "../server/free-port";
import { buildStaleReason } from "./build-if-needed";
import { startDemoServer, stopDemoServer } from "./demo-server";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUTPUT = path.join(ROOT, "app/features/legal/accessibility-audit.json");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const AXE_VERSION = (JSON.parse(readFileSync(require.resolve("axe-core/package.json"), "utf8")) as { version: string }).version;
const RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const AXE_OPTIONS: RunOptions = { runOnly: { type: "tag", values: RULES }, resultTypes: ["violations"] };

if (buildStaleReason(ROOT) !== null) {
  console.log("Build de production…");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-a11y-"));
const server = await startDemoServer({ root: ROOT, port, dataDir });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
const pages: AuditedPage[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const site of DEMO_SITES) {
    // `*.localhost` is the loopback for Chromium (not for Node's resolver): the sitemap is read from the page.
    const origin = `http://${site.domain}:${port}`;
    await page.goto(`${origin}/`);
    const sitemap = await page.evaluate(async () => (await fetch("/sitemap.xml")).text());
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const pagePath of paths) {
      const answer = await page.goto(`${origin}${pagePath}`, { waitUntil: "load" });
      if (!answer?.ok()) throw new Error(`${site.domain}${pagePath}: ${answer?.status() ?? "pas de réponse"}`);
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(async (options) => {
        const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
        return (await axe.run(document, options)).violations.map((v) => ({ id: v.id, impact: v.impact ?? null, nodes: v.nodes.length }));
      }, AXE_OPTIONS);
      pages.push({ site: site.domain, path: pagePath, violations });
      console.log(`${violations.length === 0 ? "ok " : "KO "} ${site.domain}${pagePath}${violations.map((v) => ` ${v.id}`).join("")}`);
    }
  }
} finally {
  await browser.close();
  await stopDemoServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const audit: AccessibilityAudit = { date: new Date().toISOString().slice(0, 10), axeVersion: AXE_VERSION, rules: RULES, pages };
writeFileSync(OUTPUT, `${JSON.stringify(audit, null, 2)}\n`);
const failing = pages.filter((p) => p.violations.length > 0).length;
console.log(`${pages.length} pages, ${failing} avec des erreurs → ${path.relative(ROOT, OUTPUT)}`);
process.exitCode = failing > 0 ? 1 : 0;
