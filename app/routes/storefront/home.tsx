import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { loadStorefront } from "~/features/storefront/storefront-context.server";
import { getHomeHero } from "~/features/storefront/home-content.server";
import { MerchantHome } from "~/features/storefront/merchant-home";
import { LandingPage } from "~/features/landing/landing-page";

/** `/`: the merchant home when the host (or ?site=) selects a site, otherwise the platform landing page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = await loadStorefront(request, context);
  if (!storefront) return { kind: "landing" as const };
  const { site } = storefront;
  return { kind: "merchant" as const, siteName: site.name, hero: await getHomeHero(context.db, site.id) };
}

export function meta({ data }: Route.MetaArgs) {
  if (data?.kind === "merchant") return [{ title: data.siteName }];
  return [
    { title: "Vitrine — des sites sur mesure pour les commerces de proximité" },
    { name: "description", content: "Vitrine crée des sites web rapides et élégants pour les commerçants et traiteurs de quartier : page d'accueil, produits, devis, horaires et contact." },
  ];
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "landing") return <LandingPage />;
  return <MerchantHome siteName={data.siteName} hero={data.hero} />;
}
