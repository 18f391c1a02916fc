import type { Database } from "~/../server/db/connect";
import { hitLimit, retryAfterText, type Limit } from "~/features/rate-limit/rate-limit.server";
import { addressKey } from "./client-address.server";
import type { FormKind } from "./form-token.server";
import { tooManyForSiteText, tooManyFromAddressText } from "./submission-fields";

/**
 * How many public form submissions are stored (ADR 009): per client address, per form and site;
 * and per site, both forms together, which caps what a distributed flood can put in a merchant's
 * inbox.
 */
export const SUBMISSION_LIMITS = {
  perAddress: { max: 10, windowSeconds: 10 * 60 },
  perSite: { max: 100, windowSeconds: 60 * 60 },
} as const;

export function submissionLimits(form: FormKind, siteId: string, clientAddress: string): { address: Limit; site: Limit } {
  return {
    address: { key: `form:${form}:${siteId}:ip:${addressKey(clientAddress)}`, ...SUBMISSION_LIMITS.perAddress },
    site: { key: `form:site:${siteId}`, ...SUBMISSION_LIMITS.perSite },
  };
}

export type LimitRefusal = { message: string; retryAfterSeconds: number };

/**
 * Counts one submission about to be stored and says whether it is one too many. Counting first
 * (one atomic upsert per counter) keeps concurrent posts from all slipping under the limit.
 */
export async function takeSubmissionSlot(db: Database, form: FormKind, siteId: string, clientAddress: string): Promise<LimitRefusal | null> {
  const limits = submissionLimits(form, siteId, clientAddress);
  const fromAddress = await hitLimit(db, limits.address);
  if (fromAddress.count > limits.address.max) {
    return { message: tooManyFromAddressText(retryAfterText(fromAddress.retryAfterSeconds)), retryAfterSeconds: fromAddress.retryAfterSeconds };
  }
  const forSite = await hitLimit(db, limits.site);
  if (forSite.count > limits.site.max) {
    return { message: tooManyForSiteText(retryAfterText(forSite.retryAfterSeconds)), retryAfterSeconds: forSite.retryAfterSeconds };
  }
  return null;
}
