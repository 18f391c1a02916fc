/** The list's filters, all in the URL (back-office.md §7, §9: default created_at descending). */
export type ProductFilters = {
  search: string;
  /** A category id, or "" for all. */
  categoryId: string;
  sortBy: "created_at" | "name";
  sortOrder: "asc" | "desc";
};

export const DEFAULT_FILTERS: ProductFilters = { search: "", categoryId: "", sortBy: "created_at", sortOrder: "desc" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Unknown or malformed values fall back to the defaults rather than failing the page. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const category = params.get("category") ?? "";
  const sortBy = params.get("sort_by");
  const sortOrder = params.get("sort_order");
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    categoryId: UUID.test(category) ? category.toLowerCase() : "",
    sortBy: sortBy === "name" ? "name" : "created_at",
    sortOrder: sortOrder === "asc" ? "asc" : "desc",
  };
}

/** The query string of these filters, defaults left out. */
export function productFiltersSearch(filters: ProductFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.categoryId) params.set("category", filters.categoryId);
  if (filters.sortBy !== DEFAULT_FILTERS.sortBy) params.set("sort_by", filters.sortBy);
  if (filters.sortOrder !== DEFAULT_FILTERS.sortOrder) params.set("sort_order", filters.sortOrder);
  const text = params.toString();
  return text ? `?${text}` : "";
}
