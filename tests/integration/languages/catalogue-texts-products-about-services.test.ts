/**
 * The products, about and services pages in English (ADR 047), over HTTP against the production
 * build: their own texts come from the English catalogue and prices are written the en-GB way,
 * while the same pages in French keep their French texts and prices.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTranslations, productVariants, siteLanguages } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type TestServer } from "../../support/http-server";
import { createProduct, createSite } from "../../support/factories";

const NBSP = "\u00a0";

let t: TestDatabase;
let server: TestServer;
let siteId = "";

beforeAll(async () => {
  t = await createTestDatabase();
  const { services } = createLoggedServices(t.db, { PUBLIC_URL: "http://localhost:3000" });
  server = await startTestServer(services);
  const site = await createSite(t.db, { name: "Maison Lumière", plan: "expert" });
  siteId = site.id;
  await createProduct(t.db, site.id, { name: "Terrine de campagne", price: 18.5, priceUnit: "€/kg" });
  const box = await createProduct(t.db, site.id, { name: "Boîte de macarons" });
  await t.db.insert(productVariants).values([
    { siteId: site.id, productId: box.id, name: "Boîte de 6", price: 9.5, orderIndex: 0 },
    { siteId: site.id, productId: box.id, name: "Boîte de 12", price: 18, orderIndex: 1 },
  ]);
  await t.db.insert(siteLanguages).values({ siteId: site.id, language: "en" });
  await t.db
    .insert(pageTranslations)
    .values(["products", "about", "services"].map((page) => ({ siteId: site.id, language: "en" as const, page: page as "products" })));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

async function page(path: string, query = ""): Promise<string> {
  const answer = await server.request("GET", `${path}?site=${siteId}${query}`);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

/** The page's own part: the head (its title, set by the SEO pieces) and the shell are not these pages' texts. */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("the products page", () => {
  it("speaks English under /en, prices in en-GB", async () => {
    const html = await page("/en/merchant/products");
    expect(html).toContain("Our products</h1>");
    expect(html).toContain("2 products");
    expect(html).toContain('aria-label="Filter products"');
    expect(html).toContain("Alphabetical order</option>");
    expect(html).toContain("€18.50/kg");
    expect(html).toMatch(/From <span[^>]*>€9.50<\/span>/);
    expect(html).toContain("Available options:");
    expect(mainOf(html)).not.toMatch(/À partir de|Déclinaisons|Réinitialiser|Trier par|produits</);
  });

  it("keeps its French texts and prices at the French address", async () => {
    const html = await page("/merchant/products");
    expect(html).toContain("Nos Produits</h1>");
    expect(html).toContain("2 produits");
    expect(html).toContain(`18,50${NBSP}€/kg`);
    expect(html).toMatch(new RegExp(`À partir de <span[^>]*>9,50${NBSP}€</span>`));
    expect(html).toContain("Déclinaisons disponibles :");
  });

  it("says in English that nothing matches a search", async () => {
    const html = await page("/en/merchant/products", "&q=introuvable");
    expect(html).toContain("No products found");
    expect(html).toContain("No products match your search");
  });
});

describe("the about and services pages", () => {
  it("about: headings, the page's menu and the empty sections in English", async () => {
    const html = await page("/en/merchant/about");
    expect(html).toContain('aria-label="On this page"');
    for (const text of ["Our story", "Our values", "Our team", "Our partners", "No team members have been added yet.", "No partners have been added yet."]) {
      expect(html).toContain(text);
    }
    expect(mainOf(html)).not.toMatch(/Notre histoire|Nos valeurs|Notre équipe|Nos partenaires/);
  });

  it("services: the quote section's heading and the FAQ's in English", async () => {
    const html = await page("/en/merchant/services");
    expect(html).toContain("Tailor-made");
    expect(html).toContain("Tell us about your event: we will put together a proposal");
    expect(html).toContain("Frequently asked questions</h2>");
    expect(mainOf(html)).not.toMatch(/Questions fréquentes|Sur mesure|Parlez-nous/);
  });
});
