import { describe, expect } from "vitest";

import { eq, like } from "drizzle-orm";
import { domainMappings, mailOutbox, sites, user as users } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { DESKTOP, expectAccessible, expectToast, screenshot, signIn, VIEWPORTS } from "./support/browser";
import { createUser } from "./support/accounts";
import { test } from "./support/fixtures";

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
      const row = p.getByRole("main").locator(label === "phone" ? "li" : "tr").filter({ hasText: name });
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

describe("Domains", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`maps a domain to the demo site, which serves it at once; inactive, it stops; deleted after confirmation (${label})`, async ({ open, login, selectSite, baseUrl, db, demoSite, server }) => {
      const host = label === "desktop" ? "essai.localhost" : "essai-mobile.localhost";
      const publicUrl = (pathname: string) => `http://${host}:${server.port}${pathname}`;
      const p = await login("admin", viewport);
      await selectSite(p, demoSite.id);
      await p.goto(`${baseUrl}/admin/domains`);
      const body = await p.locator("main").innerText();
      for (const text of ["Domaines", "Instructions d'hébergement", "PUBLIC_IPV4", "CNAME_TARGET", "Let's Encrypt", "propagation DNS"]) expect(body).toContain(text);
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
      const rows = await db.select().from(domainMappings).where(like(domainMappings.domain, `%${host}`));
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
        .poll(async () => {
          const response = await visitor.goto(publicUrl("/merchant"));
          return response?.status() === 200 && (await visitor.locator("header").innerText()).includes(demoSite.name);
        }, { timeout: 10_000, interval: 500 })
        .toBe(true);

      // Inactive: the host no longer serves the site.
      const toggle = p.getByRole("switch", { name: `Actif\u00a0: ${host}` }).locator("visible=true");
      expect(await toggle.getAttribute("aria-checked")).toBe("true");
      await toggle.click();
      await expectToast(p, "Mapping désactivé avec succès");
      await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
      expect(await p.getByRole("main").locator(label === "phone" ? "li" : "tr").filter({ hasText: host }).first().innerText()).toContain("Inactif");
      await expect.poll(async () => (await visitor.goto(publicUrl("/merchant")))?.status(), { timeout: 10_000, interval: 500 }).toBe(404);
      expect(await visitor.locator("body").innerText()).toContain("Site non trouvé");
      await screenshot(p, `bo-domains-inactive-${label}`);

      // Edit one mapping: the new name serves the site.
      await p.getByRole("button", { name: `Modifier ${host}` }).locator("visible=true").click();
      const edit = p.getByRole("dialog", { name: "Modifier le mapping" });
      expect(await edit.getByLabel("Nom de domaine").inputValue()).toBe(host);
      await edit.getByLabel("Nom de domaine").fill(`nouveau-${host}`);
      await edit.getByRole("button", { name: "Enregistrer" }).click();
      await expectToast(p, "Mapping mis à jour avec succès");

      // Delete both, each after confirmation.
      for (const name of [`nouveau-${host}`, `www.${host}`]) {
        await p.getByRole("button", { name: `Supprimer ${name}` }).locator("visible=true").click();
        const confirm = p.getByRole("alertdialog", { name: "Supprimer ce mapping\u00a0?" });
        expect(await confirm.innerText()).toContain(name);
        await expectAccessible(p, "delete confirmation");
        await confirm.getByRole("button", { name: "Supprimer" }).click();
        await expectToast(p, "Mapping supprimé avec succès");
        await expect.poll(() => confirm.isVisible()).toBe(false);
        await expect.poll(() => p.getByRole("button", { name: `Supprimer ${name}` }).count()).toBe(0);
      }
      expect(await db.select().from(domainMappings).where(like(domainMappings.domain, `%${host}`))).toEqual([]);
      await expect.poll(async () => (await visitor.goto(publicUrl("/merchant")))?.status(), { timeout: 10_000, interval: 500 }).toBe(404);
      await visitor.context().close();
    });
  }
});

describe("Account", () => {
  /** A user of our own: changing the demo accounts' passwords would break the other tests. */
  for (const [label, viewport] of VIEWPORTS) {
    test(`changes the password (other sessions signed out) and the e-mail after confirmation (${label})`, async ({ login, baseUrl, db }) => {
      const email = `compte-${label}-${Date.now().toString(36)}@exemple.fr`;
      await createUser(db, email, "ancien-secret");
      const p = await login({ email, password: "ancien-secret" }, viewport);
      const other = await login({ email, password: "ancien-secret" }, viewport);

      await p.goto(`${baseUrl}/admin/account`);
      expect(await p.locator("main").innerText()).toContain(email);
      await screenshot(p, `bo-account-${label}`);
      await expectAccessible(p, "account");

      const passwordForm = p.getByRole("region", { name: "Mot de passe" });
      const fill = async (current: string, next: string, confirm: string) => {
        await passwordForm.getByLabel("Mot de passe actuel").fill(current);
        await passwordForm.getByLabel("Nouveau mot de passe", { exact: true }).fill(next);
        await passwordForm.getByLabel("Confirmer le nouveau mot de passe").fill(confirm);
        await passwordForm.getByRole("button", { name: "Modifier le mot de passe" }).click();
      };
      await fill("123", "nouveau-secret", "nouveau-secret");
      await expect.poll(() => passwordForm.getByText("Le mot de passe doit contenir au moins 6 caractères").isVisible()).toBe(true);
      await fill("ancien-secret", "nouveau-secret", "autre-secret");
      await expect.poll(() => passwordForm.getByText("Les mots de passe ne correspondent pas").isVisible()).toBe(true);
      await fill("mauvais-secret", "nouveau-secret", "nouveau-secret");
      await expect.poll(() => passwordForm.getByText("Le mot de passe actuel est incorrect.").isVisible()).toBe(true);
      await screenshot(p, `bo-account-password-errors-${label}`);
      await expectAccessible(p, "account with errors");

      await fill("ancien-secret", "nouveau-secret", "nouveau-secret");
      await expectToast(p, "Votre mot de passe a été modifié avec succès.");
      expect(await passwordForm.getByLabel("Mot de passe actuel").inputValue()).toBe("");
      // This browser stays signed in; the other one is signed out.
      await p.reload();
      expect(new URL(p.url()).pathname).toBe("/admin/account");
      await other.goto(`${baseUrl}/admin/account`);
      expect(new URL(other.url()).pathname).toBe("/admin/login");
      await other.context().close();

      const emailForm = p.getByRole("region", { name: "Adresse email" });
      const sendEmail = async (address: string, password: string) => {
        await emailForm.getByLabel("Nouvelle adresse email").fill(address);
        await emailForm.getByLabel("Mot de passe actuel").fill(password);
        await emailForm.getByRole("button", { name: "Mettre à jour l'email" }).click();
      };
      await sendEmail("pas-un-email", "nouveau-secret");
      await expect.poll(() => emailForm.getByText("Email invalide").isVisible()).toBe(true);
      // Whoever holds the open session must also know the password (issue 11); the address stays as typed.
      const newEmail = `nouveau-${email}`;
      await sendEmail(newEmail, "mauvais-secret");
      await expect.poll(() => emailForm.getByText("Le mot de passe actuel est incorrect.").isVisible()).toBe(true);
      expect(await emailForm.getByLabel("Nouvelle adresse email").inputValue()).toBe(newEmail);
      expect(await emailForm.getByLabel("Mot de passe actuel").inputValue()).toBe("");
      await screenshot(p, `bo-account-email-password-${label}`);
      await expectAccessible(p, "account e-mail with a wrong password");
      // Issue 23: an address another account uses gets the same answer as a free one (only the mail to it says it is taken).
      await sendEmail(admin.email, "nouveau-secret");
      await expectToast(p, "Un email de confirmation a été envoyé à votre nouvelle adresse.");
      await expect.poll(() => emailForm.getByText(admin.email).isVisible()).toBe(true);
      await sendEmail(newEmail, "nouveau-secret");
      await expectToast(p, "Un email de confirmation a été envoyé à votre nouvelle adresse.");
      await expect.poll(() => emailForm.getByText(newEmail).isVisible()).toBe(true);
      await screenshot(p, `bo-account-email-pending-${label}`);

      // Nothing changes until the link in the e-mail is confirmed.
      const [stillOld] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(stillOld).toBeDefined();
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "email_change"));
      const sent = mails.filter((m) => m.toAddresses.includes(newEmail));
      expect(sent).toHaveLength(1);
      const mail = sent[0];
      expect(mail?.toAddresses).toEqual([newEmail]);
      const link = mail!.textBody.match(/https?:\/\/\S+/)![0];
      expect(link.startsWith(`${baseUrl}/admin/account/confirm-email?token=`)).toBe(true);

      await p.goto(link);
      expect(await p.locator("main").innerText()).toContain(newEmail);
      await screenshot(p, `bo-confirm-email-${label}`);
      await expectAccessible(p, "confirm e-mail");
      await p.getByRole("button", { name: "Confirmer cette adresse" }).click();
      await expect.poll(() => p.getByText(`C'est fait\u00a0: vous vous connectez désormais avec ${newEmail}.`).isVisible()).toBe(true);
      await p.goto(link);
      expect(await p.locator("main").innerText()).toContain("Ce lien de confirmation n'est pas valide ou a déjà été utilisé.");
      await p.goto(`${baseUrl}/admin/account`);
      expect(await p.locator("main").innerText()).toContain(newEmail);
    });
  }
});
