import { useLoaderData } from "react-router";
import type { Route } from "./+types/merchant-home";
import { requireStorefront } from "~/features/storefront/storefront-context.server";
import { getHomeHero } from "~/features/storefront/home-content.server";
import { MerchantHome } from "~/features/storefront/merchant-home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireStorefront(request, context);
  return { siteName: site.name, hero: await getHomeHero(context.db, site.id) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? data.siteName : "Site non trouvé" }];
}

export default function MerchantHomeRoute() {
  const { siteName, hero } = useLoaderData<typeof loader>();
  return <MerchantHome siteName={siteName} hero={hero} />;
}
