import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { customDomainTarget, type Config } from "~/lib/config.server";
import type { Database } from "~/db/connect.server";
import { domainChecks, domainMappings } from "~/db/schema";
import type { DomainState } from "~/db/enums";
import type { CheckDetail } from "~/features/domains/checks/domain-check.server";
import { unresolvableWith } from "~/features/domains/checks/dns-verdict";
import { expectedRecords, isBareName, type DomainStateView } from "~/features/domains/checks/expected-records";
import { ownerPairState, type SiteDomainLine } from "~/features/domains/checks/owner-wording";

type Row = {
  id: string;
  domain: string;
  siteId: string;
  token: string;
  verifiedAt: Date | null;
  isActive: boolean;
  isCanonical: boolean;
  state: DomainState;
  stateChangedAt: Date;
  checkedAt: Date | null;
  detail: unknown;
};

function toView(row: Row, siteDomains: string[], config: Config): DomainStateView {
  const owned = row.verifiedAt !== null;
  const needsAddress = row.state === "dns_pending" || row.state === "dns_changed";
  // One proof per pair, under the bare name; a www. name whose bare twin is mapped shows none.
  const wwwOfPair = row.domain.startsWith("www.") && siteDomains.includes(row.domain.slice(4));
  // Asked of the public DNS only (a lab's DNS_SERVERS may serve special-use names; never an IP).
  const unresolvable = unresolvableWith(row.domain, config.domains.dnsServers);
  // Only a public address or name is given (none while custom domains are not available:
  // the TXT proof alone, which the owner's screen does not show then), and nothing to create for a
  // name no DNS will ever hold (the demo's delices.localhost).
  const target = customDomainTarget(config) ?? { ipv4: undefined, ipv6: undefined, cname: undefined };
  const all =
    unresolvable === null
      ? expectedRecords({ domain: row.domain, isBare: isBareName(row.domain, siteDomains), target, token: owned || wwwOfPair ? null : row.token })
      : [];
  return {
    mappingId: row.id,
    domain: row.domain,
    state: row.state,
    stateChangedAt: row.stateChangedAt.toISOString(),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    owned,
    isActive: row.isActive,
    isCanonical: row.isCanonical,
    unresolvable,
    records: needsAddress ? all : all.filter((r) => r.type === "TXT"),
    seen: needsAddress && unresolvable === null ? seenRecords(row.detail as CheckDetail | null) : [],
  };
}

/** What the first resolver that answered saw, as 'A 198.51.100.7' lines (what to delete or change). */
function seenRecords(detail: CheckDetail | null): string[] {
  const answer = detail?.resolvers?.find((r) => r.verdict !== "error");
  if (!answer) return [];
  return [
    ...(answer.cname ?? []).map((v) => `CNAME ${v}`),
    ...(answer.cname?.length ? [] : [...(answer.a ?? []).map((v) => `A ${v}`), ...(answer.aaaa ?? []).map((v) => `AAAA ${v}`)]),
  ];
}

const columns = {
  id: domainMappings.id,
  domain: domainMappings.domain,
  siteId: domainMappings.siteId,
  token: domainMappings.verificationToken,
  verifiedAt: domainMappings.verifiedAt,
  isActive: domainMappings.isActive,
  isCanonical: domainMappings.isCanonical,
  state: domainChecks.state,
  stateChangedAt: domainChecks.stateChangedAt,
  checkedAt: domainChecks.checkedAt,
  detail: domainChecks.detail,
};

/** The views of these sites' mappings (the admin screen: every site of its list), by mapping id. */
export async function listDomainStates(db: Database, config: Config, siteIds: readonly string[]): Promise<Map<string, DomainStateView>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(domainMappings)
    .innerJoin(domainChecks, eq(domainChecks.mappingId, domainMappings.id))
    .where(inArray(domainMappings.siteId, [...siteIds]));
  const bySite = new Map<string, string[]>();
  for (const r of rows) bySite.set(r.siteId, [...(bySite.get(r.siteId) ?? []), r.domain]);
  return new Map(rows.map((r) => [r.id, toView(r, bySite.get(r.siteId) ?? [], config)]));
}

/**
 * The dashboard's line: the state of the site's canonical domain (the one pages are canonical on;
 * before part B's choice, the bare name) with its pair's one state in plain French, or null when
 * the site has no domain of its own. The platform address is the platform's, shown by
 * its own card: never this line (its DNS is the operator's wildcard, never checked as hers).
 */
export async function getSiteDomainState(db: Database, config: Config, siteId: string): Promise<SiteDomainLine | null> {
  const rows = await db
    .select(columns)
    .from(domainMappings)
    .innerJoin(domainChecks, eq(domainChecks.mappingId, domainMappings.id))
    .where(and(eq(domainMappings.siteId, siteId), sql`${domainMappings.verifiedBy} IS DISTINCT FROM 'platform'`))
    .orderBy(desc(domainMappings.isCanonical), asc(domainMappings.createdAt), asc(domainMappings.domain));
  const first = rows[0];
  if (!first) return null;
  const domains = rows.map((r) => r.domain);
  const twin = first.domain.startsWith("www.") ? first.domain.slice(4) : `www.${first.domain}`;
  const pair = rows.filter((r) => r.domain === first.domain || r.domain === twin).map((r) => toView(r, domains, config));
  const view = pair[0] as DomainStateView;
  return { ...view, summary: ownerPairState(pair, customDomainTarget(config) !== null) };
}
