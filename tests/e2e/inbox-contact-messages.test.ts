import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { and, count, eq } from "drizzle-orm";
import { contactMessages, quoteRequests } from "~/db/schema";
import type { Database } from "../../server/db/connect";
import { DESKTOP, expectAccessible, expectToast, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createMessage, createQuote, createSite } from "../support/factories";

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

/** On a phone, the badge as seen in the drawer. */
async function drawerBadge(page: Page, label: keyof typeof NAV_HREFS): Promise<string> {
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.waitFor();
  const text = await drawer.getByRole("link", { name: new RegExp(label) }).innerText();
  await page.keyboard.press("Escape");
  await drawer.waitFor({ state: "hidden" });
  return text;
}

describe("dashboard", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows the site's quote counts as stored (${label})`, async ({ login, db, demoSite }) => {
      await addQuote(db, demoSite.id, `dash-${label}`, { status: "in_progress" });
      const page = await login("owner", viewport);
      // The requests received: spam is not one (ADR 017).
      const received = and(eq(quoteRequests.siteId, demoSite.id), eq(quoteRequests.isSpam, false));
      const [{ total }] = await db.select({ total: count() }).from(quoteRequests).where(received);
      const byStatus = async (status: "new" | "in_progress" | "completed") =>
        (await db.select({ n: count() }).from(quoteRequests).where(and(received, eq(quoteRequests.status, status))))[0].n;
      const expected = { Total: total, Nouveaux: await byStatus("new"), "En cours": await byStatus("in_progress"), Terminés: await byStatus("completed") };

      await page.reload();
      const main = page.locator("main");
      await expect.poll(() => main.innerText()).toContain("Les Délices de Marie");
      for (const [term, value] of Object.entries(expected)) {
        const card = main.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) });
        expect(await card.locator("dd").innerText(), term).toBe(String(value));
      }
      // The recent requests link to the quotes screen.
      const link = main.getByRole("link", { name: `Claire Dubois dash-${label}` }).first();
      expect(await link.getAttribute("href")).toMatch(/^\/admin\/content\/quotes#quote-[0-9a-f-]{36}$/);
      await screenshot(page, `communication-dashboard-${label}`);
      await expectAccessible(page, `dashboard (${label})`);
    });
  }
});

describe("contact messages", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`lists messages with the spec's texts, toggles read and deletes (${label})`, async ({ login, db, demoSite }) => {
      const tag = `msg-${label}`;
      const message = await addMessage(db, demoSite.id, tag);
      const page = await login("owner", viewport, { at: "/admin/content/messages" });
      await page.getByRole("heading", { name: "Messages de contact", level: 1 }).waitFor();

      const card = page.getByRole("article", { name: `Commande de bûche ${tag}` });
      const text = await card.innerText();
      expect(text).toContain("Nouveau");
      expect(text).toContain(`05 mars ${LAST_YEAR} à 14:07`);
      expect(text).toContain(`Jeanne Martin ${tag}`);
      expect(text).toContain("Bonjour,\nune bûche pour 8 personnes.\nMerci");
      expect(await card.getByRole("link", { name: `jeanne.${tag}@example.fr` }).getAttribute("href")).toBe(`mailto:jeanne.${tag}@example.fr`);
      await screenshot(page, `communication-messages-${label}`);
      await expectAccessible(page, `messages (${label})`);

      // Read: the card flips at once, the spec's toast, the stored flag and the sidebar counter.
      const before = await unreadMessages(db, demoSite.id);
      await expect.poll(() => navBadge(page, "Messages de contact")).toBe(before);
      if (label === "phone") expect(await drawerBadge(page, "Messages de contact")).toContain(`${before} message`);
      await card.getByRole("button", { name: "Marquer comme lu" }).click();
      await card.getByRole("button", { name: "Marquer comme non lu" }).waitFor();
      await expect.poll(() => page.getByText("Message marqué comme lu", { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(async () => (await db.select().from(contactMessages).where(eq(contactMessages.id, message.id)))[0].isViewed).toBe(true);
      expect(await card.getByText("Nouveau", { exact: true }).count()).toBe(0);
      await expect.poll(() => navBadge(page, "Messages de contact")).toBe(before - 1);

      await card.getByRole("button", { name: "Marquer comme non lu" }).click();
      await expect.poll(() => page.getByText("Message marqué comme non lu", { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(() => navBadge(page, "Messages de contact")).toBe(before);

      // Delete, after confirming.
      await card.getByRole("button", { name: "Supprimer" }).click();
      const dialog = page.getByRole("alertdialog");
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain("Supprimer ce message\u00a0?");
      await expectAccessible(page, `delete dialog (${label})`);
      await dialog.getByRole("button", { name: "Supprimer" }).click();
      await expectToast(page, "Message supprimé avec succès");
      await expect.poll(() => card.count()).toBe(0);
      expect(await db.select().from(contactMessages).where(eq(contactMessages.id, message.id))).toEqual([]);
    });
  }

  test("shows the spec's error toasts and undoes the optimistic change when a message is gone", async ({ login, db, demoSite }) => {
    const message = await addMessage(db, demoSite.id, "gone");
    const page = await login("owner", DESKTOP, { at: "/admin/content/messages" });
    const card = page.getByRole("article", { name: "Commande de bûche gone" });
    await card.waitFor();
    // Deleted elsewhere (another tab) while this page shows it.
    await db.delete(contactMessages).where(eq(contactMessages.id, message.id));

    await card.getByRole("button", { name: "Marquer comme lu" }).click();
    await expect.poll(() => page.getByText("Impossible de modifier le statut du message.").first().isVisible()).toBe(true);
    await card.getByRole("button", { name: "Marquer comme lu" }).waitFor();

    await card.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expectToast(page, "Erreur lors de la suppression");
    await expectAccessible(page, "messages error toasts");
  });

  test("refreshes the counters when the window regains focus", async ({ login, db, demoSite }) => {
    const page = await login("owner", DESKTOP);
    const before = await unreadMessages(db, demoSite.id);
    await expect.poll(() => navBadge(page, "Messages de contact")).toBe(before);
    await addMessage(db, demoSite.id, "focus");
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect.poll(() => navBadge(page, "Messages de contact")).toBe(before + 1);
  });

  test("shows the loading text during a client-side navigation", async ({ login }) => {
    const page = await login("owner", DESKTOP);
    // The screen's data is held until the loading text has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/content\/messages\.data/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Navigation du back-office" }).getByRole("link", { name: /Messages de contact/ }).click();
    await expect.poll(() => page.getByText("Chargement des messages...").first().isVisible()).toBe(true);
    release();
    await page.waitForURL("**/admin/content/messages");
    await page.getByRole("heading", { name: "Messages de contact", level: 1 }).waitFor();
  });
});

describe("quote requests", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows every field, marks viewed and changes the status (${label})`, async ({ login, db, demoSite }) => {
      const tag = `quote-${label}`;
      const quote = await addQuote(db, demoSite.id, tag);
      const page = await login("owner", viewport, { at: "/admin/content/quotes" });
      const card = page.getByRole("article", { name: `Claire Dubois ${tag}` });
      await card.waitFor();
      const text = await card.innerText();
      for (const part of ["Atelier Dubois", "Buffet traiteur", "14 juin 2026", "80", "3 000 €", "Nouveau", "Non vue", "Un buffet salé et sucré.\nPouvez-vous"]) {
        expect(text).toContain(part);
      }
      expect(await card.getByRole("link", { name: `claire.${tag}@example.fr` }).getAttribute("href")).toBe(`mailto:claire.${tag}@example.fr`);
      expect(await card.getByRole("link", { name: "06 12 34 56 78" }).getAttribute("href")).toBe("tel:0612345678");
      const reply = await card.getByRole("link", { name: "Répondre par email" }).getAttribute("href");
      expect(reply).toBe(`mailto:claire.${tag}@example.fr?subject=${encodeURIComponent("Re: votre demande de devis — Buffet traiteur")}`);
      await screenshot(page, `communication-quotes-${label}`);
      await expectAccessible(page, `quotes (${label})`);

      const stored = async () => (await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id)))[0];
      await card.getByRole("button", { name: "Marquer comme vu" }).click();
      await expect.poll(() => page.getByText("Demande marquée comme vue").first().isVisible()).toBe(true);
      await expect.poll(async () => (await stored()).isViewed).toBe(true);
      await card.getByRole("button", { name: "Marquer non vu" }).click();
      await expect.poll(async () => (await stored()).isViewed).toBe(false);

      await card.getByRole("button", { name: "En cours" }).click();
      await expect.poll(() => page.getByText("Statut mis à jour\u00a0: En cours").first().isVisible()).toBe(true);
      await expect.poll(async () => (await stored()).status).toBe("in_progress");
      expect(await card.getByRole("button", { name: "En cours" }).getAttribute("aria-pressed")).toBe("true");
      await card.getByRole("button", { name: "Terminé" }).click();
      await expect.poll(async () => (await stored()).status).toBe("completed");
      // The filter shows it among the completed requests only.
      await page.getByRole("navigation", { name: "Filtrer les demandes" }).getByRole("link", { name: /^Terminé/ }).click();
      await page.waitForURL("**/admin/content/quotes?status=completed");
      await expect.poll(() => card.count()).toBe(1);
      await page.getByRole("navigation", { name: "Filtrer les demandes" }).getByRole("link", { name: /^En cours/ }).click();
      await page.waitForURL("**/admin/content/quotes?status=in_progress");
      await expect.poll(() => card.count()).toBe(0);
    });
  }
});

describe("spam folder ('Indésirables', ADR 017)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows spam apart with its signs, and 'Ce n'est pas un indésirable' brings a message back as unread (${label})`, async ({ login, db, demoSite }) => {
      const tag = `spam-${label}`;
      const spam = await addMessage(db, demoSite.id, tag, { subject: `Offre exceptionnelle ${tag}`, message: "Gagnez https://casino.example et https://pilules.example", isSpam: true, spamReasons: ["links", "hasty"] });
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
      for (const part of ["Indésirable", "Liens dans l'envoi", "Envoyé quelques secondes après l'ouverture du formulaire", "Gagnez https://casino.example"]) expect(text).toContain(part);
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
      await expect.poll(async () => (await db.select().from(contactMessages).where(eq(contactMessages.id, spam.id)))[0]).toMatchObject({ isSpam: false, isViewed: false, spamReasons: [] });
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
    await expect.poll(async () => (await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id)))[0]).toMatchObject({ isSpam: false, isViewed: false });
    await filters.getByRole("link", { name: /^Toutes/ }).click();
    await page.waitForURL(/\/admin\/content\/quotes$/);
    await card.waitFor();
    expect(await card.innerText()).toContain("Non vue");
  });
});

describe("a site without quotes or messages", () => {
  test("shows the empty states", async ({ login, selectSite, baseUrl, db }) => {
    const { id: empty } = await createSite(db, { name: "Boutique vide" });
    const page = await login("admin", PHONE);
    await selectSite(page, empty);
    await page.goto(`${baseUrl}/admin/content/messages`);
    const main = page.locator("main");
    await expect.poll(() => main.innerText()).toContain("Aucun message");
    expect(await main.innerText()).toContain("Aucun message de contact n'a été reçu pour le moment.");
    await screenshot(page, "communication-messages-empty-phone");
    await expectAccessible(page, "messages empty");
    await page.goto(`${baseUrl}/admin/content/messages?folder=spam`);
    await expect.poll(() => main.innerText()).toContain("Aucun indésirable");
    await screenshot(page, "communication-spam-empty-phone");
    await expectAccessible(page, "spam folder empty");
    await page.goto(`${baseUrl}/admin/content/quotes`);
    await expect.poll(() => main.innerText()).toContain("Aucune demande de devis");
    await expectAccessible(page, "quotes empty");
  });
});
