/**
 * The public pages run no script that could notice a broken image (ADR 046): the server checks the
 * media store and writes the placeholder into the HTML. Against the production build over HTTP:
 * a stored image is shown with its srcset; one whose file (or a srcset copy) is gone gets the
 * placeholder — the product card's, the header's logo placeholder, the map illustration.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAppearance } from "~/db/schema";
import type { AppServices } from "~/context";
import { newMediaKey } from "~/features/media/storage.server";
import { variantPath } from "~/features/media/responsive-image";
import { createProduct, createSite } from "../../support/factories";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type TestServer } from "../../support/http-server";

let t: TestDatabase;
let services: AppServices;
let server: TestServer;
let siteId: string;
const url: Record<"kept" | "gone" | "variantGone" | "logo" | "map", string> = { kept: "", gone: "", variantGone: "", logo: "", map: "" };

/** A real picture as an upload leaves it: the main file and its narrower copies. */
async function storeImage(bucket: "product-images" | "logos" | "map-images"): Promise<string> {
  const size = { width: 1200, height: 900 };
  const key = newMediaKey(bucket, size);
  const picture = (width: number) =>
    sharp({ create: { width, height: Math.round((width * 3) / 4), channels: 3, background: "#a0522d" } })
      .webp()
      .toBuffer();
  const { url: stored } = await services.media.put(key, await picture(size.width), "image/webp");
  for (const width of [400, 800]) await services.media.put(variantPath(key, width), await picture(width), "image/webp");
  return stored;
}

const keyOf = (mediaUrl: string) => mediaUrl.replace(/^\/media\//, "");

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services } = createLoggedServices(t.db, { PUBLIC_URL: "http://localhost:3000" }));
  server = await startTestServer(services);
  url.kept = await storeImage("product-images");
  url.gone = await storeImage("product-images");
  url.variantGone = await storeImage("product-images");
  url.logo = await storeImage("logos");
  url.map = await storeImage("map-images");
  // Files lost behind the database's back (a restore without the media, a hand-made deletion).
  for (const width of [0, 400, 800]) await services.media.remove(width ? variantPath(keyOf(url.gone), width) : keyOf(url.gone));
  await services.media.remove(variantPath(keyOf(url.variantGone), 400));
  await services.media.remove(keyOf(url.logo));
  await services.media.remove(keyOf(url.map));

  const site = await createSite(t.db, { name: "Épicerie du Parc", plan: "pro", address: "12 rue des Lilas, 69001 Lyon", mapImageUrl: url.map });
  siteId = site.id;
  await t.db.insert(siteAppearance).values({ siteId, logoUrl: url.logo });
  await createProduct(t.db, site, { name: "Comté 18 mois", price: 32, imageUrl: url.kept });
  await createProduct(t.db, site, { name: "Tomme de Savoie", price: 20, imageUrl: `${url.gone}#focus=30,40` });
  await createProduct(t.db, site, { name: "Saint-Marcellin", price: 4, imageUrl: url.variantGone });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

async function html(path: string): Promise<string> {
  const answer = await server.request("GET", `${path}?site=${siteId}`);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

/** The <img> of the product card titled `name`. */
function cardImage(page: string, name: string): string {
  const title = page.indexOf(`>${name}</h2>`);
  expect(title, name).toBeGreaterThan(0);
  const start = page.lastIndexOf("<article", title);
  return /<img[^>]*>/.exec(page.slice(start, title))![0];
}

describe("an image the media store lacks, on a public page", () => {
  it("is the placeholder in the products page's HTML; a stored one keeps its srcset", async () => {
    const page = await html("/merchant/products");
    expect(cardImage(page, "Comté 18 mois")).toContain(`src="${url.kept}"`);
    expect(cardImage(page, "Comté 18 mois")).toContain(`${variantPath(url.kept, 400)} 400w`);
    expect(cardImage(page, "Tomme de Savoie")).toContain('src="/placeholder.svg"');
    // One srcset copy gone is enough: the browser may pick it.
    expect(cardImage(page, "Saint-Marcellin")).toContain('src="/placeholder.svg"');
    expect(page).not.toContain(keyOf(url.gone));
    expect(page).not.toContain(keyOf(url.variantGone));
  });

  it("is the logo's placeholder in the header, and the map illustration on the contact page", async () => {
    const page = await html("/merchant/contact");
    // The header's <img> (the head's metadata still names the site's logo: not a drawn image).
    const header = page.slice(page.indexOf("<header"), page.indexOf("</header>"));
    expect(header).toContain('src="/placeholder-logo.svg"');
    expect(header).not.toContain(keyOf(url.logo));
    expect(page).toContain('aria-label="Plan indisponible"');
    expect(page).not.toContain(keyOf(url.map));
  });
});
