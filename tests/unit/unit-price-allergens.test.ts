import { describe, expect, it } from "vitest";
import { formatNetQuantity, formatUnitPrice, isLargeEnough, needsNetQuantity, parseNetQuantity, quantityLine, unitPrice } from "~/features/products/unit-price";
import { allergenSentences, allergenSummary, containsAny, inRegulationOrder } from "~/features/products/allergens";
import { ALLERGENS } from "~/db/enums";
import { CATALOGUES, translator } from "~/lib/i18n/messages";
import { validateProductDraft, parseProductPayload, type ProductDraft } from "~/features/products/products-schema";

const NBSP = "\u00a0";

describe("unit price", () => {
  it("reads a 400 g loaf at 3,20 € as 8,00 €/kg", () => {
    expect(unitPrice(3.2, 400, "g")).toEqual({ amount: 8, per: "kg" });
    expect(formatUnitPrice({ amount: 8, per: "kg" })).toBe(`8,00${NBSP}€/kg`);
    expect(quantityLine(3.2, 400, "g")).toBe(`400${NBSP}g · 8,00${NBSP}€/kg`);
  });

  it("gives volumes per litre and converts kg, cl and l", () => {
    expect(unitPrice(14.9, 50, "cl")).toEqual({ amount: 29.8, per: "l" });
    expect(unitPrice(26, 1, "l")).toEqual({ amount: 26, per: "l" });
    expect(unitPrice(9, 1.5, "kg")).toEqual({ amount: 6, per: "kg" });
    expect(unitPrice(2.5, 750, "ml")).toEqual({ amount: 3.33, per: "l" });
  });

  it("rounds to the cent, half up, without floating-point drift", () => {
    // 6,90 € for 320 g = 21,5625 €/kg → 21,56; 1,00 € for 800 g = 1,25 €/kg exactly; 0,10 € for 40 g = 2,50.
    expect(unitPrice(6.9, 320, "g")?.amount).toBe(21.56);
    expect(unitPrice(1, 800, "g")?.amount).toBe(1.25);
    // 0,01 € for 2 g = 5 €/kg; 0,03 € for 8 g = 3,75 €/kg; 1,01 € for 400 g = 2,525 → 2,53 (half up).
    expect(unitPrice(0.03, 8, "g")?.amount).toBe(3.75);
    expect(unitPrice(1.01, 400, "g")?.amount).toBe(2.53);
  });

  it("has nothing to say without a price or a quantity", () => {
    expect(unitPrice(null, 400, "g")).toBeNull();
    expect(unitPrice(3.2, null, "g")).toBeNull();
    expect(quantityLine(3.2, null, null)).toBeNull();
  });

  it("writes the amounts in the page's language", () => {
    expect(formatUnitPrice({ amount: 8, per: "kg" }, "en-GB")).toBe("€8.00/kg");
    expect(formatNetQuantity(1.5, "kg")).toBe(`1,5${NBSP}kg`);
    expect(formatNetQuantity(1.5, "kg", "en-GB")).toBe(`1.5${NBSP}kg`);
  });

  it("asks for a quantity when the price is per piece or per pack, not per kilogram or litre", () => {
    for (const unit of ["", null, "€", "pièce", "la pièce", "€ / pièce", "le pot", "€ / pot", "la boîte", "8 parts"]) expect(needsNetQuantity(unit)).toBe(true);
    for (const unit of ["kg", "/kg", "€/kg", "€ / kg", "le kilo", "l", "€/l", "le litre", "€ / litre"]) expect(needsNetQuantity(unit)).toBe(false);
  });

  it("reads quantities as typed in French, refuses the unreadable and anything under 1 g or 1 ml", () => {
    expect(parseNetQuantity("400")).toBe(400);
    expect(parseNetQuantity("1,5")).toBe(1.5);
    expect(parseNetQuantity("0.75")).toBe(0.75);
    expect(parseNetQuantity("1 000")).toBe(1000);
    for (const bad of ["", "-400", "0", "abc", "1,2345", "4OO"]) expect(parseNetQuantity(bad)).toBeNull();
    expect(isLargeEnough(1, "g")).toBe(true);
    expect(isLargeEnough(0.5, "g")).toBe(false);
    expect(isLargeEnough(0.001, "kg")).toBe(true);
    expect(isLargeEnough(0.05, "cl")).toBe(false);
  });
});

describe("allergen wording", () => {
  const fr = translator("fr");

  it("writes the regulation's names in words, in alphabetical order, one sentence each", () => {
    expect(allergenSentences(["lait", "oeufs", "gluten"], ["fruits-a-coque"], fr, "fr-FR")).toEqual({
      contains: `Allergènes${NBSP}: céréales contenant du gluten, lait, œufs.`,
      traces: `Peut contenir des traces de${NBSP}: fruits à coque.`,
    });
    expect(allergenSentences(["lait", "oeufs", "gluten"], [], translator("en"), "en-GB")).toEqual({
      contains: "Allergens: cereals containing gluten, eggs, milk.",
      traces: null,
    });
  });

  it("says nothing for a product without any (never 'sans allergène')", () => {
    expect(allergenSentences([], [], fr, "fr-FR")).toEqual({ contains: null, traces: null });
  });

  it("names the 14 in each of the six languages", () => {
    for (const catalogue of Object.values(CATALOGUES)) for (const code of ALLERGENS) expect(catalogue[`products.allergen.${code}`]).toBeTruthy();
  });

  it("summarises a folded list for the dialog", () => {
    expect(allergenSummary(["oeufs", "lait", "gluten"])).toBe(`3${NBSP}allergènes${NBSP}: gluten, lait, œufs`);
    expect(allergenSummary(["lait"])).toBe(`1${NBSP}allergène${NBSP}: lait`);
    expect(allergenSummary([])).toBe("Aucun allergène");
  });

  it("keeps known codes once, in the regulation's order; excludes what is present or possible as traces", () => {
    expect(inRegulationOrder(["lait", "noix", "gluten", "lait"])).toEqual(["gluten", "lait"]);
    expect(containsAny(["lait"], ["fruits-a-coque"], ["fruits-a-coque"])).toBe(true);
    expect(containsAny(["fruits-a-coque"], [], ["fruits-a-coque"])).toBe(true);
    expect(containsAny(["lait"], [], ["fruits-a-coque"])).toBe(false);
  });
});

describe("the product form's allergens and quantity", () => {
  const draft = (patch: Partial<ProductDraft["variants"][number]> = {}, product: Partial<ProductDraft> = {}): ProductDraft => ({
    name: "Pain de campagne",
    description: "",
    categoryId: "",
    endDate: "",
    isActive: true,
    allergens: ["gluten"],
    allergenTraces: [],
    variants: [
      {
        id: "temp-a",
        name: "Pain",
        description: "",
        price: "3,20",
        priceUnit: "la pièce",
        imageUrl: "",
        isActive: true,
        netQuantity: "400",
        netQuantityUnit: "g",
        ...patch,
      },
    ],
    ...product,
  });

  it("saves the quantity of a price per piece, and drops it from a price per kilogram", () => {
    const parsed = parseProductPayload(JSON.stringify(draft()));
    expect(parsed.ok && parsed.input.variants[0]).toMatchObject({ netQuantity: 400, netQuantityUnit: "g", allergens: null, allergenTraces: null });
    const perKilo = parseProductPayload(JSON.stringify(draft({ priceUnit: "€ / kg" })));
    expect(perKilo.ok && perKilo.input.variants[0]).toMatchObject({ netQuantity: null, netQuantityUnit: null });
  });

  it("tells which variant's quantity is wrong", () => {
    expect(validateProductDraft(draft({ netQuantity: "-400" }))["variants.0.netQuantity"]).toBe(
      `Le poids ou volume de la déclinaison 1 doit être d'au moins 1${NBSP}g ou 1${NBSP}ml`,
    );
    expect(validateProductDraft(draft({ netQuantity: "0,5" }))["variants.0.netQuantity"]).toContain("au moins 1");
    expect(validateProductDraft(draft({ netQuantity: "quatre cents" }))["variants.0.netQuantity"]).toContain("n'est pas lisible");
    expect(validateProductDraft(draft({ netQuantity: "" }))).toEqual({});
  });

  it("refuses an allergen code outside the regulation's list", () => {
    expect(parseProductPayload(JSON.stringify(draft({}, { allergens: ["gluten", "noix-de-coco"] }))).ok).toBe(false);
    expect(parseProductPayload(JSON.stringify(draft({ ownAllergens: true, allergenTraces: ["DROP TABLE"] }))).ok).toBe(false);
  });
});
