import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { twinDomain } from "~/features/site-resolution/resolve-site";
import type { AppServices } from "~/context";
import type { DomainState } from "~/db/enums";
import { domainChecks, domainMappings } from "~/db/schema";
import { createDnsClient } from "./dns-lookup.server";
import {
  combineVerdicts,
  isSpecialUseName,
  judgeAnswer,
  nextDnsState,
  RECHECK_MS,
  RETRY_AFTER_FAILURE_MS,
  txtProves,
  withCertificate,
  type DnsTarget,
  type ResolverVerdict,
} from "./dns-verdict";
import { probeCertificate } from "./tls-probe.server";

/**
 * One domain check (issue 15, ADR 029): the configured resolvers asked for the mapping's
 * CNAME/A/AAAA (and, while its ownership is unproven, its TXT `_vitrine.<domain>`), the
 * certificate probed once the DNS is verified, and the result stored in `domain_checks`.
 *
 * A routine check writes only `domain_checks`, never `domain_mappings`: every write to a mapping
 * moves its site's content version and empties its cached pages (ADR 014). The one exception is
 * the TXT proof, which activates the mapping and its bare/www. twin once.
 */
export type CheckServices = Pick<AppServices, "db" | "config" | "logger" | "domains">;

/** What `domain_checks.detail` holds: what was seen, what was expected, for the screens and the next check. */
export type CheckDetail = {
  expected: DnsTarget;
  resolvers: { server: string; verdict: ResolverVerdict; cname: string[] | null; a: string[] | null; aaaa: string[] | null }[];
  /** Since when every resolver answers ours (ISO), null while not. */
  oursSince: string | null;
  certificate?: { valid: boolean; validTo?: string; reason?: string };
  /** The last check that could not conclude (no resolver answered), kept until one does. */
  failure?: { at: string; reason: string };
};

export type CheckOutcome =
  | { ok: true; domain: string; previous: DomainState; state: DomainState; provenByTxt: boolean }
  | { ok: false; domain: string; reason: "resolver" | "not-configured" | "reserved"; provenByTxt: boolean };

export type CheckOptions = { now?: Date };

type MappingToCheck = {
  id: string;
  domain: string;
  siteId: string;
  token: string;
  owned: boolean;
  state: DomainState;
  detail: CheckDetail | null;
};

async function loadMapping(services: CheckServices, mappingId: string): Promise<MappingToCheck | null> {
  const rows = await services.db
    .select({
      id: domainMappings.id,
      domain: domainMappings.domain,
      siteId: domainMappings.siteId,
      token: domainMappings.verificationToken,
      verifiedAt: domainMappings.verifiedAt,
      state: domainChecks.state,
      detail: domainChecks.detail,
    })
    .from(domainMappings)
    .innerJoin(domainChecks, eq(domainChecks.mappingId, domainMappings.id))
    .where(eq(domainMappings.id, mappingId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...row, owned: row.verifiedAt !== null, detail: (row.detail as CheckDetail | null) ?? null };
}

/** Checks one mapping at once ('Vérifier maintenant', and each mapping the worker claims). Null: no such mapping. */
export async function checkDomainMappingNow(services: CheckServices, mappingId: string, opts: CheckOptions = {}): Promise<CheckOutcome | null> {
  const mapping = await loadMapping(services, mappingId);
  if (!mapping) return null;
  return checkMapping(services, mapping, opts.now ?? new Date());
}

async function checkMapping(services: CheckServices, mapping: MappingToCheck, now: Date): Promise<CheckOutcome> {
  const { config, logger } = services;
  const log = logger.child({ component: "domain-check", mappingId: mapping.id, domain: mapping.domain });
  const target: DnsTarget = { ipv4: config.domains.publicIpv4, ipv6: config.domains.publicIpv6, cname: config.domains.cnameTarget };
  if (config.domains.dnsServers.length === 0 && isSpecialUseName(mapping.domain)) {
    await recordFailure(services, mapping, now, "nom réservé (RFC 6761), absent du DNS public", RECHECK_MS.certificate_active);
    return { ok: false, domain: mapping.domain, reason: "reserved", provenByTxt: false };
  }
  const dns = createDnsClient(config.domains.dnsServers);

  const [answers, proven] = await Promise.all([
    dns.addresses(mapping.domain),
    mapping.owned ? Promise.resolve(false) : dns.txt(`_vitrine.${mapping.domain}`).then((all) => all.some((records) => txtProves(records, mapping.token))),
  ]);
  if (proven) await activateByTxt(services, mapping, now);
  const owned = mapping.owned || proven;

  if (!target.ipv4 && !target.cname) {
    await recordFailure(services, mapping, now, "PUBLIC_IPV4 et CNAME_TARGET non configurés", 60 * 60_000);
    log.warn("domain check: neither PUBLIC_IPV4 nor CNAME_TARGET is set, nothing to compare with");
    return { ok: false, domain: mapping.domain, reason: "not-configured", provenByTxt: proven };
  }

  const verdicts = answers.map((answer) => judgeAnswer(answer, target));
  const agreement = combineVerdicts(verdicts);
  if (agreement === "unknown") {
    await recordFailure(services, mapping, now, "aucun résolveur DNS n'a répondu", RETRY_AFTER_FAILURE_MS);
    log.warn({ servers: dns.servers }, "domain check failed: no resolver answered");
    return { ok: false, domain: mapping.domain, reason: "resolver", provenByTxt: proven };
  }

  const oursSince = mapping.detail?.oursSince ? new Date(mapping.detail.oursSince) : null;
  const dns_ = nextDnsState({ previous: mapping.state, agreement, oursSince, owned, now });
  let state = dns_.dnsState;
  let certificate: CheckDetail["certificate"];
  if (state === "verified" || state === "certificate_active") {
    const probe = await probeCertificate(mapping.domain, { address: config.domains.tlsCheckAddress, caFile: config.domains.tlsCheckCaFile });
    certificate = probe.valid ? { valid: true, validTo: probe.validTo } : { valid: false, reason: probe.reason };
    state = withCertificate(state, probe.valid);
  }

  const detail: CheckDetail = {
    expected: target,
    resolvers: answers.map((a, i) => ({ server: a.server, verdict: verdicts[i] ?? "error", cname: a.cname, a: a.a, aaaa: a.aaaa })),
    oursSince: dns_.oursSince?.toISOString() ?? null,
    ...(certificate ? { certificate } : {}),
  };
  await services.db
    .update(domainChecks)
    .set({
      state,
      stateChangedAt: state === mapping.state ? sql`${domainChecks.stateChangedAt}` : now,
      checkedAt: now,
      nextCheckAt: new Date(now.getTime() + RECHECK_MS[state]),
      detail,
    })
    .where(and(eq(domainChecks.mappingId, mapping.id), sameDomainStill(mapping)));
  if (state !== mapping.state) log.info({ from: mapping.state, to: state }, "domain state changed");
  return { ok: true, domain: mapping.domain, previous: mapping.state, state, provenByTxt: proven };
}

/** The mapping was not renamed while it was checked (a rename resets its row, ADR 029). */
function sameDomainStill(mapping: MappingToCheck) {
  return sql`EXISTS (SELECT 1 FROM ${domainMappings} WHERE ${domainMappings.id} = ${mapping.id} AND ${domainMappings.domain} = ${mapping.domain})`;
}

async function recordFailure(services: CheckServices, mapping: MappingToCheck, now: Date, reason: string, retryMs: number): Promise<void> {
  const detail = { ...(mapping.detail ?? {}), failure: { at: now.toISOString(), reason } };
  await services.db
    .update(domainChecks)
    .set({ nextCheckAt: new Date(now.getTime() + retryMs), detail })
    .where(and(eq(domainChecks.mappingId, mapping.id), sameDomainStill(mapping)));
}

/**
 * The TXT proof: the mapping and its bare/www. twin of the same site (those still unproven) become
 * verified by 'txt' and active, in one statement; then this process forgets its host → site
 * entries (others follow through the content-version notification, or within the cache's TTL).
 */
async function activateByTxt(services: CheckServices, mapping: MappingToCheck, now: Date): Promise<void> {
  const twin = twinDomain(mapping.domain);
  const rows = await services.db
    .update(domainMappings)
    .set({ verifiedAt: now, verifiedBy: "txt", isActive: true, updatedAt: now })
    .where(and(eq(domainMappings.siteId, mapping.siteId), inArray(domainMappings.domain, [mapping.domain, twin]), isNull(domainMappings.verifiedAt)))
    .returning({ domain: domainMappings.domain });
  services.domains.invalidate();
  services.logger.info({ component: "domain-check", siteId: mapping.siteId, domains: rows.map((r) => r.domain) }, "domain ownership proven by TXT");
}

/**
 * Claims up to `batchSize` mappings whose check is due, across processes without duplicates: the
 * rows are locked with SKIP LOCKED and their `next_check_at` pushed `leaseMs` ahead in the same
 * statement, so no other process takes them while they are checked (and a process that dies
 * mid-check leaves them due again once the lease is over).
 */
export async function claimDueChecks(services: Pick<AppServices, "db">, batchSize: number, leaseMs: number): Promise<string[]> {
  const result = await services.db.execute<{ mapping_id: string }>(sql`
    WITH due AS (
      SELECT mapping_id FROM domain_checks
      WHERE next_check_at <= now()
      ORDER BY next_check_at
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE domain_checks c
    SET next_check_at = now() + make_interval(secs => ${leaseMs / 1000})
    FROM due
    WHERE c.mapping_id = due.mapping_id
    RETURNING c.mapping_id`);
  return result.rows.map((r) => r.mapping_id);
}
