import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Config } from "~/lib/config.server";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import { rateLimits } from "~/db/schema";
import { MIN_FILL_MS } from "~/features/submissions/submission-fields";

/**
 * The token each rendered public form carries (ADR 009):
 *
 *   <issued at, ms, base 36>.<16 random bytes, base64url>.<HMAC-SHA256, base64url>
 *
 * The signature covers the form, the site and both parts, with a key derived from AUTH_SECRET:
 * a robot cannot make one up, backdate one, or carry one from a site or form to another. The same
 * token is the submission's idempotency key (`submission_token`), so a form sent twice is stored
 * once.
 */
export type FormKind = "contact" | "quote";
/** Every form a token is signed for: the public forms, and the platform's sign-up (site "platform"). */
export type TokenForm = FormKind | "signup";

/**
 * The least time between a form's token and its send: MIN_FILL_MS, or a test server's shorter
 * TEST_MIN_FILL_MS (refused on a deployed platform, never longer than the real one).
 */
export function minFillMs(context: { config: Pick<Config, "testMinFillMs"> }): number {
  return Math.min(MIN_FILL_MS, context.config.testMinFillMs ?? MIN_FILL_MS);
}

/** Past this age a token is refused (the visitor gets a fresh one and sends again). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Clocks of several server processes may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;

export type TokenCheck = { ok: true; issuedAt: number } | { ok: false; reason: "missing" | "malformed" | "forged" | "expired" };

function tokenKey(secret: string): Buffer {
  // A key of its own, so a signature made here can never be replayed against another use of the secret.
  return createHmac("sha256", secret).update("vitrine:form-token:v1").digest();
}

function sign(secret: string, form: TokenForm, siteId: string, issued: string, nonce: string): string {
  return createHmac("sha256", tokenKey(secret)).update(`${form}\n${siteId}\n${issued}\n${nonce}`).digest("base64url");
}

export function issueFormToken(secret: string, form: TokenForm, siteId: string, now = Date.now()): string {
  const issued = now.toString(36);
  const nonce = randomBytes(16).toString("base64url");
  return `${issued}.${nonce}.${sign(secret, form, siteId, issued, nonce)}`;
}

/**
 * The token a page renders into its form: none on a page the cache may serve to other visitors
 * (one token per visitor, ADR 014) — the page then asks `/merchant/form-token` for its own.
 */
export function pageFormToken(context: { config: { authSecret: string }; pageCache: { cacheable: boolean } }, form: FormKind, siteId: string): string {
  return context.pageCache.cacheable ? "" : issueFormToken(context.config.authSecret, form, siteId);
}

/**
 * How much of the minimum fill time (ADR 009) a token still has to wait, as of `now`: what a form
 * sent back with its messages tells the page's script, so a corrected form is not held again.
 */
export function fillTimeLeft(token: string | undefined, minFillMs: number, now = Date.now()): number {
  const issued = token ? /^([0-9a-z]{1,12})\./.exec(token)?.[1] : undefined;
  if (!issued) return minFillMs;
  const issuedAt = parseInt(issued, 36);
  return Math.min(minFillMs, Math.max(0, minFillMs - (now - issuedAt)));
}

/**
 * A token that serves one use only (the sign-up's served every sign-up for 24 h). The
 * contact and quote forms get this from their `submission_token` column; a form without such a
 * row (the sign-up) records the use as a counter of one in `rate_limits`, keyed by the token's
 * nonce. Its window starts at the later of now and the token's issue time, so the pruning of
 * counters (24 h after their start, RATE_LIMIT_MAX_WINDOW_SECONDS) never forgets a token that
 * could still be valid (FORM_TOKEN_MAX_AGE_MS).
 */
const spentKey = (form: TokenForm, token: string) => `form-token:${form}:${/^[0-9a-z]{1,12}\.([\w-]{22})\./.exec(token)?.[1] ?? token}`;

/**
 * Records the token's use, in the caller's transaction (a sign-up that fails leaves its token
 * usable). False when it was used already: of two concurrent uses, the second waits for the
 * first's transaction and gets false if it committed.
 */
export async function spendFormToken(tx: DatabaseOrTransaction, form: TokenForm, token: string, issuedAt: number): Promise<boolean> {
  const rows = await tx
    .insert(rateLimits)
    .values({ key: spentKey(form, token), count: 1, windowStart: sql`greatest(now(), ${new Date(issuedAt).toISOString()}::timestamptz)` })
    .onConflictDoNothing({ target: rateLimits.key })
    .returning({ key: rateLimits.key });
  return rows.length === 1;
}

/** Whether the token was used already (a cheap look before the work; `spendFormToken` decides). */
export async function isFormTokenSpent(db: DatabaseOrTransaction, form: TokenForm, token: string): Promise<boolean> {
  const rows = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(eq(rateLimits.key, spentKey(form, token)))
    .limit(1);
  return rows.length > 0;
}

export function verifyFormToken(secret: string, token: string | null | undefined, form: TokenForm, siteId: string, now = Date.now()): TokenCheck {
  if (!token) return { ok: false, reason: "missing" };
  const match = /^([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, issued, nonce, signature] = match;
  const expected = Buffer.from(sign(secret, form, siteId, issued, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
  const issuedAt = parseInt(issued, 36);
  if (issuedAt > now + CLOCK_SKEW_MS) return { ok: false, reason: "forged" };
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true, issuedAt };
}
