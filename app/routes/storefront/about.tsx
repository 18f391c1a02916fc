import { useLoaderData } from "react-router";
import type { Route } from "./+types/about";
import type { RouteHandle } from "~/root";
import { merchantPageMeta } from "~/features/seo/public/storefront-meta";
import { requireStorefrontPage } from "~/features/storefront/storefront-context.server";
import { loadAboutPage, showAbout } from "~/features/about/about-page.server";
import { pageOverlay } from "~/features/languages/overlay.server";
import { ABOUT_TEXTS } from "~/features/about/about-content";
import { AboutPage } from "~/features/about/public/about-page";
import { withMissingImages } from "~/features/media/missing-images.server";

/** The partner cards open popovers: no script needed (root.tsx). */
export const handle: RouteHandle & { loadingText: string } = { loadingText: ABOUT_TEXTS.loading, hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, language } = await requireStorefrontPage(request, context, "about");
  const [page, overlay] = await Promise.all([
    loadAboutPage(context.db, site.id, site.name, (err, part) => {
      context.logger.error({ err, requestId: context.requestId, siteId: site.id, part }, "about page: a part failed to load");
    }),
    pageOverlay(context, site.id, language),
  ]);
  return withMissingImages(context.media, showAbout(page, site.id, overlay));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return merchantPageMeta(matches, { page: "about", description: data?.story });
}

export default function AboutRoute() {
  const data = useLoaderData<typeof loader>();
  return <AboutPage data={data} />;
}
