/**
 * Allergens and unit prices, end to end: what the product action saves (and refuses, leaving the
 * database as it was), and what the public products page writes — allergens in words on the card
 * and in a variant's details, the 'Sans …' filter (traces count), the price per kilogram — on
 * factory-made sites and on the demo.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { pageTranslations, products, productVariants, siteLanguages, sites } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { createSignup } from "~/features/signup/signup.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import type { ProductDraft, VariantDraft } from "~/features/products/products-schema";
import { seedDemo } from "~/features/demo/seed-demo.server";
import { action } from "~/routes/admin/products";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type TestServer } from "../../support/http-server";
import { callRoute, postRequest, renderedSiteId, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createOwner, createProduct, createSite } from "../../support/factories";

const NBSP = "\u00a0";
let t: TestDatabase;
let services: AppServices;
let server: TestServer;
let siteA = "";
let siteB = "";
let cookieA = "";
let demoId = "";
let otherSiteProduct = "";

const variant = (v: Partial<VariantDraft> = {}): VariantDraft => ({
  id: `temp-${crypto.randomUUID()}`,
  name: "Pain",
  description: "",
  price: "3,20",
  priceUnit: "la pièce",
  imageUrl: "",
  isActive: true,
  ...v,
});
const draft = (d: Partial<ProductDraft> = {}): ProductDraft => ({
  name: "Pain de campagne",
  description: "Levain naturel",
  categoryId: "",
  endDate: "",
  isActive: true,
  allergens: [],
  allergenTraces: [],
  variants: [variant({ netQuantity: "400", netQuantityUnit: "g" })],
  ...d,
});

async function save(d: unknown, productId?: string) {
  const fields = { siteId: await renderedSiteId(services, cookieA), intent: "save-product", payload: JSON.stringify(d), ...(productId ? { productId } : {}) };
  return unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/products", fields, cookieA)));
}
const productsOf = (siteId: string) => t.db.select().from(products).where(eq(products.siteId, siteId)).orderBy(asc(products.name));
const variantsOf = (productId: string) =>
  t.db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.orderIndex));

async function page(path: string, site: string): Promise<string> {
  const answer = await server.request("GET", `${path}${path.includes("?") ? "&" : "?"}site=${site}`);
  expect(answer.status).toBe(200);
  return answer.body.slice(answer.body.indexOf("<main"), answer.body.indexOf("</main>"));
}
/** The card of a product, from its heading (its name marked French on another language's page) to the end of its article. */
function cardOf(html: string, name: string): string {
  const heading = html.search(new RegExp(`<h2[^>]*>(<span lang="fr">)?${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`));
  if (heading < 0) return "";
  return html.slice(html.lastIndexOf("<article", heading), html.indexOf("</article>", heading));
}

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services } = createLoggedServices(t.db, { PUBLIC_URL: "http://localhost:3000" }));
  server = await startTestServer(services);
  // A new merchant's site, as the sign-up makes it (a draft with no products), then published.
  const created = await createSignup(
    t.db,
    { publicUrl: "https://vitrine.example", mailFrom: "Vitrine <noreply@vitrine.example>" },
    {
      email: "allergenes-a@test.fr",
      password: "unused",
      shopName: "Boulangerie du Parc",
      businessKind: "boulangerie-patisserie",
      town: "Lyon",
      plan: "expert",
    },
    "hash",
  );
  if (!created.ok) throw new Error(`sign-up refused: ${created.reason}`);
  siteA = created.siteId;
  await t.db.update(sites).set({ publishedAt: new Date() }).where(eq(sites.id, siteA));
  await upsertUserWithPassword(services.auth, t.db, { email: "allergenes-a@test.fr", password: "secret-a-123", role: "user" });
  const ownerB = await createOwner(t.db, { email: "allergenes-b@test.fr" });
  siteB = (await createSite(t.db, { name: "Autre boutique", ownerId: ownerB.id, plan: "expert" })).id;
  cookieA = await withSelection(services, await sessionCookie(services, "allergenes-a@test.fr", "secret-a-123"), siteA);
  otherSiteProduct = (await createProduct(t.db, siteB, { name: "Brioche d'ailleurs", allergens: ["gluten"] })).id;
  demoId = (await seedDemo(services)).siteId;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

describe("the product action", () => {
  it("saves allergens, traces and the net quantity, copied to the product from its first variant", async () => {
    const result = await save(
      draft({
        name: "Croissant",
        allergens: ["lait", "gluten", "oeufs"],
        allergenTraces: ["fruits-a-coque"],
        variants: [
          variant({ name: "À l'unité", price: "1,30", netQuantity: "60", netQuantityUnit: "g" }),
          variant({ name: "Aux amandes", price: "2,10", ownAllergens: true, allergens: ["gluten", "lait", "oeufs", "fruits-a-coque"], allergenTraces: [] }),
        ],
      }),
    );
    expect(result.status).toBe(200);
    const [croissant] = (await productsOf(siteA)).filter((p) => p.name === "Croissant");
    // Kept in the regulation's order.
    expect(croissant).toMatchObject({ allergens: ["gluten", "oeufs", "lait"], allergenTraces: ["fruits-a-coque"], netQuantity: 60, netQuantityUnit: "g" });
    const [plain, almond] = await variantsOf(croissant!.id);
    expect(plain).toMatchObject({ allergens: null, allergenTraces: null, netQuantity: 60, netQuantityUnit: "g" });
    expect(almond).toMatchObject({ allergens: ["gluten", "oeufs", "lait", "fruits-a-coque"], allergenTraces: [], netQuantity: null, netQuantityUnit: null });
  });

  it("refuses a forged allergen code, another site's product and a negative weight, changing nothing", async () => {
    const before = { a: await productsOf(siteA), b: await productsOf(siteB), bVariants: await variantsOf(otherSiteProduct) };

    expect((await save(draft({ name: "Forgé", allergens: ["gluten", "noix-de-coco"] }))).status).toBe(400);
    expect((await save(draft({ name: "Forgé", variants: [variant({ ownAllergens: true, allergens: ["'; drop table products; --"] })] }))).status).toBe(400);
    const negative = await save(draft({ name: "Négatif", variants: [variant({ netQuantity: "-400", netQuantityUnit: "g" })] }));
    expect(negative.status).toBe(400);
    expect(negative.data).toMatchObject({
      ok: false,
      errors: { "variants.0.netQuantity": `Le poids ou volume de la déclinaison 1 doit être d'au moins 1${NBSP}g ou 1${NBSP}ml` },
    });
    expect((await save(draft({ name: "Trop léger", variants: [variant({ netQuantity: "0,5", netQuantityUnit: "ml" })] }))).status).toBe(400);
    expect((await save(draft({ name: "Unité forgée", variants: [variant({ netQuantity: "400", netQuantityUnit: "livres" })] }))).status).toBe(400);
    expect((await save(draft({ name: "Volée", allergens: ["lait"] }), otherSiteProduct)).status).toBe(404);

    expect(await productsOf(siteA)).toEqual(before.a);
    expect(await productsOf(siteB)).toEqual(before.b);
    expect(await variantsOf(otherSiteProduct)).toEqual(before.bVariants);
  });
});

describe("the products page", () => {
  beforeAll(async () => {
    expect((await save(draft({ name: "Pain de campagne", allergens: ["gluten"] }))).status).toBe(200);
    expect(
      (
        await save(
          draft({
            name: "Tarte aux pommes",
            allergens: ["gluten", "lait", "oeufs"],
            variants: [
              variant({ name: "6 parts", price: "18" }),
              variant({ name: "Amandine", price: "22", ownAllergens: true, allergens: ["gluten", "lait", "oeufs", "fruits-a-coque"], allergenTraces: [] }),
            ],
          }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await save(draft({ name: "Financier", allergens: ["oeufs", "lait"], allergenTraces: ["fruits-a-coque"], variants: [variant({ price: "2" })] }))).status,
    ).toBe(200);
    expect((await save(draft({ name: "Comté", variants: [variant({ price: "32", priceUnit: "€ / kg" })] }))).status).toBe(200);
  });

  it("writes the allergens in words on the card, and a variant's own in its details", async () => {
    const html = await page("/merchant/products", siteA);
    expect(cardOf(html, "Croissant")).toContain(`Allergènes${NBSP}: céréales contenant du gluten, lait, œufs.`);
    expect(cardOf(html, "Croissant")).toContain(`Peut contenir des traces de${NBSP}: fruits à coque.`);
    const tart = cardOf(html, "Tarte aux pommes");
    expect(tart).toMatch(new RegExp(`data-testid="product-allergens"[^>]*><p>Allergènes${NBSP}: céréales contenant du gluten, lait, œufs\\.</p>`));
    expect(tart).toMatch(
      new RegExp(`data-testid="variant-allergens"[^>]*><p>Allergènes${NBSP}: céréales contenant du gluten, fruits à coque, lait, œufs\\.</p>`),
    );
    // Nothing is claimed of a product without allergens filled in.
    expect(cardOf(html, "Comté")).not.toContain("Allergènes");
    expect(cardOf(html, "Comté")).not.toMatch(/sans allergène/i);
  });

  it("reads the unit price of a 400 g loaf at 3,20 € as 8,00 €/kg, next to the price", async () => {
    const html = await page("/merchant/products", siteA);
    const loaf = cardOf(html, "Pain de campagne");
    expect(loaf).toContain(`3,20${NBSP}€ la pièce`);
    expect(loaf).toContain(`400${NBSP}g · 8,00${NBSP}€/kg`);
    // A price already per kilogram has no other.
    expect(cardOf(html, "Comté")).not.toContain("/kg<");
    expect(cardOf(html, "Comté")).not.toContain("product-unit-price");
  });

  it("in English, names the allergens as the regulation does in English", async () => {
    await t.db.insert(siteLanguages).values({ siteId: siteA, language: "en" });
    await t.db.insert(pageTranslations).values({ siteId: siteA, language: "en", page: "products" });
    const html = await page("/en/merchant/products", siteA);
    expect(cardOf(html, "Croissant")).toContain("Allergens: cereals containing gluten, eggs, milk.");
    expect(cardOf(html, "Pain de campagne")).toContain(`400${NBSP}g · €8.00/kg`);
  });

  it("'Sans fruits à coque' hides what contains them or may contain traces, and a variant that contains them", async () => {
    const html = await page("/merchant/products?sans=fruits-a-coque", siteA);
    // Croissant and Financier: traces. Tarte aux pommes stays, without its almond variant.
    expect(cardOf(html, "Croissant")).toBe("");
    expect(cardOf(html, "Financier")).toBe("");
    expect(cardOf(html, "Pain de campagne")).not.toBe("");
    const tart = cardOf(html, "Tarte aux pommes");
    expect(tart).not.toBe("");
    expect(tart).not.toContain("Amandine");
    // The filter says traces count, and shows what is excluded.
    expect(html).toContain("Un produit qui en contient ou peut en contenir des traces est masqué.");
    expect(html).toMatch(/<input[^>]*name="sans" checked="" value="fruits-a-coque"/);
    expect(html).toContain("Sans fruits à coque</label>");
  });

  it("says why the list is empty when every product holds the allergen", async () => {
    const html = await page("/merchant/products?q=pain&sans=gluten&sans=lait", siteA);
    expect(html).toContain(
      `Aucun produit sans céréales contenant du gluten, lait${NBSP}: ceux qui en contiennent ou peuvent en contenir des traces sont masqués.`,
    );
    expect(cardOf(html, "Pain de campagne")).toBe("");
  });
});

describe("the demo", () => {
  it("writes its products' allergens and unit prices truthfully", async () => {
    const html = await page("/merchant/products", demoId);
    expect(cardOf(html, "Quiche lorraine")).toContain(`Allergènes${NBSP}: céréales contenant du gluten, lait, œufs.`);
    expect(cardOf(html, "Tarte aux pralines")).toContain(`Allergènes${NBSP}: céréales contenant du gluten, fruits à coque, lait, œufs.`);
    const jams = cardOf(html, "Confitures de la maison");
    expect(jams).toContain(`Peut contenir des traces de${NBSP}: fruits à coque.`);
    expect(jams).toContain(`320${NBSP}g · 21,56${NBSP}€/kg`);
    expect(cardOf(html, "Huile d&#x27;olive de Nyons AOP")).toContain(`50${NBSP}cl · 29,80${NBSP}€/l`);
  });

  it("gives the home's featured jars their unit price too", async () => {
    const html = await page("/", demoId);
    const featured = html.slice(html.indexOf('aria-labelledby="produits-phares"'), html.indexOf('aria-labelledby="avis-clients"'));
    expect(featured).toContain("Confitures de la maison");
    expect(featured).toContain(`320${NBSP}g · 21,56${NBSP}€/kg`);
  });

  it("filters out nuts, traces included", async () => {
    const html = await page("/merchant/products?sans=fruits-a-coque", demoId);
    for (const name of ["Tarte aux pralines", "Macarons", "Confitures de la maison"]) expect(cardOf(html, name)).toBe("");
    expect(cardOf(html, "Quiche lorraine")).not.toBe("");
  });
});

describe("the database's own checks", () => {
  it("refuse an unknown allergen and a quantity without its unit", async () => {
    await expect(
      t.db
        .update(products)
        .set({ allergens: ["noix-de-coco" as "gluten"] })
        .where(and(eq(products.siteId, siteB), eq(products.id, otherSiteProduct))),
    ).rejects.toThrow();
    await expect(t.db.update(products).set({ netQuantity: 400 }).where(eq(products.id, otherSiteProduct))).rejects.toThrow();
  });
});
