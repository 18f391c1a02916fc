import type { Route } from "./+types/signup";
import { minFillMs } from "~/features/submissions/form-token.server";
import { parsePlan } from "~/features/plans/plans";
import { handleSignup, issueSignupToken } from "~/features/signup/signup-action.server";
import { SignupPage } from "~/features/signup/signup-page";
import { addressSuffix } from "~/features/sites/site-address.server";

/*
 * /inscription?formule=pro: self-service sign-up. A signed-out page like the sign-in
 * and the invitation, so its route sits with theirs (the back-office's stylesheet draws it).
 */

export function meta() {
  return [
    { title: "Créer le site de votre commerce — Vitrine" },
    { name: "description", content: "Créez le site de votre commerce en quelques minutes\u00a0: choisissez votre formule, personnalisez, publiez." },
  ];
}

// A page with a visitor's own form token: never cached. A refused try's Retry-After reaches the browser.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const plan = parsePlan(new URL(request.url).searchParams.get("formule")) ?? "pro";
  const open = context.config.signup === "open";
  // What follows the slug in the site's address, `.localhost:3000` (null: no platform addresses here).
  return { open, plan, token: open ? issueSignupToken(context) : "", fillLeftMs: minFillMs(context), addressSuffix: addressSuffix(context.config) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSignup(request, context);
}

export default function SignupRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignupPage {...loaderData} answer={actionData ?? null} />;
}
