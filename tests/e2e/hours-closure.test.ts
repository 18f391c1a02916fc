import { describe, expect } from "vitest";
import { and, eq, gte, lte } from "drizzle-orm";
import { specialHoursPeriods } from "~/db/schema";
import { localDateTime } from "~/features/hours/hours";
import { expectAccessible, expectToast, hasFocus, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * Issue 25, « A closure that isn't one »: the baker closes for Christmas, 25–27 December. Without
 * choosing 'Fermé' or 'Horaires spéciaux' the period is refused, what she typed kept; chosen
 * 'Fermé', it is listed as 'Fermé' (and a period that changes nothing says so), opens again with
 * its state chosen, and the contact page shows the shop closed on those days, the 26th included.
 */

const TITLE = "Fermeture de Noël";
const STATE_REQUIRED = "Choisissez «\u00a0Fermé\u00a0» ou «\u00a0Horaires spéciaux\u00a0».";

describe("the Christmas closure", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`is refused without a choice, chosen 'Fermé', listed so, and the contact page shows the 26th closed (${label})`, async ({ login, demoHostUrl, db, demoSite }) => {
      // This year's Christmas, or next year's once it has begun.
      const today = localDateTime(new Date(), demoSite.timezone).date;
      const year = Number(today.slice(0, 4)) + (today.slice(5) > "12-24" ? 1 : 0);
      const [start, end] = [`${year}-12-25`, `${year}-12-27`];
      // Her calendar around Christmas is empty (the demo's holiday, the other width's closure):
      // the story is about this one period.
      const around = and(eq(specialHoursPeriods.siteId, demoSite.id), lte(specialHoursPeriods.startDate, end), gte(specialHoursPeriods.endDate, start));
      await db.delete(specialHoursPeriods).where(around);
      // A period that changes nothing, set aside from the Christmas days.
      const idle = `Travaux de vitrine (${label})`;
      const idleStart = `${year + 1}-${label === "phone" ? "03" : "04"}-02`;
      await db.insert(specialHoursPeriods).values({ siteId: demoSite.id, title: idle, startDate: idleStart, endDate: `${idleStart.slice(0, 8)}06` });

      const p = await login("owner", viewport, { at: "/admin/pages/hours" });
      await p.getByRole("tab", { name: "Périodes spéciales" }).click();
      await p.getByRole("button", { name: "Ajouter une période" }).click();
      const dialog = p.getByRole("dialog", { name: "Nouvelle période spéciale" });
      await dialog.getByLabel("Titre").fill(TITLE);
      await dialog.getByRole("tab", { name: "Période" }).click();
      await dialog.getByLabel("Date de début").fill(start);
      await dialog.getByLabel("Date de fin").fill(end);
      const closed = dialog.getByRole("radio", { name: "Fermé", exact: true });
      const special = dialog.getByRole("radio", { name: "Horaires spéciaux", exact: true });
      // No silent default: neither is chosen, the spec's words describe 'Fermé'.
      expect([await closed.isChecked(), await special.isChecked()]).toEqual([false, false]);
      expect(await dialog.innerText()).toContain("Fermé pendant toute la période");

      await dialog.getByRole("button", { name: "Créer" }).click();
      await dialog.getByText(STATE_REQUIRED, { exact: true }).waitFor();
      expect(await closed.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => hasFocus(p, "radio", "Fermé")).toBe(true);
      expect([await dialog.getByLabel("Titre").inputValue(), await dialog.getByLabel("Date de début").inputValue(), await dialog.getByLabel("Date de fin").inputValue()]).toEqual([TITLE, start, end]);
      expect(await db.select().from(specialHoursPeriods).where(around)).toEqual([]);
      await expectAccessible(p, `closure refused without a choice (${label})`);
      await screenshot(p, `hours-closure-refused-${label}`, { fullPage: false });

      await closed.check();
      await dialog.getByText(STATE_REQUIRED, { exact: true }).waitFor({ state: "detached" });
      await dialog.getByRole("button", { name: "Créer" }).click();
      await expectToast(p, "Période créée avec succès");
      await dialog.waitFor({ state: "hidden" });
      expect(await db.select().from(specialHoursPeriods).where(around)).toMatchObject([{ title: TITLE, startDate: start, endDate: end, isSingleDay: false, isPeriodClosed: true }]);

      // The list says what every period does.
      const card = p.getByRole("listitem").filter({ has: p.getByRole("heading", { name: TITLE }) });
      await card.getByText("Fermé", { exact: true }).waitFor();
      const idleCard = p.getByRole("listitem").filter({ has: p.getByRole("heading", { name: idle }) });
      await idleCard.getByText("Horaires habituels", { exact: true }).waitFor();
      expect(await idleCard.innerText()).toContain("Vos horaires de la semaine s'appliquent sur ces dates\u00a0: rien ne change pour vos clients.");
      await expectAccessible(p, `periods with their state (${label})`);
      await screenshot(p, `hours-closure-listed-${label}`);

      // Opened again, it shows its state chosen.
      await card.getByRole("button", { name: `Modifier ${TITLE}` }).click();
      const edit = p.getByRole("dialog", { name: "Modifier la période spéciale" });
      expect(await edit.getByRole("radio", { name: "Fermé", exact: true }).isChecked()).toBe(true);
      await edit.getByRole("button", { name: "Annuler" }).click();
      await edit.waitFor({ state: "hidden" });

      // The contact page: the closure among the exceptional hours, 'Fermé' from the 25th to the 27th.
      await p.goto(demoHostUrl("/merchant/contact"));
      const listed = p.locator("main li").filter({ hasText: TITLE });
      const text = await listed.innerText();
      expect(text).toContain(`Du 25 décembre ${year} au 27 décembre ${year}`);
      expect(text).toContain("Fermé");
      await screenshot(p, `hours-closure-contact-${label}`);
    });
  }
});
