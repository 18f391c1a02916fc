import { useLoaderData } from "react-router";
import type { Route } from "./+types/legal-notice";
import type { RouteHandle } from "~/root";
import { merchantExtraPageMeta } from "~/features/seo/public/storefront-meta";
import { requireStorefront } from "~/features/storefront/storefront-context.server";
import { useStorefront } from "~/features/storefront/use-storefront";
import { siteHref } from "~/features/site-resolution/site-links";
import { loadLegalPage } from "~/features/legal/legal-data.server";
import { LEGAL_PAGES } from "~/features/legal/legal-notice";
import { LegalNoticePage } from "~/features/legal/public/legal-notice-page";

/** Server HTML, no script (ADR 015); cached like every public page (ADR 014). */
export const handle: RouteHandle = { hydrate: false };

/** /merchant/mentions-legales: the publisher and the host, from the site's settings and the platform's configuration. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireStorefront(request, context);
  return loadLegalPage(request, context, site.id);
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const name = loaded?.facts.legalName || loaded?.facts.siteName || "ce site";
  return merchantExtraPageMeta(matches, {
    path: LEGAL_PAGES.notice.path,
    title: LEGAL_PAGES.notice.title,
    description: `Mentions légales de ${name}\u00a0: éditeur du site, immatriculation, directeur de la publication, hébergeur.`,
  });
}

export default function LegalNoticeRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { links } = useStorefront();
  return <LegalNoticePage {...loaded} otherPageHref={siteHref(LEGAL_PAGES.privacy.path, links)} />;
}
