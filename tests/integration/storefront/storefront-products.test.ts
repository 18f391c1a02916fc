import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productCategories, products, productVariants } from "~/db/schema";
import { countVisibleProducts, listCategoryOptions, listStorefrontProducts } from "~/features/products/products.server";
import type { ProductFilters } from "~/features/products/product-filters";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let siteId: string;
let otherSiteId: string;
let emptySiteId: string;
const today = "2026-06-10";

const filters = (f: Partial<ProductFilters> = {}): ProductFilters => ({ q: "", categorie: "", tri: "nom", sans: [], ...f });
const names = (list: { name: string }[]) => list.map((p) => p.name);

beforeAll(async () => {
  t = await createTestDatabase();
  siteId = (await createSite(t.db, { name: "Épicerie" })).id;
  otherSiteId = (await createSite(t.db, { name: "Autre" })).id;
  emptySiteId = (await createSite(t.db, { name: "Vide" })).id;

  const [pains, fromages, cachee] = await t.db
    .insert(productCategories)
    .values([
      { siteId, name: "Pains", orderIndex: 2 },
      { siteId, name: "Fromages", orderIndex: 1 },
      { siteId, name: "Archives", orderIndex: 0, isActive: false },
    ])
    .returning({ id: productCategories.id });

  const inserted = await t.db
    .insert(products)
    .values([
      { siteId, name: "Baguette tradition", description: "Farine Label Rouge", price: 1.3, categoryId: pains.id },
      { siteId, name: "Comté 18 mois", description: "Affiné 100% au lait cru", price: 32, priceUnit: "€/kg", categoryId: fromages.id },
      { siteId, name: "Pain d'épices", description: "Miel_de_lavande", price: 6, categoryId: pains.id },
      { siteId, name: "Plateau apéritif", description: "À partager", price: 25 },
      { siteId, name: "Ancien produit", price: 2, isActive: false },
      { siteId, name: "Bûche de Noël", price: 30, endDate: "2026-06-09" },
      { siteId, name: "Galette des rois", price: 18, endDate: today },
      { siteId, name: "Tomme de Savoie", price: 20, categoryId: cachee.id },
      { siteId: otherSiteId, name: "Baguette d'ailleurs", price: 1 },
    ])
    .returning({ id: products.id, name: products.name });
  const byName = Object.fromEntries(inserted.map((p) => [p.name, p.id]));

  await t.db.insert(productVariants).values([
    { siteId, productId: byName["Plateau apéritif"], name: "4 personnes", price: 25, orderIndex: 1 },
    { siteId, productId: byName["Plateau apéritif"], name: "8 personnes", price: 45, orderIndex: 2 },
    { siteId, productId: byName["Plateau apéritif"], name: "2 personnes", price: 14, orderIndex: 0, isActive: false },
    { siteId, productId: byName["Plateau apéritif"], name: "Mini", price: 9.5, priceUnit: "la boîte", orderIndex: 3 },
    { siteId, productId: byName["Pain d'épices"], name: "Tranche", price: 2.5, priceUnit: "la tranche", orderIndex: 0 },
  ]);
});

afterAll(async () => {
  await t?.drop();
});

describe("listStorefrontProducts", () => {
  it("shows the site's active products not past their end date, alphabetically", async () => {
    const list = await listStorefrontProducts(t.db, siteId, filters(), today);
    expect(names(list)).toEqual(["Baguette tradition", "Comté 18 mois", "Galette des rois", "Pain d'épices", "Plateau apéritif", "Tomme de Savoie"]);
  });

  it("attaches only active variants by order_index, and prices the card from them", async () => {
    const list = await listStorefrontProducts(t.db, siteId, filters({ q: "plateau" }), today);
    expect(list).toHaveLength(1);
    expect(list[0].variants.map((v) => v.name)).toEqual(["4 personnes", "8 personnes", "Mini"]);
    expect(list[0]).toMatchObject({ price: 9.5, priceUnit: "la boîte", priceIsMinimum: true });
    const [pain] = await listStorefrontProducts(t.db, siteId, filters({ q: "pain d" }), today);
    expect(pain).toMatchObject({ price: 2.5, priceUnit: "la tranche", priceIsMinimum: false });
  });

  it("names only active categories on the cards", async () => {
    const list = await listStorefrontProducts(t.db, siteId, filters(), today);
    expect(list.find((p) => p.name === "Comté 18 mois")?.categoryName).toBe("Fromages");
    expect(list.find((p) => p.name === "Tomme de Savoie")?.categoryName).toBeNull();
  });

  it("matches the text in the name or the description, case-insensitively", async () => {
    expect(names(await listStorefrontProducts(t.db, siteId, filters({ q: "BAGUETTE" }), today))).toEqual(["Baguette tradition"]);
    expect(names(await listStorefrontProducts(t.db, siteId, filters({ q: "label rouge" }), today))).toEqual(["Baguette tradition"]);
  });

  it("takes % and _ literally", async () => {
    expect(names(await listStorefrontProducts(t.db, siteId, filters({ q: "100%" }), today))).toEqual(["Comté 18 mois"]);
    expect(names(await listStorefrontProducts(t.db, siteId, filters({ q: "%" }), today))).toEqual(["Comté 18 mois"]);
    expect(names(await listStorefrontProducts(t.db, siteId, filters({ q: "_de_" }), today))).toEqual(["Pain d'épices"]);
    expect(await listStorefrontProducts(t.db, siteId, filters({ q: "a_b" }), today)).toEqual([]);
  });

  it("filters by category name", async () => {
    expect(names(await listStorefrontProducts(t.db, siteId, filters({ categorie: "Pains" }), today))).toEqual(["Baguette tradition", "Pain d'épices"]);
    expect(await listStorefrontProducts(t.db, siteId, filters({ categorie: "Inconnue" }), today)).toEqual([]);
  });

  it("sorts by ascending card price", async () => {
    const list = await listStorefrontProducts(t.db, siteId, filters({ tri: "prix" }), today);
    expect(names(list)).toEqual(["Baguette tradition", "Pain d'épices", "Plateau apéritif", "Galette des rois", "Tomme de Savoie", "Comté 18 mois"]);
  });

  it("never shows another site's products", async () => {
    expect(names(await listStorefrontProducts(t.db, otherSiteId, filters(), today))).toEqual(["Baguette d'ailleurs"]);
    expect(await listStorefrontProducts(t.db, siteId, filters({ q: "ailleurs" }), today)).toEqual([]);
  });
});

describe("categories and counts", () => {
  it("offers the active categories by order_index", async () => {
    expect(names(await listCategoryOptions(t.db, siteId))).toEqual(["Fromages", "Pains"]);
  });

  it("counts the visible products of a site", async () => {
    expect(await countVisibleProducts(t.db, siteId, today)).toBe(6);
    expect(await countVisibleProducts(t.db, emptySiteId, today)).toBe(0);
  });
});
