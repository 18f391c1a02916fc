import { PackageSearch } from "~/components/icon/icons";
import { cn } from "~/lib/cn";
import type { LinkContext } from "~/features/site-resolution/site-links";
import type { ProductFilters } from "~/features/products/product-filters";
import { ProductFilterForm } from "~/features/products/public/product-filter-form";
import { ProductCard } from "~/features/products/public/product-card";
import { SharePanel } from "~/components/storefront/share-button";
import { EmptyState } from "~/components/storefront/page-parts";
import { shareLabelsOf } from "~/lib/i18n/share-labels";
import type { ShownCategoryOption, ShownProduct } from "~/features/products/shown-products";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { allergenList } from "~/features/products/allergens";

export type ProductsPageProps = {
  filters: ProductFilters;
  categories: ShownCategoryOption[];
  products: ShownProduct[];
  /** False when the site shows no product at all (not even without filters). */
  siteHasProducts: boolean;
  /** The site's link context (the storefront layout's), for the filters' addresses. */
  links: LinkContext;
  /** The page's canonical URL on an Expert site: each product gets 'Partager'. */
  shareUrl?: string | null;
  /** The page's title, shared by 'Partager' without JavaScript. */
  shareTitle?: string;
};

/** 'Nos Produits': filters kept in the URL, a 1→4 column grid, empty states. */
export function ProductsPage({ filters, categories, products, siteHasProducts, links, shareUrl = null, shareTitle = "" }: ProductsPageProps) {
  const count = products.length;
  const { t } = usePageLanguage();

  return (
    <div className="bg-gradient-to-b from-site-tint via-white to-white">
      <div className="mx-auto max-w-[1200px] px-4 pb-20 pt-12 sm:px-6 sm:pt-16">
        <header className="mb-8 max-w-2xl">
          <h1 className="font-display text-4xl font-semibold tracking-tight text-gray-900 sm:text-5xl">{t("products.title")}</h1>
          <p className="mt-3 text-lg text-gray-600">{t("products.intro")}</p>
        </header>

        {siteHasProducts ? <ProductFilterForm filters={filters} categories={categories} links={links} /> : null}

        <div className={cn("flex items-center justify-between gap-3", siteHasProducts ? "mb-5 mt-6 min-h-6" : "mb-2")}>
          <p aria-live="polite" className="text-sm text-gray-600">
            {count > 0 ? t("products.count", { count }) : ""}
          </p>
        </div>

        {count > 0 ? (
          <ul
            className="grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          >
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < 4} shareUrl={shareUrl} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyProducts siteHasProducts={siteHasProducts} without={filters.sans} />
        )}
        {shareUrl && count > 0 ? <SharePanel url={shareUrl} title={shareTitle} labels={shareLabelsOf(t)} /> : null}
      </div>
    </div>
  );
}

function EmptyProducts({ siteHasProducts, without }: { siteHasProducts: boolean; without: string[] }) {
  const { locale, t } = usePageLanguage();
  return (
    <EmptyState icon={<PackageSearch />} title={t("products.emptyTitle")}>
      {!siteHasProducts
        ? t("products.emptySite")
        : // Excluding allergens: say why the list is empty, traces included.
          without.length > 0
          ? t("products.emptyAllergens", { list: allergenList(without, t, locale) })
          : t("products.emptyFiltered")}
    </EmptyState>
  );
}
