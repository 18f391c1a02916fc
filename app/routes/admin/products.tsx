import { useLoaderData } from "react-router";
import type { Route } from "./+types/products";
import { requireSiteAccess, siteAction } from "~/features/admin-kit/current-site.server";
import { parseProductListFilters } from "~/features/products/product-filters";
import { handleProductsAction } from "~/features/products/products-action.server";
import { ProductsPage } from "~/features/products/admin/products-screen";
import { planLock } from "~/features/plans/plans";
import { PlanCard } from "~/features/plans/plan-card";
import { getProductStats, listAdminProducts, listFeaturedForAdmin, listProductCategories } from "~/features/products/products.server";
import { loadSection } from "~/lib/load-section.server";

export function meta() {
  return [{ title: "Produits — Vitrine" }];
}

/** /admin/products and /admin/content/products (same page): the current site's products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireSiteAccess(request, context);
  // Outside the site's plan: the plan card, and nothing of the page is read.
  const lock = planLock(site.plan, "products", user.role);
  if (lock) return { lock };
  const filters = parseProductListFilters(new URL(request.url).searchParams);
  const data = await loadSection(
    context,
    "products: load failed",
    async () => {
      const [products, categories, stats, featured] = await Promise.all([
        listAdminProducts(context.db, site.id, filters),
        listProductCategories(context.db, site.id),
        getProductStats(context.db, site.id),
        listFeaturedForAdmin(context.db, site.id),
      ]);
      return { products, categories, stats, featured };
    },
    { products: [], categories: [], stats: { total: 0, active: 0, featured: 0, categories: 0 }, featured: [] },
    site.id,
  );
  return { lock, filters, ...data.value, loadError: data.failed };
}

export const action = siteAction(handleProductsAction, { feature: "products" });

export default function ProductsRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.lock) return <PlanCard title="Produits" lock={data.lock} />;
  return <ProductsPage {...data} />;
}
