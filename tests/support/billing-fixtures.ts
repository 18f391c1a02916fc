/**
 * The billing tests' accounts and sites (issue 24), built with the shared factories (factories.ts):
 * users without a password (no hashing), sites published at a chosen moment (the trigger
 * `sites_first_publication` derives the free start from it), and the mails the outbox holds.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import type { SitePlan } from "~/db/enums";
import { mailOutbox, sites } from "~/db/schema";
import { createOwner, createSite } from "./factories";

/** BILLING_* of the tests: a real-looking seller (SIREN and VAT of the placeholder, which pass their checks). */
export const BILLING_ENV = {
  BILLING_SELLER_NAME: "Vitrine SAS",
  BILLING_SELLER_ADDRESS: "8 rue des Tests\\n69001 Lyon",
  BILLING_SELLER_LEGAL: "SAS au capital de 10 000 € · RCS Lyon 123 456 782",
  BILLING_SIREN: "123 456 782",
  BILLING_VAT_NUMBER: "FR11 123456782",
  BILLING_IBAN: "FR76 3000 6000 0112 3456 7890 189",
  BILLING_BIC: "AGRIFRPP882",
  BILLING_EMAIL: "facturation@vitrine.example",
};

export async function newUser(db: Database, email: string, role: "admin" | "user" = "user", name = email.split("@")[0]): Promise<string> {
  return (await createOwner(db, { email, role, name })).id;
}

export type SiteSpec = {
  name: string;
  plan?: SitePlan;
  /** The first publication; null: a draft. */
  publishedAt: Date | null;
  ownerId?: string | null;
  /** 'Mentions légales' filled (a SARL in Lyon). */
  legal?: boolean;
};

export async function newSite(db: Database, spec: SiteSpec): Promise<string> {
  const row = await createSite(db, {
    name: spec.name,
    plan: spec.plan ?? "pro",
    publishedAt: spec.publishedAt,
    ownerId: spec.ownerId ?? null,
    ...(spec.legal
      ? {
          legalName: `${spec.name} SARL`,
          legalForm: "SARL",
          registeredOffice: "12 rue des Marronniers\n69002 Lyon",
          siret: "81234567600017",
          vatNumber: "FR19812345676",
        }
      : {}),
  });
  return row.id;
}

export async function siteRow(db: Database, siteId: string) {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  return row;
}

/** The outbox's mails of a kind about a site, oldest first. */
export async function mailsOf(db: Database, kind: string, siteId: string | null = null) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(siteId ? and(eq(mailOutbox.kind, kind), eq(mailOutbox.siteId, siteId)) : eq(mailOutbox.kind, kind))
    .orderBy(mailOutbox.createdAt);
  return rows;
}
