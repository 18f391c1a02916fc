import { originOnHost, pickCanonicalDomain, type SiteDomains } from "~/features/site-resolution/canonical-domain";
import { withLanguage, type PageLanguage } from "~/lib/i18n/languages";

/**
 * Canonical URLs of merchant pages (pure rules; the domains are read with the site, storefront/public-site.server.ts).
 *
 * - A site with an ACTIVE domain mapping is canonical on that domain: the name its owner picked as
 *   'Adresse principale' (the other answers a 301), else the bare domain rather than its
 *   www. twin, else the oldest mapping. The merchant home is the root `/` there (both `/` and
 *   `/merchant` show it).
 * - Custom domains are served by the same server as the platform, behind the same proxy: they get
 *   PUBLIC_URL's scheme and port (https in production; http://delices.localhost:PORT on the demo).
 *   The request's Host header is never used for this.
 * - `*.localhost` mappings only exist to show custom domains without DNS (the demo): they are
 *   canonical only while the platform itself runs on a local address, never on a public one.
 * - Without a usable domain: `${PUBLIC_URL}/merchant/…?site=<id>`.
 * - A page in another language than French is canonical at its own address, under the
 *   language's prefix (`/en`, `/en/merchant/about`; ADR 047).
 */

export const STOREFRONT_PAGES = ["home", "about", "services", "products", "contact"] as const;
export type StorefrontPage = (typeof STOREFRONT_PAGES)[number];

export type CanonicalBase = {
  /** 'https://lesdelices.fr', or the platform's PUBLIC_URL. */
  origin: string;
  siteId: string;
  /** The canonical domain, or null when the site lives on the platform host (`?site=` URLs). */
  customDomain: string | null;
};

const PAGE_PATHS: Record<StorefrontPage, string> = {
  home: "/merchant",
  about: "/merchant/about",
  services: "/merchant/services",
  products: "/merchant/products",
  contact: "/merchant/contact",
};

/** The path of a page on a custom domain (no `?site=`): the home is the root. */
export function customDomainPath(page: StorefrontPage): string {
  return page === "home" ? "/" : PAGE_PATHS[page];
}

export function canonicalUrl(base: CanonicalBase, page: StorefrontPage, language: PageLanguage = "fr"): string {
  if (base.customDomain) return `${base.origin}${withLanguage(customDomainPath(page), language)}`;
  return `${base.origin}${withLanguage(PAGE_PATHS[page], language)}?site=${encodeURIComponent(base.siteId)}`;
}

/**
 * A merchant page outside STOREFRONT_PAGES (the legal pages of on every plan, with no
 * 'Référencement' tab), by its path: the same rule as canonicalUrl.
 */
export function canonicalPathUrl(base: CanonicalBase, path: string, language: PageLanguage = "fr"): string {
  if (base.customDomain) return `${base.origin}${withLanguage(path, language)}`;
  return `${base.origin}${withLanguage(path, language)}?site=${encodeURIComponent(base.siteId)}`;
}

export function canonicalBaseFor(siteId: string, domains: SiteDomains, publicUrl: string): CanonicalBase {
  const domain = pickCanonicalDomain(domains.all, publicUrl, domains.chosen, domains.platform);
  return domain
    ? { origin: originOnHost(domain, publicUrl), siteId, customDomain: domain }
    : { origin: publicUrl.replace(/\/$/, ""), siteId, customDomain: null };
}

/**
 * An absolute URL for a stored image or link: our own paths (/media/…) on `origin`, web
 * addresses as they are; anything else (javascript:, data:, //host, blank) → null.
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return `${origin}${url}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
