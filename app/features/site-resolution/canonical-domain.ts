import { isIpAddress } from "~/features/site-resolution/resolve-site";

/**
 * Which of a site's active domains is its main address, and the origin a host is served on: the
 * rules the domain cache, the public pages and SEO's canonical URLs share (`seo/canonical.ts`).
 */

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
 * A site's main address (ADR 033): which of its active domains (`domains` oldest first,
 * without the old addresses a slug change left to redirect) is canonical, or null. Its custom
 * domains first — `chosen`: the names picked as 'Adresse principale' of their pair, the
 * first usable one wins; else the bare domain over www. — and its platform address
 * (`<slug>.<SITES_DOMAIN>`, listed in `platform`) when it has none. `.localhost` only on a local
 * platform.
 */
export function pickCanonicalDomain(
  domains: readonly string[],
  publicUrl: string,
  chosen: readonly string[] = [],
  platform: readonly string[] = [],
): string | null {
  const localPlatform = isLocalHostname(new URL(publicUrl).hostname);
  const usable = domains.map((d) => d.trim().toLowerCase()).filter((d) => d !== "" && (localPlatform || !isLocalHostname(d)));
  const custom = usable.filter((d) => !platform.includes(d));
  return custom.find((d) => chosen.includes(d)) ?? custom.find((d) => !d.startsWith("www.")) ?? custom[0] ?? usable.find((d) => platform.includes(d)) ?? null;
}

/** A site's active domains as the canonical rules read them (public-site.server.ts, seo-files.server.ts, the domain cache). */
export type SiteDomains = { all: readonly string[]; chosen: readonly string[]; platform: readonly string[] };

/** One active mapping of a site, as the queries read it: its name, whether it is its pair's chosen name, whether it is the platform address. */
export type DomainRow = { domain: string; chosen: boolean; platform: boolean };

export function siteDomains(rows: readonly DomainRow[]): SiteDomains {
  return {
    all: rows.map((r) => r.domain),
    chosen: rows.filter((r) => r.chosen).map((r) => r.domain),
    platform: rows.filter((r) => r.platform).map((r) => r.domain),
  };
}
