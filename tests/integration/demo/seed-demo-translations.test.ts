/**
 * The demo's languages after a real seed: English and German published on every page, each field
 * of each page translated from today's French; Spanish switched on and under way, with every state
 * of the 'Traductions' screen to see (its home 'À revoir', the others 'En cours' or 'À traduire').
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/config.server";
import { createLogger } from "../../../server/logger";
import { createServices } from "../../../server/services";
import { SEO_PAGES } from "~/db/enums";
import { siteLanguages } from "~/db/schema";
import { seedDemo } from "~/features/demo/seed-demo.server";
import { EARLIER_HIGHLIGHT } from "~/features/demo/seed-demo-translations.server";
import { demoTranslation } from "~/features/demo/demo-translations";
import { getLanguageVersions } from "~/features/site-resolution/site-languages.server";
import { fieldKey, pageFields } from "~/features/languages/page-fields.server";
import { pageProgress } from "~/features/languages/page-state";
import { getPublishedPages, getTranslations } from "~/features/languages/translations.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

let t: TestDatabase;
let dataDir: string;
let siteId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-seed-demo-languages-"));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DEMO: "1", DATABASE_URL: undefined, PUBLIC_URL: undefined });
  ({ siteId } = await seedDemo(createServices(config, createLogger("silent"), t.db)));
});

afterAll(async () => {
  await t?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function progressOf(language: "en" | "de" | "es", page: (typeof SEO_PAGES)[number]) {
  const fields = await pageFields(t.db, siteId, page);
  const [translations, published] = await Promise.all([getTranslations(t.db, siteId, language), getPublishedPages(t.db, siteId, language)]);
  const progress = pageProgress(
    fields.map((field) => ({ key: fieldKey(field), french: field.french })),
    translations,
    published.has(page),
  );
  return { fields, translations, progress };
}

describe("the demo's languages", () => {
  it("switches on English, German and Spanish, English and German published on every page", async () => {
    const rows = await t.db.select({ language: siteLanguages.language }).from(siteLanguages).where(eq(siteLanguages.siteId, siteId));
    expect(rows.map((row) => row.language).sort()).toEqual(["de", "en", "es"]);
    expect(await getLanguageVersions(t.db, siteId)).toEqual([
      { language: "en", pages: expect.arrayContaining([...SEO_PAGES]) },
      { language: "de", pages: expect.arrayContaining([...SEO_PAGES]) },
      { language: "es", pages: [] },
    ]);
  });

  it.each(["en", "de"] as const)("has every field of every page translated in %s, from today's French", async (language) => {
    for (const page of SEO_PAGES) {
      const { fields, translations, progress } = await progressOf(language, page);
      // A field the dictionary lacks names itself here.
      expect(fields.filter((field) => demoTranslation(field.french, language) === undefined).map((field) => `${page}: ${field.french}`)).toEqual([]);
      expect(progress.state, page).toBe("published");
      for (const field of fields) expect(translations.get(fieldKey(field))?.value).toBe(demoTranslation(field.french, language));
    }
    // The home is where the demo's content is listed today, with its events and reassurance.
    const { fields } = await progressOf(language, "home");
    expect(fields.length).toBeGreaterThan(20);
  });

  it("shows Spanish under way: the home 'À revoir' beside its earlier French, the about page started, the rest to translate", async () => {
    const home = await progressOf("es", "home");
    expect(home.progress.state).toBe("to-review");
    const highlight = home.fields.find((field) => field.subject === "home" && field.field === "highlightDescription");
    expect(highlight).toBeDefined();
    if (!highlight) return;
    expect([...home.progress.changed]).toEqual([[fieldKey(highlight), EARLIER_HIGHLIGHT.french]]);
    expect(home.progress.done).toBe(home.fields.length - 1);

    const about = await progressOf("es", "about");
    expect(about.progress.state).toBe(about.fields.length > 0 ? "in-progress" : "to-translate");
    for (const page of ["services", "products", "contact"] as const) expect((await progressOf("es", page)).progress.state, page).toBe("to-translate");
  });
});
