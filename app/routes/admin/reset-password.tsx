import type { Route } from "./+types/reset-password";
import { linkPageHeaders } from "~/features/auth/link-page-headers";
import { ResetPasswordPage } from "~/features/account/admin/reset-password-screen";
import { handleResetPassword } from "~/features/account/password-reset-action.server";
import { checkPasswordReset } from "~/features/account/password-reset.server";

export function meta() {
  return [{ title: "Choisir un nouveau mot de passe — Vitrine" }, { name: "robots", content: "noindex" }];
}

// The token is the credential here: no session is needed, and it is never sent elsewhere.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return linkPageHeaders(actionHeaders);
}

/** Shows the account the link is for; changes nothing (mail scanners open links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, check: await checkPasswordReset(context.db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleResetPassword(request, context);
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage token={loaderData.token} check={loaderData.check} result={actionData ?? null} />;
}
