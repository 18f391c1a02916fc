/**
 * What French consumer law asks of every merchant site, against the production server build and a
 * real PostgreSQL, on the two demo shops and on a site made by a new sign-up:
 *   - the consumer mediator on the legal notice (the demo's, and the sign-up's once she fills it);
 *   - publishing refused without it, with the checklist's words and `published_at` still null;
 *     accepted after; a forged `javascript:` address refused with the database unchanged;
 *   - no link to the closed EU online dispute platform on any public page, in any published language;
 *   - the accessibility statement: its sections, the site's own contrast figures, the footer link,
 *     the sitemap.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { siteAppearance, sites, user as users } from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { colorsWithDefaults } from "~/features/appearance/theme";
import { DEMO_SITES } from "~/features/demo/demo-accounts";
import { seedDemo } from "~/features/demo/seed-demo.server";
import { contrastFigures } from "~/features/legal/accessibility-statement";
import { LEGAL_TEXTS } from "~/features/legal/legal-schema";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { issueFormToken } from "~/features/submissions/form-token.server";
import * as dashboardRoute from "~/routes/admin/dashboard";
import * as settingsRoute from "~/routes/admin/settings";
import { action as signupAction } from "~/routes/admin/signup";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { startTestServer, type TestServer } from "../../support/http-server";
import { SITE_PAGE_PATHS } from "../../support/public-pages";
import { createTestServices, requestContext } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

const ODR = "ec.europa.eu/consumers/odr";
const NOTICE = "/merchant/mentions-legales";
const STATEMENT = "/merchant/accessibilite";
const EMAIL = "lea@fromagerie-lea.fr";
const PASSWORD = "tomme-affinee-42";

let t: TestDatabase;
let s: AppServices;
let server: TestServer;
let demo: { main: string; second: string };
let signupSite: string;
let cookie = "";

type Answer = { status: number; body: string };

function get(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Answer> {
  return server
    .request("GET", pathAndQuery, { headers: { host: `127.0.0.1:${server.port}`, ...headers } })
    .then((answer) => ({ status: answer.status, body: answer.body.replaceAll("&#x27;", "'") }));
}

const onSignup = (path: string) => `${path}?site=${signupSite}`;

async function publish() {
  return unwrap<ActionResult>(await callRoute(dashboardRoute.action, s, postRequest("/admin/dashboard", { intent: "publish", siteId: signupSite }, cookie)));
}

/** The whole settings form as the page sends it: what is stored, with `changes` typed over it. */
async function saveSettings(changes: Record<string, string>) {
  const stored = await getSiteSettings(t.db, signupSite);
  if (!stored) throw new Error("no settings");
  return unwrap<ActionResult & { values?: Record<string, string>; errors?: Record<string, string> }>(
    await callRoute(settingsRoute.action, s, postRequest("/admin/settings", { intent: "save", ...stored, ...changes, siteId: signupSite }, cookie)),
  );
}

async function mediatorRow() {
  const [row] = await t.db
    .select({ name: sites.consumerMediatorName, url: sites.consumerMediatorUrl, publishedAt: sites.publishedAt })
    .from(sites)
    .where(eq(sites.id, signupSite));
  return row;
}

/** Every page a host lists in its sitemap (each language it is published in), as paths. */
async function sitemapPaths(host: string): Promise<string[]> {
  const sitemap = await get("/sitemap.xml", { host });
  return [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

beforeAll(async () => {
  t = await createTestDatabase();
  s = createTestServices(t.db);
  await s.contentVersions.start();
  const seeded = await seedDemo(s);
  demo = { main: seeded.siteId, second: seeded.secondSiteId };

  // A new merchant signs up, then confirms her address (the e-mail's link does it).
  const answer: unknown = await (signupAction as (args: unknown) => Promise<unknown>)({
    request: postRequest("/inscription", {
      formToken: issueFormToken(s.config.authSecret, "signup", "platform", Date.now() - 60_000),
      website: "",
      email: EMAIL,
      password: PASSWORD,
      shopName: "Fromagerie Léa",
      businessKind: "fromagerie",
      town: "Annecy",
      plan: "pro",
    }),
    context: requestContext(s, { clientAddress: "198.18.0.7" }),
    params: {},
  });
  expect(answer).toBeInstanceOf(Response);
  const [owner] = await t.db.select().from(users).where(eq(users.email, EMAIL));
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
  const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.ownerId, owner.id));
  signupSite = site.id;
  cookie = await withSelection(s, await sessionCookie(s, EMAIL, PASSWORD), signupSite);

  server = await startTestServer(s);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await s?.contentVersions.stop();
  await t?.drop();
});

describe("the consumer mediator", () => {
  it("is on the demo shops' legal notices, with a link to its website", async () => {
    const expected = { [DEMO_SITES[0].domain]: ["CM2C", "https://www.cm2c.net"], [DEMO_SITES[1].domain]: ["Medicys", "https://www.medicys.fr"] };
    for (const [host, [name, url]] of Object.entries(expected)) {
      const page = await get(NOTICE, { host });
      expect(page.status, host).toBe(200);
      expect(page.body, host).toContain("Médiation de la consommation");
      expect(page.body, host).toContain(`<dd class="break-words text-gray-900">${name}</dd>`);
      expect(page.body, host).toContain(`href="${url}"`);
    }
    // In English too, where the site is published in English.
    expect((await get(`/en${NOTICE}`, { host: DEMO_SITES[0].domain })).body).toContain("Consumer mediation");
  });

  it("keeps a new sign-up's site from being published until she names it, with the checklist's words", async () => {
    const { data: dashboard } = unwrap<{ checklist: { mediatorMissing: boolean; items: { key: string; hint: string }[] } | null }>(
      await callRoute(dashboardRoute.loader, s, getRequest("/admin/dashboard", cookie)),
    );
    expect(dashboard.checklist?.mediatorMissing).toBe(true);
    expect(dashboard.checklist?.items.find((item) => item.key === "legal")?.hint).toContain("Médiateur de la consommation");

    const refused = await publish();
    expect(refused.status).toBe(422);
    expect(refused.data.ok).toBe(false);
    expect(refused.data.toast?.description ?? refused.data.toast?.title).toBe("Il manque\u00a0: Médiateur de la consommation.");
    expect((await mediatorRow()).publishedAt).toBeNull();
  });

  it("refuses a forged address and one without the other, keeping what she typed and the database unchanged", async () => {
    const forged = await saveSettings({ consumerMediatorName: "CM2C", consumerMediatorUrl: "javascript:alert(1)" });
    expect(forged.status).toBe(400);
    expect(forged.data.errors?.consumerMediatorUrl).toBe(LEGAL_TEXTS.mediatorUrl);
    expect(forged.data.values).toMatchObject({ consumerMediatorName: "CM2C", consumerMediatorUrl: "javascript:alert(1)" });
    const alone = await saveSettings({ consumerMediatorName: "CM2C", consumerMediatorUrl: "" });
    expect(alone.data.errors?.consumerMediatorUrl).toBe(LEGAL_TEXTS.mediatorUrlNeeded);
    expect(await mediatorRow()).toEqual({ name: null, url: null, publishedAt: null });
    // And the database's own check, whatever the form says.
    await expect(t.db.update(sites).set({ consumerMediatorUrl: "javascript:alert(1)" }).where(eq(sites.id, signupSite))).rejects.toThrow();
  });

  it("once filled, lets her publish, and her notice names it", async () => {
    const saved = await saveSettings({
      senderEmail: "contact@fromagerie-lea.fr",
      consumerMediatorName: "CNPM Médiation Consommation",
      consumerMediatorUrl: "www.cnpm-mediation-consommation.eu",
    });
    expect(saved.data.errors ?? {}).toEqual({});
    expect(saved.data.ok).toBe(true);
    expect(await mediatorRow()).toMatchObject({ name: "CNPM Médiation Consommation", url: "https://www.cnpm-mediation-consommation.eu" });

    const published = await publish();
    expect(published.status).toBe(200);
    expect(published.data.ok).toBe(true);
    expect((await mediatorRow()).publishedAt).not.toBeNull();

    await expect.poll(async () => (await get(onSignup(NOTICE))).body, { timeout: 2000 }).toContain("Médiation de la consommation");
    const notice = await get(onSignup(NOTICE));
    expect(notice.body).toContain("CNPM Médiation Consommation");
    expect(notice.body).toContain('href="https://www.cnpm-mediation-consommation.eu"');
  });

  it("once online, can be replaced but not removed: the form's values come back and the database is unchanged", async () => {
    expect((await mediatorRow()).publishedAt).not.toBeNull();
    const removed = await saveSettings({ consumerMediatorName: "", consumerMediatorUrl: "", legalName: "Fromagerie Léa SARL" });
    expect(removed.status).toBe(400);
    expect(removed.data.errors).toEqual({ consumerMediatorName: LEGAL_TEXTS.mediatorKeptOnline });
    expect(removed.data.values).toMatchObject({ consumerMediatorName: "", legalName: "Fromagerie Léa SARL" });
    const [kept] = await t.db.select({ legalName: sites.legalName }).from(sites).where(eq(sites.id, signupSite));
    expect(kept.legalName).not.toBe("Fromagerie Léa SARL");
    expect(await mediatorRow()).toMatchObject({ name: "CNPM Médiation Consommation", url: "https://www.cnpm-mediation-consommation.eu" });

    const replaced = await saveSettings({ consumerMediatorName: "Medicys", consumerMediatorUrl: "https://www.medicys.fr" });
    expect(replaced.data.ok).toBe(true);
    expect(await mediatorRow()).toMatchObject({ name: "Medicys", url: "https://www.medicys.fr" });
  });
});

describe("the EU online dispute platform, closed on 20 July 2025", () => {
  it("is linked from no public page of the demo shops (every published language) nor of the new site", async () => {
    const scanned: string[] = [];
    for (const { domain } of DEMO_SITES) {
      const paths = await sitemapPaths(domain);
      // The sitemap lists every page in every language it is published in, the legal pages and the statement included.
      expect(paths, domain).toContain(STATEMENT);
      for (const path of paths) {
        const page = await get(path, { host: domain });
        expect(page.status, `${domain}${path}`).toBe(200);
        expect(page.body, `${domain}${path}`).not.toContain(ODR);
        scanned.push(`${domain}${path}`);
      }
    }
    expect(scanned.some((page) => page.includes("/en/"))).toBe(true);
    // Its pages, the statement included.
    expect(SITE_PAGE_PATHS).toContain(STATEMENT);
    for (const path of SITE_PAGE_PATHS) {
      const page = await get(onSignup(path));
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain(ODR);
      scanned.push(path);
    }
    expect(scanned.length).toBeGreaterThan(20);
  });
});

describe("the accessibility statement", () => {
  it("says the site is not audited, what the platform guarantees with the site's own contrast figures, the last check, the contact and the remedy", async () => {
    const page = await get(STATEMENT, { host: DEMO_SITES[0].domain });
    expect(page.status).toBe(200);
    for (const heading of [
      "Déclaration d'accessibilité",
      "État de conformité",
      "Ce que la plateforme garantit",
      "Vérifications automatiques",
      "Retour d'information et contact",
      "Voies de recours",
    ]) {
      expect(page.body).toContain(heading);
    }
    expect(page.body).toContain("est non conforme avec le RGAA 4.1");
    expect(page.body).toMatch(/Dernière vérification automatique\u00a0: \d{1,2} \S+ \d{4}, axe-core \d+\.\d+\.\d+/);
    expect(page.body).toContain('href="https://formulaire.defenseurdesdroits.fr/"');
    expect(page.body).toContain("Libre réponse 71120, 75342 Paris CEDEX 07");
    expect(page.body).toContain('href="mailto:');

    const [appearance] = await t.db.select().from(siteAppearance).where(eq(siteAppearance.siteId, demo.main));
    const colors = colorsWithDefaults({
      accent: appearance.accentColor,
      primary: appearance.primaryColor,
      secondary: appearance.secondaryColor,
      primaryHover: appearance.primaryHoverColor,
    });
    const ratio = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const figure of contrastFigures(colors)) expect(page.body).toContain(`${ratio.format(figure.ratio)}:1`);

    const english = await get(`/en${STATEMENT}`, { host: DEMO_SITES[0].domain });
    expect(english.status).toBe(200);
    expect(english.body).toContain("Accessibility statement");
    expect(english.body).toContain("is non-compliant with RGAA 4.1");
  });

  it("is linked from every footer, next to the two legal pages", async () => {
    for (const path of ["/", "/merchant/contact", NOTICE]) {
      const page = await get(path, { host: DEMO_SITES[1].domain });
      expect(page.body, path).toMatch(
        /href="\/merchant\/confidentialite"[^>]*>Confidentialité<\/a><a href="\/merchant\/accessibilite"[^>]*>Accessibilité<\/a>/,
      );
    }
    expect((await get(onSignup("/"))).body).toContain(`href="/merchant/accessibilite?site=${signupSite}"`);
    expect((await get("/en", { host: DEMO_SITES[0].domain })).body).toMatch(/href="\/en\/merchant\/accessibilite"[^>]*>Accessibility<\/a>/);
  });
});
