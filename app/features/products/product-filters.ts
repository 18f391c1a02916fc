import { isUuid } from "~/lib/uuid";
import type { Allergen } from "~/db/enums";
import { inRegulationOrder } from "~/features/products/allergens";

/**
 * The two product lists' filters, each kept in the URL query. First the public products page's
 * ("Product filtering"), so a filtered list can be shared and works without
 * JavaScript:
 *   ?q=<text>&categorie=<category name>&tri=nom|prix&sans=<allergen>&sans=<allergen>
 * Pure: shared by the loader (parsing) and the page (form values, empty-state wording).
 */

/** The sorts, each named by its message ('Ordre alphabétique', 'Prix croissant' in French). */
export const PRODUCT_SORTS = [
  { value: "nom", label: "products.sort.nom" },
  { value: "prix", label: "products.sort.prix" },
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number]["value"];

export const DEFAULT_SORT: ProductSort = "nom";

export type ProductFilters = {
  /** Text searched in the name or the description, case-insensitive ("" = none). */
  q: string;
  /** A category name ("" = 'Toutes les catégories'). */
  categorie: string;
  tri: ProductSort;
  /** 'Sans …': allergens excluded, present or possible as traces (none = []). */
  sans: Allergen[];
};

/** Longer values are cut: nobody searches 200 characters, and the query stays cheap. */
const MAX_QUERY_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 200;

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const text = (key: string, max: number) => (params.get(key) ?? "").trim().slice(0, max);
  const tri = params.get("tri");
  return {
    q: text("q", MAX_QUERY_LENGTH),
    categorie: text("categorie", MAX_CATEGORY_LENGTH),
    tri: PRODUCT_SORTS.some((s) => s.value === tri) ? (tri as ProductSort) : DEFAULT_SORT,
    // Unknown codes are ignored, like an unknown sort.
    sans: inRegulationOrder(params.getAll("sans")),
  };
}

/** Whether the visitor narrowed the list (the sort alone does not hide anything). */
export function isFiltered(filters: ProductFilters): boolean {
  return filters.q !== "" || filters.categorie !== "" || filters.sans.length > 0;
}

/**
 * The query string of a filter state, without the defaults, so shared links stay short:
 * `{ q: "tarte", categorie: "", tri: "nom" }` → "q=tarte".
 */
export function filtersSearch(filters: Partial<ProductFilters>, extra: Record<string, string | null> = {}): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.categorie) params.set("categorie", filters.categorie);
  if (filters.tri && filters.tri !== DEFAULT_SORT) params.set("tri", filters.tri);
  for (const code of filters.sans ?? []) params.append("sans", code);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params.toString();
}

/** A LIKE/ILIKE pattern matching `text` literally anywhere (PostgreSQL's default escape is `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the sort needs from a product. */
export type Sortable = { name: string; sortPrice: number | null };

const collators = new Map<string, Intl.Collator>();

function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * 'Ordre alphabétique': French collation (accents and case ignored, "Éclair" next to "Eclair"),
 * done here rather than in SQL because the database's collation is not guaranteed (the embedded
 * server uses C.UTF-8). 'Prix croissant': the price shown on the card, products without a price
 * last, ties by name. A new array is returned.
 */
export function sortProducts<T extends Sortable>(items: readonly T[], sort: ProductSort, locale = "fr"): T[] {
  const collator = collatorFor(locale);
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  if (sort === "nom") return [...items].sort(byName);
  return [...items].sort((a, b) => {
    if (a.sortPrice === null || b.sortPrice === null) {
      if (a.sortPrice === b.sortPrice) return byName(a, b);
      return a.sortPrice === null ? 1 : -1;
    }
    return a.sortPrice - b.sortPrice || byName(a, b);
  });
}

// ---------------------------------------------------------------------------------------------
// The back-office's product list (/admin/pages/products).

/** The list's filters, all in the URL (default created_at descending). */
export type ProductListFilters = {
  search: string;
  /** A category id, or "" for all. */
  categoryId: string;
  sortBy: "created_at" | "name";
  sortOrder: "asc" | "desc";
};

export const DEFAULT_LIST_FILTERS: ProductListFilters = { search: "", categoryId: "", sortBy: "created_at", sortOrder: "desc" };

/** Unknown or malformed values fall back to the defaults rather than failing the page. */
export function parseProductListFilters(params: URLSearchParams): ProductListFilters {
  const category = params.get("category") ?? "";
  const sortBy = params.get("sort_by");
  const sortOrder = params.get("sort_order");
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    categoryId: isUuid(category) ? category.toLowerCase() : "",
    sortBy: sortBy === "name" ? "name" : "created_at",
    sortOrder: sortOrder === "asc" ? "asc" : "desc",
  };
}

/** The query string of these filters, defaults left out. */
export function productListSearch(filters: ProductListFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.categoryId) params.set("category", filters.categoryId);
  if (filters.sortBy !== DEFAULT_LIST_FILTERS.sortBy) params.set("sort_by", filters.sortBy);
  if (filters.sortOrder !== DEFAULT_LIST_FILTERS.sortOrder) params.set("sort_order", filters.sortOrder);
  const text = params.toString();
  return text ? `?${text}` : "";
}
