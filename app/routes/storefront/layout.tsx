import { Outlet, isRouteErrorResponse, useLoaderData, useLocation, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/layout";
import { loadStorefront } from "~/features/storefront/storefront-context.server";
import { MerchantShell } from "~/features/storefront/merchant-shell";
import { SiteNotFound } from "~/features/storefront/site-not-found";
import { NotFoundPage } from "~/features/not-found/not-found-page";
import { storefrontSeo } from "~/features/seo/public/storefront-seo.server";
import { pageNotFoundMeta, SITE_NOT_FOUND_META } from "~/features/seo/public/storefront-meta";
import { StorefrontSeoTags } from "~/features/seo/public/storefront-seo-tags";
import { comingSoonOf, comingSoonThrown, type ComingSoonSite } from "~/features/storefront/draft/draft-view";
import { ComingSoonPage } from "~/features/storefront/draft/coming-soon-page";
import { PreviewBanner } from "~/features/storefront/draft/preview-banner";
import { withMissingImages } from "~/features/media/missing-images.server";
import { PageLanguageProvider } from "~/lib/i18n/page-language";
import { pageLanguageOf, type PageLanguage } from "~/lib/i18n/languages";
import { languageLinks, UNTRANSLATED_PARAM } from "~/features/languages/language-links";
import { translator } from "~/lib/i18n/messages";
import { pageOverlay } from "~/features/languages/overlay.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const platformUrl = context.config.publicUrl;
  const none = { site: null, links: { siteId: null, customDomain: null }, versions: [], platformUrl, seo: null, preview: false, comingSoon: null };
  let storefront;
  try {
    storefront = await loadStorefront(request, context);
  } catch (thrown) {
    // A visitor of a draft: the pages' loaders throw it too, and the error boundary
    // below draws it; kept here as data so the document gets the sites' stylesheet (root.tsx).
    const comingSoon = comingSoonThrown(thrown);
    if (!comingSoon) throw thrown;
    return withMissingImages(context.media, { ...none, comingSoon });
  }
  if (!storefront) return none;
  const { site, selection, preview, language } = storefront;
  // Canonical base, JSON-LD inputs and share image: read with the site (public-site.server.ts).
  const seo = storefrontSeo(context, storefront, await pageOverlay(context, site.id, language));
  // The logo is drawn as the placeholder when the media store lacks it (ADR 046).
  return withMissingImages(context.media, {
    site,
    links: {
      siteId: site.id,
      customDomain: selection.customDomain,
      language,
      // Links to a page not published in this language stay French (ADR 047: an unpublished version is linked nowhere).
      ...(language === "fr" ? {} : { published: storefront.versions.find((version) => version.language === language)?.pages ?? [] }),
    },
    versions: storefront.versions,
    platformUrl,
    seo,
    preview,
    comingSoon: null,
  });
}

/**
 * Nothing here depends on the page being shown: moving between pages of the same site reuses
 * the data instead of re-reading the site, its domains and its hours on every click.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.host !== nextUrl.host) return true;
  if (currentUrl.searchParams.get("site") !== nextUrl.searchParams.get("site")) return true;
  return false;
}

/** Used only when no page meta applies: the layout's own error states ('Bientôt en ligne' is one). */
export function meta({ error, data, location }: Route.MetaArgs) {
  const language = pageLanguageOf(location.pathname);
  const comingSoon = data?.comingSoon ?? (isRouteErrorResponse(error) ? comingSoonOf(error.data) : null);
  if (comingSoon) return comingSoonMeta(comingSoon, language);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const body: unknown = error.data;
    if (typeof body === "object" && body !== null && "siteNotFound" in body) return SITE_NOT_FOUND_META;
    // A page the site's plan does not include: the not-found page's head.
    return pageNotFoundMeta(language);
  }
  return [];
}

/** 'Bientôt en ligne' in the language of the address, as the page says it (coming-soon-page.tsx). */
function comingSoonMeta(site: ComingSoonSite, language: PageLanguage) {
  const t = translator(language);
  return [
    { title: t("seo.comingSoon.title", { siteName: site.name }) },
    { name: "description", content: t("seo.comingSoon.description", { siteName: site.name }) },
    { name: "robots", content: "noindex" },
  ];
}

export default function StorefrontLayout() {
  const { site, links, versions, platformUrl, seo, preview, comingSoon } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  if (comingSoon) return <ComingSoonPage site={comingSoon} />;
  if (!site) return <Outlet />;
  const language = links.language ?? "fr";
  const notice = language !== "fr" && new URLSearchParams(search).has(UNTRANSLATED_PARAM) ? translator(language)("switcher.notTranslated") : null;
  return (
    <PageLanguageProvider language={language}>
      {seo ? <StorefrontSeoTags seo={seo} /> : null}
      {preview ? <meta name="robots" content="noindex" /> : null}
      {preview ? <PreviewBanner dashboardHref={`${platformUrl}/admin/dashboard`} /> : null}
      <MerchantShell site={site} links={links} platformUrl={platformUrl} languages={languageLinks(versions, pathname, search, links)} notice={notice}>
        <Outlet />
      </MerchantShell>
    </PageLanguageProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/storefront/layout");
  const { pathname } = useLocation();
  return <PageLanguageProvider language={pageLanguageOf(pathname)}>{storefrontError(error, layout?.comingSoon ?? null)}</PageLanguageProvider>;
}

function storefrontError(error: unknown, loadedComingSoon: ComingSoonSite | null) {
  const comingSoon = loadedComingSoon ?? (isRouteErrorResponse(error) ? comingSoonOf(error.data) : null);
  if (comingSoon) return <ComingSoonPage site={comingSoon} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    const body: unknown = error.data;
    if (typeof body === "object" && body !== null && "siteNotFound" in body) return <SiteNotFound />;
    return <NotFoundPage />;
  }
  throw error;
}
