import { and, asc, count, eq, gte, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../../server/db/connect";
import { productCategories, productVariants, products } from "~/db/schema";
import { containsPattern, sortProducts, type ProductFilters } from "./product-filters";
import { cardPrice } from "./card-price";

export type StorefrontVariant = {
  id: string;
  name: string;
  description: string | null;
  price: number;
  priceUnit: string | null;
};

export type StorefrontProduct = {
  id: string;
  name: string;
  description: string | null;
  /** The price on the card: see `cardPrice`. */
  price: number | null;
  priceUnit: string | null;
  /** True when `price` is the lowest of several variants ("À partir de"). */
  priceIsMinimum: boolean;
  imageUrl: string | null;
  /** Name of the product's category when that category is active. */
  categoryName: string | null;
  /** Active variants, by order_index. */
  variants: StorefrontVariant[];
};

export type CategoryOption = { id: string; name: string };

/** The filter's choices: active categories by order_index (public-site.md §7). */
export async function listProductCategories(db: Database, siteId: string): Promise<CategoryOption[]> {
  return db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(and(eq(productCategories.siteId, siteId), eq(productCategories.isActive, true)))
    .orderBy(asc(productCategories.orderIndex), asc(productCategories.name));
}

/**
 * What a visitor may see: active products whose end_date (last day on sale, inclusive) is not
 * past in the site's time zone. `today` is that local date, 'YYYY-MM-DD'.
 */
function visibleProducts(siteId: string, today: string): SQL {
  return and(
    eq(products.siteId, siteId),
    eq(products.isActive, true),
    or(isNull(products.endDate), gte(products.endDate, today)),
  ) as SQL;
}

/** How many products the site shows at all (the two empty messages depend on it). */
export async function countVisibleProducts(db: Database, siteId: string, today: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(visibleProducts(siteId, today));
  return row?.n ?? 0;
}

/**
 * The products page list: filtered in SQL (text in name or description with ILIKE and escaped
 * wildcards; category by name), then sorted (see `sortProducts`), with active variants attached.
 */
export async function listStorefrontProducts(
  db: Database,
  siteId: string,
  filters: ProductFilters,
  today: string,
): Promise<StorefrontProduct[]> {
  const conditions: SQL[] = [visibleProducts(siteId, today)];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern)) as SQL);
  }
  if (filters.categorie) {
    const named = db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(eq(productCategories.siteId, siteId), eq(productCategories.name, filters.categorie)));
    conditions.push(inArray(products.categoryId, named));
  }

  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      priceUnit: products.priceUnit,
      imageUrl: products.imageUrl,
      categoryName: productCategories.name,
    })
    .from(products)
    .leftJoin(
      productCategories,
      and(
        eq(productCategories.siteId, products.siteId),
        eq(productCategories.id, products.categoryId),
        eq(productCategories.isActive, true),
      ),
    )
    .where(and(...conditions));
  if (rows.length === 0) return [];

  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.name,
      description: productVariants.description,
      price: productVariants.price,
      priceUnit: productVariants.priceUnit,
    })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.siteId, siteId),
        eq(productVariants.isActive, true),
        inArray(
          productVariants.productId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(productVariants.orderIndex), asc(productVariants.createdAt));

  const byProduct = new Map<string, StorefrontVariant[]>();
  for (const { productId, ...variant } of variants) {
    const list = byProduct.get(productId) ?? [];
    list.push(variant);
    byProduct.set(productId, list);
  }

  const list = rows.map((row) => {
    const productVariantsOf = byProduct.get(row.id) ?? [];
    const price = cardPrice(row, productVariantsOf);
    return { ...row, ...price, variants: productVariantsOf, sortPrice: price.price };
  });
  return sortProducts(list, filters.tri).map(({ sortPrice: _sortPrice, ...product }) => product);
}
