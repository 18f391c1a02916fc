import type { ShownRow, ShownText, TranslationOverlay } from "~/lib/i18n/translated-text";
import { cardPrice } from "~/features/products/card-price";
import { sortProducts, type ProductSort } from "~/features/products/product-filters";
import type { CategoryOption, StorefrontProduct, StorefrontVariant } from "~/features/products/products.server";

/**
 * The products page as shown (ADR 047): each text the merchant wrote, in the page's language or
 * marked French. A category keeps its French `name` (the filter's value, in the URL); it shows `label`.
 */
export type ShownCategoryOption = CategoryOption & { label: ShownText };
export type ShownVariant = ShownRow<StorefrontVariant, "name" | "description" | "priceUnit">;
export type ShownProduct = Omit<StorefrontProduct, "name" | "description" | "priceUnit" | "categoryName" | "variants"> & {
  name: ShownText;
  description: ShownText | null;
  /** The card's unit: the product's own, or that of the variant whose price the card shows. */
  priceUnit: ShownText | null;
  categoryName: ShownText | null;
  variants: ShownVariant[];
};

export function showCategories(categories: CategoryOption[], overlay: TranslationOverlay): ShownCategoryOption[] {
  return categories.map((category) => ({ ...category, label: overlay.text("product_category", category.id, "name", category.name) }));
}

/** The keys of page-fields.server.ts: a product's name and description, its variants' labels and units, its category's name. */
export function showProducts(products: StorefrontProduct[], overlay: TranslationOverlay): ShownProduct[] {
  return products.map((product) => {
    const variants = product.variants.map((variant) => ({
      ...variant,
      name: overlay.text("product_variant", variant.id, "name", variant.name),
      description: variant.description ? overlay.text("product_variant", variant.id, "description", variant.description) : null,
      priceUnit: variant.priceUnit === null ? null : overlay.text("product_variant", variant.id, "priceUnit", variant.priceUnit),
    }));
    // Without variants, the card's unit is the product's own.
    const own = product.priceUnit === null || variants.length > 0 ? null : overlay.text("product", product.id, "priceUnit", product.priceUnit);
    return {
      ...product,
      name: overlay.text("product", product.id, "name", product.name),
      description: product.description ? overlay.text("product", product.id, "description", product.description) : null,
      // The same choice as the card's price (cardPrice), on the units as shown.
      priceUnit: cardPrice({ price: product.price, priceUnit: own }, variants).priceUnit,
      categoryName:
        product.categoryName === null || product.categoryId === null
          ? null
          : overlay.text("product_category", product.categoryId, "name", product.categoryName),
      variants,
    };
  });
}

/**
 * A page in another language sorts by the names it shows ('Ordre alphabétique' in that language's
 * collation; price ties likewise): the list came sorted by the French names.
 */
export function sortShownProducts(products: ShownProduct[], sort: ProductSort, locale: string): ShownProduct[] {
  const keyed = products.map((product) => ({ product, name: product.name.text, sortPrice: product.price }));
  return sortProducts(keyed, sort, locale).map(({ product }) => product);
}
