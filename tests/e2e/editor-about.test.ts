import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { and, asc, eq } from "drizzle-orm";
import { aboutPartnerImages, aboutPartners, aboutTeamMembers } from "~/db/schema";
import { DESKTOP, expectAccessible, expectToast, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * The about editor (/admin/pages/about) as the demo owner: the story shows on the public about
 * page; a team member is created, shown, edited, moved and deleted; a partner is saved with two
 * extra images; axe on each tab and dialog. Everything it creates is tagged.
 */
const TAG = `e2e-${Date.now().toString(36)}`;

async function publicAbout(page: Page, url: string): Promise<string> {
  const visitor = await page.context().newPage();
  await visitor.goto(url);
  // textContent, not innerText: the page may set roles in capitals with CSS.
  const text = (await visitor.locator("main").textContent()) ?? "";
  await visitor.close();
  return text;
}

describe("about editor", () => {
  test("saves the story, shown on the public about page", async ({ login, demoHostUrl }) => {
    const page = await login("owner", DESKTOP, { at: "/admin/pages/about" });
    await expectAccessible(page, "about editor, story");
    const story = page.getByLabel("Description de l'histoire");
    await story.fill(`Notre histoire ${TAG}.\n\nDeuxième paragraphe.`);
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Contenu sauvegardé avec succès");
    expect(await publicAbout(page, demoHostUrl("/merchant/about"))).toContain(`Notre histoire ${TAG}.`);
    await screenshot(page, "editor-about-story-desktop");
  });

  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`creates, edits, moves and deletes a team member (${name})`, async ({ login, demoHostUrl, db, demoSite }) => {
      const page = await login("owner", viewport, { at: "/admin/pages/about?tab=team" });
      const member = `Camille ${TAG}-${name}`;

      await page.getByRole("button", { name: "Ajouter un membre" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Sauvegarder" }).click();
      await expect.poll(() => dialog.getByText("Le nom est obligatoire").isVisible()).toBe(true);
      await expectAccessible(page, `member dialog with errors (${name})`);
      await dialog.getByLabel(/^Nom\b/).fill(member);
      await dialog.getByLabel(/^Rôle/).fill("Apprentie pâtissière");
      await dialog.getByLabel(/^Biographie\b/).fill("Arrivée en 2024, elle façonne nos macarons.");
      await dialog.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(page, "Membre sauvegardé avec succès");
      await expect.poll(() => page.getByText(member).isVisible()).toBe(true);
      expect(await publicAbout(page, demoHostUrl("/merchant/about"))).toContain(member);

      await page.getByRole("button", { name: `Modifier «\u00a0${member}\u00a0»` }).click();
      await page.getByRole("dialog").getByLabel(/^Rôle/).fill("Pâtissière");
      await page.getByRole("dialog").getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(page, "Membre sauvegardé avec succès");
      await expect.poll(async () => (await publicAbout(page, demoHostUrl("/merchant/about"))).includes("Pâtissière")).toBe(true);

      // New members come last (order_index = list length); one move up puts it one place higher.
      const order = async () =>
        (
          await db
            .select({ name: aboutTeamMembers.name })
            .from(aboutTeamMembers)
            .where(eq(aboutTeamMembers.siteId, demoSite.id))
            .orderBy(asc(aboutTeamMembers.orderIndex))
        ).map((r) => r.name);
      const before = await order();
      expect(before.at(-1)).toBe(member);
      await page.getByRole("button", { name: `Monter «\u00a0${member}\u00a0»` }).click();
      await expect.poll(async () => (await order()).indexOf(member)).toBe(before.length - 2);
      await expectAccessible(page, `team tab (${name})`);
      await screenshot(page, `editor-about-team-${name}`);

      await page.getByRole("button", { name: `Supprimer «\u00a0${member}\u00a0»` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
      await expectToast(page, "Membre supprimé avec succès");
      await expect.poll(async () => (await order()).includes(member)).toBe(false);
      expect(await publicAbout(page, demoHostUrl("/merchant/about"))).not.toContain(member);
    });
  }

  test("saves a partner with two extra images", async ({ login, baseUrl, demoHostUrl, db, demoSite }) => {
    const [demoImage] = await db
      .select({ url: aboutPartnerImages.imageUrl })
      .from(aboutPartnerImages)
      .where(eq(aboutPartnerImages.siteId, demoSite.id))
      .limit(1);
    const imageUrl = demoImage ? new URL(demoImage.url, baseUrl).href : `${baseUrl}/placeholder.svg`;
    const page = await login("owner", PHONE, { at: "/admin/pages/about?tab=partners" });
    const partner = `Verger ${TAG}`;
    await page.getByRole("button", { name: "Ajouter un partenaire" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/^Nom\b/).fill(partner);
    await dialog.getByLabel(/^Description courte\b/).fill("Pommes et poires du Lyonnais");
    for (const index of [1, 2]) {
      await dialog.getByRole("button", { name: "Ajouter une image" }).click();
      const field = dialog.getByRole("group", { name: `Image supplémentaire ${index}` });
      await field.getByRole("button", { name: "Coller une adresse" }).click();
      await field.getByLabel(`Adresse de l'image\u00a0: Image supplémentaire ${index}`).fill(imageUrl);
      await field.getByRole("button", { name: "Utiliser" }).click();
    }
    await expectAccessible(page, "partner dialog");
    await screenshot(page, "editor-about-partner-dialog-phone");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await expectToast(page, "Partenaire sauvegardé avec succès");

    const [row] = await db
      .select()
      .from(aboutPartners)
      .where(and(eq(aboutPartners.siteId, demoSite.id), eq(aboutPartners.name, partner)));
    expect(row).toBeDefined();
    const images = await db
      .select()
      .from(aboutPartnerImages)
      .where(and(eq(aboutPartnerImages.siteId, demoSite.id), eq(aboutPartnerImages.partnerId, row.id)));
    expect(images.map((i) => i.orderIndex).sort()).toEqual([0, 1]);
    expect(await publicAbout(page, demoHostUrl("/merchant/about"))).toContain(partner);

    await page.getByRole("button", { name: `Supprimer «\u00a0${partner}\u00a0»` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expectToast(page, "Partenaire supprimé avec succès");
  });
});
