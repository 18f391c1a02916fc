import { describe, expect } from "vitest";
import { inArray } from "drizzle-orm";
import { domainMappings } from "~/db/schema";
import { DEMO_DOMAIN } from "~/features/demo/demo-accounts";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * Issue 25: the demo runs on localhost with neither PUBLIC_IPV4 nor CNAME_TARGET, so the platform
 * has no public address for a merchant's own domain. The owner opens 'Domaines': she reads that
 * connecting her own domain is not available yet on this installation, her site's platform
 * address is in view, the demo's delices.localhost reads 'Actif (adresse locale)', and no line
 * tells her to point anything at 127.0.0.1 or localhost. A domain she adds waits for the platform,
 * with no settings to copy, and 'Vérifier maintenant' says so. The admin sees which setting is
 * missing, and delices.localhost as working here, not 'DNS à configurer'.
 */
const UNAVAILABLE = "Relier votre propre nom de domaine n'est pas encore possible sur cette installation";

describe("Domains on a platform without a public address", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`the owner is told it is not available yet, never to point at this machine (${label})`, async ({ login, db }) => {
      const names = [`boulangerie-${label}.fr`, `www.boulangerie-${label}.fr`];
      await db.delete(domainMappings).where(inArray(domainMappings.domain, names));
      const p = await login("owner", viewport, { at: "/admin/domains" });
      const main = p.getByRole("main");
      await main.getByText(UNAVAILABLE).waitFor();
      await expect.poll(() => main.getByTestId("platform-address").isVisible()).toBe(true);
      const card = main.getByRole("region", { name: DEMO_DOMAIN });
      await card.getByText("Actif (adresse locale)").waitFor();
      const shown = await main.innerText();
      for (const never of ["127.0.0.1", "localhost.", "DNS à configurer", "Relier votre nom de domaine, pas à pas"]) expect(shown).not.toContain(never);
      await screenshot(p, `domains-unavailable-owner-${label}`);
      await expectAccessible(p, "domains without a public address");

      // A domain she adds waits for the platform: no setting to copy, a plain answer on request.
      await p.getByRole("button", { name: "Ajouter un domaine" }).click();
      const dialog = p.getByRole("dialog", { name: "Ajouter un domaine" });
      await dialog.getByLabel("Nom de domaine").fill(names[0]!);
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      const added = main.getByRole("region", { name: names[0] });
      await added.getByText("Pas encore disponible").waitFor();
      expect(await added.innerText()).not.toContain("Réglage 1");
      await added.getByRole("button", { name: `Vérifier maintenant ${names[0]}` }).click();
      await expectToast(p, "Vérification impossible");
      await expect
        .poll(() =>
          added
            .getByTestId("verify-answer")
            .innerText()
            .catch(() => ""),
        )
        .toContain("son administrateur doit la configurer");
      expect(await main.innerText()).not.toContain("127.0.0.1");
      await screenshot(p, `domains-unavailable-owner-added-${label}`);
      await db.delete(domainMappings).where(inArray(domainMappings.domain, names));
    });

    test(`the admin sees which setting is missing, and delices.localhost working here (${label})`, async ({ login, selectSite, demoSite, baseUrl }) => {
      const p = await login("admin", viewport);
      await selectSite(p, demoSite.id);
      await p.goto(`${baseUrl}/admin/domains`);
      const main = p.getByRole("main");
      await main.getByTestId("missing-domain-target").waitFor();
      await expect.poll(() => main.getByText("Actif (adresse locale)").locator("visible=true").count()).toBeGreaterThan(0);
      const shown = await main.innerText();
      expect(shown).toContain("PUBLIC_IPV4");
      expect(shown).not.toContain("DNS à configurer");
      expect(shown).not.toContain("localhost.");
      await screenshot(p, `domains-unavailable-admin-${label}`);
    });
  }
});
