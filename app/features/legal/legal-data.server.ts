import { sql } from "drizzle-orm";
import { data } from "react-router";
import type { RequestContext } from "~/context";
import type { Database } from "~/db/connect.server";
import type { LegalRegistry, SitePlan } from "~/db/enums";
import { homeEvents, homeTestimonials, sites } from "~/db/schema";
import { canActOnSite } from "~/features/admin-kit/current-site.server";
import { getSessionUser } from "~/features/auth/session.server";
import { planIncludes } from "~/features/plans/plans";
import { LEGAL_SETTINGS_HREF, missingLegalFields, type LegalFacts, type MissingLegalField } from "~/features/legal/legal-notice";

type Row = {
  name: string;
  plan: SitePlan;
  legal_name: string | null;
  legal_form: string | null;
  share_capital: string | null;
  registered_office: string | null;
  legal_registry: LegalRegistry | null;
  legal_registry_city: string | null;
  siret: string | null;
  vat_number: string | null;
  publication_director: string | null;
  legal_email: string | null;
  legal_phone: string | null;
  merchant_email_1: string | null;
  merchant_phone_1: string | null;
  data_retention_months: number;
  has_events: boolean;
  consumer_mediator_name: string | null;
  consumer_mediator_url: string | null;
  has_reviews: boolean;
  review_statement: string | null;
};

/**
 * What the two legal pages print about a site, in one statement: its 'Mentions légales'
 * settings, the contact they default to, the retention, and what it does that collects data
 * (the quote form with its plan, events with 'Je viendrai 👍'). All of it lives on `sites` and
 * `home_events`, whose writes move the content version: the cached pages follow every save.
 * Null when the site is gone.
 */
export async function getLegalFacts(db: Database, siteId: string): Promise<LegalFacts | null> {
  const result = await db.execute<Row>(sql`
    SELECT s.name, s.plan, s.legal_name, s.legal_form, s.share_capital, s.registered_office, s.legal_registry,
           s.legal_registry_city, s.siret, s.vat_number, s.publication_director, s.legal_email, s.legal_phone,
           s.merchant_email_1, s.merchant_phone_1, s.data_retention_months,
           EXISTS (SELECT 1 FROM ${homeEvents} e WHERE e.site_id = s.id) AS has_events,
           s.consumer_mediator_name, s.consumer_mediator_url,
           EXISTS (SELECT 1 FROM ${homeTestimonials} r WHERE r.site_id = s.id AND r.hidden_at IS NULL AND btrim(r.text) <> '') AS has_reviews,
           s.review_statement
      FROM ${sites} s
     WHERE s.id = ${siteId}
  `);
  const row = result.rows[0];
  if (!row) return null;
  return {
    siteName: row.name,
    legalName: row.legal_name,
    legalForm: row.legal_form,
    shareCapital: row.share_capital,
    registeredOffice: row.registered_office,
    legalRegistry: row.legal_registry,
    legalRegistryCity: row.legal_registry_city,
    siret: row.siret,
    vatNumber: row.vat_number,
    publicationDirector: row.publication_director,
    legalEmail: row.legal_email,
    legalPhone: row.legal_phone,
    merchantEmail1: row.merchant_email_1,
    merchantPhone1: row.merchant_phone_1,
    dataRetentionMonths: row.data_retention_months,
    hasQuoteForm: planIncludes(row.plan, "services"),
    hasEvents: row.has_events,
    consumerMediatorName: row.consumer_mediator_name,
    consumerMediatorUrl: row.consumer_mediator_url,
    hasReviews: row.has_reviews,
    reviewStatement: row.review_statement,
  };
}

/**
 * The missing fields to show the OWNER on a legal page, never in the page every
 * visitor gets: as the draft preview does (storefront/draft/), only a request whose session may
 * act on the site sees them, and that response is never stored (ADR 014; a request with a
 * session cookie is not answered from the cache either). A complete page costs no session lookup.
 */
export async function missingForOwner(request: Request, context: RequestContext, siteId: string, facts: LegalFacts): Promise<MissingLegalField[]> {
  const missing = missingLegalFields(facts);
  if (missing.length === 0) return [];
  // No session cookie, no session: a visitor's request costs no lookup.
  if (!request.headers.get("cookie")?.includes("session_token")) return [];
  const user = await getSessionUser(request, context);
  if (!user || !(await canActOnSite(context.db, user, siteId))) return [];
  context.pageCache.noStore();
  return missing;
}

/**
 * The loader of both legal pages (/merchant/mentions-legales, /merchant/confidentialite): the
 * site's facts, the host's identity from the platform's configuration, and what is missing, for
 * the owner only. The route has resolved the site (`requireStorefront`).
 */
export async function loadLegalPage(request: Request, context: RequestContext, siteId: string) {
  const facts = await getLegalFacts(context.db, siteId);
  if (!facts) throw data({ siteNotFound: true }, { status: 404 });
  const ownerMissing = await missingForOwner(request, context, siteId, facts);
  return { facts, host: context.config.hostLegal, ownerMissing, settingsHref: `${context.config.publicUrl}${LEGAL_SETTINGS_HREF}` };
}
