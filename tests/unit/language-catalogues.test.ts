import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { CATALOGUES, translator } from "~/lib/i18n/messages";
import { NOT_FOUND_TEXTS } from "~/features/not-found/not-found-texts";
import { HONEYPOT_LABEL } from "~/features/submissions/submission-fields";
import { OTHER_LANGUAGES, pageLanguageOf, withLanguage, withoutLanguage } from "~/lib/i18n/languages";

/** A message's placeholders, by name and kind ('count:plural', 'time:argument'). */
function placeholders(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      out.add(`${element.value}:tag`);
      placeholders(element.children, out);
      continue;
    }
    out.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) placeholders(option.value, out);
  }
  return out;
}

describe("the public pages' message catalogues", () => {
  const french = CATALOGUES.fr;

  for (const language of ["fr", ...OTHER_LANGUAGES] as const) {
    it(`${language}: every message parses`, () => {
      for (const [key, message] of Object.entries(CATALOGUES[language])) {
        expect(() => parse(message), `${language} ${key}`).not.toThrow();
      }
    });
  }

  for (const language of OTHER_LANGUAGES) {
    it(`${language}: has every French key, no other, and the same placeholders`, () => {
      const catalogue = CATALOGUES[language];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(french).sort());
      for (const [key, message] of Object.entries(french)) {
        const theirs = catalogue[key];
        if (theirs === undefined) continue;
        expect([...placeholders(parse(theirs))].sort(), `${language} ${key}`).toEqual([...placeholders(parse(message))].sort());
      }
    });
  }

  it("French: a shop's name never follows 'de' or 'à', which would have to contract with its article", () => {
    // 'Les Délices de Marie', 'Le Fournil', 'Au Bon Pain': 'de Les…' is wrong French and the
    // contraction depends on the name. A noun in apposition ('du site {siteName}') always reads right.
    // Only a person's name may follow 'de' (a team member's portrait).
    const people = new Set(["about.portrait"]);
    const offending = Object.entries(french).filter(([key, message]) => !people.has(key) && /\b(de|à|De|À) \{(siteName|name)\}/.test(message));
    expect(offending).toEqual([]);
    const t = translator("fr");
    expect(t("seo.description.products", { name: "Les Délices de Marie" })).toBe(
      "Les Délices de Marie\u00a0: nos produits, leurs prix, déclinaisons et catégories.",
    );
    expect(t("legal.notice.lead", { siteName: "Le Fournil" })).toMatch(/^Les informations légales du site Le Fournil,/);
  });

  it("says the not-found page's French as the page says it where no language is provided", () => {
    const t = translator("fr");
    expect({ title: t("notFound.title"), text: t("notFound.text"), back: t("notFound.back") }).toEqual(NOT_FOUND_TEXTS);
    expect(t("forms.honeypotLabel")).toBe(HONEYPOT_LABEL);
  });

  it("formats in the page's language", () => {
    expect(translator("en")("nav.about")).toBe("About us");
    expect(translator("fr")("nav.about")).toBe("Qui sommes-nous");
  });
});

describe("a page's language in its path", () => {
  it("reads the prefix, and French elsewhere", () => {
    expect(pageLanguageOf("/en")).toBe("en");
    expect(pageLanguageOf("/de/merchant/about")).toBe("de");
    expect(pageLanguageOf("/merchant/about")).toBe("fr");
    expect(pageLanguageOf("/english")).toBe("fr");
    expect(pageLanguageOf("/fr/merchant")).toBe("fr");
  });

  it("adds and removes it", () => {
    expect(withLanguage("/", "en")).toBe("/en");
    expect(withLanguage("/merchant/about", "nl")).toBe("/nl/merchant/about");
    expect(withLanguage("/merchant/about", "fr")).toBe("/merchant/about");
    expect(withoutLanguage("/en")).toBe("/");
    expect(withoutLanguage("/it/merchant/products")).toBe("/merchant/products");
    expect(withoutLanguage("/merchant")).toBe("/merchant");
  });
});
