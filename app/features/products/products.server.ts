import { listOrder } from "~/db/list-order.server";
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { contentTranslations, productCategories, products, productVariants } from "~/db/schema";
import type { OtherLanguage, PageLanguage } from "~/lib/i18n/languages";
import { nextOrderIndex } from "~/features/admin-kit/reorder.server";
import { containsPattern, sortProducts, type ProductFilters, type ProductListFilters } from "~/features/products/product-filters";
import { cardPrice } from "~/features/products/card-price";
import { isTempId, type ProductInput } from "~/features/products/products-schema";
import { shownOnHome } from "~/features/products/featured-products";
import type { Allergen, NetQuantityUnit } from "~/db/enums";
import { containsAny } from "~/features/products/allergens";

/*
 * The products of a site, for both sides: the back-office's list and its changes first, then what
 * the public products page shows (the visible products, their card prices and categories).
 */

export type AdminCategory = { id: string; name: string; description: string | null; productCount: number };

export type AdminVariant = {
  id: string;
  name: string;
  description: string | null;
  price: number;
  priceUnit: string | null;
  imageUrl: string | null;
  isActive: boolean;
  orderIndex: number;
  /** Null: the product's. */
  allergens: Allergen[] | null;
  allergenTraces: Allergen[] | null;
  netQuantity: number | null;
  netQuantityUnit: NetQuantityUnit | null;
};

export type AdminProduct = {
  id: string;
  name: string;
  description: string | null;
  categoryId: string | null;
  categoryName: string | null;
  isActive: boolean;
  isFeatured: boolean;
  endDate: string | null;
  price: number | null;
  priceUnit: string | null;
  imageUrl: string | null;
  createdAt: string;
  allergens: Allergen[];
  allergenTraces: Allergen[];
  variants: AdminVariant[];
};

export type ProductStats = { total: number; active: number; featured: number; categories: number };

/** The site's categories (creation order) with how many products each holds. */
export async function listProductCategories(db: Database, siteId: string): Promise<AdminCategory[]> {
  return db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      description: productCategories.description,
      productCount: sql<number>`count(${products.id})::int`,
    })
    .from(productCategories)
    .leftJoin(products, and(eq(products.siteId, productCategories.siteId), eq(products.categoryId, productCategories.id)))
    .where(eq(productCategories.siteId, siteId))
    .groupBy(productCategories.siteId, productCategories.id)
    .orderBy(...listOrder(productCategories));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The list call: {search, category_id, sort_by, sort_order}; each product with its variants in order. */
export async function listAdminProducts(db: Database, siteId: string, filters: ProductListFilters): Promise<AdminProduct[]> {
  const conditions = [eq(products.siteId, siteId)];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern))!);
  }
  if (filters.categoryId) conditions.push(eq(products.categoryId, filters.categoryId));
  const column = filters.sortBy === "name" ? products.name : products.createdAt;
  const order = filters.sortOrder === "asc" ? asc(column) : desc(column);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      categoryId: products.categoryId,
      categoryName: productCategories.name,
      isActive: products.isActive,
      isFeatured: products.isFeatured,
      endDate: products.endDate,
      price: products.price,
      priceUnit: products.priceUnit,
      imageUrl: products.imageUrl,
      createdAt: products.createdAt,
      allergens: products.allergens,
      allergenTraces: products.allergenTraces,
    })
    .from(products)
    .leftJoin(productCategories, and(eq(productCategories.siteId, products.siteId), eq(productCategories.id, products.categoryId)))
    .where(and(...conditions))
    .orderBy(order, asc(products.id));
  const variants = rows.length
    ? await db
        .select()
        .from(productVariants)
        .where(
          and(
            eq(productVariants.siteId, siteId),
            inArray(
              productVariants.productId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(...listOrder(productVariants))
    : [];
  return rows.map((row) => ({
    ...row,
    endDate: row.endDate || null,
    createdAt: row.createdAt.toISOString(),
    variants: variants
      .filter((v) => v.productId === row.id)
      .map((v) => ({
        id: v.id,
        name: v.name,
        description: v.description,
        price: v.price,
        priceUnit: v.priceUnit,
        imageUrl: v.imageUrl,
        isActive: v.isActive,
        orderIndex: v.orderIndex,
        allergens: v.allergens,
        allergenTraces: v.allergenTraces,
        netQuantity: v.netQuantity,
        netQuantityUnit: v.netQuantityUnit,
      })),
  }));
}

export async function getProductStats(db: Database, siteId: string): Promise<ProductStats> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${products.isActive})::int`,
      featured: sql<number>`count(*) filter (where ${products.isFeatured})::int`,
    })
    .from(products)
    .where(eq(products.siteId, siteId));
  const [cats] = await db.select({ n: count() }).from(productCategories).where(eq(productCategories.siteId, siteId));
  return { total: row?.total ?? 0, active: row?.active ?? 0, featured: row?.featured ?? 0, categories: cats?.n ?? 0 };
}

/** Thrown inside the save transaction when a referenced row is not the site's: rolls everything back. */
export class ProductRowNotFound extends Error {}

export type SaveProductResult = { ok: true; productId: string; replacedImages: string[] } | { ok: false };

/**
 * Saves the product, deletes its removed variants and saves each variant, in ONE transaction
 * (a failing variant leaves the product as it was). Variants with temp- ids are created; price,
 * price unit and image of the product are copied from the first variant. `productId` null creates.
 */
export async function saveProduct(db: Database, siteId: string, productId: string | null, input: ProductInput): Promise<SaveProductResult> {
  try {
    return await db.transaction(async (tx) => {
      const first = input.variants[0];
      const fields = {
        name: input.name,
        description: input.description,
        categoryId: input.categoryId,
        endDate: input.endDate,
        isActive: input.isActive,
        price: first.price,
        priceUnit: first.priceUnit,
        imageUrl: first.imageUrl,
        allergens: input.allergens,
        allergenTraces: input.allergenTraces,
        netQuantity: first.netQuantity,
        netQuantityUnit: first.netQuantityUnit,
      };
      if (input.categoryId) {
        const [category] = await tx
          .select({ id: productCategories.id })
          .from(productCategories)
          .where(and(eq(productCategories.siteId, siteId), eq(productCategories.id, input.categoryId)));
        if (!category) throw new ProductRowNotFound("category");
      }

      let id: string;
      const previousImages: string[] = [];
      if (productId) {
        const [before] = await tx
          .select({ imageUrl: products.imageUrl })
          .from(products)
          .where(and(eq(products.siteId, siteId), eq(products.id, productId)))
          .for("update");
        if (!before) throw new ProductRowNotFound("product");
        if (before.imageUrl) previousImages.push(before.imageUrl);
        await tx
          .update(products)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(products.siteId, siteId), eq(products.id, productId)));
        id = productId;
      } else {
        const orderIndex = await nextOrderIndex(tx, products, siteId);
        const [created] = await tx
          .insert(products)
          .values({ siteId, ...fields, orderIndex })
          .returning({ id: products.id });
        id = created.id;
      }

      const existing = await tx
        .select({ id: productVariants.id, imageUrl: productVariants.imageUrl })
        .from(productVariants)
        .where(and(eq(productVariants.siteId, siteId), eq(productVariants.productId, id)));
      const existingIds = new Set(existing.map((v) => v.id));
      const keptIds = input.variants.filter((v) => !isTempId(v.id)).map((v) => v.id);
      if (keptIds.some((v) => !existingIds.has(v))) throw new ProductRowNotFound("variant");
      for (const v of existing) if (v.imageUrl) previousImages.push(v.imageUrl);

      const removed = and(eq(productVariants.siteId, siteId), eq(productVariants.productId, id));
      await tx.delete(productVariants).where(keptIds.length ? and(removed, notInArray(productVariants.id, keptIds)) : removed);

      for (const [orderIndex, { id: variantId, ...variant }] of input.variants.entries()) {
        const values = { ...variant, orderIndex };
        if (isTempId(variantId)) {
          // The temporary id is dropped: the database gives the new variant its id.
          await tx.insert(productVariants).values({ siteId, productId: id, ...values });
        } else {
          await tx
            .update(productVariants)
            .set({ ...values, updatedAt: new Date() })
            .where(and(eq(productVariants.siteId, siteId), eq(productVariants.productId, id), eq(productVariants.id, variantId)));
        }
      }
      const kept = new Set(input.variants.map((v) => v.imageUrl));
      return { ok: true as const, productId: id, replacedImages: previousImages.filter((url) => !kept.has(url)) };
    });
  } catch (err) {
    if (err instanceof ProductRowNotFound) return { ok: false };
    throw err;
  }
}

/** Deletes the product (its variants go with it, ON DELETE CASCADE); the images it held, or null when not the site's. */
export async function deleteProduct(db: Database, siteId: string, productId: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const variants = await tx
      .select({ imageUrl: productVariants.imageUrl })
      .from(productVariants)
      .where(and(eq(productVariants.siteId, siteId), eq(productVariants.productId, productId)));
    const [row] = await tx
      .delete(products)
      .where(and(eq(products.siteId, siteId), eq(products.id, productId)))
      .returning({ imageUrl: products.imageUrl });
    if (!row) return null;
    return [row.imageUrl, ...variants.map((v) => v.imageUrl)].filter((url): url is string => Boolean(url));
  });
}

/** A featured product in the products screen's 'Ordre sur l'accueil' list. */
export type FeaturedListItem = { id: string; name: string; isActive: boolean; imageUrl: string | null };

/** The home's order of the featured products: the merchant's, then the order they had before it existed. */
export const featuredOrderBy = () => [sql`${products.featuredOrder} asc nulls last`, asc(products.orderIndex), desc(products.createdAt), asc(products.id)];

/** The site's featured products in the home's order, active or not (the home skips inactive ones). */
export async function listFeaturedForAdmin(db: DatabaseOrTransaction, siteId: string): Promise<FeaturedListItem[]> {
  return db
    .select({ id: products.id, name: products.name, isActive: products.isActive, imageUrl: products.imageUrl })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.isFeatured, true)))
    .orderBy(...featuredOrderBy());
}

/**
 * The 'Mettre en avant' / 'Retirer' toggle; null when the product is not the site's. A product
 * put forward goes last in the home's order (the merchant drags it up); `onHome` says whether the
 * home shows it now.
 */
export async function setProductFeatured(db: Database, siteId: string, productId: string, isFeatured: boolean): Promise<{ onHome: boolean } | null> {
  return db.transaction(async (tx) => {
    // Two toggles at once on the same site serialise here, so they never share a place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('featured_order'), hashtext(${siteId}))`);
    const [current] = await tx
      .select({ isFeatured: products.isFeatured })
      .from(products)
      .where(and(eq(products.siteId, siteId), eq(products.id, productId)));
    if (!current) return null;
    let featuredOrder: SQL | null = null;
    if (isFeatured && current.isFeatured) featuredOrder = sql`${products.featuredOrder}`;
    else if (isFeatured) {
      featuredOrder = sql`(select coalesce(max(p.featured_order) + 1, 0) from products p where p.site_id = ${siteId} and p.is_featured)`;
    }
    await tx
      .update(products)
      .set({ isFeatured, featuredOrder, updatedAt: new Date() })
      .where(and(eq(products.siteId, siteId), eq(products.id, productId)));
    if (!isFeatured) return { onHome: false };
    const list = await listFeaturedForAdmin(tx, siteId);
    return { onHome: shownOnHome(list).has(productId) };
  });
}

/** Creates (at the end of the list) or updates a category; false when the id is not the site's. */
export async function saveProductCategory(
  db: Database,
  siteId: string,
  categoryId: string | null,
  input: { name: string; description: string | null },
): Promise<boolean> {
  if (!categoryId) {
    const orderIndex = await nextOrderIndex(db, productCategories, siteId);
    await db.insert(productCategories).values({ siteId, ...input, orderIndex });
    return true;
  }
  const rows = await db
    .update(productCategories)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(productCategories.siteId, siteId), eq(productCategories.id, categoryId)))
    .returning({ id: productCategories.id });
  return rows.length > 0;
}

/**
 * Deletes a category. Its products stay, without a category: the foreign key is
 * ON DELETE SET NULL (category_id) (migration 0001), so site_id is never touched.
 */
export async function deleteProductCategory(db: Database, siteId: string, categoryId: string): Promise<boolean> {
  const rows = await db
    .delete(productCategories)
    .where(and(eq(productCategories.siteId, siteId), eq(productCategories.id, categoryId)))
    .returning({ id: productCategories.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The public products page.

export type StorefrontVariant = {
  id: string;
  name: string;
  description: string | null;
  price: number;
  priceUnit: string | null;
  /** The variant's own lists, or null when they are the product's. */
  allergens: Allergen[] | null;
  allergenTraces: Allergen[] | null;
  netQuantity: number | null;
  netQuantityUnit: NetQuantityUnit | null;
  /** Its own photo, or null (the card shows the product's; the catalogue feeds give each variant its own). */
  imageUrl: string | null;
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
  /** The product's category when that category is active: its id and name. */
  categoryId: string | null;
  categoryName: string | null;
  /** The product's allergens and possible traces (a variant may have its own). */
  allergens: Allergen[];
  allergenTraces: Allergen[];
  /** The net quantity of the priced item on the card (the variant whose price it shows), for its unit price. */
  netQuantity: number | null;
  netQuantityUnit: NetQuantityUnit | null;
  /** Active variants, by order_index (without those holding an allergen the visitor excludes). */
  variants: StorefrontVariant[];
};

export type CategoryOption = { id: string; name: string };

/** What a product's card shows: on the products page, and in the home's featured products. */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  priceUnit: products.priceUnit,
  imageUrl: products.imageUrl,
  allergens: products.allergens,
  allergenTraces: products.allergenTraces,
  netQuantity: products.netQuantity,
  netQuantityUnit: products.netQuantityUnit,
};

/** The filter's choices: active categories by order_index. */
export async function listCategoryOptions(db: Database, siteId: string): Promise<CategoryOption[]> {
  return db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(and(eq(productCategories.siteId, siteId), eq(productCategories.isActive, true)))
    .orderBy(...listOrder(productCategories));
}

/**
 * What a visitor may see: active products whose end_date (last day on sale, inclusive) is not
 * past in the site's time zone. `today` is that local date, 'YYYY-MM-DD'.
 */
function visibleProducts(siteId: string, today: string): SQL {
  return and(eq(products.siteId, siteId), eq(products.isActive, true), or(isNull(products.endDate), gte(products.endDate, today))) as SQL;
}

/** How many products the site shows at all (the two empty messages depend on it). */
export async function countVisibleProducts(db: Database, siteId: string, today: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(visibleProducts(siteId, today));
  return row?.n ?? 0;
}

/**
 * A page in another language searches the merchant's translations too (ADR 047): the product's
 * name or description as she translated them into that language, besides her French.
 */
function translatedMatch(db: Database, siteId: string, language: OtherLanguage, pattern: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.siteId, siteId),
          eq(contentTranslations.language, language),
          eq(contentTranslations.subject, "product"),
          eq(contentTranslations.subjectId, products.id),
          inArray(contentTranslations.field, ["name", "description"]),
          ilike(contentTranslations.value, pattern),
        ),
      ),
  );
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
  language: PageLanguage = "fr",
): Promise<StorefrontProduct[]> {
  const conditions: SQL[] = [visibleProducts(siteId, today)];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const french = [ilike(products.name, pattern), ilike(products.description, pattern)];
    conditions.push(or(...french, ...(language === "fr" ? [] : [translatedMatch(db, siteId, language, pattern)])) as SQL);
  }
  if (filters.categorie) {
    const named = db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(eq(productCategories.siteId, siteId), eq(productCategories.name, filters.categorie)));
    conditions.push(inArray(products.categoryId, named));
  }

  const rows = await db
    .select({ ...productCardColumns, categoryId: productCategories.id, categoryName: productCategories.name })
    .from(products)
    .leftJoin(
      productCategories,
      and(eq(productCategories.siteId, products.siteId), eq(productCategories.id, products.categoryId), eq(productCategories.isActive, true)),
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
      allergens: productVariants.allergens,
      allergenTraces: productVariants.allergenTraces,
      netQuantity: productVariants.netQuantity,
      netQuantityUnit: productVariants.netQuantityUnit,
      imageUrl: productVariants.imageUrl,
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
    .orderBy(...listOrder(productVariants));

  const byProduct = new Map<string, StorefrontVariant[]>();
  for (const { productId, ...variant } of variants) {
    const list = byProduct.get(productId) ?? [];
    list.push(variant);
    byProduct.set(productId, list);
  }

  const list = rows.flatMap((row) => {
    const all = byProduct.get(row.id) ?? [];
    // 'Sans …': a variant holding an excluded allergen, present or as traces, is hidden; so is a
    // product left without a variant (or, without variants, holding one itself).
    const productVariantsOf = all.filter((v) => !containsAny(v.allergens ?? row.allergens, v.allergenTraces ?? row.allergenTraces, filters.sans));
    if (filters.sans.length > 0 && (all.length > 0 ? productVariantsOf.length === 0 : containsAny(row.allergens, row.allergenTraces, filters.sans))) return [];
    const price = cardPrice(row, productVariantsOf);
    const priced = cardVariant(productVariantsOf) ?? row;
    return [
      { ...row, ...price, netQuantity: priced.netQuantity, netQuantityUnit: priced.netQuantityUnit, variants: productVariantsOf, sortPrice: price.price },
    ];
  });
  return sortProducts(list, filters.tri).map(({ sortPrice: _sortPrice, ...product }) => product);
}

/** The variant whose price the card shows (the lowest, as `cardPrice` chooses), or null without variants. */
function cardVariant<V extends { price: number }>(variants: readonly V[]): V | null {
  return variants.length === 0 ? null : variants.reduce((min, v) => (v.price < min.price ? v : min));
}
