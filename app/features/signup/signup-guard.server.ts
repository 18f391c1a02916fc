import type { Database } from "~/db/connect.server";
import { hitLimit, retryAfterText, type Limit } from "~/features/rate-limit/rate-limit.server";
import { addressKey, networkKey } from "~/features/submissions/client-address.server";
import { SPAM_RULES, spamVerdict, type SpamVerdict } from "~/features/submissions/spam-score";
import { SIGNUP_TEXTS } from "~/features/signup/signup-schema";

/**
 * The sign-up's limits and spam signs (ADR 028 « Sign-up »), built from the public
 * forms' parts (ADR 009, 017): a sign-up that passed the token, the honeypot, its fields and the
 * minimum fill time is counted here before anything else is looked up.
 *
 * - Per client address: past `perAddress` a sign-up is refused with the address message (a shop
 *   signs up once; an office sharing one address may sign up a few).
 * - Per network (/24, /48) and over the whole platform: counted, never refused; a burst from one
 *   network or a platform-wide rush are signs (spam-score.ts), which alone never hold a person.
 * - Judged spam (links in the shop's name or town, a burst from one network, a hasty send during
 *   a rush…): not created. There is no folder to keep a half-made account in: the visitor is told
 *   calmly to try later or to write to us, and the attempt is logged.
 */
export const SIGNUP_LIMITS = {
  perAddress: { max: 5, windowSeconds: 60 * 60 },
  perNetwork: { max: SPAM_RULES.networkMany, windowSeconds: 10 * 60 },
  platform: { max: 20, windowSeconds: 60 * 60 },
} as const;

/** Sign-ups from one address in the hour before it is a sign (an office or a shared connection may have a few). */
const ADDRESS_QUIET_MAX = 3;

export function signupLimits(clientAddress: string): Record<"address" | "network" | "platform", Limit> {
  return {
    address: { key: `signup:ip:${addressKey(clientAddress)}`, ...SIGNUP_LIMITS.perAddress },
    network: { key: `signup:net:${networkKey(clientAddress)}`, ...SIGNUP_LIMITS.perNetwork },
    platform: { key: "signup:platform", ...SIGNUP_LIMITS.platform },
  };
}

export type SignupScreening = { kind: "refused"; message: string; retryAfterSeconds: number } | { kind: "accepted"; verdict: SpamVerdict };

export async function screenSignup(db: Database, clientAddress: string, content: { fillMs: number; shopName: string; town: string }): Promise<SignupScreening> {
  const limits = signupLimits(clientAddress);
  const fromAddress = await hitLimit(db, limits.address);
  if (fromAddress.count > limits.address.max) {
    return { kind: "refused", message: SIGNUP_TEXTS.tooMany(retryAfterText(fromAddress.retryAfterSeconds)), retryAfterSeconds: fromAddress.retryAfterSeconds };
  }
  const [fromNetwork, platform] = await Promise.all([hitLimit(db, limits.network), hitLimit(db, limits.platform)]);
  const verdict = spamVerdict({
    fillMs: content.fillMs,
    message: "",
    otherFields: [content.shopName, content.town],
    // A shop signs up once: a second sign-up from one address already counts a little.
    addressCount: fromAddress.count > ADDRESS_QUIET_MAX ? SPAM_RULES.addressQuietMax + 1 : 0,
    // Both counters include this sign-up; their windows start apart, so the difference is an estimate.
    networkOthers: Math.max(0, fromNetwork.count - fromAddress.count),
    siteCount: platform.count > limits.platform.max ? SPAM_RULES.siteQuietMax + 1 : 0,
  });
  return { kind: "accepted", verdict };
}
