/**
 * 'Publier sur les réseaux' (Expert), on the demo: the square image of an event and of a product
 * is a 1080×1080 JPEG drawn once per content version, its download has a French file name, the
 * caption names the item, its date, place and link; outside Expert the routes answer 403, another
 * site's id 404, an anonymous visitor goes to the login.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { AppServices } from "~/context";
import { homeEvents, products } from "~/db/schema";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { seedDemo } from "~/features/demo/seed-demo.server";
import { getPostContent } from "~/features/social/post-content.server";
import { postImage } from "~/features/social/post-image.server";
import { loader as imageLoader } from "~/routes/admin/publish-image";
import { loader as postLoader } from "~/routes/admin/publish";
import { callRoute, getRequest, refusal, sessionCookie, withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { createProduct } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteId: string;
let expertCookie: string;
let essentielCookie: string;
let eventId: string;
let eventTitle: string;
let productId: string;
let productName: string;
let otherSiteProductId: string;

const account = (key: "owner" | "owner2") => DEMO_ACCOUNTS.find((a) => a.key === key)!;

type Post = { title: string; caption: string; imageUrl: string; downloadUrl: string; fileName: string };

async function image(query: string, cookie = expertCookie): Promise<Response> {
  return callRoute<Response>(imageLoader, services, getRequest(`/admin/publier/image?${query}`, cookie));
}

async function post(query: string, cookie = expertCookie): Promise<Post> {
  const answer = await callRoute<Response>(postLoader, services, getRequest(`/admin/publier?${query}`, cookie));
  expect(answer.status).toBe(200);
  return (await answer.json()) as Post;
}

async function jpegSize(answer: Response) {
  const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  return [meta.format, meta.width, meta.height];
}

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  // The two demo shops: 'Les Délices de Marie' on Expert, the cheese shop on Essentiel; photos on disk.
  const seeded = await seedDemo(services);
  siteId = seeded.siteId;
  const owner = account("owner");
  const owner2 = account("owner2");
  expertCookie = await withSelection(services, await sessionCookie(services, owner.email, owner.password), siteId);
  essentielCookie = await withSelection(services, await sessionCookie(services, owner2.email, owner2.password), seeded.secondSiteId);
  const [event] = await t.db
    .select({ id: homeEvents.id, title: homeEvents.title })
    .from(homeEvents)
    .where(and(eq(homeEvents.siteId, siteId), eq(homeEvents.type, "event")))
    .orderBy(asc(homeEvents.orderIndex))
    .limit(1);
  const [product] = await t.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.siteId, siteId), isNotNull(products.imageUrl)))
    .orderBy(asc(products.orderIndex))
    .limit(1);
  [eventId, eventTitle, productId, productName] = [event!.id, event!.title, product!.id, product!.name];
  otherSiteProductId = (await createProduct(t.db, seeded.secondSiteId, { name: "Comté 24 mois", price: 32 })).id;
}, 120_000);

afterAll(async () => {
  await t?.drop();
});

describe("the square image", () => {
  it("is a 1080×1080 JPEG for the demo's event and product", async () => {
    for (const query of [`type=event&id=${eventId}`, `type=product&id=${productId}`]) {
      const answer = await image(query);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("image/jpeg");
      expect(answer.headers.get("Content-Disposition")).toBeNull();
      expect(await jpegSize(answer)).toEqual(["jpeg", 1080, 1080]);
    }
  });

  it("is drawn once per content version: a second opening draws nothing, an edit draws anew", async () => {
    const context = requestContext(services);
    const content = (await getPostContent(t.db, services.config.publicUrl, siteId, { type: "product", id: productId }))!;
    const first = await postImage(context, content);
    expect(await postImage(context, content)).toBe(first);
    await t.db
      .update(products)
      .set({ name: `${productName} maison` })
      .where(and(eq(products.siteId, siteId), eq(products.id, productId)));
    const edited = (await getPostContent(t.db, services.config.publicUrl, siteId, { type: "product", id: productId }))!;
    expect(edited.site.contentVersion).toBeGreaterThan(content.site.contentVersion);
    const redrawn = await postImage(context, edited);
    expect(redrawn.equals(first)).toBe(false);
    await t.db
      .update(products)
      .set({ name: productName })
      .where(and(eq(products.siteId, siteId), eq(products.id, productId)));
  });

  it("downloads under a French file name; the current version's address may be kept by the browser, privately", async () => {
    const { imageUrl, downloadUrl, fileName } = await post(`type=event&id=${eventId}`);
    expect(fileName).toMatch(/^publication-[a-z0-9-]+\.jpg$/);
    expect(fileName).toContain("atelier");
    const download = await image(downloadUrl.split("?")[1]!);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="${fileName}"`);
    expect(download.headers.get("Content-Type")).toBe("image/jpeg");
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(download.headers.get("Cache-Control")).toBe("private, max-age=86400, immutable");
    expect(Number(download.headers.get("Content-Length"))).toBe((await download.arrayBuffer()).byteLength);
    expect((await image(imageUrl.split("?")[1]!)).headers.get("Cache-Control")).toBe("private, max-age=86400, immutable");
    // Without the version (or an older one), nothing is kept.
    expect((await image(`type=event&id=${eventId}&v=1`)).headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("the caption", () => {
  it("names the event, its date and place, the site's link and the town", async () => {
    const { title, caption } = await post(`type=event&id=${eventId}`);
    expect(title).toBe(eventTitle);
    expect(caption.startsWith(`${eventTitle}\n\n`)).toBe(true);
    expect(caption).toContain("12 rue des Marronniers, 69002 Lyon");
    expect(caption).toContain("http://delices.localhost:3000/");
    expect(caption.endsWith("#Lyon")).toBe(true);
  });

  it("names the product with its French price and the products page", async () => {
    const { caption } = await post(`type=product&id=${productId}`);
    expect(caption).toMatch(new RegExp(`^${productName} – (À partir de )?\\d+(,\\d\\d)?\u00a0€`));
    expect(caption).toContain("http://delices.localhost:3000/merchant/products");
  });
});

describe("who may ask", () => {
  it("refuses a site outside Expert with a 403, whatever the id", async () => {
    for (const loader of [imageLoader, postLoader]) {
      const answer = await refusal(callRoute(loader, services, getRequest(`/admin/publier?type=product&id=${otherSiteProductId}`, essentielCookie)));
      expect(answer.status).toBe(403);
    }
  });

  it("does not find another site's row, nor a malformed request (404)", async () => {
    for (const query of [
      `type=product&id=${otherSiteProductId}`,
      `type=event&id=${productId}`,
      "type=product&id=pas-un-id",
      `type=quote&id=${productId}`,
      "",
    ]) {
      expect((await refusal(image(query))).status, query).toBe(404);
      expect((await refusal(callRoute(postLoader, services, getRequest(`/admin/publier?${query}`, expertCookie)))).status, query).toBe(404);
    }
  });

  it("sends an anonymous visitor to the login", async () => {
    for (const loader of [imageLoader, postLoader]) {
      const answer = await refusal(callRoute(loader, services, getRequest(`/admin/publier/image?type=event&id=${eventId}`)));
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/admin\/login/);
    }
  });
});
