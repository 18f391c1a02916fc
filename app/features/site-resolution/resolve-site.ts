/**
 * Which merchant site a public request shows (public-site.md §2 "Site selection"):
 * the `site` query parameter first; otherwise the request's host matched against active
 * domain mappings, also without a leading "www."; platform hosts make no lookup.
 * Pure: the lookup is passed in, so every case is unit-tested.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isSiteId(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Lower-cased host name without port or trailing dot; IPv6 brackets kept off. */
export function normalizeHost(hostHeader: string | null | undefined): string {
  if (!hostHeader) return "";
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end > 0 ? host.slice(1, end) : host;
  }
  const colon = host.lastIndexOf(":");
  if (colon > -1 && host.indexOf(":") === colon) host = host.slice(0, colon);
  return host.replace(/\.$/, "");
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;

export function isIpAddress(host: string): boolean {
  return IPV4.test(host) || host.includes(":");
}

/**
 * Hosts of the platform itself: no mapping lookup. `localhost` is one, but its subdomains
 * (delices.localhost) are not: they stand for custom domains in the demo.
 */
export function isPlatformHost(host: string, platformHosts: readonly string[]): boolean {
  if (!host) return true;
  if (host === "localhost" || isIpAddress(host)) return true;
  return platformHosts.some((p) => host === p || (p.startsWith("*.") && host.endsWith(p.slice(1))));
}

/** Names to try for a host: itself, then without a leading "www.". */
export function domainCandidates(host: string): string[] {
  return host.startsWith("www.") && host.length > 4 ? [host, host.slice(4)] : [host];
}

export type SiteSelection =
  | { siteId: string; via: "query" | "domain"; customDomain: string | null }
  | { siteId: null; via: "none"; customDomain: null };

export async function resolveSiteSelection(
  url: URL,
  hostHeader: string | null,
  platformHosts: readonly string[],
  lookup: (domain: string) => Promise<string | null>,
): Promise<SiteSelection> {
  const host = normalizeHost(hostHeader ?? url.host);
  const onPlatform = isPlatformHost(host, platformHosts);
  const fromQuery = url.searchParams.get("site");
  if (isSiteId(fromQuery)) {
    return { siteId: fromQuery, via: "query", customDomain: onPlatform ? null : host };
  }
  if (onPlatform) return { siteId: null, via: "none", customDomain: null };
  for (const candidate of domainCandidates(host)) {
    const siteId = await lookup(candidate);
    if (siteId) return { siteId, via: "domain", customDomain: host };
  }
  return { siteId: null, via: "none", customDomain: null };
}
