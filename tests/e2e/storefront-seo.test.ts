import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP } from "./support/browser";
import { test } from "./support/fixtures";
import { withLanguage } from "~/lib/i18n/languages";
import { createSite } from "../support/factories";
import { SITE_PAGE_PATHS } from "../support/public-pages";

/**
 * Local SEO of the public pages, read as a crawler reads them: the server-rendered <head>, the
 * LocalBusiness JSON-LD, and the per-host robots.txt and sitemap.xml.
 */

let emptySiteId: string;

const EMPTY_SITE_NAME = "Épicerie SEO sans domaine";

test.beforeAll(async ({ db }) => {
  const created = await createSite(db, { name: EMPTY_SITE_NAME });
  emptySiteId = created.id;
});

/** The page at `url`, which answers 200. */
async function at(page: Page, url: string): Promise<Page> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return page;
}

type Head = {
  title: string;
  description: string | null;
  canonicals: string[];
  og: Record<string, string>;
  twitter: Record<string, string>;
  icons: string[];
  jsonLd: string[];
};

/** The <head> as a crawler sees it (and the JSON-LD blocks of the body). */
async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const metas = [...document.querySelectorAll("meta")];
    const pick = (prefix: string, attr: "property" | "name") =>
      Object.fromEntries(
        metas.filter((m) => (m.getAttribute(attr) ?? "").startsWith(prefix)).map((m) => [m.getAttribute(attr) ?? "", m.getAttribute("content") ?? ""]),
      );
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href") ?? ""),
      og: pick("og:", "property"),
      twitter: pick("twitter:", "name"),
      icons: [...document.querySelectorAll('link[rel="icon"]')].map((l) => (l as HTMLLinkElement).href),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
    };
  });
}

type Spec = { "@type": string; dayOfWeek?: string | string[]; opens: string; closes: string; validFrom?: string; validThrough?: string };
type Business = {
  "@type": string;
  name: string;
  url: string;
  logo?: string;
  image?: string;
  telephone?: string;
  email?: string;
  address?: Record<string, string>;
  sameAs?: string[];
  openingHoursSpecification?: Spec[];
  specialOpeningHoursSpecification?: Spec[];
};

/** The LocalBusiness block (a site shown in several languages also has its page's WebPage block). */
function businessOf(head: Head): Business {
  // Escaped for an inline script: no raw '<' can end it early.
  for (const block of head.jsonLd) expect(block).not.toContain("<");
  const businesses = head.jsonLd.map((block) => JSON.parse(block) as Business).filter((block) => block["@type"] === "LocalBusiness");
  expect(businesses).toHaveLength(1);
  return businesses[0];
}

/** Whether a spec entry covers `day` (one day, or the list of days sharing its hours). */
const covers = (spec: Spec, day: string) => [spec.dayOfWeek].flat().includes(day);

const PAGES = [
  { path: "/", canonicalPath: "/", title: (name: string) => name },
  { path: "/merchant", canonicalPath: "/", title: (name: string) => name },
  { path: "/merchant/about", canonicalPath: "/merchant/about", title: (name: string) => `Qui sommes-nous — ${name}` },
  { path: "/merchant/services", canonicalPath: "/merchant/services", title: (name: string) => `— ${name}` },
  { path: "/merchant/products", canonicalPath: "/merchant/products", title: (name: string) => `Nos Produits — ${name}` },
  { path: "/merchant/contact", canonicalPath: "/merchant/contact", title: (name: string) => `Contact et horaires — ${name}` },
];

describe("merchant pages on the demo's custom domain", () => {
  for (const spec of PAGES) {
    test(`${spec.path}: title, description, canonical on the custom domain, Open Graph, icon, JSON-LD`, async ({ open, demoHostUrl, demoSite }) => {
      const page = await at(await open(DESKTOP), demoHostUrl(spec.path));
      const head = await readHead(page);
      expect(head.title).toContain(spec.title(demoSite.name));
      expect(head.description?.length ?? 0).toBeGreaterThan(20);
      expect(head.description?.length ?? 0).toBeLessThanOrEqual(160);
      expect(head.canonicals).toEqual([demoHostUrl(spec.canonicalPath)]);
      expect(head.og["og:url"]).toBe(demoHostUrl(spec.canonicalPath));
      expect(head.og["og:title"]).toBe(head.title);
      expect(head.og["og:locale"]).toBe("fr_FR");
      expect(head.og["og:site_name"]).toBe(demoSite.name);
      // The merchant's logo is the last icon declared, so browsers use it over the platform's.
      expect(head.icons.at(-1)).toMatch(/\/media\/.+/);
      const business = businessOf(head);
      expect(business["@type"]).toBe("LocalBusiness");
      expect(business.url).toBe(demoHostUrl("/"));
    });
  }

  test("the home shares the hero image (large Twitter card) and it loads", async ({ open, demoHostUrl }) => {
    const page = await at(await open(DESKTOP), demoHostUrl("/"));
    const head = await readHead(page);
    const image = head.og["og:image"];
    // The hero image; on an Expert site (the demo merchant once issue 14 is merged), its share card.
    expect(image).toMatch(new RegExp(`^${demoHostUrl("/")}(media|share-card)/`));
    expect(head.twitter["twitter:card"]).toBe("summary_large_image");
    expect(head.twitter["twitter:image"]).toBe(image);
    // Fetched by the page (Chromium resolves *.localhost; Node does not).
    const loaded = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get("content-type") ?? "" };
    }, image);
    expect(loaded.status).toBe(200);
    expect(loaded.type).toMatch(/^image\//);
  });

  test("the JSON-LD describes the business: address, contact, links, a split Tuesday and special hours", async ({ open, demoHostUrl, demoSite }) => {
    const page = await at(await open(DESKTOP), demoHostUrl("/merchant/contact"));
    const business = businessOf(await readHead(page));
    expect(business.name).toBe(demoSite.name);
    expect(business.address).toMatchObject({ "@type": "PostalAddress", postalCode: "69002", addressLocality: "Lyon", addressCountry: "FR" });
    expect(business.address?.streetAddress).toContain("rue des Marronniers");
    expect(business.telephone).toMatch(/^\+33 /);
    expect(business.email).toMatch(/@/);
    expect(business.logo).toMatch(/^http:\/\/delices\.localhost:\d+\/media\//);
    expect(business.image).toMatch(/^http:\/\/delices\.localhost:\d+\/media\//);
    expect(business.sameAs?.length).toBeGreaterThan(0);
    for (const link of business.sameAs ?? []) expect(link).toMatch(/^https?:\/\//);
    const tuesday = (business.openingHoursSpecification ?? []).filter((s) => covers(s, "Tuesday"));
    expect(tuesday.map((s) => `${s.opens}-${s.closes}`)).toEqual(["09:00-13:00", "15:00-19:30"]);
    expect((business.openingHoursSpecification ?? []).some((s) => covers(s, "Monday"))).toBe(false);
    const special = business.specialOpeningHoursSpecification ?? [];
    expect(special.length).toBeGreaterThan(0);
    for (const s of special) {
      expect(s.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test("a filtered product list is canonical without its query", async ({ open, demoHostUrl }) => {
    const page = await at(await open(DESKTOP), demoHostUrl("/merchant/products?q=tarte&sort=price"));
    expect((await readHead(page)).canonicals).toEqual([demoHostUrl("/merchant/products")]);
  });
});

describe("merchant pages on the platform host", () => {
  test("point their canonical to the custom domain", async ({ open, baseUrl, demoHostUrl, demoSite }) => {
    for (const [path, canonicalPath] of [
      ["/merchant", "/"],
      ["/", "/"],
      ["/merchant/about", "/merchant/about"],
    ] as const) {
      const page = await at(await open(DESKTOP), `${baseUrl}${path}?site=${demoSite.id}`);
      const head = await readHead(page);
      expect(head.canonicals, path).toEqual([demoHostUrl(canonicalPath)]);
      expect(businessOf(head).url).toBe(demoHostUrl("/"));
      await page.context().close();
    }
  });

  test("a site without a domain is canonical on its ?site= URL, with a JSON-LD holding only what it has", async ({ open, baseUrl }) => {
    const page = await at(await open(DESKTOP), `${baseUrl}/merchant/contact?site=${emptySiteId}`);
    const head = await readHead(page);
    expect(head.canonicals).toEqual([`${baseUrl}/merchant/contact?site=${emptySiteId}`]);
    expect(head.title).toBe(`Contact et horaires — ${EMPTY_SITE_NAME}`);
    expect(head.twitter["twitter:card"]).toBe("summary");
    const business = businessOf(head);
    expect(business.url).toBe(`${baseUrl}/merchant?site=${emptySiteId}`);
    // The placeholder week of the contact page is never published as the shop's real hours.
    expect(business.openingHoursSpecification).toBeUndefined();
    expect(business.address).toBeUndefined();
  });

  test("the landing page is canonical on the platform and has no LocalBusiness", async ({ open, baseUrl }) => {
    const page = await at(await open(DESKTOP), `${baseUrl}/`);
    const head = await readHead(page);
    expect(head.canonicals).toEqual([`${baseUrl}/`]);
    expect(head.jsonLd).toEqual([]);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
  });
});

describe("robots.txt and sitemap.xml per host", () => {
  /** Through Chromium, which resolves *.localhost (Node's resolver does not). */
  async function fetchText(page: Page, url: string) {
    const response = await page.goto(url);
    if (!response) throw new Error(`no response for ${url}`);
    const result = { status: response.status(), headers: response.headers(), body: await response.text() };
    expect(result.status, url).toBe(200);
    return result;
  }

  test("on the demo's domain: its own sitemap with its five pages and its two legal pages, in French, English and German", async ({ open, demoHostUrl }) => {
    const robots = await fetchText(await open(DESKTOP), demoHostUrl("/robots.txt"));
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain("User-agent: *");
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).toContain(`Sitemap: ${demoHostUrl("/sitemap.xml")}`);

    const sitemap = await fetchText(await open(DESKTOP), demoHostUrl("/sitemap.xml"));
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    expect(sitemap.headers["cache-control"]).toMatch(/max-age=\d+/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The demo is published in English and German too (ADR 047): each page's versions side by side.
    const versions = SITE_PAGE_PATHS.flatMap((p) => (["fr", "en", "de"] as const).map((language) => demoHostUrl(withLanguage(p, language))));
    expect(locs).toEqual(versions);
    expect([...sitemap.body.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/g)]).toHaveLength(versions.length);
  });

  test("on the platform host: the landing page only", async ({ open, baseUrl }) => {
    const robots = await fetchText(await open(DESKTOP), `${baseUrl}/robots.txt`);
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    const sitemap = await fetchText(await open(DESKTOP), `${baseUrl}/sitemap.xml`);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${baseUrl}/`]);
  });
});
