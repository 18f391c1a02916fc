/**
 * Issue 15, part D: the 'Mentions légales' settings and the two generated legal pages, against
 * the production server build and a real PostgreSQL.
 *   - the settings' save refuses a bad SIRET / VAT with French messages and the typed values,
 *     stores the good ones normalised, and never writes another owner's site;
 *   - /merchant/mentions-legales and /merchant/confidentialite print the fields, the host
 *     (HOST_LEGAL_*) and what the site does; they are cached and follow a save;
 *   - while fields are missing, the owner alone is told which (never in the stored page);
 *   - footer links, the forms' notices, the sitemap, the dashboard's lists.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { homeEvents, sites } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { EMPTY_SETTINGS } from "~/features/settings/settings-schema";
import { LEGAL_TEXTS } from "~/features/legal/legal-schema";
import * as settingsRoute from "~/routes/admin/settings";
import * as dashboardRoute from "~/routes/admin/dashboard";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { createTestServices } from "../../support/services";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createDomain, createSite } from "../../support/factories";

const DOMAIN = "delices-legal.test";
const HOST = { HOST_LEGAL_NAME: "Hébergeur Test SAS", HOST_LEGAL_ADDRESS: "1 rue du Serveur\n75002 Paris", HOST_LEGAL_PHONE: "01 02 03 04 05" };

let t: TestDatabase;
let s: AppServices;
let server: TestServer;
let port: number;
let siteA: string;
let siteB: string;
const cookies = { ownerA: "", ownerB: "", ownerBOnA: "" };

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function get(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, method: "GET", headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8").replaceAll("&#x27;", "'") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const onA = (p: string) => `${p}?site=${siteA}`;
const NOTICE = "/merchant/mentions-legales";
const PRIVACY = "/merchant/confidentialite";

/** Every settings field, with what a merchant of site A typed. */
const SETTINGS = {
  ...EMPTY_SETTINGS,
  senderEmail: "contact@delices.fr",
  merchantEmail1: "marie@delices.fr",
  merchantPhone1: "04 78 42 18 36",
  legalName: "Les Délices de Marie",
  legalForm: "SARL",
  shareCapital: "8 000 €",
  registeredOffice: "12 rue des Marronniers\n69002 Lyon",
  legalRegistry: "RCS",
  legalRegistryCity: "Lyon",
  siret: "812 345 676 00017",
  vatNumber: "fr 19 812345676",
  publicationDirector: "Marie Lefèvre",
  legalEmail: "",
  legalPhone: "",
  consumerMediatorName: "CM2C",
  consumerMediatorUrl: "www.cm2c.net",
};

async function save(cookie: string, fields: Record<string, string>) {
  return unwrap<ActionResult & { values?: Record<string, string>; errors?: Record<string, string> }>(
    await callRoute(settingsRoute.action, s, postRequest("/admin/settings", { intent: "save", ...fields }, cookie)),
  );
}

async function legalRow(siteId: string) {
  const [row] = await t.db
    .select({
      legalName: sites.legalName,
      siret: sites.siret,
      vatNumber: sites.vatNumber,
      shareCapital: sites.shareCapital,
      legalForm: sites.legalForm,
      version: sites.contentVersion,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row;
}

beforeAll(async () => {
  t = await createTestDatabase();
  s = createTestServices(t.db, HOST);
  await s.contentVersions.start();
  const a = await upsertUserWithPassword(s.auth, t.db, { email: "owner-a@legal.test", password: "owner-a-secret", role: "user" });
  const b = await upsertUserWithPassword(s.auth, t.db, { email: "owner-b@legal.test", password: "owner-b-secret", role: "user" });
  siteA = (await createSite(t.db, { name: "Délices Légales", ownerId: a.id, plan: "pro" })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B", ownerId: b.id, plan: "essentiel", legalName: "Fromagerie B SAS", siret: "73282932000074" })).id;
  await t.db.insert(homeEvents).values({ siteId: siteA, title: "Dégustation", date: "Samedi", description: "Au marché", orderIndex: 0 });
  await createDomain(t.db, siteA, { domain: DOMAIN });
  const ownerA = await sessionCookie(s, "owner-a@legal.test", "owner-a-secret");
  const ownerB = await sessionCookie(s, "owner-b@legal.test", "owner-b-secret");
  cookies.ownerA = await withSelection(s, ownerA, siteA);
  cookies.ownerB = await withSelection(s, ownerB, siteB);
  // Owner B's session with a selection cookie forged to name site A.
  cookies.ownerBOnA = await withSelection(s, ownerB, siteA);

  server = await startTestServer(s);
  port = server.port;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await s?.contentVersions.stop();
  await t?.drop();
});

describe("the 'Mentions légales' settings", () => {
  it("refuses a SIRET failing the Luhn rule, a VAT key that does not match, and a VAT of another SIREN, keeping what was typed", async () => {
    const before = await legalRow(siteA);
    const bad = await save(cookies.ownerA, { siteId: siteA, ...SETTINGS, siret: "812 345 676 00018", vatNumber: "FR20812345676" });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ siret: LEGAL_TEXTS.siretChecksum, vatNumber: LEGAL_TEXTS.vatKey });
    expect(bad.data.values).toMatchObject({ siret: "812 345 676 00018", vatNumber: "FR20812345676", legalName: "Les Délices de Marie" });

    const otherSiren = await save(cookies.ownerA, { siteId: siteA, ...SETTINGS, vatNumber: "FR44732829320" });
    expect(otherSiren.status).toBe(400);
    expect(otherSiren.data.errors).toEqual({ vatNumber: LEGAL_TEXTS.vatSiret });
    expect(otherSiren.data.values).toMatchObject({ vatNumber: "FR44732829320" });

    const short = await save(cookies.ownerA, { siteId: siteA, ...SETTINGS, siret: "1234" });
    expect(short.data.errors).toEqual({ siret: LEGAL_TEXTS.siretFormat });
    expect(await legalRow(siteA)).toEqual(before);
  });

  it("saves with the rest of the settings, SIRET and VAT without spaces", async () => {
    const answer = await save(cookies.ownerA, { siteId: siteA, ...SETTINGS });
    expect(answer.data).toMatchObject({ ok: true, toast: { title: "Paramètres sauvegardés", description: "Les paramètres ont été mis à jour avec succès." } });
    expect(await legalRow(siteA)).toMatchObject({
      legalName: "Les Délices de Marie",
      siret: "81234567600017",
      vatNumber: "FR19812345676",
      shareCapital: "8 000 €",
    });
    const { data } = unwrap<{ settings: Record<string, string> }>(await callRoute(settingsRoute.loader, s, getRequest("/admin/settings", cookies.ownerA)));
    expect(data.settings).toMatchObject({ siret: "81234567600017", legalForm: "SARL", legalRegistry: "RCS", legalRegistryCity: "Lyon" });
  });

  it("never writes another owner's site: a forged siteId or a forged selection is refused and the row is unchanged", async () => {
    const before = await legalRow(siteB);
    const forgedField = await save(cookies.ownerA, { siteId: siteB, ...SETTINGS, legalName: "PIRATE" });
    expect(forgedField.status).toBe(409);
    const forgedSelection = await callRoute(
      settingsRoute.action,
      s,
      postRequest("/admin/settings", { intent: "save", siteId: siteA, ...SETTINGS, legalName: "PIRATE" }, cookies.ownerBOnA),
    ).then(
      (answer) => unwrap<ActionResult>(answer).status,
      (thrown: unknown) => (thrown instanceof Response ? thrown.status : 500),
    );
    expect(forgedSelection).not.toBe(200);
    expect(await legalRow(siteB)).toEqual(before);
    expect((await legalRow(siteA)).legalName).toBe("Les Délices de Marie");
  });
});

describe("the legal pages", () => {
  it("print the publisher, the registration with its SIREN, the VAT, the director, the contact and the host", async () => {
    const page = await get(onA(NOTICE));
    expect(page.status).toBe(200);
    for (const text of [
      "<title>Mentions légales — Délices Légales</title>",
      "Les Délices de Marie",
      "SARL",
      "8 000 €",
      "12 rue des Marronniers",
      "RCS Lyon 812 345 676",
      "812 345 676 00017",
      "FR19812345676",
      "Marie Lefèvre",
      'href="mailto:marie@delices.fr"',
      'href="tel:0478421836"',
      "Hébergeur Test SAS",
      "1 rue du Serveur",
      "01 02 03 04 05",
    ]) {
      expect(page.body, text).toContain(text);
    }
    expect(page.body).not.toContain("Mentions légales incomplètes");
    // Server HTML without React (ADR 015).
    expect(page.body).not.toMatch(/<script[^>]*type="module"/);
  });

  it("say what the site collects, for how long, the cookie, the rights and the CNIL", async () => {
    const page = await get(onA(PRIVACY));
    expect(page.status).toBe(200);
    for (const text of [
      "Politique de confidentialité",
      "Le formulaire de contact",
      "Le formulaire de demande de devis",
      "vitrine_voter",
      "400\u00a0jours",
      "conservés 3 ans",
      "Aucun traceur",
      "Hébergeur Test SAS",
      "Accès",
      "Rectification",
      "Effacement",
      "Opposition",
      "Limitation",
      "Portabilité",
      'href="mailto:marie@delices.fr"',
      "https://www.cnil.fr/fr/plaintes",
    ]) {
      expect(page.body, text).toContain(text);
    }
    // Site B: no quote form on its plan, no events, hence neither is described.
    const other = await get(`${PRIVACY}?site=${siteB}`);
    expect(other.body).toContain("Le formulaire de contact");
    expect(other.body).not.toContain("Le formulaire de demande de devis");
    expect(other.body).not.toContain("vitrine_voter");
  });

  it("follow the retention setting", async () => {
    await t.db.update(sites).set({ dataRetentionMonths: 18 }).where(eq(sites.id, siteA));
    await expect.poll(async () => (await get(onA(PRIVACY))).body).toContain("conservés 18 mois");
    await t.db.update(sites).set({ dataRetentionMonths: 36 }).where(eq(sites.id, siteA));
    await expect.poll(async () => (await get(onA(PRIVACY))).body).toContain("conservés 3 ans");
  });

  it("are cached, and a save shows at once", async () => {
    await get(onA(NOTICE));
    expect((await get(onA(NOTICE))).headers["x-cache"]).toBe("HIT");
    await get(NOTICE, { host: DOMAIN });
    expect((await get(NOTICE, { host: DOMAIN })).headers["x-cache"]).toBe("HIT");
    const answer = await save(cookies.ownerA, { siteId: siteA, ...SETTINGS, legalName: "Délices & Cie" });
    expect(answer.data.ok).toBe(true);
    await expect.poll(async () => (await get(onA(NOTICE))).body).toContain("Délices &amp; Cie");
    await expect.poll(async () => (await get(NOTICE, { host: DOMAIN })).body).toContain("Délices &amp; Cie");
  });

  it("are linked from every footer, and the forms and events carry the one-line notice", async () => {
    for (const p of ["/", "/merchant/contact", "/merchant/services", NOTICE]) {
      const page = await get(p, { host: DOMAIN });
      expect(page.body, p).toContain(`href="${NOTICE}"`);
      expect(page.body, p).toContain(`href="${PRIVACY}"`);
    }
    expect((await get("/merchant/contact", { host: DOMAIN })).body).toContain("Vos données servent uniquement à répondre à votre demande.");
    expect((await get("/merchant/services", { host: DOMAIN })).body).toContain("Vos données servent uniquement à répondre à votre demande.");
    const home = (await get("/", { host: DOMAIN })).body;
    expect(home.match(/dépose un cookie pour compter votre réponse/g)).toHaveLength(1);
    // On the platform host, the links keep the site.
    expect((await get(onA("/merchant/contact"))).body).toContain(`href="${PRIVACY}?site=${siteA}"`);
  });

  it("are in the sitemap of the site's domain", async () => {
    const sitemap = await get("/sitemap.xml", { host: DOMAIN });
    expect(sitemap.body).toContain(`<loc>http://${DOMAIN}:3000${NOTICE}</loc>`);
    expect(sitemap.body).toContain(`<loc>http://${DOMAIN}:3000${PRIVACY}</loc>`);
  });
});

describe("missing fields", () => {
  it("are told to the owner alone, on a page never stored, and listed on the dashboard", async () => {
    await t.db.update(sites).set({ publicationDirector: null, siret: null, vatNumber: null }).where(eq(sites.id, siteA));
    // A visitor: what is there, no notice, and the page is stored.
    await expect.poll(async () => (await get(onA(NOTICE))).body).not.toContain("812 345 676 00017");
    const visitor = await get(onA(NOTICE));
    expect(visitor.body).toContain("Délices &amp; Cie");
    expect(visitor.body).not.toContain("Mentions légales incomplètes");
    expect((await get(onA(NOTICE))).headers["x-cache"]).toBe("HIT");

    // The owner, through the platform host's preview (`?site=` with the session).
    const owner = await get(onA(NOTICE), { cookie: cookies.ownerA });
    expect(owner.body).toContain("Mentions légales incomplètes");
    expect(owner.body).toMatch(/<li>SIRET<\/li>/);
    expect(owner.body).toMatch(/<li>Directeur de la publication<\/li>/);
    expect(owner.body).toContain('href="http://localhost:3000/admin/settings#mentions-legales"');
    expect(owner.headers["x-cache"]).not.toBe("HIT");
    // Another owner's session sees what visitors see.
    expect((await get(onA(NOTICE), { cookie: cookies.ownerB })).body).not.toContain("Mentions légales incomplètes");
    // And the owner's page was not stored for the next visitor.
    const after = await get(onA(PRIVACY));
    expect(after.body).not.toContain("Mentions légales incomplètes");
    expect((await get(onA(NOTICE))).body).not.toContain("Mentions légales incomplètes");

    // The dashboard of the (published) site: 'Mentions légales incomplètes' with the fields.
    const { data } = unwrap<{ legalMissing: { label: string }[] | null }>(
      await callRoute(dashboardRoute.loader, s, getRequest("/admin/dashboard", cookies.ownerA)),
    );
    expect(data.legalMissing?.map((field) => field.label)).toEqual(["SIRET", "Directeur de la publication"]);
  });

  it("are a step of a draft's checklist", async () => {
    await t.db.update(sites).set({ publishedAt: null }).where(eq(sites.id, siteA));
    const { data } = unwrap<{ checklist: { items: { key: string; done: boolean; hint: string; href: string }[] } | null; legalMissing: unknown }>(
      await callRoute(dashboardRoute.loader, s, getRequest("/admin/dashboard", cookies.ownerA)),
    );
    const step = data.checklist?.items.find((item) => item.key === "legal");
    expect(step).toMatchObject({ done: false, href: "/admin/settings#mentions-legales", hint: "Il manque\u00a0: SIRET et Directeur de la publication." });
    expect(data.legalMissing).toBeNull();
    await t.db.update(sites).set({ publishedAt: new Date() }).where(eq(sites.id, siteA));
  });
});

describe("the host's part, HOST_LEGAL_* (issue 25)", () => {
  type Loaded = {
    checklist: { items: { key: string; done: boolean; hint: string }[] } | null;
    legalMissing: { label: string }[] | null;
    hostLegalMissing: string[];
  };
  const dashboard = async (services: AppServices) =>
    unwrap<Loaded>(await callRoute(dashboardRoute.loader, services, getRequest("/admin/dashboard", cookies.ownerA))).data;

  it("is the platform's to complete: without it the dashboard never calls the pages complete, and says her part is done", async () => {
    // Site A with every field of hers; the same database and session, served with and without HOST_LEGAL_*.
    const complete = {
      legalName: "Les Délices de Marie",
      legalForm: "SARL",
      shareCapital: "8 000 €",
      registeredOffice: "12 rue des Marronniers\n69002 Lyon",
      legalRegistry: "RCS" as const,
      legalRegistryCity: "Lyon",
      siret: "81234567600017",
      publicationDirector: "Marie Lefèvre",
      merchantEmail1: "marie@delices.fr",
      merchantPhone1: "04 78 42 18 36",
    };
    const withoutHost = createTestServices(t.db, { AUTH_SECRET: s.config.authSecret });
    try {
      // A draft: the checklist's legal step.
      await t.db
        .update(sites)
        .set({ ...complete, publishedAt: null })
        .where(eq(sites.id, siteA));
      const step = async (services: AppServices) => (await dashboard(services)).checklist?.items.find((item) => item.key === "legal");
      expect(await step(s)).toMatchObject({ done: true, hint: "Vos pages «\u00a0Mentions légales\u00a0» et «\u00a0Confidentialité\u00a0» sont complètes." });
      expect(await step(withoutHost)).toMatchObject({
        done: true,
        hint: "Votre part est faite. Il manque encore le nom, l'adresse et le téléphone de l'hébergeur\u00a0: c'est à la plateforme Vitrine de s'en charger, pas à vous.",
      });

      // Published: the 'Mentions légales incomplètes' card is there only without the host.
      await t.db.update(sites).set({ publishedAt: new Date() }).where(eq(sites.id, siteA));
      expect(await dashboard(s)).toMatchObject({ legalMissing: [], hostLegalMissing: [] });
      expect(await dashboard(withoutHost)).toMatchObject({ legalMissing: [], hostLegalMissing: ["le nom", "l'adresse", "le téléphone"] });
      // Only the phone unset: only the phone is named.
      const noPhone = createTestServices(t.db, {
        AUTH_SECRET: s.config.authSecret,
        HOST_LEGAL_NAME: HOST.HOST_LEGAL_NAME,
        HOST_LEGAL_ADDRESS: HOST.HOST_LEGAL_ADDRESS,
      });
      expect((await dashboard(noPhone)).hostLegalMissing).toEqual(["le téléphone"]);
    } finally {
      await t.db.update(sites).set({ publishedAt: new Date() }).where(eq(sites.id, siteA));
    }
  });
});
