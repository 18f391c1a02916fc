import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { and, asc, count, eq } from "drizzle-orm";
import { openingHours, specialHoursPeriods } from "~/db/schema";
import { expectAccessible, expectToast, hasFocus, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * Issue 13, the hours screen's comforts as the demo owner at 375 and 1280 px (axe after every load,
 * and on each dialog): 'Copier sur les autres jours' on the days she ticks (issue 25), and public
 * holidays ticked and added at once.
 */

const HOURS = "/admin/pages/hours";

async function openPeriods(p: Page, baseUrl: string) {
  await p.goto(`${baseUrl}${HOURS}`);
  await p.getByRole("tab", { name: "Périodes spéciales" }).click();
}

describe("hours comforts", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`copies Tuesday to the days she ticks, a closed Monday staying closed, the undo beside the button, then saves (${label})`, async ({
      login,
      db,
      demoSite,
    }) => {
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
      const [button, noticeBox, undoBox, bar] = await Promise.all(
        [copyButton, notice, undo, p.locator("[data-save-bar]")].map(async (l) => (await l.boundingBox())!),
      );
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
      for (const day of [2, 3, 4, 5, 6])
        expect(byDay.get(day)).toMatchObject({ isClosed: false, morningOpen: open, morningClose: "12:30", afternoonOpen: tuesdayAfternoon || null });
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
        (
          await db
            .select({ n: count() })
            .from(specialHoursPeriods)
            .where(and(eq(specialHoursPeriods.siteId, demoSite.id), eq(specialHoursPeriods.isPeriodClosed, true)))
        )[0].n;
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
