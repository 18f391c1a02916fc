import { useLoaderData } from "react-router";
import type { Route } from "./+types/legal-notice";
import type { RouteHandle } from "~/root";
import { useStorefront } from "~/features/storefront/use-storefront";
import { siteHref } from "~/features/site-resolution/site-links";
import { loadStorefrontLegalPage } from "~/features/storefront/legal-page.server";
import { LEGAL_PAGES } from "~/features/legal/legal-notice";
import { legalPageMeta } from "~/features/seo/public/legal-page-meta";
import { LegalNoticePage } from "~/features/legal/public/legal-notice-page";

/** Server HTML, no script (ADR 015); cached like every public page (ADR 014). */
export const handle: RouteHandle = { hydrate: false };

/** /merchant/mentions-legales: the publisher and the host, from the site's settings and the platform's configuration. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStorefrontLegalPage(request, context);
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  return legalPageMeta(matches, "notice", loaded?.facts);
}

export default function LegalNoticeRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { links } = useStorefront();
  return <LegalNoticePage {...loaded} otherPageHref={siteHref(LEGAL_PAGES.privacy.path, links)} />;
}
