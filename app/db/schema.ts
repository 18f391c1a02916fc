/**
 * The whole data model (both specs), one Drizzle schema; migrations in drizzle/ are generated
 * from it with `npm run db:generate`.
 *
 * Tenancy (ADR 002): every per-site table has `site_id NOT NULL` referencing sites, `site_id` in its
 * primary key, and foreign keys to other per-site tables that include `site_id`, so a row can
 * never point at another site's row (tests/integration/db/schema-catalog.test.ts checks this).
 * Global tables: the better-auth tables, sites, domain_mappings, domain_checks, mail_outbox, rate_limits,
 * and the billing tables but plan_changes (invoices outlive their site, ADR 033).
 *
 * JS keys are camelCase; SQL names snake_case, written out so the SQL reads like the specs.
 */
import { relations, sql, type AnyColumn } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
// The allowed values of enum-like columns live in a module without Drizzle, for the browser.
import { ALLERGENS, NET_QUANTITY_UNITS } from "~/db/enums";
import type {
  Allergen,
  BillingDocumentKind,
  BusinessKind,
  DomainProof,
  DomainState,
  HomeEventType,
  LegalRegistry,
  MailStatus,
  NetQuantityUnit,
  PaymentMethodKind,
  PlanChangeKind,
  QuoteStatus,
  ReassuranceIcon,
  ReminderStage,
  SeoPage,
  SitePlan,
  SupportStatus,
  ValueIcon,
  VisitorDataAction,
  OtherLanguage,
} from "~/db/enums";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";

// ---------------------------------------------------------------------------------------------
// Column helpers (functions: a column builder belongs to one table)

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => timestamptz("created_at").notNull().defaultNow();
const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const id = () => uuid("id").notNull().defaultRandom();
const siteId = () =>
  uuid("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });
const orderIndex = () => integer("order_index").notNull().default(0);
/** Euros with cents; read as a JS number (display and sorting only, no arithmetic on it). */
/** The allowed codes as SQL literals for the CHECK constraints (enums.ts holds the lists). */
const ALLERGENS_SQL = sql.raw(`ARRAY[${ALLERGENS.map((a) => `'${a}'`).join(", ")}]::text[]`);
const NET_UNITS_SQL = sql.raw(`(${NET_QUANTITY_UNITS.map((u) => `'${u}'`).join(", ")})`);

const price = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

/**
 * A visitor submission judged suspicious (ADR 017) is stored in the spam folder: no e-mail, not in
 * the unread badges. `spam_reasons` names the signs that made it so ('links', 'hasty'…).
 */
const spamColumns = () => ({
  isSpam: boolean("is_spam").notNull().default(false),
  spamReasons: text("spam_reasons")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

const HHMM = "^([01][0-9]|2[0-3]):[0-5][0-9]$";
const HEX_COLOUR = "^#[0-9A-Fa-f]{6}$";

/** The four 'HH:MM' times of a day (null = no range), each checked. */
const dayTimes = () => ({
  morningOpen: text("morning_open"),
  morningClose: text("morning_close"),
  afternoonOpen: text("afternoon_open"),
  afternoonClose: text("afternoon_close"),
});
type DayTimeColumns = { morningOpen: AnyColumn; morningClose: AnyColumn; afternoonOpen: AnyColumn; afternoonClose: AnyColumn };
const dayTimeChecks = (table: string, t: DayTimeColumns) => [
  check(`${table}_morning_open_check`, sql`${t.morningOpen} ~ ${sql.raw(`'${HHMM}'`)}`),
  check(`${table}_morning_close_check`, sql`${t.morningClose} ~ ${sql.raw(`'${HHMM}'`)}`),
  check(`${table}_afternoon_open_check`, sql`${t.afternoonOpen} ~ ${sql.raw(`'${HHMM}'`)}`),
  check(`${table}_afternoon_close_check`, sql`${t.afternoonClose} ~ ${sql.raw(`'${HHMM}'`)}`),
];
const orderIndexCheck = (table: string, column: AnyColumn) => check(`${table}_order_index_check`, sql`${column} >= 0`);
const dayOfWeekCheck = (table: string, column: AnyColumn) => check(`${table}_day_of_week_check`, sql`${column} BETWEEN 0 AND 6`);

// ---------------------------------------------------------------------------------------------
// better-auth (1.7 + admin plugin): its default model and field names, snake_case columns

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    role: text("role").notNull().default("user"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamptz("ban_expires"),
    /**
     * Ours, not better-auth's: when the reminder to confirm the address went out. An
     * account never confirmed is deleted 7 days after its creation, and never sooner than 2 days
     * after this reminder (signup/unconfirmed-accounts.server.ts).
     */
    confirmationReminderAt: timestamptz("confirmation_reminder_at"),
  },
  (t) => [check("user_role_check", sql`${t.role} IN ('admin', 'user')`)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    refreshTokenExpiresAt: timestamptz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** For better-auth's drizzle adapter: `drizzleAdapter(db, { provider: "pg", schema: authSchema })`. */
export const authSchema = { user, session, account, verification };

// ---------------------------------------------------------------------------------------------
// Global: sites, domains, rate limits

export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The site's platform address is `<slug>.<SITES_DOMAIN>` (ADR 033; features/sites/site-slug.ts). */
    // The code gives every site it creates its name's slug; a row written without one (a test, a
    // hand-made insert) gets a random one, so that the column never blocks a write.
    slug: text("slug")
      .notNull()
      .unique()
      .default(sql`'site-' || left(replace(gen_random_uuid()::text, '-', ''), 12)`),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    timezone: text("timezone").notNull().default(DEFAULT_TIME_ZONE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Settings (back-office "Paramètres")
    merchantEmail1: text("merchant_email_1"),
    merchantEmail2: text("merchant_email_2"),
    merchantEmail3: text("merchant_email_3"),
    merchantPhone1: text("merchant_phone_1"),
    merchantPhone2: text("merchant_phone_2"),
    merchantPhone3: text("merchant_phone_3"),
    senderEmail: text("sender_email"),
    address: text("address"),
    metroInfo: text("metro_info"),
    busInfo: text("bus_info"),
    tramInfo: text("tram_info"),
    carInfo: text("car_info"),
    googleMapsLink: text("google_maps_link"),
    mapImageUrl: text("map_image_url"),
    facebookUrl: text("facebook_url"),
    twitterUrl: text("twitter_url"),
    instagramUrl: text("instagram_url"),
    tiktokUrl: text("tiktok_url"),
    linkedinUrl: text("linkedin_url"),
    /**
     * What the public pages show, as a number: database triggers raise it in the same transaction
     * as every write to the site's public content and NOTIFY every process (ADR 014). The page
     * cache keys pages by it. Never written by application code.
     */
    contentVersion: bigint("content_version", { mode: "number" }).notNull().default(1),
    /** When contentVersion last moved: the processes' periodic check reads the recent ones. */
    contentChangedAt: timestamptz("content_changed_at").notNull().defaultNow(),
    /** What the site pays for (ADR 028): which pages and editors it has. */
    plan: text("plan").$type<SitePlan>().notNull().default("pro"),
    /**
     * When the site went public; null = a draft, shown to visitors as 'Bientôt en ligne'.
     * Defaults to the insert's time: existing sites, demo sites and the ones an admin creates are
     * published at once (the spec's behaviour); self-service sign-up inserts null.
     */
    publishedAt: timestamptz("published_at").defaultNow(),
    /** The kind of shop given at sign-up (starter content, default colours); null for older sites. */
    businessKind: text("business_kind").$type<BusinessKind>(),
    /** The shop's town, given at sign-up. */
    town: text("town"),
    // 'Mentions légales' (LCEN art. 6-III): who publishes the site. Blank = not given.
    legalName: text("legal_name"),
    legalForm: text("legal_form"),
    shareCapital: text("share_capital"),
    registeredOffice: text("registered_office"),
    /** RCS (trade) or RM (crafts), with the city of its registry; the number is the SIRET's SIREN. */
    legalRegistry: text("legal_registry").$type<LegalRegistry>(),
    legalRegistryCity: text("legal_registry_city"),
    siret: text("siret"),
    vatNumber: text("vat_number"),
    publicationDirector: text("publication_director"),
    /** The legal pages' contact; null = the merchant's first e-mail and phone. */
    legalEmail: text("legal_email"),
    legalPhone: text("legal_phone"),
    /** The consumer mediator every professional selling to consumers must name (Code de la consommation L616-1). */
    consumerMediatorName: text("consumer_mediator_name"),
    consumerMediatorUrl: text("consumer_mediator_url"),
    /**
     * How the home's reviews are collected and whether they are checked (L111-7-2), shown under
     * them and in the legal notice. Null: the default, 'Avis recueillis par le commerçant, non vérifiés'.
     */
    reviewStatement: text("review_statement"),
    /** How long contact messages and quote requests are kept (CNIL: 3 years for prospects). */
    dataRetentionMonths: integer("data_retention_months").notNull().default(36),
    // Billing (ADR 033; features/billing/).
    /**
     * When the site was first published; never cleared by an unpublication. Written by
     * setPublished, and by the trigger `sites_first_publication` for a site inserted published.
     */
    firstPublishedAt: timestamptz("first_published_at"),
    /**
     * The first day of the first invoiced month: the free start ends the day before (the first
     * publication's Paris date + 30 days, set by the trigger `sites_first_publication`). Months
     * run from this day's anniversary (features/billing/billing-calendar.ts). Null: a draft.
     */
    billingStartsOn: date("billing_starts_on", { mode: "string" }),
    /** A downgrade waiting for the end of the paid period, and the day it applies (both or neither). */
    pendingPlan: text("pending_plan").$type<SitePlan>(),
    pendingPlanOn: date("pending_plan_on", { mode: "string" }),
    // 'Réseaux sociaux' (Expert): the codes Google Merchant Center and Meta give to prove the site
    // is the merchant's, written as meta tags in the home page's head. Null = none.
    googleSiteVerification: text("google_site_verification"),
    facebookDomainVerification: text("facebook_domain_verification"),
  },
  (t) => [
    check("sites_name_check", sql`char_length(${t.name}) >= 1`),
    check("sites_plan_check", sql`${t.plan} IN ('essentiel', 'pro', 'expert')`),
    check("sites_legal_registry_check", sql`${t.legalRegistry} IN ('RCS', 'RM')`),
    // site-slug.ts's rule: 3 to 40 lower-case ASCII letters, digits and single inner dashes.
    check("sites_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(${t.slug}) BETWEEN 3 AND 40`),
    check("sites_data_retention_months_check", sql`${t.dataRetentionMonths} BETWEEN 1 AND 120`),
    check("sites_consumer_mediator_url_check", sql`${t.consumerMediatorUrl} ~ '^https?://'`),
    check("sites_review_statement_check", sql`char_length(${t.reviewStatement}) BETWEEN 10 AND 400`),
    check("sites_pending_plan_check", sql`${t.pendingPlan} IN ('essentiel', 'pro', 'expert')`),
    check("sites_google_site_verification_check", sql`${t.googleSiteVerification} ~ '^[A-Za-z0-9_-]{8,120}$'`),
    check("sites_facebook_domain_verification_check", sql`${t.facebookDomainVerification} ~ '^[A-Za-z0-9_-]{8,120}$'`),
    check("sites_pending_plan_on_check", sql`(${t.pendingPlan} IS NULL) = (${t.pendingPlanOn} IS NULL)`),
    check(
      "sites_business_kind_check",
      sql`${t.businessKind} IN ('boulangerie-patisserie', 'traiteur', 'epicerie-fine', 'fromagerie', 'fleuriste', 'boucherie-charcuterie', 'caviste', 'autre')`,
    ),
    index("sites_owner_id_idx").on(t.ownerId),
    index("sites_created_at_idx").on(t.createdAt),
    index("sites_content_changed_at_idx").on(t.contentChangedAt),
  ],
);

export const domainMappings = pgTable(
  "domain_mappings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    domain: text("domain").notNull().unique(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Of a bare name and its www. twin, the one pages are canonical on; the other answers a 301. */
    isCanonical: boolean("is_canonical").notNull().default(false),
    /** The value of the TXT record `_vitrine.<domain>` that proves the requester controls the domain. */
    verificationToken: text("verification_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** When ownership was proven (TXT record) or approved by an admin; null = waiting, inactive. */
    verifiedAt: timestamptz("verified_at"),
    verifiedBy: text("verified_by").$type<DomainProof>(),
    /** The owner who asked for it (null: created by an admin, or the user is gone). */
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * A platform address left behind by a slug change: until this moment it answers a
     * 301 to the site's main address; the pruning worker then deletes it, freeing the old slug.
     */
    redirectUntil: timestamptz("redirect_until"),
  },
  (t) => [
    check("domain_mappings_domain_lowercase_check", sql`${t.domain} = lower(${t.domain})`),
    check("domain_mappings_verified_by_check", sql`${t.verifiedBy} IN ('txt', 'admin', 'platform')`),
    // Host lookup on every public request: only active rows.
    index("domain_mappings_active_domain_idx")
      .on(t.domain)
      .where(sql`${t.isActive}`),
    index("domain_mappings_site_id_idx").on(t.siteId),
    index("domain_mappings_created_at_idx").on(t.createdAt),
  ],
);

/**
 * What the domain checker last saw of a mapping. Apart from domain_mappings on purpose:
 * a check every few minutes must not move the site's content_version (ADR 014), which every write
 * to domain_mappings does. No site_id: it is the mapping's.
 */
export const domainChecks = pgTable(
  "domain_checks",
  {
    mappingId: uuid("mapping_id")
      .primaryKey()
      .references(() => domainMappings.id, { onDelete: "cascade" }),
    state: text("state").$type<DomainState>().notNull().default("dns_pending"),
    /** When `state` last changed: the date shown with 'DNS modifié'. */
    stateChangedAt: timestamptz("state_changed_at").notNull().defaultNow(),
    checkedAt: timestamptz("checked_at"),
    /** The job takes rows whose time has come (FOR UPDATE SKIP LOCKED across processes). */
    nextCheckAt: timestamptz("next_check_at").notNull().defaultNow(),
    /** What the resolvers answered (records seen, expected), for the screen. */
    detail: jsonb("detail"),
  },
  (t) => [
    check("domain_checks_state_check", sql`${t.state} IN ('dns_pending', 'dns_propagating', 'verified', 'certificate_active', 'dns_changed')`),
    index("domain_checks_next_check_at_idx").on(t.nextCheckAt),
  ],
);

/**
 * 'Données d'un visiteur': each export or deletion, by whom and how many rows of each
 * kind, never the data itself nor the visitor's address.
 */
export const visitorDataLog = pgTable(
  "visitor_data_log",
  {
    siteId: siteId(),
    id: id(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").$type<VisitorDataAction>().notNull(),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("visitor_data_log_action_check", sql`${t.action} IN ('export', 'delete')`),
    index("visitor_data_log_site_created_idx").on(t.siteId, t.createdAt),
  ],
);

/** Fixed-window counters shared by all processes (sign-in limits, form limits). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: timestamptz("window_start").notNull().defaultNow(),
  },
  (t) => [index("rate_limits_window_start_idx").on(t.windowStart)],
);

/**
 * One row per stored image (its main file and width copies together), so a site's storage
 * is a sum over its rows (the quota per plan). The row is written before the files, under a lock on
 * the site, and deleted with them (media-usage.server.ts); `npm run media:cleanup` forgets a row
 * whose files are gone. `uploaded_by` counts what an account with an unconfirmed address stored.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The main image's storage key (`hero-images/…_1200x800.webp`); its copies share the row. */
    key: text("key").notNull(),
    /** Bytes of the main file and its width copies. */
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.key] }),
    // Deletions find a row by its key alone (keys are random, so unique in practice; no UNIQUE
    // without site_id, which a table distributed by site_id could not keep).
    index("media_files_key_idx").on(t.key),
    index("media_files_uploaded_by_idx").on(t.uploadedBy),
    check("media_files_bytes_check", sql`${t.bytes} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Per-site singletons: primary key (site_id)

export const siteAppearance = pgTable(
  "site_appearance",
  {
    siteId: uuid("site_id")
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    logoUrl: text("logo_url"),
    accentColor: text("accent_color").notNull().default("#81C784"),
    primaryColor: text("primary_color").notNull().default("#4CAF50"),
    secondaryColor: text("secondary_color").notNull().default("#2e7d32"),
    primaryHoverColor: text("primary_hover_color").notNull().default("#3e9742"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("site_appearance_accent_color_check", sql`${t.accentColor} ~ ${sql.raw(`'${HEX_COLOUR}'`)}`),
    check("site_appearance_primary_color_check", sql`${t.primaryColor} ~ ${sql.raw(`'${HEX_COLOUR}'`)}`),
    check("site_appearance_secondary_color_check", sql`${t.secondaryColor} ~ ${sql.raw(`'${HEX_COLOUR}'`)}`),
    check("site_appearance_primary_hover_color_check", sql`${t.primaryHoverColor} ~ ${sql.raw(`'${HEX_COLOUR}'`)}`),
  ],
);

/**
 * Advanced SEO (Expert plan): per public page, an optional title, description and share
 * image; a missing row or an empty field means the page's own default.
 */
export const pageSeo = pgTable(
  "page_seo",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    page: text("page").$type<SeoPage>().notNull(),
    title: text("title"),
    description: text("description"),
    imageUrl: text("image_url"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.page] }),
    check("page_seo_page_check", sql`${t.page} IN ('home', 'about', 'services', 'products', 'contact')`),
    check("page_seo_title_check", sql`char_length(${t.title}) <= 60`),
    check("page_seo_description_check", sql`char_length(${t.description}) <= 155`),
  ],
);

/** A language the merchant has switched on (ADR 047): a row per language; French is always on. */
export const siteLanguages = pgTable(
  "site_languages",
  {
    siteId: siteId(),
    language: text("language").$type<OtherLanguage>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.language] }), check("site_languages_language_check", sql`${t.language} IN ('en', 'de', 'es', 'it', 'nl')`)],
);

/**
 * One translated field of the merchant's content (ADR 047): `subject` names what is translated
 * (`home`, `reassurance`…), `subjectId` its row (the site's id for one-row subjects), `field` the
 * text. `source` is the French as it was when the translation was saved: a page whose French has
 * moved on since is 'À revoir'.
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    siteId: siteId(),
    language: text("language").$type<OtherLanguage>().notNull(),
    subject: text("subject").notNull(),
    subjectId: uuid("subject_id").notNull(),
    field: text("field").notNull(),
    value: text("value").notNull(),
    source: text("source").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.language, t.subject, t.subjectId, t.field] }),
    check("content_translations_language_check", sql`${t.language} IN ('en', 'de', 'es', 'it', 'nl')`),
    check("content_translations_value_check", sql`char_length(btrim(${t.value})) >= 1`),
  ],
);

/** A page's version in a language, published by the merchant once complete (ADR 047). */
export const pageTranslations = pgTable(
  "page_translations",
  {
    siteId: siteId(),
    language: text("language").$type<OtherLanguage>().notNull(),
    page: text("page").$type<SeoPage>().notNull(),
    publishedAt: timestamptz("published_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.language, t.page] }),
    check("page_translations_language_check", sql`${t.language} IN ('en', 'de', 'es', 'it', 'nl')`),
    check("page_translations_page_check", sql`${t.page} IN ('home', 'about', 'services', 'products', 'contact')`),
  ],
);

export const homeContent = pgTable("home_content", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  heroTitle: text("hero_title"),
  heroSubtitle: text("hero_subtitle"),
  heroImageUrl: text("hero_image_url"),
  highlightTitle: text("highlight_title"),
  highlightDescription: text("highlight_description"),
  highlightImageUrl: text("highlight_image_url"),
  highlightSecondImageUrl: text("highlight_second_image_url"),
  updatedAt: updatedAt(),
});

export const aboutContent = pgTable("about_content", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  storyDescription: text("story_description"),
  updatedAt: updatedAt(),
});

export const servicesPageContent = pgTable("services_page_content", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  title: text("title"),
  description: text("description"),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Opening hours

/** Weekly hours, one row per day: 0 = Sunday … 6 = Saturday. Times are 'HH:MM' text or null. */
export const openingHours = pgTable(
  "opening_hours",
  {
    siteId: siteId(),
    dayOfWeek: smallint("day_of_week").notNull(),
    ...dayTimes(),
    isClosed: boolean("is_closed").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.dayOfWeek] }), dayOfWeekCheck("opening_hours", t.dayOfWeek), ...dayTimeChecks("opening_hours", t)],
);

export const specialHoursPeriods = pgTable(
  "special_hours_periods",
  {
    siteId: siteId(),
    id: id(),
    title: text("title").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    isSingleDay: boolean("is_single_day").notNull().default(false),
    isPeriodClosed: boolean("is_period_closed").notNull().default(false),
    ...dayTimes(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("special_hours_periods_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    ...dayTimeChecks("special_hours_periods", t),
    index("special_hours_periods_site_start_idx").on(t.siteId, t.startDate),
  ],
);

/** A range period's weekly hours. */
export const specialOpeningHours = pgTable(
  "special_opening_hours",
  {
    siteId: siteId(),
    periodId: uuid("period_id").notNull(),
    dayOfWeek: smallint("day_of_week").notNull(),
    ...dayTimes(),
    isClosed: boolean("is_closed").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.periodId, t.dayOfWeek] }),
    foreignKey({
      name: "special_opening_hours_period_fk",
      columns: [t.siteId, t.periodId],
      foreignColumns: [specialHoursPeriods.siteId, specialHoursPeriods.id],
    }).onDelete("cascade"),
    dayOfWeekCheck("special_opening_hours", t.dayOfWeek),
    ...dayTimeChecks("special_opening_hours", t),
  ],
);

// ---------------------------------------------------------------------------------------------
// Visitor submissions

export const contactMessages = pgTable(
  "contact_messages",
  {
    siteId: siteId(),
    id: id(),
    firstName: text("first_name").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The language of the page it was sent from (ADR 047); null for French. */
    language: text("language").$type<OtherLanguage>(),
    isViewed: boolean("is_viewed").notNull().default(false),
    ...spamColumns(),
    /** From the form: a resubmitted (double-clicked, replayed) form is stored once. */
    submissionToken: text("submission_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    unique("contact_messages_submission_token_key").on(t.siteId, t.submissionToken),
    check("contact_messages_language_check", sql`${t.language} IN ('en', 'de', 'es', 'it', 'nl')`),
    // The inbox and the spam folder are listed apart, newest first; the badge counts inbox rows.
    index("contact_messages_site_created_idx")
      .on(t.siteId, t.createdAt)
      .where(sql`NOT ${t.isSpam}`),
    index("contact_messages_spam_idx")
      .on(t.siteId, t.createdAt)
      .where(sql`${t.isSpam}`),
    index("contact_messages_unviewed_idx")
      .on(t.siteId)
      .where(sql`NOT ${t.isViewed} AND NOT ${t.isSpam}`),
  ],
);

export const quoteRequests = pgTable(
  "quote_requests",
  {
    siteId: siteId(),
    id: id(),
    customerFirstName: text("customer_first_name").notNull(),
    customerLastName: text("customer_last_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerCompany: text("customer_company"),
    customerPhone: text("customer_phone"),
    serviceType: text("service_type").notNull(),
    /** As typed in the form (free text, like guests and budget). */
    eventDate: text("event_date"),
    eventGuests: text("event_guests"),
    eventBudget: text("event_budget"),
    message: text("message").notNull(),
    /** The language of the page it was sent from (ADR 047); null for French. */
    language: text("language").$type<OtherLanguage>(),
    status: text("status").$type<QuoteStatus>().notNull().default("new"),
    isViewed: boolean("is_viewed").notNull().default(false),
    /** Beyond the spec: the merchant's own note, never shown to the visitor. */
    internalNote: text("internal_note"),
    ...spamColumns(),
    submissionToken: text("submission_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("quote_requests_status_check", sql`${t.status} IN ('new', 'in_progress', 'completed')`),
    unique("quote_requests_submission_token_key").on(t.siteId, t.submissionToken),
    check("quote_requests_language_check", sql`${t.language} IN ('en', 'de', 'es', 'it', 'nl')`),
    index("quote_requests_site_created_idx")
      .on(t.siteId, t.createdAt)
      .where(sql`NOT ${t.isSpam}`),
    index("quote_requests_spam_idx")
      .on(t.siteId, t.createdAt)
      .where(sql`${t.isSpam}`),
    index("quote_requests_unviewed_idx")
      .on(t.siteId)
      .where(sql`NOT ${t.isViewed} AND NOT ${t.isSpam}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Services page

export const serviceCategories = pgTable(
  "service_categories",
  {
    siteId: siteId(),
    id: id(),
    /** Tab label, and the quote form's service choice. */
    name: text("name").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    orderIndexCheck("service_categories", t.orderIndex),
    index("service_categories_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

export const serviceCategoryImages = pgTable(
  "service_category_images",
  {
    siteId: siteId(),
    id: id(),
    categoryId: uuid("category_id").notNull(),
    imageUrl: text("image_url").notNull(),
    orderIndex: orderIndex(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      name: "service_category_images_category_fk",
      columns: [t.siteId, t.categoryId],
      foreignColumns: [serviceCategories.siteId, serviceCategories.id],
    }).onDelete("cascade"),
    orderIndexCheck("service_category_images", t.orderIndex),
    index("service_category_images_category_order_idx").on(t.siteId, t.categoryId, t.orderIndex),
  ],
);

export const serviceFaqs = pgTable(
  "service_faqs",
  {
    siteId: siteId(),
    id: id(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    orderIndexCheck("service_faqs", t.orderIndex),
    index("service_faqs_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

// ---------------------------------------------------------------------------------------------
// Home page lists (featured products are products.is_featured, in products.featured_order: there is no home_products table)

export const homeEvents = pgTable(
  "home_events",
  {
    siteId: siteId(),
    id: id(),
    title: text("title").notNull(),
    /** Free text ("Samedi 14 juin", "Tout le mois de mai"). */
    date: text("date").notNull(),
    /**
     * Beyond the spec: the last day it is shown, in the site's time zone; the public
     * pages leave it out from the next day on. Null: shown until removed.
     */
    endDate: date("end_date", { mode: "string" }),
    description: text("description").notNull(),
    type: text("type").$type<HomeEventType>().notNull().default("event"),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("home_events_type_check", sql`${t.type} IN ('event', 'promotion')`),
    orderIndexCheck("home_events", t.orderIndex),
    index("home_events_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

/** "Je viendrai 👍": one row per event and visitor (voter_key: e.g. a hash from a cookie). */
export const eventRsvps = pgTable(
  "event_rsvps",
  {
    siteId: siteId(),
    id: id(),
    eventId: uuid("event_id").notNull(),
    voterKey: text("voter_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      name: "event_rsvps_event_fk",
      columns: [t.siteId, t.eventId],
      foreignColumns: [homeEvents.siteId, homeEvents.id],
    }).onDelete("cascade"),
    unique("event_rsvps_voter_key").on(t.siteId, t.eventId, t.voterKey),
  ],
);

export const homeTestimonials = pgTable(
  "home_testimonials",
  {
    siteId: siteId(),
    id: id(),
    customerName: text("customer_name").notNull(),
    customerInitials: text("customer_initials").notNull(),
    text: text("text").notNull(),
    rating: smallint("rating").notNull().default(5),
    /** The month of the customer's experience (its first day); null = not given. */
    experienceMonth: date("experience_month", { mode: "string" }),
    /**
     * When the merchant hid the review; null = shown. A review is never edited after it is
     * added (the trigger `home_testimonials_immutable`): hiding is the only change besides its order.
     */
    hiddenAt: timestamptz("hidden_at"),
    orderIndex: orderIndex(),
    /** The date the review was added, shown beside it. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("home_testimonials_initials_check", sql`char_length(${t.customerInitials}) <= 4`),
    check("home_testimonials_experience_month_check", sql`extract(day from ${t.experienceMonth}) = 1`),
    check("home_testimonials_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    orderIndexCheck("home_testimonials", t.orderIndex),
    index("home_testimonials_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

export const homeReassuranceItems = pgTable(
  "home_reassurance_items",
  {
    siteId: siteId(),
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    iconName: text("icon_name").$type<ReassuranceIcon>().notNull().default("award"),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("home_reassurance_items_icon_check", sql`${t.iconName} IN ('award', 'shield', 'truck', 'heart', 'star')`),
    orderIndexCheck("home_reassurance_items", t.orderIndex),
    index("home_reassurance_items_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

// ---------------------------------------------------------------------------------------------
// Products

export const productCategories = pgTable(
  "product_categories",
  {
    siteId: siteId(),
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    orderIndex: orderIndex(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    orderIndexCheck("product_categories", t.orderIndex),
    index("product_categories_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

export const products = pgTable(
  "products",
  {
    siteId: siteId(),
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    /** price, price_unit and image_url are copied from the first variant on save. */
    price: price("price"),
    priceUnit: text("price_unit"),
    imageUrl: text("image_url"),
    categoryId: uuid("category_id"),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    /**
     * A featured product's place on the home (0 first), set by the merchant's drag in the products
     * screen; the home shows the first four active ones. Null when not featured.
     */
    featuredOrder: integer("featured_order"),
    endDate: date("end_date", { mode: "string" }),
    /** The INCO allergens the product contains, and those it may contain traces of. */
    allergens: text("allergens")
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'`),
    allergenTraces: text("allergen_traces")
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'`),
    /** Net weight or volume of what the price buys (the unit price's base); copied from the first variant like the price. */
    netQuantity: numeric("net_quantity", { precision: 10, scale: 3, mode: "number" }),
    netQuantityUnit: text("net_quantity_unit").$type<NetQuantityUnit>(),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("products_allergens_check", sql`${t.allergens} <@ ${ALLERGENS_SQL} AND ${t.allergenTraces} <@ ${ALLERGENS_SQL}`),
    check("products_net_quantity_check", sql`${t.netQuantity} > 0 AND ${t.netQuantityUnit} IN ${NET_UNITS_SQL}`),
    check("products_net_quantity_pair_check", sql`(${t.netQuantity} IS NULL) = (${t.netQuantityUnit} IS NULL)`),
    // Deleting a category must null category_id only, never site_id: the migration
    // 0001_products_category_set_null rewrites this as ON DELETE SET NULL (category_id),
    // which Drizzle cannot express.
    foreignKey({
      name: "products_category_fk",
      columns: [t.siteId, t.categoryId],
      foreignColumns: [productCategories.siteId, productCategories.id],
    }).onDelete("set null"),
    check("products_price_check", sql`${t.price} >= 0`),
    check("products_featured_order_check", sql`${t.featuredOrder} >= 0`),
    orderIndexCheck("products", t.orderIndex),
    index("products_site_order_idx").on(t.siteId, t.orderIndex),
    index("products_site_created_idx").on(t.siteId, t.createdAt),
    index("products_site_category_idx").on(t.siteId, t.categoryId),
    index("products_site_featured_idx").on(t.siteId, t.isFeatured),
  ],
);

export const productVariants = pgTable(
  "product_variants",
  {
    siteId: siteId(),
    id: id(),
    productId: uuid("product_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    price: price("price").notNull(),
    priceUnit: text("price_unit"),
    imageUrl: text("image_url"),
    isActive: boolean("is_active").notNull().default(true),
    /** Where this variant differs from its product: its own allergens and traces; null = the product's. */
    allergens: text("allergens").array().$type<Allergen[]>(),
    allergenTraces: text("allergen_traces").array().$type<Allergen[]>(),
    netQuantity: numeric("net_quantity", { precision: 10, scale: 3, mode: "number" }),
    netQuantityUnit: text("net_quantity_unit").$type<NetQuantityUnit>(),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("product_variants_allergens_check", sql`${t.allergens} <@ ${ALLERGENS_SQL} AND ${t.allergenTraces} <@ ${ALLERGENS_SQL}`),
    check("product_variants_net_quantity_check", sql`${t.netQuantity} > 0 AND ${t.netQuantityUnit} IN ${NET_UNITS_SQL}`),
    check("product_variants_net_quantity_pair_check", sql`(${t.netQuantity} IS NULL) = (${t.netQuantityUnit} IS NULL)`),
    foreignKey({
      name: "product_variants_product_fk",
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.id],
    }).onDelete("cascade"),
    check("product_variants_price_check", sql`${t.price} >= 0`),
    orderIndexCheck("product_variants", t.orderIndex),
    index("product_variants_product_order_idx").on(t.siteId, t.productId, t.orderIndex),
  ],
);

// ---------------------------------------------------------------------------------------------
// About page

export const aboutJourneySteps = pgTable(
  "about_journey_steps",
  {
    siteId: siteId(),
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    orderIndexCheck("about_journey_steps", t.orderIndex),
    index("about_journey_steps_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

export const aboutValues = pgTable(
  "about_values",
  {
    siteId: siteId(),
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    iconName: text("icon_name").$type<ValueIcon>().notNull().default("award"),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("about_values_icon_check", sql`${t.iconName} IN ('award', 'shield', 'handshake', 'heart', 'star', 'leaf', 'globe')`),
    orderIndexCheck("about_values", t.orderIndex),
    index("about_values_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

export const aboutTeamMembers = pgTable(
  "about_team_members",
  {
    siteId: siteId(),
    id: id(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio").notNull(),
    imageUrl: text("image_url"),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    orderIndexCheck("about_team_members", t.orderIndex),
    index("about_team_members_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

export const aboutPartners = pgTable(
  "about_partners",
  {
    siteId: siteId(),
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    longDescription: text("long_description"),
    imageUrl: text("image_url"),
    logoUrl: text("logo_url"),
    orderIndex: orderIndex(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    orderIndexCheck("about_partners", t.orderIndex),
    index("about_partners_site_order_idx").on(t.siteId, t.orderIndex),
  ],
);

export const aboutPartnerImages = pgTable(
  "about_partner_images",
  {
    siteId: siteId(),
    id: id(),
    partnerId: uuid("partner_id").notNull(),
    imageUrl: text("image_url").notNull(),
    orderIndex: orderIndex(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      name: "about_partner_images_partner_fk",
      columns: [t.siteId, t.partnerId],
      foreignColumns: [aboutPartners.siteId, aboutPartners.id],
    }).onDelete("cascade"),
    orderIndexCheck("about_partner_images", t.orderIndex),
    index("about_partner_images_partner_order_idx").on(t.siteId, t.partnerId, t.orderIndex),
  ],
);

// ---------------------------------------------------------------------------------------------
// Mail: the transactional outbox (global; a row may outlive its site)

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "set null" }),
    /** 'contact_notification' | 'quote_notification' | 'email_change' | 'signin_alert' | 'test' | … */
    kind: text("kind").notNull(),
    /** RFC 5322 Message-ID, fixed at enqueue time so a retried delivery is recognisable. */
    messageId: text("message_id").notNull().unique(),
    fromAddress: text("from_address").notNull(),
    toAddresses: text("to_addresses").array().notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    /** A worker's claim on a 'sending' row; past it, another worker may retry. */
    lockedUntil: timestamptz("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} IN ('pending', 'sending', 'sent', 'failed')`),
    check("mail_outbox_attempts_check", sql`${t.attempts} >= 0`),
    index("mail_outbox_status_next_attempt_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_site_id_idx").on(t.siteId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Billing (ADR 033; features/billing/). Global tables: an invoice is kept ten years and
// outlives its site (site_id SET NULL, the buyer's identity copied in). Invoices, their lines and
// credit notes are immutable once written: triggers refuse UPDATE, DELETE and TRUNCATE
// (drizzle/0012_billing.sql), but for the nulling of invoices.site_id once its site is gone.
// Amounts are integer cents, before VAT (HT) unless named otherwise.

/** The counters of invoice and credit note numbers, one row per kind and year, row-locked while a number is taken. */
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    kind: text("kind").$type<BillingDocumentKind>().notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check("invoice_sequences_kind_check", sql`${t.kind} IN ('invoice', 'credit_note')`),
    check("invoice_sequences_last_number_check", sql`${t.lastNumber} BETWEEN 0 AND 999999`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** F-YYYY-NNNNNN: the year of issue and its counter, without gap. */
    number: text("number").notNull().unique(),
    /** Null once the site is deleted: the invoice stays, with the buyer as it was. */
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "set null" }),
    // The seller as configured when the invoice was issued (BILLING_*): an invoice says who issued it then.
    sellerName: text("seller_name").notNull(),
    sellerAddress: text("seller_address").notNull(),
    sellerSiren: text("seller_siren").notNull(),
    sellerVatNumber: text("seller_vat_number").notNull(),
    /** Optional: 'SAS au capital de 10 000 € · RCS Paris' (BILLING_SELLER_LEGAL). */
    sellerLegal: text("seller_legal"),
    // The buyer, copied from the site's 'Mentions légales' (else its name and address) and its owner's address.
    buyerName: text("buyer_name").notNull(),
    buyerLegalForm: text("buyer_legal_form"),
    buyerAddress: text("buyer_address"),
    buyerSiret: text("buyer_siret"),
    buyerVatNumber: text("buyer_vat_number"),
    buyerEmail: text("buyer_email"),
    /** The plan of the invoiced month. */
    plan: text("plan").$type<SitePlan>().notNull(),
    issuedAt: timestamptz("issued_at").notNull(),
    /** The invoiced month, both days included (Paris calendar dates). */
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    totalHt: integer("total_ht").notNull(),
    vatRate: integer("vat_rate").notNull().default(20),
    vat: integer("vat").notNull(),
    totalTtc: integer("total_ttc").notNull(),
    /** The moment of the insert (clock_timestamp): the order of issue, which is also the numbers' order. */
    createdAt: timestamptz("created_at")
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check("invoices_number_check", sql`${t.number} ~ '^F-[0-9]{4}-[0-9]{6}$'`),
    check("invoices_plan_check", sql`${t.plan} IN ('essentiel', 'pro', 'expert')`),
    check("invoices_period_check", sql`${t.periodEnd} >= ${t.periodStart}`),
    check("invoices_amounts_check", sql`${t.totalHt} >= 0 AND ${t.vat} >= 0 AND ${t.totalTtc} = ${t.totalHt} + ${t.vat}`),
    // Never two invoices for one site and month, however many processes issue at once.
    unique("invoices_site_period_unique").on(t.siteId, t.periodStart),
    index("invoices_due_on_idx").on(t.dueOn),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    position: smallint("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull().default(1),
    unitHt: integer("unit_ht").notNull(),
    totalHt: integer("total_ht").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    check("invoice_lines_quantity_check", sql`${t.quantity} > 0`),
    check("invoice_lines_total_check", sql`${t.totalHt} = ${t.quantity} * ${t.unitHt}`),
  ],
);

/** A correction of an invoice (A-YYYY-NNNNNN), immutable like it; amounts positive, deducted from what is owed. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    issuedAt: timestamptz("issued_at").notNull(),
    reason: text("reason").notNull(),
    totalHt: integer("total_ht").notNull(),
    vatRate: integer("vat_rate").notNull().default(20),
    vat: integer("vat").notNull(),
    totalTtc: integer("total_ttc").notNull(),
    /** The admin who issued it: a user id kept as text (no foreign key: the note outlives the account). */
    issuedBy: text("issued_by"),
    createdAt: timestamptz("created_at")
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check("credit_notes_number_check", sql`${t.number} ~ '^A-[0-9]{4}-[0-9]{6}$'`),
    check("credit_notes_reason_check", sql`char_length(btrim(${t.reason})) >= 1`),
    check("credit_notes_amounts_check", sql`${t.totalHt} > 0 AND ${t.vat} >= 0 AND ${t.totalTtc} = ${t.totalHt} + ${t.vat}`),
    index("credit_notes_invoice_id_idx").on(t.invoiceId),
  ],
);

/** Money received for an invoice (amount TTC); an invoice is paid when its payments cover what it still owes. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    amount: integer("amount").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method").$type<PaymentMethodKind>().notNull().default("transfer"),
    /** The bank's reference of the transfer, as the admin read it. */
    reference: text("reference"),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("payments_amount_check", sql`${t.amount} > 0`),
    check("payments_method_check", sql`${t.method} IN ('transfer')`),
    index("payments_invoice_id_idx").on(t.invoiceId),
  ],
);

/** The payment reminders sent (ADR 033): one row per invoice and stage, so each goes once. Apart from invoices, which never change. */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    /** Days after the due date: 7 or 15. */
    stage: smallint("stage").$type<ReminderStage>().notNull(),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.stage] }), check("invoice_reminders_stage_check", sql`${t.stage} IN (7, 15)`)],
);

/**
 * Every change of a site's plan (ADR 033): who asked, when it applies, and for an upgrade in a paid
 * month, the difference pro rata that the next invoice adds (`invoice_id`: the invoice that did).
 * Per site: it goes with its site; the invoices keep their own lines.
 */
export const planChanges = pgTable(
  "plan_changes",
  {
    siteId: siteId(),
    id: id(),
    fromPlan: text("from_plan").$type<SitePlan>().notNull(),
    toPlan: text("to_plan").$type<SitePlan>().notNull(),
    kind: text("kind").$type<PlanChangeKind>().notNull(),
    /** The day the plan changes (Paris): today for an upgrade, the paid month's next day for a downgrade. */
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The pro rata of an upgrade in an invoiced month (cents HT, 0 otherwise), over these days of that month. */
    prorataHt: integer("prorata_ht").notNull().default(0),
    prorataDays: integer("prorata_days"),
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("plan_changes_kind_check", sql`${t.kind} IN ('upgrade', 'downgrade', 'cancel_downgrade')`),
    check("plan_changes_from_plan_check", sql`${t.fromPlan} IN ('essentiel', 'pro', 'expert')`),
    check("plan_changes_to_plan_check", sql`${t.toPlan} IN ('essentiel', 'pro', 'expert')`),
    check("plan_changes_prorata_check", sql`${t.prorataHt} >= 0`),
    index("plan_changes_site_created_idx").on(t.siteId, t.createdAt),
    // The next invoice's pending charges.
    index("plan_changes_uninvoiced_idx")
      .on(t.siteId)
      .where(sql`${t.prorataHt} > 0 AND ${t.invoiceId} IS NULL`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Support (the back-office's 'Aide' and the admins' 'Support'). Per-site tables: an owner reads
// only their site's requests; admins read every site's. Nothing here is shown on a public page.

/**
 * A merchant's request to the platform's support. `due_at` is fixed when it is written (and
 * again when the merchant writes after an answer): the plan's promise counted in working hours
 * (support/working-hours.ts), so the queue sorts on a column.
 */
export const supportRequests = pgTable(
  "support_requests",
  {
    siteId: siteId(),
    id: id(),
    /** Who wrote it (null once that account is deleted: the request stays with its site). */
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    /** The back-office path it concerns ('/admin/products'), as the form sent it; null = none. */
    screen: text("screen"),
    /** The site's plan when it was written or last reopened: what the due time was counted from. */
    plan: text("plan").$type<SitePlan>().notNull(),
    status: text("status").$type<SupportStatus>().notNull().default("new"),
    dueAt: timestamptz("due_at").notNull(),
    /** The admin it is assigned to (an Expert site's advisor), or null. */
    assignedUserId: text("assigned_user_id").references(() => user.id, { onDelete: "set null" }),
    /** When the merchant last read the thread: an answer after it shows as new in 'Aide'. */
    merchantReadAt: timestamptz("merchant_read_at"),
    /** From the form: a resubmitted (double-clicked, replayed) form is stored once. */
    submissionToken: text("submission_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    check("support_requests_status_check", sql`${t.status} IN ('new', 'in_progress', 'waiting_merchant', 'resolved')`),
    check("support_requests_plan_check", sql`${t.plan} IN ('essentiel', 'pro', 'expert')`),
    check("support_requests_subject_check", sql`char_length(${t.subject}) BETWEEN 1 AND 200`),
    unique("support_requests_submission_token_key").on(t.siteId, t.submissionToken),
    // The admins' queue: the open requests of every site by due time.
    index("support_requests_open_due_idx")
      .on(t.dueAt)
      .where(sql`${t.status} IN ('new', 'in_progress')`),
    index("support_requests_site_created_idx").on(t.siteId, t.createdAt),
  ],
);

/** One message of a request's thread: the merchant's first message, then answers and replies. */
export const supportMessages = pgTable(
  "support_messages",
  {
    siteId: siteId(),
    id: id(),
    requestId: uuid("request_id").notNull(),
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Written by the platform's support (an admin), not by the merchant. */
    fromSupport: boolean("from_support").notNull().default(false),
    body: text("body").notNull(),
    /** An image of the media pipeline (re-encoded, in the site's media), or null. */
    screenshotUrl: text("screenshot_url"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      name: "support_messages_request_fk",
      columns: [t.siteId, t.requestId],
      foreignColumns: [supportRequests.siteId, supportRequests.id],
    }).onDelete("cascade"),
    check("support_messages_body_check", sql`char_length(${t.body}) BETWEEN 1 AND 5000`),
    index("support_messages_request_created_idx").on(t.siteId, t.requestId, t.createdAt),
  ],
);

/**
 * An Expert site's named advisor, set by an admin: the admin the site's requests are assigned to,
 * and the name, photo and direct line the merchant's dashboard shows.
 */
export const siteAdvisors = pgTable("site_advisors", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  advisorUserId: text("advisor_user_id").references(() => user.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  photoUrl: text("photo_url"),
  phone: text("phone"),
  email: text("email"),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Relations, for db.query.* nested reads. Composite on (site_id, …) like the foreign keys.

export const sitesRelations = relations(sites, ({ one, many }) => ({
  owner: one(user, { fields: [sites.ownerId], references: [user.id] }),
  domainMappings: many(domainMappings),
}));

export const domainMappingsRelations = relations(domainMappings, ({ one }) => ({
  site: one(sites, { fields: [domainMappings.siteId], references: [sites.id] }),
}));

export const specialHoursPeriodsRelations = relations(specialHoursPeriods, ({ many }) => ({
  hours: many(specialOpeningHours),
}));

export const specialOpeningHoursRelations = relations(specialOpeningHours, ({ one }) => ({
  period: one(specialHoursPeriods, {
    fields: [specialOpeningHours.siteId, specialOpeningHours.periodId],
    references: [specialHoursPeriods.siteId, specialHoursPeriods.id],
  }),
}));

export const serviceCategoriesRelations = relations(serviceCategories, ({ many }) => ({
  images: many(serviceCategoryImages),
}));

export const serviceCategoryImagesRelations = relations(serviceCategoryImages, ({ one }) => ({
  category: one(serviceCategories, {
    fields: [serviceCategoryImages.siteId, serviceCategoryImages.categoryId],
    references: [serviceCategories.siteId, serviceCategories.id],
  }),
}));

export const homeEventsRelations = relations(homeEvents, ({ many }) => ({
  rsvps: many(eventRsvps),
}));

export const eventRsvpsRelations = relations(eventRsvps, ({ one }) => ({
  event: one(homeEvents, {
    fields: [eventRsvps.siteId, eventRsvps.eventId],
    references: [homeEvents.siteId, homeEvents.id],
  }),
}));

export const productCategoriesRelations = relations(productCategories, ({ many }) => ({
  products: many(products),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(productCategories, {
    fields: [products.siteId, products.categoryId],
    references: [productCategories.siteId, productCategories.id],
  }),
  variants: many(productVariants),
}));

export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, {
    fields: [productVariants.siteId, productVariants.productId],
    references: [products.siteId, products.id],
  }),
}));

export const aboutPartnersRelations = relations(aboutPartners, ({ many }) => ({
  images: many(aboutPartnerImages),
}));

export const aboutPartnerImagesRelations = relations(aboutPartnerImages, ({ one }) => ({
  partner: one(aboutPartners, {
    fields: [aboutPartnerImages.siteId, aboutPartnerImages.partnerId],
    references: [aboutPartners.siteId, aboutPartners.id],
  }),
}));

// ---------------------------------------------------------------------------------------------
// Row types

export type User = typeof user.$inferSelect;
export type Site = typeof sites.$inferSelect;
export type NewSite = typeof sites.$inferInsert;
export type DomainMapping = typeof domainMappings.$inferSelect;
export type DomainCheck = typeof domainChecks.$inferSelect;
export type SiteAppearance = typeof siteAppearance.$inferSelect;
export type HomeContent = typeof homeContent.$inferSelect;
export type AboutContent = typeof aboutContent.$inferSelect;
export type ServicesPageContent = typeof servicesPageContent.$inferSelect;
export type OpeningHoursRow = typeof openingHours.$inferSelect;
export type SpecialHoursPeriod = typeof specialHoursPeriods.$inferSelect;
export type NewSpecialHoursPeriod = typeof specialHoursPeriods.$inferInsert;
export type SpecialOpeningHoursRow = typeof specialOpeningHours.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type NewQuoteRequest = typeof quoteRequests.$inferInsert;
export type ServiceCategory = typeof serviceCategories.$inferSelect;
export type ServiceCategoryImage = typeof serviceCategoryImages.$inferSelect;
export type ServiceFaq = typeof serviceFaqs.$inferSelect;
export type HomeEvent = typeof homeEvents.$inferSelect;
export type EventRsvp = typeof eventRsvps.$inferSelect;
export type HomeTestimonial = typeof homeTestimonials.$inferSelect;
export type HomeReassuranceItem = typeof homeReassuranceItems.$inferSelect;
export type ProductCategory = typeof productCategories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductVariant = typeof productVariants.$inferSelect;
export type NewProductVariant = typeof productVariants.$inferInsert;
export type AboutJourneyStep = typeof aboutJourneySteps.$inferSelect;
export type AboutValue = typeof aboutValues.$inferSelect;
export type AboutTeamMember = typeof aboutTeamMembers.$inferSelect;
export type AboutPartner = typeof aboutPartners.$inferSelect;
export type AboutPartnerImage = typeof aboutPartnerImages.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PlanChangeRow = typeof planChanges.$inferSelect;
export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SiteAdvisorRow = typeof siteAdvisors.$inferSelect;
