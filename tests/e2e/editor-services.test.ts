import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { and, asc, eq, like } from "drizzle-orm";
import { serviceCategories, serviceCategoryImages, serviceFaqs, sites } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { baseUrl, DESKTOP, expectAccessible, launchBrowser, newContext, PHONE, screenshot, signIn, type Session } from "./support/browser";
import { openE2eDatabase } from "./support/database";

/**
 * The services editor as the demo owner (issue 6): a category and a FAQ created, seen on the
 * public page, edited, reordered and deleted, with the §5 messages and §8 toasts; thumbnails
 * '3 then +N'; axe at 375 and 1280 px. Other files share the server: everything created here is
 * tagged and removed, and orders are read from the database rather than assumed.
 */
const owner = DEMO_ACCOUNTS.find((a) => a.key === "owner")!;
const TAG = `E2E-${Date.now().toString(36)}`;
const PHOTO = (n: number) => `https://images.example.com/${TAG}-${n}.jpg`;

let session: Session;
let database: Awaited<ReturnType<typeof openE2eDatabase>>;
let siteId: string;

beforeAll(async () => {
  session = await launchBrowser();
  database = await openE2eDatabase();
  const rows = await database.db.select({ id: sites.id, name: sites.name }).from(sites);
  const delices = rows.find((r) => r.name.includes("Délices"));
  if (!delices) throw new Error("demo site missing");
  siteId = delices.id;
});

afterAll(async () => {
  await database?.db.delete(serviceCategories).where(and(eq(serviceCategories.siteId, siteId), like(serviceCategories.name, `%${TAG}%`)));
  await database?.db.delete(serviceFaqs).where(and(eq(serviceFaqs.siteId, siteId), like(serviceFaqs.question, `%${TAG}%`)));
  await database?.close();
  await session?.close();
});

async function ownerPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(session.browser, viewport);
  const page = await context.newPage();
  await signIn(page, owner.email, owner.password);
  await page.waitForURL("**/admin/dashboard");
  await page.goto(`${baseUrl()}/admin/pages/services`);
  await page.getByRole("heading", { name: "Page Services" }).waitFor();
  return page;
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

async function categoryIds() {
  const rows = await database.db
    .select({ id: serviceCategories.id, name: serviceCategories.name })
    .from(serviceCategories)
    .where(eq(serviceCategories.siteId, siteId))
    .orderBy(asc(serviceCategories.orderIndex), asc(serviceCategories.id));
  return rows;
}

async function pasteImage(page: Page, url: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Coller une adresse" }).click();
  await dialog.getByLabel("Adresse de l'image : Ajouter une image").fill(url);
  await dialog.getByRole("button", { name: "Utiliser" }).click();
}

describe("the services editor", () => {
  it("is listed in the sidebar and passes axe at 375 and 1280 px", async () => {
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const page = await ownerPage(viewport);
      if (name === "desktop") expect(await page.getByRole("link", { name: "Services", exact: true }).count()).toBeGreaterThan(0);
      await expectAccessible(page, `services editor ${name}`);
      await screenshot(page, `editor-services-${name}`);
      await page.getByRole("button", { name: "Ajouter une catégorie" }).click();
      await page.getByRole("dialog").waitFor();
      await expectAccessible(page, `category dialog ${name}`);
      await screenshot(page, `editor-services-dialog-${name}`);
      await page.context().close();
    }
  });

  it("creates a category with images (thumbnails 3 then +N), shows it as a tab, edits, reorders and deletes it", async () => {
    const page = await ownerPage(DESKTOP);
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
    await toast(page, "Catégorie sauvegardée avec succès");
    await dialog.waitFor({ state: "detached" });

    const [created] = await database.db.select().from(serviceCategories).where(and(eq(serviceCategories.siteId, siteId), eq(serviceCategories.name, name)));
    const images = await database.db
      .select({ url: serviceCategoryImages.imageUrl })
      .from(serviceCategoryImages)
      .where(and(eq(serviceCategoryImages.siteId, siteId), eq(serviceCategoryImages.categoryId, created.id)))
      .orderBy(asc(serviceCategoryImages.orderIndex));
    expect(images.map((i) => i.url)).toEqual([PHOTO(2), PHOTO(3), PHOTO(5), PHOTO(4)]);
    const all = await categoryIds();
    expect(created.orderIndex).toBe(all.length - 1);

    // Thumbnails: three, then '+1'.
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect.poll(() => row.getByText("+1", { exact: true }).count()).toBe(1);
    await screenshot(page, "editor-services-category-created");

    // Public page: a tab.
    const site = await page.context().newPage();
    await site.goto(`${baseUrl()}/merchant/services?site=${siteId}`);
    await site.getByRole("tab", { name }).waitFor();

    // Edit.
    await page.getByRole("button", { name: `Modifier « ${name} »` }).click();
    await dialog.getByLabel("Titre", { exact: true }).fill("Cocktails et apéritifs");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    // The dialog closes once the save succeeded (the creation's toast may still be on screen).
    await dialog.waitFor({ state: "detached" });
    await toast(page, "Catégorie sauvegardée avec succès");
    const titleOf = async () =>
      (await database.db.select({ title: serviceCategories.title }).from(serviceCategories).where(eq(serviceCategories.id, created.id)))[0]?.title;
    await expect.poll(titleOf).toBe("Cocktails et apéritifs");
    await site.reload();
    await site.getByRole("tab", { name }).click();
    await site.getByRole("heading", { name: "Cocktails et apéritifs" }).waitFor();

    // Reorder: up one place, saved at once.
    await page.getByRole("button", { name: `Monter « ${name} »` }).click();
    await expect.poll(async () => (await categoryIds()).findIndex((c) => c.id === created.id)).toBe(all.length - 2);

    // Delete with confirmation.
    await page.getByRole("button", { name: `Supprimer « ${name} »` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await toast(page, "Catégorie supprimée avec succès");
    expect((await categoryIds()).some((c) => c.id === created.id)).toBe(false);
    await site.reload();
    expect(await site.getByRole("tab", { name }).count()).toBe(0);
    await page.context().close();
  });

  it("creates, edits, reorders and deletes a FAQ on a phone", async () => {
    const page = await ownerPage(PHONE);
    const question = `Livrez-vous le dimanche ? ${TAG}`;
    await page.getByRole("button", { name: "Ajouter une question" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Question").fill(question);
    await dialog.getByRole("button", { name: "Créer" }).click();
    await dialog.getByText("Veuillez remplir la question et la réponse").waitFor();
    await dialog.getByLabel("Réponse").fill("Oui, sur commande.");
    await dialog.getByRole("button", { name: "Créer" }).click();
    await dialog.waitFor({ state: "detached" });
    await toast(page, "FAQ sauvegardée avec succès");

    const site = await page.context().newPage();
    await site.goto(`${baseUrl()}/merchant/services?site=${siteId}`);
    await site.getByText(question).waitFor();

    await page.getByRole("button", { name: `Modifier « ${question} »` }).click();
    await dialog.getByLabel("Réponse").fill("Oui, le dimanche matin.");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await dialog.waitFor({ state: "detached" });
    await toast(page, "FAQ sauvegardée avec succès");
    const [stored] = await database.db.select().from(serviceFaqs).where(and(eq(serviceFaqs.siteId, siteId), eq(serviceFaqs.question, question)));
    expect(stored.answer).toBe("Oui, le dimanche matin.");

    const faqOrder = async () =>
      (await database.db.select({ id: serviceFaqs.id }).from(serviceFaqs).where(eq(serviceFaqs.siteId, siteId)).orderBy(asc(serviceFaqs.orderIndex), asc(serviceFaqs.id))).map(
        (r) => r.id,
      );
    const before = await faqOrder();
    if (before.length > 1) {
      await page.getByRole("button", { name: `Monter « ${question} »` }).click();
      await expect.poll(async () => (await faqOrder()).indexOf(stored.id)).toBe(before.indexOf(stored.id) - 1);
    }
    await screenshot(page, "editor-services-faq-phone");

    await page.getByRole("button", { name: `Supprimer « ${question} »` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await toast(page, "FAQ supprimée avec succès");
    expect(await faqOrder()).not.toContain(stored.id);
    await page.context().close();
  });
});
