import type { RequestContext } from "~/context";
import { getAboutStory } from "~/features/about/about-page.server";
import { SEO_PAGE_LABELS } from "~/features/seo/page-seo-schema";
import { seoPagesOf } from "~/features/seo/seo-pages";
import { shareCardPath } from "~/features/seo/share-card";
import type { SeoScreenPage } from "~/features/seo/admin/seo-screen-types";
import { canonicalUrl } from "~/features/seo/canonical";
import { DEFAULT_SERVICES_HEADER } from "~/features/services/services-defaults";
import { getServicesPageContent } from "~/features/services/services.server";
import { getPublicSiteBundle } from "~/features/storefront/public-site.server";
import { defaultPageMeta } from "~/features/seo/public/storefront-meta";
import { storefrontSeo } from "~/features/seo/public/storefront-seo.server";

/**
 * What the 'Référencement' screen shows of each page the site has: its address, the
 * title and description it has without an entry of its own (the screen's placeholders, the very
 * rules of the pages' meta) and its share card as it is now. Null when the site is gone.
 */
export async function seoScreenPages(context: RequestContext, siteId: string): Promise<{ domain: string; pages: SeoScreenPage[] } | null> {
  const bundle = await getPublicSiteBundle(context.db, siteId);
  if (!bundle) return null;
  const seo = storefrontSeo(context, { site: bundle.site, bundle });
  const [story, services] = await Promise.all([getAboutStory(context.db, siteId), getServicesPageContent(context.db, siteId)]);
  const pageText = {
    home: { description: bundle.hero.subtitle },
    about: { description: story },
    services: {
      title: services?.title?.trim() || DEFAULT_SERVICES_HEADER.title,
      description: services?.description?.trim() || DEFAULT_SERVICES_HEADER.description,
    },
    products: {},
    contact: {},
  };
  const pages = seoPagesOf(bundle.site.plan).map((page) => {
    const defaults = defaultPageMeta({ page, ...pageText[page] }, bundle.site.name, seo);
    return {
      page,
      label: SEO_PAGE_LABELS[page],
      url: canonicalUrl(seo.canonicalBase, page),
      defaultTitle: defaults.title,
      defaultDescription: defaults.description,
      // Our own address (same origin as the back-office), the very card the page names.
      cardUrl: seo.cards ? shareCardPath(siteId, page, bundle.contentVersion) : seo.image,
    };
  });
  return { domain: new URL(seo.canonicalBase.origin).host, pages };
}
