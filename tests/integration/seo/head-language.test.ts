/**
 * A page's head in the page's language (ADR 047), against the production build over HTTP: on an
 * English page, the titles and descriptions the merchant did not write (or did not translate) are
 * the platform's defaults in English, with the town; the merchant's translated texts are used as
 * they are; the French pages keep their French head; a draft's 'Bientôt en ligne' and a version not
 * published have their head in the language of the address.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context";
import { homeContent, pageSeo, pageTranslations, siteLanguages } from "~/db/schema";
import { pageFields } from "~/features/languages/page-fields.server";
import { saveTranslations } from "~/features/languages/translations.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type TestServer } from "../../support/http-server";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let server: TestServer;
let siteId: string;
let draftId: string;
let bareId: string;

/** The page's <title> and description, entities read back. */
async function head(p: string, id = siteId): Promise<{ status: number; title: string; description: string | undefined; ogLocale: string | undefined }> {
  const answer = await server.request("GET", `${p}${p.includes("?") ? "&" : "?"}site=${id}`);
  const text = (value: string | undefined) => value?.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
  return {
    status: answer.status,
    title: text(/<title>([^<]*)<\/title>/.exec(answer.body)?.[1]) ?? "",
    description: text(/<meta name="description" content="([^"]*)"/.exec(answer.body)?.[1]),
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(answer.body)?.[1],
  };
}

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services } = createLoggedServices(t.db));
  server = await startTestServer(services);
  const site = await createSite(t.db, { name: "Maison Tête", plan: "expert", address: "3 place des Terreaux, 69001 Lyon" });
  const draft = await createSite(t.db, { name: "Maison Brouillon", plan: "expert", publishedAt: null });
  // No subtitle: the home's description is the default one.
  const bare = await createSite(t.db, { name: "Maison Nue", plan: "expert", address: "1 rue Neuve, 69002 Lyon" });
  siteId = site.id;
  draftId = draft.id;
  bareId = bare.id;
  await t.db.insert(homeContent).values({ siteId, heroTitle: "Bienvenue", heroSubtitle: "Épicerie fine depuis 1998." });
  // The merchant's own title for the products page, not translated; and for the about page, translated.
  await t.db.insert(pageSeo).values([
    { siteId, page: "products", title: "Nos bons produits" },
    { siteId, page: "about", title: "Notre maison" },
  ]);
  const english: Record<string, string> = { "Épicerie fine depuis 1998.": "Delicatessen since 1998.", "Notre maison": "Our house" };
  for (const page of ["home", "about"] as const) {
    const fields = await pageFields(t.db, siteId, page);
    await saveTranslations(
      t.db,
      siteId,
      "en",
      fields.filter((field) => english[field.french]).map((field) => ({ field, value: english[field.french]! })),
    );
  }
  for (const id of [siteId, draftId, bareId]) {
    await t.db.insert(siteLanguages).values({ siteId: id, language: "en" });
    await t.db
      .insert(pageTranslations)
      .values(["home", "about", "products", "contact"].map((page) => ({ siteId: id, language: "en" as const, page: page as "home" })));
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

describe("an English page's head", () => {
  it("gives the default titles and descriptions in English, with the town", async () => {
    expect(await head("/en/merchant/contact")).toEqual({
      status: 200,
      title: "Contact and opening hours — Maison Tête",
      description: "Get in touch with Maison Tête in Lyon: contact details, contact form, opening hours and map.",
      ogLocale: "en_GB",
    });
    expect(await head("/en", bareId)).toMatchObject({
      title: "Maison Nue",
      description: "Maison Nue in Lyon: our products, our services, our opening hours and how to reach us.",
    });
  });

  it("uses the merchant's translations, and the English default where her French is not translated", async () => {
    expect(await head("/en")).toMatchObject({ title: "Maison Tête", description: "Delicatessen since 1998." });
    expect((await head("/en/merchant/about")).title).toBe("Our house");
    expect(await head("/en/merchant/products")).toMatchObject({
      title: "Our products — Maison Tête",
      description: "The products of Maison Tête in Lyon: prices, options and categories.",
    });
  });

  it("names the legal pages in English", async () => {
    expect(await head("/en/merchant/mentions-legales")).toMatchObject({
      title: "Legal notice — Maison Tête",
      description: "Legal notice of Maison Tête: the website's publisher, registration, publication director and host.",
    });
    expect((await head("/en/merchant/confidentialite")).title).toBe("Privacy — Maison Tête");
  });

  it("says 'Coming soon' for a draft, and 'Page not found' for a version not published", async () => {
    expect(await head("/en", draftId)).toMatchObject({
      title: "Coming soon — Maison Brouillon",
      description: "Maison Brouillon: our website is on its way. Do come back soon!",
    });
    expect(await head("/en/merchant/services")).toMatchObject({ status: 404, title: "Page not found" });
  });
});

describe("a French page's head", () => {
  it("keeps its French", async () => {
    expect(await head("/merchant/contact")).toEqual({
      status: 200,
      title: "Contact et horaires — Maison Tête",
      description: "Contactez Maison Tête à Lyon\u00a0: coordonnées, formulaire de contact, horaires d'ouverture et plan d'accès.",
      ogLocale: "fr_FR",
    });
    expect((await head("/merchant/products")).title).toBe("Nos bons produits");
    expect((await head("/merchant/about")).title).toBe("Notre maison");
    expect((await head("/", bareId)).description).toBe("Maison Nue à Lyon\u00a0: nos produits, nos prestations, nos horaires d'ouverture et nos coordonnées.");
    expect((await head("/merchant/mentions-legales")).title).toBe("Mentions légales — Maison Tête");
    expect(await head("/", draftId)).toMatchObject({
      title: "Bientôt en ligne — Maison Brouillon",
      description: "Maison Brouillon\u00a0: Notre site est en préparation. Revenez très bientôt\u00a0!",
    });
  });
});
