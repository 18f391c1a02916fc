import { isRouteErrorResponse, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/products";
import type { RouteHandle } from "~/root";
import { defaultPageName, merchantPageMeta, metaLanguage, pageNotFoundMeta, storefrontMetaContext } from "~/features/seo/public/storefront-meta";
import { usePageLanguage } from "~/lib/i18n/page-language";
import { useShareUrl } from "~/features/seo/public/use-share-url";
import { ShareScript } from "~/features/storefront/enhance/enhance-script";
import { pageTitle } from "~/features/seo/page-meta";
import { requireStorefrontPage } from "~/features/storefront/storefront-context.server";
import { localDateTime } from "~/lib/calendar";
import { parseProductFilters } from "~/features/products/product-filters";
import {
  countVisibleProducts,
  listCategoryOptions,
  listStorefrontProducts,
  type CategoryOption,
  type StorefrontProduct,
} from "~/features/products/products.server";
import { showCategories, showProducts, sortShownProducts } from "~/features/products/shown-products";
import { LANGUAGE_LOCALES } from "~/lib/i18n/languages";
import { pageOverlay } from "~/features/languages/overlay.server";
import { ProductsPage } from "~/features/products/public/products-page";
import { ProductsError } from "~/features/products/public/products-error";
import { SiteNotFound } from "~/features/storefront/site-not-found";
import { useStorefront } from "~/features/storefront/use-storefront";
import { NotFoundPage } from "~/features/not-found/not-found-page";
import { withMissingImages } from "~/features/media/missing-images.server";
import { loadSection } from "~/lib/load-section.server";

/** No form or control here needs a script (root.tsx): the page is sent as plain HTML. */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, language } = await requireStorefrontPage(request, context, "products");
  const filters = parseProductFilters(new URL(request.url).searchParams);
  // end_date is a calendar date of the shop: compare it with the shop's today, not the server's.
  const today = localDateTime(new Date(), site.timezone).date;

  // A failed product fetch is logged and shows as an empty list.
  const section = <T,>(what: string, query: () => Promise<T>, empty: T) =>
    loadSection(context, `products page: ${what} failed`, query, empty, site.id).then((loaded) => loaded.value);
  const [categories, products, overlay] = await Promise.all([
    section<CategoryOption[]>("categories", () => listCategoryOptions(context.db, site.id), []),
    section<StorefrontProduct[]>("products", () => listStorefrontProducts(context.db, site.id, filters, today, language), []),
    pageOverlay(context, site.id, language),
  ]);
  // Which empty message: only asked when the filtered list is empty.
  const siteHasProducts = products.length > 0 || (await section("count", () => countVisibleProducts(context.db, site.id, today), 0)) > 0;

  const shown = showProducts(products, overlay);
  return withMissingImages(context.media, {
    siteName: site.name,
    filters,
    categories: showCategories(categories, overlay),
    // French pages come sorted by their names; another language sorts by the names it shows.
    products: language === "fr" ? shown : sortShownProducts(shown, filters.tri, LANGUAGE_LOCALES[language]),
    siteHasProducts,
  });
}

export function meta({ matches, error }: Route.MetaArgs) {
  // Outside the site's plan: the not-found page's head, not the catalogue's.
  if (isRouteErrorResponse(error) && error.status === 404 && storefrontMetaContext(matches)) return pageNotFoundMeta(metaLanguage(matches));
  return merchantPageMeta(matches, { page: "products" });
}

export default function ProductsRoute() {
  const data = useLoaderData<typeof loader>();
  const { links } = useStorefront();
  const { language } = usePageLanguage();
  // Expert sites: 'Partager' on each product, the Web Share API brought by the page's script.
  const shareUrl = useShareUrl("products");
  return (
    <>
      {shareUrl && data.products.length > 0 ? <ShareScript /> : null}
      <ProductsPage {...data} links={links} shareUrl={shareUrl} shareTitle={pageTitle(defaultPageName("products", language), data.siteName)} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const body: unknown = error.data;
    return typeof body === "object" && body !== null && "siteNotFound" in body ? <SiteNotFound /> : <NotFoundPage />;
  }
  const details = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return <ProductsError details={details} />;
}
