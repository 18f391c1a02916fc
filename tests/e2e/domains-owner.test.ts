import { describe, expect } from "vitest";
import { inArray } from "drizzle-orm";
import { domainMappings } from "~/db/schema";
import { DESKTOP, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * Issue 15, part B: a shop owner connects their own domain with no admin involved. They add
 * 'boutique-test.fr' on 'Domaines', see the TXT record that proves it is theirs, choose the www.
 * name as 'Adresse principale', and a visitor typing the bare name lands on www. (the browser
 * resolves boutique-test.fr to this machine: --host-resolver-rules in support/fixtures.ts).
 */
const DOMAIN = "boutique-test.fr";
const NAMES = [DOMAIN, `www.${DOMAIN}`];

describe("An owner's own domain", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`adds it, sees the TXT record, picks www. as the main address, and visitors land there (${label})`, async ({ login, open, db, demoSite, server }) => {
      // One database for both widths: each run starts without the domain.
      await db.delete(domainMappings).where(inArray(domainMappings.domain, NAMES));

      const p = await login("owner", viewport, { at: "/admin/domains" });
      await expect.poll(() => p.getByRole("heading", { level: 1, name: "Domaines" }).isVisible()).toBe(true);
      const main = p.getByRole("main");
      expect(await main.innerText()).toContain(demoSite.name);

      await p.getByRole("button", { name: "Ajouter un domaine" }).click();
      const dialog = p.getByRole("dialog", { name: "Ajouter un domaine" });
      // An owner's request is for their own site: no site to choose.
      expect(await dialog.getByLabel("Site").count()).toBe(0);
      await dialog.getByLabel("Nom de domaine").fill(`https://www.${DOMAIN.toUpperCase()}/`);
      expect(await dialog.innerText()).toContain(`${DOMAIN} et www.${DOMAIN}`);
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expectToast(p, "Domaine ajouté\u00a0: créez l'enregistrement TXT indiqué pour prouver qu'il est à vous");
      await expect.poll(() => dialog.isVisible()).toBe(false);

      const rows = await db.select().from(domainMappings).where(inArray(domainMappings.domain, NAMES));
      expect(rows.map((r) => [r.domain, r.siteId, r.isActive, r.verifiedAt]).sort()).toEqual([
        [DOMAIN, demoSite.id, false, null],
        [`www.${DOMAIN}`, demoSite.id, false, null],
      ]);
      const bare = rows.find((r) => r.domain === DOMAIN)!;

      // The TXT record to create, for each name; the switch waits for the proof.
      const records = main.getByRole("list", { name: `Enregistrements DNS à créer pour ${DOMAIN}` }).locator("visible=true").first();
      await expect.poll(() => records.isVisible()).toBe(true);
      const txt = records.getByRole("listitem").filter({ hasText: `_vitrine.${DOMAIN}` });
      expect(await txt.innerText()).toContain(bare.verificationToken);
      const toggle = p.getByRole("switch", { name: `Actif\u00a0: ${DOMAIN}` }).locator("visible=true");
      expect(await toggle.isDisabled()).toBe(true);
      expect(await main.getByText("À vérifier").locator("visible=true").count()).toBeGreaterThan(0);
      await screenshot(p, `domains-owner-pending-${label}`);

      // The proof: part A's checker finds the TXT record and switches the pair on. Here the test
      // writes what it writes (part A's tests go through a real DNS server).
      await db.update(domainMappings).set({ verifiedAt: new Date(), verifiedBy: "txt", isActive: true }).where(inArray(domainMappings.domain, NAMES));
      await p.reload();
      await expect.poll(() => p.getByRole("switch", { name: `Actif\u00a0: ${DOMAIN}` }).locator("visible=true").isDisabled()).toBe(false);

      // 'Adresse principale': the www. name.
      const wwwChoice = p.getByRole("radio", { name: new RegExp(`: www\\.${DOMAIN.replace(".", "\\.")}$`) }).locator("visible=true");
      const bareChoice = p.getByRole("radio", { name: new RegExp(`: ${DOMAIN.replace(".", "\\.")}$`) }).locator("visible=true");
      expect(await bareChoice.isChecked()).toBe(true);
      await wwwChoice.check();
      await expectToast(p, `Adresse principale\u00a0: www.${DOMAIN}`);
      await expect.poll(() => bareChoice.isChecked()).toBe(false);
      await expect.poll(() => wwwChoice.isChecked()).toBe(true);
      const stored = await db.select().from(domainMappings).where(inArray(domainMappings.domain, NAMES));
      expect(stored.map((r) => [r.domain, r.isCanonical]).sort()).toEqual([
        [DOMAIN, false],
        [`www.${DOMAIN}`, true],
      ]);
      await screenshot(p, `domains-owner-${label}`);

      // A visitor types the bare name: a 301 to www., same path and query.
      const visitor = await open(viewport);
      const from = `http://${DOMAIN}:${server.port}/merchant/about?ref=carte`;
      await expect
        .poll(async () => {
          await visitor.goto(from);
          return visitor.url();
        })
        .toBe(`http://www.${DOMAIN}:${server.port}/merchant/about?ref=carte`);
      expect(await visitor.getByRole("banner").innerText()).toContain(demoSite.name);
    });
  }

  test("an admin approves an owner's pending request: both names active at once (desktop)", async ({ login, db, demoSite }) => {
    await db.delete(domainMappings).where(inArray(domainMappings.domain, NAMES));
    const owner = await login("owner", DESKTOP, { at: "/admin/domains" });
    await owner.getByRole("button", { name: "Ajouter un domaine" }).click();
    const dialog = owner.getByRole("dialog", { name: "Ajouter un domaine" });
    await dialog.getByLabel("Nom de domaine").fill(DOMAIN);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(owner, "Domaine ajouté\u00a0: créez l'enregistrement TXT indiqué pour prouver qu'il est à vous");

    const p = await login("admin", DESKTOP, { at: "/admin/domains" });
    const approve = p.getByRole("button", { name: `Approuver ${DOMAIN}`, exact: true });
    const row = p.getByRole("main").locator("tr").filter({ has: approve });
    expect(await row.innerText()).toContain(demoSite.name);
    expect(await row.innerText()).toContain("En attente de preuve");
    expect(await p.getByRole("switch", { name: `Actif\u00a0: ${DOMAIN}` }).locator("visible=true").isDisabled()).toBe(true);
    await screenshot(p, "domains-admin-pending-desktop");
    await approve.click();
    await expectToast(p, "Domaine approuvé et activé");
    await expect.poll(() => p.getByRole("switch", { name: `Actif\u00a0: www.${DOMAIN}` }).locator("visible=true").getAttribute("aria-checked")).toBe("true");
    expect(await p.getByRole("button", { name: /^Approuver/ }).count()).toBe(0);
    const rows = await db.select().from(domainMappings).where(inArray(domainMappings.domain, NAMES));
    expect(rows.map((r) => [r.domain, r.isActive, r.verifiedBy]).sort()).toEqual([
      [DOMAIN, true, "admin"],
      [`www.${DOMAIN}`, true, "admin"],
    ]);
  });
});
