import { describe, expect } from "vitest";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { products, productVariants } from "~/db/schema";
import type { Database } from "~/db/connect.server";
import { DESKTOP, expectAccessible, expectToast, PHONE, screenshot, VIEWPORTS } from "./support/browser";
import { VARIANTS_HINT } from "~/features/products/products-schema";
import { test } from "./support/fixtures";

/**
 * /admin/products as the demo owner (back-office.md §2, §4, §5, §8): create a product with two
 * variants, see it on /merchant/products, feature it for the home, edit it, delete it. The test's
 * product carries a unique tag.
 */
const TAG = `E2E-${Date.now().toString(36)}`;
const NAME = `Tarte ${TAG}`;

async function stored(db: Database, siteId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), like(products.name, `%${TAG}%`)));
  if (!product) return null;
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.orderIndex));
  return { product, variants };
}

describe("/admin/products", () => {
  test("creates a product with two variants, shown at once on /merchant/products", async ({ login, demoHostUrl, db, demoSite }) => {
    const page = await login("owner", DESKTOP, { at: "/admin/products" });
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

    const row = await stored(db, demoSite.id);
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
  });

  test("features the product for the home page, edits it and deletes it", async ({ login, baseUrl, demoHostUrl, db, demoSite }) => {
    const page = await login("owner", DESKTOP, { at: `/admin/products?search=${encodeURIComponent(TAG)}` });
    await page.getByRole("button", { name: `Mettre en avant\u00a0: ${NAME}` }).click();
    await page.getByText("Produit mis en avant avec succès").waitFor();
    await page.getByRole("button", { name: `Retirer\u00a0: ${NAME}` }).waitFor();
    const row = await stored(db, demoSite.id);
    expect(row?.product.isFeatured).toBe(true);

    // The home shows the first 4 featured products in their order and the demo already has more:
    // the test's product is put first so the section can show it (dragging it there is
    // featured-products-order.test.ts's story).
    await db
      .update(products)
      .set({ featuredOrder: sql`case when ${products.id} = ${row!.product.id} then 0 else ${products.featuredOrder} + 1 end` })
      .where(and(eq(products.siteId, demoSite.id), eq(products.isFeatured, true)));
    await page.goto(demoHostUrl("/"));
    const featured = page.locator("section").filter({ has: page.getByRole("heading", { name: "Nos produits phares" }) });
    await featured.getByText(NAME).waitFor();

    await page.goto(`${baseUrl}/admin/products?search=${encodeURIComponent(TAG)}`);
    await page.getByRole("button", { name: `Modifier ${NAME}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nom du produit").fill(`${NAME} aux amandes`);
    await dialog.getByRole("group", { name: "Déclinaison 2" }).getByRole("button", { name: "Supprimer 8 parts" }).click();
    await dialog.getByRole("button", { name: "Sauvegarder" }).click();
    await page.getByText("Produit sauvegardé avec succès").waitFor();
    const edited = await stored(db, demoSite.id);
    expect(edited?.product.name).toBe(`${NAME} aux amandes`);
    expect(edited?.variants.map((v) => v.name)).toEqual(["6 parts"]);

    await page.getByRole("button", { name: `Supprimer ${NAME} aux amandes` }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("toutes ses déclinaisons seront supprimés définitivement").waitFor();
    await expectAccessible(page, "delete confirmation");
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await page.getByText("Produit supprimé avec succès").waitFor();
    expect(await stored(db, demoSite.id)).toBeNull();
  });

  test("works on a phone, also at /admin/content/products", async ({ login }) => {
    const page = await login("owner", PHONE, { at: "/admin/content/products" });
    await page.getByRole("heading", { name: "Produits", level: 1 }).waitFor();
    await expectAccessible(page, "products on a phone");
    await screenshot(page, "admin-products-phone");
  });
});

/**
 * Issue 25: a baker's product with one price. 'Le nom de la déclinaison 1 est obligatoire' sent her
 * looking for a name to invent: the only variant now takes the product's name as she types it, and
 * the dialog says in one line what variants are.
 */
describe("a product with one price", () => {
  const stamp = Date.now().toString(36);
  for (const [label, viewport] of VIEWPORTS) {
    test(`its variant takes the product's name as she types it (${label})`, async ({ login, db, demoSite }) => {
      const name = `Baguette tradition ${stamp} ${label}`;
      const page = await login("owner", viewport, { at: "/admin/products" });
      await page.getByRole("button", { name: "Nouveau produit" }).click();
      const dialog = page.getByRole("dialog", { name: "Nouveau produit" });
      await dialog.getByText(VARIANTS_HINT).waitFor();
      await dialog.getByLabel("Nom du produit").fill(name);
      const first = dialog.getByRole("group", { name: "Déclinaison 1" });
      expect(await first.getByLabel("Nom", { exact: true }).inputValue()).toBe(name);
      await first.getByLabel("Prix (€)").fill("1,30");
      await screenshot(page, `admin-products-one-price-${label}`, { fullPage: false });
      await dialog.getByRole("button", { name: "Sauvegarder" }).click();
      await expectToast(page, "Produit sauvegardé avec succès");
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.siteId, demoSite.id), eq(products.name, name)));
      const variants = await db
        .select({ name: productVariants.name, price: productVariants.price })
        .from(productVariants)
        .where(eq(productVariants.productId, product!.id));
      expect(variants).toEqual([{ name, price: 1.3 }]);
    });
  }
});
