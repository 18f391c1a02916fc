import { describe, expect, it } from "vitest";
import { containsPattern, filtersSearch, isFiltered, parseProductFilters, sortProducts } from "~/features/products/product-filters";
import { cardPrice } from "~/features/products/card-price";

describe("parseProductFilters", () => {
  it("reads q, categorie and tri from the URL, trimmed", () => {
    expect(parseProductFilters(new URLSearchParams("q=+tarte+&categorie=Fromages&tri=prix"))).toEqual({
      q: "tarte",
      categorie: "Fromages",
      tri: "prix",
      sans: [],
    });
  });

  it("defaults to no filter and the alphabetical order; an unknown sort is ignored", () => {
    expect(parseProductFilters(new URLSearchParams(""))).toEqual({ q: "", categorie: "", tri: "nom", sans: [] });
    expect(parseProductFilters(new URLSearchParams("tri=random")).tri).toBe("nom");
  });

  it("cuts absurdly long values", () => {
    expect(parseProductFilters(new URLSearchParams({ q: "a".repeat(500) })).q).toHaveLength(100);
  });

  it("reads the excluded allergens ('sans', several), in the regulation's order, unknown ones ignored", () => {
    expect(parseProductFilters(new URLSearchParams("sans=lait&sans=fruits-a-coque&sans=gluten&sans=noix&sans=lait")).sans).toEqual([
      "gluten",
      "lait",
      "fruits-a-coque",
    ]);
  });

  it("counts text, category and excluded allergens as filters, not the sort", () => {
    expect(isFiltered({ q: "", categorie: "", tri: "prix", sans: [] })).toBe(false);
    expect(isFiltered({ q: "x", categorie: "", tri: "nom", sans: [] })).toBe(true);
    expect(isFiltered({ q: "", categorie: "Pains", tri: "nom", sans: [] })).toBe(true);
    expect(isFiltered({ q: "", categorie: "", tri: "nom", sans: ["fruits-a-coque"] })).toBe(true);
  });
});

describe("filtersSearch", () => {
  it("leaves defaults out and keeps the site parameter", () => {
    expect(filtersSearch({ q: "tarte", categorie: "", tri: "nom" })).toBe("q=tarte");
    expect(filtersSearch({ q: "", categorie: "Épicerie fine", tri: "prix" }, { site: "abc" })).toBe("categorie=%C3%89picerie+fine&tri=prix&site=abc");
    expect(filtersSearch({ q: "", categorie: "", tri: "nom" }, { site: null })).toBe("");
    expect(filtersSearch({ q: "", categorie: "", tri: "nom", sans: ["lait", "fruits-a-coque"] })).toBe("sans=lait&sans=fruits-a-coque");
  });
});

describe("containsPattern", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(containsPattern("tarte")).toBe("%tarte%");
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
    expect(containsPattern("c:\\x")).toBe("%c:\\\\x%");
  });
});

describe("sortProducts", () => {
  const items = [
    { name: "éclair", sortPrice: 3.5 },
    { name: "Tarte", sortPrice: null },
    { name: "Brioche", sortPrice: 3.5 },
    { name: "Zeste", sortPrice: 1 },
    { name: "Eclat", sortPrice: 12 },
  ];

  it("sorts by name with French collation (accents and case ignored)", () => {
    expect(sortProducts(items, "nom").map((i) => i.name)).toEqual(["Brioche", "éclair", "Eclat", "Tarte", "Zeste"]);
  });

  it("sorts by ascending price, ties by name, products without price last", () => {
    expect(sortProducts(items, "prix").map((i) => i.name)).toEqual(["Zeste", "Brioche", "éclair", "Eclat", "Tarte"]);
  });

  it("does not modify its input", () => {
    const copy = [...items];
    sortProducts(items, "prix");
    expect(items).toEqual(copy);
  });
});

describe("cardPrice", () => {
  const product = { price: 9, priceUnit: "€/kg" };

  it("uses the product's price without active variants", () => {
    expect(cardPrice(product, [])).toEqual({ price: 9, priceUnit: "€/kg", priceIsMinimum: false });
  });

  it("uses the single variant's price and unit", () => {
    expect(cardPrice(product, [{ price: 4.5, priceUnit: "la pièce" }])).toEqual({ price: 4.5, priceUnit: "la pièce", priceIsMinimum: false });
  });

  it("uses the lowest of several variants, flagged as a minimum", () => {
    expect(
      cardPrice(product, [
        { price: 12, priceUnit: null },
        { price: 6, priceUnit: "les 6" },
        { price: 20, priceUnit: null },
      ]),
    ).toEqual({ price: 6, priceUnit: "les 6", priceIsMinimum: true });
  });
});
