/**
 * Issue 15: the legal notices' identifiers (SIRET with the Luhn rule, French VAT key), the
 * settings section's checks built on them, and which fields the notice still lacks.
 */
import { describe, expect, it } from "vitest";
import {
  formatSiret,
  frenchVatKey,
  frenchVatNumber,
  isValidFrenchVat,
  isValidSiret,
  luhnValid,
  normalizeVat,
  siretProblem,
  vatProblem,
} from "~/features/legal/legal-identifiers";
import { LEGAL_TEXTS } from "~/features/legal/legal-schema";
import { legalContact, missingLegalFields, type LegalFacts } from "~/features/legal/legal-notice";
import { monthsText } from "~/lib/french-date";
import { EMPTY_SETTINGS, settingsSchema } from "~/features/settings/settings-schema";
import { mainSite, secondSite, type PictureUrl } from "~/features/demo/demo-content";

describe("SIRET", () => {
  it("accepts a real SIRET, with or without the spaces people type", () => {
    expect(isValidSiret("73282932000074")).toBe(true);
    expect(isValidSiret("732 829 320 00074")).toBe(true);
    expect(isValidSiret("732\u00a0829\u00a0320\u00a000074")).toBe(true);
  });

  it("refuses one wrong digit (Luhn), a wrong length and letters", () => {
    expect(siretProblem("73282932000075")).toBe("checksum");
    expect(siretProblem("73282932000047")).toBe("checksum");
    expect(siretProblem("7328293200007")).toBe("format");
    expect(siretProblem("732829320000744")).toBe("format");
    expect(siretProblem("7328293200007A")).toBe("format");
  });

  it("knows La Poste's establishments (digit sum a multiple of 5)", () => {
    expect(isValidSiret("35600000000048")).toBe(true);
    expect(isValidSiret("35600000049837")).toBe(true);
    expect(isValidSiret("35600000049838")).toBe(false);
  });

  it("runs the Luhn rule on digits only", () => {
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });

  it("prints a SIRET as the INSEE does", () => {
    expect(formatSiret("73282932000074")).toBe("732 829 320 00074");
  });
});

describe("TVA intracommunautaire", () => {
  it("computes the key (12 + 3 × (SIREN mod 97)) mod 97, on two digits", () => {
    expect(frenchVatKey("732829320")).toBe("44");
    expect(frenchVatNumber("404833048")).toBe("FR83404833048");
    // A key under 10 keeps its leading zero.
    const siren = Array.from({ length: 2000 }, (_, i) => String(100000000 + i)).find((s) => Number(frenchVatKey(s)) < 10)!;
    expect(frenchVatKey(siren)).toMatch(/^0\d$/);
  });

  it("accepts a number whose key matches, in any case and with spaces", () => {
    expect(isValidFrenchVat("FR44732829320")).toBe(true);
    expect(isValidFrenchVat("fr 44 732 829 320")).toBe(true);
    expect(normalizeVat("fr 44 732 829 320")).toBe("FR44732829320");
  });

  it("refuses a wrong key and a malformed number", () => {
    expect(vatProblem("FR45732829320")).toBe("key");
    expect(vatProblem("DE123456789")).toBe("format");
    expect(vatProblem("FR4473282932")).toBe("format");
  });
});

describe("the settings form's 'Mentions légales' checks", () => {
  const base = { ...EMPTY_SETTINGS, senderEmail: "contact@boutique.fr" };
  const errorsOf = (values: Record<string, string>) => {
    const parsed = settingsSchema.safeParse({ ...base, ...values });
    if (parsed.success) return {};
    return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it("stores SIRET and VAT without spaces, VAT in capitals", () => {
    const parsed = settingsSchema.parse({ ...base, siret: "732 829 320 00074", vatNumber: "fr44 732829320", legalForm: "SAS", legalRegistry: "RCS" });
    expect(parsed.siret).toBe("73282932000074");
    expect(parsed.vatNumber).toBe("FR44732829320");
    expect(parsed.legalRegistry).toBe("RCS");
  });

  it("says what is wrong, field by field", () => {
    expect(errorsOf({ siret: "732 829 320 00075" })).toEqual({ siret: LEGAL_TEXTS.siretChecksum });
    expect(errorsOf({ siret: "1234" })).toEqual({ siret: LEGAL_TEXTS.siretFormat });
    expect(errorsOf({ vatNumber: "FR45732829320" })).toEqual({ vatNumber: LEGAL_TEXTS.vatKey });
    expect(errorsOf({ vatNumber: "123" })).toEqual({ vatNumber: LEGAL_TEXTS.vatFormat });
    expect(errorsOf({ legalForm: "GIE" })).toEqual({ legalForm: LEGAL_TEXTS.unknownForm });
    expect(errorsOf({ legalRegistry: "RCS2" })).toEqual({ legalRegistry: LEGAL_TEXTS.unknownRegistry });
    expect(errorsOf({ legalEmail: "pas-un-email" })).toEqual({ legalEmail: LEGAL_TEXTS.invalidEmail });
  });

  it("refuses a VAT number whose SIREN is not the SIRET's", () => {
    expect(errorsOf({ siret: "73282932000074", vatNumber: "FR83404833048" })).toEqual({ vatNumber: LEGAL_TEXTS.vatSiret });
    expect(errorsOf({ siret: "73282932000074", vatNumber: "FR44732829320" })).toEqual({});
  });

  it("takes the consumer mediator's name and website together, the website a web address with https:// added", () => {
    const parsed = settingsSchema.parse({ ...base, consumerMediatorName: " CM2C ", consumerMediatorUrl: "www.cm2c.net" });
    expect([parsed.consumerMediatorName, parsed.consumerMediatorUrl]).toEqual(["CM2C", "https://www.cm2c.net"]);
    expect(errorsOf({ consumerMediatorName: "CM2C" })).toEqual({ consumerMediatorUrl: LEGAL_TEXTS.mediatorUrlNeeded });
    expect(errorsOf({ consumerMediatorUrl: "https://www.cm2c.net" })).toEqual({ consumerMediatorName: LEGAL_TEXTS.mediatorNameNeeded });
    expect(errorsOf({ consumerMediatorName: "C", consumerMediatorUrl: "https://www.cm2c.net" })).toEqual({
      consumerMediatorName: LEGAL_TEXTS.mediatorNameLength,
    });
    expect(errorsOf({ consumerMediatorName: "x".repeat(201), consumerMediatorUrl: "https://www.cm2c.net" })).toEqual({
      consumerMediatorName: LEGAL_TEXTS.mediatorNameLength,
    });
    expect(errorsOf({ consumerMediatorName: "CM2C", consumerMediatorUrl: "javascript:alert(1)" })).toEqual({ consumerMediatorUrl: LEGAL_TEXTS.mediatorUrl });
  });

  it("leaves every legal field optional", () => {
    expect(errorsOf({})).toEqual({});
  });
});

describe("what the notice still lacks", () => {
  const complete: LegalFacts = {
    siteName: "Les Délices",
    legalName: "Les Délices de Marie",
    legalForm: "SARL",
    shareCapital: "10 000 €",
    registeredOffice: "12 rue des Lilas, 75011 Paris",
    legalRegistry: "RCS",
    legalRegistryCity: "Paris",
    siret: "73282932000074",
    vatNumber: null,
    publicationDirector: "Marie Dupont",
    legalEmail: null,
    legalPhone: null,
    merchantEmail1: "marie@delices.fr",
    merchantPhone1: "01 23 45 67 89",
    dataRetentionMonths: 36,
    hasQuoteForm: true,
    hasEvents: true,
    consumerMediatorName: "CM2C",
    consumerMediatorUrl: "https://www.cm2c.net",
  };

  it("nothing when complete (the contact defaults to the merchant's, no VAT needed)", () => {
    expect(missingLegalFields(complete)).toEqual([]);
    expect(legalContact(complete)).toEqual({ email: "marie@delices.fr", phone: "01 23 45 67 89" });
    expect(legalContact({ ...complete, legalEmail: "legal@delices.fr" }).email).toBe("legal@delices.fr");
  });

  it("lists the blanks with the settings' labels", () => {
    const labels = missingLegalFields({ ...complete, legalName: " ", shareCapital: null, legalRegistryCity: null, merchantEmail1: null }).map((m) => m.label);
    expect(labels).toEqual(["Raison sociale", "Capital social", "Ville du greffe", "E-mail de contact"]);
  });

  it("asks no capital nor registry of an EI, the chamber's name for the RM", () => {
    expect(missingLegalFields({ ...complete, legalForm: "EI", shareCapital: null, legalRegistry: null, legalRegistryCity: null })).toEqual([]);
    expect(missingLegalFields({ ...complete, legalForm: "SAS", legalRegistry: null, legalRegistryCity: null }).map((m) => m.field)).toEqual(["legalRegistry"]);
    expect(missingLegalFields({ ...complete, legalRegistry: "RM", legalRegistryCity: null }).map((m) => m.label)).toEqual(["Chambre des métiers"]);
  });

  it("names the consumer mediator while its name or its website is missing, or the website is no web address", () => {
    const missing = (over: Partial<LegalFacts>) => missingLegalFields({ ...complete, ...over }).map((m) => m.label);
    expect(missing({ consumerMediatorName: null })).toEqual(["Médiateur de la consommation"]);
    expect(missing({ consumerMediatorUrl: " " })).toEqual(["Médiateur de la consommation"]);
    expect(missing({ consumerMediatorUrl: "javascript:alert(1)" })).toEqual(["Médiateur de la consommation"]);
  });

  it("says the retention in words", () => {
    expect(monthsText(36)).toBe("3 ans");
    expect(monthsText(12)).toBe("1 an");
    expect(monthsText(18)).toBe("18 mois");
  });
});

describe("the demo merchants' legal notices (issue 15)", () => {
  const img: PictureUrl = () => "/media/demo.jpg";
  for (const demo of [mainSite(img, "2026-06-01"), secondSite(img)]) {
    it(`${demo.site.name}: valid identifiers, nothing missing`, () => {
      const site = demo.site;
      expect(isValidSiret(site.siret ?? "")).toBe(true);
      expect(isValidFrenchVat(site.vatNumber ?? "")).toBe(true);
      const parsed = settingsSchema.safeParse({
        ...EMPTY_SETTINGS,
        senderEmail: "contact@demo.fr",
        siret: site.siret,
        vatNumber: site.vatNumber,
        legalForm: site.legalForm,
        legalRegistry: site.legalRegistry,
        consumerMediatorName: site.consumerMediatorName,
        consumerMediatorUrl: site.consumerMediatorUrl,
      });
      expect(parsed.success).toBe(true);
      const facts: LegalFacts = {
        siteName: site.name,
        legalName: site.legalName ?? null,
        legalForm: site.legalForm ?? null,
        shareCapital: site.shareCapital ?? null,
        registeredOffice: site.registeredOffice ?? null,
        legalRegistry: site.legalRegistry ?? null,
        legalRegistryCity: site.legalRegistryCity ?? null,
        siret: site.siret ?? null,
        vatNumber: site.vatNumber ?? null,
        publicationDirector: site.publicationDirector ?? null,
        legalEmail: site.legalEmail ?? null,
        legalPhone: site.legalPhone ?? null,
        merchantEmail1: site.merchantEmail1 ?? null,
        merchantPhone1: site.merchantPhone1 ?? null,
        dataRetentionMonths: 36,
        hasQuoteForm: true,
        hasEvents: true,
        consumerMediatorName: site.consumerMediatorName ?? null,
        consumerMediatorUrl: site.consumerMediatorUrl ?? null,
      };
      expect(missingLegalFields(facts)).toEqual([]);
    });
  }
});
