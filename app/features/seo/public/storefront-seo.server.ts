import type { RequestContext } from "~/context";
import { imageFile } from "~/features/media/focal-point";
import type { Storefront } from "~/features/storefront/storefront-context.server";
import type { SiteVerification } from "~/features/seo/page-meta";
import { absoluteUrl, canonicalBaseFor, canonicalUrl, type CanonicalBase } from "~/features/seo/canonical";
import { planIncludes } from "~/features/plans/plans";
import { shareCardPath } from "~/features/seo/share-card";
import { STOREFRONT_PAGES, type StorefrontPage } from "~/features/seo/canonical";
import { buildLocalBusinessJsonLd, parsePostalAddress, type LocalBusinessJsonLd } from "~/features/seo/public/local-business";
import type { PageLanguage } from "~/lib/i18n/languages";
import type { LanguageVersion } from "~/features/site-resolution/site-languages.server";
import { FRENCH, type TranslationOverlay } from "~/lib/i18n/translated-text";

/** What the storefront layout hands to every merchant page's `meta` and renders itself (JSON-LD, icon). */
export type StorefrontSeo = {
  canonicalBase: CanonicalBase;
  /** Absolute URL of the share image: the home hero image, else the logo; null without either. */
  image: string | null;
  /** The logo for <link rel="icon"> (our own path or a web address), or null (platform icon kept). */
  icon: string | null;
  /** The hero subtitle: the fallback description of pages without text of their own. */
  description: string | null;
  /** 'Lyon', from the address, for descriptions. */
  locality: string | null;
  jsonLd: LocalBusinessJsonLd;
  /** Expert sites: each page's own title and description from 'Référencement'; {} otherwise. */
  pages: Partial<Record<StorefrontPage, { title: string | null; description: string | null }>>;
  /** Expert sites: each page's share card (absolute URL, 1200×630 JPEG); null otherwise. */
  cards: Record<StorefrontPage, string> | null;
  /** Expert sites: the codes proving the site to Google Merchant Center and Meta, for the home's head; null otherwise. */
  verification: SiteVerification | null;
  /** Expert sites: each page's canonical URL, for its 'Partager' buttons; null otherwise. */
  shareUrls: Record<StorefrontPage, string> | null;
  /**
   * The languages each page is published in, French first (ADR 047): its hreflang alternates. A
   * page shown in French only has French alone, and then no alternate is written.
   */
  languages: Record<StorefrontPage, PageLanguage[]>;
};

/**
 * The layout's SEO data for a site, from what the storefront read with the site (one statement,
 * public-site.server.ts): canonical base from its active domains, the JSON-LD's business fields,
 * hero and hours.
 */
export function storefrontSeo(
  context: Pick<RequestContext, "config">,
  storefront: Pick<Storefront, "site" | "bundle"> & { versions?: readonly LanguageVersion[] },
  overlay: TranslationOverlay = FRENCH,
  now = new Date(),
): StorefrontSeo {
  const { site, bundle } = storefront;
  const versions = storefront.versions ?? [];
  const canonicalBase = canonicalBaseFor(site.id, bundle.domains, context.config.publicUrl);
  // The hero subtitle in the page's language (the JSON-LD's description and the pages' fallback one).
  const shownSubtitle = bundle.hero.subtitle ? overlay.text("home", site.id, "heroSubtitle", bundle.hero.subtitle.trim()) : null;
  const heroSubtitle = shownSubtitle ? shownSubtitle.text : bundle.hero.subtitle;
  const business = { ...bundle.business, heroImageUrl: bundle.hero.imageUrl, heroSubtitle, ...bundle.hours };

  // The files, without a focal point's fragment (ADR 023).
  const logo = absoluteUrl(site.logoUrl && imageFile(site.logoUrl), canonicalBase.origin);
  const hero = absoluteUrl(business.heroImageUrl && imageFile(business.heroImageUrl), canonicalBase.origin);
  const jsonLd = buildLocalBusinessJsonLd({
    name: site.name,
    url: canonicalUrl(canonicalBase, "home"),
    description: business.heroSubtitle,
    logoUrl: logo,
    imageUrl: hero,
    address: business.address,
    phone: business.phone,
    email: business.email,
    sameAs: site.social.map((s) => s.href),
    hours: business.hours,
    periods: business.periods,
    now,
    timeZone: site.timezone,
  });
  // What the plan includes. A plan without SEO keeps its rows, unused: the defaults apply.
  const seoPages = planIncludes(site.plan, "seo") ? bundle.pageSeo : [];
  const pages: StorefrontSeo["pages"] = {};
  const own = (row: (typeof seoPages)[number], field: "title" | "description") => {
    const french = row[field]?.trim();
    if (!french) return null;
    // Not translated: the head cannot mark it French, so the page's default in its language is used.
    const shown = overlay.text("page_seo", site.id, `${row.page}.${field}`, french);
    return shown.lang ? null : shown.text;
  };
  for (const row of seoPages) pages[row.page] = { title: own(row, "title"), description: own(row, "description") };
  const share = planIncludes(site.plan, "share");
  const perPage = (make: (page: StorefrontPage) => string) => Object.fromEntries(STOREFRONT_PAGES.map((page) => [page, make(page)])) as Record<StorefrontPage, string>;
  return {
    pages,
    cards: share ? perPage((page) => `${canonicalBase.origin}${shareCardPath(site.id, page, bundle.contentVersion)}`) : null,
    shareUrls: share ? perPage((page) => canonicalUrl(canonicalBase, page)) : null,
    verification: share ? bundle.verification : null,
    canonicalBase,
    image: hero ?? logo,
    icon: logo ? (site.logoUrl?.trim().startsWith("/") ? site.logoUrl.trim() : logo) : null,
    // The pages' fallback description: not the French of a subtitle left untranslated.
    description: shownSubtitle?.lang ? null : business.heroSubtitle,
    locality: parsePostalAddress(business.address, site.name)?.addressLocality ?? null,
    jsonLd: knowsLanguages(jsonLd, versions),
    languages: Object.fromEntries(
      STOREFRONT_PAGES.map((page) => [page, ["fr", ...versions.filter((version) => version.pages.includes(page)).map((version) => version.language)]]),
    ) as Record<StorefrontPage, PageLanguage[]>,
  };
}

/** The languages the business shows its site in, once there is more than French: French and each one whose home is published. */
function knowsLanguages(jsonLd: LocalBusinessJsonLd, versions: readonly LanguageVersion[]): LocalBusinessJsonLd {
  const shown = versions.filter((version) => version.pages.includes("home")).map((version) => version.language);
  return shown.length > 0 ? { ...jsonLd, knowsLanguage: ["fr", ...shown] } : jsonLd;
}
