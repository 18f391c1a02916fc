import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { productCategories, products, productVariants } from "~/db/schema";
import type { AppServices } from "~/context";
import type { ProductDraft, VariantDraft } from "~/features/products/products-schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { action, loader } from "~/routes/admin/products";
import { getHomePage } from "~/features/home/home-data.server";
import { FEATURED_TEXTS } from "~/features/products/featured-products";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { callRoute, getRequest, postRequest, renderedSiteId, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createOwner, createProduct, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let cookieA: string;

const variant = (v: Partial<VariantDraft> = {}): VariantDraft => ({
  id: `temp-${crypto.randomUUID()}`,
  name: "Part",
  description: "",
  price: "4.50",
  priceUnit: "la part",
  imageUrl: "",
  isActive: true,
  ...v,
});
const draft = (d: Partial<ProductDraft> = {}): ProductDraft => ({
  name: "Tarte aux pommes",
  description: "Pâte brisée maison",
  categoryId: "",
  endDate: "",
  isActive: true,
  variants: [variant()],
  ...d,
});

/** Posts as the page does: the form carries the site it was rendered for (the cookie's). */
async function post(fields: Record<string, string>, cookie = cookieA) {
  const answer = await callRoute(action, services, postRequest("/admin/products", { siteId: await renderedSiteId(services, cookie), ...fields }, cookie));
  return unwrap<ActionResult>(answer);
}
const saveProduct = (d: ProductDraft, productId?: string) => post({ intent: "save-product", payload: JSON.stringify(d), ...(productId ? { productId } : {}) });

async function variantsOf(productId: string) {
  return t.db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.orderIndex));
}
async function productNamed(siteId: string, name: string) {
  const [row] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.name, name)));
  return row;
}

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const ownerA = await createOwner(t.db, { auth: services.auth, email: "prod-a@test.fr", password: "secret-a-123" });
  const ownerB = await createOwner(t.db, { auth: services.auth, email: "prod-b@test.fr", password: "secret-b-123" });
  siteA = (await createSite(t.db, { name: "Boulangerie A", ownerId: ownerA.id })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B", ownerId: ownerB.id })).id;
  cookieA = await withSelection(services, await sessionCookie(services, "prod-a@test.fr", "secret-a-123"), siteA);
});

afterAll(async () => {
  await t?.drop();
});

describe("saving a product", () => {
  it("creates the variants (temp- ids dropped) and copies price, unit and image from the first variant", async () => {
    const result = await saveProduct(
      draft({
        name: "Quiche",
        variants: [
          variant({ name: "Individuelle", price: "5.20", priceUnit: "la pièce", imageUrl: "https://example.fr/a.webp" }),
          variant({ name: "Familiale", price: "18", priceUnit: "8 parts" }),
        ],
      }),
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, toast: { title: "Succès", description: "Produit sauvegardé avec succès" } });
    const product = await productNamed(siteA, "Quiche");
    expect(product).toMatchObject({ price: 5.2, priceUnit: "la pièce", imageUrl: "https://example.fr/a.webp", isFeatured: false });
    const rows = await variantsOf(product.id);
    expect(rows.map((v) => [v.name, v.price, v.orderIndex])).toEqual([
      ["Individuelle", 5.2, 0],
      ["Familiale", 18, 1],
    ]);
    expect(rows.every((v) => !v.id.startsWith("temp-"))).toBe(true);
  });

  it("updates kept variants, deletes removed ones and re-copies from the new first variant", async () => {
    const product = await productNamed(siteA, "Quiche");
    const [first, second] = await variantsOf(product.id);
    const result = await saveProduct(
      draft({
        name: "Quiche lorraine",
        variants: [{ ...variant(), id: second.id, name: "Familiale", price: "19.90", priceUnit: "8 parts" }, variant({ name: "Apéritif", price: "9" })],
      }),
      product.id,
    );
    expect(result.data.ok).toBe(true);
    const after = await productNamed(siteA, "Quiche lorraine");
    expect(after).toMatchObject({ id: product.id, price: 19.9, priceUnit: "8 parts", imageUrl: null });
    const rows = await variantsOf(product.id);
    expect(rows.map((v) => v.name)).toEqual(["Familiale", "Apéritif"]);
    expect(rows[0].id).toBe(second.id);
    expect(rows.some((v) => v.id === first.id)).toBe(false);
  });

  it("is one transaction: a failing variant leaves the product and its variants as they were", async () => {
    const product = await productNamed(siteA, "Quiche lorraine");
    const before = { product, variants: await variantsOf(product.id) };
    // The database refuses the second variant (a constraint of this test's own) after the product
    // row was updated and the removed variant deleted. (A price beyond numeric(10,2) did that
    // before; the form now refuses it itself, in French.)
    await t.db.execute(sql`ALTER TABLE product_variants ADD CONSTRAINT test_refused_variant CHECK (name <> 'Refusée')`);
    const result = await saveProduct(
      draft({ name: "Quiche changée", variants: [variant({ name: "Seule", price: "3" }), variant({ name: "Refusée", price: "12" })] }),
      product.id,
    ).finally(() => t.db.execute(sql`ALTER TABLE product_variants DROP CONSTRAINT test_refused_variant`));
    expect(result.status).toBe(500);
    expect(result.data).toMatchObject({ ok: false, toast: { title: "Erreur", description: "Erreur lors de la sauvegarde" } });
    const [now] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(now).toEqual(before.product);
    expect(await variantsOf(product.id)).toEqual(before.variants);
  });

  it("refuses a variant id of another product (404) and changes nothing", async () => {
    const other = await saveProduct(draft({ name: "Autre produit" }));
    expect(other.data.ok).toBe(true);
    const otherProduct = await productNamed(siteA, "Autre produit");
    const [foreign] = await variantsOf(otherProduct.id);
    const product = await productNamed(siteA, "Quiche lorraine");
    const before = await variantsOf(product.id);
    const result = await saveProduct(draft({ name: "Volée", variants: [{ ...variant(), id: foreign.id }] }), product.id);
    expect(result.status).toBe(404);
    expect(await variantsOf(product.id)).toEqual(before);
    expect(await variantsOf(otherProduct.id)).toEqual([foreign]);
    expect(await productNamed(siteA, "Volée")).toBeUndefined();
  });

  it("answers the §5 messages verbatim, with the variant's number", async () => {
    const noName = await saveProduct(draft({ name: "  ", variants: [] }));
    expect(noName.status).toBe(400);
    expect(noName.data).toMatchObject({
      ok: false,
      errors: { name: "Le nom du produit est obligatoire", variants: "Au moins une déclinaison est requise" },
    });
    const badVariants = await saveProduct(draft({ variants: [variant(), variant({ name: "" }), variant({ price: "0" })] }));
    expect(badVariants.status).toBe(400);
    expect(badVariants.data).toMatchObject({
      errors: {
        "variants.1.name": "Le nom de la déclinaison 2 est obligatoire",
        "variants.2.price": "Le prix de la déclinaison 3 doit être supérieur à 0",
      },
    });
    const negative = await saveProduct(draft({ variants: [variant({ price: "-2" })] }));
    expect(negative.data).toMatchObject({ errors: { "variants.0.price": "Le prix de la déclinaison 1 doit être supérieur à 0" } });
  });
});

describe("featured toggle, categories and deletion", () => {
  it("features a product and takes it back", async () => {
    const product = await productNamed(siteA, "Quiche lorraine");
    const on = await post({ intent: "toggle-featured", productId: product.id, isFeatured: "true" });
    expect(on.data).toMatchObject({ ok: true, toast: { title: "Succès" } });
    expect((await productNamed(siteA, "Quiche lorraine")).isFeatured).toBe(true);
    await post({ intent: "toggle-featured", productId: product.id, isFeatured: "false" });
    expect((await productNamed(siteA, "Quiche lorraine")).isFeatured).toBe(false);
  });

  it("validates the category name and keeps the products of a deleted category, without a category", async () => {
    const invalid = await post({ intent: "save-category", name: " ", description: "" });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({ errors: { name: "Le nom de la catégorie est obligatoire" } });

    const created = await post({ intent: "save-category", name: "Salé", description: "" });
    expect(created.data).toMatchObject({ ok: true, toast: { description: "Catégorie sauvegardée avec succès" } });
    const [category] = await t.db.select().from(productCategories).where(eq(productCategories.siteId, siteA));
    const product = await productNamed(siteA, "Quiche lorraine");
    const variants = await variantsOf(product.id);
    await saveProduct(
      draft({
        name: "Quiche lorraine",
        categoryId: category.id,
        variants: variants.map((v) => ({ ...variant(), id: v.id, name: v.name, price: v.price.toFixed(2) })),
      }),
      product.id,
    );
    expect((await productNamed(siteA, "Quiche lorraine")).categoryId).toBe(category.id);
    const listed = await callRoute<{ categories: { name: string; productCount: number }[] }>(loader, services, getRequest("/admin/products", cookieA));
    expect(listed.categories).toEqual([expect.objectContaining({ name: "Salé", productCount: 1 })]);

    const deleted = await post({ intent: "delete-category", categoryId: category.id });
    expect(deleted.data).toMatchObject({ ok: true, toast: { description: "Catégorie supprimée avec succès" } });
    const kept = await productNamed(siteA, "Quiche lorraine");
    expect(kept).toMatchObject({ siteId: siteA, categoryId: null });
    expect(await variantsOf(kept.id)).toHaveLength(2);
  });

  it("deletes a product with its variants", async () => {
    const product = await productNamed(siteA, "Autre produit");
    const result = await post({ intent: "delete-product", productId: product.id });
    expect(result.data).toMatchObject({ ok: true, toast: { description: "Produit supprimé avec succès" } });
    expect(await productNamed(siteA, "Autre produit")).toBeUndefined();
    expect(await variantsOf(product.id)).toEqual([]);
  });
});

describe("scoping and the list", () => {
  it("lists only the current site's products, filtered and sorted from the URL", async () => {
    await createProduct(t.db, siteB, { name: "Comté de B", price: 30 });
    await saveProduct(draft({ name: "Baguette" }));
    const answer = await callRoute<{ products: { name: string }[]; stats: { total: number } }>(
      loader,
      services,
      getRequest("/admin/products?sort_by=name&sort_order=asc", cookieA),
    );
    expect(answer.products.map((p) => p.name)).toEqual(["Baguette", "Quiche lorraine"]);
    expect(answer.stats.total).toBe(2);
    const searched = await callRoute<{ products: { name: string }[] }>(loader, services, getRequest("/admin/content/products?search=quiche", cookieA));
    expect(searched.products.map((p) => p.name)).toEqual(["Quiche lorraine"]);
  });

  it("answers 404 for another site's product or category and changes nothing", async () => {
    const foreign = await productNamed(siteB, "Comté de B");
    const toggle = await post({ intent: "toggle-featured", productId: foreign.id, isFeatured: "true" });
    expect(toggle.status).toBe(404);
    const remove = await post({ intent: "delete-product", productId: foreign.id });
    expect(remove.status).toBe(404);
    const update = await saveProduct(draft({ name: "Pirate" }), foreign.id);
    expect(update.status).toBe(404);
    expect(await productNamed(siteB, "Comté de B")).toMatchObject({ isFeatured: false, name: "Comté de B" });
    expect(await productNamed(siteA, "Pirate")).toBeUndefined();
  });
});

describe("the featured products' order on the home (issue 13, bug 2)", () => {
  const homeNames = async () => (await getHomePage(t.db, siteA, "2026-02-01", () => {})).featuredProducts.map((p) => p.name);
  const featuredList = async () =>
    (await callRoute<{ featured: { name: string }[] }>(loader, services, getRequest("/admin/products", cookieA))).featured.map((p) => p.name);

  it("puts a newly featured product last, says when the home does not show it, and shows it once dragged up", async () => {
    const names = ["Éclair", "Flan", "Galette", "Opéra", "Paris-Brest"];
    const ids: string[] = [];
    for (const name of names) {
      const row = await createProduct(t.db, siteA, { name, price: 3 });
      ids.push(row.id);
    }
    for (const [index, id] of ids.entries()) {
      const answer = await post({ intent: "toggle-featured", productId: id, isFeatured: "true" });
      expect(answer.data.ok).toBe(true);
      // The fifth is featured, but the home shows four: the toast says so instead of a plain 'featured'.
      expect(answer.data.toast?.description).toBe(index < 4 ? "Produit mis en avant avec succès" : FEATURED_TEXTS.featuredNotShown);
    }
    expect(await featuredList()).toEqual(names);
    expect(await homeNames()).toEqual(names.slice(0, 4));

    // Dragged to the top: the home now shows it first, and the fourth one goes.
    const reordered = [ids[4], ids[0], ids[1], ids[2], ids[3]];
    const moved = await post({ intent: "reorder-featured", ids: JSON.stringify(reordered) });
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({ ok: true, intent: "reorder-featured" });
    expect(await homeNames()).toEqual(["Paris-Brest", "Éclair", "Flan", "Galette"]);
    expect(await featuredList()).toEqual(["Paris-Brest", "Éclair", "Flan", "Galette", "Opéra"]);

    // An unfeatured product leaves the order; featured again, it comes back last.
    await post({ intent: "toggle-featured", productId: ids[0], isFeatured: "false" });
    expect(await homeNames()).toEqual(["Paris-Brest", "Flan", "Galette", "Opéra"]);
    await post({ intent: "toggle-featured", productId: ids[0], isFeatured: "true" });
    expect(await featuredList()).toEqual(["Paris-Brest", "Flan", "Galette", "Opéra", "Éclair"]);
  });

  it("refuses an order that is not exactly the site's featured products, and changes nothing", async () => {
    const before = await featuredList();
    const notFeatured = await createProduct(t.db, siteA, { name: "Pas phare", price: 2 });
    const current = (
      await t.db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(eq(products.siteId, siteA), eq(products.isFeatured, true)))
    ).map((p) => p.id);
    for (const ids of [current.slice(1), [...current, notFeatured.id], [...current.slice(1), (await productNamed(siteB, "Comté de B")).id]]) {
      const answer = await post({ intent: "reorder-featured", ids: JSON.stringify(ids) });
      expect(answer.status).toBe(404);
      expect(answer.data.toast?.description).toBe("Erreur lors de la mise à jour");
    }
    expect(await featuredList()).toEqual(before);
  });
});
