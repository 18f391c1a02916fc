/**
 * Issue 15, part A: each domain's state on /admin/domains (badge, the records to create with copy
 * buttons, 'Vérifier maintenant') and next to the site's name on the dashboard. At 375 and 1280
 * px, axe after every load. The file's server runs without domain checks (DOMAIN_CHECKS off in
 * every harness): the states are set in its database, as the checker would.
 */
import { describe, expect } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { domainChecks, domainMappings } from "~/db/schema";
import { DEMO_DOMAIN } from "~/features/demo/demo-accounts";
import { expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createDomain } from "../support/factories";

describe("domain states on /admin/domains", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows each state, copies a record's value, checks again on request (${label})`, async ({ login, baseUrl, db, demoSite }) => {
      const pending = `atelier-${label}.fr`;
      const changed = `ancien-${label}.fr`;
      const live = `boutique-${label}.fr`;
      const rows = [
        await createDomain(db, demoSite, { domain: pending, isActive: false }),
        await createDomain(db, demoSite, { domain: changed, verifiedAt: new Date(), verifiedBy: "admin" }),
        await createDomain(db, demoSite, { domain: live, verifiedAt: new Date(), verifiedBy: "admin" }),
      ];
      const [p0, c0, l0] = rows;
      try {
        await db
          .update(domainChecks)
          .set({ state: "dns_changed", stateChangedAt: new Date("2026-03-01T10:00:00Z") })
          .where(eq(domainChecks.mappingId, c0!.id));
        await db.update(domainChecks).set({ state: "certificate_active" }).where(eq(domainChecks.mappingId, l0!.id));

        const p = await login("admin", viewport);
        await p.context().grantPermissions(["clipboard-read", "clipboard-write"]);
        await p.goto(`${baseUrl}/admin/domains`);
        const main = p.getByRole("main");
        await main.getByText("Certificat actif").locator("visible=true").first().waitFor();
        await expect
          .poll(() => main.getByText("DNS modifié — le domaine ne pointe plus vers Vitrine (depuis le 1er mars 2026)").locator("visible=true").count())
          .toBe(1);

        // The pending request: the TXT record that proves ownership, its token copied by a real button.
        const records = main.getByRole("list", { name: `Enregistrements DNS à créer pour ${pending}` }).locator("visible=true");
        await expect.poll(() => records.getByText(`_vitrine.${pending}`, { exact: true }).count()).toBe(1);
        const copy = records.getByRole("button", { name: `Copier la valeur TXT de _vitrine.${pending}` });
        await copy.focus();
        await p.keyboard.press("Enter");
        await expectToast(p, "Copié");
        expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(p0!.verificationToken);
        expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(p, `domain-checks-admin-${label}`);

        // 'Vérifier maintenant' on the demo's own .localhost name: it says why it cannot be checked.
        await main
          .getByRole("button", { name: `Vérifier maintenant ${DEMO_DOMAIN}`, exact: true })
          .locator("visible=true")
          .click();
        // Issue 25: said plainly, as a toast and next to the domain.
        await expectToast(p, /elle n'existe que sur cet ordinateur, jamais sur Internet/);
        await expect
          .poll(() =>
            main
              .getByTestId("verify-answer")
              .locator("visible=true")
              .first()
              .innerText()
              .catch(() => ""),
          )
          .toContain("est une adresse locale");
      } finally {
        await db.delete(domainMappings).where(
          inArray(
            domainMappings.id,
            rows.map((r) => r.id),
          ),
        );
      }
    });
  }
});

describe("the dashboard", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows the canonical domain's one state next to the site's name, in plain words (${label})`, async ({ login, db, demoSite }) => {
      const [canonical] = await db.select().from(domainMappings).where(eq(domainMappings.domain, DEMO_DOMAIN));
      expect(canonical?.siteId).toBe(demoSite.id);
      // Issue 25: the demo's *.localhost name works on this machine whatever the checker last wrote
      // (it never asks the public DNS for it): never 'DNS à configurer'.
      await db.update(domainChecks).set({ state: "dns_pending" }).where(eq(domainChecks.mappingId, canonical!.id));
      const p = await login("owner", viewport);
      const header = p.getByRole("main");
      await header.getByText("Actif (adresse locale)").waitFor();
      await expect.poll(() => header.getByText(DEMO_DOMAIN, { exact: true }).count()).toBeGreaterThan(0);
      expect(await header.innerText()).not.toContain("DNS à configurer");
      await screenshot(p, `domain-checks-dashboard-${label}`);

      // A real domain of hers, proven and spreading: the same words as on her 'Domaines' screen.
      const rows = [
        await createDomain(db, demoSite, { domain: `tableau-${label}.fr`, isCanonical: true, verifiedAt: new Date(), verifiedBy: "admin" }),
        await createDomain(db, demoSite, { domain: `www.tableau-${label}.fr`, verifiedAt: new Date(), verifiedBy: "admin" }),
      ];
      try {
        await db.update(domainMappings).set({ isCanonical: false }).where(eq(domainMappings.id, canonical!.id));
        await db
          .update(domainChecks)
          .set({ state: "dns_propagating" })
          .where(
            inArray(
              domainChecks.mappingId,
              rows.map((r) => r.id),
            ),
          );
        await p.reload();
        await header.getByText("En cours de vérification").waitFor();
        expect(await header.innerText()).toContain(`tableau-${label}.fr`);
      } finally {
        await db.delete(domainMappings).where(
          inArray(
            domainMappings.id,
            rows.map((r) => r.id),
          ),
        );
        await db.update(domainMappings).set({ isCanonical: true }).where(eq(domainMappings.id, canonical!.id));
      }
    });
  }
});
