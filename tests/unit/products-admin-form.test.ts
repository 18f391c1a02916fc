import { describe, expect, it } from "vitest";
import { parseProductListFilters, productListSearch } from "~/features/products/product-filters";
import { parseProductPayload, validateProductDraft, type ProductDraft } from "~/features/products/products-schema";

const draft = (d: Partial<ProductDraft> = {}): ProductDraft => ({
  name: "Tarte",
  description: "",
  categoryId: "",
  endDate: "",
  isActive: true,
  variants: [{ id: "temp-1", name: "6 parts", description: "", price: "12,50", priceUnit: "", imageUrl: "", isActive: true }],
  ...d,
});

describe("product filters", () => {
  it("defaults to created_at descending and ignores unknown values", () => {
    expect(parseProductListFilters(new URLSearchParams("sort_by=price&sort_order=up&category=nope"))).toEqual({
      search: "",
      categoryId: "",
      sortBy: "created_at",
      sortOrder: "desc",
    });
    expect(productListSearch(parseProductListFilters(new URLSearchParams("sort_by=name&sort_order=asc&search=tarte")))).toBe(
      "?search=tarte&sort_by=name&sort_order=asc",
    );
  });
});

describe("product draft", () => {
  it("accepts a comma as the decimal separator and turns blanks into null", () => {
    const parsed = parseProductPayload(JSON.stringify(draft()));
    expect(parsed.ok && parsed.input.variants[0]).toMatchObject({ price: 12.5, priceUnit: null, imageUrl: null });
  });

  it("numbers the variant messages from 1", () => {
    const errors = validateProductDraft(
      draft({ variants: [...draft().variants, { id: "temp-2", name: " ", description: "", price: "abc", priceUnit: "", imageUrl: "", isActive: true }] }),
    );
    expect(errors).toEqual({
      "variants.1.name": "Le nom de la déclinaison 2 est obligatoire",
      "variants.1.price": "Le prix de la déclinaison 2 n'est pas un montant lisible\u00a0: écrivez par exemple 18,50",
    });
  });

  it("says a blank or zero price must be above 0, and never guesses an unreadable one", () => {
    const priced = (price: string) => validateProductDraft(draft({ variants: [{ ...draft().variants[0], price }] }))["variants.0.price"];
    expect(priced("")).toBe("Le prix de la déclinaison 1 doit être supérieur à 0");
    expect(priced("0,00")).toBe("Le prix de la déclinaison 1 doit être supérieur à 0");
    expect(priced("-2")).toBe("Le prix de la déclinaison 1 doit être supérieur à 0");
    expect(priced("1.250")).toMatch(/n'est pas un montant lisible/);
    expect(priced("123456789012")).toBe("Le prix de la déclinaison 1 est trop élevé (99\u00a0999\u00a0999,99\u00a0€ au plus)");
    expect(priced("18 €")).toBeUndefined();
    const parsed = parseProductPayload(JSON.stringify(draft({ variants: [{ ...draft().variants[0], price: "1 250,00 €" }] })));
    expect(parsed.ok && parsed.input.variants[0].price).toBe(1250);
  });

  it("refuses a malformed payload without messages", () => {
    expect(parseProductPayload("{")).toEqual({ ok: false, draft: null, errors: {} });
  });
});
