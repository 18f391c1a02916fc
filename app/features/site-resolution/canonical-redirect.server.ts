import type { DomainCache } from "~/features/site-resolution/domain-cache.server";
import { isPlatformHost, normalizeHost } from "~/features/site-resolution/resolve-site";

/**
 * The name of a pair that is not its 'Adresse principale' answers a 301 to the one that
 * is, same path and query, with PUBLIC_URL's scheme and port (as canonical URLs, seo/canonical.ts).
 * Platform hosts (and `?site=` on them) never redirect; a host that is not a mapping of its own
 * (a www. name found through its bare twin) neither. Only GET and HEAD: a form posted to the other
 * name is still received.
 */
export const CANONICAL_REDIRECT_STATUS = 301;
/**
 * Browsers keep a 301 for as long as they are told: short, so an owner who picks the other name
 * again is not sent round in circles by their own browser for long.
 */
export const CANONICAL_REDIRECT_CACHE_CONTROL = "public, max-age=300";

export async function canonicalRedirectUrl(
  method: string,
  hostHeader: string | undefined,
  originalUrl: string,
  { publicUrl, platformHosts }: { publicUrl: string; platformHosts: readonly string[] },
  domains: Pick<DomainCache, "canonicalOf">,
): Promise<string | null> {
  if (method !== "GET" && method !== "HEAD") return null;
  const host = normalizeHost(hostHeader);
  if (isPlatformHost(host, platformHosts)) return null;
  const canonical = await domains.canonicalOf(host);
  if (!canonical || canonical === host) return null;
  const platform = new URL(publicUrl);
  // Only the path and query of the request, with one leading slash: nothing in them names another host.
  const pathAndQuery = originalUrl.startsWith("/") ? originalUrl.replace(/^\/+/, "/") : `/${originalUrl}`;
  return `${platform.protocol}//${canonical}${platform.port ? `:${platform.port}` : ""}${pathAndQuery}`;
}
