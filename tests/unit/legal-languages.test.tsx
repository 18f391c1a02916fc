/** The legal pages in the page's language (ADR 047): the generated text translated, the merchant's own data as typed. */
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import type { PageLanguage } from "~/lib/i18n/languages";
import { LegalNoticePage } from "~/features/legal/public/legal-notice-page";
import { PrivacyPage } from "~/features/legal/public/privacy-page";
import { FormPrivacyNotice } from "~/features/legal/public/form-privacy-notice";
import { renderInLanguage } from "../support/render";

const facts = {
  siteName: "Les Délices de Marie",
  legalName: "Délices SARL",
  legalForm: "SARL",
  shareCapital: "10 000 €",
  registeredOffice: "12 rue des Lilas\n69003 Lyon",
  legalRegistry: "RCS" as const,
  legalRegistryCity: "Lyon",
  siret: "73282932000074",
  vatNumber: "FR44732829320",
  publicationDirector: "Marie Dupont",
  legalEmail: "contact@delices.test",
  legalPhone: null,
  merchantEmail1: null,
  merchantPhone1: null,
  dataRetentionMonths: 24,
  hasQuoteForm: true,
  hasEvents: true,
  consumerMediatorName: "CM2C",
  consumerMediatorUrl: "https://www.cm2c.net",
};
const props = { facts, host: { name: "Vitrine SAS" }, ownerMissing: [], settingsHref: "/admin/settings", otherPageHref: "/en/merchant/confidentialite" };

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\n]+/g, " ");
const render = (language: PageLanguage, node: ReactNode) => text(renderInLanguage(language, node));

describe("the legal pages in another language", () => {
  it("the legal notice in English, with the merchant's data as typed", () => {
    const page = render("en", <LegalNoticePage {...props} />);
    for (const part of [
      "Legal notice",
      "Website publisher",
      "Company name",
      "Délices SARL",
      "Registered office",
      "12 rue des Lilas",
      "Publication director",
      "Marie Dupont",
      "Trade and Companies Register (RCS)",
    ])
      expect(page).toContain(part);
    expect(page).toContain("our privacy policy");
    expect(page).not.toContain("Raison sociale");
    expect(page).not.toContain("Registre du commerce");
  });

  it("the privacy policy in German, the retention in its words", () => {
    const page = render("de", <PrivacyPage {...props} />);
    for (const part of ["Datenschutzerklärung", "Ihre Rechte", "2 Jahre", "Das Kontaktformular", "Vitrine SAS"]) expect(page).toContain(part);
    expect(page).not.toContain("Vos droits");
  });

  it("the line under a form in Spanish, its link to the privacy page", () => {
    expect(render("es", <FormPrivacyNotice privacyHref="/es/merchant/confidentialite" />)).toContain(
      "Sus datos solo se utilizan para responder a su solicitud. Más información: Privacidad",
    );
  });

  it("the French as it always was", () => {
    expect(render("fr", <LegalNoticePage {...props} />)).toContain("Registre du commerce et des sociétés (RCS)");
    const page = render("fr", <PrivacyPage {...props} />);
    expect(page).toContain("Vos messages et demandes de devis sont conservés 2 ans après leur envoi, puis effacés automatiquement.");
    expect(page).toContain(
      "Sur les données qui vous concernent, vous avez le droit de demander à tout moment, sans frais et sans avoir à vous justifier sauf pour l'opposition\u00a0:",
    );
  });
});
