import type { Route } from "./+types/invitation";
import { linkPageHeaders } from "~/features/auth/link-page-headers";
import { AcceptInvitationPage } from "~/features/sites/admin/accept-invitation-screen";
import { handleAcceptInvitation } from "~/features/sites/accept-invitation-action.server";
import { checkInvitation } from "~/features/sites/site-invitations.server";

export function meta() {
  return [{ title: "Créer votre compte — Vitrine" }, { name: "robots", content: "noindex" }];
}

// The token is the credential here: no session is needed, and it is never sent elsewhere.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return linkPageHeaders(actionHeaders);
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
