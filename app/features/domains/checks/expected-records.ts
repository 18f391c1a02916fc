import type { DomainState } from "~/db/enums";
import type { DnsTarget, UnresolvableKind } from "~/features/domains/checks/dns-verdict";

/**
 * What the screens say about a domain's state (texts verbatim), and the exact records a
 * merchant creates at their registrar. Pure: the admin and owner screens and the dashboard share it.
 */
export const DOMAIN_STATE_LABELS: Record<DomainState, string> = {
  dns_pending: "DNS à configurer",
  dns_propagating: "DNS en cours de propagation",
  verified: "Domaine vérifié",
  certificate_active: "Certificat actif",
  dns_changed: "DNS modifié — le domaine ne pointe plus vers Vitrine",
};

/**
 * What a screen shows of a mapping's check (admin/domain-state.tsx): its state and since when, when
 * it was last checked, and the records to create while the DNS is not (or no longer) ours, with
 * the TXT proof while ownership is unproven. Serialisable (ISO dates).
 */
export type DomainStateView = {
  mappingId: string;
  domain: string;
  state: DomainState;
  stateChangedAt: string;
  checkedAt: string | null;
  /** Ownership proven (TXT or an admin). */
  owned: boolean;
  /** Switched on, the name of its pair visitors land on, and whether it can ever be in public DNS. */
  isActive: boolean;
  isCanonical: boolean;
  unresolvable: UnresolvableKind | null;
  records: DnsRecord[];
  /** While pending or changed: what the DNS holds now ('A 198.51.100.7'), from the last check. */
  seen: string[];
};

export type DnsRecord = { type: "A" | "AAAA" | "CNAME" | "TXT"; name: string; value: string };

/**
 * - a bare name (one that has a www. twin) gets A (and AAAA) records: a zone's apex cannot hold a
 *   CNAME;
 * - a www. name or another sub-domain gets a CNAME to CNAME_TARGET (A/AAAA when no target is set);
 * - while ownership is unproven, the TXT `_vitrine.<domain>` holding the mapping's token — given
 *   for the bare name of a pair only: that one record proves both names.
 * Empty address records when the platform set neither PUBLIC_IPV4 nor CNAME_TARGET.
 */
export function expectedRecords(input: { domain: string; isBare: boolean; target: DnsTarget; token: string | null }): DnsRecord[] {
  const { domain, target } = input;
  const records: DnsRecord[] = [];
  const useCname = target.cname !== undefined && (!input.isBare || target.ipv4 === undefined);
  if (useCname) {
    records.push({ type: "CNAME", name: domain, value: `${target.cname}.` });
  } else {
    if (target.ipv4) records.push({ type: "A", name: domain, value: target.ipv4 });
    if (target.ipv6) records.push({ type: "AAAA", name: domain, value: target.ipv6 });
  }
  if (input.token) records.push({ type: "TXT", name: `_vitrine.${domain}`, value: input.token });
  return records;
}

/** A mapping is bare when its www. twin is mapped to the same site. */
export function isBareName(domain: string, siteDomains: readonly string[]): boolean {
  return !domain.startsWith("www.") && siteDomains.includes(`www.${domain}`);
}
