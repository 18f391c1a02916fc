/**
 * The scale seed (npm run seed:scale, docs/performance.md) against a real database: the rows of
 * each site, every host resolving to its own site through the public resolution, the host list
 * file, shared pictures drawn once, refusal without --reset, and --reset.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context";
import { ScaleSitesExistError, seedScale, type SeedScaleResult } from "~/features/demo/seed-scale.server";
import { scaleHost } from "~/features/demo/scale-content";
import { loadStorefront } from "~/features/storefront/storefront-context.server";
import { getHomePage } from "~/features/home/home-data.server";
import { listStorefrontProducts } from "~/features/products/products.server";
import { parseProductFilters } from "~/features/products/product-filters";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";

/** No event of these sites has an end date: any date shows them all. */
const TODAY = "2026-01-01";

let t: TestDatabase;
let services: AppServices;
let first: SeedScaleResult;
let hostsFile: string;

const PER_SITE: Record<string, number> = {
  domain_mappings: 1,
  site_appearance: 1,
  home_content: 1,
  about_content: 1,
  home_reassurance_items: 4,
  home_events: 5,
  home_testimonials: 3,
  product_categories: 4,
  products: 20,
  opening_hours: 7,
  special_hours_periods: 2,
  special_opening_hours: 7,
  about_journey_steps: 2,
  about_values: 2,
  about_team_members: 1,
  about_partners: 1,
  about_partner_images: 1,
  services_page_content: 1,
  service_categories: 2,
  service_category_images: 2,
  service_faqs: 2,
};

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  hostsFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-scale-hosts-")), "hosts.txt");
  first = await seedScale(services, { sites: 3, hostsFile, chunkSize: 2 });
}, 120_000);

afterAll(async () => {
  await t?.drop();
  await fs.rm(services.config.dataDir, { recursive: true, force: true });
  await fs.rm(path.dirname(hostsFile), { recursive: true, force: true });
});

async function siteIdOf(host: string): Promise<string> {
  const { rows } = await t.pool.query<{ site_id: string }>("SELECT site_id FROM domain_mappings WHERE domain = $1 AND is_active", [host]);
  expect(rows).toHaveLength(1);
  return rows[0].site_id;
}

describe("seedScale", () => {
  it("creates each site with its own domain and a merchant's content", async () => {
    expect(first.hosts).toEqual([scaleHost(1), scaleHost(2), scaleHost(3)]);
    expect(scaleHost(1)).toBe("shop-00001.scale.localhost");
    const ids = await Promise.all(first.hosts.map(siteIdOf));
    expect(new Set(ids).size).toBe(3);
    for (const siteId of ids) {
      for (const [table, expected] of Object.entries(PER_SITE)) {
        const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE site_id = $1`, [siteId]);
        expect(rows[0].n, `${table} of ${siteId}`).toBe(expected);
      }
      // Every product has at least one active variant, and its card price is the first one's.
      const { rows: orphans } = await t.pool.query(
        `SELECT p.id FROM products p WHERE p.site_id = $1 AND NOT EXISTS (
           SELECT 1 FROM product_variants v WHERE v.site_id = p.site_id AND v.product_id = p.id AND v.order_index = 0 AND v.price = p.price)`,
        [siteId],
      );
      expect(orphans).toEqual([]);
      const { rows: site } = await t.pool.query("SELECT name, address, merchant_email_1 FROM sites WHERE id = $1", [siteId]);
      expect(site[0].name).toMatch(/^(Boulangerie|Fromagerie|Traiteur|Épicerie fine) /);
      expect(site[0].address).toContain(site[0].name);
    }
  });

  it("resolves every host to its site, whose pages have content", async () => {
    for (const host of first.hosts) {
      const request = new Request("http://localhost:3000/", { headers: { host } });
      const storefront = await loadStorefront(request, requestContext(services));
      expect(storefront?.site.id).toBe(await siteIdOf(host));
      expect(storefront?.selection).toMatchObject({ via: "domain", customDomain: host });
      const home = await getHomePage(t.db, storefront!.site.id, TODAY, (err) => {
        throw err;
      });
      expect(home.hero.title).toBe(storefront!.site.name);
      expect(home.hero.imageUrl).toMatch(/^\/media\/hero-images\/.+\.webp$/);
      expect(home.events).toHaveLength(5);
      expect(home.featuredProducts).toHaveLength(4);
      const list = await listStorefrontProducts(t.db, storefront!.site.id, parseProductFilters(new URLSearchParams()), "2026-01-01");
      expect(list).toHaveLength(20);
    }
  });

  it("writes the host list and shares one set of pictures on disk", async () => {
    expect((await fs.readFile(hostsFile, "utf8")).trim().split("\n")).toEqual(first.hosts);
    const { rows } = await t.pool.query<{ url: string }>(`
      SELECT image_url AS url FROM products UNION SELECT image_url FROM product_variants UNION SELECT hero_image_url FROM home_content
      UNION SELECT highlight_image_url FROM home_content UNION SELECT logo_url FROM site_appearance UNION SELECT map_image_url FROM sites`);
    // Every site points at the same few files, all on disk: 12 product pictures at most for any number of sites.
    for (const { url } of rows) await expect(fs.access(path.join(services.config.dataDir, url))).resolves.toBeUndefined();
    // (Each picture has its narrower copies beside it, ADR 010: count the pictures themselves.)
    const pictures = (await fs.readdir(path.join(services.config.dataDir, "media", "product-images"))).filter((name) => !/\.w\d+\.webp$/.test(name));
    expect(pictures.length).toBeLessThanOrEqual(12);
  });

  it("refuses to seed again without reset, and replaces the scale sites with it", async () => {
    await expect(seedScale(services, { sites: 2, hostsFile: null })).rejects.toBeInstanceOf(ScaleSitesExistError);
    const filesBefore = await fs.readdir(path.join(services.config.dataDir, "media", "product-images"));

    const again = await seedScale(services, { sites: 2, reset: true, hostsFile: null });
    expect(again.removed).toBe(3);
    const { rows } = await t.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM sites");
    expect(rows[0].n).toBe(2);
    const { rows: orphans } = await t.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM products");
    expect(orphans[0].n).toBe(40);
    // The pictures of the first run are reused, not drawn again.
    expect(await fs.readdir(path.join(services.config.dataDir, "media", "product-images"))).toEqual(filesBefore);
  });
});
