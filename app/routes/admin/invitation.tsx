import type { Route } from "./+types/invitation";
import { AcceptInvitationPage } from "~/features/sites/admin/accept-invitation-page";
import { handleAcceptInvitation } from "~/features/sites/accept-invitation-action.server";
import { checkInvitation } from "~/features/sites/site-invitations.server";

export function meta() {
  return [{ title: "Créer votre compte — Vitrine" }, { name: "robots", content: "noindex" }];
}

// The token is the credential here: no session is needed, and it is never sent elsewhere.
// A refused try's Retry-After (429) reaches the browser with the page.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

/** Shows the site and the address the link invites; changes nothing (mail scanners open links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, check: await checkInvitation(context.db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAcceptInvitation(request, context);
}

export default function InvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AcceptInvitationPage token={loaderData.token} check={loaderData.check} answer={actionData ?? null} />;
}
