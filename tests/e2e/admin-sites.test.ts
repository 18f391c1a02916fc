/**
 * The admins' Sites screen: a site created, then selected with 'Accéder'; an owner sent to the
 * dashboard from it; a site renamed, given an owner then none, and deleted once its name is typed
 * (issue 13). At 375 and 1280 px, axe after every load.
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { domainMappings, sites, user as users } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { DESKTOP, expectAccessible, expectToast, screenshot, signIn, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createDomain, createSite } from "../support/factories";

const admin = DEMO_ACCOUNTS.find((a) => a.key === "admin")!;

const owner = DEMO_ACCOUNTS.find((a) => a.key === "owner")!;

describe("Sites", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`creates a site, then 'Accéder' selects it (${label})`, async ({ open, baseUrl, db }) => {
      const p = await open(viewport);
      await signIn(p, baseUrl, admin.email, admin.password);
      await p.waitForURL("**/admin/sites");
      await expectAccessible(p, "sites");

      await p.getByRole("button", { name: "Créer un site" }).click();
      const dialog = p.getByRole("dialog", { name: "Créer un site" });
      await dialog.getByLabel("Nom du site").fill("ab");
      await dialog.getByRole("button", { name: "Créer le site" }).click();
      await expect.poll(() => dialog.getByText("Le nom du site doit contenir au moins 3 caractères").isVisible()).toBe(true);
      expect(await dialog.getByLabel("Propriétaire (optionnel)").inputValue()).toBe("no-owner");
      expect(await dialog.getByRole("option", { name: "Aucun propriétaire" }).count()).toBe(1);
      await screenshot(p, `bo-sites-dialog-${label}`);
      await expectAccessible(p, "create site dialog");

      const name = `Essai ${label} ${Date.now().toString(36)}`;
      await dialog.getByLabel("Nom du site").fill(name);
      await dialog.getByRole("button", { name: "Créer le site" }).click();
      await expectToast(p, `Le site "${name}" a été créé avec succès.`);
      await expectToast(p, "Succès");
      await expect.poll(() => dialog.isVisible()).toBe(false);

      // The new site shows at once, without owner, and the selection is unchanged (still none).
      const row = p
        .getByRole("main")
        .locator(label === "phone" ? "li" : "tr")
        .filter({ hasText: name });
      await expect.poll(() => row.isVisible()).toBe(true);
      expect(await row.innerText()).toContain("Non attribué");
      expect(await row.innerText()).toContain("Nouveau");
      expect(await p.getByText("Sélectionnez un site pour commencer.").isVisible()).toBe(true);
      const [stored] = await db.select().from(sites).where(eq(sites.name, name));
      expect(stored?.ownerId).toBeNull();
      await screenshot(p, `bo-sites-created-${label}`);
      await expectAccessible(p, "sites after create");

      await row.getByRole("button", { name: `Accéder à ${name}` }).click();
      await p.waitForURL("**/admin/dashboard");
      await expect.poll(() => p.locator("main").innerText()).toContain(name);
    });
  }

  // Issue 15: owners have 'Domaines' for their own site (tests/e2e/domains-owner.test.ts); Sites stays the admins'.
  test("sends an owner to the dashboard from Sites, and shows them Domaines but not Sites", async ({ open, baseUrl }) => {
    const p = await open(DESKTOP);
    await signIn(p, baseUrl, owner.email, owner.password);
    await p.waitForURL("**/admin/dashboard");
    await p.goto(`${baseUrl}/admin/sites`);
    expect(new URL(p.url()).pathname).toBe("/admin/dashboard");
    const nav = await p.getByRole("navigation").first().innerText();
    expect(nav).toContain("Domaines");
    expect(nav).not.toMatch(/^Sites$/m);
    expect(nav).toContain("Mon compte");
  });
});

describe("the Sites screen (admin)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`renames a site, gives it an owner then none, and deletes it once its name is typed (${label})`, async ({ login, db }) => {
      const name = `Épicerie ${label} ${Date.now().toString(36)}`;
      const created = await createSite(db, { name });
      await createDomain(db, created.id, { domain: `epicerie-${label}-${created.id.slice(0, 8)}.fr` });
      const p = await login("admin", viewport);
      const row = () =>
        p
          .getByRole("main")
          .locator(label === "phone" ? "li" : "tr")
          .filter({ hasText: name });

      await row()
        .getByRole("button", { name: `Modifier ${name}` })
        .click();
      let dialog = p.getByRole("dialog", { name: "Modifier le site" });
      await dialog.getByLabel("Nom du site").fill("ab");
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await dialog.getByText("Le nom du site doit contenir au moins 3 caractères").waitFor();
      await screenshot(p, `comforts-admin-site-edit-${label}`);
      await expectAccessible(p, "edit site dialog");
      const renamed = `${name} bis`;
      await dialog.getByLabel("Nom du site").fill(renamed);
      await dialog.getByLabel("Propriétaire (optionnel)").selectOption({ label: `${owner.email} — Utilisateur` });
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await expectToast(p, `Le site "${renamed}" a été modifié avec succès.`);
      await dialog.waitFor({ state: "hidden" });
      const [marie] = await db.select().from(users).where(eq(users.email, owner.email));
      await expect.poll(async () => (await db.select().from(sites).where(eq(sites.id, created.id)))[0]).toMatchObject({ name: renamed, ownerId: marie.id });
      await expect.poll(() => row().innerText()).toContain(owner.email);

      await row()
        .getByRole("button", { name: `Modifier ${renamed}` })
        .click();
      dialog = p.getByRole("dialog", { name: "Modifier le site" });
      await dialog.getByLabel("Propriétaire (optionnel)").selectOption("no-owner");
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(async () => (await db.select().from(sites).where(eq(sites.id, created.id)))[0]?.ownerId).toBeNull();

      await row()
        .getByRole("button", { name: `Supprimer ${renamed}` })
        .click();
      const confirm = p.getByRole("alertdialog");
      await confirm.getByText(`Supprimer le site «\u00a0${renamed}\u00a0»\u00a0?`).waitFor();
      const remove = confirm.getByRole("button", { name: "Supprimer" });
      expect(await remove.isDisabled()).toBe(true);
      await confirm.getByLabel(/saisissez le nom du site/).fill(renamed.toUpperCase());
      expect(await remove.isDisabled()).toBe(true);
      await screenshot(p, `comforts-admin-site-delete-${label}`);
      await expectAccessible(p, "delete site dialog");
      await confirm.getByLabel(/saisissez le nom du site/).fill(renamed);
      await remove.click();
      await expectToast(p, `Le site "${renamed}" a été supprimé, avec tout son contenu.`);
      await expect.poll(() => row().count()).toBe(0);
      expect(await db.select().from(sites).where(eq(sites.id, created.id))).toEqual([]);
      expect(await db.select().from(domainMappings).where(eq(domainMappings.siteId, created.id))).toEqual([]);
    });
  }
});
