/**
 * The allowed values of the schema's enum-like columns (each backed by a CHECK constraint in
 * schema.ts), for the forms and pages that show or validate them.
 *
 * No Drizzle here, on purpose: this module is bundled for the browser, and `schema.ts` must never
 * be (it describes every table, the sign-in tables included). Browser code imports values from
 * here and only types from `~/db/schema`; eslint.config.js enforces it and
 * tests/integration/server/client-bundle.test.ts checks the build.
 */

export const QUOTE_STATUSES = ["new", "in_progress", "completed"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Stored 'promotion' for both the public spec's "promotion" and the back-office's "special" (ADR 002). */
export const HOME_EVENT_TYPES = ["event", "promotion"] as const;
export type HomeEventType = (typeof HOME_EVENT_TYPES)[number];

export const REASSURANCE_ICONS = ["award", "shield", "truck", "heart", "star"] as const;
export type ReassuranceIcon = (typeof REASSURANCE_ICONS)[number];

export const VALUE_ICONS = ["award", "shield", "handshake", "heart", "star", "leaf", "globe"] as const;
export type ValueIcon = (typeof VALUE_ICONS)[number];

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A site's plan (ADR 028); what each includes is in ~/features/plans/plans.ts. */
export const SITE_PLANS = ["essentiel", "pro", "expert"] as const;
export type SitePlan = (typeof SITE_PLANS)[number];

/** A support request's state: 'Nouvelle', 'En cours', 'En attente du commerçant', 'Résolue'. */
export const SUPPORT_STATUSES = ["new", "in_progress", "waiting_merchant", "resolved"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** The kinds of shop offered at sign-up: starter content and colours per kind. */
export const BUSINESS_KINDS = [
  "boulangerie-patisserie",
  "traiteur",
  "epicerie-fine",
  "fromagerie",
  "fleuriste",
  "boucherie-charcuterie",
  "caviste",
  "autre",
] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

/** The public pages whose title, description and share image an Expert site may set: defined with the public paths. */
export { SEO_PAGES, type SeoPage } from "~/lib/i18n/page-of-path";

/**
 * Where a domain mapping stands, from its checks (domain_checks.state): the records to
 * create, records seen by some resolvers only, the domain pointing at us, its certificate served,
 * and a domain that pointed at us and no longer does.
 */
export const DOMAIN_STATES = ["dns_pending", "dns_propagating", "verified", "certificate_active", "dns_changed"] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

/**
 * How a mapping's ownership was established: the owner's TXT record, or an admin; or
 * the site's own address on the platform, `<slug>.<SITES_DOMAIN>` (ADR 033).
 */
export const DOMAIN_PROOFS = ["txt", "admin", "platform"] as const;
export type DomainProof = (typeof DOMAIN_PROOFS)[number];

/** The 'Mentions légales' registry: trade (RCS) or crafts (RM). */
export const LEGAL_REGISTRIES = ["RCS", "RM"] as const;
export type LegalRegistry = (typeof LEGAL_REGISTRIES)[number];

/** What 'Données d'un visiteur' did, logged without the data. */
export const VISITOR_DATA_ACTIONS = ["export", "delete"] as const;
export type VisitorDataAction = (typeof VISITOR_DATA_ACTIONS)[number];

/** A change of plan (ADR 033): at once (upgrade), at the paid period's end (downgrade), or a pending downgrade withdrawn. */
export const PLAN_CHANGE_KINDS = ["upgrade", "downgrade", "cancel_downgrade"] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

/** How an invoice was paid (ADR 033): a bank transfer is the only method built. */
export const PAYMENT_METHOD_KINDS = ["transfer"] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** The two numbered documents (ADR 033), each with its own counter per year: F-YYYY-NNNNNN and A-YYYY-NNNNNN. */
export const BILLING_DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type BillingDocumentKind = (typeof BILLING_DOCUMENT_KINDS)[number];

/** The payment reminders of an unpaid invoice (ADR 033): days after its due date, each sent once. */
export const REMINDER_STAGES = [7, 15] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** The languages a site may be shown in besides French (ADR 047): defined with the rest of the languages. */
export { OTHER_LANGUAGES, type OtherLanguage } from "~/lib/i18n/languages";

/**
 * The 14 allergens of the INCO regulation (EU 1169/2011, annex II), in its order: stored codes
 * (ASCII, stable); their names as the regulation writes them live with the products' texts.
 */
export const ALLERGENS = [
  "gluten",
  "crustaces",
  "oeufs",
  "poissons",
  "arachides",
  "soja",
  "lait",
  "fruits-a-coque",
  "celeri",
  "moutarde",
  "sesame",
  "sulfites",
  "lupin",
  "mollusques",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The units of a net quantity (weight or volume) a product is sold in. */
export const NET_QUANTITY_UNITS = ["g", "kg", "ml", "cl", "l"] as const;
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number];
