import { describe, expect } from "vitest";
import { asc, eq } from "drizzle-orm";
import { homeEvents } from "~/db/schema";
import { addDays, localDateTime } from "~/lib/calendar";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * Issue 13, the events editor as the demo owner at 375 and 1280 px (axe after every load): an
 * event's 'Date de fin' takes it off the home and marks it 'Terminé', new events go first, and
 * 'Ordre enregistré'.
 */

describe("events comforts", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`an ended event leaves the home and shows 'Terminé'; new ones go first; 'Ordre enregistré' (${label})`, async ({
      login,
      demoHostUrl,
      db,
      demoSite,
    }) => {
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
      const titles = async () =>
        (await db.select({ title: homeEvents.title }).from(homeEvents).where(eq(homeEvents.siteId, demoSite.id)).orderBy(asc(homeEvents.orderIndex))).map(
          (r) => r.title,
        );
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
