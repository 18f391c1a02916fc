import { sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import type { SitePlan } from "~/db/enums";
import { homeContent, openingHours, products, serviceCategories, siteAppearance, sites, user } from "~/db/schema";
import { getLegalFacts } from "~/features/legal/legal-data.server";
import { missingHostFields, missingLegalFields, type HostLegal, type MissingLegalField } from "~/features/legal/legal-notice";
import { checklistItems, type GettingStarted } from "~/features/back-office/getting-started/getting-started";

type Row = {
  plan: SitePlan;
  has_logo: boolean;
  has_colors: boolean;
  has_hours: boolean;
  has_contact_email: boolean;
  has_sender_email: boolean;
  has_hero_image: boolean;
  has_product_or_service: boolean;
  owner_confirmed: boolean;
};

const filled = (column: unknown) => sql`coalesce(btrim(${column}), '') <> ''`;

/**
 * A draft's getting-started checklist, from the data in one statement; null without the
 * site. `host`: the platform's HOST_LEGAL_* (config.hostLegal), whose gaps the legal step names.
 */
export async function getGettingStarted(db: Database, siteId: string, host: HostLegal): Promise<GettingStarted | null> {
  const [result, legalMissing] = await Promise.all([
    db.execute<Row>(sql`
    SELECT s.plan,
           EXISTS (SELECT 1 FROM ${siteAppearance} a WHERE a.site_id = s.id AND ${filled(sql`a.logo_url`)}) AS has_logo,
           EXISTS (SELECT 1 FROM ${siteAppearance} a WHERE a.site_id = s.id) AS has_colors,
           EXISTS (SELECT 1 FROM ${openingHours} o WHERE o.site_id = s.id) AS has_hours,
           ${filled(sql`s.merchant_email_1`)} AS has_contact_email,
           ${filled(sql`s.sender_email`)} AS has_sender_email,
           EXISTS (SELECT 1 FROM ${homeContent} h WHERE h.site_id = s.id AND ${filled(sql`h.hero_image_url`)}) AS has_hero_image,
           (EXISTS (SELECT 1 FROM ${products} p WHERE p.site_id = s.id)
             OR EXISTS (SELECT 1 FROM ${serviceCategories} c WHERE c.site_id = s.id)) AS has_product_or_service,
           (s.owner_id IS NULL OR coalesce((SELECT u.email_verified FROM ${user} u WHERE u.id = s.owner_id), false)) AS owner_confirmed
      FROM ${sites} s
     WHERE s.id = ${siteId}
  `),
    getLegalMissing(db, siteId),
  ]);
  const row = result.rows[0];
  if (!row) return null;
  const items = checklistItems({
    plan: row.plan,
    hasLogo: row.has_logo,
    hasColors: row.has_colors,
    hasHours: row.has_hours,
    hasContactEmail: row.has_contact_email,
    hasSenderEmail: row.has_sender_email,
    hasHeroImage: row.has_hero_image,
    hasProductOrService: row.has_product_or_service,
    ownerConfirmed: row.owner_confirmed,
    legalMissing: (legalMissing ?? []).map((field) => field.label),
    hostLegalMissing: missingHostFields(host),
  });
  const mediatorMissing = (legalMissing ?? []).some((field) => field.field === "consumerMediatorName");
  return { items, ownerConfirmed: row.owner_confirmed, mediatorMissing };
}

/**
 * The 'Mentions légales' fields a site still lacks, for the checklist of a draft and
 * the 'Mentions légales incomplètes' card of a published site; null without the site.
 */
export async function getLegalMissing(db: Database, siteId: string): Promise<MissingLegalField[] | null> {
  const facts = await getLegalFacts(db, siteId);
  return facts ? missingLegalFields(facts) : null;
}
