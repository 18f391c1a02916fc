import { describe, expect } from "vitest";
import { eq } from "drizzle-orm";
import { homeTestimonials } from "~/db/schema";
import { expectAccessible, expectToast, screenshot, VIEWPORTS } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * A customer asks for her review to be erased: a platform admin, on the demo site's 'Témoignages',
 * erases it, typing her name to confirm; it is gone from the database and the home. The owner's
 * screen has no such button. At 375 and 1280 px, axe on the screen and the confirmation.
 */
describe("a review erased at its author's request", () => {
  for (const [label, viewport] of VIEWPORTS) {
    test(`an admin erases it from the site's 'Témoignages', the owner cannot (${label})`, async ({
      login,
      open,
      selectSite,
      db,
      demoSite,
      baseUrl,
      demoHostUrl,
    }) => {
      const name = `Inès Erasmus ${label}`;
      const [row] = await db
        .insert(homeTestimonials)
        .values({ siteId: demoSite.id, customerName: name, customerInitials: "IE", text: "Merci d'effacer mon avis.", rating: 4, orderIndex: 99 })
        .returning({ id: homeTestimonials.id });
      const erased = async () => (await db.select().from(homeTestimonials).where(eq(homeTestimonials.id, row.id))).length === 0;

      const visitor = await open(viewport);
      await visitor.goto(demoHostUrl("/"));
      await visitor.getByText(name).first().waitFor();

      // The owner may hide it, never erase it.
      const owner = await login("owner", viewport, { at: "/admin/content/testimonials" });
      await owner.getByRole("button", { name: `Masquer «\u00a0${name}\u00a0»` }).waitFor();
      expect(await owner.getByRole("button", { name: new RegExp(`^Effacer «\u00a0${name}`) }).count()).toBe(0);

      const page = await login("admin", viewport);
      await selectSite(page, demoSite.id);
      await page.goto(`${baseUrl}/admin/content/testimonials`);
      await page.getByRole("heading", { level: 1, name: "Témoignages" }).waitFor();
      await expectAccessible(page, `testimonials as an admin (${label})`);
      await page.getByRole("button", { name: `Effacer «\u00a0${name}\u00a0» à la demande de son auteur` }).click();
      const dialog = page.getByRole("alertdialog");
      await dialog.getByRole("heading", { name: `Effacer le témoignage de ${name}\u00a0?` }).waitFor();
      const confirm = dialog.getByRole("button", { name: "Supprimer" });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(`Pour confirmer, tapez le nom du client\u00a0: ${name}`).fill(name);
      await expectAccessible(page, `erasure confirmation (${label})`);
      await screenshot(page, `review-erasure-${label}`, { fullPage: false });
      await confirm.click();
      await expectToast(page, "Témoignage effacé définitivement, à la demande de son auteur");
      await page.getByRole("heading", { level: 2, name, exact: true }).waitFor({ state: "detached" });
      expect(await erased()).toBe(true);

      // Gone from the public home too.
      await visitor.reload();
      await visitor.getByRole("heading", { level: 1 }).waitFor();
      expect(await visitor.content()).not.toContain(name);
    });
  }
});
