import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { and, eq } from "drizzle-orm";
import { openingHours } from "~/db/schema";
import { DESKTOP, expectAccessible, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * The back-office kit's form comforts (issue 13), as the demo owner at 375 and 1280 px, bug 4:
 * unsaved changes are never dropped without a question ('Quitter sans enregistrer ?'), on a menu
 * entry, on Escape in a product dialog, on closing the tab.
 */

/**
 * The back-office kit's form comforts (issue 13), as the demo owner at 375 and 1280 px:
 * - bug 4: unsaved changes are never dropped without a question ('Quitter sans enregistrer ?'),
 *   on a menu entry, on Escape in a product dialog, on closing the tab;
 * - bug 6: a form's new answer replaces its previous toast;
 * - Ctrl/Cmd+S saves the form in view, page or dialog;
 * - the save bar stays at the bottom of a phone's screen and says 'Modifications non enregistrées'.
 */
const LEAVE_TITLE = "Quitter sans enregistrer\u00a0?";

const PENDING = "Modifications non enregistrées";

/** The confirmation 'Quitter sans enregistrer ?'. */
const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: LEAVE_TITLE });

/** A menu entry of the back-office, from the sidebar (desktop) or the drawer (phone). */
async function clickMenuEntry(page: Page, name: string, phone: boolean): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Navigation du back-office" });
  // The drawer stays open after 'Rester': the link is still there.
  if (phone && !(await nav.isVisible())) await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await nav.getByRole("link", { name, exact: true }).click();
}

/** The visible part of the page, for a human to look at (a full-page shot would not show what sticks). */
const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

const tuesday = (page: Page) => page.getByLabel("Mardi\u00a0: ouverture matin");

describe("unsaved changes (bug 4)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`hours typed, then another menu entry: 'Rester' keeps them, 'Quitter' leaves (${label})`, async ({ login, baseUrl }) => {
      const page = await login("owner", viewport, { at: "/admin/pages/hours" });
      await tuesday(page).fill("07:45");

      await clickMenuEntry(page, "Paramètres du site", label === "phone");
      await leaveDialog(page).waitFor();
      await expectAccessible(page, `leave dialog (${label})`);
      await viewportShot(page, `comforts-leave-dialog-${label}`);
      await leaveDialog(page).getByRole("button", { name: "Rester" }).click();
      await leaveDialog(page).waitFor({ state: "hidden" });
      expect(page.url()).toBe(`${baseUrl}/admin/pages/hours`);
      expect(await tuesday(page).inputValue()).toBe("07:45");

      await clickMenuEntry(page, "Paramètres du site", label === "phone");
      await leaveDialog(page).getByRole("button", { name: "Quitter" }).click();
      await page.waitForURL("**/admin/settings");
      await page.getByRole("heading", { name: "Paramètres du site", level: 1 }).waitFor();
    });
  }

  test("a saved form leaves without a question; a clean one too", async ({ login, baseUrl, db, demoSite }) => {
    const page = await login("owner", DESKTOP, { at: "/admin/pages/hours" });
    // Untouched: nothing to lose.
    await clickMenuEntry(page, "Apparence", false);
    await page.waitForURL("**/admin/appearance");
    await page.goto(`${baseUrl}/admin/pages/hours`);
    await tuesday(page).fill("08:15");
    await page.getByRole("button", { name: "Enregistrer les horaires" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Horaires sauvegardés avec succès" }).waitFor();
    await page.getByText(PENDING).waitFor({ state: "hidden" });
    const [row] = await db
      .select()
      .from(openingHours)
      .where(and(eq(openingHours.siteId, demoSite.id), eq(openingHours.dayOfWeek, 2)));
    expect(row.morningOpen).toBe("08:15");
    await clickMenuEntry(page, "Apparence", false);
    await page.waitForURL("**/admin/appearance");
    expect(await leaveDialog(page).count()).toBe(0);
  });

  test("closing the tab with unsaved changes gets the browser's question", async ({ login }) => {
    const page = await login("owner", DESKTOP, { at: "/admin/settings" });
    // A click first: the browser asks only on a page the person has interacted with.
    await page.getByLabel("Téléphone 2").click();
    await page.getByLabel("Téléphone 2").fill("06 11 22 33 44");
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
  });

  for (const [label, viewport] of VIEWPORTS) {
    test(`a product dialog with typed text: Escape asks, 'Rester' keeps the text (${label})`, async ({ login }) => {
      const page = await login("owner", viewport, { at: "/admin/products" });
      await page.getByRole("button", { name: "Nouveau produit" }).click();
      const dialog = page.getByRole("dialog", { name: "Nouveau produit" });
      // Nothing typed yet: Escape closes at once.
      await dialog.getByLabel("Nom du produit").waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await leaveDialog(page).count()).toBe(0);

      await page.getByRole("button", { name: "Nouveau produit" }).click();
      await dialog.getByLabel("Nom du produit").fill("Tarte aux mirabelles");
      await dialog.getByLabel("Description", { exact: true }).fill("Mirabelles de Lorraine");
      await page.keyboard.press("Escape");
      await leaveDialog(page).waitFor();
      await expectAccessible(page, `leave product dialog (${label})`);
      await viewportShot(page, `comforts-leave-product-${label}`);
      await leaveDialog(page).getByRole("button", { name: "Rester" }).click();
      await leaveDialog(page).waitFor({ state: "hidden" });
      expect(await dialog.getByLabel("Nom du produit").inputValue()).toBe("Tarte aux mirabelles");
      expect(await dialog.getByLabel("Description", { exact: true }).inputValue()).toBe("Mirabelles de Lorraine");

      // A click outside asks too; 'Quitter' closes and drops the draft.
      await page.mouse.click(5, 5);
      await leaveDialog(page).getByRole("button", { name: "Quitter" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "Nouveau produit" }).click();
      expect(await dialog.getByLabel("Nom du produit").inputValue()).toBe("");
    });
  }
});
