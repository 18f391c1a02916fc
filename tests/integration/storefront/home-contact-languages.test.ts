/**
 * The home and the contact page's special periods in another language (ADR 047): what the merchant
 * translated shows in the page's language, what is not translated yet shows in French inside
 * `lang="fr"`; the French pages carry no such mark. The default reassurance strip is the
 * platform's: its catalogue words it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context";
import type { OtherLanguage, SeoPage } from "~/db/enums";
import {
  homeContent,
  homeEvents,
  homeReassuranceItems,
  openingHours,
  pageTranslations,
  productVariants,
  siteLanguages,
  specialHoursPeriods,
} from "~/db/schema";
import { addDays, localDateTime } from "~/lib/calendar";
import { pageFields } from "~/features/languages/page-fields.server";
import { saveTranslations } from "~/features/languages/translations.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type Answer, type TestServer } from "../../support/http-server";
import { createDomain, createProduct, createSite } from "../../support/factories";

const DOMAIN = "maison-accueil.test";
const PLAIN_DOMAIN = "maison-simple.test";

let t: TestDatabase;
let services: AppServices;
let server: TestServer;

async function publish(siteId: string, language: OtherLanguage, pages: readonly SeoPage[]) {
  await t.db.insert(siteLanguages).values({ siteId, language }).onConflictDoNothing();
  for (const page of pages) await t.db.insert(pageTranslations).values({ siteId, language, page });
}

/** The merchant's English, by the French it translates: whatever is absent stays French. */
async function translate(siteId: string, page: SeoPage, english: Record<string, string>) {
  const fields = await pageFields(t.db, siteId, page);
  const entries = fields.filter((field) => english[field.french]).map((field) => ({ field, value: english[field.french]! }));
  await saveTranslations(t.db, siteId, "en", entries);
}

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services } = createLoggedServices(t.db, { PUBLIC_URL: "http://localhost:3000" }));
  await services.contentVersions.start();
  server = await startTestServer(services);

  const site = await createSite(t.db, { name: "Maison Accueil", plan: "expert" });
  await createDomain(t.db, site.id, { domain: DOMAIN });
  await t.db.insert(homeContent).values({
    siteId: site.id,
    heroTitle: "Le goût du quartier",
    heroSubtitle: "Traiteur de quartier depuis 1998.",
    highlightTitle: "Les paniers de saison",
    highlightDescription: "Composez votre panier garni.",
  });
  await t.db.insert(homeReassuranceItems).values([
    { siteId: site.id, title: "Fait maison", description: "Tout est préparé chaque matin.", orderIndex: 0 },
    { siteId: site.id, title: "Producteurs voisins", description: "Des fermes à moins de 50 km.", orderIndex: 1 },
  ]);
  await t.db.insert(homeEvents).values([
    { siteId: site.id, title: "Dégustation de fromages", date: "Samedi 12 décembre", description: "Venez goûter nos affinages.", orderIndex: 0 },
    { siteId: site.id, title: "Marché de Noël", date: "Tout le mois", description: "Nos paniers au marché.", orderIndex: 1 },
  ]);
  await createProduct(t.db, site.id, { name: "Plateau apéritif", description: "Pour six personnes.", price: 25, isFeatured: true });
  await createProduct(t.db, site.id, { name: "Terrine maison", price: 18.5, priceUnit: "€/kg", isFeatured: true });
  // A product with variants carries its first variant's unit: the home shows that variant's translation.
  const jam = await createProduct(t.db, site.id, { name: "Confiture d'abricot", price: 6.9, priceUnit: "€ / pot", isFeatured: true });
  await t.db.insert(productVariants).values([
    { siteId: site.id, productId: jam.id, name: "Petit pot", price: 6.9, priceUnit: "€ / pot", orderIndex: 0 },
    { siteId: site.id, productId: jam.id, name: "Grand pot", price: 11.5, priceUnit: "€ / grand pot", orderIndex: 1 },
  ]);
  await t.db
    .insert(openingHours)
    .values([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ siteId: site.id, dayOfWeek, morningOpen: "08:00", morningClose: "12:00" })));
  const today = localDateTime(new Date(), "Europe/Paris").date;
  await t.db.insert(specialHoursPeriods).values([
    {
      siteId: site.id,
      title: "Fermeture d'inventaire",
      description: "La boutique fait son inventaire.",
      startDate: addDays(today, 3),
      endDate: addDays(today, 3),
      isSingleDay: true,
      isPeriodClosed: true,
    },
    {
      siteId: site.id,
      title: "Congés d'hiver",
      description: "Toute l'équipe se repose.",
      startDate: addDays(today, 10),
      endDate: addDays(today, 12),
      isPeriodClosed: true,
    },
  ]);

  await translate(site.id, "home", {
    "Le goût du quartier": "A taste of the neighbourhood",
    "Les paniers de saison": "Seasonal hampers",
    "Fait maison": "Home-made",
    "Tout est préparé chaque matin.": "Everything is made every morning.",
    "Dégustation de fromages": "Cheese tasting",
    "Samedi 12 décembre": "Saturday 12 December",
    "Venez goûter nos affinages.": "Come and taste our matured cheeses.",
  });
  // The product's name is the products page's to translate: the home shows it from there.
  await translate(site.id, "products", { "Plateau apéritif": "Aperitif platter", "€/kg": "€ per kilo", "€ / pot": "€ / jar" });
  await translate(site.id, "contact", {
    "Fermeture d'inventaire": "Closed for stocktaking",
    "La boutique fait son inventaire.": "The shop is counting its stock.",
  });
  await publish(site.id, "en", ["home", "contact", "products"]);

  // A site that kept the default reassurance strip.
  const plain = await createSite(t.db, { name: "Maison Simple", plan: "expert" });
  await createDomain(t.db, plain.id, { domain: PLAIN_DOMAIN });
  await publish(plain.id, "en", ["home"]);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await services?.contentVersions.stop();
  await t?.drop();
});

function get(host: string, path: string): Promise<Answer> {
  return server.request("GET", path, { headers: { host: `${host}:3000` } });
}

async function page(host: string, path: string): Promise<string> {
  const answer = await get(host, path);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

describe("the home in English", () => {
  it('shows what the merchant translated, and the rest in French marked lang="fr"', async () => {
    const home = await page(DOMAIN, "/en");
    expect(home).toMatch(/<h1[^>]*>A taste of the neighbourhood<\/h1>/);
    expect(home).toContain('<span lang="fr">Traiteur de quartier depuis 1998.</span>');
    expect(home).toContain("Seasonal hampers");
    expect(home).toContain('<span lang="fr">Composez votre panier garni.</span>');
    expect(home).toContain("Home-made");
    expect(home).toContain("Everything is made every morning.");
    expect(home).toContain('<span lang="fr">Producteurs voisins</span>');
    expect(home).toContain('<span lang="fr">Des fermes à moins de 50 km.</span>');
    expect(home).toContain("Cheese tasting");
    expect(home).toContain("Saturday 12 December");
    expect(home).toContain("Come and taste our matured cheeses.");
    expect(home).toContain('<span lang="fr">Marché de Noël</span>');
    expect(home).toContain('<span lang="fr">Tout le mois</span>');
    expect(home).toContain("Aperitif platter");
    expect(home).toContain('<span lang="fr">Pour six personnes.</span>');
    expect(home).toContain('<span lang="fr">Terrine maison</span>');
    // Prices as the page's locale writes them.
    expect(home).toContain("€25");
    // Units as translated: the product's own, or its first variant's (a spaced slash kept).
    expect(home).toContain("€18.50 per kilo");
    expect(home).toContain("€6.90 / jar");
    expect(home).not.toMatch(/\/ pot\b/);
    expect(home).not.toContain("Le goût du quartier");
    expect(home).not.toContain("Dégustation de fromages");
  });

  it("leaves the French home as it was: the French texts, no lang mark", async () => {
    const home = await page(DOMAIN, "/");
    expect(home).toMatch(/<h1[^>]*>Le goût du quartier<\/h1>/);
    for (const text of [
      "Traiteur de quartier depuis 1998.",
      "Les paniers de saison",
      "Fait maison",
      "Dégustation de fromages",
      "Samedi 12 décembre",
      "Plateau apéritif",
    ]) {
      expect(home).toContain(text);
    }
    expect(home).not.toContain('<span lang="fr">');
    expect(home).toContain("25\u00a0€");
    expect(home).toContain("6,90\u00a0€ / pot");
  });

  it("words the default reassurance strip in the page's language", async () => {
    const english = await page(PLAIN_DOMAIN, "/en");
    expect(english).toContain("Local produce");
    expect(english).toContain("Personal advice");
    expect(english).not.toContain("Produits locaux");
    const french = await page(PLAIN_DOMAIN, "/");
    expect(french).toContain("Produits locaux");
    expect(french).toContain("Nous prenons le temps de vous conseiller selon vos goûts et vos envies.");
  });
});

describe("the special periods on the English contact page", () => {
  it('shows a translated label and note, and an untranslated one in French marked lang="fr"', async () => {
    const contact = await page(DOMAIN, "/en/merchant/contact");
    expect(contact).toContain("Closed for stocktaking");
    expect(contact).toContain("The shop is counting its stock.");
    expect(contact).toContain('<span lang="fr">Congés d&#x27;hiver</span>');
    expect(contact).toContain('<span lang="fr">Toute l&#x27;équipe se repose.</span>');
    expect(contact).not.toContain("Fermeture d&#x27;inventaire");
  });

  it("leaves the French contact page in French, unmarked", async () => {
    const contact = await page(DOMAIN, "/merchant/contact");
    expect(contact).toContain("Fermeture d&#x27;inventaire");
    expect(contact).toContain("Congés d&#x27;hiver");
    expect(contact).not.toContain('<span lang="fr">');
  });
});
