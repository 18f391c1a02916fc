import { describe, expect, it } from "vitest";
import { OTHER_LANGUAGES } from "~/lib/i18n/languages";
import { LANGUAGES_TEXTS, languageLabel, sameText, theLanguage, translationTooLong, translationsHref } from "~/features/languages/languages-schema";

describe("the 'Langues' and 'Traductions' texts", () => {
  it("names each language in French, with its article as a sentence needs it", () => {
    expect(OTHER_LANGUAGES.map(languageLabel)).toEqual(["Anglais", "Allemand", "Espagnol", "Italien", "Néerlandais"]);
    expect(OTHER_LANGUAGES.map(theLanguage)).toEqual(["l'anglais", "l'allemand", "l'espagnol", "l'italien", "le néerlandais"]);
    expect(LANGUAGES_TEXTS.switchOffTitle("nl")).toBe("Désactiver le néerlandais\u00a0?");
    expect(LANGUAGES_TEXTS.switchedOff("en")).toBe("L'anglais est désactivé. Vos traductions sont conservées.");
    expect(LANGUAGES_TEXTS.publishedCount(1, 5)).toBe("1 page publiée sur 5");
    expect(LANGUAGES_TEXTS.publishedCount(3, 5)).toBe("3 pages publiées sur 5");
  });

  it("links to a language's translations, on a page or the first", () => {
    expect(translationsHref("de")).toBe("/admin/traductions?langue=de");
    expect(translationsHref("de", "contact")).toBe("/admin/traductions?langue=de&page=contact");
  });

  it("holds a page's title and description to the limits of 'Référencement', any other text to 5000 characters", () => {
    const id = "0b7c6f1e-8a7d-4d5e-9f10-1a2b3c4d5e6f";
    expect(translationTooLong(`t:page_seo:${id}:home.title`, "T".repeat(60))).toBeNull();
    expect(translationTooLong(`t:page_seo:${id}:home.title`, "T".repeat(61))).toBe("Le titre doit faire 60 caractères au plus");
    expect(translationTooLong(`t:page_seo:${id}:contact.description`, "D".repeat(156))).toBe("La description doit faire 155 caractères au plus");
    expect(translationTooLong(`t:home:${id}:heroTitle`, "T".repeat(5000))).toBeNull();
    expect(translationTooLong(`t:home:${id}:heroTitle`, "T".repeat(5001))).toBe("La traduction doit faire 5000 caractères au plus");
  });

  it("compares a French text as a form sends it back (CRLF) with the stored one", () => {
    expect(sameText("Deux\r\nlignes", "Deux\nlignes")).toBe(true);
    expect(sameText("Deux lignes ", "Deux lignes")).toBe(true);
    expect(sameText("Deux lignes", "Deux autres lignes")).toBe(false);
  });
});
