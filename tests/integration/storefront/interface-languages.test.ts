/**
 * The public pages' own texts in the page's language (ADR 047), against the production build over
 * HTTP with a real PostgreSQL: an Expert site with English switched on and its home and contact
 * page published shows the shell, the home, the hours and the events in English; its pages not
 * published answer the not-found page in the language of the address; its French pages keep their
 * French; a draft's 'Bientôt en ligne' follows the address too.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context";
import { homeContent, homeEvents, homeTestimonials, openingHours, pageTranslations, siteLanguages, specialHoursPeriods } from "~/db/schema";
import { addDays, localDateTime } from "~/lib/calendar";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { createTestServices } from "../../support/services";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let s: AppServices;
let server: TestServer;
let port: number;
let siteId: string;
let draftId: string;
let closedOn: string;

type Answer = { status: number; body: string };

function get(pathAndQuery: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, headers: { host: `127.0.0.1:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      // Text as a reader sees it: React writes an apostrophe as &#x27; and splits adjacent texts with a comment.
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8").replaceAll("&#x27;", "'").replaceAll("<!-- -->", "") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const page = (p: string, id = siteId) => `${p}${p.includes("?") ? "&" : "?"}site=${id}`;

beforeAll(async () => {
  t = await createTestDatabase();
  s = createTestServices(t.db);
  await s.contentVersions.start();
  const site = await createSite(t.db, { name: "Épicerie Polyglotte", plan: "expert" });
  const draft = await createSite(t.db, { name: "Épicerie Brouillon", plan: "expert", publishedAt: null });
  siteId = site.id;
  draftId = draft.id;
  await t.db.insert(homeContent).values({ siteId, heroTitle: "Bienvenue" });
  await t.db.insert(homeEvents).values({ siteId, title: "Dégustation", date: "Samedi", description: "Au comptoir", orderIndex: 0 });
  await t.db.insert(homeTestimonials).values({ siteId, customerName: "Anne Martin", customerInitials: "AM", text: "Parfait", rating: 4, orderIndex: 0 });
  await t.db.insert(openingHours).values([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ siteId, dayOfWeek, morningOpen: "08:00", morningClose: "12:00" })));
  closedOn = addDays(localDateTime(new Date(), "Europe/Paris").date, 10);
  await t.db
    .insert(specialHoursPeriods)
    .values({ siteId, title: "Inventaire", startDate: closedOn, endDate: closedOn, isSingleDay: true, isPeriodClosed: true });
  for (const id of [siteId, draftId]) {
    await t.db.insert(siteLanguages).values({ siteId: id, language: "en" });
    await t.db.insert(pageTranslations).values([
      { siteId: id, language: "en", page: "home" },
      { siteId: id, language: "en", page: "contact" },
    ]);
  }

  server = await startTestServer(s);
  port = server.port;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await s?.contentVersions.stop();
  await t?.drop();
});

describe("the interface texts of a page in English", () => {
  it("the home: shell, sections, events, steps and the live status", async () => {
    const { status, body } = await get(page("/en"));
    expect(status).toBe(200);
    expect(body).toContain('<html lang="en"');
    for (const text of [
      "Skip to content",
      "Discover our products",
      "Upcoming events",
      "I'll be there 👍",
      "Be the first to come!",
      "Event",
      "Our signature products",
      "What our customers say",
      'aria-label="4 stars out of 5"',
      "How to order",
      "Step 1: ",
      "Collect your order",
      "Got a question, or an order to place?",
      "Your trusted local shop.",
      "© ",
      ". All rights reserved.",
      "Powered by",
      "Legal notice",
      "“I'll be there” sets a cookie so that your answer is counted only once.",
    ]) {
      expect(body, text).toContain(text);
    }
    expect(body).toMatch(/Open · closes at 12:00|Closed · opens (tomorrow )?at 08:00/);
    for (const french of [
      "Aller au contenu",
      "Nos prochains rendez-vous",
      "Je viendrai 👍",
      "Comment commander",
      "Tous droits réservés",
      "Site propulsé par",
      "Étape",
      "dépose un cookie",
    ]) {
      expect(body, french).not.toContain(french);
    }
  });

  it("the contact page's hours: day names, closed, special periods and their dates", async () => {
    const { status, body } = await get(page("/en/merchant/contact"));
    expect(status).toBe(200);
    for (const text of ["Our opening hours", "Opening hours, Monday to Sunday", "Monday", "Sunday", "Today", "Special opening hours", "Closed"]) {
      expect(body, text).toContain(text);
    }
    const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${closedOn}T00:00:00Z`),
    );
    expect(body).toContain(`On ${date}`);
    expect(body).not.toContain("Horaires exceptionnels");
  });

  it("a page not published in English: the not-found page in English", async () => {
    const { status, body } = await get(page("/en/merchant/about"));
    expect(status).toBe(404);
    expect(body).toContain("The page you are looking for does not exist or has moved.");
    expect(body).toContain("Back to the home page");
  });

  it("a draft: 'Bientôt en ligne' in the language of the address", async () => {
    expect((await get(page("/en", draftId))).body).toContain("Coming soon");
    expect((await get(page("/", draftId))).body).toContain("Bientôt en ligne");
  });
});

describe("the same site in French", () => {
  it("keeps the French texts", async () => {
    const { body } = await get(page("/"));
    expect(body).toContain('<html lang="fr"');
    for (const text of [
      "Aller au contenu",
      "Nos prochains rendez-vous",
      "Je viendrai 👍",
      "Comment commander",
      "Tous droits réservés.",
      "Site propulsé par",
      "4 étoiles sur 5",
    ]) {
      expect(body, text).toContain(text);
    }
    expect(body).toMatch(/Ouvert · ferme à 12:00|Fermé · ouvre (demain )?à 08:00/);
  });
});
