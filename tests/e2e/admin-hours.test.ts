import { describe, expect } from "vitest";
import { and, eq } from "drizzle-orm";
import { openingHours, specialHoursPeriods } from "~/db/schema";
import { localDateTime } from "~/lib/calendar";
import { DESKTOP, expectAccessible, expectToast, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * The hours screen as the demo owner (back-office.md §2 Hours, §5, §8): Tuesday's hours changed
 * and seen on the contact page, a period covering today shown as the contact page's banner, then
 * deleted.
 */
const TAG = "E2E horaires";

describe("hours screen", () => {
  test("changes Tuesday's hours and the contact page follows", async ({ login, demoHostUrl, db, demoSite }) => {
    const page = await login("owner", DESKTOP, { at: "/admin/pages/hours" });
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Horaires");
    await page.getByRole("tab", { name: "Horaires réguliers" }).waitFor();
    const legends = await page.locator("fieldset legend").allInnerTexts();
    expect(legends).toEqual(["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"]);
    await expectAccessible(page, "hours (desktop)");
    await screenshot(page, "admin-hours-desktop");

    // A closing time before the opening time is refused with the module's message.
    await page.getByLabel("Mardi\u00a0: fermeture matin").fill("08:00");
    await page.getByRole("button", { name: "Enregistrer les horaires" }).click();
    await page.getByText("L'heure de fermeture doit être après l'heure d'ouverture").waitFor();

    await page.getByLabel("Mardi\u00a0: ouverture matin").fill("08:30");
    await page.getByLabel("Mardi\u00a0: fermeture matin").fill("12:15");
    await page.getByRole("button", { name: "Enregistrer les horaires" }).click();
    await expectToast(page, "Horaires sauvegardés avec succès");
    const rows = await db.select().from(openingHours).where(eq(openingHours.siteId, demoSite.id));
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.dayOfWeek === 2)).toMatchObject({ morningOpen: "08:30", morningClose: "12:15" });

    await page.goto(demoHostUrl("/merchant/contact"));
    const tuesday = page.locator("main table tbody tr").filter({ hasText: "Mardi" });
    expect(await tuesday.innerText()).toContain("08:30 - 12:15");
  });

  test("creates a period covering today (banner on the contact page), then deletes it", async ({ login, baseUrl, demoHostUrl, db, demoSite }) => {
    const page = await login("owner", DESKTOP, { at: "/admin/pages/hours" });
    const title = `${TAG} inventaire`;
    await page.getByRole("tab", { name: "Périodes spéciales" }).click();
    await page.getByRole("button", { name: "Ajouter une période" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvelle période spéciale" });
    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByLabel("Description").fill("Fermé pour inventaire");
    await dialog.getByLabel("Date", { exact: true }).fill(localDateTime(new Date(), demoSite.timezone).date);
    await dialog.getByRole("radio", { name: "Fermé", exact: true }).check();
    await expectAccessible(page, "period dialog");
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(page, "Période créée avec succès");
    const card = page.getByRole("listitem").filter({ hasText: title });
    await card.waitFor();
    const text = await card.innerText();
    for (const expected of ["Jour unique", "Actif", "Fermé", "Le "]) expect(text).toContain(expected);
    await screenshot(page, "admin-hours-periods-desktop");

    await page.goto(demoHostUrl("/merchant/contact"));
    expect(await page.getByTestId("special-period-banner").innerText()).toContain(title);

    await page.goto(`${baseUrl}/admin/pages/hours`);
    await page.getByRole("tab", { name: "Périodes spéciales" }).click();
    await page.getByRole("button", { name: `Supprimer ${title}` }).click();
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.innerText()).toContain("Êtes-vous sûr de vouloir supprimer cette période ?");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expectToast(page, "Période supprimée avec succès");
    expect(
      await db
        .select()
        .from(specialHoursPeriods)
        .where(and(eq(specialHoursPeriods.siteId, demoSite.id), eq(specialHoursPeriods.title, title))),
    ).toEqual([]);
  });

  test("is usable on a phone, holidays dialog included", async ({ login }) => {
    const page = await login("owner", PHONE, { at: "/admin/pages/hours" });
    await page.getByRole("tab", { name: "Horaires réguliers" }).waitFor();
    await expectAccessible(page, "hours (phone)");
    await screenshot(page, "admin-hours-phone");
    await page.getByRole("tab", { name: "Périodes spéciales" }).click();
    await page.getByRole("button", { name: "Ajouter les jours fériés" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter les jours fériés" });
    await dialog.waitFor();
    await expectAccessible(page, "holidays dialog (phone)");
    await screenshot(page, "admin-hours-holidays-phone");
  });
});
