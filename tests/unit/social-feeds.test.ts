/**
 * The catalogue feeds' pure parts: prices as the networks read them, CSV fields that a spreadsheet
 * will not run, plain one-line text, and which products become items (or are left out, and why).
 */
import { describe, expect, it } from "vitest";
import { catalogueItems, csvField, feedPrice, googleXml, measureOf, metaCsv, plainText } from "~/features/social/feeds";
import type { StorefrontProduct } from "~/features/products/products.server";

const product = (overrides: Partial<StorefrontProduct>): StorefrontProduct => ({
  id: "p1",
  name: "Tarte",
  description: null,
  price: null,
  priceUnit: null,
  priceIsMinimum: false,
  imageUrl: "/media/product-images/1700000000000-0123456789abcdef_1200x800.webp#focus=20,30",
  categoryId: null,
  categoryName: null,
  allergens: [],
  allergenTraces: [],
  netQuantity: null,
  netQuantityUnit: null,
  variants: [],
  ...overrides,
});
/** A variant's lists and quantity when it has none of its own. */
const asProduct = { allergens: null, allergenTraces: null, netQuantity: null, netQuantityUnit: null, imageUrl: null };
const context = { brand: "Maison", productsUrl: "https://maison.fr/merchant/products", origin: "https://maison.fr" };

describe("feedPrice", () => {
  it("writes a dot, two decimals and EUR", () => {
    expect(feedPrice(18.5)).toBe("18.50 EUR");
    expect(feedPrice(3)).toBe("3.00 EUR");
    expect(feedPrice(1234.567)).toBe("1234.57 EUR");
    expect(feedPrice(0.1 + 0.2)).toBe("0.30 EUR");
  });
});

describe("csvField", () => {
  it("quotes every field, doubles quotes, and neutralises formulas", () => {
    expect(csvField('Tarte "maison"')).toBe('"Tarte ""maison"""');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvField("18.50 EUR")).toBe('"18.50 EUR"');
  });

  it("ends every record with CRLF, the header first", () => {
    const csv = metaCsv(catalogueItems([product({ price: 4 })], context).items);
    expect(csv.split("\r\n")).toHaveLength(3);
    expect(csv.startsWith('"id","item_group_id","title","description","availability","condition","price","link","image_link","brand"\r\n')).toBe(true);
  });
});

describe("plainText", () => {
  it("keeps one line without control characters, cut with an ellipsis", () => {
    expect(plainText("  Pain\r\n\tde\u0000 seigle  ", 50)).toBe("Pain de seigle");
    expect(plainText("abcdefghij", 5)).toBe("abcd…");
  });
});

describe("catalogueItems", () => {
  it("makes one item per variant, grouped when there are several, and the product's own price without variants", () => {
    const { items, leftOut } = catalogueItems(
      [
        product({
          description: "Pâte feuilletée.",
          variants: [
            { id: "v1", name: "6 parts", description: null, price: 18, priceUnit: null, ...asProduct },
            { id: "v2", name: "8 parts", description: "Pour huit.", price: 24.5, priceUnit: null, ...asProduct },
          ],
        }),
        product({ id: "p2", name: "Pain", price: 2.2 }),
      ],
      context,
    );
    expect(leftOut).toEqual([]);
    expect(items).toEqual([
      expect.objectContaining({ id: "v1", itemGroupId: "p1", title: "Tarte – 6 parts", description: "Pâte feuilletée.", price: "18.00 EUR" }),
      expect.objectContaining({ id: "v2", itemGroupId: "p1", title: "Tarte – 8 parts", description: "Pour huit.", price: "24.50 EUR" }),
      expect.objectContaining({ id: "p2", itemGroupId: null, title: "Pain", description: "Pain", price: "2.20 EUR" }),
    ]);
    expect(items[0]).toMatchObject({
      link: "https://maison.fr/merchant/products#produit-p1",
      imageLink: "https://maison.fr/media/product-images/1700000000000-0123456789abcdef_1200x800.webp",
      brand: "Maison",
    });
  });

  it("gives a variant with its own photo that photo, the others the product's, and the product's when the variant's is gone", () => {
    const own = "/media/product-images/1700000000001-fedcba9876543210_1200x800.webp";
    const gone = "/media/product-images/1700000000002-00112233445566aa_1200x800.webp";
    const { items } = catalogueItems(
      [
        product({
          variants: [
            { id: "v1", name: "Framboise", description: null, price: 4, priceUnit: null, ...asProduct, imageUrl: own },
            { id: "v2", name: "Citron", description: null, price: 4, priceUnit: null, ...asProduct },
            { id: "v3", name: "Cassis", description: null, price: 4, priceUnit: null, ...asProduct, imageUrl: gone },
          ],
        }),
      ],
      { ...context, missingImages: new Set([gone]) },
    );
    expect(items.map((item) => item.imageLink)).toEqual([
      "https://maison.fr/media/product-images/1700000000001-fedcba9876543210_1200x800.webp",
      "https://maison.fr/media/product-images/1700000000000-0123456789abcdef_1200x800.webp",
      "https://maison.fr/media/product-images/1700000000000-0123456789abcdef_1200x800.webp",
    ]);
  });

  it("leaves out a product without a photo (or whose photo is gone) or without a price", () => {
    const gone = "/media/product-images/1700000000000-0123456789abcdef_1200x800.webp";
    const { items, leftOut } = catalogueItems(
      [
        product({ id: "a", name: "Sans photo", imageUrl: null, price: 3 }),
        product({ id: "b", name: "Sans prix" }),
        product({ id: "c", name: "Photo perdue", imageUrl: gone, price: 3 }),
      ],
      { ...context, missingImages: new Set([gone]) },
    );
    expect(items).toEqual([]);
    expect(leftOut).toEqual([
      { productId: "a", name: "Sans photo", reason: "sans photo" },
      { productId: "b", name: "Sans prix", reason: "sans prix" },
      { productId: "c", name: "Photo perdue", reason: "sans photo" },
    ]);
  });
});

describe("measureOf", () => {
  it("names a price by weight or volume, and nothing for a unit that is the item itself", () => {
    expect(measureOf("€ / kg")).toBe("prix au kg");
    expect(measureOf("€/kg")).toBe("prix au kg");
    expect(measureOf("le kilo")).toBe("prix au kg");
    expect(measureOf("€/100 g")).toBe("prix pour 100 g");
    expect(measureOf("€ / l")).toBe("prix au litre");
    expect(measureOf("le litre")).toBe("prix au litre");
    expect(measureOf("€ / 75 cl")).toBe("prix pour 75 cl");
    for (const unit of ["€", "€ / pot", "€ / pièce", "la douzaine", null, ""]) expect(measureOf(unit)).toBeNull();
  });

  it("goes into the item's title", () => {
    const { items } = catalogueItems(
      [product({ variants: [{ id: "v1", name: "À la coupe", description: null, price: 42, priceUnit: "€ / kg", ...asProduct }] })],
      context,
    );
    expect(items[0]).toMatchObject({ title: "Tarte (prix au kg)", price: "42.00 EUR" });
  });
});

describe("unit pricing in Google's feed", () => {
  it("gives the net quantity of an item sold by the piece, and the kilogram or litre its price is per", () => {
    const { items } = catalogueItems(
      [
        product({
          variants: [
            { id: "v1", name: "Pain", description: null, price: 3.2, priceUnit: "la pièce", ...asProduct, netQuantity: 400, netQuantityUnit: "g" },
            { id: "v2", name: "Huile", description: null, price: 14.9, priceUnit: "€", ...asProduct, netQuantity: 50, netQuantityUnit: "cl" },
            { id: "v3", name: "Part", description: null, price: 4.5, priceUnit: "la part", ...asProduct },
          ],
        }),
      ],
      context,
    );
    expect(items.map((item) => item.unitPricing)).toEqual([{ measure: "400g", base: "1kg" }, { measure: "50cl", base: "1l" }, undefined]);
    const xml = googleXml(items, { title: "Maison", link: "https://maison.fr" });
    expect(xml).toContain("<g:unit_pricing_measure>400g</g:unit_pricing_measure>\n      <g:unit_pricing_base_measure>1kg</g:unit_pricing_base_measure>");
    expect(xml.match(/unit_pricing_measure>/g)).toHaveLength(4);
  });
});
