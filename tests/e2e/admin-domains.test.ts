/**
 * The admins' domain mappings: a domain mapped to the demo site serves it at once, stops when
 * inactive, and goes after confirmation; long domain names shown in full on a phone, without
 * horizontal scrolling (issue 13). Axe after every load.
 */
import { describe, expect } from "vitest";
import { like } from "drizzle-orm";
import { domainMappings } from "~/db/schema";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createDomain } from "../support/factories";

describe("Domains", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`maps a domain to the demo site, which serves it at once; inactive, it stops; deleted after confirmation (${label})`, async ({
      open,
      login,
      selectSite,
      baseUrl,
      db,
      demoSite,
      server,
    }) => {
      const host = label === "desktop" ? "essai.localhost" : "essai-mobile.localhost";
      const publicUrl = (pathname: string) => `http://${host}:${server.port}${pathname}`;
      const p = await login("admin", viewport);
      await selectSite(p, demoSite.id);
      await p.goto(`${baseUrl}/admin/domains`);
      const body = await p.locator("main").innerText();
      for (const text of ["Domaines", "Instructions d'hébergement", "PUBLIC_IPV4", "CNAME_TARGET", "Let's Encrypt", "propagation DNS"])
        expect(body).toContain(text);
      await screenshot(p, `bo-domains-${label}`);
      await expectAccessible(p, "domains");

      await p.getByRole("button", { name: "Ajouter un domaine" }).click();
      const dialog = p.getByRole("dialog", { name: "Ajouter un domaine" });
      // The current site is preselected.
      expect(await dialog.getByLabel("Site").locator("option:checked").innerText()).toBe(demoSite.name);
      await dialog.getByLabel("Nom de domaine").fill("pas un domaine");
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expect.poll(() => dialog.getByText("Nom de domaine invalide").isVisible()).toBe(true);
      await dialog.getByLabel("Nom de domaine").fill(`  HTTPS://www.${host.toUpperCase()}/accueil `);
      expect(await dialog.innerText()).toContain(`${host} et www.${host}`);
      await screenshot(p, `bo-domains-dialog-${label}`);
      await expectAccessible(p, "create domain dialog");
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expectToast(p, "Mapping de domaine créé avec succès");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      const rows = await db
        .select()
        .from(domainMappings)
        .where(like(domainMappings.domain, `%${host}`));
      expect(rows.map((r) => r.domain).sort()).toEqual([host, `www.${host}`]);

      // Mapped again: a French message, not a database error.
      await p.getByRole("button", { name: "Ajouter un domaine" }).click();
      await dialog.getByLabel("Nom de domaine").fill(host);
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expect.poll(() => dialog.getByText("Ce domaine est déjà associé à un site.").isVisible()).toBe(true);
      await dialog.getByRole("button", { name: "Annuler" }).click();

      // The public site answers on the new host within seconds.
      const visitor = await open(viewport);
      await expect
        .poll(
          async () => {
            const response = await visitor.goto(publicUrl("/merchant"));
            return response?.status() === 200 && (await visitor.locator("header").innerText()).includes(demoSite.name);
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe(true);

      // Inactive: the host no longer serves the site.
      const toggle = p.getByRole("switch", { name: `Actif\u00a0: ${host}` }).locator("visible=true");
      expect(await toggle.getAttribute("aria-checked")).toBe("true");
      await toggle.click();
      await expectToast(p, "Mapping désactivé avec succès");
      await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
      expect(
        await p
          .getByRole("main")
          .locator(label === "phone" ? "li" : "tr")
          .filter({ hasText: host })
          .first()
          .innerText(),
      ).toContain("Inactif");
      await expect.poll(async () => (await visitor.goto(publicUrl("/merchant")))?.status(), { timeout: 10_000, interval: 500 }).toBe(404);
      expect(await visitor.locator("body").innerText()).toContain("Site non trouvé");
      await screenshot(p, `bo-domains-inactive-${label}`);

      // Edit one mapping: the new name serves the site.
      await p
        .getByRole("button", { name: `Modifier ${host}` })
        .locator("visible=true")
        .click();
      const edit = p.getByRole("dialog", { name: "Modifier le mapping" });
      expect(await edit.getByLabel("Nom de domaine").inputValue()).toBe(host);
      await edit.getByLabel("Nom de domaine").fill(`nouveau-${host}`);
      await edit.getByRole("button", { name: "Enregistrer" }).click();
      await expectToast(p, "Mapping mis à jour avec succès");

      // Delete both, each after confirmation.
      for (const name of [`nouveau-${host}`, `www.${host}`]) {
        await p
          .getByRole("button", { name: `Supprimer ${name}` })
          .locator("visible=true")
          .click();
        const confirm = p.getByRole("alertdialog", { name: "Supprimer ce mapping\u00a0?" });
        expect(await confirm.innerText()).toContain(name);
        await expectAccessible(p, "delete confirmation");
        await confirm.getByRole("button", { name: "Supprimer" }).click();
        await expectToast(p, "Mapping supprimé avec succès");
        await expect.poll(() => confirm.isVisible()).toBe(false);
        await expect.poll(() => p.getByRole("button", { name: `Supprimer ${name}` }).count()).toBe(0);
      }
      expect(
        await db
          .select()
          .from(domainMappings)
          .where(like(domainMappings.domain, `%${host}`)),
      ).toEqual([]);
      await expect.poll(async () => (await visitor.goto(publicUrl("/merchant")))?.status(), { timeout: 10_000, interval: 500 }).toBe(404);
      await visitor.context().close();
    });
  }
});

describe("the domains list on a phone", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows long domain names in full, without horizontal scrolling (${label})`, async ({ login, db, demoSite }) => {
      const long = `la-boulangerie-patisserie-des-quatre-saisons-${label}.example-long.fr`;
      await createDomain(db, demoSite.id, { domain: long });
      try {
        const p = await login("admin", viewport, { at: "/admin/domains" });
        const name = p.getByRole("main").getByText(long, { exact: true }).locator("visible=true");
        await name.first().waitFor();
        const box = await name.first().evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, clipped: el.scrollWidth > el.clientWidth + 1 };
        });
        expect(box.clipped).toBe(false);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(viewport.width);
        expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(p, `comforts-admin-domains-${label}`);
      } finally {
        await db.delete(domainMappings).where(like(domainMappings.domain, `%-${label}.example-long.fr`));
      }
    });
  }
});
