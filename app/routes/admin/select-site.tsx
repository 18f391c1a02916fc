import { data, redirect } from "react-router";
import type { Route } from "./+types/select-site";
import { requireUser } from "~/features/auth/session.server";
import { canActOnSite, selectSiteHeader } from "~/features/back-office/current-site.server";
import { isSiteId } from "~/features/site-resolution/resolve-site";

export function loader() {
  return redirect("/admin/dashboard");
}

/** Selects the site the back-office works on ('Accéder', the admin's site switch). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const siteId = form.get("siteId");
  if (typeof siteId !== "string" || !isSiteId(siteId)) throw data({ message: "Site inconnu" }, { status: 400 });
  const site = await canActOnSite(context.db, user, siteId);
  if (!site) throw data({ message: "Site introuvable" }, { status: 404 });
  const next = form.get("redirectTo");
  const target = typeof next === "string" && next.startsWith("/admin") && !next.startsWith("//") ? next : "/admin/dashboard";
  return redirect(target, { headers: { "Set-Cookie": await selectSiteHeader(context.config, site.id) } });
}
