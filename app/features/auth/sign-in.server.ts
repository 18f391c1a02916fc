import { APIError } from "better-auth/api";
import type { RequestContext } from "~/context";
import { hitLimit, isLimited, resetLimit, retryAfterText, type Limit } from "~/features/rate-limit/rate-limit.server";

/** Failed sign-ins allowed per account and per client address in a 15-minute window. */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

function limitsFor(email: string, address: string): { account: Limit; address: Limit } {
  return {
    account: { key: `signin:email:${email}`, max: SIGN_IN_LIMITS.perAccount, windowSeconds: SIGN_IN_LIMITS.windowSeconds },
    address: { key: `signin:ip:${address}`, max: SIGN_IN_LIMITS.perAddress, windowSeconds: SIGN_IN_LIMITS.windowSeconds },
  };
}

export type SignInResult = { ok: true; headers: Headers } | { ok: false; status: number; message: string };

export async function signIn(
  context: RequestContext,
  request: Request,
  input: { email: string; password: string; clientAddress: string },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const limits = limitsFor(email, input.clientAddress);
  const blocked = (await isLimited(context.db, limits.account)) ?? (await isLimited(context.db, limits.address));
  if (blocked) {
    return {
      ok: false,
      status: 429,
      message: `Trop de tentatives de connexion. Réessayez dans ${retryAfterText(blocked.retryAfterSeconds)}.`,
    };
  }
  try {
    const { headers } = await context.auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await resetLimit(context.db, limits.account.key);
    return { ok: true, headers };
  } catch (err) {
    if (err instanceof APIError && (err.statusCode === 401 || err.statusCode === 400 || err.statusCode === 403)) {
      await hitLimit(context.db, limits.account);
      await hitLimit(context.db, limits.address);
      return { ok: false, status: 401, message: "Email ou mot de passe incorrect." };
    }
    context.logger.error({ err, requestId: context.requestId }, "sign-in failed");
    return { ok: false, status: 500, message: "Le service de connexion est indisponible. Veuillez réessayer." };
  }
}

export async function signOut(context: RequestContext, request: Request): Promise<Headers> {
  const { headers } = await context.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}
