/**
 * Site settings, appearance and the contact placeholder (back-office.md §2, §5, §8) in a real
 * browser, as the demo owner, and their effect on the public site.
 */
import { describe, expect } from "vitest";
import type { Locator } from "playwright-core";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { siteAppearance, sites } from "~/db/schema";
import { DESKTOP, expectAccessible, expectToast, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";

/** A custom property set on the element itself (its inline style), lowercased. */
async function cssVar(locator: Locator, name: string): Promise<string> {
  return locator.evaluate((el, prop) => (el as HTMLElement).style.getPropertyValue(prop).trim().toLowerCase(), name);
}

describe("Paramètres du site", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`shows every field, refuses a non-web link, saves, and the contact page follows (${label})`, async ({
      open,
      login,
      baseUrl,
      demoHostUrl,
      db,
      demoSite,
    }) => {
      const p = await login("owner", viewport);
      if (label === "desktop") {
        // The sidebar entry is live (admin-nav 'ready').
        await p.getByRole("link", { name: "Paramètres du site" }).first().click();
        await p.waitForURL("**/admin/settings");
      } else {
        await p.goto(`${baseUrl}/admin/settings`);
      }
      await expect.poll(() => p.getByRole("heading", { name: "Paramètres du site", level: 1 }).isVisible()).toBe(true);
      expect(await p.getByLabel("Email émetteur").inputValue()).toBe(demoSite.senderEmail ?? "");
      for (const field of ["Email marchand 3", "Téléphone 3", "Adresse", "Lien Google Maps", "Métro", "Bus", "Tramway", "Voiture", "LinkedIn", "TikTok"]) {
        expect(await p.getByLabel(field, { exact: true }).count(), field).toBe(1);
      }
      await expectAccessible(p, `settings ${label}`);
      await screenshot(p, `bo-settings-${label}`);

      const phone = `04 00 ${label === "phone" ? "11" : "22"} 33 44`;
      await p.getByLabel("Téléphone 1", { exact: true }).fill(phone);
      await p.getByLabel("Facebook", { exact: true }).fill("javascript:alert(1)");
      await p.getByRole("button", { name: "Sauvegarder" }).click();
      await expect.poll(() => p.getByText("L'adresse doit commencer par http:// ou https://").isVisible()).toBe(true);
      expect(await p.getByLabel("Facebook", { exact: true }).getAttribute("aria-invalid")).toBe("true");
      expect((await db.select({ phone: sites.merchantPhone1 }).from(sites).where(eq(sites.id, demoSite.id)))[0].phone).not.toBe(phone);

      await p.getByLabel("Facebook", { exact: true }).fill("https://facebook.com/delices-e2e");
      await p.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(p, "Paramètres sauvegardés");
      await expectToast(p, "Les paramètres ont été mis à jour avec succès.");
      const [row] = await db.select().from(sites).where(eq(sites.id, demoSite.id));
      expect(row).toMatchObject({ merchantPhone1: phone, facebookUrl: "https://facebook.com/delices-e2e" });

      const pub = await open(viewport);
      await pub.goto(demoHostUrl("/merchant/contact"));
      await expect
        .poll(() =>
          pub
            .getByRole("link", { name: new RegExp(phone) })
            .first()
            .isVisible(),
        )
        .toBe(true);
      await pub.close();
    });
  }

  test("sends the test e-mail now and says to how many merchant e-mails", async ({ login }) => {
    const p = await login("owner", DESKTOP, { at: "/admin/settings" });
    const button = p.getByRole("button", { name: "Test d'envoi d'email" });
    await button.click();
    await expectToast(p, /^Email de test envoyé avec succès à \d+ destinataire\(s\)\.$/);
  });
});

describe("Apparence du site", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`previews, refuses a bad hex, saves colours and logo, and the public header follows (${label})`, async ({
      open,
      login,
      demoHostUrl,
      db,
      demoSite,
    }) => {
      const p = await login("owner", viewport, { at: "/admin/appearance" });
      await expect.poll(() => p.getByRole("heading", { name: "Apparence du site", level: 1 }).isVisible()).toBe(true);
      for (const name of ["Couleur principale", "Couleur fond picto", "Couleur secondaire (foncée)", "Couleur fond clair"]) {
        expect(await p.getByLabel(name, { exact: true }).count(), name).toBe(1);
      }
      await expectAccessible(p, `appearance ${label}`);

      const primary = label === "phone" ? "#1D4ED8" : "#7C2D12";
      // The framed home's theme element (issue 13: the preview is the real page).
      const preview = p.frameLocator("iframe[title^='Aperçu de la page d']").locator(".site-theme").first();
      await p.getByLabel("Couleur principale", { exact: true }).fill("#12");
      await p.getByRole("button", { name: "Sauvegarder" }).click();
      await expect.poll(() => p.getByText("Couleur invalide\u00a0: utilisez le format #RRGGBB (par exemple #4CAF50)").isVisible()).toBe(true);

      // The preview follows before anything is saved.
      await p.getByLabel("Couleur principale", { exact: true }).fill(primary);
      await expect.poll(() => cssVar(preview, "--site-primary")).toBe(primary.toLowerCase());

      // A secondary colour too light for text on white gets the contrast warning.
      await p.getByLabel("Couleur secondaire (foncée)", { exact: true }).fill("#A5D6A7");
      await expect.poll(() => p.getByText("Lisibilité insuffisante (WCAG AA)").isVisible()).toBe(true);
      await p.getByLabel("Couleur secondaire (foncée)", { exact: true }).fill("#1E3A8A");
      await expect.poll(() => p.getByText("Lisibilité insuffisante (WCAG AA)").isVisible()).toBe(false);

      const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: primary } })
        .png()
        .toBuffer();
      await p.getByLabel("Fichier image\u00a0: Logo du site").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
      await expectToast(p, "Image uploadée et optimisée avec succès");
      await screenshot(p, `bo-appearance-${label}`);
      await p.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(p, "Apparence sauvegardée");
      await expectAccessible(p, `appearance saved ${label}`);

      const [row] = await db.select().from(siteAppearance).where(eq(siteAppearance.siteId, demoSite.id));
      expect(row.primaryColor.toLowerCase()).toBe(primary.toLowerCase());
      expect(row.logoUrl).toMatch(/\/logos\/[^/]+\.webp$/);

      const pub = await open(viewport);
      await pub.goto(demoHostUrl("/"));
      expect(await cssVar(pub.locator(".site-theme").first(), "--site-primary")).toBe(primary.toLowerCase());
      expect(await pub.locator("header img").first().getAttribute("src")).toBe(row.logoUrl);
      await screenshot(pub, `bo-appearance-public-${label}`);
      await pub.close();
    });
  }
});

describe("Contact placeholder", () => {
  test("says the feature is coming soon", async ({ login }) => {
    const p = await login("owner", PHONE, { at: "/admin/pages/contact" });
    await expect.poll(() => p.getByText("Fonctionnalité bientôt disponible").isVisible()).toBe(true);
    await expectAccessible(p, "contact placeholder");
  });
});
