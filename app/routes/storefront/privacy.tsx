import { useLoaderData } from "react-router";
import type { Route } from "./+types/privacy";
import type { RouteHandle } from "~/root";
import { merchantExtraPageMeta } from "~/features/seo/public/storefront-meta";
import { requireStorefront } from "~/features/storefront/storefront-context.server";
import { useStorefront } from "~/features/storefront/use-storefront";
import { siteHref } from "~/features/site-resolution/site-links";
import { loadLegalPage } from "~/features/legal/legal-data.server";
import { LEGAL_PAGES } from "~/features/legal/legal-notice";
import { PrivacyPage } from "~/features/legal/public/privacy-page";

/** Server HTML, no script (ADR 015); cached like every public page (ADR 014). */
export const handle: RouteHandle = { hydrate: false };

/** /merchant/confidentialite: what the site collects and why, for how long, where, and the visitor's rights. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site } = await requireStorefront(request, context);
  return loadLegalPage(request, context, site.id);
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const name = loaded?.facts.legalName || loaded?.facts.siteName || "ce site";
  return merchantExtraPageMeta(matches, {
    path: LEGAL_PAGES.privacy.path,
    title: LEGAL_PAGES.privacy.title,
    description: `Confidentialité chez ${name}\u00a0: les données des formulaires, leur durée de conservation, le cookie de «\u00a0Je viendrai\u00a0» et vos droits.`,
  });
}

export default function PrivacyRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { links } = useStorefront();
  return <PrivacyPage {...loaded} otherPageHref={siteHref(LEGAL_PAGES.notice.path, links)} />;
}
