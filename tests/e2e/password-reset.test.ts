/**
 * Issue 24, a way back in: a merchant who forgot her password goes from the sign-in page's
 * 'Mot de passe oublié ?' to her dashboard — her address (a typo first, kept and explained), the
 * same answer an unknown address would get, the link from the `.eml` her mailbox received, the new
 * password (a mismatch first), signed in, her other browser signed out, and 'Votre mot de passe a
 * été modifié' in her mailbox. Then the used link, opened again, says so and offers a new one. At
 * 375 and 1280 px, axe after every load.
 */
import { describe, expect } from "vitest";
import { createUser } from "./support/accounts";
import { expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { mailedLink, mailTo } from "./support/mailbox";

describe("a forgotten password", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`from 'Mot de passe oublié ?' to the dashboard, through the e-mailed link (${label})`, async ({ open, login, baseUrl, server }) => {
      const email = `sophie.${label}@boulangerie-des-lilas.fr`;
      await createUser(server.db, email, "ancien-secret-7");
      // A browser she signed in with before, say the shop's tablet: the reset signs it out.
      const tablet = await login({ email, password: "ancien-secret-7" }, viewport);

      const p = await open(viewport);
      await p.goto(`${baseUrl}/admin/login`);
      await p.getByRole("link", { name: "Créer mon site" }).waitFor();
      await screenshot(p, `password-login-links-${label}`);
      await p.getByRole("link", { name: "Mot de passe oublié\u00a0?" }).click();
      await p.waitForURL("**/admin/mot-de-passe-oublie");
      await p.getByRole("heading", { level: 1, name: "Mot de passe oublié" }).waitFor();

      // A typo: said next to the field, what was typed kept.
      await p.getByLabel("E-mail").fill("sophie@boulangerie");
      await p.getByRole("button", { name: "Envoyer le lien" }).click();
      await p.getByText("Email invalide").waitFor();
      expect(await p.getByLabel("E-mail").getAttribute("aria-invalid")).toBe("true");
      expect(await p.getByLabel("E-mail").inputValue()).toBe("sophie@boulangerie");
      await screenshot(p, `password-forgot-error-${label}`);

      await p.getByLabel("E-mail").fill(email);
      await p.getByRole("button", { name: "Envoyer le lien" }).click();
      await p.getByRole("heading", { level: 1, name: "Vérifiez votre boîte mail" }).waitFor();
      const sent = await p.getByRole("status").textContent();
      expect(sent).toContain(`Si un compte Vitrine utilise l'adresse ${email}`);
      await screenshot(p, `password-forgot-sent-${label}`);

      // An address without an account gets the very same page.
      const probe = await open(viewport);
      await probe.goto(`${baseUrl}/admin/mot-de-passe-oublie`);
      await probe.getByLabel("E-mail").fill(`personne.${label}@nulle-part.fr`);
      await probe.getByRole("button", { name: "Envoyer le lien" }).click();
      await probe.getByRole("heading", { level: 1, name: "Vérifiez votre boîte mail" }).waitFor();
      expect((await probe.getByRole("status").textContent())?.replace(`personne.${label}@nulle-part.fr`, email)).toBe(sent);

      // Her mailbox: the link, opened in the same browser.
      const link = await mailedLink(server.dataDir, "password_reset", email, "/admin/nouveau-mot-de-passe");
      expect(link.startsWith(`${baseUrl}/admin/nouveau-mot-de-passe?token=`)).toBe(true);
      await p.goto(link);
      await p.getByRole("heading", { level: 1, name: "Choisir un nouveau mot de passe" }).waitFor();
      await p.getByText(`Choisissez le nouveau mot de passe du compte ${email}.`).waitFor();

      await p.getByLabel("Nouveau mot de passe").fill("levain-et-farine-42");
      await p.getByLabel("Confirmer le mot de passe").fill("levain-et-farine-24");
      await p.getByRole("button", { name: "Enregistrer et me connecter" }).click();
      await p.getByText("Les mots de passe ne correspondent pas").waitFor();
      await screenshot(p, `password-reset-error-${label}`);

      await p.getByLabel("Confirmer le mot de passe").fill("levain-et-farine-42");
      await p.getByRole("button", { name: "Enregistrer et me connecter" }).click();
      await p.waitForURL("**/admin/dashboard");
      await expectToast(p, "Votre mot de passe a été modifié. Vous êtes connecté(e).");
      await screenshot(p, `password-reset-dashboard-${label}`);

      // The tablet's session is gone: its next page is the sign-in.
      await tablet.reload();
      await tablet.waitForURL("**/admin/login");

      const changed = await mailTo(server.dataDir, "password_changed", email);
      expect(changed.header("subject")).toBe("Votre mot de passe a été modifié");
      expect(changed.text).toContain("Toutes les sessions ouvertes sur ce compte ont été fermées");

      // The link a second time: used, said so, and a way to ask for another.
      const again = await open(viewport);
      await again.goto(link);
      await again.getByRole("alert").getByText("Ce lien n'est pas valide ou a déjà été utilisé.", { exact: false }).waitFor();
      await screenshot(again, `password-reset-used-link-${label}`);
      await again.getByRole("link", { name: "Demander un nouveau lien" }).click();
      await again.waitForURL("**/admin/mot-de-passe-oublie");

      // The new password is the one that signs in.
      const later = await login({ email, password: "levain-et-farine-42" }, viewport);
      expect(new URL(later.url()).pathname).toBe("/admin/dashboard");
    });
  }
});
