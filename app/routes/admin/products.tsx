import { useLoaderData } from "react-router";
import type { Route } from "./+types/products";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { parseProductListFilters } from "~/features/products/product-filters";
import { handleProductsAction } from "~/features/products/products-action.server";
import { ProductsPage } from "~/features/products/admin/products-page";
import { getProductStats, listAdminProducts, listFeaturedForAdmin, listProductCategories } from "~/features/products/products.server";

export function meta() {
  return [{ title: "Produits — Vitrine" }];
}

/** /admin/products and /admin/content/products (same page, back-office.md §2): the current site's products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireSiteAccess(request, context);
  const filters = parseProductListFilters(new URL(request.url).searchParams);
  try {
    const [products, categories, stats, featured] = await Promise.all([
      listAdminProducts(context.db, site.id, filters),
      listProductCategories(context.db, site.id),
      getProductStats(context.db, site.id),
      listFeaturedForAdmin(context.db, site.id),
    ]);
    return { filters, products, categories, stats, featured, loadError: false };
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "products: load failed");
    return { filters, products: [], categories: [], stats: { total: 0, active: 0, featured: 0, categories: 0 }, featured: [], loadError: true };
  }
}

export const action = siteAction(({ context, site, form }) => handleProductsAction(context, site.id, form));

export default function ProductsRoute() {
  const data = useLoaderData<typeof loader>();
  return <ProductsPage {...data} />;
}
