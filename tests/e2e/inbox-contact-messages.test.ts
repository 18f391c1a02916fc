/**
 * The contact messages as the demo owner: the list with the spec's texts, read and unread, deletion,
 * the error toasts, and the sidebar's unread counters (back-office.md §8, §9). The demo site comes
 * with its own messages (demo-inbox.ts), and other files add theirs: the test adds its own, tagged
 * so it finds them again, and reads every expected figure from the database.
 */
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import { DESKTOP, expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { LAST_YEAR, type NAV_HREFS, addMessage, navBadge, unreadMessages } from "./support/inbox-data";

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
    await page
      .getByRole("navigation", { name: "Navigation du back-office" })
      .getByRole("link", { name: /Messages de contact/ })
      .click();
    await expect.poll(() => page.getByText("Chargement des messages...").first().isVisible()).toBe(true);
    release();
    await page.waitForURL("**/admin/content/messages");
    await page.getByRole("heading", { name: "Messages de contact", level: 1 }).waitFor();
  });
});
