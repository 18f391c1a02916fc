import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import type { Request } from "playwright-core";
import { products } from "~/db/schema";
import { FEATURED_TEXTS, REORDER_FEATURED } from "~/features/products/featured-products";
import { DESKTOP, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";
import { createProduct } from "../support/factories";

/**
 * Issue 13, bug 2: the order of the featured products on the home, and which of them it shows. The
 * story makes its own products, named with a tag of this run.
 */

/**
 * Issue 13, the products screen's comforts and bugs: prices typed the French way, the order of the
 * featured products on the home, a focal point per image, and the screen on a phone. Each story
 * makes its own products, named with a tag of this run.
 */
const TAG = `E2E13-${Date.now().toString(36)}`;

describe("bug 2: the featured products the home shows", () => {
  for (const [viewport, label] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    test(`a fifth featured product is said not to show, and shows once moved up (${label})`, async ({ login, demoHostUrl, db, demoSite }) => {
      const name = `Mille-feuille ${TAG} ${label}`;
      await createProduct(db, demoSite.id, { name, price: 4.2 });
      const page = await login("owner", viewport, { at: "/admin/products" });
      await page.getByRole("button", { name: `Mettre en avant\u00a0: ${name}` }).click();
      // The demo already features four or more: the new one goes last, and the toast says the home does not show it.
      await page.getByText(FEATURED_TEXTS.featuredNotShown).first().waitFor();
      await page.getByText(FEATURED_TEXTS.onlyFirstFour, { exact: true }).waitFor();
      // Folded on a phone (the first screen shows products), open on a desktop.
      const fold = page.getByRole("button", { name: FEATURED_TEXTS.title });
      await expect.poll(() => fold.getAttribute("aria-expanded")).toBe(String(label === "desktop"));
      if (label === "phone") await fold.click();
      const list = page.getByRole("list", { name: FEATURED_TEXTS.listLabel });
      const row = list.getByRole("listitem").filter({ hasText: name });
      await row.getByText(FEATURED_TEXTS.notOnHome).waitFor();
      expect(await list.getByText(FEATURED_TEXTS.onHome, { exact: true }).count()).toBe(4);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `comforts-featured-order-${label}`);

      const featuredOnHome = async () => {
        const home = await page.context().newPage();
        await home.goto(demoHostUrl("/"));
        const section = home.locator("section").filter({ has: home.getByRole("heading", { name: "Nos produits phares" }) });
        await section.getByRole("heading", { level: 3 }).first().waitFor();
        const names = await section.getByRole("heading", { level: 3 }).allTextContents();
        await home.close();
        return names;
      };
      expect(await featuredOnHome()).not.toContain(name);

      const stored = async () => (await db.select({ featuredOrder: products.featuredOrder }).from(products).where(eq(products.name, name)))[0]?.featuredOrder;
      if (label === "desktop") {
        // Dragged by its grip above the first row.
        const grip = row.getByRole("button", { name: /^Déplacer/ });
        const from = await grip.boundingBox();
        const to = await list.getByRole("listitem").first().boundingBox();
        if (!from || !to) throw new Error("no boxes");
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
        await page.mouse.up();
      } else {
        // On a phone, with 'Monter', up to the first place, tapped quickly: the first save is held
        // on its way until the last tap. The saves go one at a time, in the order they were made
        // (issue 22): none is cut off by the next (the server may already be storing it, and
        // could store it after the next), and the taps made meanwhile go as one, after it.
        const reorders: string[] = [];
        const aborted: string[] = [];
        const isReorder = (request: Request) => request.method() === "POST" && (request.postData() ?? "").includes(`intent=${REORDER_FEATURED}`);
        page.on("request", (request) => void (isReorder(request) && reorders.push(request.postData() ?? "")));
        page.on("requestfailed", (request) => void (isReorder(request) && aborted.push(request.failure()?.errorText ?? "")));
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        let held = false;
        await page.route(
          (url) => url.pathname.startsWith("/admin/"),
          async (route, request) => {
            if (!isReorder(request) || held) return route.fallback();
            held = true;
            await released;
            // Cut off meanwhile by the page (before this fix), it is gone: nothing to let through.
            await route.fallback().catch(() => {});
          },
        );
        const count = await list.getByRole("listitem").count();
        for (let i = 1; i < count; i++) await row.getByRole("button", { name: `Monter «\u00a0${name}\u00a0»` }).click();
        // Shown first at once, before any answer.
        await list.getByRole("listitem").first().getByText(name).waitFor();
        release();
        await expect.poll(() => reorders.length).toBe(2);
        expect(aborted).toEqual([]);
      }
      await expect.poll(stored).toBe(0);
      await list.getByRole("listitem").first().getByText(name).waitFor();
      await row.getByText(FEATURED_TEXTS.onHome, { exact: true }).waitFor();
      expect((await featuredOnHome())[0]).toBe(name);
    });
  }
});
