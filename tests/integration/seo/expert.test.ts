/**
 * The Expert plan's advanced SEO and sharing (issue 14), against the production build over HTTP:
 * 'Référencement' refused outside Expert (403, nothing written), its values in the public HTML and
 * the defaults back when they are emptied, its French length messages, the share card route
 * (a real 1200×630 JPEG), and nothing of it on other plans.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { SitePlan } from "~/db/enums";
import { homeContent, homeEvents, pageSeo, sites } from "~/db/schema";
import type { AppServices } from "~/context";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { newMediaKey } from "~/features/media/storage.server";
import * as seoRoute from "~/routes/admin/seo";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { callRoute, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createLoggedServices, startTestServer, type TestServer } from "../../support/http-server";
import { createProduct, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let server: TestServer;
const site: Record<SitePlan, string> = { essentiel: "", pro: "", expert: "" };
const cookie: Record<SitePlan, string> = { essentiel: "", pro: "", expert: "" };

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services } = createLoggedServices(t.db, { PUBLIC_URL: "http://localhost:3000" }));
  server = await startTestServer(services);
  // A real photo in the media storage, as an upload leaves it: the Expert site's hero.
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#a0522d" } })
    .webp()
    .toBuffer();
  const { url: heroUrl } = await services.media.put(newMediaKey("hero-images", { width: 1600, height: 1000 }), photo, "image/webp");
  for (const plan of ["essentiel", "pro", "expert"] as const) {
    const email = `owner-${plan}@expert.test`;
    const owner = await upsertUserWithPassword(services.auth, t.db, { email, password: `${plan}-secret-1`, role: "user" });
    const row = await createSite(t.db, { name: `Maison ${plan}`, ownerId: owner.id, plan });
    site[plan] = row.id;
    cookie[plan] = await withSelection(services, await sessionCookie(services, email, `${plan}-secret-1`), row.id);
    await t.db.insert(homeContent).values({ siteId: row.id, heroSubtitle: "Traiteur de quartier depuis 1998.", heroImageUrl: `${heroUrl}#focus=30,40` });
    await createProduct(t.db, row.id, { name: "Plateau apéritif", price: 25 });
    await t.db.insert(homeEvents).values({ siteId: row.id, title: "Marché de Noël", date: "Samedi", description: "Sur la place" });
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

async function save(plan: SitePlan, fields: Record<string, string>) {
  const request = postRequest(
    "/admin/seo",
    { intent: "save", siteId: site[plan], page: "home", title: "", description: "", imageUrl: "", ...fields },
    cookie[plan],
  );
  // siteAction's refusals (403 outside the plan, 409 another site's form) are data() answers too.
  return unwrap<ActionResult>(await callRoute(seoRoute.action, services, request));
}

const storedRows = () => t.db.select().from(pageSeo).orderBy(pageSeo.siteId, pageSeo.page);

async function page(plan: SitePlan, path = "/merchant") {
  const answer = await server.request("GET", `${path}?site=${site[plan]}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The content of a <meta> by its property or name. */
function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return match
    ? match[1]!
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
    : null;
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

describe("'Référencement' outside Expert", () => {
  it("refuses the action with a 403 for Pro and Essentiel, and writes nothing", async () => {
    const before = await storedRows();
    for (const plan of ["pro", "essentiel"] as const) {
      const answer = await save(plan, { title: "Traiteur à Lyon", description: "Plateaux et buffets" });
      expect(answer.status).toBe(403);
      expect(answer.data.ok).toBe(false);
      expect(answer.data.toast?.description).toContain("formule Expert");
    }
    expect(await storedRows()).toEqual(before);
  });

  it("shows the plan card instead of the editor (the loader says it is not available)", async () => {
    const data = (await callRoute(seoRoute.loader, services, new Request("http://localhost:3000/admin/seo", { headers: { cookie: cookie.pro } }))) as {
      available: boolean;
      pages: unknown[];
    };
    expect(data.available).toBe(false);
    expect(data.pages).toEqual([]);
  });
});

describe("'Référencement' on an Expert site", () => {
  it("puts the stored title and description in the public HTML, and the defaults back when they are emptied", async () => {
    const defaults = await page("expert");
    expect(titleOf(defaults)).toBe("Maison expert");
    expect(metaContent(defaults, "description")).toBe("Traiteur de quartier depuis 1998.");

    const saved = await save("expert", {
      title: "Traiteur à Lyon : plateaux et buffets",
      description: "Plateaux apéritifs, buffets et pièces montées, à commander en ligne.",
    });
    expect(saved.status).toBe(200);
    expect(saved.data.ok).toBe(true);
    expect(saved.data.toast?.title).toBe("Référencement sauvegardé");

    const html = await page("expert");
    expect(titleOf(html)).toBe("Traiteur à Lyon : plateaux et buffets");
    for (const key of ["og:title", "twitter:title"]) expect(metaContent(html, key)).toBe("Traiteur à Lyon : plateaux et buffets");
    for (const key of ["description", "og:description", "twitter:description"]) {
      expect(metaContent(html, key)).toBe("Plateaux apéritifs, buffets et pièces montées, à commander en ligne.");
    }
    // Other pages keep their defaults.
    expect(titleOf(await page("expert", "/merchant/products"))).toBe("Nos Produits — Maison expert");

    const emptied = await save("expert", { title: "  ", description: "" });
    expect(emptied.data.ok).toBe(true);
    expect(await t.db.select().from(pageSeo).where(eq(pageSeo.siteId, site.expert))).toEqual([]);
    const back = await page("expert");
    expect(titleOf(back)).toBe("Maison expert");
    expect(metaContent(back, "og:description")).toBe("Traiteur de quartier depuis 1998.");
  });

  it("refuses a title over 60 characters and a description over 155 with French messages, keeping what was typed", async () => {
    await save("expert", { title: "Titre en place" });
    const title = "T".repeat(61);
    const description = "D".repeat(156);
    const answer = await save("expert", { title, description });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({
      title: "Le titre doit faire 60 caractères au plus",
      description: "La description doit faire 155 caractères au plus",
    });
    expect(answer.data.values).toMatchObject({ title, description, page: "home" });
    const rows = await t.db.select().from(pageSeo).where(eq(pageSeo.siteId, site.expert));
    expect(rows.map((r) => r.title)).toEqual(["Titre en place"]);
    // At the limit exactly: accepted.
    expect((await save("expert", { title: "T".repeat(60), description: "D".repeat(155) })).data.ok).toBe(true);
    await save("expert", {});
  });

  it("keeps the rows when the plan loses SEO; the pages use the defaults again, and the values come back with the plan", async () => {
    await save("expert", { title: "Le meilleur traiteur du quartier" });
    await t.db.update(sites).set({ plan: "pro" }).where(eq(sites.id, site.expert));
    expect(titleOf(await page("expert"))).toBe("Maison expert");
    expect(await t.db.select().from(pageSeo).where(eq(pageSeo.siteId, site.expert))).toHaveLength(1);
    await t.db.update(sites).set({ plan: "expert" }).where(eq(sites.id, site.expert));
    expect(titleOf(await page("expert"))).toBe("Le meilleur traiteur du quartier");
    await save("expert", {});
  });
});

describe("share cards and 'Partager'", () => {
  it("names a 1200×630 JPEG share card per page, served with long cache headers, that changes with the content", async () => {
    const html = await page("expert", "/merchant/products");
    const card = metaContent(html, "og:image");
    expect(card).toMatch(new RegExp(`^http://localhost:3000/share-card/${site.expert}/products-\\d+\\.jpg$`));
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    expect(metaContent(html, "og:image:type")).toBe("image/jpeg");
    expect(metaContent(html, "twitter:image")).toBe(card);

    const response = await fetch(`${server.origin}${new URL(card!).pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([image.format, image.width, image.height]).toEqual(["jpeg", 1200, 630]);

    // A change of public content: a new address, so a shared link shows the new card.
    await t.db.update(sites).set({ name: "Maison expert & fils" }).where(eq(sites.id, site.expert));
    const after = metaContent(await page("expert", "/merchant/products"), "og:image");
    expect(after).not.toBe(card);
    // The old address is sent on to today's card (issue 23: never drawn again), for a short while only.
    const old = await fetch(`${server.origin}${new URL(card!).pathname}`, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(new URL(after!).pathname);
    expect(old.headers.get("cache-control")).toBe("public, max-age=300");
    await t.db.update(sites).set({ name: "Maison expert" }).where(eq(sites.id, site.expert));
  });

  it("draws a page's card from its own share image when it has one, and answers 404 for a draft site", async () => {
    const [hero] = await t.db.select({ url: homeContent.heroImageUrl }).from(homeContent).where(eq(homeContent.siteId, site.expert));
    const saved = await save("expert", { page: "products", imageUrl: hero!.url! });
    expect(saved.data.ok).toBe(true);
    const card = metaContent(await page("expert", "/merchant/products"), "og:image")!;
    const response = await fetch(`${server.origin}${new URL(card).pathname}`);
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([response.status, image.width, image.height]).toEqual([200, 1200, 630]);
    await save("expert", { page: "products" });

    await t.db.update(sites).set({ publishedAt: null }).where(eq(sites.id, site.expert));
    expect((await fetch(`${server.origin}${new URL(card).pathname}`)).status).toBe(404);
    await t.db.update(sites).set({ publishedAt: new Date() }).where(eq(sites.id, site.expert));
  });

  it("puts 'Partager' on the Expert site's products and events, with links that work without JavaScript", async () => {
    const productsHtml = await page("expert", "/merchant/products");
    expect(productsHtml).toMatch(/data-share="http:\/\/localhost:3000\/merchant\/products\?site=[^"#]+#produit-[0-9a-f-]+"/);
    expect(productsHtml).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    expect(productsHtml).toContain("https://wa.me/?text=");
    // Without JavaScript every button opens the page's one panel, which shares the page.
    expect(productsHtml.match(/id="partager"/g)?.length).toBe(1);
    expect(productsHtml.match(/popoverTarget="partager"/g)?.length).toBeGreaterThan(1);
    expect(productsHtml).toContain("mailto:?subject=Nos%20Produits%20%E2%80%94%20");
    const home = await page("expert");
    expect(home).toMatch(/data-share="http:\/\/localhost:3000\/merchant\?site=[^"#]+#events"/);
    expect(home.match(/id="partager"/g)?.length).toBe(1);
  });

  it("gives a non-Expert site no share button and no generated card", async () => {
    for (const plan of ["pro", "essentiel"] as const) {
      const home = await page(plan);
      expect(home).not.toContain("data-share");
      expect(home).not.toContain("/share-card/");
      expect(metaContent(home, "og:image:width")).toBeNull();
      const card = await server.request("GET", `/share-card/${site[plan]}/home-1.jpg`);
      expect(card.status).toBe(404);
    }
    expect(await page("pro", "/merchant/products")).not.toContain("data-share");
    // An unknown site, a page name we do not know, a file name that is not a card's.
    expect((await server.request("GET", `/share-card/${site.pro.replace(/.$/, "0")}/home-1.jpg`)).status).toBe(404);
    expect((await server.request("GET", `/share-card/${site.expert}/admin-1.jpg`)).status).toBe(404);
    expect((await server.request("GET", `/share-card/${site.expert}/home.png`)).status).toBe(404);
  });
});
