import { Outlet, isRouteErrorResponse, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { loadStorefront } from "~/features/storefront/storefront-context.server";
import { MerchantShell } from "~/features/storefront/merchant-shell";
import { SiteNotFound } from "~/features/storefront/site-not-found";
import { NotFoundPage } from "~/features/not-found/not-found-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = await loadStorefront(request, context);
  if (!storefront) return { site: null, links: { siteId: null, customDomain: null } };
  const { site, selection } = storefront;
  return { site, links: { siteId: site.id, customDomain: selection.customDomain } };
}

export default function StorefrontLayout() {
  const { site, links } = useLoaderData<typeof loader>();
  if (!site) return <Outlet />;
  return (
    <MerchantShell site={site} links={links}>
      <Outlet />
    </MerchantShell>
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
