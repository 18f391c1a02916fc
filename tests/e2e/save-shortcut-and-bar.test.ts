import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { and, eq } from "drizzle-orm";
import { products, sites } from "~/db/schema";
import { DESKTOP, expectAccessible, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * The back-office kit's form comforts (issue 13), as the demo owner at 375 and 1280 px:
 * - Ctrl/Cmd+S saves the form in view, page or dialog;
 * - the save bar stays at the bottom of a phone's screen and says 'Modifications non enregistrées'.
 */

const PENDING = "Modifications non enregistrées";

/** The visible part of the page, for a human to look at (a full-page shot would not show what sticks). */
const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

const tuesday = (page: Page) => page.getByLabel("Mardi\u00a0: ouverture matin");

describe("Ctrl/Cmd+S and the save bar", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`Control+S saves the settings page, then a product dialog (${label})`, async ({ login, baseUrl, db, demoSite }) => {
      const page = await login("owner", viewport, { at: "/admin/settings" });
      const phone = `01 45 67 89 ${label === "phone" ? "10" : "20"}`;
      await page.getByLabel("Téléphone 3").fill(phone);
      await page.getByText(PENDING).waitFor();
      await page.keyboard.press("Control+s");
      await page.locator("[data-sonner-toast]").filter({ hasText: "Paramètres sauvegardés" }).waitFor();
      await page.getByText(PENDING).waitFor({ state: "hidden" });
      const [settings] = await db.select().from(sites).where(eq(sites.id, demoSite.id));
      expect(settings.merchantPhone3).toBe(phone);

      await page.goto(`${baseUrl}/admin/products`);
      await page.getByRole("button", { name: "Nouveau produit" }).click();
      const dialog = page.getByRole("dialog", { name: "Nouveau produit" });
      const name = `Brioche Ctrl+S ${label}`;
      await dialog.getByLabel("Nom du produit").fill(name);
      const variant = dialog.getByRole("group", { name: "Déclinaison 1" });
      await variant.getByLabel("Nom", { exact: true }).fill("La pièce");
      await variant.getByLabel("Prix (€)").fill("6");
      await page.keyboard.press("Control+s");
      await dialog.waitFor({ state: "hidden" });
      await page.locator("[data-sonner-toast]").filter({ hasText: "Produit sauvegardé avec succès" }).waitFor();
      expect(
        await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.siteId, demoSite.id), eq(products.name, name))),
      ).toHaveLength(1);
    });
  }

  test("at 375 px the hours' save button stays on screen, at 1280 px it follows the form", async ({ login, baseUrl }) => {
    const page = await login("owner", PHONE, { at: "/admin/pages/hours" });
    const save = page.getByRole("button", { name: "Enregistrer les horaires" });
    await save.waitFor();
    const inView = async () => {
      const box = await save.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
    };
    // The week is far longer than a phone's screen, yet the button is at hand from the top.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(PHONE.height + 400);
    expect(await inView()).toBe(true);
    await tuesday(page).fill("06:30");
    await page.getByText(PENDING).waitFor();
    await expectAccessible(page, "hours with unsaved changes (phone)");
    await viewportShot(page, "comforts-save-bar-hours-phone");
    await page.locator("fieldset").last().scrollIntoViewIfNeeded();
    expect(await inView()).toBe(true);
    await viewportShot(page, "comforts-save-bar-hours-phone-scrolled");

    await page.goto(`${baseUrl}/admin/settings`);
    await page.getByRole("button", { name: "Sauvegarder" }).waitFor();
    const settingsSave = await page.getByRole("button", { name: "Sauvegarder" }).boundingBox();
    expect(settingsSave !== null && settingsSave.y + settingsSave.height <= PHONE.height).toBe(true);
    await viewportShot(page, "comforts-save-bar-settings-phone");

    const desktop = await login("owner", DESKTOP, { at: "/admin/pages/hours" });
    const button = desktop.getByRole("button", { name: "Enregistrer les horaires" });
    await button.waitFor();
    // Today's layout: after the week's cards, not stuck over them.
    const last = await desktop.locator("fieldset").last().boundingBox();
    const box = await button.boundingBox();
    expect(last !== null && box !== null && box.y > last.y + last.height).toBe(true);
    await desktop.getByLabel("Mardi\u00a0: ouverture matin").fill("06:45");
    await desktop.getByText(PENDING).waitFor();
    await viewportShot(desktop, "comforts-save-bar-hours-desktop");
  });
});
