import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { and, asc, eq, like } from "drizzle-orm";
import { products, productVariants, sites } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { baseUrl, DESKTOP, demoHostUrl, expectAccessible, launchBrowser, newContext, PHONE, screenshot, signIn, type Session } from "./support/browser";
import { openE2eDatabase } from "./support/database";

/**
 * /admin/products as the demo owner (back-office.md §2, §4, §5, §8): create a product with two
 * variants, see it on /merchant/products, feature it for the home, edit it, delete it. The test's
 * product carries a unique tag and is removed at the end whatever happens.
 */
const owner = DEMO_ACCOUNTS.find((a) => a.key === "owner")!;
const TAG = `E2E-${Date.now().toString(36)}`;
const NAME = `Tarte ${TAG}`;

let session: Session;
let database: Awaited<ReturnType<typeof openE2eDatabase>>;
let demoSiteId: string;

beforeAll(async () => {
  session = await launchBrowser();
  database = await openE2eDatabase();
  const rows = await database.db.select({ id: sites.id, name: sites.name }).from(sites);
  const delices = rows.find((r) => r.name.includes("Délices"));
  if (!delices) throw new Error("demo site missing");
  demoSiteId = delices.id;
});

afterAll(async () => {
  await database?.db.delete(products).where(and(eq(products.siteId, demoSiteId), like(products.name, `%${TAG}%`)));
  await database?.close();
  await session?.close();
});

async function ownerPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(session.browser, viewport);
  const page = await context.newPage();
  await signIn(page, owner.email, owner.password);
  await page.waitForURL("**/admin/dashboard");
  return page;
}

async function stored() {
  const [product] = await database.db
    .select()
    .from(products)
    .where(and(eq(products.siteId, demoSiteId), like(products.name, `%${TAG}%`)));
  if (!product) return null;
  const variants = await database.db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.orderIndex));
  return { product, variants };
}

describe("/admin/products", () => {
  it("creates a product with two variants, shown at once on /merchant/products", async () => {
    const page = await ownerPage(DESKTOP);
    await page.goto(`${baseUrl()}/admin/products`);
    await page.getByRole("heading", { name: "Produits", level: 1 }).waitFor();
    await expectAccessible(page, "products list");
    await screenshot(page, "admin-products-desktop");

    await page.getByRole("button", { name: "Nouveau produit" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await dialog.getByText("Le nom du produit est obligatoire").waitFor();
    await dialog.getByText("Le nom de la déclinaison 1 est obligatoire").waitFor();
    await dialog.getByText("Le prix de la déclinaison 1 doit être supérieur à 0").waitFor();
    await dialog.getByText("obligatoire", { exact: true }).waitFor();
    expect(await dialog.getByRole("button", { name: /^Supprimer/ }).count()).toBe(0);

    await dialog.getByLabel("Nom du produit").fill(NAME);
    await dialog.getByLabel("Description", { exact: true }).fill("Pommes du verger, pâte feuilletée");
    const first = dialog.getByRole("group", { name: "Déclinaison 1" });
    await first.getByLabel("Nom", { exact: true }).fill("6 parts");
    await first.getByLabel("Prix (€)").fill("18.50");
    await first.getByLabel("Unité de prix").fill("la tarte");
    await dialog.getByRole("button", { name: "Ajouter une déclinaison" }).click();
    const second = dialog.getByRole("group", { name: "Déclinaison 2" });
    await second.getByLabel("Nom", { exact: true }).fill("8 parts");
    await second.getByLabel("Prix (€)").fill("24");
    await expectAccessible(page, "product dialog");
    await screenshot(page, "admin-products-dialog-desktop");
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await page.getByText("Produit sauvegardé avec succès").waitFor();
    await dialog.waitFor({ state: "hidden" });

    const row = await stored();
    expect(row?.product).toMatchObject({ name: NAME, price: 18.5, priceUnit: "la tarte", isFeatured: false, isActive: true });
    expect(row?.variants.map((v) => [v.name, v.price])).toEqual([
      ["6 parts", 18.5],
      ["8 parts", 24],
    ]);

    await page.goto(demoHostUrl("/merchant/products"));
    const card = page.locator("article").filter({ hasText: NAME }).first();
    await card.waitFor();
    await card.getByText("Déclinaisons disponibles :").waitFor();
    await card.getByText("8 parts").waitFor();
    await page.context().close();
  });

  it("features the product for the home page, edits it and deletes it", async () => {
    const page = await ownerPage(DESKTOP);
    await page.goto(`${baseUrl()}/admin/products?search=${encodeURIComponent(TAG)}`);
    await page.getByRole("button", { name: `Mettre en avant : ${NAME}` }).click();
    await page.getByText("Produit mis en avant avec succès").waitFor();
    await page.getByRole("button", { name: `Retirer : ${NAME}` }).waitFor();
    const row = await stored();
    expect(row?.product.isFeatured).toBe(true);

    // The home shows the first 4 featured products by order_index and the demo already has more:
    // the test's product is put first so the section can show it (there is no product reordering screen).
    await database.db.update(products).set({ orderIndex: 0 }).where(eq(products.id, row!.product.id));
    await page.goto(demoHostUrl("/"));
    const featured = page.locator("section").filter({ has: page.getByRole("heading", { name: "Nos produits phares" }) });
    await featured.getByText(NAME).waitFor();

    await page.goto(`${baseUrl()}/admin/products?search=${encodeURIComponent(TAG)}`);
    await page.getByRole("button", { name: `Modifier ${NAME}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nom du produit").fill(`${NAME} aux amandes`);
    await dialog.getByRole("group", { name: "Déclinaison 2" }).getByRole("button", { name: "Supprimer 8 parts" }).click();
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await page.getByText("Produit sauvegardé avec succès").waitFor();
    const edited = await stored();
    expect(edited?.product.name).toBe(`${NAME} aux amandes`);
    expect(edited?.variants.map((v) => v.name)).toEqual(["6 parts"]);

    await page.getByRole("button", { name: `Supprimer ${NAME} aux amandes` }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("toutes ses déclinaisons seront supprimés définitivement").waitFor();
    await expectAccessible(page, "delete confirmation");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await page.getByText("Produit supprimé avec succès").waitFor();
    expect(await stored()).toBeNull();
    await page.context().close();
  });

  it("works on a phone, also at /admin/content/products", async () => {
    const page = await ownerPage(PHONE);
    await page.goto(`${baseUrl()}/admin/content/products`);
    await page.getByRole("heading", { name: "Produits", level: 1 }).waitFor();
    await expectAccessible(page, "products on a phone");
    await screenshot(page, "admin-products-phone");
    await page.context().close();
  });
});
