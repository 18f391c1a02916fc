/**
 * The demo seed against a real database and a real DATA_DIR: both sites, every section of the
 * demo site, pictures on disk as WebP ≤ 1200 px, accounts and roles, the messages and quote
 * requests the dashboard and inboxes show, idempotence, reset, and two processes starting at once.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/config.server";
import { createLogger } from "../../../server/logger";
import { createDatabase } from "~/db/connect.server";
import { createServices } from "../../../server/services";
import type { AppServices } from "~/context";
import {
  domainMappings,
  invoices,
  payments,
  products,
  productVariants,
  siteAdvisors,
  sites,
  specialHoursPeriods,
  supportMessages,
  supportRequests,
  user,
} from "~/db/schema";
import { billingOverview } from "~/features/billing/billing-overview.server";
import { parisDate } from "~/features/billing/billing-calendar";
import { addDays } from "~/lib/calendar";
import { DEMO_ACCOUNTS, DEMO_DOMAIN } from "~/features/demo/demo-accounts";
import { seedDemo, seedDemoIfEmpty } from "~/features/demo/seed-demo.server";
import { contrastRatio } from "~/lib/contrast";
import { formatMessageDate } from "~/features/messages/format-message-date";
import { countUnviewedMessages, getMessageCounts, listContactMessages } from "~/features/messages/messages.server";
import { countSpamQuotes, countUnviewedQuotes, listQuoteRequests } from "~/features/quotes/quotes.server";
import { getQuoteStats, listRecentQuotes } from "~/features/quotes/quote-stats.server";
import { listAdminProducts } from "~/features/products/products.server";
import { DEFAULT_LIST_FILTERS } from "~/features/products/product-filters";
import { sizeInName, variantPath, variantWidthsFor } from "~/features/media/responsive-image";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

let t: TestDatabase;
let dataDir: string;
let services: AppServices;
let siteId: string;
let secondSiteId: string;

function makeServices(db: TestDatabase["db"], dir: string): AppServices {
  const config = loadConfig({ ...process.env, DATA_DIR: dir, DEMO: "1", DATABASE_URL: undefined, PUBLIC_URL: undefined });
  return createServices(config, createLogger("silent"), db);
}

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-seed-demo-"));
  services = makeServices(t.db, dataDir);
});

afterAll(async () => {
  await t?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function count(table: string, where: { siteId: string } | { sql: string; params: unknown[] }): Promise<number> {
  const [clause, params] = "siteId" in where ? ["site_id = $1", [where.siteId]] : [where.sql, where.params];
  const { rows } = await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE ${clause}`, params);
  return rows[0].n;
}

async function siteIdOf(domain: string): Promise<string | undefined> {
  const rows = await t.db.select({ siteId: domainMappings.siteId }).from(domainMappings).where(eq(domainMappings.domain, domain));
  return rows[0]?.siteId;
}

/** Every /media URL stored for any site. */
async function storedMediaUrls(): Promise<string[]> {
  const { rows } = await t.pool.query<{ url: string }>(`
    SELECT url FROM (
      SELECT map_image_url AS url FROM sites
      UNION ALL SELECT logo_url FROM site_appearance
      UNION ALL SELECT hero_image_url FROM home_content
      UNION ALL SELECT highlight_image_url FROM home_content
      UNION ALL SELECT highlight_second_image_url FROM home_content
      UNION ALL SELECT image_url FROM products
      UNION ALL SELECT image_url FROM product_variants
      UNION ALL SELECT image_url FROM about_team_members
      UNION ALL SELECT image_url FROM about_partners
      UNION ALL SELECT logo_url FROM about_partners
      UNION ALL SELECT image_url FROM about_partner_images
      UNION ALL SELECT image_url FROM service_category_images
    ) refs WHERE url IS NOT NULL`);
  return [...new Set(rows.map((r) => r.url))];
}

/** The files an image URL stands for: the image and its width variants (ADR 010). */
function withVariants(urls: string[]): string[] {
  return urls.flatMap((url) => [url, ...variantWidthsFor(sizeInName(url)?.width ?? 0).map((w) => variantPath(url, w))]).sort();
}

async function mediaFiles(): Promise<string[]> {
  const root = path.join(dataDir, "media");
  const buckets = await fs.readdir(root).catch(() => []);
  const lists = await Promise.all(buckets.map(async (b) => (await fs.readdir(path.join(root, b))).map((f) => `/media/${b}/${f}`)));
  return lists.flat().sort();
}

describe("seedDemoIfEmpty on an empty database", () => {
  it("creates both sites with their domain mappings", async () => {
    const started = performance.now();
    await seedDemoIfEmpty(services);
    console.log(`demo seed: ${Math.round(performance.now() - started)} ms`);

    expect(await count("sites", { sql: "true", params: [] })).toBe(2);
    const main = await siteIdOf(DEMO_DOMAIN);
    const second = await siteIdOf("fromagerie.localhost");
    expect(main).toBeDefined();
    expect(second).toBeDefined();
    siteId = main ?? "";
    secondSiteId = second ?? "";
    expect(siteId).not.toBe(secondSiteId);
    expect(await siteIdOf(`www.${DEMO_DOMAIN}`)).toBe(siteId);
    const mappings = await t.db.select().from(domainMappings).where(eq(domainMappings.siteId, siteId));
    expect(mappings.every((m) => m.isActive)).toBe(true);
    // Issue 15: approved by an admin, the bare name the pair's 'Adresse principale'.
    expect(mappings.every((m) => m.verifiedBy === "admin" && m.verifiedAt !== null)).toBe(true);
    expect(mappings.map((m) => [m.domain, m.isCanonical]).sort()).toEqual([
      [DEMO_DOMAIN, true],
      [`www.${DEMO_DOMAIN}`, false],
    ]);

    const [site] = await t.db.select().from(sites).where(eq(sites.id, siteId));
    expect(site.name).toBe("Les Délices de Marie");
    expect(site.timezone).toBe("Europe/Paris");
    const [second2] = await t.db.select().from(sites).where(eq(sites.id, secondSiteId));
    expect(second2.name).toBe("Fromagerie du Marché");
  });

  it("gives each site to its demo owner, and each account its role", async () => {
    const accounts = await t.db.select().from(user);
    for (const demo of DEMO_ACCOUNTS) {
      const found = accounts.find((a) => a.email === demo.email);
      expect(found, demo.email).toBeDefined();
      expect(found?.role).toBe(demo.role);
    }
    const idOf = (key: string) => accounts.find((a) => a.email === DEMO_ACCOUNTS.find((d) => d.key === key)?.email)?.id;
    const rows = await t.db.select({ id: sites.id, ownerId: sites.ownerId }).from(sites);
    expect(rows.find((r) => r.id === siteId)?.ownerId).toBe(idOf("owner"));
    expect(rows.find((r) => r.id === secondSiteId)?.ownerId).toBe(idOf("owner2"));
  });

  it("fills every section of the demo site", async () => {
    const expected: Record<string, number> = {
      site_appearance: 1,
      home_content: 1,
      home_reassurance_items: 4,
      home_testimonials: 4,
      about_content: 1,
      about_journey_steps: 4,
      about_values: 4,
      about_team_members: 3,
      about_partners: 3,
      about_partner_images: 6,
      services_page_content: 1,
      service_categories: 3,
      service_faqs: 4,
      product_categories: 3,
      opening_hours: 7,
      special_hours_periods: 2,
      special_opening_hours: 7,
    };
    for (const [table, n] of Object.entries(expected)) expect(await count(table, { siteId }), table).toBe(n);
    expect(await count("home_events", { siteId })).toBeGreaterThanOrEqual(3);
    expect(await count("service_category_images", { siteId })).toBeGreaterThanOrEqual(6);
    expect(await count("products", { siteId })).toBeGreaterThanOrEqual(8);

    const { rows: home } = await t.pool.query("SELECT * FROM home_content WHERE site_id = $1", [siteId]);
    for (const column of [
      "hero_title",
      "hero_subtitle",
      "hero_image_url",
      "highlight_title",
      "highlight_description",
      "highlight_image_url",
      "highlight_second_image_url",
    ]) {
      expect(home[0][column], column).toBeTruthy();
    }
    const { rows: types } = await t.pool.query<{ type: string }>("SELECT DISTINCT type FROM home_events WHERE site_id = $1", [siteId]);
    expect(types.map((r) => r.type).sort()).toEqual(["event", "promotion"]);
    const { rows: testimonials } = await t.pool.query<{ customer_initials: string; rating: number }>("SELECT * FROM home_testimonials WHERE site_id = $1", [
      siteId,
    ]);
    expect(testimonials.every((r) => r.customer_initials.length <= 4 && r.rating >= 4 && r.rating <= 5)).toBe(true);
    const { rows: partners } = await t.pool.query("SELECT * FROM about_partners WHERE site_id = $1", [siteId]);
    expect(partners.every((p) => p.logo_url && p.image_url && p.long_description)).toBe(true);
    const { rows: team } = await t.pool.query("SELECT * FROM about_team_members WHERE site_id = $1", [siteId]);
    expect(team.every((m) => m.image_url)).toBe(true);
    const { rows: categoryImages } = await t.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM service_category_images WHERE site_id = $1 GROUP BY category_id",
      [siteId],
    );
    expect(categoryImages.every((r) => r.n >= 2 && r.n <= 3)).toBe(true);

    const [settings] = await t.db.select().from(sites).where(eq(sites.id, siteId));
    for (const key of [
      "senderEmail",
      "merchantEmail1",
      "merchantEmail2",
      "merchantPhone1",
      "merchantPhone2",
      "address",
      "metroInfo",
      "busInfo",
      "tramInfo",
      "carInfo",
      "mapImageUrl",
      "facebookUrl",
      "instagramUrl",
    ] as const) {
      expect(settings[key], key).toBeTruthy();
    }
    expect(settings.address).toContain("\n");
    expect(settings.googleMapsLink).toMatch(/^https:\/\/maps\.google\.com\/\?q=/);
    expect([settings.twitterUrl, settings.tiktokUrl, settings.linkedinUrl]).toEqual([null, null, null]);
  });

  it("has featured, inactive and single- or multi-variant products, priced from their first variant", async () => {
    const rows = await t.db.query.products.findMany({ where: eq(products.siteId, siteId), with: { variants: true } });
    expect(rows.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((p) => !p.isActive)).toHaveLength(1);
    expect(rows.some((p) => p.variants.length === 1)).toBe(true);
    expect(rows.some((p) => p.variants.length >= 2)).toBe(true);
    expect(rows.flatMap((p) => p.variants).filter((v) => !v.isActive)).toHaveLength(1);
    for (const p of rows) {
      const first = [...p.variants].sort((a, b) => a.orderIndex - b.orderIndex)[0];
      expect(p.categoryId, p.name).not.toBeNull();
      expect(p.price, p.name).toBe(first.price);
      expect(p.priceUnit, p.name).toBe(first.priceUnit);
      expect(p.imageUrl, p.name).toBe(first.imageUrl);
    }
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.siteId, siteId));
    expect(variants.every((v) => typeof v.price === "number" && v.price > 0)).toBe(true);
    // The back-office's first order ('Plus récents') is the demo list's, whatever the ids drawn.
    const listed = await listAdminProducts(t.db, siteId, DEFAULT_LIST_FILTERS);
    expect(listed.map((p) => p.name)).toEqual([...rows].sort((a, b) => a.orderIndex - b.orderIndex).map((p) => p.name));
  });

  it("has weekly hours with a lunch break and special hours in the next two months", async () => {
    const { rows: hours } = await t.pool.query("SELECT * FROM opening_hours WHERE site_id = $1 ORDER BY day_of_week", [siteId]);
    expect(hours.map((h) => h.day_of_week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hours[1].is_closed).toBe(true);
    expect(hours[2]).toMatchObject({ morning_open: "09:00", morning_close: "13:00", afternoon_open: "15:00", afternoon_close: "19:30", is_closed: false });
    expect(hours[6]).toMatchObject({ morning_open: "09:00", morning_close: "19:30", afternoon_open: null, afternoon_close: null });

    const periods = await t.db.select().from(specialHoursPeriods).where(eq(specialHoursPeriods.siteId, siteId));
    const today = new Date().toISOString().slice(0, 10);
    const inTwoMonths = new Date(Date.now() + 62 * 86_400_000).toISOString().slice(0, 10);
    for (const p of periods) {
      expect(p.startDate > today, p.title).toBe(true);
      expect(p.startDate <= inTwoMonths, p.title).toBe(true);
    }
    const single = periods.find((p) => p.isSingleDay);
    expect(single).toMatchObject({ isPeriodClosed: true });
    expect(single?.startDate).toBe(single?.endDate);
    const range = periods.find((p) => !p.isSingleDay);
    expect(range && range.endDate > range.startDate).toBe(true);
  });

  it("uses colours with readable text and a small second site", async () => {
    const { rows } = await t.pool.query("SELECT * FROM site_appearance WHERE site_id = ANY($1::uuid[])", [[siteId, secondSiteId]]);
    expect(rows).toHaveLength(2);
    for (const a of rows) {
      expect(a.logo_url).toMatch(/^\/media\/logos\//);
      expect(contrastRatio("#ffffff", a.primary_color)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio("#ffffff", a.secondary_color)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio("#ffffff", a.primary_hover_color)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio("#111827", a.accent_color)).toBeGreaterThanOrEqual(4.5);
    }
    expect(await count("home_content", { siteId: secondSiteId })).toBe(1);
    expect(await count("products", { siteId: secondSiteId })).toBe(2);
    expect(await count("opening_hours", { siteId: secondSiteId })).toBe(7);
  });

  it("writes every picture as a WebP of at most 1200 px under DATA_DIR/media", async () => {
    const urls = await storedMediaUrls();
    expect(urls.length).toBeGreaterThanOrEqual(30);
    const sizes = new Map<string, string>();
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/(about-images|hero-images|highlight-images|product-images|map-images|logos)\/\d+-[0-9a-f]+_\d+x\d+\.webp$/);
      const meta = await sharp(path.join(dataDir, url.replace(/^\/media\//, "media/"))).metadata();
      expect(meta.format, url).toBe("webp");
      expect(Math.max(meta.width ?? 0, meta.height ?? 0), url).toBeLessThanOrEqual(1200);
      sizes.set(url, `${meta.width}x${meta.height}`);
      // The name tells the size, and the narrower copies are there at their widths.
      expect(sizeInName(url), url).toEqual({ width: meta.width, height: meta.height });
      for (const width of variantWidthsFor(meta.width!)) {
        expect((await sharp(path.join(dataDir, variantPath(url, width).replace(/^\/media\//, "media/"))).metadata()).width).toBe(width);
      }
    }
    const { rows } = await t.pool.query("SELECT hero_image_url, highlight_image_url, highlight_second_image_url FROM home_content WHERE site_id = $1", [
      siteId,
    ]);
    expect(sizes.get(rows[0].hero_image_url)).toBe("1200x800");
    expect(sizes.get(rows[0].highlight_image_url)).toBe("675x1200");
    expect(sizes.get(rows[0].highlight_second_image_url)).toBe("675x1200");
    // Nothing written that the database does not reference.
    expect(await mediaFiles()).toEqual(withVariants(urls));
  });
});

/** What the back-office's data functions show of a site: the dashboard, the badges, both inboxes. */
async function inboxFigures(id: string) {
  return {
    dashboard: await getQuoteStats(t.db, id),
    recentQuotes: (await listRecentQuotes(t.db, id)).length,
    unviewedQuotes: await countUnviewedQuotes(t.db, id),
    spamQuotes: await countSpamQuotes(t.db, id),
    messages: await getMessageCounts(t.db, id),
    unreadMessages: await countUnviewedMessages(t.db, id),
  };
}

/** The demo inbox (demo-inbox.ts) as the merchant sees it. */
const DEMO_INBOX = {
  dashboard: { total: 7, new: 3, inProgress: 2, completed: 2 },
  recentQuotes: 7,
  unviewedQuotes: 2,
  spamQuotes: 0,
  messages: { inbox: 8, unread: 3, spam: 1 },
  unreadMessages: 3,
};

describe("the demo's billing (issue 24)", () => {
  it("bills the main shop three months, two paid, the last one due, through the real issuing code", async () => {
    const overview = await billingOverview(t.db, siteId);
    expect(overview?.trial.state).toBe("ended");
    expect(overview?.invoices.map((i) => i.status)).toEqual(["due", "paid", "paid"]);
    expect(overview?.invoices.every((i) => i.totalTtc === 11880 && i.plan === "expert")).toBe(true);
    // Numbered in the order of issue, the months back to back, the last one issued 5 days ago.
    const [last, middle, first] = overview!.invoices;
    const order = (number: string) => Number(number.slice(2, 6)) * 1_000_000 + Number(number.slice(7));
    expect(order(first.number)).toBeLessThan(order(middle.number));
    expect(order(middle.number)).toBeLessThan(order(last.number));
    expect(addDays(first.periodEnd, 1)).toBe(middle.periodStart);
    expect(addDays(middle.periodEnd, 1)).toBe(last.periodStart);
    expect(last.issuedOn).toBe(addDays(parisDate(new Date()), -5));
    const [paid] = await t.db.select().from(payments).where(eq(payments.invoiceId, first.id));
    expect(paid).toMatchObject({ amount: 11880, method: "transfer", reference: `VIR SEPA ${first.number}` });
  });

  it("leaves the second shop in its free start", async () => {
    const overview = await billingOverview(t.db, secondSiteId);
    expect(overview?.trial).toMatchObject({ state: "free", firstInvoiceOn: addDays(parisDate(new Date()), 20) });
    expect(overview?.invoices).toEqual([]);
  });
});

describe("the demo's support", () => {
  it("gives the Expert shop a named advisor, the demo admin, and one answered, resolved request; the second shop none", async () => {
    const [admin] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, "admin@vitrine.localhost"));
    const advisors = await t.db.select().from(siteAdvisors);
    expect(advisors).toEqual([expect.objectContaining({ siteId, advisorUserId: admin.id, name: "Claire Martin", phone: "01 84 60 12 34" })]);
    const requests = await t.db.select().from(supportRequests);
    expect(requests).toEqual([expect.objectContaining({ siteId, status: "resolved", plan: "expert", assignedUserId: admin.id })]);
    const thread = await t.db.select().from(supportMessages).where(eq(supportMessages.requestId, requests[0].id)).orderBy(supportMessages.createdAt);
    expect(thread.map((message) => message.fromSupport)).toEqual([false, true]);
    // Read after the answer: no 'Réponse reçue' waiting in her 'Aide'.
    expect(requests[0].merchantReadAt!.getTime()).toBeGreaterThan(thread[1].createdAt.getTime());
  });
});

describe("the demo's messages and quote requests", () => {
  it("fill the dashboard, the badges and both inboxes of the demo site only", async () => {
    expect(await inboxFigures(siteId)).toEqual(DEMO_INBOX);
    const empty = { total: 0, new: 0, inProgress: 0, completed: 0 };
    expect(await inboxFigures(secondSiteId)).toEqual({
      dashboard: empty,
      recentQuotes: 0,
      unviewedQuotes: 0,
      spamQuotes: 0,
      messages: { inbox: 0, unread: 0, spam: 0 },
      unreadMessages: 0,
    });
    const quotes = await listQuoteRequests(t.db, siteId);
    expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(["new", "in_progress", "completed"]));
    expect(await listQuoteRequests(t.db, siteId, "unviewed")).toHaveLength(2);
    const [spam] = await listContactMessages(t.db, siteId, "spam");
    expect(spam.spamReasons.sort()).toEqual(["hasty", "links"]);
  });

  it("are dated over the last four weeks, on the site's clock", async () => {
    const now = Date.now();
    const rows = [
      ...(await listContactMessages(t.db, siteId)),
      ...(await listContactMessages(t.db, siteId, "spam")),
      ...(await listQuoteRequests(t.db, siteId)),
    ];
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeLessThan(now);
      expect(row.createdAt.getTime()).toBeGreaterThan(now - 29 * 86_400_000);
    }
    // The newest message arrived yesterday at 18:42 in Lyon, whatever the server's zone.
    const [newest] = await listContactMessages(t.db, siteId);
    expect(newest.subject).toBe("Tarte aux pralines pour samedi");
    expect(formatMessageDate(newest.createdAt.toISOString(), "Europe/Paris")).toMatch(/ à 18:42$/);
  });

  it("enqueue no notification e-mail", async () => {
    expect(await count("mail_outbox", { sql: "true", params: [] })).toBe(0);
  });
});

describe("seeding again", () => {
  it("seedDemoIfEmpty is a no-op once a site exists", async () => {
    const files = await mediaFiles();
    await seedDemoIfEmpty(services);
    expect(await count("sites", { sql: "true", params: [] })).toBe(2);
    expect(await mediaFiles()).toEqual(files);
  });

  it("seedDemo without reset reports the existing demo", async () => {
    expect(await seedDemo(services, {})).toEqual({ created: false, siteId, secondSiteId });
    expect(await count("sites", { sql: "true", params: [] })).toBe(2);
  });

  it("keeps the demo's messages and requests as they were, once", async () => {
    expect(await inboxFigures(siteId)).toEqual(DEMO_INBOX);
    expect(await count("contact_messages", { sql: "true", params: [] })).toBe(9);
    expect(await count("quote_requests", { sql: "true", params: [] })).toBe(7);
  });

  it("seedDemo with reset recreates both sites without duplicates and drops the old pictures", async () => {
    const productsBefore = await count("products", { siteId });
    const result = await seedDemo(services, { reset: true });
    expect(result.created).toBe(true);
    expect(result.siteId).not.toBe(siteId);
    expect(result.secondSiteId).not.toBe(secondSiteId);

    expect(await count("sites", { sql: "true", params: [] })).toBe(2);
    expect(await count("domain_mappings", { sql: "true", params: [] })).toBe(3);
    expect(await siteIdOf(DEMO_DOMAIN)).toBe(result.siteId);
    expect(await siteIdOf("fromagerie.localhost")).toBe(result.secondSiteId);
    expect(await count("products", { siteId: result.siteId })).toBe(productsBefore);
    expect(await count("products", { siteId })).toBe(0);
    expect(await count("user", { sql: "true", params: [] })).toBe(DEMO_ACCOUNTS.length);
    expect(await mediaFiles()).toEqual(withVariants(await storedMediaUrls()));
    // The inbox is the new site's, once; the old one went with its site; still no e-mail.
    expect(await inboxFigures(result.siteId)).toEqual(DEMO_INBOX);
    expect(await count("contact_messages", { sql: "true", params: [] })).toBe(9);
    expect(await count("quote_requests", { sql: "true", params: [] })).toBe(7);
    expect(await count("mail_outbox", { sql: "true", params: [] })).toBe(0);
    // Issue 24: the replaced shop's invoices stay, without their site; the new shop has its own.
    expect(await count("invoices", { sql: "site_id IS NULL", params: [] })).toBe(3);
    expect(await count("invoices", { siteId: result.siteId })).toBe(3);
    expect((await t.db.select().from(invoices)).length).toBe(6);
    siteId = result.siteId;
    secondSiteId = result.secondSiteId;
  });

  it("seedDemo recreates only a missing demo site", async () => {
    await t.db.delete(sites).where(eq(sites.id, secondSiteId));
    const result = await seedDemo(services, {});
    expect(result).toMatchObject({ created: true, siteId });
    expect(result.secondSiteId).not.toBe(secondSiteId);
    expect(await count("sites", { sql: "true", params: [] })).toBe(2);
  });
});

describe("two processes starting at once", () => {
  it("seed the demo once", async () => {
    const other = await createTestDatabase();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-seed-demo-"));
    try {
      // Two pools on one database, like two server processes.
      const second = createDatabase(other.url, { max: 5 });
      try {
        await Promise.all([seedDemoIfEmpty(makeServices(other.db, dir)), seedDemoIfEmpty(makeServices(second.db, dir))]);
      } finally {
        await second.close();
      }
      const { rows } = await other.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM sites");
      expect(rows[0].n).toBe(2);
      const { rows: users } = await other.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM "user"');
      expect(users[0].n).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await other.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
