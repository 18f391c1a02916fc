/**
 * What each plan includes (issue 14), in Chromium at 375 and 1280 px, axe after every load: the
 * demo's second site (Fromagerie du Marché) is on Essentiel, so its about, services and products
 * pages answer the not-found page and are offered nowhere; its owner's editors show the plan card
 * and the sidebar marks them; an admin follows the card to the Sites screen and switches it to
 * Pro, and the pages appear.
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { sites } from "~/db/schema";
import { SECOND_SITE_DOMAIN, SECOND_SITE_NAME } from "~/features/demo/demo-content";
import { expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

const GATED_PAGES = [
  ["/merchant/about", "Qui sommes-nous"],
  ["/merchant/services", "Nos prestations"],
  ["/merchant/products", "Produits"],
] as const;

/** On a phone, the sidebar is a drawer: open it first. */
async function sidebar(page: Page, phone: boolean) {
  if (!phone) return page.getByRole("complementary", { name: "Menu du back-office" });
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu du back-office" });
  await drawer.waitFor();
  return drawer;
}

/** The merchant pages the header and the footer link to. */
async function navHrefs(page: Page): Promise<string[]> {
  return page
    .locator("header a, footer a")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname).filter((p) => p.startsWith("/merchant/")));
}

describe("an Essentiel site", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`has neither about, services nor products until an admin moves it to Pro (${label})`, async ({ open, login, selectSite, server, db }) => {
      const [second] = await db.select().from(sites).where(eq(sites.name, SECOND_SITE_NAME));
      // The other width's story may have moved it to Pro: back to the demo's plan.
      await db.update(sites).set({ plan: "essentiel" }).where(eq(sites.id, second.id));
      const publicUrl = (pathname: string) => `http://${SECOND_SITE_DOMAIN}:${server.port}${pathname}`;

      // A visitor: the three pages are not found, and offered nowhere.
      const visitor = await open(viewport);
      for (const [path] of GATED_PAGES) {
        const answer = await visitor.goto(publicUrl(path));
        expect(answer?.status(), path).toBe(404);
        await visitor.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
      }
      await visitor.goto(publicUrl("/"));
      await visitor.getByRole("heading", { level: 1, name: "Fromagerie du Marché" }).waitFor();
      expect(await navHrefs(visitor)).toEqual(expect.arrayContaining(["/merchant/contact"]));
      for (const [path] of GATED_PAGES) expect(await navHrefs(visitor), path).not.toContain(path);
      expect(await visitor.getByRole("heading", { name: "Nos produits phares" }).count()).toBe(0);
      await screenshot(visitor, `plans-essentiel-home-${label}`);

      // Its owner: each editor is the plan card, the sidebar marks the three entries.
      const owner = await login("owner2", viewport);
      for (const [path, title] of [
        ["/admin/pages/about", "Page À propos"],
        ["/admin/pages/services", "Page Services"],
        ["/admin/products", "Produits"],
      ] as const) {
        await owner.goto(`${server.baseUrl}${path}`);
        await owner.getByRole("heading", { level: 1, name: title }).waitFor();
        const card = owner.getByRole("region", { name: "Disponible avec la formule Pro" });
        await card.waitFor();
        expect(await card.textContent()).toContain("59\u00a0€ HT par mois");
        // Issue 24: she changes it herself (tests/e2e/plan-change.test.ts); the Sites screen is the admins'.
        expect(await card.getByRole("link", { name: "Passer à la formule Pro" }).getAttribute("href")).toBe(
          `/admin/abonnement?formule=pro&retour=${encodeURIComponent(path)}`,
        );
        expect(await card.getByRole("link", { name: "Changer la formule dans Sites" }).count()).toBe(0);
        // Nothing of the editor is there.
        expect(await owner.getByRole("button", { name: /Ajouter|Enregistrer/ }).count(), path).toBe(0);
      }
      await screenshot(owner, `plans-card-owner-${label}`);
      const side = await sidebar(owner, label === "phone");
      for (const entry of ["À propos", "Services", "Produits"]) {
        const link = side.getByRole("link", { name: `${entry} (formule Pro)`, exact: true });
        expect(await link.count(), entry).toBe(1);
        expect(await link.locator("[data-plan-badge]").innerText()).toBe("Pro");
      }
      expect(await side.getByRole("link", { name: "Événements", exact: true }).count()).toBe(1);
      await screenshot(owner, `plans-sidebar-owner-${label}`);

      // An admin on that site: the card leads to the Sites screen, where the plan changes.
      const admin = await login("admin", viewport);
      await selectSite(admin, second.id);
      await admin.goto(`${server.baseUrl}/admin/products`);
      const card = admin.getByRole("region", { name: "Disponible avec la formule Pro" });
      await card.waitFor();
      await screenshot(admin, `plans-card-admin-${label}`);
      await card.getByRole("link", { name: "Changer la formule dans Sites" }).click();
      await admin.waitForURL("**/admin/sites");
      const row = admin
        .getByRole("main")
        .locator(label === "phone" ? "li" : "tr")
        .filter({ hasText: SECOND_SITE_NAME });
      await row.waitFor();
      const rowText = await row.innerText();
      expect(rowText).toContain("Essentiel");
      expect(rowText).toContain("Publié");
      if (label === "phone") expect(rowText).toMatch(/Créé le \d{1,2}(er)? [a-zéû.]+ \d{4}/);
      const demoRow = admin
        .getByRole("main")
        .locator(label === "phone" ? "li" : "tr")
        .filter({ hasText: "Les Délices de Marie" });
      expect(await demoRow.innerText()).toContain("Expert");
      await screenshot(admin, `plans-sites-${label}`);

      await row.getByRole("button", { name: `Modifier ${SECOND_SITE_NAME}` }).click();
      const dialog = admin.getByRole("dialog", { name: "Modifier le site" });
      await dialog.waitFor();
      expect(await dialog.getByRole("radio", { name: /^Essentiel/ }).isChecked()).toBe(true);
      await dialog.locator("label").filter({ hasText: "59\u00a0€/mois" }).click();
      expect(await dialog.getByRole("radio", { name: /^Pro/ }).isChecked()).toBe(true);
      await screenshot(admin, `plans-sites-dialog-${label}`);
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await expectToast(admin, `Le site "${SECOND_SITE_NAME}" a été modifié avec succès.`);
      await expect.poll(() => row.innerText()).toContain("Pro");
      expect((await db.select({ plan: sites.plan }).from(sites).where(eq(sites.id, second.id)))[0].plan).toBe("pro");

      // The pages appear for visitors, and in the header and the footer.
      for (const [path, heading] of [
        ["/merchant/about", "Fromagerie du Marché"],
        ["/merchant/services", undefined],
        ["/merchant/products", "Nos Produits"],
      ] as const) {
        const answer = await visitor.goto(publicUrl(path));
        expect(answer?.status(), path).toBe(200);
        if (heading) await visitor.getByRole("heading", { level: 1, name: heading }).waitFor();
        for (const [gated] of GATED_PAGES) expect(await navHrefs(visitor), `${path} → ${gated}`).toContain(gated);
      }
      await visitor.goto(publicUrl("/"));
      await visitor.getByRole("heading", { name: "Nos produits phares" }).waitFor();
      await screenshot(visitor, `plans-pro-home-${label}`);

      // And the owner gets the editors back.
      await owner.goto(`${server.baseUrl}/admin/products`);
      await owner.getByRole("button", { name: "Nouveau produit" }).first().waitFor();
      expect(await owner.getByRole("region", { name: "Disponible avec la formule Pro" }).count()).toBe(0);
    });
  }
});
