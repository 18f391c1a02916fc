/**
 * Issue 14: a merchant goes alone from the landing's 'Choisir Pro' to a published site — the
 * sign-up form (a validation error, corrected), the dashboard, the address confirmed from the
 * `.eml` file the server wrote under its DATA_DIR/mail, the checklist filled (e-mails, logo, the
 * home's photo, a first product), 'Publier mon site', and the Pro site live for a visitor. Then an
 * Essentiel sign-up without JavaScript, whose three Pro pages are not found and whose editors are
 * the plan card. At 375 and 1280 px, axe after every load.
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { sites, user as users } from "~/db/schema";
import { mailedLink } from "./support/mailbox";
import { expectToast, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { MIN_FILL_MS } from "~/features/submissions/submission-fields";
import { setFileServerEnv, test } from "./support/fixtures";

// The sign-up without JavaScript tells of the human delay: the real one.
setFileServerEnv({ TEST_MIN_FILL_MS: String(MIN_FILL_MS) });

describe("self-service sign-up", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`from the landing's 'Choisir Pro' to a published site (${label})`, async ({ open, baseUrl, db, server }) => {
      const email = `lea.${label}@fournil-des-halles.fr`;
      const shop = `Le Fournil des Halles ${label}`;
      const p = await open(viewport);

      await p.goto(`${baseUrl}/`);
      await p.getByRole("link", { name: /^Choisir Pro/ }).click();
      await p.waitForURL("**/inscription?formule=pro");
      await p.getByRole("heading", { level: 1, name: "Créez le site de votre commerce" }).waitFor();
      expect(await p.getByRole("radio", { name: /^Pro, 59/ }).isChecked()).toBe(true);

      // A shop name too short: the French error next to the field, what was typed kept.
      await p.getByLabel("E-mail").fill(email);
      await p.getByLabel("Mot de passe").fill("levain-et-farine-42");
      await p.getByLabel("Nom de la boutique").fill("LF");
      await p.getByLabel("Type de commerce").selectOption("boulangerie-patisserie");
      await p.getByLabel("Ville").fill("Lyon");
      await screenshot(p, `sign-up-form-${label}`);
      // Sent by the page's script, which waits for the minimum fill time (a form sent before the
      // script runs is a visitor without JavaScript, asked to wait and send again).
      await p.locator("form[data-enhanced]").waitFor();
      await p.getByRole("button", { name: "Créer mon site" }).click();
      await p.getByText("Le nom du site doit contenir au moins 3 caractères").waitFor();
      expect(await p.getByLabel("Nom de la boutique").getAttribute("aria-invalid")).toBe("true");
      expect(await p.getByLabel("E-mail").inputValue()).toBe(email);
      expect(await p.getByLabel("Ville").inputValue()).toBe("Lyon");
      expect(await p.getByLabel("Type de commerce").inputValue()).toBe("boulangerie-patisserie");
      // The password never comes back.
      expect(await p.getByLabel("Mot de passe").inputValue()).toBe("");
      await screenshot(p, `sign-up-form-error-${label}`);

      await p.getByLabel("Nom de la boutique").fill(shop);
      await p.getByLabel("Mot de passe").fill("levain-et-farine-42");
      await p.locator("form[data-enhanced]").waitFor();
      await p.getByRole("button", { name: "Créer mon site" }).click();
      await p.waitForURL("**/admin/dashboard");
      await expectToast(p, `Bienvenue\u00a0! Le site «\u00a0${shop}\u00a0» est créé. Un e-mail de confirmation vient de vous être envoyé.`);

      const [account] = await db.select().from(users).where(eq(users.email, email));
      expect(account).toMatchObject({ role: "user", emailVerified: false });
      const [site] = await db.select().from(sites).where(eq(sites.ownerId, account.id));
      expect(site).toMatchObject({ name: shop, plan: "pro", publishedAt: null, businessKind: "boulangerie-patisserie", town: "Lyon" });

      // The confirmation, from the .eml file the server wrote.
      const link = await mailedLink(server.dataDir, "email_confirm", email, "/admin/account/confirm-address");
      expect(link.startsWith(baseUrl)).toBe(true);
      await p.goto(link);
      await p.getByRole("heading", { level: 1, name: "Confirmer votre adresse e-mail" }).waitFor();
      await p.getByText(email).waitFor();
      await screenshot(p, `sign-up-confirm-${label}`);
      // Opening the link changed nothing.
      expect((await db.select({ v: users.emailVerified }).from(users).where(eq(users.id, account.id)))[0].v).toBe(false);
      await p.getByRole("button", { name: "Confirmer mon adresse" }).click();
      await p
        .getByRole("status")
        .filter({ hasText: `l'adresse ${email} est confirmée` })
        .waitFor();
      await p.getByRole("heading", { level: 1, name: "Adresse e-mail confirmée" }).waitFor();
      await screenshot(p, `sign-up-confirmed-${label}`);
      expect((await db.select({ v: users.emailVerified }).from(users).where(eq(users.id, account.id)))[0].v).toBe(true);

      await p.getByRole("link", { name: "Aller à mon tableau de bord" }).click();
      await p.waitForURL("**/admin/dashboard");

      // The third step: the getting-started checklist. The starter content gave colours and hours.
      await p.getByRole("heading", { name: "Pour bien démarrer" }).waitFor();
      await p.getByText("2 sur 7 étapes terminées").waitFor();
      expect(await p.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }).count()).toBe(0);
      await screenshot(p, `sign-up-checklist-${label}`);

      // The merchant fills the rest: the e-mails, a logo, the home's photo, a first product.
      await p.goto(`${baseUrl}/admin/settings`);
      await p.getByLabel("Email émetteur").fill(`contact@fournil-${label}.fr`);
      await p.getByLabel("Email marchand 1").fill(email);
      await p.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(p, "Les paramètres ont été mis à jour avec succès.");

      await p.goto(`${baseUrl}/admin/appearance`);
      const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#8d5524" } })
        .png()
        .toBuffer();
      await p.getByLabel("Fichier image\u00a0: Logo du site").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await expectToast(p, "Image uploadée et optimisée avec succès");
      await p.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(p, "Apparence sauvegardée");

      await p.goto(`${baseUrl}/admin/pages/home`);
      const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c69c6d" } })
        .jpeg()
        .toBuffer();
      await p.getByLabel("Fichier image\u00a0: Image de fond").setInputFiles({ name: "vitrine.jpg", mimeType: "image/jpeg", buffer: photo });
      await expectToast(p, "Image uploadée et optimisée avec succès");
      await p
        .locator("form")
        .filter({ has: p.getByLabel("Fichier image\u00a0: Image de fond") })
        .getByRole("button", { name: "Sauvegarder" })
        .click();
      await expectToast(p, "Contenu sauvegardé avec succès");

      await p.goto(`${baseUrl}/admin/products`);
      await p.getByRole("button", { name: "Nouveau produit" }).click();
      const dialog = p.getByRole("dialog");
      await dialog.getByLabel("Nom du produit").fill("Pain de campagne");
      const variant = dialog.getByRole("group", { name: "Déclinaison 1" });
      await variant.getByLabel("Nom", { exact: true }).fill("La pièce");
      await variant.getByLabel("Prix (€)").fill("4,20");
      await dialog.getByRole("button", { name: "Sauvegarder" }).click();
      await p.getByText("Produit sauvegardé avec succès").waitFor();

      // Then 'Publier mon site' (the address is confirmed) once she has named her consumer mediator;
      // the rest of the legal notices stays to do.
      await p.goto(`${baseUrl}/admin/dashboard`);
      await p.getByText("6 sur 7 étapes terminées").waitFor();
      await screenshot(p, `sign-up-checklist-done-${label}`);
      // The consumer mediator, which publishing waits for: from the dashboard's notice to the settings' section.
      await p.getByRole("link", { name: "Renseigner le médiateur" }).click();
      await p.getByLabel("Médiateur de la consommation").fill("CM2C");
      await p.getByLabel("Site web du médiateur").fill("www.cm2c.net");
      await p.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(p, "Les paramètres ont été mis à jour avec succès.");
      await p.goto(`${baseUrl}/admin/dashboard`);
      await p.getByRole("button", { name: "Publier mon site" }).click();
      await expectToast(p, "Votre site est en ligne.");

      // A visitor sees the real site on ?site=, with the Pro pages (the server hears the change by NOTIFY).
      const visitor = await open(viewport);
      await expect
        .poll(async () => {
          await visitor.goto(`${baseUrl}/?site=${site.id}`);
          return visitor.getByRole("heading", { name: "Bientôt en ligne" }).count();
        })
        .toBe(0);
      expect(await visitor.locator('meta[name="robots"]').count()).toBe(0);
      await visitor.goto(`${baseUrl}/merchant/about?site=${site.id}`);
      expect(await visitor.title()).not.toContain("Page introuvable");
      expect(await visitor.getByRole("link", { name: "Nos prestations" }).count()).toBeGreaterThan(0);
      expect(await visitor.getByRole("link", { name: "Produits" }).count()).toBeGreaterThan(0);
      await screenshot(visitor, `sign-up-published-${label}`);
      await visitor.close();
    });
  }

  test("works without JavaScript, Essentiel preselected from its link", async ({ open, baseUrl, db }) => {
    const email = "sans-script@epicerie-du-coin.fr";
    const p = await open(PHONE, { javaScriptEnabled: false });
    await p.goto(`${baseUrl}/inscription?formule=essentiel`);
    expect(await p.getByRole("radio", { name: /^Essentiel, 29/ }).isChecked()).toBe(true);
    const fill = async () => {
      await p.getByLabel("Mot de passe").fill("olives-et-tapenade");
      // A plain POST: the answer is a new document.
      await Promise.all([p.waitForEvent("load"), p.getByRole("button", { name: "Créer mon site" }).click()]);
    };
    await p.getByLabel("E-mail").fill(email);
    await p.getByLabel("Nom de la boutique").fill("L'Épicerie du Coin");
    await p.getByLabel("Type de commerce").selectOption("epicerie-fine");
    await p.getByLabel("Ville").fill("Le Havre");
    await fill();
    // Without a script nothing holds a quick send: the server asks to wait, keeping what was typed
    // (never the password), and the person sends again — as many times as the page asks.
    const tooFast = p.getByText("Merci de patienter quelques secondes avant d'envoyer le formulaire.");
    for (;;) {
      if (new URL(p.url()).pathname === "/admin/dashboard") break;
      await tooFast.waitFor();
      expect(await p.getByLabel("Ville").inputValue()).toBe("Le Havre");
      expect(await p.getByLabel("Mot de passe").inputValue()).toBe("");
      await fill();
    }
    const [account] = await db.select().from(users).where(eq(users.email, email));
    const [site] = await db.select().from(sites).where(eq(sites.ownerId, account.id));
    expect(site).toMatchObject({ name: "L'Épicerie du Coin", plan: "essentiel", businessKind: "epicerie-fine", town: "Le Havre" });

    // Essentiel: the about, services and products pages are not found, even in the owner's preview,
    // and their editors are the plan card.
    for (const page of ["about", "services", "products"]) {
      const answer = await p.goto(`${baseUrl}/merchant/${page}?site=${site.id}`);
      expect(answer?.status(), page).toBe(404);
      await p.getByText("Oops! Page not found").first().waitFor();
    }
    for (const editor of ["/admin/pages/about", "/admin/pages/services", "/admin/products"]) {
      await p.goto(`${baseUrl}${editor}`);
      await p.getByRole("region", { name: "Disponible avec la formule Pro" }).waitFor();
    }
    await screenshot(p, "sign-up-essentiel-plan-card-phone");
  });
});
