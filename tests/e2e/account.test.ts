/**
 * The account page: the password changed (other sessions signed out), and the sign-in e-mail
 * changed once the new address confirms it. Axe after every load.
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { mailOutbox, user as users } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { createUser } from "./support/accounts";
import { test } from "./support/fixtures";

const admin = DEMO_ACCOUNTS.find((a) => a.key === "admin")!;

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
