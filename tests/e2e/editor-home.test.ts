import { describe, expect } from "vitest";

import { asc, eq } from "drizzle-orm";
import { homeReassuranceItems } from "~/db/schema";
import type { Database } from "~/db/connect.server";
import { expectAccessible, expectToast, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

async function reassuranceTitles(db: Database, siteId: string): Promise<string[]> {
  const rows = await db
    .select({ title: homeReassuranceItems.title })
    .from(homeReassuranceItems)
    .where(eq(homeReassuranceItems.siteId, siteId))
    .orderBy(asc(homeReassuranceItems.orderIndex), asc(homeReassuranceItems.id));
  return rows.map((r) => r.title);
}

describe("Home editor", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`changes the hero title, shown on the public home (${label})`, async ({ login, demoHostUrl }) => {
      const p = await login("owner", viewport, { at: "/admin/pages/home" });
      await p.getByRole("heading", { level: 1, name: "Page d'accueil" }).waitFor();
      // The sidebar lists the page now ('Accueil'); on phones it is folded away.
      if (label === "desktop") expect(await p.getByRole("link", { name: "Accueil", exact: true }).count()).toBeGreaterThan(0);
      await expectAccessible(p, "home editor, hero");
      await screenshot(p, `editor-home-hero-${label}`);

      const title = `E2E Bienvenue ${label} ${Date.now().toString(36)}`;
      await p.getByLabel("Titre").first().fill(title);
      await p.getByRole("button", { name: "Sauvegarder" }).first().click();
      await expectToast(p, "Contenu sauvegardé avec succès");
      await expectToast(p, "Succès");

      const site = await p.context().newPage();
      await site.goto(demoHostUrl("/"));
      await expect.poll(() => site.getByRole("heading", { level: 1, name: title }).isVisible()).toBe(true);

      await p.getByRole("tab", { name: "En ce moment" }).click();
      await p.getByLabel("Description").first().waitFor();
      await expectAccessible(p, "home editor, highlight");
      await screenshot(p, `editor-home-highlight-${label}`);
    });

    test(`creates, edits, reorders and deletes a reassurance item (${label})`, async ({ login, demoHostUrl, db, demoSite }) => {
      const p = await login("owner", viewport, { at: "/admin/pages/home?tab=reassurance" });
      await p.getByRole("heading", { level: 1, name: "Page d'accueil" }).waitFor();
      const suffix = `${label} ${Date.now().toString(36)}`;
      const title = `E2E Livraison ${suffix}`;

      await p.getByRole("button", { name: "Ajouter un élément" }).click();
      const dialog = p.getByRole("dialog", { name: "Nouvel élément de réassurance" });
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expect.poll(() => dialog.getByText("Veuillez remplir tous les champs obligatoires").count()).toBe(2);
      await expectAccessible(p, "reassurance dialog");
      await screenshot(p, `editor-home-reassurance-dialog-${label}`);
      await dialog.getByLabel("Titre").fill(title);
      await dialog.getByLabel("Description").fill("Livrée chez vous le jour même.");
      await dialog.getByText("Livraison", { exact: true }).click();
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expectToast(p, "Élément de réassurance sauvegardé avec succès");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(async () => (await reassuranceTitles(db, demoSite.id)).at(-1)).toBe(title);
      const [created] = await db.select().from(homeReassuranceItems).where(eq(homeReassuranceItems.title, title));
      expect(created.iconName).toBe("truck");
      await expectAccessible(p, "home editor, reassurance");
      await screenshot(p, `editor-home-reassurance-${label}`);

      const site = await p.context().newPage();
      await site.goto(demoHostUrl("/"));
      await expect.poll(() => site.getByRole("heading", { name: title }).isVisible()).toBe(true);

      // Edit.
      const edited = `E2E Livraison offerte ${suffix}`;
      await p.getByRole("button", { name: `Modifier «\u00a0${title}\u00a0»` }).click();
      const editDialog = p.getByRole("dialog", { name: "Modifier l'élément" });
      await editDialog.getByLabel("Titre").fill(edited);
      await editDialog.getByRole("button", { name: "Enregistrer" }).click();
      await expectToast(p, "Élément de réassurance sauvegardé avec succès");
      await expect.poll(async () => (await reassuranceTitles(db, demoSite.id)).at(-1)).toBe(edited);
      await site.reload();
      await expect.poll(() => site.getByRole("heading", { name: edited }).isVisible()).toBe(true);

      // Reorder: one place up, saved at once.
      const before = await reassuranceTitles(db, demoSite.id);
      if (before.length > 1) {
        await p.getByRole("button", { name: `Monter «\u00a0${edited}\u00a0»` }).click();
        await expect.poll(async () => (await reassuranceTitles(db, demoSite.id)).indexOf(edited)).toBe(before.length - 2);
      }

      // Delete, after the confirmation.
      await p.getByRole("button", { name: `Supprimer «\u00a0${edited}\u00a0»` }).click();
      const confirm = p.getByRole("alertdialog", { name: "Supprimer cet élément\u00a0?" });
      await expectAccessible(p, "delete confirmation");
      await confirm.getByRole("button", { name: "Supprimer" }).click();
      await expectToast(p, "Élément de réassurance supprimé avec succès");
      await expect.poll(async () => (await reassuranceTitles(db, demoSite.id)).includes(edited)).toBe(false);
      await site.reload();
      expect(await site.getByRole("heading", { name: edited }).count()).toBe(0);
    });
  }

  test("while the reassurance tab's code is on its way (a slow phone), a named status stands in for it", async ({ login, baseUrl }) => {
    const p = await login("owner", PHONE);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route("**/assets/reassurance-tab-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await p.goto(`${baseUrl}/admin/pages/home?tab=reassurance`);
    await p.getByRole("status", { name: "Chargement des éléments de réassurance" }).waitFor();
    await expectAccessible(p, "home editor, reassurance tab loading");
    release();
    await p.getByRole("button", { name: "Ajouter un élément" }).waitFor();
    expect(await p.getByRole("status", { name: "Chargement des éléments de réassurance" }).count()).toBe(0);
  });
});
