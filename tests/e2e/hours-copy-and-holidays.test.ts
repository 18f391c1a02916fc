import { describe, expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { and, asc, count, eq } from "drizzle-orm";
import { contactMessages, homeEvents, openingHours, quoteRequests, specialHoursPeriods } from "~/db/schema";
import { addDays, localDateTime } from "~/features/hours/hours";
import { expectAccessible, expectToast, hasFocus, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";
import { createQuote } from "../support/factories";

/**
 * Issue 13, the daily comforts of hours, events and the inbox, as the demo owner at 375 and 1280 px
 * (axe after every load, and on each dialog): a second period on a date refused with the first
 * one's name (bug 5), 'Copier sur les autres jours' on the days she ticks (issue 25), holidays ticked and added at once, an event's
 * 'Date de fin' and 'Terminé', 'Ordre enregistré', one meaning of 'Nouveau', the quote's internal
 * note, 'Répondre par email' → 'En cours', and the dashboard's messages and open/closed line.
 */

const HOURS = "/admin/pages/hours";

/** The element lies within the box's width (nothing clipped sideways). */
async function fitsIn(inner: Locator, outer: Locator): Promise<boolean> {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

async function openPeriods(p: Page, baseUrl: string) {
  await p.goto(`${baseUrl}${HOURS}`);
  await p.getByRole("tab", { name: "Périodes spéciales" }).click();
}

describe("special periods: one per date (bug 5)", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`refuses a second single day on a date, naming the first, and keeps what was typed (${label})`, async ({ login, baseUrl, db, demoSite }) => {
      // Far ahead, on no public holiday: nothing of the demo is there.
      const date = label === "phone" ? "2030-03-12" : "2030-03-13";
      const day = label === "phone" ? "12 mars 2030" : "13 mars 2030";
      const first = `E2E inventaire ${label}`;
      const p = await login("owner", viewport);
      await openPeriods(p, baseUrl);

      await p.getByRole("button", { name: "Ajouter une période" }).click();
      const dialog = p.getByRole("dialog", { name: "Nouvelle période spéciale" });
      await dialog.getByLabel("Titre").fill(first);
      await dialog.getByLabel("Date", { exact: true }).fill(date);
      await dialog.getByRole("radio", { name: "Fermé", exact: true }).check();
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expectToast(p, "Période créée avec succès");
      await dialog.waitFor({ state: "hidden" });

      await p.getByRole("button", { name: "Ajouter une période" }).click();
      await dialog.getByLabel("Titre").fill(`E2E doublon ${label}`);
      await dialog.getByLabel("Date", { exact: true }).fill(date);
      await dialog.getByRole("radio", { name: "Horaires spéciaux", exact: true }).check();
      await dialog.getByRole("button", { name: "Créer" }).click();
      await dialog.getByText(`Le ${day} a déjà une période\u00a0: ${first}.`, { exact: true }).waitFor();
      expect(await dialog.getByLabel("Titre").inputValue()).toBe(`E2E doublon ${label}`);
      expect(await dialog.getByLabel("Date", { exact: true }).getAttribute("aria-invalid")).toBe("true");
      await expectAccessible(p, `period refused (${label})`);
      await screenshot(p, `comforts-period-refused-${label}`);
      const rows = await db.select().from(specialHoursPeriods).where(and(eq(specialHoursPeriods.siteId, demoSite.id), eq(specialHoursPeriods.startDate, date)));
      expect(rows.map((r) => r.title)).toEqual([first]);

      // The range tab's two date inputs are whole, side by side on a desktop, stacked on a phone.
      await dialog.getByRole("tab", { name: "Période" }).click();
      const start = dialog.getByLabel("Date de début");
      const end = dialog.getByLabel("Date de fin");
      await end.waitFor();
      expect(await fitsIn(start, dialog)).toBe(true);
      expect(await fitsIn(end, dialog)).toBe(true);
      const [a, b] = [(await start.boundingBox())!, (await end.boundingBox())!];
      expect(label === "phone" ? b.y > a.y : b.y === a.y).toBe(true);
      await expectAccessible(p, `period range tab (${label})`);
      await screenshot(p, `comforts-period-range-${label}`);
    });
  }
});

describe("hours comforts", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`copies Tuesday to the days she ticks, a closed Monday staying closed, the undo beside the button, then saves (${label})`, async ({ login, db, demoSite }) => {
      const p = await login("owner", viewport, { at: `${HOURS}` });
      await p.getByRole("tab", { name: "Horaires réguliers" }).waitFor();
      const open = label === "phone" ? "06:30" : "06:45";
      await p.getByLabel("Mardi\u00a0: ouverture matin").fill(open);
      await p.getByLabel("Mardi\u00a0: fermeture matin").fill("12:30");
      const tuesdayAfternoon = await p.getByLabel("Mardi\u00a0: ouverture après-midi").inputValue();
      const thursdayBefore = await p.getByLabel("Jeudi\u00a0: ouverture matin").inputValue();
      const sundayBefore = await p.getByLabel("Dimanche\u00a0: ouverture matin").inputValue();
      const stored = await db.select().from(openingHours).where(eq(openingHours.siteId, demoSite.id)).orderBy(asc(openingHours.dayOfWeek));
      const monday = p.getByRole("switch", { name: "Fermé le lundi" });
      // The demo's Monday is closed, its Sunday open in the morning only.
      expect(await monday.getAttribute("aria-checked")).toBe("true");
      expect(stored.find((r) => r.dayOfWeek === 0)).toMatchObject({ isClosed: false, afternoonOpen: null });

      // The button asks which days, from the keyboard: open days ticked, the closed Monday not.
      const copyButton = p.getByRole("button", { name: "Copier les horaires du mardi sur les autres jours" });
      await copyButton.focus();
      await p.keyboard.press("Enter");
      const dialog = p.getByRole("dialog", { name: "Copier les horaires du mardi" });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(`Mardi\u00a0: ${open} - 12:30`);
      const box = (day: string) => dialog.getByRole("checkbox", { name: day, exact: true });
      const ticked: Record<string, boolean> = {};
      for (const day of ["Lundi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"]) ticked[day] = await box(day).isChecked();
      expect(ticked).toEqual({ Lundi: false, Mercredi: true, Jeudi: true, Vendredi: true, Samedi: true, Dimanche: true });
      await expect.poll(() => hasFocus(p, "checkbox", "Lundi")).toBe(true);
      // Her Sunday stays a morning.
      await box("Dimanche").uncheck();
      await expectAccessible(p, `copy's days (${label})`);
      await screenshot(p, `comforts-hours-copy-days-${label}`, { fullPage: false });
      await dialog.getByRole("button", { name: "Copier sur 4 jours" }).click();
      await dialog.waitFor({ state: "hidden" });

      // What was copied, and its undo, right under the button she used, in view; the focus back on that button.
      const status = p.getByText("Horaires du mardi copiés sur mercredi, jeudi, vendredi et samedi, à enregistrer pour les appliquer.");
      await status.waitFor();
      const undo = p.getByRole("button", { name: "Annuler la copie" });
      const notice = p.getByRole("status").filter({ hasText: "Horaires du mardi copiés" });
      const [button, noticeBox, undoBox, bar] = await Promise.all([copyButton, notice, undo, p.locator("[data-save-bar]")].map(async (l) => (await l.boundingBox())!));
      const below = noticeBox.y - (button.y + button.height);
      expect(below >= 0 && below <= 16 && undoBox.y < noticeBox.y + noticeBox.height, `the notice ${below} px under the button`).toBe(true);
      // In view on a 1280×800 screen too, and above the phone's sticky save bar.
      const bottom = Math.min(viewport.height, 800, bar.y);
      expect(undoBox.y >= 0 && undoBox.y + undoBox.height <= bottom, `undo at ${undoBox.y} px, ${bottom} px in view`).toBe(true);
      await expect.poll(() => hasFocus(p, "button", "Copier les horaires du mardi sur les autres jours")).toBe(true);
      await screenshot(p, `comforts-hours-copied-${label}`, { fullPage: false });

      expect(await monday.getAttribute("aria-checked")).toBe("true");
      expect(await p.getByLabel("Lundi\u00a0: ouverture matin").count()).toBe(0);
      for (const day of ["Mercredi", "Jeudi", "Vendredi", "Samedi"]) {
        expect(await p.getByLabel(`${day}\u00a0: ouverture matin`).inputValue()).toBe(open);
        expect(await p.getByLabel(`${day}\u00a0: fermeture matin`).inputValue()).toBe("12:30");
      }
      expect(await p.getByLabel("Dimanche\u00a0: ouverture matin").inputValue()).toBe(sundayBefore);
      // Nothing saved yet.
      expect(await db.select().from(openingHours).where(eq(openingHours.siteId, demoSite.id)).orderBy(asc(openingHours.dayOfWeek))).toEqual(stored);
      await expectAccessible(p, `hours copied (${label})`);

      await undo.click();
      await status.waitFor({ state: "detached" });
      expect(await p.getByLabel("Jeudi\u00a0: ouverture matin").inputValue()).toBe(thursdayBefore);
      expect(await p.getByLabel("Mardi\u00a0: ouverture matin").inputValue()).toBe(open);
      expect(await monday.getAttribute("aria-checked")).toBe("true");

      // Copied again, and saved: Monday closed, Wednesday–Saturday Tuesday's, Sunday as it was.
      await copyButton.click();
      await box("Dimanche").uncheck();
      await dialog.getByRole("button", { name: "Copier sur 4 jours" }).click();
      await status.waitFor();
      await p.getByRole("button", { name: "Enregistrer les horaires" }).click();
      await expectToast(p, "Horaires sauvegardés avec succès");
      const rows = await db.select().from(openingHours).where(eq(openingHours.siteId, demoSite.id));
      const byDay = new Map(rows.map((r) => [r.dayOfWeek, r]));
      expect(rows).toHaveLength(7);
      expect(byDay.get(1)?.isClosed).toBe(true);
      for (const day of [2, 3, 4, 5, 6]) expect(byDay.get(day)).toMatchObject({ isClosed: false, morningOpen: open, morningClose: "12:30", afternoonOpen: tuesdayAfternoon || null });
      const sunday = stored.find((r) => r.dayOfWeek === 0)!;
      expect(byDay.get(0)).toMatchObject({ isClosed: false, morningOpen: sunday.morningOpen, morningClose: sunday.morningClose, afternoonOpen: null });
    });

    test(`adds the ticked public holidays in one action (${label})`, async ({ login, baseUrl, db, demoSite }) => {
      const p = await login("owner", viewport);
      await openPeriods(p, baseUrl);
      await p.getByRole("button", { name: "Ajouter les jours fériés" }).click();
      const dialog = p.getByRole("dialog", { name: "Ajouter les jours fériés" });
      const boxes = dialog.getByRole("checkbox");
      await boxes.first().waitFor();
      const closedDays = async () =>
        (await db.select({ n: count() }).from(specialHoursPeriods).where(and(eq(specialHoursPeriods.siteId, demoSite.id), eq(specialHoursPeriods.isPeriodClosed, true))))[0].n;
      const before = await closedDays();
      let added: number;
      if (label === "phone") {
        // Two of them: the first box is 'Tout cocher'.
        await boxes.nth(1).check();
        await boxes.nth(2).check();
        added = 2;
        await dialog.getByRole("button", { name: "Ajouter 2 jours fériés" }).waitFor();
      } else {
        added = (await boxes.count()) - 1;
        await dialog.getByRole("checkbox", { name: "Tout cocher" }).check();
      }
      await expectAccessible(p, `holidays ticked (${label})`);
      await screenshot(p, `comforts-holidays-${label}`);
      await dialog.getByRole("button", { name: added === 1 ? "Ajouter 1 jour férié" : `Ajouter ${added} jours fériés` }).click();
      await expectToast(p, added === 1 ? "1 jour férié ajouté à vos périodes" : `${added} jours fériés ajoutés à vos périodes`);
      await dialog.waitFor({ state: "hidden" });
      expect(await closedDays()).toBe(before + added);
      if (label === "desktop") {
        await p.getByRole("button", { name: "Ajouter les jours fériés" }).click();
        await dialog.getByText("Tous les jours fériés des douze prochains mois sont déjà dans vos périodes.").waitFor();
      }
    });
  }
});

describe("events comforts", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`an ended event leaves the home and shows 'Terminé'; new ones go first; 'Ordre enregistré' (${label})`, async ({ login, demoHostUrl, db, demoSite }) => {
      const today = localDateTime(new Date(), demoSite.timezone).date;
      const ended = `E2E fini hier ${label}`;
      const last = `E2E dernier jour ${label}`;
      const p = await login("owner", viewport, { at: "/admin/content/events" });
      const dialog = p.getByRole("dialog");
      for (const [title, endDate] of [
        [ended, addDays(today, -1)],
        [last, today],
      ]) {
        await p.getByRole("button", { name: "Ajouter un événement" }).click();
        await dialog.getByLabel("Titre").fill(title);
        await dialog.getByLabel("Date", { exact: true }).fill("Tout le week-end");
        await dialog.getByLabel("Date de fin").fill(endDate);
        await dialog.getByLabel("Description").fill("Dégustation de saison.");
        if (title === ended) {
          await expectAccessible(p, `event dialog with an end date (${label})`);
          await screenshot(p, `comforts-event-dialog-${label}`);
        }
        await dialog.getByRole("button", { name: "Créer" }).click();
        await expectToast(p, "Événement ajouté avec succès");
        await dialog.waitFor({ state: "hidden" });
      }
      const titles = async () => (await db.select({ title: homeEvents.title }).from(homeEvents).where(eq(homeEvents.siteId, demoSite.id)).orderBy(asc(homeEvents.orderIndex))).map((r) => r.title);
      expect((await titles()).slice(0, 2)).toEqual([last, ended]);

      const endedCard = p.getByRole("listitem").filter({ has: p.getByRole("heading", { name: ended }) });
      await endedCard.getByText("Terminé", { exact: true }).waitFor();
      const lastCard = p.getByRole("listitem").filter({ has: p.getByRole("heading", { name: last }) });
      await lastCard.getByText(/Sur le site jusqu'au .* inclus/).waitFor();
      expect(await lastCard.getByText("Terminé", { exact: true }).count()).toBe(0);

      const home = await p.context().newPage();
      await home.goto(demoHostUrl("/"));
      await home.getByText(last, { exact: true }).waitFor();
      expect(await home.getByText(ended, { exact: true }).count()).toBe(0);
      await home.close();

      await p.getByRole("button", { name: `Descendre «\u00a0${last}\u00a0»` }).click();
      await p.getByText("Ordre enregistré", { exact: true }).waitFor();
      await expect.poll(async () => (await titles()).slice(0, 2)).toEqual([ended, last]);
      await expectAccessible(p, `events reordered (${label})`);
      await screenshot(p, `comforts-events-${label}`);
    });
  }
});

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
      await expect.poll(async () => (await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id)))[0].internalNote).toBe("Rappeler jeudi\u00a0: budget à confirmer");

      await card.getByRole("link", { name: "Répondre par email" }).click();
      await expectToast(p, "Statut mis à jour\u00a0: En cours");
      await expect.poll(async () => (await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id)))[0]).toMatchObject({ status: "in_progress", isViewed: true });
      await card.getByRole("button", { name: "En cours", pressed: true }).waitFor();
      await expectAccessible(p, `quote replied (${label})`);
      await screenshot(p, `comforts-quote-note-${label}`);
    });

    test(`the dashboard counts unread messages and shows today's open/closed line (${label})`, async ({ login, db, demoSite }) => {
      const p = await login("owner", viewport);
      const [{ n }] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.siteId, demoSite.id), eq(contactMessages.isViewed, false), eq(contactMessages.isSpam, false)));
      await expect.poll(() => p.getByTestId("unread-messages").innerText()).toBe(String(n));
      expect(await p.getByTestId("open-status").innerText()).toMatch(/^(Ouvert|Fermé)/);
      await expectAccessible(p, `dashboard (${label})`);
      await screenshot(p, `comforts-dashboard-${label}`);
    });
  }
});
