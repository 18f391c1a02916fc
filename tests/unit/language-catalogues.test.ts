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
