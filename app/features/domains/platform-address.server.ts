import { lookup } from "node:dns/promises";
import { customDomainTarget, type Config } from "~/lib/config.server";
import { isIpAddress } from "~/features/site-resolution/resolve-site";

/**
 * Where merchants point their DNS (hosting instructions on /admin/domains): the platform's host
 * name from PUBLIC_URL (the CNAME target) and its IPv4 address (the A record), looked up once per
 * process and per host. Never the Host header: it says where this request came in, not where the
 * platform lives.
 */
export type PlatformAddress = { host: string; ipv4: string | null };

const LOOKUP_TIMEOUT_MS = 1_500;
const cache = new Map<string, Promise<string | null>>();

export async function getPlatformAddress(publicUrl: string): Promise<PlatformAddress> {
  const host = new URL(publicUrl).hostname;
  if (isIpAddress(host)) return { host, ipv4: host.includes(":") ? null : host };
  let pending = cache.get(host);
  if (!pending) {
    pending = resolveIpv4(host);
    cache.set(host, pending);
  }
  return { host, ipv4: await pending };
}

/**
 * What the hosting instructions name: the configured CNAME_TARGET / PUBLIC_IPV4 first,
 * else PUBLIC_URL's host and address; `available` false while neither setting gives a public
 * address (`customDomainTarget`), so no screen tells a merchant to point at this machine.
 */
export async function getHostingTarget(
  config: Pick<Config, "domains" | "publicUrl">,
): Promise<{ host: string; ipv4: string | null; ipv6: string | null; available: boolean }> {
  const target = customDomainTarget(config);
  const platform = await getPlatformAddress(config.publicUrl);
  return { host: target?.cname ?? platform.host, ipv4: target?.ipv4 ?? platform.ipv4, ipv6: target?.ipv6 ?? null, available: target !== null };
}

async function resolveIpv4(host: string): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LOOKUP_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const found = lookup(host, { family: 4 }).then(
      (r) => r.address,
      () => null,
    );
    const address = await Promise.race([found, timeout]);
    // A failed lookup is tried again on a later visit rather than remembered.
    if (!address) cache.delete(host);
    return address;
  } finally {
    clearTimeout(timer);
  }
}
