import { isIpAddress } from "~/features/site-resolution/resolve-site";

/**
 * Canonical URLs of merchant pages (pure rules; the domains are read with the site, storefront/public-site.server.ts).
 *
 * - A site with an ACTIVE domain mapping is canonical on that domain: the name its owner picked as
 *   'Adresse principale' (issue 15; the other answers a 301), else the bare domain rather than its
 *   www. twin, else the oldest mapping. The merchant home is the root `/` there (both `/` and
 *   `/merchant` show it).
 * - Custom domains are served by the same server as the platform, behind the same proxy: they get
 *   PUBLIC_URL's scheme and port (https in production; http://delices.localhost:PORT on the demo).
 *   The request's Host header is never used for this.
 * - `*.localhost` mappings only exist to show custom domains without DNS (the demo): they are
 *   canonical only while the platform itself runs on a local address, never on a public one.
 * - Without a usable domain: `${PUBLIC_URL}/merchant/…?site=<id>`.
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

export function canonicalUrl(base: CanonicalBase, page: StorefrontPage): string {
  if (base.customDomain) return `${base.origin}${customDomainPath(page)}`;
  return `${base.origin}${PAGE_PATHS[page]}?site=${encodeURIComponent(base.siteId)}`;
}

/** The two legal pages of every merchant site (issue 15), on every plan; listed in the sitemap. */
export const LEGAL_PAGE_PATHS = { notice: "/merchant/mentions-legales", privacy: "/merchant/confidentialite" } as const;

/**
 * A merchant page outside STOREFRONT_PAGES (the legal pages of issue 15, on every plan, with no
 * 'Référencement' tab), by its path: the same rule as canonicalUrl.
 */
export function canonicalPathUrl(base: CanonicalBase, path: string): string {
  if (base.customDomain) return `${base.origin}${path}`;
  return `${base.origin}${path}?site=${encodeURIComponent(base.siteId)}`;
}

function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || isIpAddress(host);
}

/** `${scheme}//${host}${:port}` with the scheme and port of PUBLIC_URL. */
export function originOnHost(host: string, publicUrl: string): string {
  const platform = new URL(publicUrl);
  return `${platform.protocol}//${host}${platform.port ? `:${platform.port}` : ""}`;
}

/**
 * A site's main address (issue 24, ADR 033): which of its active domains (`domains` oldest first,
 * without the old addresses a slug change left to redirect) is canonical, or null. Its custom
 * domains first — `chosen`: the names picked as 'Adresse principale' of their pair (issue 15), the
 * first usable one wins; else the bare domain over www. — and its platform address
 * (`<slug>.<SITES_DOMAIN>`, listed in `platform`) when it has none. `.localhost` only on a local
 * platform.
 */
export function pickCanonicalDomain(domains: readonly string[], publicUrl: string, chosen: readonly string[] = [], platform: readonly string[] = []): string | null {
  const localPlatform = isLocalHostname(new URL(publicUrl).hostname);
  const usable = domains
    .map((d) => d.trim().toLowerCase())
    .filter((d) => d !== "" && (localPlatform || !isLocalHostname(d)));
  const custom = usable.filter((d) => !platform.includes(d));
  return custom.find((d) => chosen.includes(d)) ?? custom.find((d) => !d.startsWith("www.")) ?? custom[0] ?? usable.find((d) => platform.includes(d)) ?? null;
}

/** A site's active domains as the canonical rules read them (public-site.server.ts, seo-files.server.ts, the domain cache). */
export type SiteDomains = { all: readonly string[]; chosen: readonly string[]; platform: readonly string[] };

/** One active mapping of a site, as the queries read it: its name, whether it is its pair's chosen name, whether it is the platform address. */
export type DomainRow = { domain: string; chosen: boolean; platform: boolean };

export function siteDomains(rows: readonly DomainRow[]): SiteDomains {
  return { all: rows.map((r) => r.domain), chosen: rows.filter((r) => r.chosen).map((r) => r.domain), platform: rows.filter((r) => r.platform).map((r) => r.domain) };
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
