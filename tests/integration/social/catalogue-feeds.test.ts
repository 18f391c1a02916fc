/**
 * The Expert plan's catalogue feeds, against the production build over HTTP: Meta's CSV read back
 * with a strict RFC 4180 reader and Google's RSS with fast-xml-parser, checked against the fields
 * and formats both networks require; every variant a visitor sees present and nothing else (an
 * inactive or ended product, another site's); 404 outside a published Expert site; a formula
 * neutralised in the CSV; the page cache and the ETag; the 'Réseaux sociaux' screen's loader.
 */
import sharp from "sharp";
import { parse as parseXml, validate as validateXml } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gte, isNotNull, isNull, or } from "drizzle-orm";
import type { AppServices } from "~/context";
import { products, productVariants, sites } from "~/db/schema";
import { seedDemo } from "~/features/demo/seed-demo.server";
import { DEMO_DOMAIN } from "~/features/demo/demo-accounts";
import { newMediaKey } from "~/features/media/storage.server";
import { variantPath } from "~/features/media/responsive-image";
import { localDateTime } from "~/lib/calendar";
import * as socialRoute from "~/routes/admin/social";
import * as googleFeedRoute from "~/routes/social/catalogue-google";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type Answer, type TestServer } from "../../support/http-server";
import { callRoute, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { createOwner, createProduct, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let server: TestServer;
let demoId: string;
let imageUrl: string;
const ORIGIN = "http://localhost:3000";
const ids = {
  expert: "",
  other: "",
  pro: "",
  draft: "",
  grouped: "",
  groupedVariants: [] as string[],
  hiddenVariant: "",
  single: "",
  noVariant: "",
  inactive: "",
  ended: "",
  endsToday: "",
  endsTodayVariant: "",
  noPhoto: "",
  otherProduct: "",
};
let expertCookie = "";
let proCookie = "";

/** A product's variant, written as the products dialog leaves it. */
async function variant(
  siteId: string,
  productId: string,
  fields: { name: string; price: number; description?: string; isActive?: boolean; orderIndex?: number },
) {
  const [row] = await t.db
    .insert(productVariants)
    .values({ siteId, productId, ...fields })
    .returning({ id: productVariants.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services } = createLoggedServices(t.db, { PUBLIC_URL: ORIGIN }));
  await services.contentVersions.start();
  server = await startTestServer(services);
  demoId = (await seedDemo(services)).siteId;
  // The demo merchant is the Expert one; said again so this file does not depend on it.
  await t.db.update(sites).set({ plan: "expert" }).where(eq(sites.id, demoId));

  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c08040" } })
    .webp()
    .toBuffer();
  // The main file and its narrower copies, as an upload leaves them.
  const key = newMediaKey("product-images", { width: 1200, height: 900 });
  ({ url: imageUrl } = await services.media.put(key, photo, "image/webp"));
  for (const width of [400, 800]) await services.media.put(variantPath(key, width), photo, "image/webp");
  const image = `${imageUrl}#focus=40,60`;

  const expert = await createSite(t.db, { name: "Épicerie <Fine> & Fils", plan: "expert" });
  ids.expert = expert.id;
  const grouped = await createProduct(t.db, expert, { name: "Confiture", description: "Fruits du verger, cuits en chaudron.", imageUrl: image, price: 6 });
  ids.grouped = grouped.id;
  ids.groupedVariants = [
    await variant(expert.id, grouped.id, { name: "Abricot", price: 6, orderIndex: 0 }),
    await variant(expert.id, grouped.id, { name: "Fraise", price: 6.5, description: "Fraises de Carpentras.", orderIndex: 1 }),
  ];
  ids.hiddenVariant = await variant(expert.id, grouped.id, { name: "Rhubarbe", price: 7, isActive: false, orderIndex: 2 });
  const single = await createProduct(t.db, expert, {
    name: '=HYPERLINK("http://pirate.example","Promo")',
    description: 'Sablés <b>au beurre</b> & "fleur de sel"\r\nligne deux',
    imageUrl: image,
    price: 18.5,
  });
  ids.single = single.id;
  await variant(expert.id, single.id, { name: "Boîte", price: 18.5 });
  // Older rows have no variant: the product's own price makes the item.
  ids.noVariant = (await createProduct(t.db, expert, { name: "Panier garni", imageUrl: image, price: 42 })).id;
  const today = localDateTime(new Date(), "Europe/Paris").date;
  ids.inactive = (await createProduct(t.db, expert, { name: "Produit retiré", imageUrl: image, isActive: false })).id;
  await variant(expert.id, ids.inactive, { name: "Seul", price: 3 });
  ids.ended = (await createProduct(t.db, expert, { name: "Bûche de Noël passée", imageUrl: image, endDate: "2020-01-05" })).id;
  await variant(expert.id, ids.ended, { name: "Seule", price: 30 });
  ids.endsToday = (await createProduct(t.db, expert, { name: "Galette du jour", imageUrl: image, endDate: today })).id;
  ids.endsTodayVariant = await variant(expert.id, ids.endsToday, { name: "Six parts", price: 21 });
  ids.noPhoto = (await createProduct(t.db, expert, { name: "Pain sans photo" })).id;
  await variant(expert.id, ids.noPhoto, { name: "Seul", price: 2.2 });

  const other = await createSite(t.db, { name: "Autre boutique", plan: "expert" });
  ids.other = other.id;
  ids.otherProduct = (await createProduct(t.db, other, { name: "SECRET-AUTRE-SITE", imageUrl: image, price: 9 })).id;
  const pro = await createSite(t.db, { name: "Boutique Pro", plan: "pro" });
  ids.pro = pro.id;
  await createProduct(t.db, pro, { name: "Produit Pro", imageUrl: image, price: 9 });
  const draft = await createSite(t.db, { name: "Brouillon Expert", plan: "expert", publishedAt: null });
  ids.draft = draft.id;
  await createProduct(t.db, draft, { name: "Produit brouillon", imageUrl: image, price: 9 });

  for (const [site, set] of [
    [expert, (c: string) => (expertCookie = c)],
    [pro, (c: string) => (proCookie = c)],
  ] as const) {
    const owner = await createOwner(t.db, { site, auth: services.auth });
    set(await withSelection(services, await sessionCookie(services, owner.email, owner.password!), site.id));
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  await services?.contentVersions.stop();
  await t?.drop();
});

// ---------------------------------------------------------------------------------------------
// Readers

/** RFC 4180, strictly: CRLF after every record, quoted fields with doubled quotes, no stray quote or bare LF. */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = "";
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r") {
        if (text[i] === '"' || text[i] === "\n") throw new Error(`stray ${JSON.stringify(text[i])} at ${i}`);
        field += text[i];
        i += 1;
      }
    }
    record.push(field);
    if (text[i] === ",") {
      i += 1;
      continue;
    }
    if (text.slice(i, i + 2) !== "\r\n") throw new Error(`expected CRLF at ${i}`);
    i += 2;
    records.push(record);
    record = [];
  }
  if (record.length > 0) throw new Error("last record without CRLF");
  const width = records[0]?.length ?? 0;
  for (const r of records) if (r.length !== width) throw new Error("records of different lengths");
  return records;
}

type Item = Record<string, string>;

function metaItems(csv: string): Item[] {
  const [header, ...rows] = readCsv(csv);
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

const XML_ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** This version of the parser leaves entities as written: they are decoded here, as any XML reader does. */
function decodeXml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    const decoded = XML_ENTITIES[name];
    if (decoded === undefined) throw new Error(`unknown entity ${whole}`);
    return decoded;
  });
}

function googleItems(xml: string): { channel: Item; items: Item[] } {
  expect(validateXml(xml)).toBe(true);
  const doc = parseXml(xml, {
    ignoreAttributes: false,
    parseNodeValue: false,
    parseAttributeValue: false,
    trimValues: false,
    arrayMode: (tagName: string) => tagName === "item",
    tagValueProcessor: decodeXml,
    attrValueProcessor: decodeXml,
  }) as { rss: { "@_version": string; "@_xmlns:g": string; channel: Item & { item?: Item[] } } };
  expect(doc.rss["@_version"]).toBe("2.0");
  expect(doc.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
  const { item = [], ...channel } = doc.rss.channel;
  // The g: prefix taken off, so both feeds' items read alike.
  return { channel, items: item.map((entry) => Object.fromEntries(Object.entries(entry).map(([key, value]) => [key.replace(/^g:/, ""), value]))) };
}

const feed = (path: string, site?: string, headers: Record<string, string> = {}) =>
  server.request("GET", site ? `${path}?site=${site}` : path, { headers: { "accept-encoding": "identity", ...headers } });

async function bothFeeds(site?: string, headers?: Record<string, string>): Promise<{ meta: Item[]; google: Item[]; answers: Answer[] }> {
  const [csv, xml] = await Promise.all([feed("/catalogue/meta.csv", site, headers), feed("/catalogue/google.xml", site, headers)]);
  expect(csv.status).toBe(200);
  expect(xml.status).toBe(200);
  expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(xml.headers["content-type"]).toBe("application/xml; charset=utf-8");
  return { meta: metaItems(csv.body), google: googleItems(xml.body).items, answers: [csv, xml] };
}

/** What both specs require of every item, in their formats. */
function expectValidItem(item: Item, kind: "meta" | "google") {
  for (const field of ["id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand"]) {
    expect(item[field], `${kind} ${field}`).toBeTruthy();
  }
  expect(item.availability).toBe(kind === "meta" ? "in stock" : "in_stock");
  expect(item.condition).toBe("new");
  expect(item.price).toMatch(/^\d+\.\d{2} EUR$/);
  expect(item.link).toMatch(/^https?:\/\/[^\s]+#produit-[0-9a-f-]{36}$/);
  // The stored main file (at most 1200 px, its size in its name), never a narrower copy or the focal point.
  expect(item.image_link).toMatch(/^https?:\/\/[^\s#]+\/product-images\/[^/\s#]+_\d{1,4}x\d{1,4}\.webp$/);
  expect(item.image_link).not.toMatch(/\.w\d+\.webp$/);
  expect(item.title!.length).toBeLessThanOrEqual(150);
}

// ---------------------------------------------------------------------------------------------

describe("the demo merchant's feeds", () => {
  it("parse, and carry every variant a visitor sees that has a photo, on the demo's own host", async () => {
    const { meta, google } = await bothFeeds(undefined, { host: DEMO_DOMAIN });
    const today = localDateTime(new Date(), "Europe/Paris").date;
    const visible = await t.db
      .select({ variantId: productVariants.id, productId: products.id })
      .from(productVariants)
      .innerJoin(products, and(eq(products.siteId, productVariants.siteId), eq(products.id, productVariants.productId)))
      .where(
        and(
          eq(products.siteId, demoId),
          eq(products.isActive, true),
          eq(productVariants.isActive, true),
          isNotNull(products.imageUrl),
          or(isNull(products.endDate), gte(products.endDate, today)),
        ),
      );
    expect(visible.length).toBeGreaterThan(3);
    for (const items of [meta, google]) {
      expect(items.map((item) => item.id).sort()).toEqual(visible.map((row) => row.variantId).sort());
    }
    for (const item of meta) expectValidItem(item, "meta");
    for (const item of google) expectValidItem(item, "google");
    // On the demo's main address, and its name as the brand.
    expect(meta.every((item) => item.link!.startsWith(`http://${DEMO_DOMAIN}:3000/merchant/products#produit-`))).toBe(true);
    expect(new Set(google.map((item) => item.brand))).toEqual(new Set(["Les Délices de Marie"]));
    // A product of several variants groups them.
    const groups = new Map<string, number>();
    for (const row of visible) groups.set(row.productId, (groups.get(row.productId) ?? 0) + 1);
    for (const item of meta) {
      const productId = visible.find((row) => row.variantId === item.id)!.productId;
      expect(item.item_group_id).toBe(groups.get(productId)! > 1 ? productId : "");
    }
  });
});

describe("a site's feeds, item by item", () => {
  it("has one item per active variant of the products a visitor sees, and nothing else", async () => {
    const { meta, google } = await bothFeeds(ids.expert);
    const expected = [...ids.groupedVariants, ids.noVariant, ids.endsTodayVariant].sort();
    for (const items of [meta, google]) {
      // The single product's one variant too.
      const got = items.map((item) => item.id);
      expect(got.filter((id) => expected.includes(id)).sort()).toEqual(expected);
      expect(got).toHaveLength(expected.length + 1);
      for (const absent of [ids.hiddenVariant, ids.inactive, ids.ended, ids.noPhoto, ids.otherProduct]) expect(got).not.toContain(absent);
      const text = JSON.stringify(items);
      for (const name of ["Produit retiré", "Bûche de Noël passée", "Pain sans photo", "SECRET-AUTRE-SITE", "Rhubarbe"]) expect(text).not.toContain(name);
    }
    for (const item of meta) expectValidItem(item, "meta");
    for (const item of google) expectValidItem(item, "google");
  });

  it("writes each field as the specs ask", async () => {
    const { meta, google } = await bothFeeds(ids.expert);
    for (const items of [meta, google]) {
      const byId = new Map(items.map((item) => [item.id, item]));
      const [abricot, fraise] = ids.groupedVariants.map((id) => byId.get(id)!);
      expect(abricot).toMatchObject({
        item_group_id: ids.grouped,
        title: "Confiture – Abricot",
        description: "Fruits du verger, cuits en chaudron.",
        price: "6.00 EUR",
      });
      expect(fraise).toMatchObject({ item_group_id: ids.grouped, title: "Confiture – Fraise", description: "Fraises de Carpentras.", price: "6.50 EUR" });
      expect(byId.get(ids.noVariant)).toMatchObject({ title: "Panier garni", description: "Panier garni", price: "42.00 EUR" });
      expect(byId.get(ids.noVariant)!.item_group_id ?? "").toBe("");
      expect(abricot!.link).toBe(`${ORIGIN}/merchant/products?site=${ids.expert}#produit-${ids.grouped}`);
      expect(abricot!.image_link).toBe(`${ORIGIN}${imageUrl}`);
      expect(abricot!.brand).toBe("Épicerie <Fine> & Fils");
    }
  });

  it("links to anchors the products page has", async () => {
    const page = await server.request("GET", `/merchant/products?site=${ids.expert}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`id="produit-${ids.grouped}"`);
    expect(page.body).toContain(`id="produit-${ids.noVariant}"`);
  });

  it("neutralises a formula in the CSV and escapes the XML", async () => {
    const { meta, google } = await bothFeeds(ids.expert);
    const csvItem = meta.find((item) => item.title!.includes("HYPERLINK"))!;
    expect(csvItem.title).toBe(`'=HYPERLINK("http://pirate.example","Promo")`);
    // Plain text on one line; the quotes and markup kept as text, read back whole.
    expect(csvItem.description).toBe('Sablés <b>au beurre</b> & "fleur de sel" ligne deux');
    const xmlItem = google.find((item) => item.title!.includes("HYPERLINK"))!;
    expect(xmlItem.title).toBe('=HYPERLINK("http://pirate.example","Promo")');
    expect(xmlItem.description).toBe('Sablés <b>au beurre</b> & "fleur de sel" ligne deux');
    const raw = await feed("/catalogue/google.xml", ids.expert);
    expect(raw.body).not.toContain("<b>");
    expect(googleItems(raw.body).channel.title).toBe("Épicerie <Fine> & Fils");
  });
});

describe("who has feeds", () => {
  it("answers 404 on a Pro site, a draft, the platform itself and an unknown site", async () => {
    for (const site of [ids.pro, ids.draft, undefined, "00000000-0000-4000-8000-000000000000"]) {
      for (const path of ["/catalogue/meta.csv", "/catalogue/google.xml"]) {
        const answer = await feed(path, site);
        expect(answer.status, `${path} ${site}`).toBe(404);
        expect(answer.body).not.toContain("Produit");
      }
    }
  });

  it("never shows another site's products on a merchant's host", async () => {
    const answer = await feed("/catalogue/meta.csv", ids.other, { host: DEMO_DOMAIN });
    // Another site's ?site= on the demo's domain goes to the platform host, as every public page does.
    expect(answer.status).toBe(302);
    expect(answer.body).not.toContain("SECRET-AUTRE-SITE");
    const demo = await feed("/catalogue/google.xml", undefined, { host: DEMO_DOMAIN });
    expect(demo.status).toBe(200);
    for (const id of [ids.otherProduct, ids.grouped, ids.noVariant]) expect(demo.body).not.toContain(id);
  });
});

describe("kept current by the content version", () => {
  it("is stored by the page cache, answers 304 to its ETag, and changes with the products", async () => {
    const first = await feed("/catalogue/google.xml", ids.expert);
    const second = await feed("/catalogue/google.xml", ids.expert);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await feed("/catalogue/google.xml", ids.expert, { "if-none-match": String(second.headers.etag) });
    expect(revalidated.status).toBe(304);
    const csv = await feed("/catalogue/meta.csv", ids.expert);
    expect((await feed("/catalogue/meta.csv", ids.expert)).headers["x-cache"]).toBe("HIT");

    await t.db
      .update(products)
      .set({ name: "Confiture maison" })
      .where(and(eq(products.siteId, ids.expert), eq(products.id, ids.grouped)));
    await expect.poll(async () => (await feed("/catalogue/google.xml", ids.expert)).body, { timeout: 3000 }).toContain("Confiture maison – Abricot");
    const after = await feed("/catalogue/meta.csv", ids.expert);
    expect(after.body).toContain("Confiture maison – Fraise");
    expect(after.headers.etag).not.toBe(csv.headers.etag);
  });
});

describe("the feed's own ETag (a fetcher's conditional request, the page cache aside)", () => {
  const ask = (headers: Record<string, string> = {}) =>
    callRoute<Response>(googleFeedRoute.loader, services, new Request(`${ORIGIN}/catalogue/google.xml?site=${ids.expert}`, { headers }));

  it("names the content version: 304 while it holds, a new body once the products change", async () => {
    const first = await ask();
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"google-/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const again = await ask({ "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    await t.db
      .update(products)
      .set({ description: "Au sucre de canne." })
      .where(and(eq(products.siteId, ids.expert), eq(products.id, ids.grouped)));
    const changed = await ask({ "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(await changed.text()).toContain("Au sucre de canne.");
  });
});

describe("the 'Réseaux sociaux' screen", () => {
  type LoaderData = Awaited<ReturnType<typeof socialRoute.loader>>;
  const load = async (cookie: string) =>
    (await callRoute(socialRoute.loader, services, new Request(`${ORIGIN}/admin/reseaux`, { headers: { cookie } }))) as LoaderData;

  it("gives the two addresses, the item count and the products left out", async () => {
    const data = await load(expertCookie);
    expect(data.lock).toBeNull();
    expect(data.screen).toMatchObject({
      loadError: false,
      published: true,
      feeds: [
        { kind: "meta", url: `${ORIGIN}/catalogue/meta.csv?site=${ids.expert}` },
        { kind: "google", url: `${ORIGIN}/catalogue/google.xml?site=${ids.expert}` },
      ],
      itemCount: 5,
      leftOut: [{ productId: ids.noPhoto, name: "Pain sans photo", reason: "sans photo" }],
    });
  });

  it("is the plan card outside Expert, reading nothing", async () => {
    const data = await load(proCookie);
    expect(data.lock).toMatchObject({ feature: "share" });
    expect(data.screen).toBeNull();
  });
});

describe("the codes proving the site to Google and Meta", () => {
  const post = async (cookie: string, siteId: string, fields: Record<string, string>) =>
    unwrap<ActionResult>(
      await callRoute(socialRoute.action, services, postRequest("/admin/reseaux", { intent: "save-verification", siteId, ...fields }, cookie)),
    );
  const codesOf = async (siteId: string) =>
    (await t.db.select({ google: sites.googleSiteVerification, meta: sites.facebookDomainVerification }).from(sites).where(eq(sites.id, siteId)))[0];
  const homeHead = async (siteId: string) => {
    const html = (await server.request("GET", `/?site=${siteId}`, { headers: { "accept-encoding": "identity" } })).body;
    return html.slice(0, html.indexOf("</head>"));
  };

  it("saves a pasted meta tag's code and a bare code, and writes both in the home's head only", async () => {
    const google = "Zq3_Yh-8vB2kLmN0pQrStUvWxYz1234567890abcdEf";
    const answer = await post(expertCookie, ids.expert, {
      google: `  <meta name="google-site-verification" content="${google}" />  `,
      meta: "k9x2m4p6q8r0t1v3w5y7z9a2b4c6d8",
    });
    expect(answer.status).toBe(200);
    expect(answer.data.ok).toBe(true);
    expect(await codesOf(ids.expert)).toEqual({ google, meta: "k9x2m4p6q8r0t1v3w5y7z9a2b4c6d8" });
    const head = await homeHead(ids.expert);
    expect(head).toContain(`<meta name="google-site-verification" content="${google}"/>`);
    expect(head).toContain(`<meta name="facebook-domain-verification" content="k9x2m4p6q8r0t1v3w5y7z9a2b4c6d8"/>`);
    const products = (await server.request("GET", `/merchant/products?site=${ids.expert}`, { headers: { "accept-encoding": "identity" } })).body;
    expect(products).not.toContain("google-site-verification");
    // Emptied: no tag any more.
    expect((await post(expertCookie, ids.expert, { google: "", meta: "" })).data.ok).toBe(true);
    expect(await codesOf(ids.expert)).toEqual({ google: null, meta: null });
    expect(await homeHead(ids.expert)).not.toContain("site-verification");
  });

  it("refuses what is not a code, naming the field, keeping what was typed, writing nothing", async () => {
    await post(expertCookie, ids.expert, { google: "bon-code-google-123", meta: "" });
    const attack = '"><script>alert(1)</script>';
    const refused = await post(expertCookie, ids.expert, { google: attack, meta: "court" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.data.errors ?? {}).sort()).toEqual(["google", "meta"]);
    expect(refused.data.values).toEqual({ google: attack, meta: "court" });
    expect(await codesOf(ids.expert)).toEqual({ google: "bon-code-google-123", meta: null });
    expect(await homeHead(ids.expert)).not.toContain("<script>alert");
  });

  it("refuses a site outside Expert (403) and another site's form (409), writing nothing", async () => {
    expect((await post(proCookie, ids.pro, { google: "code-google-pro-123", meta: "" })).status).toBe(403);
    expect(await codesOf(ids.pro)).toEqual({ google: null, meta: null });
    expect((await post(expertCookie, ids.other, { google: "code-google-autre-123", meta: "" })).status).toBe(409);
    expect(await codesOf(ids.other)).toEqual({ google: null, meta: null });
  });
});
