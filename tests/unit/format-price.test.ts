import { describe, expect, it } from "vitest";
import { formatAmount, formatPrice, parsePrice } from "~/features/products/format-price";

// Spaces in the expectations are explicit: a no-break space before the euro sign, and fr-FR's
// narrow no-break space as the thousands separator.
const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("formatAmount", () => {
  it("writes cents with a decimal comma only when there are some", () => {
    expect(formatAmount(12)).toBe("12");
    expect(formatAmount(12.5)).toBe("12,50");
    expect(formatAmount(0.3)).toBe("0,30");
    expect(formatAmount(0)).toBe("0");
  });

  it("rounds to the cent and groups thousands the French way", () => {
    expect(formatAmount(2.005)).toBe("2,01");
    expect(formatAmount(19.999)).toBe("20");
    expect(formatAmount(1234.5)).toBe(`1${NNBSP}234,50`);
  });
});

describe("formatPrice", () => {
  it("uses € when there is no unit", () => {
    expect(formatPrice(12.5, null)).toBe(`12,50${NBSP}€`);
    expect(formatPrice(12.5)).toBe(`12,50${NBSP}€`);
    expect(formatPrice(4, "   ")).toBe(`4${NBSP}€`);
  });

  it("puts a unit that already carries the euro sign after the price", () => {
    expect(formatPrice(24, "€/kg")).toBe(`24${NBSP}€/kg`);
    expect(formatPrice(3.2, "€ la pièce")).toBe(`3,20${NBSP}€ la pièce`);
    expect(formatPrice(15, "€")).toBe(`15${NBSP}€`);
  });

  it("adds the euro sign once to a unit without it", () => {
    expect(formatPrice(24, "kg")).toBe(`24${NBSP}€/kg`);
    expect(formatPrice(24, "/kg")).toBe(`24${NBSP}€/kg`);
    expect(formatPrice(9.9, "la douzaine")).toBe(`9,90${NBSP}€ la douzaine`);
    expect(formatPrice(32, "par personne")).toBe(`32${NBSP}€ par personne`);
    expect(formatPrice(6, "l'unité")).toBe(`6${NBSP}€ l'unité`);
    expect(formatPrice(6, "pièce")).toBe(`6${NBSP}€/pièce`);
  });

  it("accepts numeric strings (decimal point or comma)", () => {
    expect(formatPrice("12.50", null)).toBe(`12,50${NBSP}€`);
    expect(formatPrice("12,5", "€/kg")).toBe(`12,50${NBSP}€/kg`);
  });

  it("gives null when there is no usable price", () => {
    expect(formatPrice(null, "€/kg")).toBeNull();
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice("", null)).toBeNull();
    expect(formatPrice("abc", null)).toBeNull();
    expect(formatPrice(Number.NaN, null)).toBeNull();
    expect(formatPrice(-1, null)).toBeNull();
  });
});

describe("formatPrice in the page's locale", () => {
  it("keeps the French prices when the locale is fr-FR, given or not", () => {
    expect(formatPrice(18.5, null, "fr-FR")).toBe(`18,50${NBSP}€`);
    expect(formatPrice(18.5, null, "fr-FR")).toBe(formatPrice(18.5, null));
    expect(formatPrice(1234.5, "kg", "fr-FR")).toBe(`1${NNBSP}234,50${NBSP}€/kg`);
    expect(formatPrice(3.2, "€ la pièce", "fr-FR")).toBe(`3,20${NBSP}€ la pièce`);
  });

  it("writes each locale's amount and euro sign as Intl does, cents only when there are some", () => {
    expect(formatPrice(18.5, null, "en-GB")).toBe("€18.50");
    expect(formatPrice(12, null, "en-GB")).toBe("€12");
    expect(formatPrice(1234.5, null, "en-GB")).toBe("€1,234.50");
    expect(formatPrice(18.5, null, "de-DE")).toBe(`18,50${NBSP}€`);
    expect(formatPrice(1234.5, null, "de-DE")).toBe(`1.234,50${NBSP}€`);
    expect(formatPrice(18.5, null, "es-ES")).toBe(`18,50${NBSP}€`);
    expect(formatPrice(18.5, null, "it-IT")).toBe(`18,50${NBSP}€`);
    expect(formatPrice(12, null, "it-IT")).toBe(`12${NBSP}€`);
    expect(formatPrice(18.5, null, "nl-NL")).toBe(`€${NBSP}18,50`);
    expect(formatPrice(2.005, null, "en-GB")).toBe("€2.01");
  });

  it("places the euro sign itself and drops the one the unit carries", () => {
    expect(formatPrice(24, "€/kg", "en-GB")).toBe("€24/kg");
    expect(formatPrice(24, "€", "en-GB")).toBe("€24");
    expect(formatPrice(24, "€/kg", "nl-NL")).toBe(`€${NBSP}24/kg`);
    expect(formatPrice(24, "€/kg", "de-DE")).toBe(`24${NBSP}€/kg`);
  });

  it("puts a bare unit after a slash and a phrase after a space, in every language", () => {
    expect(formatPrice(24, "kg", "en-GB")).toBe("€24/kg");
    expect(formatPrice(24, "/kg", "en-GB")).toBe("€24/kg");
    // A unit typed with a spaced slash keeps it, as in French ("6,90 € / pot"), not "€6.90/ jar".
    expect(formatPrice(6.9, "€ / jar", "en-GB")).toBe("€6.90 / jar");
    expect(formatPrice(6.9, "€ / Glas", "de-DE")).toBe(`6,90${NBSP}€ / Glas`);
    expect(formatPrice(3.2, "each", "en-GB")).toBe("€3.20 each");
    expect(formatPrice(32, "per person", "en-GB")).toBe("€32 per person");
    expect(formatPrice(6, "Stück", "de-DE")).toBe(`6${NBSP}€/Stück`);
    expect(formatPrice(32, "pro Person", "de-DE")).toBe(`32${NBSP}€ pro Person`);
    expect(formatPrice(9.9, "la docena", "es-ES")).toBe(`9,90${NBSP}€ la docena`);
    expect(formatPrice(32, "a persona", "it-IT")).toBe(`32${NBSP}€ a persona`);
    expect(formatPrice(6, "per stuk", "nl-NL")).toBe(`€${NBSP}6 per stuk`);
    // A unit not translated yet reads as the French one does.
    expect(formatPrice(3.2, "€ la pièce", "en-GB")).toBe("€3.20 la pièce");
    expect(formatPrice(6, "l'unité", "en-GB")).toBe("€6 l'unité");
  });

  it("refuses the same unusable prices in every locale", () => {
    expect(formatPrice(null, "kg", "en-GB")).toBeNull();
    expect(formatPrice("", null, "de-DE")).toBeNull();
    expect(formatPrice(-1, null, "nl-NL")).toBeNull();
    expect(formatPrice("12,5", null, "en-GB")).toBe("€12.50");
  });
});

describe("parsePrice", () => {
  it("reads a price as a merchant types it, with a comma or a point", () => {
    expect(parsePrice("18,50")).toBe(18.5);
    expect(parsePrice("18.50")).toBe(18.5);
    expect(parsePrice("18,5")).toBe(18.5);
    expect(parsePrice("18")).toBe(18);
    expect(parsePrice(" 0,99 ")).toBe(0.99);
    expect(parsePrice("0")).toBe(0);
  });

  it("accepts a euro sign and grouped thousands with any kind of space", () => {
    expect(parsePrice("18 €")).toBe(18);
    expect(parsePrice("18€")).toBe(18);
    expect(parsePrice("€ 18,50")).toBe(18.5);
    expect(parsePrice(`18,50${NBSP}€`)).toBe(18.5);
    expect(parsePrice("1 250,00")).toBe(1250);
    expect(parsePrice(`1${NBSP}250,00`)).toBe(1250);
    expect(parsePrice(`1${NNBSP}250,5`)).toBe(1250.5);
    expect(parsePrice("12 345 678")).toBe(12345678);
  });

  it("refuses what it cannot read without guessing", () => {
    for (const text of [
      "",
      " ",
      "abc",
      "18,505",
      "1.250",
      "1,250",
      "1.250,00",
      "1,250.00",
      "-5",
      "18,50 €/kg",
      "12 34",
      "1 2500",
      "18,",
      ",5",
      "18 € €",
      "1e3",
      "0x10",
      "100000000",
    ]) {
      expect(parsePrice(text), text).toBeNull();
    }
  });

  it("round-trips the back-office's fr-FR display", () => {
    expect(parsePrice(formatPrice(1250.5) ?? "")).toBe(1250.5);
    expect(parsePrice(formatPrice(18.5) ?? "")).toBe(18.5);
  });
});
