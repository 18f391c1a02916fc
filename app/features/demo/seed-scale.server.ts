/**
 * `npm run seed:scale -- --sites 10000`: many merchant sites for the 10,000-sites benchmark
 * (target 3; docs/performance.md). Each site gets its own active domain mapping
 * (`shop-00001.scale.localhost` …) and the content of scale-content.ts: every table a public page
 * reads has rows, so the EXPLAIN of the public queries at scale means something.
 *
 * Fast on purpose: rows are built in memory for a chunk of sites and written with one
 * `INSERT … SELECT * FROM unnest($1::uuid[], $2::text[], …)` per table (one parameter per
 * column, whatever the number of rows), one transaction per chunk. Table and column names and
 * types come from the Drizzle schema, so the rows go through every key and CHECK constraint.
 * Pictures are shared: one set is drawn once per DATA_DIR and every site points at it.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { AppServices } from "~/context";
import {
  aboutContent,
  aboutJourneySteps,
  aboutPartnerImages,
  aboutPartners,
  aboutTeamMembers,
  aboutValues,
  domainMappings,
  eventRsvps,
  homeContent,
  homeEvents,
  homeReassuranceItems,
  homeTestimonials,
  openingHours,
  productCategories,
  products,
  productVariants,
  serviceCategories,
  serviceCategoryImages,
  serviceFaqs,
  servicesPageContent,
  siteAppearance,
  sites,
  specialHoursPeriods,
  specialOpeningHours,
} from "~/db/schema";
import { localDateTime } from "~/lib/calendar";
import { renderDemoPictures } from "~/features/demo/demo-images.server";
import { SCALE_DOMAIN_SUFFIX, SCALE_PICTURES, scaleSite, type ScalePictureKey } from "~/features/demo/scale-content";

export type SeedScaleOptions = {
  sites: number;
  /** Remove the existing scale sites first; without it, existing ones make the seed refuse. */
  reset?: boolean;
  /** Where to write the host names, one a line (default DATA_DIR/scale-hosts.txt; null: none). */
  hostsFile?: string | null;
  /** Sites per transaction. */
  chunkSize?: number;
  onProgress?: (message: string) => void;
};

export type SeedScaleResult = { sites: number; removed: number; hosts: string[]; hostsFile: string | null; ms: number };

export class ScaleSitesExistError extends Error {
  constructor(readonly count: number) {
    super(`${count} sites de test de charge existent déjà (*${SCALE_DOMAIN_SUFFIX})\u00a0: relancez avec --reset pour les recréer.`);
    this.name = "ScaleSitesExistError";
  }
}

const TIME_ZONE = "Europe/Paris";
const DEFAULT_CHUNK = 250;

export function defaultHostsFile(dataDir: string): string {
  return path.join(dataDir, "scale-hosts.txt");
}

export async function seedScale(services: AppServices, opts: SeedScaleOptions): Promise<SeedScaleResult> {
  const started = performance.now();
  const progress = opts.onProgress ?? (() => undefined);
  const total = opts.sites;
  if (!Number.isInteger(total) || total < 1) throw new Error("--sites doit être un entier positif");
  const chunkSize = opts.chunkSize ?? DEFAULT_CHUNK;
  const pool = services.db.$client;

  const existing = await scaleSiteIds(pool);
  if (existing.length > 0 && !opts.reset) throw new ScaleSitesExistError(existing.length);
  if (existing.length > 0) await removeSites(pool, existing, chunkSize * 4, progress);

  const img = await scalePictures(services.config.dataDir, progress);
  const today = localDateTime(new Date(), TIME_ZONE).date;
  const hosts: string[] = [];
  for (let first = 1; first <= total; first += chunkSize) {
    const last = Math.min(total, first + chunkSize - 1);
    const chunk = buildChunk(first, last, img, today);
    await inTransaction(pool, async (client) => {
      // A seed chunk lost in a crash is simply seeded again: no need to wait for the disk.
      await client.query("SET LOCAL synchronous_commit = off");
      for (const [table, rows] of chunk.tables) await insertRows(client, table, rows);
    });
    hosts.push(...chunk.hosts);
    const seconds = (performance.now() - started) / 1000;
    progress(`${last}/${total} sites (${Math.round(last / seconds)} sites/s)`);
  }
  // Fresh statistics, so the planner sees 10,000 sites at once rather than after autovacuum.
  await pool.query("ANALYZE");
  services.domains.invalidate();

  const hostsFile = opts.hostsFile === undefined ? defaultHostsFile(services.config.dataDir) : opts.hostsFile;
  if (hostsFile) {
    await fs.mkdir(path.dirname(hostsFile), { recursive: true });
    await fs.writeFile(hostsFile, hosts.join("\n") + "\n");
  }
  return { sites: total, removed: existing.length, hosts, hostsFile, ms: Math.round(performance.now() - started) };
}

// ---------------------------------------------------------------------------------------------

async function scaleSiteIds(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ site_id: string }>(`SELECT DISTINCT site_id FROM "${getTableName(domainMappings)}" WHERE domain LIKE $1`, [
    `%${SCALE_DOMAIN_SUFFIX}`,
  ]);
  return rows.map((r) => r.site_id);
}

/** Deleting a site cascades to all its rows (ADR 002). */
async function removeSites(pool: pg.Pool, ids: string[], chunkSize: number, progress: (m: string) => void): Promise<void> {
  for (let i = 0; i < ids.length; i += chunkSize) {
    const part = ids.slice(i, i + chunkSize);
    await pool.query(`DELETE FROM "${getTableName(sites)}" WHERE id = ANY($1::uuid[])`, [part]);
    progress(`${Math.min(ids.length, i + chunkSize)}/${ids.length} anciens sites supprimés`);
  }
}

/**
 * One set of demo pictures per DATA_DIR, drawn on the first run and listed in
 * media/scale-pictures.json; later runs reuse the files when they are all still there.
 */
async function scalePictures(dataDir: string, progress: (m: string) => void): Promise<(key: ScalePictureKey) => string> {
  const manifest = path.join(dataDir, "media", "scale-pictures.json");
  let urls: Record<string, string> | null = null;
  try {
    const stored = JSON.parse(await fs.readFile(manifest, "utf8")) as Record<string, string>;
    const present = await Promise.all(
      SCALE_PICTURES.map((key) =>
        stored[key]
          ? fs.access(path.join(dataDir, stored[key])).then(
              () => true,
              () => false,
            )
          : false,
      ),
    );
    if (present.every(Boolean)) urls = stored;
  } catch {
    urls = null;
  }
  if (!urls) {
    progress(`${SCALE_PICTURES.length} images partagées dessinées une fois`);
    const rendered = await renderDemoPictures(dataDir, SCALE_PICTURES);
    urls = Object.fromEntries(rendered.urls);
    await fs.writeFile(manifest, JSON.stringify(urls, null, 2) + "\n");
  }
  const found = urls;
  return (key) => {
    const url = found[key];
    if (!url) throw new Error(`Scale seed: picture ${key} missing`);
    return url;
  };
}

type Row = Record<string, unknown>;
type Chunk = { hosts: string[]; tables: Array<[PgTable, Row[]]> };

/** Sites `first`…`last`, as rows per table in insertion order (parents before children). */
function buildChunk(first: number, last: number, img: (key: ScalePictureKey) => string, today: string): Chunk {
  const t = {
    sites: [] as Row[],
    domains: [] as Row[],
    appearance: [] as Row[],
    home: [] as Row[],
    about: [] as Row[],
    reassurance: [] as Row[],
    events: [] as Row[],
    testimonials: [] as Row[],
    categories: [] as Row[],
    products: [] as Row[],
    variants: [] as Row[],
    hours: [] as Row[],
    rsvps: [] as Row[],
    journey: [] as Row[],
    values: [] as Row[],
    team: [] as Row[],
    partners: [] as Row[],
    partnerImages: [] as Row[],
    servicesPage: [] as Row[],
    serviceCategories: [] as Row[],
    serviceImages: [] as Row[],
    faqs: [] as Row[],
    periods: [] as Row[],
    periodHours: [] as Row[],
  };
  const hosts: string[] = [];
  for (let n = first; n <= last; n++) {
    const c = scaleSite(n, img, today);
    const siteId = randomUUID();
    hosts.push(c.host);
    t.sites.push({ id: siteId, ...c.site });
    t.domains.push({ id: randomUUID(), domain: c.host, siteId, isActive: true, isCanonical: true, verifiedAt: new Date(), verifiedBy: "admin" });
    t.appearance.push({ siteId, ...c.appearance });
    t.home.push({ siteId, ...c.home });
    t.about.push({ siteId, ...c.about });
    c.reassurance.forEach((item, orderIndex) => t.reassurance.push({ siteId, id: randomUUID(), ...item, orderIndex }));
    c.events.forEach((event, orderIndex) => {
      const eventId = randomUUID();
      t.events.push({ siteId, id: eventId, ...event, orderIndex });
      for (let v = 0; v < (c.rsvps[orderIndex] ?? 0); v++) t.rsvps.push({ siteId, id: randomUUID(), eventId, voterKey: `scale-${n}-${orderIndex}-${v}` });
    });
    c.journey.forEach((step, orderIndex) => t.journey.push({ siteId, id: randomUUID(), ...step, orderIndex }));
    c.values.forEach((value, orderIndex) => t.values.push({ siteId, id: randomUUID(), ...value, orderIndex }));
    c.team.forEach((member, orderIndex) => t.team.push({ siteId, id: randomUUID(), ...member, orderIndex }));
    c.partners.forEach(({ images, ...partner }, orderIndex) => {
      const partnerId = randomUUID();
      t.partners.push({ siteId, id: partnerId, ...partner, orderIndex });
      images.forEach((imageUrl, i) => t.partnerImages.push({ siteId, id: randomUUID(), partnerId, imageUrl, orderIndex: i }));
    });
    t.servicesPage.push({ siteId, ...c.servicesPage });
    c.serviceCategories.forEach(({ images, ...category }, orderIndex) => {
      const categoryId = randomUUID();
      t.serviceCategories.push({ siteId, id: categoryId, ...category, orderIndex });
      images.forEach((imageUrl, i) => t.serviceImages.push({ siteId, id: randomUUID(), categoryId, imageUrl, orderIndex: i }));
    });
    c.faqs.forEach((faq, orderIndex) => t.faqs.push({ siteId, id: randomUUID(), ...faq, orderIndex }));
    t.periods.push({
      siteId,
      id: randomUUID(),
      title: c.closedDay.title,
      description: c.closedDay.description,
      startDate: c.closedDay.date,
      endDate: c.closedDay.date,
      isSingleDay: true,
      isPeriodClosed: true,
    });
    const { hours: weekHours, ...week } = c.adjustedWeek;
    const periodId = randomUUID();
    t.periods.push({ siteId, id: periodId, ...week, isSingleDay: false, isPeriodClosed: false });
    for (const h of weekHours) t.periodHours.push({ siteId, periodId, ...h });
    c.testimonials.forEach((item, orderIndex) => t.testimonials.push({ siteId, id: randomUUID(), ...item, orderIndex }));
    let productIndex = 0;
    let featuredIndex = 0;
    c.categories.forEach((category, orderIndex) => {
      const categoryId = randomUUID();
      t.categories.push({ siteId, id: categoryId, name: category.name, description: category.description, orderIndex, isActive: true });
      for (const product of category.products) {
        const productId = randomUUID();
        const [firstVariant] = product.variants;
        // price, unit and picture copied from the first variant, as the back-office does on save.
        t.products.push({
          siteId,
          id: productId,
          name: product.name,
          description: product.description,
          price: firstVariant.price,
          priceUnit: firstVariant.priceUnit,
          imageUrl: firstVariant.imageUrl,
          categoryId,
          isActive: true,
          isFeatured: product.isFeatured,
          featuredOrder: product.isFeatured ? featuredIndex++ : null,
          orderIndex: productIndex++,
        });
        product.variants.forEach((variant, variantIndex) =>
          t.variants.push({ siteId, id: randomUUID(), productId, ...variant, isActive: true, orderIndex: variantIndex }),
        );
      }
    });
    for (const h of c.openingHours) t.hours.push({ siteId, ...h });
  }
  return {
    hosts,
    tables: [
      [sites, t.sites],
      [domainMappings, t.domains],
      [siteAppearance, t.appearance],
      [homeContent, t.home],
      [aboutContent, t.about],
      [homeReassuranceItems, t.reassurance],
      [homeEvents, t.events],
      [homeTestimonials, t.testimonials],
      [productCategories, t.categories],
      [products, t.products],
      [productVariants, t.variants],
      [openingHours, t.hours],
      [eventRsvps, t.rsvps],
      [aboutJourneySteps, t.journey],
      [aboutValues, t.values],
      [aboutTeamMembers, t.team],
      [aboutPartners, t.partners],
      [aboutPartnerImages, t.partnerImages],
      [servicesPageContent, t.servicesPage],
      [serviceCategories, t.serviceCategories],
      [serviceCategoryImages, t.serviceImages],
      [serviceFaqs, t.faqs],
      [specialHoursPeriods, t.periods],
      [specialOpeningHours, t.periodHours],
    ],
  };
}

/**
 * All rows (same keys each) in one statement: one array parameter per column, typed from the
 * Drizzle column (`$1::uuid[]`, `$2::numeric(10, 2)[]` …). Columns left out take their default.
 */
async function insertRows(client: pg.PoolClient, table: PgTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]);
  const cols = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Scale seed: ${getTableName(table)} has no column ${key}`);
    return column;
  });
  const names = cols.map((c) => `"${c.name}"`).join(", ");
  const arrays = cols.map((c, i) => `$${i + 1}::${c.getSQLType()}[]`).join(", ");
  const values = keys.map((key) => rows.map((row) => row[key] ?? null));
  await client.query(`INSERT INTO "${getTableName(table)}" (${names}) SELECT * FROM unnest(${arrays})`, values);
}

async function inTransaction(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    try {
      await fn(client);
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch((rollbackErr: Error) => {
        broken = rollbackErr;
      });
      throw err;
    }
  } finally {
    client.release(broken);
  }
}
