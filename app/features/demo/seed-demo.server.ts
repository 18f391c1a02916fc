/**
 * The demo: three accounts, "Les Délices de Marie" (every section of every public page filled)
 * and "Fromagerie du Marché" (a little content, for tenant-isolation tests).
 *
 * - `seedDemoIfEmpty` runs at every server start in demo mode and does nothing once any site
 *   exists. `seedDemo` backs `npm run seed` (creates what is missing) and `--reset` (replaces
 *   the demo sites).
 * - Both run under a PostgreSQL session advisory lock, so processes starting together (several
 *   servers, a server and `npm run seed`) seed once: the second waits, then re-checks. A session
 *   lock rather than a transaction lock because the accounts are created through better-auth on
 *   its own connections, and two concurrent upserts of one e-mail would collide.
 * - The pictures are drawn and written first; every row then goes in one transaction. If it
 *   fails, the files just written are removed and the database is unchanged.
 * - The demo's contact messages and quote requests (demo-inbox.ts) come with its site, so they are
 *   created exactly when the site is. They go straight into the forms' tables, as received over
 *   the last weeks: no notification e-mail is enqueued for them.
 * - Once its rows are in, the main shop's English and German are published on every page, and its
 *   Spanish is under way (seed-demo-translations.server.ts): they are read from the pages' fields,
 *   which need the site's rows committed, so they follow the transaction.
 * - So do its invoices (demo-billing.server.ts): the main shop's three months, two paid, and the
 *   second shop's free start, issued by the real billing code with back-dated days, no mail. A
 *   reset leaves the replaced site's invoices in place (an invoice is never deleted, ADR 033).
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AppServices } from "~/context";
import type { Database, DatabaseOrTransaction, Transaction } from "~/db/connect.server";
import {
  aboutContent,
  aboutJourneySteps,
  aboutPartnerImages,
  aboutPartners,
  aboutTeamMembers,
  aboutValues,
  contactMessages,
  domainMappings,
  homeContent,
  homeEvents,
  homeReassuranceItems,
  homeTestimonials,
  openingHours,
  productCategories,
  products,
  productVariants,
  quoteRequests,
  serviceCategories,
  serviceCategoryImages,
  serviceFaqs,
  servicesPageContent,
  siteAppearance,
  sites,
  specialHoursPeriods,
  specialOpeningHours,
  user,
} from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import {
  type DemoSite,
  MAIN_SITE_DOMAINS,
  MAIN_SITE_NAME,
  type PictureUrl,
  SECOND_SITE_DOMAIN,
  SECOND_SITE_NAME,
  mainSite,
  secondSite,
} from "~/features/demo/demo-content";
import { localDateTime } from "~/lib/calendar";
import { seedDemoBilling } from "~/features/demo/demo-billing.server";
import { seedDemoSupport } from "~/features/demo/demo-support.server";
import type { DemoPictureKey } from "~/features/demo/demo-illustrations";
import type { Received } from "~/features/demo/demo-inbox";
import { mediaFilesOf, removeFiles, renderDemoPictures } from "~/features/demo/demo-images.server";
import { seedDemoTranslations } from "~/features/demo/seed-demo-translations.server";
import { slugFromName } from "~/features/sites/site-slug";

const SEED_LOCK = "vitrine:demo-seed";
const DEMO_TIME_ZONE = "Europe/Paris";

export type SeedDemoResult = { created: boolean; siteId: string; secondSiteId: string };

/** At server start in demo mode: seeds only a platform without any site. */
export async function seedDemoIfEmpty(services: AppServices): Promise<void> {
  if (await anySiteExists(services.db)) return;
  await withSeedLock(services.db, async () => {
    // Another process may have seeded while this one waited for the lock.
    if (await anySiteExists(services.db)) return;
    await createDemo(services, { main: true, second: true, replace: [] });
  });
}

/** `npm run seed`: creates the demo sites that are missing; with `reset`, replaces both. */
export async function seedDemo(services: AppServices, opts: { reset?: boolean } = {}): Promise<SeedDemoResult> {
  return withSeedLock(services.db, async () => {
    const found = await findDemoSites(services.db);
    const [mainId] = found.main;
    const [secondId] = found.second;
    if (!opts.reset && mainId && secondId) return { created: false, siteId: mainId, secondSiteId: secondId };

    const plan = opts.reset ? { main: true, second: true, replace: [...found.main, ...found.second] } : { main: !mainId, second: !secondId, replace: [] };
    const made = await createDemo(services, plan);
    const siteId = made.main ?? mainId;
    const secondSiteId = made.second ?? secondId;
    if (!siteId || !secondSiteId) throw new Error("Demo seed: a demo site is missing after seeding");
    return { created: true, siteId, secondSiteId };
  });
}

// ---------------------------------------------------------------------------------------------

async function anySiteExists(db: DatabaseOrTransaction): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).limit(1);
  return rows.length > 0;
}

/**
 * The demo sites: those its domains map to, plus any site with a demo name owned by the matching
 * demo account (e.g. after its mapping was removed in the back-office). Mapped ones come first.
 */
async function findDemoSites(db: DatabaseOrTransaction): Promise<{ main: string[]; second: string[] }> {
  const [owner, owner2] = [accountEmail("owner"), accountEmail("owner2")];
  const mapped = await db
    .select({ domain: domainMappings.domain, siteId: domainMappings.siteId })
    .from(domainMappings)
    .where(inArray(domainMappings.domain, [...MAIN_SITE_DOMAINS, SECOND_SITE_DOMAIN]));
  const named = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .innerJoin(user, eq(sites.ownerId, user.id))
    .where(or(and(eq(sites.name, MAIN_SITE_NAME), eq(user.email, owner)), and(eq(sites.name, SECOND_SITE_NAME), eq(user.email, owner2))));
  const unique = (ids: string[]) => [...new Set(ids)];
  return {
    main: unique([
      ...mapped.filter((m) => m.domain !== SECOND_SITE_DOMAIN).map((m) => m.siteId),
      ...named.filter((n) => n.name === MAIN_SITE_NAME).map((n) => n.id),
    ]),
    second: unique([
      ...mapped.filter((m) => m.domain === SECOND_SITE_DOMAIN).map((m) => m.siteId),
      ...named.filter((n) => n.name === SECOND_SITE_NAME).map((n) => n.id),
    ]),
  };
}

function accountEmail(key: (typeof DEMO_ACCOUNTS)[number]["key"]): string {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`Demo account ${key} is not defined`);
  return account.email;
}

async function withSeedLock<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [SEED_LOCK]);
    try {
      return await fn();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [SEED_LOCK]).catch((err: Error) => {
        broken = err; // the lock ends with the session: drop this connection
      });
    }
  } finally {
    client.release(broken);
  }
}

type Plan = { main: boolean; second: boolean; replace: string[] };

async function createDemo(services: AppServices, plan: Plan): Promise<{ main?: string; second?: string }> {
  const { db, config, logger } = services;
  const started = performance.now();

  const owners = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const { id } = await upsertUserWithPassword(services.auth, db, {
      email: account.email,
      password: account.password,
      role: account.role,
      name: displayName(account.key),
    });
    owners.set(account.key, id);
  }
  const ownerOf = (key: string) => {
    const id = owners.get(key);
    if (!id) throw new Error(`Demo account ${key} was not created`);
    return id;
  };

  // Which pictures do the sites use? Build once with a recording resolver, then draw only those.
  const today = localDateTime(new Date(), DEMO_TIME_ZONE).date;
  const wanted = new Set<DemoPictureKey>();
  const record: PictureUrl = (key) => {
    wanted.add(key);
    return "";
  };
  if (plan.main) mainSite(record, today);
  if (plan.second) secondSite(record);
  const pictures = await renderDemoPictures(config.dataDir, wanted);
  const img: PictureUrl = (key) => {
    const url = pictures.urls.get(key);
    if (!url) throw new Error(`Demo picture ${key} was not rendered`);
    return url;
  };

  let replacedMedia: string[] = [];
  let made: { main?: string; second?: string };
  try {
    made = await db.transaction(async (tx) => {
      if (plan.replace.length > 0) {
        replacedMedia = await mediaUrls(
          tx,
          sql`site_id IN (${sql.join(
            plan.replace.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
        await tx.delete(sites).where(inArray(sites.id, plan.replace));
      }
      const out: { main?: string; second?: string } = {};
      if (plan.main) out.main = await insertSite(tx, ownerOf("owner"), mainSite(img, today));
      if (plan.second) out.second = await insertSite(tx, ownerOf("owner2"), secondSite(img));
      // The Délices' paid and due invoices, the Fromagerie's free start (demo-billing.server.ts).
      await seedDemoBilling(tx, config, out, ownerOf("admin"));
      // The Délices' advisor and a resolved request (demo-support.server.ts).
      await seedDemoSupport(tx, out.main, { admin: ownerOf("admin"), owner: ownerOf("owner") });
      return out;
    });
  } catch (err) {
    await removeFiles(pictures.files);
    throw err;
  }

  // The main shop's English, German and Spanish, read from its pages as they now stand.
  if (made.main) {
    const untranslated = await seedDemoTranslations(db, made.main);
    if (untranslated.length > 0) {
      const fields = untranslated.map(({ language, page, field }) => `${language} ${page} ${field.subject}.${field.field}`);
      logger.warn({ fields }, "demo seed: fields without a translation in the demo's dictionary, their pages stay unpublished");
    }
  }

  services.domains.invalidate();
  await removeUnusedMedia(db, config.dataDir, replacedMedia).catch((err: unknown) =>
    logger.warn({ err }, "demo seed: could not remove the replaced demo pictures"),
  );
  logger.info({ ...made, replaced: plan.replace.length, pictures: pictures.files.length, ms: Math.round(performance.now() - started) }, "demo content created");
  return made;
}

function displayName(key: string): string {
  switch (key) {
    case "admin":
      return "Administrateur Vitrine";
    case "owner":
      return "Marie Lefèvre";
    case "owner2":
      return "Paul Girard";
    default:
      return key;
  }
}

/** Inserts one site and all its content; returns its id. */
async function insertSite(tx: Transaction, ownerId: string, c: DemoSite): Promise<string> {
  const [site] = await tx
    .insert(sites)
    // The demo's names are distinct, so each is its own slug (its platform mapping comes at start-up).
    .values({ ...c.site, slug: slugFromName(c.site.name), ownerId })
    .returning({ id: sites.id });
  const siteId = site.id;
  const ordered = <T extends object>(rows: T[]) => rows.map((row, orderIndex) => ({ ...row, siteId, orderIndex }));

  // The demo's domains stand as approved by an admin: active, with the bare name (or a lone www.) canonical.
  if (c.domains.length > 0) {
    const now = new Date();
    await tx.insert(domainMappings).values(
      c.domains.map((domain) => ({
        domain,
        siteId,
        isActive: true,
        verifiedAt: now,
        verifiedBy: "admin" as const,
        isCanonical: !domain.startsWith("www.") || !c.domains.includes(domain.slice(4)),
      })),
    );
  }
  await tx.insert(siteAppearance).values({ ...c.appearance, siteId });

  if (c.home) await tx.insert(homeContent).values({ ...c.home, siteId });
  if (c.reassurance.length > 0) await tx.insert(homeReassuranceItems).values(ordered(c.reassurance));
  if (c.events.length > 0) await tx.insert(homeEvents).values(ordered(c.events));

  if (c.about) await tx.insert(aboutContent).values({ ...c.about, siteId });
  if (c.journey.length > 0) await tx.insert(aboutJourneySteps).values(ordered(c.journey));
  if (c.values.length > 0) await tx.insert(aboutValues).values(ordered(c.values));
  if (c.team.length > 0) await tx.insert(aboutTeamMembers).values(ordered(c.team));
  if (c.partners.length > 0) {
    // Ids chosen here so children can be inserted in one statement each.
    const partners = c.partners.map(({ images, ...partner }, orderIndex) => ({ row: { ...partner, id: randomUUID(), siteId, orderIndex }, images }));
    await tx.insert(aboutPartners).values(partners.map((p) => p.row));
    const images = partners.flatMap((p) => p.images.map((imageUrl, orderIndex) => ({ siteId, partnerId: p.row.id, imageUrl, orderIndex })));
    if (images.length > 0) await tx.insert(aboutPartnerImages).values(images);
  }

  if (c.servicesPage) await tx.insert(servicesPageContent).values({ ...c.servicesPage, siteId });
  if (c.serviceCategories.length > 0) {
    const categories = c.serviceCategories.map(({ images, ...category }, orderIndex) => ({
      row: { ...category, id: randomUUID(), siteId, orderIndex },
      images,
    }));
    await tx.insert(serviceCategories).values(categories.map((x) => x.row));
    const images = categories.flatMap((x) => x.images.map((imageUrl, orderIndex) => ({ siteId, categoryId: x.row.id, imageUrl, orderIndex })));
    if (images.length > 0) await tx.insert(serviceCategoryImages).values(images);
  }
  if (c.faqs.length > 0) await tx.insert(serviceFaqs).values(ordered(c.faqs));

  const categoryIds = new Map<string, string>();
  if (c.productCategories.length > 0) {
    const rows = ordered(c.productCategories).map((row) => ({ ...row, id: randomUUID() }));
    for (const row of rows) categoryIds.set(row.name, row.id);
    await tx.insert(productCategories).values(rows);
  }
  if (c.products.length > 0) {
    let featured = 0;
    // A minute apart, the list's first the newest: 'Plus récents', the back-office's first order,
    // then shows the list's order, the same on every seed (one instant would leave it to the ids).
    const seededAt = Date.now();
    const rows = c.products.map(({ variants, category, ...product }, orderIndex) => {
      const categoryId = categoryIds.get(category);
      if (!categoryId) throw new Error(`Demo product ${product.name}: unknown category ${category}`);
      const [first] = variants;
      const createdAt = new Date(seededAt - orderIndex * 60_000);
      return {
        row: {
          ...product,
          id: randomUUID(),
          siteId,
          orderIndex,
          createdAt,
          updatedAt: createdAt,
          // The home's order of the featured ones: the list's.
          featuredOrder: product.isFeatured ? featured++ : null,
          categoryId,
          // Copied from the first variant, as the back-office does on save.
          price: first?.price ?? null,
          priceUnit: first?.priceUnit ?? null,
          imageUrl: first?.imageUrl ?? null,
          netQuantity: first?.netQuantity ?? null,
          netQuantityUnit: first?.netQuantityUnit ?? null,
        },
        variants,
      };
    });
    await tx.insert(products).values(rows.map((r) => r.row));
    const variants = rows.flatMap((r) => r.variants.map((v, orderIndex) => ({ ...v, siteId, productId: r.row.id, orderIndex })));
    if (variants.length > 0) await tx.insert(productVariants).values(variants);
  }

  if (c.openingHours.length > 0) await tx.insert(openingHours).values(c.openingHours.map((h) => ({ ...h, siteId })));
  if (c.specialPeriods.length > 0) {
    const periods = c.specialPeriods.map(({ hours, ...period }) => ({ row: { ...period, id: randomUUID(), siteId }, hours }));
    await tx.insert(specialHoursPeriods).values(periods.map((p) => p.row));
    const hours = periods.flatMap((p) => p.hours.map((h) => ({ ...h, siteId, periodId: p.row.id })));
    if (hours.length > 0) await tx.insert(specialOpeningHours).values(hours);
  }

  // Dated on the site's clock by PostgreSQL, like a row the form (or 'Témoignages') stored then.
  const timeZone = c.site.timezone ?? DEMO_TIME_ZONE;
  const stamped = <T extends Received>({ receivedOn, receivedAt, ...row }: T) => {
    const at = sql`(${receivedOn}::date + ${receivedAt}::time) AT TIME ZONE ${timeZone}::text`;
    return { ...row, siteId, createdAt: at, updatedAt: at };
  };
  if (c.testimonials.length > 0) await tx.insert(homeTestimonials).values(ordered(c.testimonials.map(stamped)));
  if (c.messages.length > 0) await tx.insert(contactMessages).values(c.messages.map(stamped));
  if (c.quotes.length > 0) await tx.insert(quoteRequests).values(c.quotes.map(stamped));
  return siteId;
}

// ---------------------------------------------------------------------------------------------
// Pictures of replaced demo sites

/** Every image column of the schema, with its site. Keep in step with app/db/schema.ts. */
const IMAGE_REFERENCES = sql.raw(`
  SELECT id AS site_id, map_image_url AS url FROM sites
  UNION ALL SELECT site_id, logo_url FROM site_appearance
  UNION ALL SELECT site_id, hero_image_url FROM home_content
  UNION ALL SELECT site_id, highlight_image_url FROM home_content
  UNION ALL SELECT site_id, highlight_second_image_url FROM home_content
  UNION ALL SELECT site_id, image_url FROM products
  UNION ALL SELECT site_id, image_url FROM product_variants
  UNION ALL SELECT site_id, image_url FROM about_team_members
  UNION ALL SELECT site_id, image_url FROM about_partners
  UNION ALL SELECT site_id, logo_url FROM about_partners
  UNION ALL SELECT site_id, image_url FROM about_partner_images
  UNION ALL SELECT site_id, image_url FROM service_category_images`);

async function mediaUrls(db: DatabaseOrTransaction, where: SQL): Promise<string[]> {
  const result = await db.execute<{ url: string }>(sql`SELECT DISTINCT url FROM (${IMAGE_REFERENCES}) refs WHERE url LIKE '/media/%' AND ${where}`);
  return result.rows.map((r) => r.url);
}

/** Removes the files of the replaced sites' pictures, unless another site now uses them. */
async function removeUnusedMedia(db: Database, dataDir: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const inUse = new Set(
    await mediaUrls(
      db,
      sql`url IN (${sql.join(
        urls.map((u) => sql`${u}`),
        sql`, `,
      )})`,
    ),
  );
  await removeFiles(urls.filter((u) => !inUse.has(u)).flatMap((u) => mediaFilesOf(dataDir, u)));
}
