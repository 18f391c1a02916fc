import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import { signedCookie } from "~/lib/signed-cookie.server";
import type { Config } from "~/lib/config.server";
// The load context as React Router types it (app/context.ts declares what it holds): this folder
// sits below the module that assembles the services, and does not import it.
import type { AppLoadContext as RequestContext } from "react-router";
import { user as users } from "~/db/schema";
import { enqueueMail } from "~/features/mail/outbox.server";
import { refundLimit, resetLimit, retryAfterText, takeLimit, type Limit, type Taken } from "~/features/rate-limit/rate-limit.server";
import { addressKey } from "~/features/submissions/client-address.server";
import { signInAlertMessage } from "~/features/auth/sign-in-alert-mail";

/**
 * Failed sign-ins allowed (ADR 016). Every attempt is counted before its password is checked, in
 * one statement per counter, and the count decides: concurrent attempts cannot slip under a limit.
 * A refused attempt counts nowhere; a successful one is given back.
 */
export const SIGN_IN_LIMITS = {
  /** From one address, whatever the account: one machine trying many accounts. */
  perAddress: { max: 20, windowSeconds: 15 * 60 },
  /** On one account from one address: what one guesser gets. Also what locks out the guesser. */
  perAccountAndAddress: { max: 5, windowSeconds: 15 * 60 },
  /**
   * On one account from all addresses together: what many guessers get. A browser that has
   * already signed in to the account is not held by it, so a crowd of guessers cannot lock the
   * owner out of their usual browser.
   */
  perAccount: { max: 50, windowSeconds: 60 * 60 },
  /** Failures on one account (in its hour) after which its owner is told by e-mail, once that hour. */
  alertAfter: 10,
} as const;

/** How long a browser that signed in is recognised on the sign-in page. */
const KNOWN_BROWSER_DAYS = 365;

function limitsFor(email: string, address: string): { address: Limit; pair: Limit; account: Limit } {
  return {
    address: { key: `signin:ip:${address}`, ...SIGN_IN_LIMITS.perAddress },
    pair: { key: `signin:email:${email}:ip:${address}`, ...SIGN_IN_LIMITS.perAccountAndAddress },
    account: { key: `signin:email:${email}`, ...SIGN_IN_LIMITS.perAccount },
  };
}

/** The answer when too many sign-ins already wait for their password check. */
export function signInBusyMessage(seconds: number): string {
  return `Trop de connexions en cours. Réessayez dans ${seconds} seconde${seconds > 1 ? "s" : ""}.`;
}

export type SignInResult = { ok: true; headers: Headers } | { ok: false; status: number; message: string; retryAfterSeconds?: number };

export async function signIn(
  context: RequestContext,
  request: Request,
  input: {
    email: string;
    password: string;
    clientAddress: string;
    /** The sign-in page request's Cookie header: a browser that signed in to this account before is known by it. */
    cookie?: string | null;
  },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const address = addressKey(input.clientAddress);
  const knownBrowser = await isKnownBrowser(context.config, input.cookie ?? null, email);

  // A place in the password queue before anything else: when the ordinary lane is
  // full the answer is immediate and costs no query; a browser the account knows goes first.
  const admission = context.passwordWork.admit({ lane: knownBrowser ? "priority" : "ordinary", account: email, maxWaiting: context.config.signInQueueMax });
  if (!admission.ok) {
    context.logger.info({ event: "sign-in-busy", address, requestId: context.requestId }, "sign-in refused: password queue full");
    return { ok: false, status: 429, message: signInBusyMessage(admission.retryAfterSeconds), retryAfterSeconds: admission.retryAfterSeconds };
  }
  try {
    return await context.passwordWork.withTicket(admission.ticket, () =>
      checkPassword(context, request, { email, password: input.password, address, knownBrowser }),
    );
  } finally {
    admission.ticket.release();
  }
}

async function checkPassword(
  context: RequestContext,
  request: Request,
  { email, password, address, knownBrowser }: { email: string; password: string; address: string; knownBrowser: boolean },
): Promise<SignInResult> {
  const { db } = context;
  const limits = limitsFor(email, address);

  // Cheapest refusal first; the account-wide counter is reached only by attempts that passed the
  // others, so one address can never fill it beyond its own five.
  const taken: Limit[] = [];
  let accountState: Taken | null = null;
  for (const limit of knownBrowser ? [limits.address, limits.pair] : [limits.address, limits.pair, limits.account]) {
    const state = await takeLimit(db, limit);
    taken.push(limit);
    if (!state.allowed) {
      await Promise.all(taken.map((l) => refundLimit(db, l)));
      return {
        ok: false,
        status: 429,
        message: `Trop de tentatives de connexion. Réessayez dans ${retryAfterText(state.retryAfterSeconds)}.`,
        retryAfterSeconds: state.retryAfterSeconds,
      };
    }
    if (limit === limits.account) accountState = state;
  }

  try {
    const result = await context.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // Not a failure: given back. This address has proven it knows the password: its own
    // earlier typos on this account are forgotten.
    await Promise.all([refundLimit(db, limits.address), resetLimit(db, limits.pair.key), knownBrowser ? null : refundLimit(db, limits.account)]);
    const headers = new Headers(result.headers);
    headers.append("Set-Cookie", await knownBrowserCookie(context.config).serialize({ a: accountTag(email), t: Date.now() }));
    return { ok: true, headers };
  } catch (err) {
    if (err instanceof APIError && (err.statusCode === 401 || err.statusCode === 400 || err.statusCode === 403)) {
      context.logger.info({ event: "sign-in-failed", email, address, requestId: context.requestId }, "sign-in refused: wrong e-mail or password");
      if (accountState && accountState.count >= SIGN_IN_LIMITS.alertAfter) await alertOwner(context, email, accountState);
      return { ok: false, status: 401, message: "Email ou mot de passe incorrect." };
    }
    await Promise.all(taken.map((l) => refundLimit(db, l)));
    context.logger.error({ err, requestId: context.requestId }, "sign-in failed");
    return { ok: false, status: 500, message: "Le service de connexion est indisponible. Veuillez réessayer." };
  }
}

/**
 * Forgets the failed sign-ins on an account, from this address and from all: its owner
 * has just proven she reads its mailbox (a password reset) and chosen a new password, so earlier
 * guesses at the old one must not keep her out of it.
 */
export async function forgetSignInFailures(context: RequestContext, email: string, clientAddress: string): Promise<void> {
  const limits = limitsFor(email.trim().toLowerCase(), addressKey(clientAddress));
  await Promise.all([resetLimit(context.db, limits.pair.key), resetLimit(context.db, limits.account.key)]);
}

export async function signOut(context: RequestContext, request: Request): Promise<Headers> {
  const { headers } = await context.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}

/**
 * Tells the account's owner that it is being guessed at: once per hour (one atomic counter), and
 * only for an account that exists. A failure here is logged, never shown to the one signing in.
 */
async function alertOwner(context: RequestContext, email: string, accountState: Taken): Promise<void> {
  const { db, config } = context;
  try {
    const once = await takeLimit(db, { key: `signin:alert:${email}`, max: 1, windowSeconds: SIGN_IN_LIMITS.perAccount.windowSeconds });
    if (!once.allowed) return;
    const [owner] = await db
      .select({ email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (!owner) return;
    const since = new Date(Date.now() - (SIGN_IN_LIMITS.perAccount.windowSeconds - accountState.retryAfterSeconds) * 1000);
    await enqueueMail(db, {
      siteId: null,
      kind: "signin_alert",
      from: config.mailFrom,
      to: [owner.email],
      // The threshold, not this attempt's count: concurrent attempts still being checked are in it.
      ...signInAlertMessage({ email: owner.email, failures: SIGN_IN_LIMITS.alertAfter, since, accountUrl: `${config.publicUrl}/admin/account` }),
    });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "sign-in alert could not be queued");
  }
}

// ---------------------------------------------------------------------------------------------
// Known browsers: a signed cookie, sent to the back-office only, naming (by a hash) the account
// this browser last signed in to. It proves nothing about the password; it only keeps the
// account-wide limit from locking the owner's own browser out (ADR 016).

function knownBrowserCookie(config: Config) {
  // Not /admin/login: with JavaScript the form posts to /admin/login.data, which that path does not match.
  return signedCookie(config, "vitrine_known_browser", { path: "/admin", maxAge: KNOWN_BROWSER_DAYS * 24 * 60 * 60 });
}

function accountTag(email: string): string {
  return createHash("sha256").update(`vitrine-account:${email}`).digest("base64url").slice(0, 22);
}

async function isKnownBrowser(config: Config, cookieHeader: string | null, email: string): Promise<boolean> {
  if (!cookieHeader) return false;
  const value: unknown = await knownBrowserCookie(config).parse(cookieHeader);
  if (!value || typeof value !== "object") return false;
  const { a, t } = value as { a?: unknown; t?: unknown };
  return a === accountTag(email) && typeof t === "number" && Date.now() - t < KNOWN_BROWSER_DAYS * 24 * 60 * 60 * 1000;
}
