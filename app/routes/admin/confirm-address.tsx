import { data } from "react-router";
import { linkPageHeaders } from "~/features/auth/link-page-headers";
import type { Route } from "./+types/confirm-address";
import { checkAddressToken, confirmAddress } from "~/features/signup/address-confirmation.server";
import { ConfirmAddressPage } from "~/features/signup/confirm-address-page";

export function meta() {
  return [{ title: "Confirmer votre adresse e-mail — Vitrine" }, { name: "robots", content: "noindex" }];
}

// The token is the credential here: no session is needed, and it is never sent elsewhere.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return linkPageHeaders(actionHeaders);
}

/** Shows the address the link confirms; changes nothing (mail scanners open links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, check: await checkAddressToken(context.db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  try {
    const confirmed = await confirmAddress(context.db, typeof token === "string" ? token : "");
    return data({ confirmed }, { status: confirmed.ok ? 200 : 400 });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "sign-up: address confirmation failed");
    return data({ confirmed: { ok: false, reason: "error" } as const }, { status: 500 });
  }
}

export default function ConfirmAddressRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmAddressPage token={loaderData.token} check={loaderData.check} confirmed={actionData?.confirmed ?? null} />;
}
