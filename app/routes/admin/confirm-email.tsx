import { data } from "react-router";
import { linkPageHeaders } from "~/features/auth/link-page-headers";
import type { Route } from "./+types/confirm-email";
import { checkEmailChangeToken, confirmEmailChange } from "~/features/account/email-change.server";
import { ConfirmEmailPage } from "~/features/account/admin/confirm-email-screen";

export function meta() {
  return [{ title: "Confirmer votre nouvelle adresse email — Vitrine" }, { name: "robots", content: "noindex" }];
}

// The token is the credential here: no session is needed, and it is never sent elsewhere.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return linkPageHeaders(actionHeaders);
}

/** Shows what the link would do; changes nothing (see ConfirmEmailPage). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, check: await checkEmailChangeToken(context.db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  try {
    const confirmed = await confirmEmailChange(context.db, typeof token === "string" ? token : "");
    return data({ confirmed }, { status: confirmed.ok ? 200 : 400 });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "account: e-mail change confirmation failed");
    return data({ confirmed: { ok: false, reason: "error" } as const }, { status: 500 });
  }
}

export default function ConfirmEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmEmailPage token={loaderData.token} check={loaderData.check} confirmed={actionData?.confirmed ?? null} />;
}
