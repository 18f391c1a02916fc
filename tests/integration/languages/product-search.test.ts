/**
 * The products page's search in another language (ADR 047): on /en, a visitor's words match the
 * products' names and descriptions as the merchant translated them into English, and still her
 * French; another language's translations are not searched; the French page searches the French
 * only, as it always did.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTranslations, siteLanguages } from "~/db/schema";
import { pageFields } from "~/features/languages/page-fields.server";
import { saveTranslations } from "~/features/languages/translations.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type TestServer } from "../../support/http-server";
import { createProduct, createSite } from "../../support/factories";

let t: TestDatabase;
let server: TestServer;
let siteId = "";

async function translate(language: "en" | "de", words: Record<string, string>) {
  const fields = await pageFields(t.db, siteId, "products");
  await saveTranslations(
    t.db,
    siteId,
    language,
    fields.filter((field) => words[field.french]).map((field) => ({ field, value: words[field.french]! })),
  );
}

beforeAll(async () => {
  t = await createTestDatabase();
  const { services } = createLoggedServices(t.db);
  server = await startTestServer(services);
  const site = await createSite(t.db, { name: "Maison Cherche", plan: "expert" });
  siteId = site.id;
  await createProduct(t.db, siteId, { name: "Plateau apéritif", description: "Charcuteries et fromages pour six.", price: 25 });
  await createProduct(t.db, siteId, { name: "Tarte aux pralines", description: "Pralines roses de Lyon.", price: 22 });
  await createProduct(t.db, siteId, { name: "Terrine maison", price: 18 });
  await translate("en", {
    "Plateau apéritif": "Aperitif platter",
    "Charcuteries et fromages pour six.": "Cured meats and cheeses for six.",
    "Tarte aux pralines": "Praline tart",
    "Pralines roses de Lyon.": "Pink pralines from Lyon.",
  });
  await translate("de", { "Terrine maison": "Hausgemachte Terrine" });
  for (const language of ["en", "de"] as const) {
    await t.db.insert(siteLanguages).values({ siteId, language });
    await t.db.insert(pageTranslations).values({ siteId, language, page: "products" });
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

/** The product names a search shows, in the order of the page. */
async function found(path: string, q: string): Promise<string[]> {
  const answer = await server.request("GET", `${path}?site=${siteId}&q=${encodeURIComponent(q)}`);
  expect(answer.status, path).toBe(200);
  const names = ["Aperitif platter", "Praline tart", "Plateau apéritif", "Tarte aux pralines", "Terrine maison", "Hausgemachte Terrine"];
  const main = answer.body.slice(answer.body.indexOf("<main"), answer.body.indexOf("</main>"));
  return names.filter((name) => main.includes(`>${name}<`));
}

describe("the search on the English products page", () => {
  it("matches the English names and descriptions, case-insensitive", async () => {
    expect(await found("/en/merchant/products", "PLATTER")).toEqual(["Aperitif platter"]);
    expect(await found("/en/merchant/products", "pink")).toEqual(["Praline tart"]);
    expect(await found("/en/merchant/products", "cheeses")).toEqual(["Aperitif platter"]);
  });

  it("still matches the French, and shows what it found in English", async () => {
    expect(await found("/en/merchant/products", "apéritif")).toEqual(["Aperitif platter"]);
    // Not translated into English: found by its French, shown in French.
    expect(await found("/en/merchant/products", "terrine")).toEqual(["Terrine maison"]);
  });

  it("does not search another language's translations", async () => {
    expect(await found("/en/merchant/products", "hausgemacht")).toEqual([]);
    expect(await found("/de/merchant/products", "hausgemacht")).toEqual(["Hausgemachte Terrine"]);
  });
});

describe("the search on the French products page", () => {
  it("matches the French only", async () => {
    expect(await found("/merchant/products", "platter")).toEqual([]);
    expect(await found("/merchant/products", "apéritif")).toEqual(["Plateau apéritif"]);
  });
});

describe("'Ordre alphabétique' on a page in another language", () => {
  /** The product names of the page, in the order it shows them. */
  async function order(path: string): Promise<string[]> {
    const answer = await server.request("GET", `${path}?site=${siteId}&tri=nom`);
    expect(answer.status, path).toBe(200);
    const main = answer.body.slice(answer.body.indexOf("<main"), answer.body.indexOf("</main>"));
    const names = ["Aperitif platter", "Praline tart", "Plateau apéritif", "Tarte aux pralines", "Terrine maison", "Hausgemachte Terrine"];
    return names.filter((name) => main.includes(`>${name}<`)).sort((a, b) => main.indexOf(`>${a}<`) - main.indexOf(`>${b}<`));
  }

  it("sorts by the names the page shows", async () => {
    expect(await order("/de/merchant/products")).toEqual(["Hausgemachte Terrine", "Plateau apéritif", "Tarte aux pralines"]);
    expect(await order("/merchant/products")).toEqual(["Plateau apéritif", "Tarte aux pralines", "Terrine maison"]);
  });
});
