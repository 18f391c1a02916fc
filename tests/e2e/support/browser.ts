import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";
import { expect } from "vitest";

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
  await expect
    .poll(async () => (await taken()) ?? (await visible.count()) > 0, { message: `toast «\u00a0${text}\u00a0»`, timeout: 15_000 })
    .toBe(true);
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
  // Colours are only meaningful once entrance animations (toasts, dialogs) have finished.
  // Sonner mounts a toast, then starts its transition a frame later: wait for both.
  const settled = () =>
    page.waitForFunction(
      () =>
        // Mounted, and none on its way out: a removed toast stays in the page, fading, for a moment.
        [...document.querySelectorAll("[data-sonner-toast]")].every((el) => el.getAttribute("data-mounted") === "true" && el.getAttribute("data-removed") !== "true") &&
        // Finite animations only: one that repeats forever never settles.
        document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    );
  await settled().catch(async () => {
    if (process.env.E2E_TIMING) console.log("not settled:", await page.evaluate(() => document.getAnimations().map((a) => `${a instanceof CSSAnimation ? a.animationName : a.constructor.name} on ${(a.effect as KeyframeEffect | null)?.target?.tagName}.${String((a.effect as KeyframeEffect | null)?.target?.className)}`)));
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
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  if (holdToasts) await pointerOnToasts(page, false);
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  // What axe found on each node (colours and ratio for contrast): enough to see the cause in the log.
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(" ")} (${n.any[0]?.message ?? ""})`).slice(0, 3).join(", ")}`);
  expect(summary, `axe: ${label}`).toEqual([]);
}

/** The pointer enters (or leaves) sonner's list of toasts, as React sees it. */
async function pointerOnToasts(page: Page, on: boolean): Promise<void> {
  await page.evaluate((enter) => {
    const list = document.querySelector("[data-sonner-toaster]");
    list?.dispatchEvent(new MouseEvent(enter ? "mouseover" : "mouseout", { bubbles: true, relatedTarget: enter ? null : document.body }));
  }, on);
}

/** Screenshots go to test-results/screenshots for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve("test-results/screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
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
