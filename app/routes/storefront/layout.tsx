import { Outlet, isRouteErrorResponse, useLoaderData, useRouteError, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { loadStorefront } from "~/features/storefront/storefront-context.server";
import { MerchantShell } from "~/features/storefront/merchant-shell";
import { SiteNotFound } from "~/features/storefront/site-not-found";
import { NotFoundPage } from "~/features/not-found/not-found-page";
import { storefrontSeo } from "~/features/storefront/seo/storefront-seo.server";
import { PAGE_NOT_FOUND_META, SITE_NOT_FOUND_META } from "~/features/storefront/seo/storefront-meta";
import { StorefrontSeoTags } from "~/features/storefront/seo/storefront-seo-tags";

export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = await loadStorefront(request, context);
  const platformUrl = context.config.publicUrl;
  if (!storefront) return { site: null, links: { siteId: null, customDomain: null }, platformUrl, seo: null };
  const { site, selection } = storefront;
  // Canonical base, JSON-LD inputs and share image: read with the site (public-site.server.ts).
  const seo = storefrontSeo(context, storefront);
  return { site, links: { siteId: site.id, customDomain: selection.customDomain }, platformUrl, seo };
}

/**
 * Nothing here depends on the page being shown: moving between pages of the same site reuses
 * the data instead of re-reading the site, its domains and its hours on every click.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.host !== nextUrl.host) return true;
  if (currentUrl.searchParams.get("site") !== nextUrl.searchParams.get("site")) return true;
  return false;
}

/** Used only when no page meta applies: the layout's own error states. */
export function meta({ error }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const body: unknown = error.data;
    if (typeof body === "object" && body !== null && "siteNotFound" in body) return SITE_NOT_FOUND_META;
    // A page the site's plan does not include (issue 14): the not-found page's head.
    return PAGE_NOT_FOUND_META;
  }
  return [];
}

export default function StorefrontLayout() {
  const { site, links, platformUrl, seo } = useLoaderData<typeof loader>();
  if (!site) return <Outlet />;
  return (
    <>
      {seo ? <StorefrontSeoTags seo={seo} /> : null}
      <MerchantShell site={site} links={links} platformUrl={platformUrl}>
        <Outlet />
      </MerchantShell>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const body: unknown = error.data;
    if (typeof body === "object" && body !== null && "siteNotFound" in body) return <SiteNotFound />;
    return <NotFoundPage />;
  }
  throw error;
}
