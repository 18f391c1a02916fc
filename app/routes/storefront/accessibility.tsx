import { useLoaderData } from "react-router";
import type { Route } from "./+types/accessibility";
import type { RouteHandle } from "~/root";
import { colorsWithDefaults } from "~/features/appearance/theme";
import { useStorefront } from "~/features/storefront/use-storefront";
import { siteHref } from "~/features/site-resolution/site-links";
import { loadStorefrontLegalPage } from "~/features/storefront/legal-page.server";
import { ACCESSIBILITY_PATH } from "~/features/legal/legal-notice";
import { merchantExtraPageMeta, metaLanguage } from "~/features/seo/public/storefront-meta";
import { translator } from "~/lib/i18n/messages";
import { AccessibilityPage } from "~/features/legal/public/accessibility-page";

/** Server HTML, no script (ADR 015); cached like every public page (ADR 014). */
export const handle: RouteHandle = { hydrate: false };

/** /merchant/accessibilite: the site's accessibility statement, from its settings, its colours and the platform's checks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStorefrontLegalPage(request, context);
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const t = translator(metaLanguage(matches));
  const name = loaded?.facts.legalName || loaded?.facts.siteName || t("seo.legal.thisSite");
  return merchantExtraPageMeta(matches, { path: ACCESSIBILITY_PATH, title: t("legal.a11y.title"), description: t("legal.a11y.description", { name }) });
}

export default function AccessibilityRoute() {
  const { facts } = useLoaderData<typeof loader>();
  const { site, links } = useStorefront();
  return <AccessibilityPage facts={facts} colors={site?.colors ?? colorsWithDefaults(null)} contactHref={siteHref("/merchant/contact", links)} />;
}
