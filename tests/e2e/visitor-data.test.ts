import { describe, expect } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { contactMessages, quoteRequests, sites, visitorDataLog } from "~/db/schema";
import { downloadText, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createQuote } from "../support/factories";

/**
 * 'Données des visiteurs' (issue 15): the demo owner chooses how long messages and quotes are
 * kept, then a visitor of the demo asks for their data: the owner finds it by e-mail, downloads
 * the JSON file, and erases it all after confirming. One visitor per width: the story runs twice
 * on one database, and the first run erases its visitor.
 */
const STORIES = {
  // Demo visitors with a contact message each (demo-inbox.ts); a quote request is added for them.
  phone: {
    email: "helene.garnier@example.com",
    typed: "  Helene.GARNIER@example.com ",
    subject: "Tarte aux pralines pour samedi",
    retention: "1 an",
    months: 12,
  },
  desktop: { email: "karim.benali@example.net", typed: "Karim.Benali@example.net", subject: "Allergie aux fruits à coque", retention: "5 ans", months: 60 },
} as const;

describe("'Données des visiteurs'", () => {
  for (const [label, viewport] of VIEWPORTS) {
    const story = STORIES[label];

    test(`the owner sets the retention, then finds, exports and erases a visitor's data (${label})`, async ({ login, db, demoSite }) => {
      await createQuote(db, demoSite, {
        customerFirstName: "Prénom",
        customerLastName: "Visiteur",
        customerEmail: story.email,
        serviceType: "Buffet du dimanche",
        message: "Un buffet pour 12 personnes, dimanche midi.",
      });
      const page = await login("owner", viewport, { at: "/admin/donnees" });
      await expect.poll(() => page.getByRole("heading", { level: 1, name: "Données des visiteurs" }).isVisible()).toBe(true);

      // 'Durée de conservation': 3 years (the CNIL's advice) until the owner chooses.
      const retention = page.getByLabel("Conserver les messages et les demandes de devis");
      await retention.selectOption({ label: story.retention });
      await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
      await expectToast(page, "Durée de conservation enregistrée");
      await expect.poll(async () => (await db.select({ m: sites.dataRetentionMonths }).from(sites).where(eq(sites.id, demoSite.id)))[0].m).toBe(story.months);

      // The search: case and blanks do not matter; what it found is listed with its dates.
      const email = page.getByRole("textbox", { name: "E-mail du visiteur" });
      await email.fill(story.typed);
      await page.getByRole("button", { name: "Rechercher", exact: true }).click();
      await expect.poll(() => page.getByTestId("visitor-counts").textContent()).toBe("1 message de contact et 1 demande de devis sur ce site.");
      const found = page.getByRole("list", { name: `Données de ${story.email}` });
      await expect.poll(() => found.getByRole("listitem").count()).toBe(2);
      expect(await found.getByRole("link", { name: story.subject }).isVisible()).toBe(true);
      expect(await found.getByRole("link", { name: "Buffet du dimanche" }).isVisible()).toBe(true);
      await screenshot(page, `visitor-data-found-${label}`);

      // 'Exporter (JSON)': a file with the message and the quote, and the toast.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exporter (JSON)" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^donnees-visiteur-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await downloadText(download)) as {
        site: string;
        adresseEmail: string;
        messagesDeContact: { objet: string; email: string }[];
        demandesDeDevis: { prestation: string; message: string }[];
      };
      expect(file.site).toBe(demoSite.name);
      expect(file.adresseEmail).toBe(story.email);
      expect(file.messagesDeContact.map((m) => [m.objet, m.email])).toEqual([[story.subject, story.email]]);
      expect(file.demandesDeDevis.map((q) => [q.prestation, q.message])).toEqual([["Buffet du dimanche", "Un buffet pour 12 personnes, dimanche midi."]]);
      expect(JSON.stringify(file)).not.toContain(demoSite.id);
      await expectToast(page, "Export téléchargé");

      // 'Supprimer toutes ses données': the kit's confirmation, then nothing is left.
      await page.getByRole("button", { name: "Supprimer toutes ses données" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Supprimer toutes les données de ce visiteur\u00a0?" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain("1 message de contact et 1 demande de devis");
      await screenshot(page, `visitor-data-confirm-${label}`);
      await dialog.getByRole("button", { name: "Supprimer", exact: true }).click();
      await expectToast(page, "Données supprimées");
      await expect.poll(() => page.getByRole("heading", { name: "Aucune donnée pour cette adresse" }).isVisible()).toBe(true);
      // What was typed stays in the field (an e-mail input's value drops surrounding blanks itself).
      expect(await email.inputValue()).toBe(story.typed.trim());
      // The log says what was done, without the address.
      await expect.poll(() => page.getByRole("region", { name: "Historique des demandes" }).getByText("Suppression").first().isVisible()).toBe(true);
      await screenshot(page, `visitor-data-erased-${label}`);

      const left = async (table: typeof contactMessages | typeof quoteRequests, column: typeof contactMessages.email | typeof quoteRequests.customerEmail) =>
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
            .where(and(eq(table.siteId, demoSite.id), sql`lower(${column}) = ${story.email}`))
        )[0].n;
      expect(await left(contactMessages, contactMessages.email)).toBe(0);
      expect(await left(quoteRequests, quoteRequests.customerEmail)).toBe(0);
      const log = await db
        .select({ action: visitorDataLog.action, counts: visitorDataLog.counts })
        .from(visitorDataLog)
        .where(eq(visitorDataLog.siteId, demoSite.id));
      expect(log).toContainEqual({ action: "export", counts: { messages: 1, quotes: 1 } });
      expect(log).toContainEqual(expect.objectContaining({ action: "delete", counts: expect.objectContaining({ messages: 1, quotes: 1 }) }));
      expect(JSON.stringify(log)).not.toContain(story.email);
    });
  }
});
