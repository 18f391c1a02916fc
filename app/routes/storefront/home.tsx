import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { RouteHandle } from "~/root";
import { merchantPageMeta, platformPageMeta } from "~/features/seo/public/storefront-meta";
import { loadStorefront } from "~/features/storefront/storefront-context.server";
import { loadMerchantHome } from "~/features/storefront/home/home-loader.server";
import { MerchantHome } from "~/features/storefront/home/merchant-home";
import { useStorefront } from "~/features/storefront/use-storefront";
import { useShareUrl } from "~/features/seo/public/use-share-url";
import { LandingPage } from "~/features/landing/landing-page";
import { withMissingImages } from "~/features/media/missing-images.server";

/** No form or control here needs a script (root.tsx): the page is sent as plain HTML. */
export const handle: RouteHandle = {
  hydrate: false,
  largestPaintIsImage: (data) => Boolean((data as { home?: { hero: { imageUrl: string | null } } } | undefined)?.home?.hero.imageUrl),
};

/** `/`: the merchant home when the host (or ?site=) selects a site, otherwise the platform landing page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = await loadStorefront(request, context);
  if (!storefront) return { kind: "landing" as const, signupOpen: context.config.signup === "open" };
  return withMissingImages(context.media, { kind: "merchant" as const, ...(await loadMerchantHome(context, storefront.site, request)) });
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (data?.kind === "merchant") return merchantPageMeta(matches, { page: "home", description: data.home.hero.subtitle });
  return platformPageMeta(matches, {
    title: "Vitrine — des sites sur mesure pour les commerces de proximité",
    description:
      "Vitrine crée des sites web rapides et élégants pour les commerçants et traiteurs de quartier\u00a0: page d'accueil, produits, devis, horaires et contact.",
  });
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { links } = useStorefront();
  const shareUrl = useShareUrl("home");
  if (data.kind === "landing") return <LandingPage signupOpen={data.signupOpen} />;
  return <MerchantHome siteName={data.siteName} plan={data.plan} home={data.home} status={data.status} rsvps={data.rsvps} links={links} shareUrl={shareUrl} />;
}
