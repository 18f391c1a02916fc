import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createQuote } from "../support/factories";

/**
 * Issue 13, following up a quote request as the demo owner at 375 and 1280 px (axe after every
 * load): one meaning of 'Nouveau', the quote's internal note, and 'Répondre par email' → 'En cours'.
 */

describe("inbox comforts", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`one 'Nouveau', an internal note, and 'Répondre par email' → 'En cours' (${label})`, async ({ login, db, demoSite }) => {
      const quote = await createQuote(db, demoSite, {
        customerFirstName: "Inès",
        customerLastName: `Moreau ${label}`,
        customerEmail: `ines.${label}@example.fr`,
        message: "Un buffet pour 40 personnes, s'il vous plaît.",
      });
      const p = await login("owner", viewport, { at: "/admin/content/quotes" });
      const card = p.getByRole("article", { name: `Inès Moreau ${label}` });
      await card.waitFor();
      await card.locator("header").getByText("Nouveau", { exact: true }).waitFor();
      // 'Non vue' is said to screen readers only; the card's highlight shows it.
      const unseen = await card.getByText("Non vue", { exact: true }).evaluateAll((els) => els.map((e) => e.classList.contains("sr-only")));
      expect(unseen).toEqual([true]);

      // Every filter chip whole on the screen.
      const chips = p.getByRole("navigation", { name: "Filtrer les demandes" }).getByRole("link");
      const width = viewport.width;
      for (const chip of await chips.all()) {
        const box = (await chip.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      await screenshot(p, `comforts-quotes-${label}`);

      await card.getByRole("button", { name: "Ajouter une note interne" }).click();
      await card.getByLabel("Note interne").fill("Rappeler jeudi\u00a0: budget à confirmer");
      await expectAccessible(p, `quote note (${label})`);
      await card.getByRole("button", { name: "Enregistrer la note" }).click();
      await expectToast(p, "Note enregistrée");
      await card.getByText("Rappeler jeudi\u00a0: budget à confirmer").waitFor();
      await expect
        .poll(async () => (await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id)))[0].internalNote)
        .toBe("Rappeler jeudi\u00a0: budget à confirmer");

      await card.getByRole("link", { name: "Répondre par email" }).click();
      await expectToast(p, "Statut mis à jour\u00a0: En cours");
      await expect
        .poll(async () => (await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id)))[0])
        .toMatchObject({ status: "in_progress", isViewed: true });
      await card.getByRole("button", { name: "En cours", pressed: true }).waitFor();
      await expectAccessible(p, `quote replied (${label})`);
      await screenshot(p, `comforts-quote-note-${label}`);
    });
  }
});
