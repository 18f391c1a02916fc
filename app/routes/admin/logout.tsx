import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/features/auth/sign-in.server";
import { clearSiteSelectionHeader } from "~/features/admin-kit/current-site.server";
import { redirectWithToast } from "~/lib/toast.server";

/** Signing out is a POST (a link cannot sign anybody out); GET just goes back. */
export function loader() {
  return redirect("/admin/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const authHeaders = await signOut(context, request);
    const headers = new Headers();
    for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await clearSiteSelectionHeader(context.config));
    return redirectWithToast(
      context.config,
      "/admin/login",
      { type: "success", title: "Déconnexion réussie", description: "Vous avez été déconnecté avec succès" },
      { headers },
    );
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "sign-out failed");
    return redirectWithToast(context.config, "/admin/dashboard", { type: "error", title: "Erreur", description: "Échec de la déconnexion" });
  }
}
