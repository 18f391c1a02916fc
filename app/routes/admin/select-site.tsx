import { data, redirect } from "react-router";
import type { Route } from "./+types/select-site";
import { requireUser } from "~/features/auth/session.server";
import { canActOnSite, selectSiteHeader } from "~/features/admin-kit/current-site.server";
import { isSiteId } from "~/features/site-resolution/resolve-site";
import { safeRedirectPath } from "~/lib/safe-redirect";

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
  // A back-office page of this site, else the dashboard (a CRLF here was a 500).
  const target = safeRedirectPath(form.get("redirectTo"), "/admin/dashboard", { under: "/admin" });
  return redirect(target, { headers: { "Set-Cookie": await selectSiteHeader(context.config, site.id) } });
}
