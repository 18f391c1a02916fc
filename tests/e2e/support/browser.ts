import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Download, Page } from "playwright-core";
import type { AxeResults, RunOptions } from "axe-core";
import { expect, inject } from "vitest";

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export type Viewport = { width: number; height: number };

/** The two widths most stories run at, with their labels. */
export const VIEWPORTS = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;

/**
 * A toast with this text was shown. Every sonner toast added to a page opened by the fixtures is
 * recorded as it appears (RECORD_TOASTS, an init script: its title and its description, each a
 * line of its own), and each call takes one matching line: on a
 * loaded machine a toast can come and go (four seconds) between two looks, and a fading one with
 * the same text from an earlier save must not count for the next. Pages without the recorder
 * (none of sonner's toasts: the public pages' own) are looked at instead.
 */
export async function expectToast(p: Page, text: string | RegExp): Promise<void> {
  const pattern = typeof text === "string" ? { source: text, flags: "", exact: true } : { source: text.source, flags: text.flags, exact: false };
  const visible = p.getByText(text, typeof text === "string" ? { exact: true } : undefined).filter({ visible: true });
  const taken = () =>
    p.evaluate(({ source, flags, exact }) => {
      const shown = (window as unknown as { __toasts?: string[] }).__toasts;
      if (!shown) return null;
      const matches = (line: string) => (exact ? line.trim() === source : new RegExp(source, flags).test(line));
      const index = shown.findIndex(matches);
      if (index < 0) return false;
      shown.splice(index, 1);
      return true;
    }, pattern);
  await expect.poll(async () => (await taken()) ?? (await visible.count()) > 0, { message: `toast «\u00a0${text}\u00a0»`, timeout: 15_000 }).toBe(true);
}

/** Init script of the fixtures' contexts: the lines (title, description) of every sonner toast as it is added. */
export const RECORD_TOASTS = `(() => {
  const shown = (window.__toasts = []);
  const record = (el) => shown.push(...[...el.querySelectorAll("[data-title], [data-description]")].map((n) => n.textContent ?? ""));
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches("[data-sonner-toast]")) record(node);
        for (const el of node.querySelectorAll("[data-sonner-toast]")) record(el);
      }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** The axe check under way on a page: axe refuses a second run while one is going. */
const checking = new WeakMap<Page, Promise<void>>();

/** Set while a check runs: its own steps on the page must not wait for checks (support/axe-on-load.ts). */
export const insideCheck = new AsyncLocalStorage<true>();

/** axe on the current page: no serious or critical violation. Waits for a check under way on it. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const run = (checking.get(page) ?? Promise.resolve()).catch(() => {}).then(() => insideCheck.run(true, () => checkAccessible(page, label)));
  checking.set(page, run);
  return run;
}

async function checkAccessible(page: Page, label: string): Promise<void> {
  // A toast that comes while axe runs (a redirect's toast, shown once the page has hydrated, after
  // its load) is measured mid-fade: 1.68:1 for a title on its way in (issue 22, a failed run). The
  // page changed under the check, which says nothing of the page: it settles and is checked again.
  for (let attempt = 1; ; attempt++) {
    const holdToasts = await settle(page);
    const state = await pageState(page);
    if (state && checkedBefore(state)) {
      if (holdToasts) await pointerOnToasts(page, false);
      if (process.env.E2E_TIMING) console.log(`axe: same page as one checked before (${label})`);
      return;
    }
    const before = await toastsNow(page);
    const violations = await runAxe(page);
    const moved = (await toastsNow(page)) !== before;
    if (holdToasts) await pointerOnToasts(page, false);
    if (moved && attempt < 3) {
      if (process.env.E2E_TIMING) console.log(`axe: a toast came or went during the check, checked again (${label})`);
      continue;
    }
    const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    // What axe found on each node (colours and ratio for contrast): enough to see the cause in the log.
    const summary = bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(" ")} (${n.any[0]?.message ?? ""})`)
          .slice(0, 3)
          .join(", ")}`,
    );
    expect(summary, `axe: ${label}`).toEqual([]);
    if (state) rememberChecked(state);
    return;
  }
}

/**
 * Waits until the page's colours mean something: entrance animations (toasts, dialogs) finished.
 * True when toasts are shown: the pointer is then on their list, to hold them (see below).
 */
async function settle(page: Page): Promise<boolean> {
  // Sonner mounts a toast, then starts its transition a frame later: wait for both.
  const settled = () =>
    page.waitForFunction(
      () =>
        // No toast waiting for sonner's code (fetched when first wanted, components/ui/toaster.tsx).
        document.querySelector("[data-toasts-pending]") === null &&
        // Mounted, fully shown, and none on its way out: a removed toast stays in the page, fading,
        // for a moment. Its opacity is read as drawn: its transition may start a frame after it is
        // marked mounted, when no animation is running yet.
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          (el) => el.getAttribute("data-mounted") === "true" && el.getAttribute("data-removed") !== "true" && getComputedStyle(el).opacity === "1",
        ) &&
        // Finite animations only: one that repeats forever never settles.
        document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    );
  await settled().catch(async () => {
    if (process.env.E2E_TIMING)
      console.log(
        "not settled:",
        await page.evaluate(() =>
          document
            .getAnimations()
            .map(
              (a) =>
                `${a instanceof CSSAnimation ? a.animationName : a.constructor.name} on ${(a.effect as KeyframeEffect | null)?.target?.tagName}.${String((a.effect as KeyframeEffect | null)?.target?.className)}`,
            ),
        ),
      );
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settled().catch(() => {});
  // Sonner fades a toast out after four seconds: on a loaded machine that happened while axe ran,
  // which then measured half-transparent text. Its timers stop while the pointer is on its list:
  // told so by the mouse events React listens to, which, unlike a real hover, also reach it while a
  // modal dialog keeps the pointer from the rest of the page. Settled again after: a toast whose
  // time ran out just before is leaving.
  const holdToasts = (await page.locator("[data-sonner-toast]").count()) > 0;
  if (holdToasts) {
    await pointerOnToasts(page, true);
    await settled().catch(() => {});
  }
  return holdToasts;
}

/** The toasts on the page and their stage (mounted, leaving), as one string to compare. */
function toastsNow(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify(
      [...document.querySelectorAll("[data-sonner-toast]")].map((el) => [el.getAttribute("data-mounted"), el.getAttribute("data-removed"), el.textContent]),
    ),
  );
}

/**
 * What axe's verdict on a page depends on, hashed: the body as it is drawn (the elements and their
 * attributes, inline styles included; scripts' contents and hidden inputs' values — form tokens —
 * left out, axe reads neither), what the head gives the rules (the <html> attributes, the title,
 * the viewport meta, the styles and stylesheets; not the preload links a hydration may drop), the
 * viewport, and what has the focus and the pointer. A page in the very state of one that passed
 * before — in this test, another test or another file of the run: every file's server shows the
 * same demo — passes again, so its check is not run twice (most are the sign-in page, a dashboard
 * and the demo's public pages). A page with frames (the appearance preview) is always checked.
 */
async function pageState(page: Page): Promise<string | null> {
  if (process.env.E2E_AXE_EVERY_LOAD === "1" || page.frames().length > 1) return null;
  const drawn = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const script of body.querySelectorAll("script")) script.textContent = "";
    for (const hidden of body.querySelectorAll("input[type=hidden]")) hidden.setAttribute("value", "");
    const root = document.documentElement;
    const head = [
      [...root.attributes].map((a) => `${a.name}=${a.value}`).join(" "),
      document.title,
      document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? "",
      ...[...document.head.querySelectorAll("style")].map((style) => style.textContent ?? "").sort(),
      ...[...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href") ?? "").sort(),
    ];
    // Where the focus and the pointer are (no named helper: the page gets this function's source).
    const places: string[] = [];
    for (const el of [document.activeElement, [...document.querySelectorAll(":hover")].at(-1) ?? null]) {
      const parts: string[] = [];
      for (let node = el; node; node = node.parentElement)
        parts.unshift(`${node.tagName}#${node.id}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
      places.push(parts.join(">"));
    }
    // Each file's server has its own port, which absolute links (canonical, share) carry.
    const text = JSON.stringify([innerWidth, innerHeight, devicePixelRatio, ...places, ...head, body.outerHTML]);
    return location.port ? text.replaceAll(`:${location.port}`, ":port") : text;
  });
  return createHash("sha256").update(drawn).digest("hex");
}

/** The run's record of the page states that passed (a folder shared by the workers, global-setup.ts). */
function checkedDir(): string | null {
  try {
    return inject("axeCheckedDir") ?? null;
  } catch {
    return null;
  }
}

function checkedBefore(state: string): boolean {
  const dir = checkedDir();
  return dir !== null && existsSync(path.join(dir, state));
}

function rememberChecked(state: string): void {
  const dir = checkedDir();
  if (dir) writeFileSync(path.join(dir, state), "");
}

/**
 * axe-core's browser build, put into a page when a check runs there (`runAxe`), not into every
 * document as an init script: sent with each new context and compiled by each new renderer
 * process, those 550 KB cost more than the checks the memo spares (issue 22: a story's pages 10 %
 * faster to open and load, measured on two files side by side, 127 s → 114 s).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.1 A and AA rules, and only the violations sent back: passes are not read. */
const AXE_OPTIONS: RunOptions = { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] };

/**
 * axe-core's `axe.run` in the page, its frames included (the appearance preview's iframe): axe is
 * put into every frame that does not have it yet, then run from the top, which asks each frame.
 * What @axe-core/playwright's `analyze()` does in its legacy mode, without its costs that every
 * page load of the suite paid: a second page opened to merge the results, axe put in again on
 * every check, and the passes of every rule serialised back (ten times the violations).
 */
async function runAxe(page: Page): Promise<AxeResults["violations"]> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const present = await frame.evaluate(() => "axe" in window).catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
    return (await axe.run(document, options)).violations;
  }, AXE_OPTIONS);
}

/** The pointer enters (or leaves) sonner's list of toasts, as React sees it. */
async function pointerOnToasts(page: Page, on: boolean): Promise<void> {
  await page.evaluate((enter) => {
    const list = document.querySelector("[data-sonner-toaster]");
    list?.dispatchEvent(new MouseEvent(enter ? "mouseover" : "mouseout", { bubbles: true, relatedTarget: enter ? null : document.body }));
  }, on);
}

/**
 * Holds the page's requests for a public form's token (`/merchant/form-token`) until `release()`:
 * a test that stops the page's clock (to keep a send held by the minimum fill time) does it
 * before the token comes, so however long the page takes to load and be checked on a busy
 * machine, no fill time has passed yet on the page's clock when it stops.
 */
export async function holdFormToken(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/merchant\/form-token(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** A downloaded file's content (the worker's browser is reached over a connection: no local path). */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Screenshots go to test-results/screenshots for a human to look at. They assert nothing, and a
 * full page costs the browser about a second of CPU: `.ci/run`, where no one looks, sets
 * E2E_SCREENSHOTS=0 (a quarter of the e2e suite's CPU, docs/performance.md).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === "0") return;
  const dir = path.resolve("test-results/screenshots");
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
  if (process.env.E2E_TIMING) console.log(`screenshot ${Math.round(performance.now() - started)} ms ${name}`);
}

/** The login form of the server at `baseUrl`, filled and sent. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/**
 * Whether the element of this role and accessible name has the focus, read from the browser's
 * accessibility tree: it works with JavaScript disabled, where page.evaluate never returns.
 */
export async function hasFocus(page: Page, role: string, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId: root.nodeId, accessibleName: name, role });
    return nodes.some((node) => node.properties?.some((property) => property.name === "focused" && property.value.value === true) ?? false);
  } finally {
    await cdp.detach();
  }
}
