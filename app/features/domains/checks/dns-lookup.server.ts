import { promises as dns } from "node:dns";
import type { ResolverAnswer } from "~/features/domains/checks/dns-verdict";

/**
 * The questions a domain check asks, to each configured resolver on its own (DNS_SERVERS; the
 * system's when empty): one resolver given several servers only falls back from one to the next,
 * and the check wants to see whether they agree. Short timeouts and two tries, so a dead resolver
 * costs a check a few seconds and never hangs the loop.
 */
const TIMEOUT_MS = 1_500;
const TRIES = 2;

/** Errors that are the DNS's answer (no such name, no record of that type), not a failure to answer. */
const NO_DATA = new Set([dns.NODATA, "ENODATA"]);
const NO_NAME = new Set([dns.NOTFOUND, "ENOTFOUND"]);

export type DnsClient = {
  /** One entry per resolver asked ('system' for the system's). */
  servers: string[];
  addresses(domain: string): Promise<ResolverAnswer[]>;
  /** TXT records of a name per resolver (null: that resolver did not answer; [] : none). */
  txt(name: string): Promise<(string[][] | null)[]>;
};

export function createDnsClient(servers: readonly string[]): DnsClient {
  const resolvers =
    servers.length === 0
      ? [{ server: "system", resolver: new dns.Resolver({ timeout: TIMEOUT_MS, tries: TRIES }) }]
      : servers.map((server) => {
          const resolver = new dns.Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
          resolver.setServers([server]);
          return { server, resolver };
        });

  return {
    servers: resolvers.map((r) => r.server),
    addresses: (domain) =>
      Promise.all(
        resolvers.map(async ({ server, resolver }) => {
          const [cname, a, aaaa] = await Promise.all([
            ask(() => resolver.resolveCname(domain)),
            ask(() => resolver.resolve4(domain)),
            ask(() => resolver.resolve6(domain)),
          ]);
          const nxdomain = [cname, a, aaaa].some((r) => r.kind === "nxdomain");
          const value = (r: Asked<string[]>) => (r.kind === "ok" ? r.value : r.kind === "error" ? null : []);
          return { server, cname: value(cname), a: value(a), aaaa: value(aaaa), nxdomain };
        }),
      ),
    txt: (name) =>
      Promise.all(
        resolvers.map(async ({ resolver }) => {
          const r = await ask(() => resolver.resolveTxt(name));
          return r.kind === "ok" ? r.value : r.kind === "error" ? null : [];
        }),
      ),
  };
}

type Asked<T> = { kind: "ok"; value: T } | { kind: "nodata" } | { kind: "nxdomain" } | { kind: "error"; code: string };

async function ask<T>(query: () => Promise<T>): Promise<Asked<T>> {
  try {
    return { kind: "ok", value: await query() };
  } catch (err) {
    const code = String((err as { code?: unknown }).code ?? "");
    if (NO_DATA.has(code)) return { kind: "nodata" };
    if (NO_NAME.has(code)) return { kind: "nxdomain" };
    return { kind: "error", code };
  }
}
