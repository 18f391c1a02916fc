/**
 * 'Langues' and 'Traductions' (Expert, ADR 047), through their route modules against a real
 * database: a language switched on and off, a page's fields saved with the French they translate,
 * its state computed ('À traduire', 'En cours', 'Publiée', 'À revoir' after a French edit),
 * publication refused until complete, then withdrawn; every write moves the site's content
 * version. Outside Expert: a 403 with the plan's text, and nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { contentTranslations, homeContent, pageSeo, pageTranslations, siteLanguages, sites } from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { planRefusalText } from "~/features/plans/plans";
import type { TranslationsScreenData } from "~/features/languages/translations-screen.server";
import * as languagesRoute from "~/routes/admin/languages";
import * as translationsRoute from "~/routes/admin/translations";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createOwner, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
const expert = { id: "", cookie: "" };
const pro = { id: "", cookie: "" };

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  for (const [plan, target] of [
    ["expert", expert],
    ["pro", pro],
  ] as const) {
    const site = await createSite(t.db, { name: `Fromagerie ${plan}`, plan });
    const owner = await createOwner(t.db, { site, auth: services.auth, password: `${plan}-secret-1` });
    target.id = site.id;
    target.cookie = await withSelection(services, await sessionCookie(services, owner.email, `${plan}-secret-1`), site.id);
    await t.db
      .insert(homeContent)
      .values({ siteId: site.id, heroTitle: "Fromages affinés à Annecy", heroSubtitle: "Depuis 1962, au cœur de la vieille ville." });
  }
}, 60_000);

afterAll(async () => {
  await t?.drop();
});

type Site = typeof expert;

async function post(route: "langues" | "traductions", site: Site, fields: Record<string, string>) {
  const module = route === "langues" ? languagesRoute : translationsRoute;
  return unwrap<ActionResult>(await callRoute(module.action, services, postRequest(`/admin/${route}`, { siteId: site.id, ...fields }, site.cookie)));
}

async function screen(site: Site, query = "?langue=en&page=home") {
  return (await callRoute(translationsRoute.loader, services, getRequest(`/admin/traductions${query}`, site.cookie))) as TranslationsScreenData & {
    lock: unknown;
  };
}

async function version(siteId: string): Promise<number> {
  const [row] = await t.db.select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, siteId));
  return row.v;
}

/** Runs a write and checks it moved the site's content version (the page cache then renders anew). */
async function moves<T>(siteId: string, write: () => Promise<T>): Promise<T> {
  const before = await version(siteId);
  const result = await write();
  expect(await version(siteId), "the write moved the content version").toBeGreaterThan(before);
  return result;
}

const stored = async (siteId: string) => ({
  languages: await t.db.select().from(siteLanguages).where(eq(siteLanguages.siteId, siteId)),
  translations: await t.db.select().from(contentTranslations).where(eq(contentTranslations.siteId, siteId)),
  pages: await t.db.select().from(pageTranslations).where(eq(pageTranslations.siteId, siteId)),
});

const titleKey = () => `t:home:${expert.id}:heroTitle`;
const subtitleKey = () => `t:home:${expert.id}:heroSubtitle`;

describe("outside Expert", () => {
  it("refuses every action of both screens with a 403 and the plan's text, and stores nothing", async () => {
    const before = await stored(pro.id);
    const versionBefore = await version(pro.id);
    for (const [route, fields] of [
      ["langues", { intent: "switch-on", language: "en" }],
      ["traductions", { intent: "save", language: "en", page: "home", [`t:home:${pro.id}:heroTitle`]: "Cheese" }],
      ["traductions", { intent: "publish", language: "en", page: "home" }],
      ["traductions", { intent: "unpublish", language: "en", page: "home" }],
    ] as const) {
      const answer = await post(route, pro, fields);
      expect(answer.status, `${route} ${fields.intent}`).toBe(403);
      expect(answer.data.ok).toBe(false);
      expect(answer.data.toast?.description).toBe(planRefusalText("languages"));
    }
    expect(await stored(pro.id)).toEqual(before);
    expect(before.languages).toEqual([]);
    expect(await version(pro.id)).toBe(versionBefore);
  });

  it("gives both screens' plan card, reading nothing of them", async () => {
    const langues = (await callRoute(languagesRoute.loader, services, getRequest("/admin/langues", pro.cookie))) as { lock: unknown; on: object };
    expect(langues.lock).toEqual({ feature: "languages", canChangePlan: false });
    expect(langues.on).toEqual({});
    const traductions = await screen(pro);
    expect(traductions.lock).toEqual({ feature: "languages", canChangePlan: false });
    expect(traductions.editor).toBeNull();
  });
});

describe("on an Expert site", () => {
  it("refuses a translation in a language not switched on (409), and stores nothing", async () => {
    const answer = await post("traductions", expert, { intent: "save", language: "en", page: "home", [titleKey()]: "Cheese" });
    expect(answer.status).toBe(409);
    expect(answer.data.toast?.description).toBe("Activez d'abord l'anglais dans «\u00a0Langues\u00a0».");
    expect((await stored(expert.id)).translations).toEqual([]);
    // Nothing to translate while no language is on: the screen says so.
    expect((await screen(expert)).language).toBeNull();
  });

  it("switches English on; 'Traductions' then shows the home's fields, 'À traduire'", async () => {
    const answer = await moves(expert.id, () => post("langues", expert, { intent: "switch-on", language: "en" }));
    expect(answer.status).toBe(200);
    expect(answer.data.toast).toMatchObject({ title: "Langue activée" });
    expect((await stored(expert.id)).languages.map((row) => row.language)).toEqual(["en"]);
    const langues = (await callRoute(languagesRoute.loader, services, getRequest("/admin/langues", expert.cookie))) as { on: object; pageCount: number };
    expect(langues).toMatchObject({ on: { en: 0 }, pageCount: 5 });

    const data = await screen(expert);
    expect(data.language).toBe("en");
    expect(data.pages).toEqual(["home", "about", "services", "products", "contact"]);
    expect(data.editor?.status).toEqual({ state: "to-translate", done: 0, total: 2 });
    expect(data.editor?.fields.map((f) => [f.group, f.label, f.french, f.value])).toEqual([
      ["Haut de page", "Titre", "Fromages affinés à Annecy", ""],
      ["Haut de page", "Sous-titre", "Depuis 1962, au cœur de la vieille ville.", ""],
    ]);
  });

  it("saves a field with the French it translates: 'En cours', and publishing is refused until complete", async () => {
    const saved = await moves(expert.id, () =>
      post("traductions", expert, { intent: "save", language: "en", page: "home", [titleKey()]: "Matured cheeses in Annecy" }),
    );
    expect(saved.status).toBe(200);
    expect(saved.data.toast).toEqual({
      type: "success",
      title: "Traductions sauvegardées",
      description: "La page «\u00a0Accueil\u00a0» en anglais a été mise à jour.",
    });
    const [row] = (await stored(expert.id)).translations;
    expect(row).toMatchObject({ language: "en", subject: "home", field: "heroTitle", value: "Matured cheeses in Annecy", source: "Fromages affinés à Annecy" });
    expect((await screen(expert)).editor?.status).toEqual({ state: "in-progress", done: 1, total: 2 });

    const before = await version(expert.id);
    const refused = await post("traductions", expert, { intent: "publish", language: "en", page: "home" });
    expect(refused.status).toBe(409);
    expect(refused.data.ok).toBe(false);
    expect(refused.data.toast?.description).toBe(
      "Cette page n'est pas encore entièrement traduite (1 champ sur 2). Traduisez chaque champ, puis sauvegardez, avant de la publier.",
    );
    expect((await stored(expert.id)).pages).toEqual([]);
    expect(await version(expert.id)).toBe(before);
  });

  it("refuses a translation over the limit with the field's message, keeping what was typed", async () => {
    const long = "a".repeat(5001);
    const answer = await post("traductions", expert, { intent: "save", language: "en", page: "home", [subtitleKey()]: long });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({ [subtitleKey()]: "La traduction doit faire 5000 caractères au plus" });
    expect(answer.data.values).toMatchObject({ [subtitleKey()]: long });
    expect((await stored(expert.id)).translations).toHaveLength(1);
  });

  it("publishes the page once complete: 'Publiée', shown in the overview and on 'Langues'", async () => {
    await moves(expert.id, () =>
      post("traductions", expert, {
        intent: "save",
        language: "en",
        page: "home",
        [titleKey()]: "Matured cheeses in Annecy",
        [subtitleKey()]: "In the heart of the old town since 1962.",
      }),
    );
    const published = await moves(expert.id, () => post("traductions", expert, { intent: "publish", language: "en", page: "home" }));
    expect(published.status).toBe(200);
    expect(published.data.toast?.title).toBe("Page publiée");
    expect((await stored(expert.id)).pages.map((row) => [row.language, row.page])).toEqual([["en", "home"]]);
    const data = await screen(expert);
    expect(data.editor).toMatchObject({ status: { state: "published", done: 2, total: 2 }, published: true, complete: true });
    expect(data.overview.find((row) => row.page === "home")?.states.en?.state).toBe("published");
    const langues = (await callRoute(languagesRoute.loader, services, getRequest("/admin/langues", expert.cookie))) as { on: object };
    expect(langues.on).toEqual({ en: 1 });
  });

  it("turns 'À revoir' after a French edit of a translated field, showing the earlier French beside the new", async () => {
    await t.db.update(homeContent).set({ heroTitle: "Fromages affinés et vins de Savoie" }).where(eq(homeContent.siteId, expert.id));
    const data = await screen(expert);
    expect(data.editor?.status).toEqual({ state: "to-review", done: 1, total: 2 });
    expect(data.editor?.complete).toBe(false);
    const title = data.editor?.fields.find((f) => f.label === "Titre");
    expect(title).toMatchObject({ french: "Fromages affinés et vins de Savoie", earlier: "Fromages affinés à Annecy", value: "Matured cheeses in Annecy" });
    // Saved again, the translation follows today's French: published and complete once more.
    await post("traductions", expert, { intent: "save", language: "en", page: "home", [titleKey()]: "Matured cheeses and Savoy wines" });
    expect((await screen(expert)).editor?.status.state).toBe("published");
  });

  it("withdraws the publication, keeping the translations", async () => {
    const answer = await moves(expert.id, () => post("traductions", expert, { intent: "unpublish", language: "en", page: "home" }));
    expect(answer.status).toBe(200);
    expect(answer.data.toast?.title).toBe("Publication retirée");
    const after = await stored(expert.id);
    expect(after.pages).toEqual([]);
    expect(after.translations).toHaveLength(2);
    expect((await screen(expert)).editor?.status.state).toBe("in-progress");
  });

  it("empties a translation when its field is saved blank", async () => {
    await moves(expert.id, () => post("traductions", expert, { intent: "save", language: "en", page: "home", [subtitleKey()]: "  " }));
    expect((await stored(expert.id)).translations.map((row) => row.field)).toEqual(["heroTitle"]);
  });

  it("keeps the French the merchant saw when it changed while the page was open: the field asks for a review", async () => {
    const seen = "Fromages affinés et vins de Savoie";
    await t.db.update(homeContent).set({ heroTitle: "Fromages, vins et charcuterie de Savoie" }).where(eq(homeContent.siteId, expert.id));
    await post("traductions", expert, {
      intent: "save",
      language: "en",
      page: "home",
      [titleKey()]: "Matured cheeses and Savoy wines",
      [`f:home:${expert.id}:heroTitle`]: seen,
    });
    const [row] = (await stored(expert.id)).translations.filter((r) => r.field === "heroTitle");
    expect(row).toMatchObject({ value: "Matured cheeses and Savoy wines", source: seen });
    const title = (await screen(expert)).editor?.fields.find((f) => f.label === "Titre");
    expect(title).toMatchObject({ earlier: seen, french: "Fromages, vins et charcuterie de Savoie" });
    // The same French as today's, with the line breaks a form sends: up to date.
    await t.db.update(homeContent).set({ heroTitle: "Fromages\nde Savoie" }).where(eq(homeContent.siteId, expert.id));
    await post("traductions", expert, {
      intent: "save",
      language: "en",
      page: "home",
      [titleKey()]: "Savoy cheeses",
      [`f:home:${expert.id}:heroTitle`]: "Fromages\r\nde Savoie",
    });
    expect((await screen(expert)).editor?.fields.find((f) => f.label === "Titre")?.earlier).toBeNull();
  });

  it("holds a page's title and description to the limits of 'Référencement'", async () => {
    await t.db.insert(pageSeo).values({ siteId: expert.id, page: "home", title: "Fromagerie à Annecy", description: "Tommes et reblochons." });
    const answer = await post("traductions", expert, {
      intent: "save",
      language: "en",
      page: "home",
      [`t:page_seo:${expert.id}:home.title`]: "T".repeat(61),
      [`t:page_seo:${expert.id}:home.description`]: "D".repeat(156),
    });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({
      [`t:page_seo:${expert.id}:home.title`]: "Le titre doit faire 60 caractères au plus",
      [`t:page_seo:${expert.id}:home.description`]: "La description doit faire 155 caractères au plus",
    });
    const fine = await post("traductions", expert, { intent: "save", language: "en", page: "home", [`t:page_seo:${expert.id}:home.title`]: "T".repeat(60) });
    expect(fine.status).toBe(200);
    await t.db.delete(pageSeo).where(eq(pageSeo.siteId, expert.id));
    await t.db.delete(contentTranslations).where(eq(contentTranslations.subject, "page_seo"));
  });

  it("refuses a page outside the site's pages and an unknown intent, writing nothing", async () => {
    const before = await stored(expert.id);
    const unknown = await post("traductions", expert, { intent: "translate-all", language: "en", page: "home" });
    expect(unknown.status).toBe(400);
    const badLanguage = await post("traductions", expert, { intent: "save", language: "fr", page: "home" });
    expect(badLanguage.status).toBe(400);
    expect(await stored(expert.id)).toEqual(before);
  });

  it("switches English off: its versions are hidden, its translations kept", async () => {
    await post("traductions", expert, { intent: "publish", language: "en", page: "about" });
    const answer = await moves(expert.id, () => post("langues", expert, { intent: "switch-off", language: "en" }));
    expect(answer.status).toBe(200);
    expect(answer.data.toast).toEqual({
      type: "success",
      title: "Langue désactivée",
      description: "L'anglais est désactivé. Vos traductions sont conservées.",
    });
    const after = await stored(expert.id);
    expect(after.languages).toEqual([]);
    expect(after.translations).toHaveLength(1);
    expect(after.pages.map((row) => row.page)).toEqual(["about"]);
    expect((await screen(expert)).language).toBeNull();
  });
});
