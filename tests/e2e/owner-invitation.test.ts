/**
 * Issue 13: an admin invites a site's owner from the Sites screen; the invited person chooses a
 * password and lands on the site's dashboard; an expired link says so. At 375 and 1280 px, axe after
 * every load.
 */
import { describe, expect } from "vitest";
import { and, eq } from "drizzle-orm";
import { mailOutbox, sites, user as users } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createSite } from "../support/factories";

const owner = DEMO_ACCOUNTS.find((a) => a.key === "owner")!;

describe("the Sites screen (admin)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`invites an owner, who chooses a password and lands on the site's dashboard (${label})`, async ({ login, open, baseUrl, db }) => {
      const name = `Primeur ${label} ${Date.now().toString(36)}`;
      const created = await createSite(db, { name });
      const email = `primeur-${label}-${created.id.slice(0, 8)}@example.fr`;
      const p = await login("admin", viewport);
      const row = p
        .getByRole("main")
        .locator(label === "phone" ? "li" : "tr")
        .filter({ hasText: name });
      await row.getByRole("button", { name: `Inviter un propriétaire pour ${name}` }).click();
      const dialog = p.getByRole("dialog", { name: "Inviter un propriétaire" });
      await dialog.getByLabel("E-mail").fill(owner.email);
      await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
      await dialog.getByText(/Un compte existe déjà avec cette adresse/).waitFor();
      await dialog.getByLabel("E-mail").fill(email);
      await screenshot(p, `comforts-admin-invite-${label}`);
      await expectAccessible(p, "invite dialog");
      await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
      await expectToast(p, `Invitation envoyée à ${email}. Le lien est valable 7\u00a0jours.`);
      await expect.poll(() => row.innerText()).toContain(`Invitation envoyée à ${email}`);
      await screenshot(p, `comforts-admin-sites-list-${label}`);

      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "site_invitation"), eq(mailOutbox.siteId, created.id)));
      const link = /(http\S+\/admin\/invitation\?token=\S+)/.exec(mail.textBody)?.[1];
      expect(link?.startsWith(baseUrl)).toBe(true);

      // The invited person, in a browser of their own.
      const guest = await open(viewport);
      await guest.goto(link!);
      await guest.getByRole("heading", { name: "Créer votre compte" }).waitFor();
      expect(await guest.locator("main").innerText()).toContain(name);
      await guest.getByLabel("Mot de passe", { exact: true }).fill("abc");
      await guest.getByLabel("Confirmer le mot de passe").fill("abc");
      await guest.getByRole("button", { name: "Créer mon compte" }).click();
      await guest.getByText("Le mot de passe doit contenir au moins 6 caractères").first().waitFor();
      await screenshot(guest, `comforts-admin-invitation-page-${label}`);
      await guest.getByLabel("Mot de passe", { exact: true }).fill("legumes-frais-2026");
      await guest.getByLabel("Confirmer le mot de passe").fill("legumes-frais-2026");
      await guest.getByRole("button", { name: "Créer mon compte" }).click();
      await guest.waitForURL("**/admin/dashboard");
      await expectToast(guest, `Bienvenue\u00a0! Vous gérez maintenant le site «\u00a0${name}\u00a0».`);
      await expect.poll(() => guest.locator("main").innerText()).toContain(name);
      const [account] = await db.select().from(users).where(eq(users.email, email));
      expect((await db.select().from(sites).where(eq(sites.id, created.id)))[0].ownerId).toBe(account.id);

      // The link is used: opened again, it says so.
      const again = await open(viewport);
      await again.goto(link!);
      await again.getByText("Ce lien d'invitation n'est pas valide ou a déjà été utilisé.", { exact: false }).waitFor();
      await screenshot(again, `comforts-admin-invitation-used-${label}`);
    });
  }

  test("an expired invitation link says so (phone)", async ({ open, baseUrl, db }) => {
    const created = await createSite(db, { name: "Site à l'invitation expirée" });
    const { inviteOwner } = await import("~/features/sites/site-invitations.server");
    await inviteOwner(
      db,
      { publicUrl: baseUrl, mailFrom: "Vitrine <noreply@vitrine.example>", now: new Date(Date.now() - 8 * 86_400_000) },
      created.id,
      "tard@example.fr",
    );
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "site_invitation"), eq(mailOutbox.siteId, created.id)));
    const link = /(http\S+\/admin\/invitation\?token=\S+)/.exec(mail.textBody)![1];
    const p = await open(VIEWPORTS[0][1]);
    await p.goto(link);
    await p.getByText(/Ce lien d'invitation a expiré/).waitFor();
    expect(await p.getByLabel("Mot de passe", { exact: true }).count()).toBe(0);
    await screenshot(p, "comforts-admin-invitation-expired-phone");
  });
});
