import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * The back-office kit's form comforts (issue 13), bug 6: a form's new answer replaces its previous
 * toast.
 */

/** The toasts on screen, leaving ones aside, as their texts. */
const toastTexts = (page: Page) => page.locator("[data-sonner-toast]:not([data-removed='true'])").allInnerTexts();

/** Sonner's timers stop while the pointer is on its list: told so as React hears it (as support/browser.ts's axe check does). */
async function holdToasts(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelector("[data-sonner-toaster]")?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true })));
}

describe("one toast per form (bug 6)", () => {
  test("an error then a success on the same form: only the success is on screen", async ({ login }) => {
    const page = await login("owner", DESKTOP, { at: "/admin/pages/hours" });
    await page.getByLabel("Mardi\u00a0: fermeture matin").fill("06:00");
    await page.getByRole("button", { name: "Enregistrer les horaires" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Certains horaires sont invalides" }).waitFor();
    // Held on screen: were it not replaced, the error would still show next to the success.
    await holdToasts(page);
    await page.getByLabel("Mardi\u00a0: fermeture matin").fill("12:00");
    await page.getByRole("button", { name: "Enregistrer les horaires" }).click();
    await expect.poll(() => toastTexts(page)).toEqual([expect.stringContaining("Horaires sauvegardés avec succès")]);
  });
});
