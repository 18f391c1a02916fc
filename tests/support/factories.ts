/**
 * The tests' data builders: one row each, written straight into a test database, with defaults
 * that are valid and unique (names, e-mails, domains) so a file can call them as often as it
 * likes. A test passes only what it cares about as overrides; each builder returns the row.
 *
 *   const site = await createSite(t.db, { name: "Boulangerie A" });
 *   const owner = await createOwner(t.db, { site, auth: services.auth, password: "owner-a-secret" });
 *   await createMessage(t.db, site, { subject: "Horaires" });
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Auth, Role } from "~/features/auth/auth.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { contactMessages, domainMappings, products, quoteRequests, sites, supportMessages, supportRequests, user } from "~/db/schema";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import type { SitePlan } from "~/db/enums";
import { supportDueAt } from "~/features/support/working-hours";

export type SiteRow = typeof sites.$inferSelect;
export type MessageRow = typeof contactMessages.$inferSelect;
export type QuoteRow = typeof quoteRequests.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type DomainRow = typeof domainMappings.$inferSelect;

/** A site, by its id or its row. */
export type SiteRef = string | { id: string };

let sequence = 0;
/** A number no other call in this process got: unique names within a test database. */
function next(): number {
  sequence += 1;
  return sequence;
}

function siteIdOf(site: SiteRef): string {
  return typeof site === "string" ? site : site.id;
}

/**
 * A site, published at once (the column's default), on the plan "pro", with a random slug (the
 * column's default) and no owner.
 */
export async function createSite(db: DatabaseOrTransaction, overrides: Partial<typeof sites.$inferInsert> = {}): Promise<SiteRow> {
  const [row] = await db
    .insert(sites)
    .values({ name: `Boutique ${next()}`, ...overrides })
    .returning();
  return row;
}

export type Owner = { id: string; email: string; password: string | null };

/**
 * An account, made the owner of `site` when one is given (`role: "admin"` gives an admin). With
 * `auth`, it gets a password through the same function as `npm run user:create`, so a test can
 * sign in with it; without, a confirmed user row without a password (no hashing: quicker).
 */
export async function createOwner(
  db: Database,
  options: { site?: SiteRef; email?: string; name?: string; role?: Role; auth?: Auth; password?: string } = {},
): Promise<Owner> {
  const n = next();
  const email = options.email ?? `proprietaire-${n}@vitrine.test`;
  const role = options.role ?? "user";
  const name = options.name ?? email.split("@")[0];
  let id: string;
  let password: string | null = null;
  if (options.auth) {
    password = options.password ?? `mot-de-passe-${n}-vitrine`;
    ({ id } = await upsertUserWithPassword(options.auth, db, { email, password, role, name }));
  } else {
    id = randomUUID();
    await db.insert(user).values({ id, name, email, role, emailVerified: true });
  }
  if (options.site)
    await db
      .update(sites)
      .set({ ownerId: id })
      .where(eq(sites.id, siteIdOf(options.site)));
  return { id, email, password };
}

/** A visitor's contact message, unread and not spam. */
export async function createMessage(
  db: DatabaseOrTransaction,
  site: SiteRef,
  overrides: Partial<Omit<typeof contactMessages.$inferInsert, "siteId">> = {},
): Promise<MessageRow> {
  const n = next();
  const [row] = await db
    .insert(contactMessages)
    .values({
      siteId: siteIdOf(site),
      firstName: "Jeanne",
      name: "Martin",
      email: `visiteur-${n}@example.fr`,
      subject: `Question ${n}`,
      message: "Bonjour, avez-vous du pain de seigle ?",
      ...overrides,
    })
    .returning();
  return row;
}

/** A visitor's quote request, new, unread and not spam. */
export async function createQuote(
  db: DatabaseOrTransaction,
  site: SiteRef,
  overrides: Partial<Omit<typeof quoteRequests.$inferInsert, "siteId">> = {},
): Promise<QuoteRow> {
  const n = next();
  const [row] = await db
    .insert(quoteRequests)
    .values({
      siteId: siteIdOf(site),
      customerFirstName: "Paul",
      customerLastName: "Durand",
      customerEmail: `client-${n}@example.fr`,
      serviceType: "Buffet",
      message: `Un buffet pour 30 personnes (${n}).`,
      ...overrides,
    })
    .returning();
  return row;
}

/** An active product without variant, category or price. */
export async function createProduct(
  db: DatabaseOrTransaction,
  site: SiteRef,
  overrides: Partial<Omit<typeof products.$inferInsert, "siteId">> = {},
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ siteId: siteIdOf(site), name: `Produit ${next()}`, ...overrides })
    .returning();
  return row;
}

/**
 * A domain mapped to the site, active (the column's default); not verified unless the overrides
 * say so.
 */
export async function createDomain(
  db: DatabaseOrTransaction,
  site: SiteRef,
  overrides: Partial<Omit<typeof domainMappings.$inferInsert, "siteId">> = {},
): Promise<DomainRow> {
  const [row] = await db
    .insert(domainMappings)
    .values({ siteId: siteIdOf(site), domain: `boutique-${next()}.test`, ...overrides })
    .returning();
  return row;
}

// Support requests.

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/**
 * A merchant's support request and its first message, written at `createdAt` (now by default)
 * on `plan` (the site's when not given), due when that plan's promise says
 * (`supportDueAt`), status 'Nouvelle'. `message` and `screenshotUrl` are the first message's.
 */
export async function createSupportRequest(
  db: DatabaseOrTransaction,
  options: {
    siteId: string;
    plan?: SitePlan;
    createdAt?: Date;
    authorUserId?: string | null;
    message?: string;
    screenshotUrl?: string | null;
  } & Partial<Omit<typeof supportRequests.$inferInsert, "siteId" | "plan" | "createdAt" | "authorUserId">>,
): Promise<SupportRequestRow> {
  const { siteId, plan: givenPlan, createdAt = new Date(), authorUserId = null, message, screenshotUrl = null, ...overrides } = options;
  const plan = givenPlan ?? (await db.select({ plan: sites.plan }).from(sites).where(eq(sites.id, siteId)))[0]?.plan ?? "pro";
  const n = next();
  const [row] = await db
    .insert(supportRequests)
    .values({ siteId, plan, authorUserId, subject: `Demande ${n}`, dueAt: supportDueAt(plan, createdAt), createdAt, updatedAt: createdAt, ...overrides })
    .returning();
  await db.insert(supportMessages).values({
    siteId,
    requestId: row.id,
    authorUserId,
    body: message ?? `Bonjour, j'ai une question (${n}).`,
    screenshotUrl,
    createdAt,
  });
  return row;
}

/**
 * The consumer mediator a site must name before its owner may publish it: spread into
 * `createSite`'s overrides (`createSite(db, { ...WITH_MEDIATOR })`) for a test that publishes.
 */
export const WITH_MEDIATOR = { consumerMediatorName: "CM2C", consumerMediatorUrl: "https://www.cm2c.net" } as const;
