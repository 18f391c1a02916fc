import { redirect } from "react-router";
// The load context as React Router types it (app/context.ts declares what it holds): this folder
// sits below the module that assembles the services, and does not import it.
import type { AppLoadContext as RequestContext } from "react-router";
import type { Role, SessionUser } from "~/features/auth/auth.server";

export async function getSessionUser(request: Request, context: RequestContext): Promise<SessionUser | null> {
  const result = await context.auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const { user } = result;
  const role: Role = user.role === "admin" ? "admin" : "user";
  return { id: user.id, email: user.email, name: user.name, role };
}

/** Layout guard: no user → /admin/login. */
export async function requireUser(request: Request, context: RequestContext): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect("/admin/login");
  return user;
}

/** Role guard: no user → /admin/login; another role → /admin/dashboard. */
export async function requireRole(request: Request, context: RequestContext, role: Role): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (user.role !== role) throw redirect("/admin/dashboard");
  return user;
}
