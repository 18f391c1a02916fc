/**
 * Issue 15, part D in a real browser: the owner fills 'Mentions légales' at phone width (a bad
 * SIRET refused with the typed value kept, the capital hidden for an EI, the toast), and a visitor
 * opens both generated pages from the footer, at 375 and 1280 px. axe runs after every load.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { sites } from "~/db/schema";
import { DESKTOP, expectToast, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";

const SHOTS = path.resolve("test-results/screenshots");

describe("Mentions légales", () => {
  test("the owner fills the section on a phone: a bad SIRET is refused and kept, then the save's toast", async ({ login, db, demoSite }) => {
    const p = await login("owner", PHONE, { at: "/admin/settings#mentions-legales" });
    const section = p.getByRole("group", { name: "Mentions légales" });
    await expect.poll(() => section.isVisible()).toBe(true);
    // The demo is complete: its values are in the form.
    expect(await section.getByLabel("SIRET", { exact: true }).inputValue()).toBe(demoSite.siret);
    expect(await section.getByLabel("E-mail de contact").getAttribute("placeholder")).toBe(demoSite.merchantEmail1);

    // An EI has no share capital: the field goes away, and comes back for a SAS.
    await section.getByLabel("Forme juridique").selectOption("EI");
    await expect.poll(() => section.getByLabel("Capital social").count()).toBe(0);
    await section.getByLabel("Forme juridique").selectOption("SAS");
    await expect.poll(() => section.getByLabel("Capital social").isVisible()).toBe(true);
    await section.getByLabel("Capital social").fill("12 000 €");
    // The RM asks for its chamber.
    await section.getByLabel("Registre").selectOption("RM");
    await expect.poll(() => section.getByLabel("Chambre des métiers").isVisible()).toBe(true);
    await section.getByLabel("Chambre des métiers").fill("Chambre de métiers du Rhône");

    await section.getByLabel("Raison sociale").fill("Les Délices de Marie SAS");
    await section.getByLabel("SIRET", { exact: true }).fill("812 345 676 00018");
    await p.getByRole("button", { name: "Sauvegarder" }).click();
    await expect.poll(() => p.getByText("Ce SIRET n'est pas valide\u00a0: vérifiez les chiffres saisis.").isVisible()).toBe(true);
    expect(await section.getByLabel("SIRET", { exact: true }).inputValue()).toBe("812 345 676 00018");
    expect(await section.getByLabel("SIRET", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect((await db.select({ name: sites.legalName }).from(sites).where(eq(sites.id, demoSite.id)))[0].name).toBe(demoSite.legalName);

    await section.getByLabel("SIRET", { exact: true }).fill("812 345 676 00017");
    await p.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(p, "Paramètres sauvegardés");
    const [row] = await db.select().from(sites).where(eq(sites.id, demoSite.id));
    expect(row).toMatchObject({
      legalName: "Les Délices de Marie SAS",
      legalForm: "SAS",
      shareCapital: "12 000 €",
      legalRegistry: "RM",
      legalRegistryCity: "Chambre de métiers du Rhône",
      siret: "81234567600017",
    });
    mkdirSync(SHOTS, { recursive: true });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: path.join(SHOTS, "legal-settings-phone.png") });
  });

  test("at desktop width, an unregistered EI saves with its capital and registry's town hidden", async ({ login, db, demoSite }) => {
    const p = await login("owner", DESKTOP, { at: "/admin/settings#mentions-legales" });
    const section = p.getByRole("group", { name: "Mentions légales" });
    await expect.poll(() => section.isVisible()).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await section.screenshot({ path: path.join(SHOTS, "legal-settings-desktop.png") });

    await section.getByLabel("Forme juridique").selectOption("EI");
    await section.getByLabel("Registre").selectOption("");
    await expect.poll(() => section.getByLabel("Capital social").count()).toBe(0);
    await expect.poll(() => section.getByLabel("Chambre des métiers").count()).toBe(0);
    await p.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(p, "Paramètres sauvegardés");
    const [row] = await db.select().from(sites).where(eq(sites.id, demoSite.id));
    expect(row).toMatchObject({ legalForm: "EI", shareCapital: null, legalRegistry: null, legalRegistryCity: null });
  });

  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`a visitor opens both pages from the footer (${label})`, async ({ open, demoHostUrl, demoSite }) => {
      const p = await open(viewport);
      await p.goto(demoHostUrl("/"));
      const footer = p.locator("footer");
      await footer.getByRole("link", { name: "Mentions légales" }).click();
      await p.waitForURL("**/merchant/mentions-legales");
      await expect.poll(() => p.getByRole("heading", { name: "Mentions légales", level: 1 }).isVisible()).toBe(true);
      expect(await p.title()).toBe(`Mentions légales — ${demoSite.name}`);
      const notice = await p.locator("main").innerText();
      for (const text of ["Éditeur du site", "Directeur de la publication", "SIRET", "Hébergement", "Propriété intellectuelle"])
        expect(notice, text).toContain(text);
      expect(notice).not.toContain("Mentions légales incomplètes");
      await screenshot(p, `legal-notice-${label}`);

      await p.locator("footer").getByRole("link", { name: "Confidentialité" }).click();
      await p.waitForURL("**/merchant/confidentialite");
      await expect.poll(() => p.getByRole("heading", { name: "Politique de confidentialité", level: 1 }).isVisible()).toBe(true);
      const privacy = await p.locator("main").innerText();
      for (const text of ["Le formulaire de contact", "Le formulaire de demande de devis", "vitrine_voter", "Vos droits", "CNIL"])
        expect(privacy, text).toContain(text);
      await screenshot(p, `legal-privacy-${label}`);
    });
  }

  test("a missing field is shown to the owner alone, in the preview and on the dashboard", async ({ login, open, baseUrl, demoHostUrl, db, demoSite }) => {
    await db.update(sites).set({ publicationDirector: null }).where(eq(sites.id, demoSite.id));
    try {
      const p = await login("owner", PHONE, { at: `/merchant/mentions-legales?site=${demoSite.id}` });
      const notice = p.getByRole("complementary", { name: "Mentions légales incomplètes" });
      await expect.poll(() => notice.isVisible()).toBe(true);
      expect(await notice.getByRole("listitem").allInnerTexts()).toEqual(["Directeur de la publication"]);
      await screenshot(p, "legal-owner-missing-phone");

      await p.goto(`${baseUrl}/admin/dashboard`);
      const card = p.getByRole("region", { name: "Mentions légales incomplètes" });
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await card.innerText()).toContain("Il manque\u00a0: Directeur de la publication.");
      await screenshot(p, "legal-dashboard-missing-phone");
      await card.getByRole("link", { name: "Compléter les mentions légales" }).click();
      await p.waitForURL("**/admin/settings#mentions-legales");

      // A visitor gets the page without the owner's notice.
      const visitor = await open(DESKTOP);
      await visitor.goto(demoHostUrl("/merchant/mentions-legales"));
      await expect.poll(() => visitor.getByRole("heading", { name: "Mentions légales", level: 1 }).isVisible()).toBe(true);
      expect(await visitor.getByText("Mentions légales incomplètes").count()).toBe(0);
    } finally {
      await db.update(sites).set({ publicationDirector: demoSite.publicationDirector }).where(eq(sites.id, demoSite.id));
    }
  });
});
