import { useRouteLoaderData } from "react-router";
import type { StorefrontPage } from "~/features/seo/canonical";
import { STOREFRONT_LAYOUT_ID } from "~/features/seo/public/storefront-meta";
import type { StorefrontSeo } from "~/features/seo/public/storefront-seo.server";

/** A page's canonical URL for its 'Partager' buttons: Expert sites only, else null. */
export function useShareUrl(page: StorefrontPage): string | null {
  const data = useRouteLoaderData(STOREFRONT_LAYOUT_ID) as { seo?: Pick<StorefrontSeo, "shareUrls"> | null } | undefined;
  return data?.seo?.shareUrls?.[page] ?? null;
}
