import { z } from "zod";
import type { RequestContext } from "~/context";
import { done, failed } from "~/features/admin-kit/action-result";
import { refundLimit, takeLimit, type Limit } from "~/features/rate-limit/rate-limit.server";
import { checkDomainMappingNow } from "./domain-check.server";
import { DOMAIN_STATE_LABELS } from "./expected-records";

/** 'Vérifier maintenant': a few per minute and per user, each one asks the resolvers (and maybe a TLS handshake). */
export const RECHECK_LIMIT = { max: 5, windowSeconds: 60 } as const;

export const RECHECK_TEXTS = {
  failed: "Impossible de vérifier le domaine",
  noAnswer: "Impossible de vérifier le domaine\u00a0: aucun serveur DNS n'a répondu. Réessayez dans quelques minutes.",
  notConfigured: "Impossible de vérifier le domaine\u00a0: l'adresse de la plateforme (PUBLIC_IPV4 ou CNAME_TARGET) n'est pas configurée.",
  reserved: "Impossible de vérifier le domaine\u00a0: un nom en .localhost, .test, .example, .invalid ou .local n'existe pas dans le DNS public.",
  limited: "Trop de vérifications d'affilée\u00a0: réessayez dans une minute.",
} as const;

/** The toast of a check that concluded: the state it found. */
export function recheckDoneText(domain: string, label: string): string {
  return `${domain}\u00a0: ${label}`;
}

const mappingId = z.uuid();

/**
 * The `recheck` intent: checks one mapping at once (checkDomainMappingNow). The caller has decided
 * that this user may act on this mapping (an admin on /admin/domains; part B's owner screen checks
 * the mapping is their site's before calling).
 */
export async function recheckDomainAction(context: RequestContext, userId: string, rawId: FormDataEntryValue | null) {
  const intent = "recheck";
  const id = mappingId.safeParse(rawId);
  if (!id.success) return failed(intent, RECHECK_TEXTS.failed, 404);
  const limit: Limit = { key: `domain-recheck:${userId}`, ...RECHECK_LIMIT };
  const taken = await takeLimit(context.db, limit);
  if (!taken.allowed) {
    await refundLimit(context.db, limit);
    return failed(intent, RECHECK_TEXTS.limited, 429, { headers: { "Retry-After": String(taken.retryAfterSeconds) } });
  }
  try {
    const outcome = await checkDomainMappingNow(context, id.data);
    if (!outcome) return failed(intent, RECHECK_TEXTS.failed, 404);
    if (!outcome.ok) {
      const text = outcome.reason === "resolver" ? RECHECK_TEXTS.noAnswer : outcome.reason === "reserved" ? RECHECK_TEXTS.reserved : RECHECK_TEXTS.notConfigured;
      // No resolver answered: try later (503); a reserved name or a platform without addresses: nothing to retry (422).
      return failed(intent, text, outcome.reason === "resolver" ? 503 : 422);
    }
    return done(intent, recheckDoneText(outcome.domain, DOMAIN_STATE_LABELS[outcome.state]), { rowId: id.data });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, mappingId: id.data }, "domains: recheck failed");
    return failed(intent, RECHECK_TEXTS.failed, 500);
  }
}
