/**
 * The spam folder ('Indésirables', ADR 017) as the demo owner: spam shown apart with its signs, and
 * 'Ce n'est pas un indésirable' bringing a message or a quote request back. The test adds its own
 * rows, tagged so it finds them again, and reads every expected figure from the database.
 */
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { and, count, eq } from "drizzle-orm";
import { contactMessages, quoteRequests } from "~/db/schema";
import type { Database } from "~/db/connect.server";
import { DESKTOP, expectAccessible, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createMessage, createQuote } from "../support/factories";

/**
 * The communication screens as the demo owner: dashboard counts, quote requests, contact messages
 * and the sidebar's unread counters (back-office.md §2, §8, §9). The demo site comes with its own
 * messages and requests (demo-inbox.ts), and other files add theirs: the test adds its own, tagged
 * so it finds them again, and reads every expected figure from the database.
 */
const LAST_YEAR = new Date().getUTCFullYear() - 1;

async function addMessage(db: Database, siteId: string, tag: string, values: Partial<typeof contactMessages.$inferInsert> = {}) {
  return createMessage(db, siteId, {
    firstName: "Jeanne",
    name: `Martin ${tag}`,
    email: `jeanne.${tag}@example.fr`,
    subject: `Commande de bûche ${tag}`,
    message: "Bonjour,\nune bûche pour 8 personnes.\nMerci",
    // 13:07 UTC is 14:07 in Paris (winter time); last year's, so always within the site's
    // retention (36 months): an older message is the pruning worker's to delete.
    createdAt: new Date(Date.UTC(LAST_YEAR, 2, 5, 13, 7)),
    ...values,
  });
}

async function addQuote(db: Database, siteId: string, tag: string, values: Partial<typeof quoteRequests.$inferInsert> = {}) {
  return createQuote(db, siteId, {
    customerFirstName: "Claire",
    customerLastName: `Dubois ${tag}`,
    customerCompany: "Atelier Dubois",
    customerEmail: `claire.${tag}@example.fr`,
    customerPhone: "06 12 34 56 78",
    serviceType: "Buffet traiteur",
    eventDate: "2026-06-14",
    eventGuests: "80",
    eventBudget: "3 000 €",
    message: "Un buffet salé et sucré.\nPouvez-vous nous faire une proposition\u00a0?",
    ...values,
  });
}

async function unreadMessages(db: Database, siteId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.isViewed, false), eq(contactMessages.isSpam, false)));
  return row.n;
}

const NAV_HREFS = { "Messages de contact": "/admin/content/messages", "Demandes de devis": "/admin/content/quotes" } as const;

/**
 * The badge number on a sidebar entry (0 when there is none). Read from the DOM: on a phone the
 * fixed sidebar is hidden by CSS (the drawer shows the same entries), its badges are still there.
 */
async function navBadge(page: Page, label: keyof typeof NAV_HREFS): Promise<number> {
  const badge = page.locator(`aside a[href="${NAV_HREFS[label]}"] [data-unread-count]`);
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.first().getAttribute("data-unread-count"));
}

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
