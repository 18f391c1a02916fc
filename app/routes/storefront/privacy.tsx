import { useLoaderData } from "react-router";
import type { Route } from "./+types/privacy";
import type { RouteHandle } from "~/root";
import { useStorefront } from "~/features/storefront/use-storefront";
import { siteHref } from "~/features/site-resolution/site-links";
import { loadStorefrontLegalPage } from "~/features/storefront/legal-page.server";
import { LEGAL_PAGES } from "~/features/legal/legal-notice";
import { legalPageMeta } from "~/features/seo/public/legal-page-meta";
import { PrivacyPage } from "~/features/legal/public/privacy-page";

/** Server HTML, no script (ADR 015); cached like every public page (ADR 014). */
export const handle: RouteHandle = { hydrate: false };

/** /merchant/confidentialite: what the site collects and why, for how long, where, and the visitor's rights. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStorefrontLegalPage(request, context);
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  return legalPageMeta(matches, "privacy", loaded?.facts);
}

export default function PrivacyRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { links } = useStorefront();
  return <PrivacyPage {...loaded} otherPageHref={siteHref(LEGAL_PAGES.notice.path, links)} />;
}
