import { useLoaderData } from "react-router";
import type { Route } from "./+types/about";
import type { RouteHandle } from "~/root";
import { merchantPageMeta } from "~/features/seo/public/storefront-meta";
import { requireStorefrontPage } from "~/features/storefront/storefront-context.server";
import { loadAboutPage } from "~/features/about/about-page.server";
import { ABOUT_TEXTS } from "~/features/about/about-content";
import { AboutPage } from "~/features/about/public/about-page";
import { withMissingImages } from "~/features/media/missing-images.server";

/** The partner cards open popovers: no script needed (root.tsx). */
export const handle: RouteHandle & { loadingText: string } = { loadingText: ABOUT_TEXTS.loading, hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireStorefrontPage(request, context, "about");
  const page = await loadAboutPage(context.db, site.id, site.name, (err, part) => {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id, part }, "about page: a part failed to load");
  });
  return withMissingImages(context.media, page);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return merchantPageMeta(matches, { page: "about", description: data?.story });
}

export default function AboutRoute() {
  const data = useLoaderData<typeof loader>();
  return <AboutPage data={data} />;
}
