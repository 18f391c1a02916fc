import { describe, expect } from "vitest";
import { and, eq } from "drizzle-orm";
import { contactMessages, contentTranslations, mailOutbox, pageTranslations, siteLanguages, sites } from "~/db/schema";
import type { Database } from "~/db/connect.server";
import { expectToast, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { FORM_DELAY_MS, test } from "./support/fixtures";

/**
 * A multilingual site, from the merchant's first switch to a visitor's message (ADR 047): the
 * Expert owner switches English on, translates the home and the contact page and publishes
 * both; a visitor on the merchant's domain switches to English without any script, reads the
 * hours in English and sends the contact form in English, correcting an error on the way; the
 * merchant's notification says 'anglais'; a French edit turns the English home 'À revoir'.
 */

/** The demo ships with English published: each story starts from a site that never had it. */
async function withoutEnglish(db: Database, siteId: string): Promise<void> {
  await db.update(sites).set({ plan: "expert" }).where(eq(sites.id, siteId));
  for (const table of [contentTranslations, pageTranslations, siteLanguages]) {
    await db.delete(table).where(and(eq(table.siteId, siteId), eq(table.language, "en")));
  }
}

describe("a site in English", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`the owner publishes the home and the contact page in English; a visitor reads and writes in English (${label})`, async ({
      login,
      open,
      db,
      demoSite,
      demoHostUrl,
    }) => {
      await withoutEnglish(db, demoSite.id);
      const admin = await login("owner", viewport, { at: "/admin/langues" });
      await expect.poll(() => admin.getByRole("heading", { level: 1, name: "Langues" }).isVisible()).toBe(true);
      await admin.getByRole("switch", { name: /^Anglais/ }).click();
      await expectToast(admin, /^L'anglais est activé/);

      const heroTitle = `Welcome to our bakery (${label})`;
      for (const [page, name] of [
        ["home", "Accueil"],
        ["contact", "Contact et horaires"],
      ] as const) {
        await admin.goto(new URL(`/admin/traductions?langue=en&page=${page}`, admin.url()).toString());
        const form = admin.getByRole("form", { name: `Traduction de la page ${name}` });
        const editor = admin.getByRole("region", { name: new RegExp(`^${name} en anglais`) });
        await expect.poll(() => editor.getByText("À traduire", { exact: true }).isVisible(), { message: `${name}: À traduire` }).toBe(true);
        const fields = form.locator("input[name^='t:'], textarea[name^='t:']");
        const count = await fields.count();
        expect(count, `${name}: fields to translate`).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) await fields.nth(i).fill(`English text ${i + 1}`);
        if (page === "home") await form.locator("input[name^='t:home:'][name$=':heroTitle']").fill(heroTitle);
        await form.getByRole("button", { name: "Sauvegarder" }).click();
        await expectToast(admin, `La page «\u00a0${name}\u00a0» en anglais a été mise à jour.`);
        await editor.getByRole("button", { name: "Publier cette page" }).click();
        await expectToast(admin, `La page «\u00a0${name}\u00a0» est affichée en anglais sur votre site.`);
        await expect.poll(() => editor.getByText("Publiée", { exact: true }).isVisible()).toBe(true);
      }

      // A visitor, without any script, on the merchant's own domain.
      const visitor = await open(viewport, { javaScriptEnabled: false });
      await visitor.goto(demoHostUrl("/merchant/contact"));
      if (viewport === PHONE) await visitor.getByRole("button", { name: "Ouvrir le menu" }).click();
      else await visitor.getByRole("button", { name: /^Langue\s: Français/ }).click();
      await visitor.getByRole("link", { name: "English" }).click();
      await visitor.waitForLoadState("load");
      expect(new URL(visitor.url()).pathname).toBe("/en/merchant/contact");
      expect(await visitor.locator("html").getAttribute("lang")).toBe("en");
      const body = await visitor.locator("main").innerText();
      expect(body).toContain("Monday");
      expect(body).not.toContain("Lundi");
      await screenshot(visitor, `multilingual-contact-en-${label}`);

      // An error first: the message in English, what was typed kept.
      await visitor.getByLabel("First name", { exact: true }).fill("Emma");
      await visitor.getByLabel("Last name", { exact: true }).fill("Jones");
      await visitor.getByLabel("Email", { exact: true }).fill("emma.example.co.uk");
      await visitor.getByLabel("Subject", { exact: true }).fill(`Birthday cake (${label})`);
      await visitor.getByLabel("Message", { exact: true }).fill("Could you make a chocolate cake for twelve on Saturday?");
      await visitor.waitForTimeout(FORM_DELAY_MS);
      await visitor.getByRole("button", { name: "Send message" }).click();
      await visitor.waitForLoadState("load");
      expect(await visitor.locator("main").innerText()).toContain("Please enter a valid email address");
      expect(await visitor.getByLabel("First name", { exact: true }).inputValue()).toBe("Emma");

      await visitor.getByLabel("Email", { exact: true }).fill("emma@example.co.uk");
      await visitor.waitForTimeout(FORM_DELAY_MS);
      await visitor.getByRole("button", { name: "Send message" }).click();
      await visitor.waitForLoadState("load");
      expect(new URL(visitor.url()).pathname).toBe("/en/merchant/contact");
      expect(await visitor.getByRole("status").filter({ hasText: "Message sent!" }).count()).toBe(1);

      const [stored] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, `Birthday cake (${label})`));
      expect(stored?.language).toBe("en");
      const notifications = await db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.kind, "contact_notification"));
      const notification = notifications.find((n) => n.text.includes(`Birthday cake (${label})`));
      expect(notification?.text).toMatch(/Langue du visiteur\s*:\s*anglais/);

      // The English home shows the translation; a French edit of it turns the page 'À revoir'.
      await visitor.goto(demoHostUrl("/en"));
      await expect.poll(() => visitor.getByRole("heading", { level: 1, name: heroTitle }).isVisible()).toBe(true);
      await admin.goto(new URL("/admin/pages/home", admin.url()).toString());
      await admin.getByLabel("Titre").first().fill(`Bienvenue à la boulangerie (${label})`);
      await admin.getByRole("button", { name: "Sauvegarder" }).first().click();
      await expectToast(admin, "Contenu sauvegardé avec succès");
      await admin.goto(new URL("/admin/traductions?langue=en&page=home", admin.url()).toString());
      const home = admin.getByRole("region", { name: /^Accueil en anglais/ });
      await expect.poll(() => home.getByText("À revoir", { exact: true }).isVisible()).toBe(true);
      await screenshot(admin, `multilingual-review-${label}`);
    });
  }
});
