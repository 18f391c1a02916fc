/**
 * The services and products pages in English (ADR 047), over HTTP against the production build:
 * what the merchant translated shows in English, what she has not shows in French inside an
 * element marked lang="fr"; the quote form still offers (and posts) the service's French name
 * under its English label, the product filter the category's French name. The French pages show
 * the French, unmarked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeoPage } from "~/db/enums";
import { pageTranslations, productCategories, productVariants, serviceCategories, serviceFaqs, servicesPageContent, siteLanguages } from "~/db/schema";
import { pageFields } from "~/features/languages/page-fields.server";
import { saveTranslations } from "~/features/languages/translations.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type TestServer } from "../../support/http-server";
import { createProduct, createSite } from "../../support/factories";

const NBSP = "\u00a0";

let t: TestDatabase;
let server: TestServer;
let siteId = "";
/** A site whose merchant has written no header and no FAQ: the platform's defaults show. */
let bareId = "";

/** What the merchant typed in English, by the French it translates; every other text is left in French. */
const ENGLISH: Record<string, string> = {
  "Nos prestations traiteur": "Our catering",
  "Des buffets aux plateaux repas.": "From buffets to meal trays.",
  "Plateaux repas": "Meal trays",
  "Des plateaux pour vos réunions": "Trays for your meetings",
  "Livrez-vous le dimanche\u00a0?": "Do you deliver on Sundays?",
  "Oui, sur commande.": "Yes, to order.",
  Fromages: "Cheeses",
  "Comté 18 mois": "18-month Comté",
  "le kilo": "per kilo",
  Petite: "Small",
  "la pièce": "each",
};

beforeAll(async () => {
  t = await createTestDatabase();
  const { services } = createLoggedServices(t.db, { PUBLIC_URL: "http://localhost:3000" });
  server = await startTestServer(services);
  const site = await createSite(t.db, { name: "Maison Lumière", plan: "expert" });
  siteId = site.id;

  await t.db.insert(servicesPageContent).values({ siteId, title: "Nos prestations traiteur", description: "Des buffets aux plateaux repas." });
  await t.db.insert(serviceCategories).values([
    { siteId, name: "Plateaux repas", title: "Des plateaux pour vos réunions", description: "Livrés le matin même.", orderIndex: 0 },
    { siteId, name: "Cocktails", title: "Cocktails dînatoires", orderIndex: 1 },
  ]);
  await t.db.insert(serviceFaqs).values([
    { siteId, question: "Livrez-vous le dimanche\u00a0?", answer: "Oui, sur commande.", orderIndex: 0 },
    { siteId, question: "Faut-il réserver\u00a0?", answer: "Une semaine avant.", orderIndex: 1 },
  ]);

  const [cheeses] = await t.db.insert(productCategories).values({ siteId, name: "Fromages" }).returning();
  await createProduct(t.db, siteId, { name: "Comté 18 mois", description: "Affiné en cave.", price: 32, priceUnit: "le kilo", categoryId: cheeses!.id });
  const tart = await createProduct(t.db, siteId, { name: "Tarte aux pommes" });
  await t.db.insert(productVariants).values([
    { siteId, productId: tart.id, name: "Petite", price: 18, priceUnit: "la pièce", orderIndex: 0 },
    { siteId, productId: tart.id, name: "Grande", description: "Pour huit.", price: 24, priceUnit: "le plateau", orderIndex: 1 },
  ]);

  for (const page of ["services", "products"] as const satisfies readonly SeoPage[]) {
    const fields = await pageFields(t.db, siteId, page);
    const entries = fields.filter((field) => ENGLISH[field.french]).map((field) => ({ field, value: ENGLISH[field.french]! }));
    await saveTranslations(t.db, siteId, "en", entries);
  }
  await t.db.insert(siteLanguages).values({ siteId, language: "en" });
  await t.db.insert(pageTranslations).values([
    { siteId, language: "en", page: "services" },
    { siteId, language: "en", page: "products" },
  ]);

  const bare = await createSite(t.db, { name: "Maison Nue", plan: "expert" });
  bareId = bare.id;
  await t.db.insert(siteLanguages).values({ siteId: bareId, language: "en" });
  await t.db.insert(pageTranslations).values({ siteId: bareId, language: "en", page: "services" });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

async function page(path: string, site = siteId): Promise<string> {
  const answer = await server.request("GET", `${path}?site=${site}`);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

/** The page's own part: the head and the shell are not these pages' texts. */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("the services page in English", () => {
  it('shows the translated header, tab, title and FAQ, and the rest in French marked lang="fr"', async () => {
    const html = mainOf(await page("/en/merchant/services"));
    expect(html).toMatch(/<h1[^>]*>Our catering<\/h1>/);
    expect(html).toContain("From buffets to meal trays.");
    // A translated category: its tab and title in English, its untranslated description in French.
    expect(html).toMatch(/data-tab=""[^>]*>Meal trays<\/a>/);
    expect(html).toMatch(/<h3 id="prestation-1-titre"[^>]*>Trays for your meetings<\/h3>/);
    expect(html).toContain('<span lang="fr">Livrés le matin même.</span>');
    // A category left in French.
    expect(html).toMatch(/data-tab=""[^>]*><span lang="fr">Cocktails<\/span><\/a>/);
    expect(html).toContain('<span lang="fr">Cocktails dînatoires</span>');
    // The FAQ: a translated question and answer, then one in French.
    expect(html).toContain("<span>Do you deliver on Sundays?</span>");
    expect(html).toContain("Yes, to order.");
    expect(html).toContain(`<span lang="fr">Faut-il réserver${NBSP}?</span>`);
    expect(html).toContain('<span lang="fr">Une semaine avant.</span>');
  });

  it("keeps the service's French name as what the quote form and its links carry", async () => {
    const html = mainOf(await page("/en/merchant/services"));
    expect(html).toContain('<option value="Plateaux repas">Meal trays</option>');
    expect(html).toContain('<option value="Cocktails">Cocktails</option>');
    expect(html).toContain('data-quote-service="Plateaux repas"');
    expect(html).toContain("tab=Plateaux+repas&amp;service=Plateaux+repas");
  });

  it("is all French, unmarked, at the French address", async () => {
    const html = mainOf(await page("/merchant/services"));
    expect(html).toMatch(/<h1[^>]*>Nos prestations traiteur<\/h1>/);
    expect(html).toMatch(/data-tab=""[^>]*>Plateaux repas<\/a>/);
    expect(html).toContain('<option value="Plateaux repas">Plateaux repas</option>');
    expect(html).toContain(`<span>Livrez-vous le dimanche${NBSP}?</span>`);
    expect(html).not.toContain('lang="fr"');
    expect(html).not.toContain("Meal trays");
  });
});

describe("the services page's defaults", () => {
  it("are the platform's texts, in English on the English page and in French on the French one", async () => {
    const english = mainOf(await page("/en/merchant/services", bareId));
    expect(english).toMatch(/<h1[^>]*>Our services<\/h1>/);
    expect(english).toContain("Discover the range of services we offer.");
    expect(english).toContain("<span>How far in advance should I book?</span>");
    expect(english).not.toContain('lang="fr"');
    const french = mainOf(await page("/merchant/services", bareId));
    expect(french).toMatch(/<h1[^>]*>Nos prestations<\/h1>/);
    expect(french).toContain(`<span>Combien de temps à l&#x27;avance dois-je réserver${NBSP}?</span>`);
  });
});

describe("the products page in English", () => {
  it('shows the translated category, name, variant and unit, and the rest in French marked lang="fr"', async () => {
    const html = mainOf(await page("/en/merchant/products"));
    // The category: on the card and in the filter, where its value stays the French name (the URL's).
    expect(html).toMatch(/<p class="w-fit[^"]*">Cheeses<\/p>/);
    expect(html).toContain('<option value="Fromages">Cheeses</option>');
    // A translated name and unit, an untranslated description.
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>18-month Comté<\/h2>/);
    expect(html).toMatch(/<p lang="fr" class="text-sm leading-relaxed text-gray-600">Affiné en cave.<\/p>/);
    expect(html).toMatch(/<p data-testid="product-price" class="[^"]*">€32 per kilo<\/p>/);
    // An untranslated name; the card's price is the lowest variant's, whose unit is translated.
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*><span lang="fr">Tarte aux pommes<\/span><\/h2>/);
    expect(html).toMatch(/From <span class="[^"]*">€18 each<\/span>/);
    // The variants: one translated, one left in French (its name, description and unit).
    expect(html).toMatch(/<p class="text-sm font-medium text-gray-900">Small<\/p>/);
    expect(html).toMatch(/<p lang="fr" class="text-sm font-medium text-gray-900">Grande<\/p>/);
    expect(html).toMatch(/<p lang="fr" class="text-xs[^"]*">Pour huit.<\/p>/);
    expect(html).toMatch(/<p lang="fr" class="shrink-0[^"]*">€24 le plateau<\/p>/);
    // 'Partager' (an Expert site) in English too.
    expect(html).toContain('class="site-share">');
    expect(html).toContain('Share<span class="sr-only">: 18-month Comté</span>');
    expect(html).not.toContain("Partager");
  });

  it("is all French, unmarked, at the French address", async () => {
    const html = mainOf(await page("/merchant/products"));
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Comté 18 mois<\/h2>/);
    expect(html).toContain('<option value="Fromages">Fromages</option>');
    expect(html).toContain(`32${NBSP}€ le kilo`);
    expect(html).not.toContain('lang="fr"');
    expect(html).not.toContain("Cheeses");
  });
});
