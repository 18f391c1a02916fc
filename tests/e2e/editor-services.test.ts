import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { and, asc, eq } from "drizzle-orm";
import { serviceCategories, serviceCategoryImages, serviceFaqs } from "~/db/schema";
import type { Database } from "~/db/connect.server";
import { DESKTOP, expectAccessible, expectToast, PHONE, screenshot } from "./support/browser";
import { test } from "./support/fixtures";

/**
 * The services editor as the demo owner (issue 6): a category and a FAQ created, seen on the
 * public page, edited, reordered and deleted, with the §5 messages and §8 toasts; thumbnails
 * '3 then +N'; axe at 375 and 1280 px. Everything created here is tagged, and orders are read
 * from the database rather than assumed.
 */
const TAG = `E2E-${Date.now().toString(36)}`;
const PHOTO = (n: number) => `https://images.example.com/${TAG}-${n}.jpg`;

async function openEditor(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/pages/services`);
  await page.getByRole("heading", { name: "Page Services" }).waitFor();
}

async function categoryIds(db: Database, siteId: string) {
  const rows = await db
    .select({ id: serviceCategories.id, name: serviceCategories.name })
    .from(serviceCategories)
    .where(eq(serviceCategories.siteId, siteId))
    .orderBy(asc(serviceCategories.orderIndex), asc(serviceCategories.id));
  return rows;
}

async function pasteImage(page: Page, url: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Coller une adresse" }).click();
  await dialog.getByLabel("Adresse de l'image\u00a0: Ajouter une image").fill(url);
  await dialog.getByRole("button", { name: "Utiliser" }).click();
}

describe("the services editor", () => {
  test("is listed in the sidebar and passes axe at 375 and 1280 px", async ({ login, baseUrl }) => {
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const page = await login("owner", viewport);
      await openEditor(page, baseUrl);
      if (name === "desktop") expect(await page.getByRole("link", { name: "Services", exact: true }).count()).toBeGreaterThan(0);
      await expectAccessible(page, `services editor ${name}`);
      await screenshot(page, `editor-services-${name}`);
      await page.getByRole("button", { name: "Ajouter une catégorie" }).click();
      await page.getByRole("dialog").waitFor();
      await expectAccessible(page, `category dialog ${name}`);
      await screenshot(page, `editor-services-dialog-${name}`);
      // Refused: the one rule about two fields is read once, under the name; the title is marked too.
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Créer" }).click();
      const message = dialog.getByText("Veuillez remplir au moins le nom et le titre");
      await message.waitFor();
      expect(await message.count()).toBe(1);
      expect(await dialog.getByLabel("Nom (onglet)").getAttribute("aria-invalid")).toBe("true");
      expect(await dialog.getByLabel("Titre", { exact: true }).getAttribute("aria-invalid")).toBe("true");
      await expectAccessible(page, `category dialog refused ${name}`);
      await screenshot(page, `editor-services-dialog-refused-${name}`);
      await page.context().close();
    }
  });

  test("creates a category with images (thumbnails 3 then +N), shows it as a tab, edits, reorders and deletes it", async ({ login, baseUrl, db, demoSite }) => {
    const page = await login("owner", DESKTOP);
    await openEditor(page, baseUrl);
    const name = `Cocktails ${TAG}`;

    // §5: name and title required.
    await page.getByRole("button", { name: "Ajouter une catégorie" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Créer" }).click();
    await dialog.getByText("Veuillez remplir au moins le nom et le titre").waitFor();

    await dialog.getByLabel("Nom (onglet)").fill(name);
    await dialog.getByLabel("Titre", { exact: true }).fill("Des cocktails dînatoires");
    await dialog.getByLabel("Description").fill("Pièces salées et sucrées.");
    for (const n of [1, 2, 3, 4, 5]) await pasteImage(page, PHOTO(n));
    // Move the last image first, remove the second.
    await dialog.getByRole("button", { name: "Déplacer l'image 5 vers la gauche" }).click();
    await dialog.getByRole("button", { name: "Retirer l'image 1" }).click();
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(page, "Catégorie sauvegardée avec succès");
    await dialog.waitFor({ state: "detached" });

    const [created] = await db
      .select()
      .from(serviceCategories)
      .where(and(eq(serviceCategories.siteId, demoSite.id), eq(serviceCategories.name, name)));
    const images = await db
      .select({ url: serviceCategoryImages.imageUrl })
      .from(serviceCategoryImages)
      .where(and(eq(serviceCategoryImages.siteId, demoSite.id), eq(serviceCategoryImages.categoryId, created.id)))
      .orderBy(asc(serviceCategoryImages.orderIndex));
    expect(images.map((i) => i.url)).toEqual([PHOTO(2), PHOTO(3), PHOTO(5), PHOTO(4)]);
    const all = await categoryIds(db, demoSite.id);
    expect(created.orderIndex).toBe(all.length - 1);

    // Thumbnails: three, then '+1'.
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect.poll(() => row.getByText("+1", { exact: true }).count()).toBe(1);
    await screenshot(page, "editor-services-category-created");

    // Public page: a tab.
    const site = await page.context().newPage();
    await site.goto(`${baseUrl}/merchant/services?site=${demoSite.id}`);
    await site.getByRole("tab", { name }).waitFor();

    // Edit.
    await page.getByRole("button", { name: `Modifier «\u00a0${name}\u00a0»` }).click();
    await dialog.getByLabel("Titre", { exact: true }).fill("Cocktails et apéritifs");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    // The dialog closes once the save succeeded (the creation's toast may still be on screen).
    await dialog.waitFor({ state: "detached" });
    await expectToast(page, "Catégorie sauvegardée avec succès");
    const titleOf = async () =>
      (await db.select({ title: serviceCategories.title }).from(serviceCategories).where(eq(serviceCategories.id, created.id)))[0]?.title;
    await expect.poll(titleOf).toBe("Cocktails et apéritifs");
    await site.reload();
    await site.getByRole("tab", { name }).click();
    await site.getByRole("heading", { name: "Cocktails et apéritifs" }).waitFor();

    // Reorder: up one place, saved at once.
    await page.getByRole("button", { name: `Monter «\u00a0${name}\u00a0»` }).click();
    await expect.poll(async () => (await categoryIds(db, demoSite.id)).findIndex((c) => c.id === created.id)).toBe(all.length - 2);

    // Delete with confirmation.
    await page.getByRole("button", { name: `Supprimer «\u00a0${name}\u00a0»` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expectToast(page, "Catégorie supprimée avec succès");
    expect((await categoryIds(db, demoSite.id)).some((c) => c.id === created.id)).toBe(false);
    await site.reload();
    expect(await site.getByRole("tab", { name }).count()).toBe(0);
  });

  test("creates, edits, reorders and deletes a FAQ on a phone", async ({ login, baseUrl, db, demoSite }) => {
    const page = await login("owner", PHONE);
    await openEditor(page, baseUrl);
    const question = `Livrez-vous le dimanche\u00a0? ${TAG}`;
    await page.getByRole("button", { name: "Ajouter une question" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Question").fill(question);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await dialog.getByText("Veuillez remplir la question et la réponse").waitFor();
    await dialog.getByLabel("Réponse").fill("Oui, sur commande.");
    await dialog.getByRole("button", { name: "Créer" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectToast(page, "FAQ sauvegardée avec succès");

    const site = await page.context().newPage();
    await site.goto(`${baseUrl}/merchant/services?site=${demoSite.id}`);
    await site.getByText(question).waitFor();

    await page.getByRole("button", { name: `Modifier «\u00a0${question}\u00a0»` }).click();
    await dialog.getByLabel("Réponse").fill("Oui, le dimanche matin.");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectToast(page, "FAQ sauvegardée avec succès");
    const [stored] = await db
      .select()
      .from(serviceFaqs)
      .where(and(eq(serviceFaqs.siteId, demoSite.id), eq(serviceFaqs.question, question)));
    expect(stored.answer).toBe("Oui, le dimanche matin.");

    const faqOrder = async () =>
      (
        await db
          .select({ id: serviceFaqs.id })
          .from(serviceFaqs)
          .where(eq(serviceFaqs.siteId, demoSite.id))
          .orderBy(asc(serviceFaqs.orderIndex), asc(serviceFaqs.id))
      ).map((r) => r.id);
    const before = await faqOrder();
    if (before.length > 1) {
      await page.getByRole("button", { name: `Monter «\u00a0${question}\u00a0»` }).click();
      await expect.poll(async () => (await faqOrder()).indexOf(stored.id)).toBe(before.indexOf(stored.id) - 1);
    }
    await screenshot(page, "editor-services-faq-phone");

    await page.getByRole("button", { name: `Supprimer «\u00a0${question}\u00a0»` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expectToast(page, "FAQ supprimée avec succès");
    expect(await faqOrder()).not.toContain(stored.id);
  });
});
