import type { RequestContext } from "~/context";
import type { PublicSite } from "~/features/storefront/public-site.server";
import { absoluteUrl, canonicalBaseFor, canonicalUrl, type CanonicalBase } from "./canonical";
import { getCanonicalBase } from "./canonical.server";
import { buildLocalBusinessJsonLd, parsePostalAddress, type LocalBusinessJsonLd } from "./local-business";
import { getLocalBusinessData, type LocalBusinessData } from "./local-business.server";
import { loadSiteHours } from "~/features/opening-hours/site-hours.server";

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
};

const EMPTY_BUSINESS: LocalBusinessData = {
  address: null,
  phone: null,
  email: null,
  heroImageUrl: null,
  heroSubtitle: null,
  hours: [],
  periods: [],
};

/**
 * The layout's SEO data for a site. SEO never breaks a page: a failed read is logged and the
 * page gets less (the `?site=` canonical, a JSON-LD with the name and links only).
 */
export async function loadStorefrontSeo(context: RequestContext, site: PublicSite, now = new Date()): Promise<StorefrontSeo> {
  const logError = (part: string) => (err: unknown) => {
    context.logger.error({ err, requestId: context.requestId, siteId: site.id, part }, "storefront SEO: a part failed to load");
  };
  const [canonicalBase, business] = await Promise.all([
    getCanonicalBase(context.db, site.id, context.config).catch((err: unknown) => {
      logError("canonical domain")(err);
      return canonicalBaseFor(site.id, [], context.config.publicUrl);
    }),
    loadSiteHours(context, site, now)
      .then((siteHours) => getLocalBusinessData(context.db, site.id, siteHours))
      .catch((err: unknown) => {
      logError("local business")(err);
      return EMPTY_BUSINESS;
    }),
  ]);

  const logo = absoluteUrl(site.logoUrl, canonicalBase.origin);
  const hero = absoluteUrl(business.heroImageUrl, canonicalBase.origin);
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
  return {
    canonicalBase,
    image: hero ?? logo,
    icon: logo ? (site.logoUrl?.trim().startsWith("/") ? site.logoUrl.trim() : logo) : null,
    description: business.heroSubtitle,
    locality: parsePostalAddress(business.address, site.name)?.addressLocality ?? null,
    jsonLd,
  };
}
