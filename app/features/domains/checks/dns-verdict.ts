import type { DomainState } from "~/db/enums";

/**
 * The rules of the domain check (ADR 029), pure so that unit tests pin them down:
 * what one resolver's answer says about a domain, what several resolvers say together, and the
 * state a mapping moves to. The resolvers and the database are in domain-check.server.ts.
 */

/** What the platform asks a merchant's DNS to hold (config.domains). */
export type DnsTarget = { ipv4: string | undefined; ipv6: string | undefined; cname: string | undefined };

/** One resolver's answer for a domain; `null` for a record type it did not answer (timeout, SERVFAIL). */
export type ResolverAnswer = {
  server: string;
  /** The name's own CNAME (lowercase, no final dot), or none. */
  cname: string[] | null;
  a: string[] | null;
  aaaa: string[] | null;
  /** NXDOMAIN: the name does not exist at all. */
  nxdomain: boolean;
};

/**
 * - 'ours': the name points at the platform and only at it;
 * - 'stray': some of its records are ours but another one sends visitors elsewhere (an old A
 *   record left next to ours) — not yet ours;
 * - 'other': records that are not ours at all; 'none': no record or no such name;
 * - 'error': the resolver did not answer, which says nothing about the domain.
 */
export type ResolverVerdict = "ours" | "stray" | "other" | "none" | "error";

const norm = (name: string) => name.toLowerCase().replace(/\.$/, "");

export function judgeAnswer(answer: ResolverAnswer, target: DnsTarget): ResolverVerdict {
  if (answer.nxdomain) return "none";
  if (answer.cname === null || answer.a === null || answer.aaaa === null) return "error";
  const cnames = answer.cname.map(norm);
  if (target.cname && cnames.length > 0 && cnames.every((c) => c === target.cname)) return "ours";
  // Another CNAME: the addresses it leads to (the resolver follows it) decide, as for A records.
  const { a, aaaa } = answer;
  if (a.length === 0 && aaaa.length === 0) return "none";
  // IPv4 is what every visitor can use: the A records must all be ours; AAAA records, when
  // present, must all be our IPv6 address (one to another host loses the visitors on IPv6).
  const aOurs = target.ipv4 !== undefined ? a.filter((ip) => ip === target.ipv4).length : 0;
  const aaaaOurs = target.ipv6 !== undefined ? aaaa.filter((ip) => sameIpv6(ip, target.ipv6 as string)).length : 0;
  const ours = aOurs + aaaaOurs;
  if (ours === 0) return "other";
  if (aOurs === a.length && a.length > 0 && aaaaOurs === aaaa.length) return "ours";
  return "stray";
}

function sameIpv6(a: string, b: string): boolean {
  return expandIpv6(a) === expandIpv6(b);
}

/** '2001:db8::1' → '2001:0db8:0000:…:0001', so two spellings of one address compare equal. */
export function expandIpv6(ip: string): string {
  const [head = "", tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((part) => part.padStart(4, "0")).join(":");
}

/**
 * The resolvers together: 'all' when every one that answered says ours, 'some' when some do and
 * others do not yet, 'none' when none does, 'unknown' when none answered (a failed check).
 */
export type Agreement = "all" | "some" | "none" | "unknown";

export function combineVerdicts(verdicts: ResolverVerdict[]): Agreement {
  const answered = verdicts.filter((v) => v !== "error");
  if (answered.length === 0) return "unknown";
  const ours = answered.filter((v) => v === "ours").length;
  if (ours === answered.length) return "all";
  return ours > 0 ? "some" : "none";
}

/**
 * How long every resolver must have answered ours before 'DNS en cours de propagation' becomes
 * 'Domaine vérifié': resolvers elsewhere keep the old records for their TTL (commonly 5 to 60
 * minutes), and a merchant told 'vérifié' whose customers still land elsewhere loses trust.
 */
export const PROPAGATION_SETTLE_MS = 10 * 60_000;

export type StateInput = {
  previous: DomainState;
  agreement: Exclude<Agreement, "unknown">;
  /** When every resolver was first seen answering ours (kept in `detail`), or null. */
  oursSince: Date | null;
  /** The mapping's ownership is proven (TXT or an admin). */
  owned: boolean;
  now: Date;
};

export type StateOutput = { dnsState: DomainState; oursSince: Date | null };

/**
 * The DNS part of the state (before the certificate probe):
 * - every resolver answers ours, for at least PROPAGATION_SETTLE_MS, ownership proven → 'verified'
 *   (a mapping already verified or with its certificate keeps its state);
 * - every resolver answers ours, for less time, or some do and others not yet → 'dns_propagating'
 *   (ownership still unproven → 'dns_pending': the TXT record is still to create);
 * - none answers ours: a mapping that was verified → 'dns_changed', otherwise 'dns_pending'.
 * A verified mapping that only some resolvers still see as ours keeps its state: that is a change
 * on its way or a resolver lagging, and the next check (in a few minutes) settles it.
 */
export function nextDnsState({ previous, agreement, oursSince, owned, now }: StateInput): StateOutput {
  const wasLive = previous === "verified" || previous === "certificate_active";
  if (agreement === "none") return { dnsState: wasLive || previous === "dns_changed" ? "dns_changed" : "dns_pending", oursSince: null };
  if (agreement === "some") return { dnsState: wasLive ? previous : owned ? "dns_propagating" : "dns_pending", oursSince: null };
  const since = oursSince ?? now;
  if (!owned) return { dnsState: "dns_pending", oursSince: since };
  if (wasLive) return { dnsState: previous, oursSince: since };
  const settled = now.getTime() - since.getTime() >= PROPAGATION_SETTLE_MS;
  return { dnsState: settled ? "verified" : "dns_propagating", oursSince: since };
}

/** After the DNS part: a verified mapping whose certificate checks out is 'certificate_active'; one whose certificate no longer does goes back to 'verified'. */
export function withCertificate(dnsState: DomainState, certificateValid: boolean | null): DomainState {
  if (dnsState !== "verified" && dnsState !== "certificate_active") return dnsState;
  if (certificateValid === null) return dnsState;
  return certificateValid ? "certificate_active" : "verified";
}

/** When a mapping is checked again: soon while something is expected to change, daily once it works. */
export const RECHECK_MS: Record<DomainState, number> = {
  dns_pending: 5 * 60_000,
  dns_propagating: 5 * 60_000,
  dns_changed: 5 * 60_000,
  // Verified, the certificate comes with the first HTTPS visit: looked at again within the quarter hour.
  verified: 15 * 60_000,
  certificate_active: 24 * 60 * 60_000,
};

/** A check whose resolvers did not answer is tried again after this. */
export const RETRY_AFTER_FAILURE_MS = 5 * 60_000;

/** The TXT proof: one of the strings of `_vitrine.<domain>` (chunks joined) is the mapping's token. */
export function txtProves(records: string[][] | null, token: string): boolean {
  if (!records || token.length < 16) return false;
  return records.some((chunks) => chunks.join("").trim() === token);
}

/**
 * Where a pair's ownership proof lives: ONE TXT record `_vitrine.<bare name>` holding
 * the bare name's token proves the bare name and its www. twin. A proof made before under the www.
 * name (`_vitrine.www.<name>` holding the www. name's token) still counts, so requests made before
 * the change need nothing new. Each place with the token of the name it is under (`of`).
 */
export function proofPlaces(domain: string, hasTwin: boolean): { name: string; of: string }[] {
  if (!hasTwin) return [{ name: `_vitrine.${domain}`, of: domain }];
  const bare = domain.replace(/^www\./, "");
  const www = `www.${bare}`;
  return [
    { name: `_vitrine.${bare}`, of: bare },
    { name: `_vitrine.${www}`, of: www },
  ];
}

/**
 * Special-use names (RFC 6761/6762: .localhost, .test, .invalid, .example, .local) never exist in
 * public DNS: with the system's resolvers they are not asked at all (the demo's delices.localhost
 * never leaves the machine). A lab's own DNS_SERVERS may serve them, so they are asked then.
 */
export function isSpecialUseName(domain: string): boolean {
  return /(^|\.)(localhost|test|invalid|example|local)$/.test(domain);
}

/**
 * A name that can never be found in public DNS, so no check can ever verify it: an IP
 * address (v4 or v6), or a special-use name. 'local-only' for `.localhost`, which every browser
 * sends to this very machine (the demo's delices.localhost works, on this computer only).
 */
export type UnresolvableKind = "ip" | "local-only" | "reserved";

export function unresolvableKind(domain: string): UnresolvableKind | null {
  const host = domain
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[|\]$/g, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || (host.includes(":") && /^[0-9a-f:.]+$/.test(host))) return "ip";
  if (/(^|\.)localhost$/.test(host)) return "local-only";
  return isSpecialUseName(host) ? "reserved" : null;
}

/** The platform asks the public DNS when DNS_SERVERS is empty: special-use names are then never found; an IP never is. */
export function unresolvableWith(domain: string, dnsServers: readonly string[]): UnresolvableKind | null {
  const kind = unresolvableKind(domain);
  return kind === "ip" || dnsServers.length === 0 ? kind : null;
}
