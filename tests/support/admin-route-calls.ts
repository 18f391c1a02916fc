/**
 * Driving back-office route modules the way React Router does, for integration tests:
 * a signed-in cookie, a site selection, a loader or action call, and a guard's refusal.
 */
import type { AppServices } from "~/context";
import { signIn } from "~/features/auth/sign-in.server";
import { requireSiteAccess, selectSiteHeader } from "~/features/admin-kit/current-site.server";
import { eq, sql } from "drizzle-orm";
import { session, user as users } from "~/db/schema";
import { cookieHeader, requestContext } from "./services";
import type { TestDatabase } from "./test-database";

export const ORIGIN = "http://localhost:3000";

/** A session cookie for the account (throws when the sign-in is refused). */
export async function sessionCookie(services: AppServices, email: string, password: string): Promise<string> {
  const ctx = requestContext(services);
  const result = await signIn(ctx, new Request(`${ORIGIN}/admin/login`), { email, password, clientAddress: ctx.clientAddress });
  if (!result.ok) throw new Error(result.message);
  return cookieHeader(result.headers);
}

/** The cookie with a selected site added. */
export async function withSelection(services: AppServices, cookie: string, siteId: string): Promise<string> {
  const selection = cookieHeader(new Headers([["Set-Cookie", await selectSiteHeader(services.config, siteId)]]));
  return cookie ? `${cookie}; ${selection}` : selection;
}

type RouteFunction<R> = (args: { request: Request; context: ReturnType<typeof requestContext>; params: Record<string, string> }) => Promise<R>;

export function getRequest(path: string, cookie = ""): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

export function postRequest(path: string, fields: Record<string, string>, cookie = ""): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
}

/** Calls a loader or action; `fn` is typed loosely since each route has its own generated Args type. */
export async function callRoute<R>(fn: unknown, services: AppServices, request: Request): Promise<R> {
  return (fn as RouteFunction<R>)({ request, context: requestContext(services), params: {} });
}

/** What `data(value, init)` returns, unwrapped; a Response (redirect) is returned as is. */
export function unwrap<T>(answer: unknown): { status: number; data: T } {
  if (answer && typeof answer === "object" && "type" in answer && (answer as { type: unknown }).type === "DataWithResponseInit") {
    const d = answer as unknown as { data: T; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, data: d.data };
  }
  return { status: 200, data: answer as T };
}

/** The thrown redirect or response of a guard, as { status, location }. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      return { status: (thrown as { init: { status?: number } | null }).init?.status ?? 500, location: null };
    }
    throw thrown;
  }
  throw new Error("expected a refusal");
}

/**
 * The site a back-office page is rendered for with this cookie: what its forms carry as `siteId`
 * (ADR 013). "" when the guard refuses the cookie (the action then refuses it too).
 */
export async function renderedSiteId(services: AppServices, cookie: string): Promise<string> {
  try {
    return (await requireSiteAccess(getRequest("/admin/dashboard", cookie), requestContext(services))).site.id;
  } catch {
    return "";
  }
}

/** How many sessions the account of this e-mail holds, read from the database. */
export async function sessionsOf(db: TestDatabase["db"], email: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(session)
    .innerJoin(users, eq(users.id, session.userId))
    .where(eq(users.email, email));
  return rows[0]?.n ?? 0;
}
