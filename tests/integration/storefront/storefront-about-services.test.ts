import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  aboutContent,
  aboutJourneySteps,
  aboutPartnerImages,
  aboutPartners,
  aboutTeamMembers,
  aboutValues,
  serviceCategories,
  serviceCategoryImages,
  serviceFaqs,
  servicesPageContent,
} from "~/db/schema";
import type { AppServices } from "~/context";
import { loadAboutPage } from "~/features/about/about-page.server";
import { loadServicesPage } from "~/features/services/services-page.server";
import { DEFAULT_FAQS } from "~/features/services/services-defaults";
// The route loaders are what is under test: called as React Router would.
import { loader as aboutLoader } from "~/routes/storefront/about";
import { loader as servicesLoader } from "~/routes/storefront/services";
import { createDatabase, type Database } from "~/db/connect.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let fullSite: string;
let emptySite: string;
let brokenDb: Database;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  fullSite = (await createSite(t.db, { name: "Les Délices" })).id;
  emptySite = (await createSite(t.db, { name: "Site vide" })).id;

  const siteId = fullSite;
  await t.db.insert(aboutContent).values({ siteId, storyDescription: "Première.\n\nSeconde." });
  await t.db.insert(aboutJourneySteps).values([
    { siteId, title: "2014", description: "Ouverture", orderIndex: 1 },
    { siteId, title: "2009", description: "Débuts", orderIndex: 0 },
  ]);
  await t.db.insert(aboutValues).values([{ siteId, title: "Saisons", description: "Le marché", iconName: "leaf" }]);
  await t.db.insert(aboutTeamMembers).values([{ siteId, name: "Marie", role: "Cheffe", bio: "Bio", imageUrl: null }]);
  const [moulin] = await t.db
    .insert(aboutPartners)
    .values({ siteId, name: "Moulin", description: "Farines", longDescription: "Longue", imageUrl: "/m.webp", orderIndex: 0 })
    .returning();
  await t.db.insert(aboutPartnerImages).values([
    { siteId, partnerId: moulin.id, imageUrl: "/b.webp", orderIndex: 1 },
    { siteId, partnerId: moulin.id, imageUrl: "/a.webp", orderIndex: 0 },
  ]);

  await t.db.insert(servicesPageContent).values({ siteId, title: "Nos prestations traiteur", description: "Sur mesure." });
  const [plateaux, buffets] = await t.db
    .insert(serviceCategories)
    .values([
      { siteId, name: "Plateaux repas", title: "Plateaux", description: null, orderIndex: 1 },
      { siteId, name: "Buffets", title: "Buffets froids", description: "Canapés", orderIndex: 0 },
    ])
    .returning();
  await t.db.insert(serviceCategoryImages).values([
    { siteId, categoryId: buffets.id, imageUrl: "/2.webp", orderIndex: 2 },
    { siteId, categoryId: buffets.id, imageUrl: "/1.webp", orderIndex: 1 },
    { siteId, categoryId: plateaux.id, imageUrl: "/p.webp", orderIndex: 0 },
  ]);
  await t.db.insert(serviceFaqs).values([{ siteId, question: "Livrez-vous\u00a0?", answer: "Oui." }]);

  const closed = createDatabase(t.url, { max: 1 });
  await closed.close();
  brokenDb = closed.db;
});

afterAll(async () => {
  await t?.drop();
});

const args = (path: string) => {
  const request = new Request(`http://localhost:3000${path}`);
  return { request, context: requestContext(services), params: {}, url: new URL(request.url), pattern: path.split("?")[0] };
};

describe("about page", () => {
  it("loads every part in order_index order", async () => {
    const data = await aboutLoader(args(`/merchant/about?site=${fullSite}`));
    expect(data.siteName).toBe("Les Délices");
    // The French page: each text as written, with no language mark (ADR 047).
    expect(data.story).toEqual({ text: "Première.\n\nSeconde." });
    expect(data.journey.map((s) => s.title)).toEqual([{ text: "2009" }, { text: "2014" }]);
    expect(data.values).toEqual([expect.objectContaining({ title: { text: "Saisons" }, icon: "leaf" })]);
    expect(data.team).toEqual([expect.objectContaining({ name: "Marie", role: { text: "Cheffe" }, imageUrl: null })]);
    expect(data.partners[0]).toMatchObject({ name: "Moulin", longDescription: { text: "Longue" }, images: [{ url: "/a.webp" }, { url: "/b.webp" }] });
    expect(data.loadError).toBe(false);
  });

  it("is empty, without error, for a site with no content", async () => {
    const data = await aboutLoader(args(`/merchant/about?site=${emptySite}`));
    expect(data).toMatchObject({ siteName: "Site vide", story: null, journey: [], values: [], team: [], partners: [], loadError: false });
  });

  it("names the business 'Mon Entreprise' when no name is known", async () => {
    expect((await loadAboutPage(t.db, emptySite, null, () => {})).siteName).toBe("Mon Entreprise");
    expect((await loadAboutPage(t.db, emptySite, "  ", () => {})).siteName).toBe("Mon Entreprise");
  });

  it("reports failing parts, shows them empty and flags the load error", async () => {
    const reported: string[] = [];
    const data = await loadAboutPage(brokenDb, fullSite, "Les Délices", (_err, part) => reported.push(part));
    expect(data).toMatchObject({ story: null, journey: [], values: [], team: [], partners: [], loadError: true });
    expect(reported.sort()).toEqual([
      "about page (one statement)",
      "about_content",
      "about_journey_steps",
      "about_partners",
      "about_team_members",
      "about_values",
    ]);
  });

  it("reads the page in one statement; when that fails, part by part, and only the broken part is empty", async () => {
    const calls: string[] = [];
    const atOnce = await loadAboutPage(t.db, fullSite, "Les Délices", (_err, part) => calls.push(part));
    expect(calls).toEqual([]);
    expect(atOnce.partners[0].images.map((i) => i.url)).toEqual(["/a.webp", "/b.webp"]);
    // A real failure, in a throw-away database: one table is gone.
    const other = await createTestDatabase();
    try {
      const { id } = await createSite(other.db, { name: "Autre" });
      await other.db.insert(aboutJourneySteps).values({ siteId: id, title: "2020", description: "Ouverture" });
      await other.db.execute(sql`DROP TABLE about_values CASCADE`);
      const reported: string[] = [];
      const data = await loadAboutPage(other.db, id, "Autre", (_err, part) => reported.push(part));
      expect(reported).toEqual(["about page (one statement)", "about_values"]);
      expect(data).toMatchObject({ journey: [expect.objectContaining({ title: "2020" })], values: [], loadError: true });
    } finally {
      await other.drop();
    }
  });

  it("is 'Site non trouvé' (404) for an unknown site", async () => {
    await expect(aboutLoader(args("/merchant/about?site=00000000-0000-4000-8000-000000000000"))).rejects.toMatchObject({
      init: { status: 404 },
      data: { siteNotFound: true },
    });
  });
});

describe("services page", () => {
  it("loads the header, categories with their images, and the site's FAQs", async () => {
    const data = await servicesLoader(args(`/merchant/services?site=${fullSite}`));
    // The French page: each text as written, with no language mark (ADR 047).
    expect(data.header).toEqual({ title: { text: "Nos prestations traiteur" }, description: { text: "Sur mesure." } });
    expect(data.categories.map((c) => c.name)).toEqual(["Buffets", "Plateaux repas"]);
    expect(data.categories.map((c) => c.label)).toEqual([{ text: "Buffets" }, { text: "Plateaux repas" }]);
    expect(data.categories[0].images.map((i) => i.url)).toEqual(["/1.webp", "/2.webp"]);
    expect(data.faqs).toEqual([expect.objectContaining({ question: { text: "Livrez-vous\u00a0?" }, answer: { text: "Oui." } })]);
    expect(data.serviceOptions.map((o) => o.value)).toEqual(["Buffets", "Plateaux repas", "Autre"]);
    expect(data.initialTabId).toBe(data.categories[0].id);
    expect(data.initialService).toBe("");
  });

  it("opens the tab and preselects the service named in the link", async () => {
    const data = await servicesLoader(args(`/merchant/services?site=${fullSite}&tab=Plateaux+repas&service=Plateaux+repas`));
    expect(data.initialTabId).toBe(data.categories[1].id);
    expect(data.initialService).toBe("Plateaux repas");
    const unknown = await servicesLoader(args(`/merchant/services?site=${fullSite}&service=N%27importe+quoi`));
    expect(unknown.initialService).toBe("");
  });

  it("uses the defaults for a site with nothing configured", async () => {
    const data = await servicesLoader(args(`/merchant/services?site=${emptySite}`));
    expect(data.header).toEqual({ title: { text: "Nos prestations" }, description: { text: "Découvrez nos différentes prestations et services." } });
    expect(data.categories).toEqual([]);
    expect(data.faqs).toEqual(DEFAULT_FAQS.map(({ id, question, answer }) => ({ id, question: { text: question }, answer: { text: answer } })));
    expect(data.serviceOptions).toEqual([{ value: "Autre", label: "Autre (précisez dans les détails)" }]);
  });

  it("falls back to empty lists (and the default FAQs) when queries fail", async () => {
    const reported: string[] = [];
    const data = await loadServicesPage(brokenDb, fullSite, (_err, part) => reported.push(part));
    expect(data.categories).toEqual([]);
    expect(data.faqs).toEqual(DEFAULT_FAQS);
    expect(data.header.title).toBe("Nos prestations");
    expect(reported.sort()).toEqual(["service_categories", "service_faqs", "services page (one statement)", "services_page_content"]);
  });

  it("reads the page in one statement; when that fails, part by part, and only the broken part is empty", async () => {
    const calls: string[] = [];
    const atOnce = await loadServicesPage(t.db, fullSite, (_err, part) => calls.push(part));
    expect(calls).toEqual([]);
    expect(atOnce.categories.map((c) => [c.name, c.images.map((i) => i.url)])).toEqual([
      ["Buffets", ["/1.webp", "/2.webp"]],
      ["Plateaux repas", ["/p.webp"]],
    ]);
    const other = await createTestDatabase();
    try {
      const { id } = await createSite(other.db, { name: "Autre" });
      await other.db.insert(serviceCategories).values({ siteId: id, name: " Cocktails ", title: "Cocktails" });
      await other.db.execute(sql`DROP TABLE service_faqs CASCADE`);
      const reported: string[] = [];
      const data = await loadServicesPage(other.db, id, (_err, part) => reported.push(part));
      expect(reported).toEqual(["services page (one statement)", "service_faqs"]);
      expect(data.categories.map((c) => c.name)).toEqual(["Cocktails"]);
      expect(data.faqs).toEqual(DEFAULT_FAQS);
    } finally {
      await other.drop();
    }
  });

  it("is 'Site non trouvé' (404) for an unknown site", async () => {
    await expect(servicesLoader(args("/merchant/services?site=00000000-0000-4000-8000-000000000000"))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
