import { describe, expect } from "vitest";
import { DESKTOP, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * Issue 13, the products screen on a phone: its stats and filters fold behind one button.
 */

describe("the products screen on a phone", () => {
  for (const [viewport, label, startsOpen] of [
    [PHONE, "phone", false],
    [DESKTOP, "desktop", true],
  ] as const) {
    test(`its stats and filters fold behind one button, ${startsOpen ? "open" : "closed"} at first (${label})`, async ({ login }) => {
      const page = await login("owner", viewport, { at: "/admin/products" });
      const toggle = page.getByRole("button", { name: "Statistiques et filtres" });
      const search = page.getByLabel("Rechercher");
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe(String(startsOpen));
      expect(await search.isVisible()).toBe(startsOpen);
      await screenshot(page, `comforts-products-screen-${label}`);
      if (!startsOpen) {
        // Closed, the first screen already shows products.
        const first = page.getByRole("list", { name: "Produits" }).getByRole("listitem").first();
        expect(((await first.boundingBox())?.y ?? Infinity) < viewport.height).toBe(true);
      }

      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe(String(!startsOpen));
      await search.waitFor({ state: startsOpen ? "hidden" : "visible" });
      await screenshot(page, `comforts-products-screen-${label}-toggled`);
      if (!startsOpen) {
        await search.fill("tarte");
        await page.getByRole("button", { name: "Filtrer" }).click();
        await page.waitForURL(/search=tarte/);
      }
    });
  }
});
