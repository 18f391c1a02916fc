import { redirect } from "react-router";
import type { Route } from "./+types/forgot-password";
import { ForgotPasswordPage } from "~/features/account/admin/forgot-password-screen";
import { handleForgotPassword } from "~/features/account/password-reset-action.server";
import { getSessionUser } from "~/features/auth/session.server";

export function meta() {
  return [{ title: "Mot de passe oublié — Vitrine" }, { name: "robots", content: "noindex" }];
}

/** A refused request's Retry-After (429) reaches the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context)) throw redirect("/admin/dashboard");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleForgotPassword(request, context);
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage result={actionData ?? null} />;
}
