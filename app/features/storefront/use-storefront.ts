import { useRouteLoaderData } from "react-router";
import type { LinkContext } from "~/features/site-resolution/site-links";
import type { PublicSite } from "~/features/storefront/public-site.server";

type StorefrontLayoutData = { site: PublicSite | null; links: LinkContext };

/** The site and link context loaded once by the storefront layout, for any page below it. */
export function useStorefront(): StorefrontLayoutData {
  const data = useRouteLoaderData<StorefrontLayoutData>("routes/storefront/layout");
  return data ?? { site: null, links: { siteId: null, customDomain: null } };
}
