import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { customDomainTarget } from "~/lib/config.server";
import type { RequestContext } from "~/context";
import { domainMappings } from "~/db/schema";
import { done, failed } from "~/features/admin-kit/action-result";
import { refundLimit, takeLimit, type Limit } from "~/features/rate-limit/rate-limit.server";
import { twinDomain } from "~/features/site-resolution/resolve-site";
import type { Toast } from "~/lib/toast";
import { checkDomainMappingNow, type CheckOutcome, type ProofFound } from "~/features/domains/checks/domain-check.server";
import { expectedRecords, isBareName } from "~/features/domains/checks/expected-records";
import { verifyAnswer, type NameCheck, type VerifyAnswer } from "~/features/domains/checks/owner-wording";

/** 'Vérifier maintenant': a few per minute and per user, each one asks the resolvers (and maybe a TLS handshake). */
export const RECHECK_LIMIT = { max: 5, windowSeconds: 60 } as const;

export const RECHECK_TEXTS = {
  failed: "Impossible de vérifier le domaine\u00a0: il n'existe plus (supprimé entre-temps\u00a0?). Rechargez la page.",
  limited: "Trop de vérifications d'affilée\u00a0: réessayez dans une minute.",
  unexpected: "Impossible de vérifier le domaine\u00a0: une erreur inattendue s'est produite de notre côté. Réessayez dans quelques minutes.",
} as const;

/**
 * What the page shows next to the domain: the answer's tone, title and text, carried in
 * the kit's result (`values`) beside its toast, so the answer stays on screen after the toast goes.
 */
export type VerifyValues = { verifyTone: VerifyAnswer["tone"]; verifyTitle: string; verifyText: string };

export function verifyValues(answer: VerifyAnswer): VerifyValues {
  return { verifyTone: answer.tone, verifyTitle: answer.title, verifyText: answer.text };
}

export function verifyToast(answer: VerifyAnswer): Toast {
  return { type: answer.tone === "ok" || answer.tone === "waiting" ? "success" : "error", title: answer.title, description: answer.text };
}

const mappingId = z.uuid();

type PairRow = { id: string; domain: string; siteId: string; isActive: boolean; isCanonical: boolean };

/** The mapping and its bare/www. twin of the same site, the bare name first (its check may prove the pair). */
async function loadPair(context: RequestContext, id: string): Promise<PairRow[]> {
  const columns = {
    id: domainMappings.id,
    domain: domainMappings.domain,
    siteId: domainMappings.siteId,
    isActive: domainMappings.isActive,
    isCanonical: domainMappings.isCanonical,
  };
  const [row] = await context.db.select(columns).from(domainMappings).where(eq(domainMappings.id, id)).limit(1);
  if (!row) return [];
  const pair = await context.db
    .select(columns)
    .from(domainMappings)
    .where(and(eq(domainMappings.siteId, row.siteId), inArray(domainMappings.domain, [row.domain, twinDomain(row.domain)])));
  return pair.sort((a, b) => Number(a.domain.startsWith("www.")) - Number(b.domain.startsWith("www.")));
}

function nameCheck(context: RequestContext, row: PairRow, domains: string[], outcome: CheckOutcome): NameCheck {
  if (!outcome.ok) {
    if (outcome.reason === "reserved") return { domain: row.domain, result: "unresolvable", kind: outcome.unresolvable ?? "reserved", isActive: row.isActive };
    return { domain: row.domain, result: outcome.reason === "resolver" ? "no-answer" : "not-configured" };
  }
  // A check that got this far had a target (customDomainTarget), the one the screens show.
  const { ipv4, ipv6, cname } = customDomainTarget(context.config) ?? { ipv4: undefined, ipv6: undefined, cname: undefined };
  const expected = expectedRecords({ domain: row.domain, isBare: isBareName(row.domain, domains), target: { ipv4, ipv6, cname }, token: null });
  const answered = outcome.detail.resolvers.find((r) => r.verdict !== "error");
  return {
    domain: row.domain,
    result: "checked",
    state: outcome.state,
    expected,
    platform: [ipv4, ipv6, cname].filter((v): v is string => v !== undefined),
    verdict: answered?.verdict ?? "error",
    seen: { cname: answered?.cname ?? [], a: answered?.a ?? [], aaaa: answered?.aaaa ?? [] },
  };
}

/**
 * The `recheck` intent: checks the mapping and its twin at once (checkDomainMappingNow, the bare
 * name first) and answers in plain French what was found (owner-wording.ts `verifyAnswer`): as
 * the kit's toast and as values the page shows next to the domain. The caller has decided that
 * this user may act on this mapping (an admin on /admin/domains; an owner's mapping is checked to
 * be their site's before calling).
 */
export async function recheckDomainAction(context: RequestContext, userId: string, rawId: FormDataEntryValue | null) {
  const intent = "recheck";
  const id = mappingId.safeParse(rawId);
  if (!id.success) return failed(intent, RECHECK_TEXTS.failed, 404);
  const limit: Limit = { key: `domain-recheck:${userId}`, ...RECHECK_LIMIT };
  const taken = await takeLimit(context.db, limit);
  if (!taken.allowed) {
    await refundLimit(context.db, limit);
    const answer: VerifyAnswer = { tone: "error", title: "Patientez une minute", text: RECHECK_TEXTS.limited };
    return failed(intent, verifyToast(answer), 429, { values: verifyValues(answer), headers: { "Retry-After": String(taken.retryAfterSeconds) } });
  }
  try {
    const pair = await loadPair(context, id.data);
    if (pair.length === 0) return failed(intent, RECHECK_TEXTS.failed, 404);
    const domains = pair.map((r) => r.domain);
    const names: NameCheck[] = [];
    let proof: ProofFound | null = null;
    let proven = false;
    for (const row of pair) {
      const outcome = await checkDomainMappingNow(context, row.id);
      if (!outcome) continue;
      names.push(nameCheck(context, row, domains, outcome));
      proven ||= outcome.provenByTxt || outcome.proof?.proven === true;
      proof ??= outcome.proof;
    }
    const main = pair.find((r) => r.isCanonical) ?? pair[0];
    const answer = verifyAnswer(names, proven ? null : proof, main?.domain ?? "");
    const values = verifyValues(answer);
    const unreachable = names.some((n) => n.result === "no-answer");
    const notConfigured = names.some((n) => n.result === "not-configured");
    const cannot = names.some((n) => n.result === "unresolvable");
    // No resolver answered: try later (503); a name never public or a platform without addresses: nothing to retry (422).
    if (cannot || notConfigured) return failed(intent, verifyToast(answer), 422, { values });
    if (unreachable) return failed(intent, verifyToast(answer), 503, { values });
    return done(intent, verifyToast(answer), { rowId: id.data, values });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, mappingId: id.data }, "domains: recheck failed");
    return failed(intent, RECHECK_TEXTS.unexpected, 500);
  }
}
