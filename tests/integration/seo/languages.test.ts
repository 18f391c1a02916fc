/**
 * A multilingual Expert site as search engines crawl it (ADR 047), against the production build over
 * HTTP: English published on every page, German on the home only. From each French page, every
 * hreflang alternate answers 200 and links back; every page lists itself and x-default and is
 * canonical at its own address; the sitemap lists exactly the published versions; an unpublished
 * version answers 404 and is linked from nowhere; a Pro site's and the platform's /en answer 404;
 * the page cache keeps the French and the English of a page apart; an English page is valid HTML.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import type { OtherLanguage, SeoPage } from "~/db/enums";
import { aboutContent, aboutJourneySteps, homeContent, homeTestimonials, pageTranslations, siteLanguages, sites } from "~/db/schema";
import { pageFields } from "~/features/languages/page-fields.server";
import { saveTranslations } from "~/features/languages/translations.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type Answer, type TestServer } from "../../support/http-server";
import { createDomain, createProduct, createSite } from "../../support/factories";
import { SITE_PAGE_PATHS } from "../../support/public-pages";

const DOMAIN = "maison-langues.test";
/** The custom domain's canonical origin: PUBLIC_URL's scheme and port. */
const ORIGIN = `http://${DOMAIN}:3000`;

let t: TestDatabase;
let services: AppServices;
let server: TestServer;
let expertId: string;
let proId: string;

async function publish(siteId: string, language: OtherLanguage, pages: readonly SeoPage[]) {
  await t.db.insert(siteLanguages).values({ siteId, language }).onConflictDoNothing();
  for (const page of pages) await t.db.insert(pageTranslations).values({ siteId, language, page });
}

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services } = createLoggedServices(t.db, { PUBLIC_URL: "http://localhost:3000" }));
  // The content versions heard as they move: what lets the page cache store a page.
  await services.contentVersions.start();
  server = await startTestServer(services);
  const expert = await createSite(t.db, { name: "Maison Langues", plan: "expert" });
  expertId = expert.id;
  await createDomain(t.db, expertId, { domain: DOMAIN });
  await t.db.insert(homeContent).values({ siteId: expertId, heroTitle: "Le goût du quartier", heroSubtitle: "Traiteur de quartier depuis 1998." });
  await t.db.insert(aboutContent).values({ siteId: expertId, storyDescription: "Tout a commencé dans une petite boutique." });
  await createProduct(t.db, expertId, { name: "Plateau apéritif", price: 25 });
  await t.db.insert(homeTestimonials).values({ siteId: expertId, customerName: "Jeanne D.", customerInitials: "JD", text: "Un accueil formidable." });
  await t.db.insert(aboutJourneySteps).values({ siteId: expertId, title: "Ouverture de la boutique", description: "Rue des Marronniers." });
  // English texts, as the merchant typed them; the journey step is left in French.
  const english: Record<string, string> = {
    "Le goût du quartier": "A taste of the neighbourhood",
    "Traiteur de quartier depuis 1998.": "Neighbourhood caterer since 1998.",
    "Tout a commencé dans une petite boutique.": "It all began in a small shop.",
  };
  for (const page of ["home", "about"] as const) {
    const fields = await pageFields(t.db, expertId, page);
    const entries = fields.filter((field) => english[field.french]).map((field) => ({ field, value: english[field.french]! }));
    await saveTranslations(t.db, expertId, "en", entries);
  }
  await publish(expertId, "en", ["home", "about", "services", "products", "contact"]);
  await publish(expertId, "de", ["home"]);

  const pro = await createSite(t.db, { name: "Maison Pro", plan: "pro" });
  proId = pro.id;
  await publish(proId, "en", ["home", "about", "services", "products", "contact"]);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await services?.contentVersions.stop();
  await t?.drop();
});

/** A GET of an absolute URL of the test: its host as the Host header. */
function get(url: string): Promise<Answer> {
  const parsed = new URL(url);
  return server.request("GET", `${parsed.pathname}${parsed.search}`, { headers: { host: parsed.host } });
}

const decode = (value: string) => value.replace(/&amp;/g, "&");

/** The page's hreflang links, by language. */
function alternatesOf(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/g)) out.set(match[1]!, decode(match[2]!));
  return out;
}

const canonicalOf = (html: string) => decode(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "");
const htmlLangOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe("a multilingual Expert site, crawled", () => {
  const crawled = new Map<string, string>();

  it("answers 200 for every alternate, each listing itself, x-default and the page it came from", async () => {
    const queue = SITE_PAGE_PATHS.map((p) => `${ORIGIN}${p === "/" ? "/" : p}`);
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (crawled.has(url)) continue;
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      crawled.set(url, answer.body);
      const alternates = alternatesOf(answer.body);
      const language = htmlLangOf(answer.body)!;
      expect(canonicalOf(answer.body), `${url} is canonical at its own address`).toBe(url);
      expect(alternates.get(language), `${url} lists itself`).toBe(url);
      expect(alternates.get("x-default"), `${url} names x-default`).toBe(alternates.get("fr"));
      for (const [hreflang, href] of alternates) {
        expect(href.startsWith(`${ORIGIN}/`), `${href} is absolute`).toBe(true);
        if (hreflang !== "x-default") queue.push(href);
      }
    }
    // Links back: every alternate of a page lists that page under its language.
    for (const [url, html] of crawled) {
      const language = htmlLangOf(html)!;
      for (const [hreflang, href] of alternatesOf(html)) {
        if (hreflang === "x-default") continue;
        expect(alternatesOf(crawled.get(href)!).get(language), `${href} links back to ${url}`).toBe(url);
      }
    }
    // What was found: English everywhere, German on the home and the pages that follow it.
    expect([...crawled.keys()].sort()).toEqual(
      [
        ...SITE_PAGE_PATHS.map((p) => `${ORIGIN}${p}`),
        ...SITE_PAGE_PATHS.map((p) => `${ORIGIN}/en${p === "/" ? "" : p}`),
        `${ORIGIN}/de`,
        `${ORIGIN}/de/merchant/mentions-legales`,
        `${ORIGIN}/de/merchant/confidentialite`,
        `${ORIGIN}/de/merchant/accessibilite`,
      ].sort(),
    );
    const home = crawled.get(`${ORIGIN}/en`)!;
    expect(home).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(home).toContain('<meta property="og:locale:alternate" content="fr_FR"/>');
    expect(home).toContain('<meta property="og:locale:alternate" content="de_DE"/>');
    expect(home).toContain('"inLanguage":"en"');
    expect(home).toContain('"knowsLanguage":["fr","en","de"]');
    // A testimonial stays in its author's French, and says so; the French home needs no mark.
    expect(home).toMatch(/<blockquote lang="fr"[^>]*>[^<]*Un accueil formidable/);
    expect(crawled.get(`${ORIGIN}/`)).not.toContain('<blockquote lang="fr"');
    // The about page: the story translated, the step not translated shown in French and marked so.
    const about = crawled.get(`${ORIGIN}/en/merchant/about`)!;
    expect(about).toContain("It all began in a small shop.");
    expect(about).toContain('<span lang="fr">Ouverture de la boutique</span>');
    expect(crawled.get(`${ORIGIN}/merchant/about`)).toContain("Tout a commencé dans une petite boutique.");
    expect(crawled.get(`${ORIGIN}/merchant/about`)).not.toContain('<span lang="fr">');
    // The merchant's translation in what search engines read of the business.
    expect(home).toContain('"description":"Neighbourhood caterer since 1998."');
  });

  it("answers 404 for a version not published, and links it from nowhere", async () => {
    for (const p of ["/de/merchant/about", "/de/merchant/services", "/de/merchant/products", "/de/merchant/contact", "/it", "/nl/merchant/about"]) {
      expect((await get(`${ORIGIN}${p}`)).status, p).toBe(404);
    }
    expect(crawled.size).toBeGreaterThan(0);
    for (const [url, html] of crawled) expect(html, url).not.toMatch(/\/de\/merchant\/(about|services|products|contact)/);
  });

  it("lists exactly the published versions in its sitemap, each with its alternates", async () => {
    const answer = await get(`${ORIGIN}/sitemap.xml`);
    expect(answer.status).toBe(200);
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!));
    expect(locs.sort()).toEqual([...crawled.keys()].sort());
    expect(answer.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(answer.body).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de"/>`);
    expect(answer.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/>`);
    expect(answer.body).not.toContain(`${ORIGIN}/de/merchant/about`);
  });

  it("keys the page cache on the language: the French and the English of a page are two pages", async () => {
    // Every write of the set-up heard: a page is stored only at the version the process knows.
    const [{ version }] = await t.db.select({ version: sites.contentVersion }).from(sites).where(eq(sites.id, expertId));
    await expect.poll(() => services.contentVersions.known(expertId) ?? 0, { timeout: 5000 }).toBe(version);
    for (const url of [`${ORIGIN}/merchant/about`, `${ORIGIN}/en/merchant/about`]) await get(url);
    const french = await get(`${ORIGIN}/merchant/about`);
    const english = await get(`${ORIGIN}/en/merchant/about`);
    expect(french.headers["x-cache"]).toBe("HIT");
    expect(english.headers["x-cache"]).toBe("HIT");
    expect(htmlLangOf(french.body)).toBe("fr");
    expect(htmlLangOf(english.body)).toBe("en");
  });

  it("writes English pages that are valid HTML (Nu checker)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-languages-html-"));
    const files = [`${ORIGIN}/en`, `${ORIGIN}/en/merchant/about`, `${ORIGIN}/en/merchant/products`].map((url, index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, crawled.get(url)!);
      return file;
    });
    const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    // Asynchronous: the server answers from this very process.
    const result = await promisify(execFile)("java", ["-jar", vnu, "--format", "json", "--exit-zero-always", ...files], {
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    });
    const report = JSON.parse(result.stderr || result.stdout) as { messages: { type: string; message: string; url: string }[] };
    expect(report.messages.filter((message) => message.type === "error" || message.type === "non-document-error")).toEqual([]);
  }, 60_000);
});

describe("language versions that do not exist", () => {
  it("answers 404 for a Pro site's /en, whatever its rows say", async () => {
    for (const p of ["/en", "/en/merchant/about", "/en/merchant/contact"]) expect((await server.request("GET", `${p}?site=${proId}`)).status, p).toBe(404);
    expect((await server.request("GET", `/merchant/about?site=${proId}`)).status).toBe(200);
  });

  it("answers 404 for /en on the platform host without a site", async () => {
    expect((await server.request("GET", "/en", { headers: { host: "localhost:3000" } })).status).toBe(404);
    expect((await server.request("GET", "/", { headers: { host: "localhost:3000" } })).status).toBe(200);
  });

  it("links a French page of a site in French only to no other language", async () => {
    const answer = await server.request("GET", `/merchant/about?site=${proId}`);
    expect(alternatesOf(answer.body).size).toBe(0);
    expect(answer.body).not.toContain("og:locale:alternate");
    expect(expertId).not.toBe(proId);
  });
});
