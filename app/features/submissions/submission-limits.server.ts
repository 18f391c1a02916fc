import type { Database } from "~/db/connect.server";
import { hitLimit, retryAfterText, type Limit } from "~/features/rate-limit/rate-limit.server";
import { addressKey, networkKey } from "~/features/submissions/client-address.server";
import type { FormKind } from "~/features/submissions/form-token.server";
import { SPAM_RULES, spamVerdict, type SpamVerdict } from "~/features/submissions/spam-score";
import { tooManyForSiteText, tooManyFromAddressText } from "~/features/submissions/submission-fields";

/**
 * How many public form submissions are stored, and which go to the spam folder (ADR 009, 017).
 *
 * - Per client address, per form and site: past the limit a submission is refused with the
 *   address message — one abuser never fills an inbox, and a family or an office never meets it.
 * - Per network (/24, /48), per form and site, and per site (both forms): counted, never refused;
 *   a burst or a rush is a sign of spam (spam-score.ts).
 * - Spam per site: a flood stores at most this much spam an hour; past it, what is judged spam is
 *   refused with the site message. A submission judged a person's is never refused for the site's
 *   sake.
 */
export const SUBMISSION_LIMITS = {
  perAddress: { max: 10, windowSeconds: 10 * 60 },
  perNetwork: { max: SPAM_RULES.networkMany, windowSeconds: 10 * 60 },
  perSite: { max: SPAM_RULES.siteQuietMax, windowSeconds: 60 * 60 },
  spamPerSite: { max: 1000, windowSeconds: 60 * 60 },
} as const;

export function submissionLimits(form: FormKind, siteId: string, clientAddress: string): Record<"address" | "network" | "site" | "spam", Limit> {
  return {
    address: { key: `form:${form}:${siteId}:ip:${addressKey(clientAddress)}`, ...SUBMISSION_LIMITS.perAddress },
    network: { key: `form:${form}:${siteId}:net:${networkKey(clientAddress)}`, ...SUBMISSION_LIMITS.perNetwork },
    site: { key: `form:site:${siteId}`, ...SUBMISSION_LIMITS.perSite },
    spam: { key: `form:spam:${siteId}`, ...SUBMISSION_LIMITS.spamPerSite },
  };
}

/** `limit`: which one refused it (one address, or the site's spam allowance), for a page in another language to say it in its own. */
export type LimitRefusal = { message: string; retryAfterSeconds: number; limit: "address" | "site" };

/** What the form says, for the signs that read it. */
export type SubmissionContent = { fillMs: number; message: string; otherFields: readonly string[] };

export type Screening = ({ kind: "refused" } & LimitRefusal) | { kind: "accepted"; verdict: SpamVerdict };

/**
 * Counts one submission about to be stored, then says whether it is refused (one address over
 * its limit; spam past the site's hourly spam allowance) or where it goes (the verdict). Counting
 * first, with one atomic upsert per counter, keeps concurrent posts from all slipping under a limit.
 */
export async function screenSubmission(db: Database, form: FormKind, siteId: string, clientAddress: string, content: SubmissionContent): Promise<Screening> {
  const limits = submissionLimits(form, siteId, clientAddress);
  const fromAddress = await hitLimit(db, limits.address);
  if (fromAddress.count > limits.address.max) {
    return {
      kind: "refused",
      message: tooManyFromAddressText(retryAfterText(fromAddress.retryAfterSeconds)),
      retryAfterSeconds: fromAddress.retryAfterSeconds,
      limit: "address",
    };
  }
  const [fromNetwork, forSite] = await Promise.all([hitLimit(db, limits.network), hitLimit(db, limits.site)]);
  const verdict = spamVerdict({
    ...content,
    addressCount: fromAddress.count,
    // Both counters include this submission; their windows start apart, so the difference is an estimate.
    networkOthers: Math.max(0, fromNetwork.count - fromAddress.count),
    siteCount: forSite.count,
  });
  if (verdict.spam) {
    const spam = await hitLimit(db, limits.spam);
    if (spam.count > limits.spam.max) {
      return { kind: "refused", message: tooManyForSiteText(retryAfterText(spam.retryAfterSeconds)), retryAfterSeconds: spam.retryAfterSeconds, limit: "site" };
    }
  }
  return { kind: "accepted", verdict };
}
