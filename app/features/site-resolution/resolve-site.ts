/**
 * Which merchant site a public request shows ("Site selection"):
 * the `site` query parameter first; otherwise the request's host matched against active
 * domain mappings, also without a leading "www."; platform hosts make no lookup.
 * Pure: the lookup is passed in, so every case is unit-tested.
 */
import { isUuid } from "~/lib/uuid";

/** The other name of a pair: 'www.' added to a bare name, taken off a www. name. */
export function twinDomain(domain: string): string {
  return domain.startsWith("www.") ? domain.slice(4) : `www.${domain}`;
}

export function isSiteId(value: string | null | undefined): value is string {
  return typeof value === "string" && isUuid(value);
}

const HOST_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const HOST_HEADER = /^([^:[\]]*)(?::(\d{0,5}))?$/;
const IPV6_HOST_HEADER = /^\[([0-9a-f:.]+)\](?::(\d{0,5}))?$/;

/**
 * The canonical form of a `Host` header, computed once per request by the server:
 * lower case, no trailing dot, a port only when one is given (digits, at most 65535), IPv6
 * addresses in brackets. `null`: not a host name at all (`[delices.localhost]:3456`, a user
 * name, a space, an unbracketed IPv6 address, an empty label, a label over 63 characters…),
 * which the server answers with 400. An absent or empty header (HTTP/1.0) stays as it is: the
 * platform.
 */
export function canonicalHostHeader(hostHeader: string | undefined): string | null | undefined {
  if (hostHeader === undefined) return undefined;
  const value = hostHeader.trim().toLowerCase();
  if (value === "") return value;
  let name: string;
  let port: string | undefined;
  const v6 = IPV6_HOST_HEADER.exec(value);
  if (v6) {
    if (!isIpv6(v6[1])) return null;
    name = `[${v6[1]}]`;
    port = v6[2];
  } else {
    const m = HOST_HEADER.exec(value);
    if (!m) return null;
    name = m[1].endsWith(".") ? m[1].slice(0, -1) : m[1];
    port = m[2];
    if (name.length === 0 || name.length > 253 || !name.split(".").every((label) => HOST_LABEL.test(label))) return null;
  }
  if (port === undefined || port === "") return name;
  const number = Number(port);
  return number >= 1 && number <= 65535 ? `${name}:${number}` : null;
}

function isIpv6(address: string): boolean {
  try {
    return new URL(`http://[${address}]/`).hostname !== "";
  } catch {
    return false;
  }
}

/** Whether two site ids name the same site (ids are UUIDs: case does not matter). */
export function sameSiteId(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
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

/**
 * Names to try for a host: itself, then without a leading "www.". A name with more than one
 * leading "www." is no merchant's (`www.www.delices.fr` would otherwise find the `www.` twin of
 * delices.fr): nothing to try, so it shows what any unknown host shows.
 */
export function domainCandidates(host: string): string[] {
  if (host.startsWith("www.www.")) return [];
  return host.startsWith("www.") && host.length > 4 ? [host, host.slice(4)] : [host];
}

export type SiteSelection =
  | { siteId: string; via: "query" | "domain"; customDomain: string | null }
  | { siteId: null; via: "none"; customDomain: null }
  /**
   * `?site=` names a site this host does not show: a merchant's domain (or any host that is not
   * the platform's) only ever shows its own site, so the request belongs on the platform host
   * (`platformUrl`), where the spec's `?site=` rule holds.
   */
  | { siteId: null; via: "platform-only"; customDomain: null; requestedSiteId: string };

/**
 * `?site=` first, else the host against active mappings. On a host that is
 * not the platform's, `?site=` is honoured only when it names that host's own site.
 */
export async function resolveSiteSelection(
  url: URL,
  hostHeader: string | null,
  platformHosts: readonly string[],
  lookup: (domain: string) => Promise<string | null>,
): Promise<SiteSelection> {
  const host = normalizeHost(hostHeader ?? url.host);
  const onPlatform = isPlatformHost(host, platformHosts);
  const fromQuery = url.searchParams.get("site");
  const requested = isSiteId(fromQuery) ? fromQuery : null;
  if (onPlatform) return requested ? { siteId: requested, via: "query", customDomain: null } : { siteId: null, via: "none", customDomain: null };
  let hostSite: string | null = null;
  for (const candidate of domainCandidates(host)) {
    hostSite = await lookup(candidate);
    if (hostSite) break;
  }
  if (requested) {
    return sameSiteId(requested, hostSite)
      ? { siteId: requested, via: "query", customDomain: host }
      : { siteId: null, via: "platform-only", customDomain: null, requestedSiteId: requested };
  }
  return hostSite ? { siteId: hostSite, via: "domain", customDomain: host } : { siteId: null, via: "none", customDomain: null };
}

/**
 * Where a `platform-only` request is shown: the same path and query on the platform's public
 * address (PUBLIC_URL, never the Host header). Only the path and query of `url` are kept, with
 * one leading slash, so nothing in them can name another host.
 */
export function platformUrl(url: URL, publicUrl: string): string {
  const path = url.pathname.replace(/^\/+/, "/");
  return `${publicUrl.replace(/\/+$/, "")}${path}${url.search}`;
}
