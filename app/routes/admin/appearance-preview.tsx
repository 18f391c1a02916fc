import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/appearance-preview";
import type { RouteHandle } from "~/root";
import { requireUser } from "~/features/auth/session.server";
import { canActOnSite } from "~/features/admin-kit/current-site.server";
import { isSiteId } from "~/features/site-resolution/resolve-site";
import { storefrontOfSite } from "~/features/storefront/storefront-context.server";
import { loadMerchantHome } from "~/features/storefront/home/home-loader.server";
import { MerchantHome } from "~/features/storefront/home/merchant-home";
import { MerchantShell } from "~/features/storefront/merchant-shell";
import { withMissingImages } from "~/features/media/missing-images.server";

/**
 * The merchant's real home page, drawn by the storefront's own components, for the iframe of
 * 'Apparence du site' (ADR 026). A back-office page: signed-in users only, for a site they may
 * act on, never stored or shared (no-store, not one of the page cache's paths), framed only by the
 * back-office's own origin (CSP frame-ancestors 'self', X-Frame-Options SAMEORIGIN). It takes no
 * colour: the unsaved colours are set by the appearance page on the framed document's theme
 * element, so there is nothing in its address a visitor could use to restyle anything. Sent
 * without scripts, in the merchant sites' stylesheet, like the public page.
 */
export const handle: RouteHandle = { hydrate: false, stylesheet: "site" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const requested = new URL(request.url).searchParams.get("site");
  const allowed = isSiteId(requested) ? await canActOnSite(context.db, user, requested) : null;
  if (!allowed) throw data({ message: "Introuvable" }, { status: 404 });
  const storefront = await storefrontOfSite(context, allowed.id);
  if (!storefront) throw data({ message: "Introuvable" }, { status: 404 });
  const home = await loadMerchantHome(context, storefront.site, request);
  return withMissingImages(context.media, {
    site: storefront.site,
    links: { siteId: storefront.site.id, customDomain: null },
    platformUrl: context.config.publicUrl,
    ...home,
  });
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Aperçu — ${data?.site.name ?? "Vitrine"}` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AppearancePreviewRoute() {
  const { site, links, platformUrl, siteName, plan, home, status, rsvps } = useLoaderData<typeof loader>();
  return (
    <MerchantShell site={site} links={links} platformUrl={platformUrl}>
      <MerchantHome siteName={siteName} plan={plan} home={home} status={status} rsvps={rsvps} links={links} shareUrl={null} />
    </MerchantShell>
  );
}
