import { AsyncLocalStorage } from "node:async_hooks";
import type { BrowserContext, Page } from "playwright-core";
import { expectAccessible } from "./browser";

/**
 * axe after every page load: each `load` of an HTML document in a watched context starts
 * expectAccessible on it. A test's page-level steps (goto, reload, waitForURL, waitForLoadState,
 * close…) first wait for the checks under way, so a page is never left, closed or handed back
 * to the story while it is being checked, and a failed check fails the test at that step (or,
 * at the latest, when the test ends: `verify`).
 */
export class AxeOnLoad {
  private readonly running = new Set<Promise<void>>();
  private failures: unknown[] = [];
  /** Set inside a check: axe's own steps (it opens and closes a blank page) must not wait for it. */
  private readonly inCheck = new AsyncLocalStorage<true>();

  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on("page", (page) => this.watchPage(page));
    this.settleAround(context, ["close"]);
  }

  /** Waits for the checks under way, then throws the first failure not yet reported. */
  async verify(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
    const [failure] = this.failures;
    this.failures = [];
    if (failure) throw failure;
  }

  private watchPage(page: Page): void {
    page.on("load", () => {
      const check = this.inCheck.run(true, () => this.check(page)).finally(() => this.running.delete(check));
      this.running.add(check);
    });
    this.settleAround(page, ["goto", "reload", "goBack", "goForward", "waitForURL", "waitForLoadState", "waitForNavigation", "setContent", "close"]);
  }

  private async check(page: Page): Promise<void> {
    const url = page.url();
    if (url === "about:blank") return;
    const started = performance.now();
    try {
      // robots.txt, sitemap.xml: not HTML pages.
      if ((await page.evaluate(() => document.contentType)) !== "text/html") return;
      await expectAccessible(page, `page loaded: ${url}`);
      if (process.env.E2E_AXE_LOG) console.log(`axe ${Math.round(performance.now() - started)} ms ${url}`);
    } catch (err) {
      this.failures.push(err);
    }
  }

  /** These methods wait for the checks under way before they start and before they return. */
  private settleAround(target: object, names: string[]): void {
    for (const name of names) {
      const original: unknown = Reflect.get(target, name);
      if (typeof original !== "function") continue;
      const verify = () => (this.inCheck.getStore() ? Promise.resolve() : this.verify());
      Object.defineProperty(target, name, {
        configurable: true,
        async value(...args: unknown[]) {
          await verify();
          const result: unknown = await original.apply(target, args);
          // The page's `load` event comes before the answer of the step that waited for it.
          await new Promise((resolve) => setImmediate(resolve));
          await verify();
          return result;
        },
      });
    }
  }
}
