/**
 * The spam folder ('Indésirables', ADR 017) as the demo owner: spam shown apart with its signs, and
 * 'Ce n'est pas un indésirable' bringing a message or a quote request back. The test adds its own
 * rows, tagged so it finds them again, and reads every expected figure from the database.
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages, quoteRequests } from "~/db/schema";
import { DESKTOP, expectAccessible, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { addMessage, addQuote, navBadge, unreadMessages } from "./support/inbox-data";

describe("spam folder ('Indésirables', ADR 017)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows spam apart with its signs, and 'Ce n'est pas un indésirable' brings a message back as unread (${label})`, async ({ login, db, demoSite }) => {
      const tag = `spam-${label}`;
      const spam = await addMessage(db, demoSite.id, tag, {
        subject: `Offre exceptionnelle ${tag}`,
        message: "Gagnez https://casino.example et https://pilules.example",
        isSpam: true,
        spamReasons: ["links", "hasty"],
      });
      const page = await login("owner", viewport, { at: "/admin/content/messages" });
      await page.getByRole("heading", { name: "Messages de contact", level: 1 }).waitFor();
      // Not in the inbox, nor in the badge.
      const before = await unreadMessages(db, demoSite.id);
      await expect.poll(() => navBadge(page, "Messages de contact")).toBe(before);
      const card = page.getByRole("article", { name: `Offre exceptionnelle ${tag}` });
      expect(await card.count()).toBe(0);

      const folders = page.getByRole("navigation", { name: "Dossiers de messages" });
      await folders.getByRole("link", { name: /^Indésirables/ }).click();
      await page.waitForURL("**/admin/content/messages?folder=spam");
      await card.waitFor();
      expect(await folders.getByRole("link", { name: /^Indésirables/ }).getAttribute("aria-current")).toBe("page");
      const text = await card.innerText();
      for (const part of ["Indésirable", "Liens dans l'envoi", "Envoyé quelques secondes après l'ouverture du formulaire", "Gagnez https://casino.example"])
        expect(text).toContain(part);
      // The links are shown as text, never as links; no reply to a robot.
      expect(await card.getByRole("link", { name: /casino/ }).count()).toBe(0);
      expect(await card.getByRole("link", { name: "Répondre" }).count()).toBe(0);
      await screenshot(page, `communication-spam-${label}`);
      await expectAccessible(page, `messages spam folder (${label})`);

      // Reached and pressed with the keyboard.
      const button = card.getByRole("button", { name: "Ce n'est pas un indésirable" });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByText("Message déplacé dans la boîte de réception").first().isVisible()).toBe(true);
      await expect.poll(() => card.count()).toBe(0);
      await expect
        .poll(async () => (await db.select().from(contactMessages).where(eq(contactMessages.id, spam.id)))[0])
        .toMatchObject({ isSpam: false, isViewed: false, spamReasons: [] });
      await expect.poll(() => navBadge(page, "Messages de contact")).toBe(before + 1);

      // In the inbox now, as a new message.
      await folders.getByRole("link", { name: /^Boîte de réception/ }).click();
      await page.waitForURL(/\/admin\/content\/messages$/);
      await card.waitFor();
      expect(await card.innerText()).toContain("Nouveau");
      await card.getByRole("button", { name: "Marquer comme lu" }).click();
      await expect.poll(() => navBadge(page, "Messages de contact")).toBe(before);
    });
  }

  test("moves a quote request back to the requests", async ({ login, db, demoSite }) => {
    const quote = await addQuote(db, demoSite.id, "spam-quote", { isSpam: true, spamReasons: ["network-burst"], message: "Achetez des abonnés" });
    const page = await login("owner", DESKTOP, { at: "/admin/content/quotes" });
    const filters = page.getByRole("navigation", { name: "Filtrer les demandes" });
    const card = page.getByRole("article", { name: "Claire Dubois spam-quote" });
    await filters.getByRole("link", { name: /^Toutes/ }).waitFor();
    expect(await card.count()).toBe(0);
    await filters.getByRole("link", { name: /^Indésirables/ }).click();
    await page.waitForURL("**/admin/content/quotes?folder=spam");
    await card.waitFor();
    expect(await card.innerText()).toContain("Rafale d'envois depuis un même réseau");
    expect(await card.getByRole("button", { name: "Marquer comme vu" }).count()).toBe(0);
    await screenshot(page, "communication-quotes-spam-desktop");
    await expectAccessible(page, "quotes spam folder");
    await card.getByRole("button", { name: "Ce n'est pas un indésirable" }).click();
    await expect.poll(() => page.getByText("Demande déplacée dans les demandes de devis").first().isVisible()).toBe(true);
    await expect.poll(() => card.count()).toBe(0);
    await expect
      .poll(async () => (await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id)))[0])
      .toMatchObject({ isSpam: false, isViewed: false });
    await filters.getByRole("link", { name: /^Toutes/ }).click();
    await page.waitForURL(/\/admin\/content\/quotes$/);
    await card.waitFor();
    expect(await card.innerText()).toContain("Non vue");
  });
});
