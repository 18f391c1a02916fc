/**
 * Issue 13, bug 3: an owner of two sites switches between them from the sidebar and edits the
 * second. At 375 and 1280 px, axe after every load.
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { homeEvents, sites, user as users } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { SECOND_SITE_NAME } from "~/features/demo/demo-content";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

const owner = DEMO_ACCOUNTS.find((a) => a.key === "owner")!;

/** On a phone, the sidebar is a drawer: open it first. Returns where the site switch is. */
async function sidebar(page: Page, phone: boolean) {
  if (!phone) return page.getByRole("complementary", { name: "Menu du back-office" });
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu du back-office" });
  await drawer.waitFor();
  return drawer;
}

describe("an owner of two sites (bug 3)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`switches to the second site from the sidebar and edits it (${label})`, async ({ login, db, demoSite }) => {
      // Marie (the demo's owner) also gets the second demo site.
      const [marie] = await db.select().from(users).where(eq(users.email, owner.email));
      const [second] = await db.select().from(sites).where(eq(sites.name, SECOND_SITE_NAME));
      await db.update(sites).set({ ownerId: marie.id }).where(eq(sites.id, second.id));
      try {
        const p = await login("owner", viewport, { at: "/admin/content/events" });
        await p.getByRole("heading", { level: 1, name: "Événements" }).waitFor();
        const side = await sidebar(p, label === "phone");
        await side.getByRole("button", { name: /changer de site/ }).click();
        const menu = p.getByRole("menu");
        await menu.waitFor();
        expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual(expect.arrayContaining([demoSite.name, SECOND_SITE_NAME]));
        expect(await menu.getByText("Tous les sites").count()).toBe(0);
        await screenshot(p, `comforts-admin-owner-switch-${label}`);
        await expectAccessible(p, "owner's site switch");
        await menu.getByRole("menuitem", { name: SECOND_SITE_NAME }).click();
        // Back on the same screen, now for the second site.
        await expect.poll(() => p.locator("header").first().innerText()).toContain("Événements");
        await expect.poll(async () => (await p.evaluate(() => localStorage.getItem("currentSite"))) ?? "").toContain(second.id);
        expect(new URL(p.url()).pathname).toBe("/admin/content/events");

        const title = `Dégustation ${label}`;
        await p.getByRole("button", { name: "Ajouter un événement" }).click();
        const dialog = p.getByRole("dialog");
        await dialog.getByLabel("Titre").fill(title);
        await dialog.getByLabel("Date", { exact: true }).fill("Samedi 19 décembre");
        await dialog.getByLabel("Description").fill("Comté 36 mois et vin jaune.");
        await dialog.getByRole("button", { name: "Créer" }).click();
        await expectToast(p, "Événement ajouté avec succès");
        const rows = await db.select({ siteId: homeEvents.siteId }).from(homeEvents).where(eq(homeEvents.title, title));
        expect(rows).toEqual([{ siteId: second.id }]);
      } finally {
        await db.update(sites).set({ ownerId: second.ownerId }).where(eq(sites.id, second.id));
      }
    });
  }
});
