import { describe, expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { and, eq } from "drizzle-orm";
import { specialHoursPeriods } from "~/db/schema";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * Issue 13, bug 5, as the demo owner at 375 and 1280 px (axe after every load, and on each
 * dialog): a second special period on a date is refused with the first one's name, and what was
 * typed is kept.
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
      const rows = await db
        .select()
        .from(specialHoursPeriods)
        .where(and(eq(specialHoursPeriods.siteId, demoSite.id), eq(specialHoursPeriods.startDate, date)));
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
