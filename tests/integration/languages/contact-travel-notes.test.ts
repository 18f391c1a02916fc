/**
 * The contact page's 'Comment venir' in another language (ADR 047): the merchant's notes on getting
 * there (metro, bus, tram, car) are fields of the contact page to translate; the English page shows
 * each translated note, and a note not translated in French marked `lang="fr"`; the address is never
 * asked for; the French page is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context";
import { pageTranslations, siteLanguages } from "~/db/schema";
import { pageFields } from "~/features/languages/page-fields.server";
import { saveTranslations } from "~/features/languages/translations.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type TestServer } from "../../support/http-server";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let server: TestServer;
let siteId: string;

const METRO = "Ligne A, station Cordeliers.";
const BUS = "Ligne C3, arrêt Hôtel de Ville.";
const CAR = "Parking des Terreaux à 200 m.";

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services } = createLoggedServices(t.db));
  server = await startTestServer(services);
  const site = await createSite(t.db, {
    name: "Maison Venir",
    plan: "expert",
    address: "3 place des Terreaux\n69001 Lyon",
    metroInfo: METRO,
    busInfo: BUS,
    tramInfo: "  ",
    carInfo: CAR,
  });
  siteId = site.id;
  const english: Record<string, string> = { [METRO]: "Line A, Cordeliers station.", [CAR]: "Terreaux car park 200 m away." };
  const fields = await pageFields(t.db, siteId, "contact");
  await saveTranslations(
    t.db,
    siteId,
    "en",
    fields.filter((field) => english[field.french]).map((field) => ({ field, value: english[field.french]! })),
  );
  await t.db.insert(siteLanguages).values({ siteId, language: "en" });
  await t.db.insert(pageTranslations).values({ siteId, language: "en", page: "contact" });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

const get = async (path: string) => {
  const answer = await server.request("GET", `${path}?site=${siteId}`);
  expect(answer.status, path).toBe(200);
  return answer.body.replaceAll("&#x27;", "'");
};

describe("the contact page's notes on getting there", () => {
  it("are fields of the contact page, each filled one under 'Comment venir'; the address is not", async () => {
    const fields = await pageFields(t.db, siteId, "contact");
    expect(
      fields
        .filter((field) => field.group === "Comment venir")
        .map(({ subject, subjectId, field, label, french }) => ({ subject, subjectId, field, label, french })),
    ).toEqual([
      { subject: "location", subjectId: siteId, field: "metroInfo", label: "En métro", french: METRO },
      { subject: "location", subjectId: siteId, field: "busInfo", label: "En bus", french: BUS },
      { subject: "location", subjectId: siteId, field: "carInfo", label: "En voiture", french: CAR },
    ]);
    expect(fields.some((field) => field.french.includes("Terreaux\n"))).toBe(false);
  });

  it('show in English when translated, and in French marked lang="fr" when not', async () => {
    const contact = await get("/en/merchant/contact");
    expect(contact).toContain("Line A, Cordeliers station.");
    expect(contact).toContain("Terreaux car park 200 m away.");
    expect(contact).toContain(`<span lang="fr">${BUS}</span>`);
    expect(contact).not.toContain(METRO);
    expect(contact).not.toContain(CAR);
  });

  it("stay French, unmarked, on the French page", async () => {
    const contact = await get("/merchant/contact");
    for (const text of [METRO, BUS, CAR]) expect(contact).toContain(text);
    expect(contact).not.toContain('<span lang="fr">');
  });
});
