import type { BrowserContext, Locator, Page } from "playwright-core";
import { expectAccessible, insideCheck } from "./browser";

/**
 * axe after every page load: each `load` of an HTML document in a watched context starts
 * expectAccessible on it. The story never touches a page while it is loading or being checked:
 * its actions (a click, a key, a fill, an evaluate, the clock…) wait for the loads and checks
 * under way first, and its page-level steps (goto, reload, waitForURL, waitForLoadState, close…)
 * also wait for the check of the page they lead to. So a page is never left, changed or closed under axe, and a failed
 * check fails the test at its next step (or, at the latest, when the test ends: `verify`).
 * Reading the page (text, counts, visibility) does not wait.
 */
export class AxeOnLoad {
  private readonly running = new Set<Promise<void>>();
  private failures: unknown[] = [];
  /** Set by `finish` when it gave up: nothing waits for checks any more. */
  private abandoned = false;

  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on("page", (page) => this.watchPage(page));
    settleAround(context, ["close"], () => this.settle());
  }

  /**
   * At the test's end: verify, but for `limitMs` at most. A page load that never completes (a
   * document left between its DOMContentLoaded and its load) would otherwise hold the test's
   * teardown, and with it the whole run, for ever; it fails the test instead, and its contexts close.
   */
  async finish(limitMs = 30_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), limitMs)));
    const outcome = await Promise.race([this.verify().then(() => "verified" as const), late]).finally(() => clearTimeout(timer));
    if (outcome === "late") {
      const pending = this.running.size;
      this.running.clear();
      this.abandoned = true;
      throw new Error(`axe: ${pending} page load(s) or check(s) still under way ${limitMs / 1000} s after the test`);
    }
  }

  /** Waits for the checks under way, then throws the first failure not yet reported. */
  async verify(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
    const [failure] = this.failures;
    this.failures = [];
    if (failure) throw failure;
  }

  /** verify, except for the steps a check takes itself (axe opens and closes a blank page, hovers a toast…). */
  private settle(): Promise<void> {
    return insideCheck.getStore() || this.abandoned ? Promise.resolve() : this.verify();
  }

  private watchPage(page: Page): void {
    watched.set(page, this);
    // From a new document's DOMContentLoaded to its load, the story waits too: a page whose last
    // images are still coming is read at once, but acted on (and left) once loaded and checked.
    let loading: { promise: Promise<void>; done: () => void } | undefined;
    page.on("domcontentloaded", () => {
      if (loading) return;
      let done = () => {};
      const promise = new Promise<void>((resolve) => (done = resolve)).finally(() => this.running.delete(promise));
      loading = { promise, done };
      this.running.add(promise);
    });
    // A page closed (or crashed) before its load: nothing is left to wait for.
    const gone = () => {
      loading?.done();
      loading = undefined;
    };
    page.on("close", gone);
    page.on("crash", gone);
    page.on("load", () => {
      const check = this.check(page).finally(() => this.running.delete(check));
      this.running.add(check);
      loading?.done();
      loading = undefined;
    });
    const settle = () => this.settle();
    settleAround(page, ["goto", "reload", "goBack", "goForward", "waitForURL", "waitForLoadState", "waitForNavigation", "setContent", "close"], settle);
    waitBefore(page, ["evaluate", "evaluateHandle", "dragAndDrop"], settle);
    waitBefore(page.keyboard, ["down", "up", "press", "type", "insertText"], settle);
    waitBefore(page.mouse, ["click", "dblclick", "down", "up", "move", "wheel"], settle);
    waitBefore(page.clock, ["install", "pauseAt", "resume", "runFor", "fastForward", "setFixedTime", "setSystemTime"], settle);
    patchLocators(page.locator("html"));
  }

  private async check(page: Page): Promise<void> {
    const url = page.url();
    if (url === "about:blank") return;
    const started = performance.now();
    try {
      // robots.txt, sitemap.xml: not HTML pages.
      if ((await insideCheck.run(true, () => page.evaluate(() => document.contentType))) !== "text/html") return;
      await expectAccessible(page, `page loaded: ${url}`);
      if (process.env.E2E_TIMING) console.log(`axe ${Math.round(performance.now() - started)} ms ${url}`);
    } catch (err) {
      this.failures.push(err);
    }
  }
}

/** The watcher of each page, for its locators' actions. */
const watched = new WeakMap<Page, AxeOnLoad>();

/** What a locator does to its page, as opposed to reading it. */
const LOCATOR_ACTIONS = [
  "blur",
  "check",
  "clear",
  "click",
  "dblclick",
  "dispatchEvent",
  "dragTo",
  "evaluate",
  "evaluateAll",
  "fill",
  "focus",
  "hover",
  "press",
  "pressSequentially",
  "scrollIntoViewIfNeeded",
  "selectOption",
  "selectText",
  "setChecked",
  "setInputFiles",
  "tap",
  "type",
  "uncheck",
];

let locatorsPatched = false;

/** Locators are made afresh at every call: their actions wait through their class, for watched pages only. */
function patchLocators(sample: Locator): void {
  if (locatorsPatched) return;
  locatorsPatched = true;
  const prototype: object = Object.getPrototypeOf(sample);
  for (const name of LOCATOR_ACTIONS) {
    const original: unknown = Reflect.get(prototype, name);
    if (typeof original !== "function") continue;
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      async value(this: Locator, ...args: unknown[]) {
        const watcher = insideCheck.getStore() ? undefined : watched.get(this.page());
        if (watcher) await watcher.verify();
        return original.apply(this, args);
      },
    });
  }
}

/** These methods wait for the checks under way before they start. */
function waitBefore(target: object, names: string[], settle: () => Promise<void>): void {
  for (const name of names) {
    const original: unknown = Reflect.get(target, name);
    if (typeof original !== "function") continue;
    Object.defineProperty(target, name, {
      configurable: true,
      async value(...args: unknown[]) {
        await settle();
        return original.apply(target, args);
      },
    });
  }
}

/** These methods wait for the checks under way before they start, and before they return. */
function settleAround(target: object, names: string[], settle: () => Promise<void>): void {
  for (const name of names) {
    const original: unknown = Reflect.get(target, name);
    if (typeof original !== "function") continue;
    Object.defineProperty(target, name, {
      configurable: true,
      async value(...args: unknown[]) {
        await settle();
        const result: unknown = await original.apply(target, args);
        // The page's `load` event comes before the answer of the step that waited for it.
        await new Promise((resolve) => setImmediate(resolve));
        await settle();
        return result;
      },
    });
  }
}
