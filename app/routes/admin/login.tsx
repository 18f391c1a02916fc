import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { getSessionUser } from "~/features/auth/session.server";
import { signIn } from "~/features/auth/sign-in.server";
import { LOGIN_FAILURE_TITLE, loginSchema, type LoginFields } from "~/features/auth/login-schema";
import { failed, invalid } from "~/features/admin-kit/action-result";
import { readActionForm } from "~/features/admin-kit/read-action-form.server";
import { LoginPage } from "~/features/account/admin/login-screen";
import { DEMO_ACCOUNTS } from "~/features/demo/demo-accounts";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { errorToast, successToast } from "~/lib/toast";
import { toastHeader } from "~/lib/toast.server";

export function meta() {
  return [{ title: "Connexion au Back-Office — Vitrine" }, { name: "robots", content: "noindex" }];
}

/** A refused sign-in's Retry-After (429) reaches the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(request, context)) throw redirect("/admin/dashboard");
  return {
    demoAccounts: context.config.demo ? DEMO_ACCOUNTS.map(({ label, email, password }) => ({ label, email, password })) : null,
    // The sign-in page leads to the sign-up, unless it is closed.
    signupOpen: context.config.signup === "open",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { form, refused } = await readActionForm(request);
  if (refused) return refused;
  const values = formValues(form, ["email", "password"] as const);
  const parsed = loginSchema.safeParse(values);
  // The address typed comes back; the password never does.
  if (!parsed.success) return invalid("login", fieldErrors<keyof LoginFields>(parsed.error), { values: { email: values.email } });
  // Only what better-auth needs to record the session: no cookies, no origin.
  const authHeaders = new Headers({ "user-agent": request.headers.get("user-agent") ?? "" });
  const result = await signIn(context, new Request(request.url, { headers: authHeaders }), {
    ...parsed.data,
    clientAddress: context.clientAddress,
    cookie: request.headers.get("cookie"),
  });
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return failed("login", errorToast(result.message, LOGIN_FAILURE_TITLE), result.status, { values: { email: values.email }, headers });
  }
  const headers = new Headers();
  for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await toastHeader(context.config, successToast("Vous êtes maintenant connecté", "Connexion réussie")));
  return redirect("/admin/dashboard", { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage demoAccounts={loaderData.demoAccounts} signupOpen={loaderData.signupOpen} result={actionData ?? null} />;
}
