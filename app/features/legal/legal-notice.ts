import { formHasCapital, registryCityLabel } from "~/features/legal/company-legal-form-list";
import type { LegalField } from "~/features/legal/legal-schema";
import type { LegalRegistry } from "~/db/enums";
import { LEGAL_PAGE_PATHS } from "~/features/site-resolution/site-links";
import { isWebAddress } from "~/lib/web-address";

/**
 * The two generated legal pages of every merchant site as pure rules: their paths and
 * titles, what the publisher's notice needs (LCEN art. 6-III) and which of it is missing, the
 * contact that defaults to the merchant's, and the retention in words.
 */

/** The settings section's anchor: the checklist and the owner's notice link to it. */
export const LEGAL_SECTION_ID = "mentions-legales";
export const LEGAL_SETTINGS_HREF = `/admin/settings#${LEGAL_SECTION_ID}`;
/** The legal notice's 'Avis clients' anchor: the home's reviews link to it. */
export const REVIEWS_NOTICE_ID = "avis-clients";

export const LEGAL_PAGES = {
  notice: { path: LEGAL_PAGE_PATHS.notice },
  privacy: { path: LEGAL_PAGE_PATHS.privacy },
} as const;
export type LegalPage = keyof typeof LEGAL_PAGES;
/** The accessibility statement, beside the two legal pages in the footer and the sitemap. */
export const ACCESSIBILITY_PATH = LEGAL_PAGE_PATHS.accessibility;

/** What the pages read of a site (legal-data.server.ts), and what it does that collects data. */
export type LegalFacts = {
  siteName: string;
  legalName: string | null;
  legalForm: string | null;
  shareCapital: string | null;
  registeredOffice: string | null;
  legalRegistry: LegalRegistry | null;
  legalRegistryCity: string | null;
  siret: string | null;
  vatNumber: string | null;
  publicationDirector: string | null;
  legalEmail: string | null;
  legalPhone: string | null;
  merchantEmail1: string | null;
  merchantPhone1: string | null;
  dataRetentionMonths: number;
  /** The services page and its quote form are in the site's plan. */
  hasQuoteForm: boolean;
  /** The home shows events, hence 'Je viendrai 👍'. */
  hasEvents: boolean;
  /** The consumer mediator she has an agreement with (Code de la consommation, art. L612-1): its name and website. */
  consumerMediatorName: string | null;
  consumerMediatorUrl: string | null;
  /** The home shows customer reviews (one not hidden at least): the notice then says how they are handled. */
  hasReviews?: boolean;
  /** How the reviews are collected, in the merchant's words; null = the default statement. */
  reviewStatement?: string | null;
};

/** The platform's identity as host (HOST_LEGAL_*); any part may be unset. */
export type HostLegal = { name?: string | undefined; address?: string | undefined; phone?: string | undefined };

export type MissingLegalField = { field: LegalField; label: string };

const blank = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The legal pages' contact: the section's own, else the merchant's first e-mail and phone. */
export function legalContact(facts: Pick<LegalFacts, "legalEmail" | "legalPhone" | "merchantEmail1" | "merchantPhone1">): {
  email: string | null;
  phone: string | null;
} {
  return { email: blank(facts.legalEmail) ?? blank(facts.merchantEmail1), phone: blank(facts.legalPhone) ?? blank(facts.merchantPhone1) };
}

/**
 * What the publisher's notice still lacks, in the settings' order and with their labels. The
 * capital only for a form that has one; a registry for a company (an EI or an association may be
 * unregistered), its town once chosen; the VAT number never (a business under the VAT threshold
 * has none).
 */
export function missingLegalFields(facts: LegalFacts): MissingLegalField[] {
  const missing: MissingLegalField[] = [];
  const need = (field: LegalField, label: string, value: string | null) => {
    if (!blank(value)) missing.push({ field, label });
  };
  need("legalName", "Raison sociale", facts.legalName);
  need("legalForm", "Forme juridique", facts.legalForm);
  if (formHasCapital(facts.legalForm)) need("shareCapital", "Capital social", facts.shareCapital);
  need("registeredOffice", "Adresse du siège", facts.registeredOffice);
  const companyForm = blank(facts.legalForm) !== null && formHasCapital(facts.legalForm);
  if (companyForm) need("legalRegistry", "Registre (RCS ou RM)", facts.legalRegistry);
  if (facts.legalRegistry) need("legalRegistryCity", registryCityLabel(facts.legalRegistry), facts.legalRegistryCity);
  need("siret", "SIRET", facts.siret);
  need("publicationDirector", "Directeur de la publication", facts.publicationDirector);
  const contact = legalContact(facts);
  need("legalEmail", "E-mail de contact", contact.email);
  need("legalPhone", "Téléphone de contact", contact.phone);
  if (!consumerMediator(facts)) missing.push({ field: "consumerMediatorName", label: MEDIATOR_LABEL });
  return missing;
}

/** 'a', 'a et b', 'a, b et c'. */
export function listInFrench(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
}

/** 'Il manque : Raison sociale, SIRET et Directeur de la publication.': the checklist's words, and the refused publication's. */
export function legalMissingText(labels: string[]): string {
  return `Il manque\u00a0: ${listInFrench(labels)}.`;
}

/** How the settings, the checklist and the owner's notice name the mediator. */
export const MEDIATOR_LABEL = "Médiateur de la consommation";

/**
 * The consumer mediator as the notice prints it, or null while its name or its website is
 * missing, or the website is no web address: only then may a site be published (publication.server.ts).
 */
export function consumerMediator(facts: Pick<LegalFacts, "consumerMediatorName" | "consumerMediatorUrl">): { name: string; url: string } | null {
  const name = blank(facts.consumerMediatorName);
  const url = blank(facts.consumerMediatorUrl);
  if (!name || !url || !isWebAddress(url)) return null;
  return { name, url };
}

/**
 * What the host's part of the notice still lacks (HOST_LEGAL_*, LCEN art. 6-III), as 'le nom',
 * "l'adresse", 'le téléphone'. The platform completes it, never the merchant: her
 * dashboard says so instead of calling the pages complete.
 */
export function missingHostFields(host: HostLegal): string[] {
  const parts: [string | undefined, string][] = [
    [host.name, "le nom"],
    [host.address, "l'adresse"],
    [host.phone, "le téléphone"],
  ];
  return parts.filter(([value]) => !blank(value)).map(([, label]) => label);
}

export const LEGAL_NOTICE_TEXTS = {
  /** The one line under the public forms and the home's events. */
  formNotice: "Vos données servent uniquement à répondre à votre demande.",
  learnMore: "En savoir plus",
  missingTitle: "Mentions légales incomplètes",
  ownerMissing: "Visible par vous seul\u00a0: ces informations manquent encore sur cette page.",
  ownerMissingLink: "Compléter dans Paramètres du site",
  notProvided: "non renseigné",
} as const;
