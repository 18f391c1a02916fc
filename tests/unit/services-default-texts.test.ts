/**
 * The services page's defaults (a header or FAQ the merchant has not written) in a page of another
 * language come from the catalogue: its French must be the constants' exactly, so that the catalogue
 * and the French page say the same, and each default has its keys.
 */
import { describe, expect, it } from "vitest";
import { translator } from "~/lib/i18n/messages";
import { DEFAULT_FAQ_KEYS, DEFAULT_FAQS, DEFAULT_HEADER_KEYS, DEFAULT_SERVICES_HEADER } from "~/features/services/services-defaults";

describe("the services page's default texts", () => {
  const fr = translator("fr");
  const en = translator("en");

  it("are the constants, verbatim, in the French catalogue", () => {
    expect(fr(DEFAULT_HEADER_KEYS.title)).toBe(DEFAULT_SERVICES_HEADER.title);
    expect(fr(DEFAULT_HEADER_KEYS.description)).toBe(DEFAULT_SERVICES_HEADER.description);
    for (const faq of DEFAULT_FAQS) {
      const keys = DEFAULT_FAQ_KEYS[faq.id]!;
      expect(fr(keys.question)).toBe(faq.question);
      expect(fr(keys.answer)).toBe(faq.answer);
    }
  });

  it("have a text of their own in another language", () => {
    expect(en(DEFAULT_HEADER_KEYS.title)).toBe("Our services");
    expect(en(DEFAULT_FAQ_KEYS["default-delai"]!.question)).toBe("How far in advance should I book?");
    expect(Object.keys(DEFAULT_FAQ_KEYS).sort()).toEqual(DEFAULT_FAQS.map((faq) => faq.id).sort());
  });
});
