import { useLoaderData } from "react-router";
import type { Route } from "./+types/merchant-home";
import type { RouteHandle } from "~/root";
import { merchantPageMeta } from "~/features/seo/public/storefront-meta";
import { requireStorefront } from "~/features/storefront/storefront-context.server";
import { loadMerchantHome } from "~/features/storefront/home/home-loader.server";
import { MerchantHome } from "~/features/storefront/home/merchant-home";
import { useStorefront } from "~/features/storefront/use-storefront";
import { useShareUrl } from "~/features/seo/public/use-share-url";
import { withMissingImages } from "~/features/media/missing-images.server";

/** No form or control here needs a script (root.tsx): the page is sent as plain HTML. */
export const handle: RouteHandle = {
  hydrate: false,
  largestPaintIsImage: (data) => Boolean((data as { home?: { hero: { imageUrl: string | null } } } | undefined)?.home?.hero.imageUrl),
};

/** `/merchant`: the merchant home (the logo and site name lead here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireStorefront(request, context);
  return withMissingImages(context.media, await loadMerchantHome(context, site, request));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return merchantPageMeta(matches, { page: "home", description: data?.home.hero.subtitle });
}

export default function MerchantHomeRoute() {
  const { siteName, plan, home, status, rsvps } = useLoaderData<typeof loader>();
  const { links } = useStorefront();
  const shareUrl = useShareUrl("home");
  return <MerchantHome siteName={siteName} plan={plan} home={home} status={status} rsvps={rsvps} links={links} shareUrl={shareUrl} />;
}
