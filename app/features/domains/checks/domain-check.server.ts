import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { customDomainTarget } from "~/lib/config.server";
import { twinDomain } from "~/features/site-resolution/resolve-site";
import type { AppServices } from "~/context";
import type { DomainState } from "~/db/enums";
import { domainChecks, domainMappings } from "~/db/schema";
import { createDnsClient, type DnsClient } from "~/features/domains/checks/dns-lookup.server";
import { enqueueDomainMail } from "~/features/domains/domain-mail.server";
import {
  combineVerdicts,
  judgeAnswer,
  nextDnsState,
  proofPlaces,
  RECHECK_MS,
  RETRY_AFTER_FAILURE_MS,
  txtProves,
  unresolvableWith,
  withCertificate,
  type DnsTarget,
  type ResolverVerdict,
  type UnresolvableKind,
} from "~/features/domains/checks/dns-verdict";
import { probeCertificate } from "~/features/domains/checks/tls-probe.server";

/**
 * One domain check (ADR 029): the configured resolvers asked for the mapping's
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
  /** When the owner was told the certificate is active (once per pair, kept across checks). */
  certificateMailedAt?: string;
};

/** What the ownership proof found, while the pair was unproven (null once proven before the check). */
export type ProofFound = { name: string; token: string; found: string[]; proven: boolean };

export type CheckOutcome =
  | { ok: true; domain: string; previous: DomainState; state: DomainState; provenByTxt: boolean; detail: CheckDetail; proof: ProofFound | null }
  | {
      ok: false;
      domain: string;
      reason: "resolver" | "not-configured" | "reserved";
      provenByTxt: boolean;
      unresolvable?: UnresolvableKind;
      proof: ProofFound | null;
    };

export type CheckOptions = { now?: Date };

type PairMember = { id: string; domain: string; token: string };

type MappingToCheck = {
  id: string;
  domain: string;
  siteId: string;
  token: string;
  owned: boolean;
  state: DomainState;
  detail: CheckDetail | null;
  /** The mapping and its bare/www. twin of the same site (one entry when it has none). */
  pair: PairMember[];
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
  const pair = await services.db
    .select({ id: domainMappings.id, domain: domainMappings.domain, token: domainMappings.verificationToken })
    .from(domainMappings)
    .where(and(eq(domainMappings.siteId, row.siteId), inArray(domainMappings.domain, [row.domain, twinDomain(row.domain)])));
  return { ...row, owned: row.verifiedAt !== null, detail: (row.detail as CheckDetail | null) ?? null, pair };
}

/** Checks one mapping at once ('Vérifier maintenant', and each mapping the worker claims). Null: no such mapping. */
export async function checkDomainMappingNow(services: CheckServices, mappingId: string, opts: CheckOptions = {}): Promise<CheckOutcome | null> {
  const mapping = await loadMapping(services, mappingId);
  if (!mapping) return null;
  return checkMapping(services, mapping, opts.now ?? new Date());
}

/**
 * The pair's proof: `_vitrine.<bare name>` holding the bare name's token proves both
 * names; a proof made before under the www. name still counts (`proofPlaces`). `found`: what the first place holds.
 */
async function askProof(dns: DnsClient, mapping: MappingToCheck): Promise<ProofFound> {
  const places = proofPlaces(mapping.domain, mapping.pair.length > 1).map((place) => ({
    ...place,
    token: mapping.pair.find((m) => m.domain === place.of)?.token ?? "",
  }));
  const answers = await Promise.all(places.map((place) => dns.txt(place.name)));
  const proven = answers.some((perResolver, i) => perResolver.some((records) => txtProves(records, places[i]?.token ?? "")));
  const primary = places[0] as (typeof places)[number];
  const seen = answers[0]?.find((records) => records !== null) ?? [];
  return { name: primary.name, token: primary.token, found: seen.map((chunks) => chunks.join("").trim()), proven };
}

async function checkMapping(services: CheckServices, mapping: MappingToCheck, now: Date): Promise<CheckOutcome> {
  const { config, logger } = services;
  const log = logger.child({ component: "domain-check", mappingId: mapping.id, domain: mapping.domain });
  // The same target the screens give (a loopback address on a public platform is none).
  const target: DnsTarget = customDomainTarget(config) ?? { ipv4: undefined, ipv6: undefined, cname: undefined };
  const unresolvable = unresolvableWith(mapping.domain, config.domains.dnsServers);
  if (unresolvable !== null) {
    await recordFailure(services, mapping, now, "nom absent du DNS public (adresse IP ou nom réservé, RFC 6761)", RECHECK_MS.certificate_active);
    return { ok: false, domain: mapping.domain, reason: "reserved", provenByTxt: false, unresolvable, proof: null };
  }
  const dns = createDnsClient(config.domains.dnsServers);

  const [answers, proof] = await Promise.all([dns.addresses(mapping.domain), mapping.owned ? Promise.resolve(null) : askProof(dns, mapping)]);
  const proven = proof?.proven === true && (await activateByTxt(services, mapping, now));
  const owned = mapping.owned || proof?.proven === true;

  if (!target.ipv4 && !target.cname) {
    await recordFailure(services, mapping, now, "PUBLIC_IPV4 et CNAME_TARGET non configurés", 60 * 60_000);
    log.warn("domain check: neither PUBLIC_IPV4 nor CNAME_TARGET is set, nothing to compare with");
    return { ok: false, domain: mapping.domain, reason: "not-configured", provenByTxt: proven, proof };
  }

  const verdicts = answers.map((answer) => judgeAnswer(answer, target));
  const agreement = combineVerdicts(verdicts);
  if (agreement === "unknown") {
    await recordFailure(services, mapping, now, "aucun résolveur DNS n'a répondu", RETRY_AFTER_FAILURE_MS);
    log.warn({ servers: dns.servers }, "domain check failed: no resolver answered");
    return { ok: false, domain: mapping.domain, reason: "resolver", provenByTxt: proven, proof };
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
  const previous = await writeCheck(services, mapping, { state, detail, now });
  if (previous !== null && previous !== state) log.info({ from: previous, to: state }, "domain state changed");
  return { ok: true, domain: mapping.domain, previous: previous ?? mapping.state, state, provenByTxt: proven, detail, proof };
}

/**
 * Writes a concluded check, in one transaction with the pair's check rows locked (in id order, so
 * two checks of the pair wait for each other): the state read under the lock is the one the write
 * replaces, so one transition to 'certificate_active' is seen by one check only, and its e-mail is
 * queued there, once per pair (`detail.certificateMailedAt`, kept across checks, on either name,
 * says it went; a certificate lost and found again is not announced twice). Null: the mapping
 * was renamed or deleted meanwhile, nothing written.
 */
async function writeCheck(
  services: CheckServices,
  mapping: MappingToCheck,
  result: { state: DomainState; detail: CheckDetail; now: Date },
): Promise<DomainState | null> {
  const { now } = result;
  return services.db.transaction(async (tx) => {
    const locked = await tx
      .select({ mappingId: domainChecks.mappingId, state: domainChecks.state, detail: domainChecks.detail })
      .from(domainChecks)
      .where(
        inArray(
          domainChecks.mappingId,
          mapping.pair.map((m) => m.id),
        ),
      )
      .orderBy(asc(domainChecks.mappingId))
      .for("update");
    const own = locked.find((r) => r.mappingId === mapping.id);
    if (!own) return null;
    const mailedAt = locked.map((r) => (r.detail as CheckDetail | null)?.certificateMailedAt).find((at) => typeof at === "string");
    const announce = result.state === "certificate_active" && own.state !== "certificate_active" && mailedAt === undefined;
    const kept = (own.detail as CheckDetail | null)?.certificateMailedAt;
    const detail: CheckDetail = {
      ...result.detail,
      ...(kept ? { certificateMailedAt: kept } : {}),
      ...(announce ? { certificateMailedAt: now.toISOString() } : {}),
    };
    const written = await tx
      .update(domainChecks)
      .set({
        state: result.state,
        stateChangedAt: result.state === own.state ? sql`${domainChecks.stateChangedAt}` : now,
        checkedAt: now,
        nextCheckAt: new Date(now.getTime() + RECHECK_MS[result.state]),
        detail,
      })
      .where(and(eq(domainChecks.mappingId, mapping.id), sameDomainStill(mapping)))
      .returning({ mappingId: domainChecks.mappingId });
    if (written.length === 0) return null;
    if (announce) await enqueueDomainMail(tx, services.config, { kind: "domain_certificate", siteId: mapping.siteId, domain: mapping.domain });
    return own.state;
  });
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
 * verified by 'txt' and active, in one statement, and the owner's e-mail is queued in the same
 * transaction — only when this statement proved something (a proof found again, or found by two
 * checks at once, writes nothing the second time and mails nothing). Then this process forgets
 * its host → site entries (others follow through the content-version notification, or within the
 * cache's TTL). True when this check proved the pair.
 */
async function activateByTxt(services: CheckServices, mapping: MappingToCheck, now: Date): Promise<boolean> {
  const twin = twinDomain(mapping.domain);
  const rows = await services.db.transaction(async (tx) => {
    // The pair's rows locked in one order first: two checks of the pair at once wait, never deadlock.
    await tx
      .select({ id: domainMappings.id })
      .from(domainMappings)
      .where(and(eq(domainMappings.siteId, mapping.siteId), inArray(domainMappings.domain, [mapping.domain, twin])))
      .orderBy(asc(domainMappings.id))
      .for("update");
    const proved = await tx
      .update(domainMappings)
      .set({ verifiedAt: now, verifiedBy: "txt", isActive: true, updatedAt: now })
      .where(and(eq(domainMappings.siteId, mapping.siteId), inArray(domainMappings.domain, [mapping.domain, twin]), isNull(domainMappings.verifiedAt)))
      .returning({ domain: domainMappings.domain });
    if (proved.length > 0)
      await enqueueDomainMail(tx, services.config, { kind: "domain_verified", siteId: mapping.siteId, domain: pairName(proved.map((r) => r.domain)) });
    return proved;
  });
  if (rows.length === 0) return false;
  services.domains.invalidate();
  services.logger.info({ component: "domain-check", siteId: mapping.siteId, domains: rows.map((r) => r.domain) }, "domain ownership proven by TXT");
  return true;
}

/** The name a pair is called by in a message: its bare name. */
export function pairName(domains: readonly string[]): string {
  return domains.find((d) => !d.startsWith("www.")) ?? domains[0] ?? "";
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
