/**
 * Issue 24, an address to share the day she publishes: a baker signs up and picks her site's
 * address (the one her shop's name proposes, shown live, then her own), finds it at the top of her
 * dashboard with 'Copier' and its QR code, and a visitor opening `<slug>.localhost` reads 'Bientôt
 * en ligne' until she publishes, then her site. She moves the address in 'Paramètres du site': the
 * old one sends visitors to the new one. At 375 and 1280 px, axe after every load. (The way back
 * in of the same issue is tests/e2e/password-reset.test.ts.)
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { sites, user as users } from "~/db/schema";
import { expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { mailedLink } from "./support/mailbox";

describe("a site's own address", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`chosen at sign-up, shown with its QR code, live once published (${label})`, async ({ open, baseUrl, db, server }) => {
      const email = `sophie.${label}@boulangerie-sophie.fr`;
      const slug = `pains-sophie-${label}`;
      const port = new URL(baseUrl).port;
      const address = `http://${slug}.localhost:${port}`;
      const p = await open(viewport);

      await p.goto(`${baseUrl}/inscription?formule=pro`);
      await p.getByText("Gratuit jusqu'à 30\u00a0jours après la mise en ligne de votre site, sans engagement.").waitFor();
      await p.locator("form[data-enhanced]").waitFor();
      await p.getByLabel("E-mail").fill(email);
      await p.getByLabel("Mot de passe").fill("levain-et-farine-42");
      // The shop's name proposes the address, live.
      await p.getByLabel("Nom de la boutique").fill(`Boulangerie Sophie ${label}`);
      expect(await p.getByLabel("Adresse de votre site").inputValue()).toBe(`boulangerie-sophie-${label}`);
      await p.getByTestId("signup-address").getByText(`boulangerie-sophie-${label}.localhost:${port}`).waitFor();
      // A reserved one is refused by the page, next to the field.
      await p.getByLabel("Adresse de votre site").fill("admin");
      await p.getByLabel("Type de commerce").selectOption("boulangerie-patisserie");
      await p.getByLabel("Ville").fill("Lyon");
      await p.getByRole("button", { name: "Créer mon site" }).click();
      await p.getByText("Cette adresse est réservée\u00a0: choisissez-en une autre").waitFor();
      expect(await p.getByLabel("Nom de la boutique").inputValue()).toBe(`Boulangerie Sophie ${label}`);
      await screenshot(p, `own-address-signup-error-${label}`);
      // Her own.
      await p.getByLabel("Adresse de votre site").fill(slug);
      await p.getByTestId("signup-address").getByText(`${slug}.localhost:${port}`).waitFor();
      await p.getByLabel("Mot de passe").fill("levain-et-farine-42");
      await screenshot(p, `own-address-signup-${label}`);
      await p.locator("form[data-enhanced]").waitFor();
      await p.getByRole("button", { name: "Créer mon site" }).click();
      await p.waitForURL("**/admin/dashboard");

      const [account] = await db.select().from(users).where(eq(users.email, email));
      const [site] = await db.select().from(sites).where(eq(sites.ownerId, account.id));
      expect(site).toMatchObject({ slug, publishedAt: null });

      // The dashboard: the address at the top, 'Copier', the QR code.
      const card = p.getByTestId("site-address");
      await card.getByText(`${slug}.localhost:${port}`).waitFor();
      expect(await card.getAttribute("href")).toBe(`${address}/`);
      const qr = p.getByRole("img", { name: `QR code de l'adresse ${slug}.localhost:${port}` });
      expect(await qr.locator("svg path").count()).toBeGreaterThan(0);
      await p.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await p.getByRole("button", { name: "Copier", exact: true }).click();
      await expectToast(p, `${address}/`);
      expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(`${address}/`);
      const download = p.waitForEvent("download");
      await p.getByRole("link", { name: "QR code (PNG)" }).click();
      expect((await download).suggestedFilename()).toBe(`qr-code-${slug}.localhost.png`);
      await screenshot(p, `own-address-dashboard-${label}`);

      // A visitor at that address: 'Bientôt en ligne' while it is a draft.
      const visitor = await open(viewport);
      await visitor.goto(`${address}/`);
      await visitor.getByRole("heading", { name: "Bientôt en ligne" }).waitFor();
      await screenshot(visitor, `own-address-coming-soon-${label}`);

      // She confirms her e-mail address, names her consumer mediator and publishes.
      await p.goto(await mailedLink(server.dataDir, "email_confirm", email, "/admin/account/confirm-address"));
      await p.getByRole("button", { name: "Confirmer mon adresse" }).click();
      await p.getByRole("heading", { level: 1, name: "Adresse e-mail confirmée" }).waitFor();
      await p.goto(`${baseUrl}/admin/dashboard`);
      // The consumer mediator, which publishing waits for: from the dashboard's notice to the settings' section.
      await p.getByRole("link", { name: "Renseigner le médiateur" }).click();
      await p.getByLabel("Médiateur de la consommation").fill("CM2C");
      await p.getByLabel("Site web du médiateur").fill("www.cm2c.net");
      await p.getByLabel("Email émetteur").fill(email);
      await p.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(p, "Les paramètres ont été mis à jour avec succès.");
      await p.goto(`${baseUrl}/admin/dashboard`);
      await p.getByRole("button", { name: "Publier mon site" }).click();
      await expectToast(p, "Votre site est en ligne.");
      // 'Voir le site' now opens her address (once the page's data is reloaded after the toast).
      await expect.poll(() => p.getByRole("link", { name: "Voir le site" }).getAttribute("href")).toBe(`${address}/`);

      await expect
        .poll(async () => {
          await visitor.goto(`${address}/`);
          return visitor.getByRole("heading", { name: "Bientôt en ligne" }).count();
        })
        .toBe(0);
      await visitor
        .getByRole("link", { name: `Boulangerie Sophie ${label}` })
        .first()
        .waitFor();
      expect(await visitor.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${address}/`);
      await screenshot(visitor, `own-address-published-${label}`);

      // She moves it in 'Paramètres du site'; the old address sends visitors to the new one.
      await p.goto(`${baseUrl}/admin/settings`);
      const section = p.getByRole("region", { name: "Adresse Vitrine" });
      await section.getByLabel("Adresse du site").fill(`sophie-${label}`);
      await section.getByRole("button", { name: "Changer l'adresse" }).click();
      await expectToast(p, "L'ancienne adresse redirige vers la nouvelle pendant 90 jours.");
      await screenshot(p, `own-address-settings-${label}`);
      await expect
        .poll(async () => {
          await visitor.goto(`${address}/merchant/contact`);
          return visitor.url();
        })
        .toBe(`http://sophie-${label}.localhost:${port}/merchant/contact`);
      await visitor.close();
    });
  }
});
