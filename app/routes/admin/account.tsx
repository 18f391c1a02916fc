import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/account";
import { requireUser } from "~/features/auth/session.server";
import { handleAccountAction } from "~/features/account/account-action.server";
import { getPasswordUpdatedAt } from "~/features/account/change-password.server";
import { getPendingEmailChange } from "~/features/account/email-change.server";
import { AccountPage } from "~/features/account/admin/account-screen";

export function meta() {
  return [{ title: "Mon compte — Vitrine" }];
}

/** /admin/account: every signed-in user, for their own account only (no site involved). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const [pending, passwordUpdatedAt] = await Promise.all([getPendingEmailChange(context.db, user.id), getPasswordUpdatedAt(context.db, user.id)]);
  return {
    email: user.email,
    role: user.role,
    pendingEmail: pending ? { email: pending.email, expiresAt: pending.expiresAt.toISOString() } : null,
    passwordUpdatedAt: passwordUpdatedAt?.toISOString() ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return handleAccountAction({ request, context, user });
}

export default function AccountRoute() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <AccountPage {...data} result={result ?? null} />;
}
