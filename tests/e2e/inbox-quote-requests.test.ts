/**
 * The quote requests as the demo owner: every field shown, marked viewed, the status changed, and
 * the sidebar's counter (back-office.md §8, §9). The demo site comes with its own requests
 * (demo-inbox.ts): the test adds its own, tagged so it finds them again, and reads every expected
 * figure from the database.
 */
import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import { expectAccessible, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { addQuote } from "./support/inbox-data";

describe("quote requests", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`shows every field, marks viewed and changes the status (${label})`, async ({ login, db, demoSite }) => {
      const tag = `quote-${label}`;
      const quote = await addQuote(db, demoSite.id, tag);
      const page = await login("owner", viewport, { at: "/admin/content/quotes" });
      const card = page.getByRole("article", { name: `Claire Dubois ${tag}` });
      await card.waitFor();
      const text = await card.innerText();
      for (const part of [
        "Atelier Dubois",
        "Buffet traiteur",
        "14 juin 2026",
        "80",
        "3 000 €",
        "Nouveau",
        "Non vue",
        "Un buffet salé et sucré.\nPouvez-vous",
      ]) {
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
      await page
        .getByRole("navigation", { name: "Filtrer les demandes" })
        .getByRole("link", { name: /^Terminé/ })
        .click();
      await page.waitForURL("**/admin/content/quotes?status=completed");
      await expect.poll(() => card.count()).toBe(1);
      await page
        .getByRole("navigation", { name: "Filtrer les demandes" })
        .getByRole("link", { name: /^En cours/ })
        .click();
      await page.waitForURL("**/admin/content/quotes?status=in_progress");
      await expect.poll(() => card.count()).toBe(0);
    });
  }
});
