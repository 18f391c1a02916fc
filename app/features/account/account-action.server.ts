import { data } from "react-router";
import type { RequestContext } from "~/context";
import type { SessionUser } from "~/features/auth/auth.server";
import { errorToast, successToast, type ResultToast } from "~/features/admin-kit/result-toast";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { redirectWithToast } from "~/lib/toast.server";
import {
  ACCOUNT_MESSAGES,
  EMAIL_FIELDS,
  PASSWORD_FIELDS,
  emailChangeSchema,
  passwordChangeSchema,
  type EmailField,
  type EmailFormErrors,
  type PasswordField,
  type PasswordFormErrors,
} from "./account-schemas";
import { newPasswordProblem } from "~/features/auth/password-policy.server";
import { changePassword, checkCurrentPassword } from "./change-password.server";
import { requestEmailChange } from "./email-change.server";

export type AccountActionResult =
  | { intent: "email"; status: "invalid"; id: string; values: { email: string }; errors: EmailFormErrors }
  | { intent: "email"; status: "sent"; id: string; email: string; toast: ResultToast }
  | { intent: "email"; status: "failed"; id: string; values: { email: string }; toast: ResultToast }
  // Passwords are never sent back to the page.
  | { intent: "password"; status: "invalid"; id: string; errors: PasswordFormErrors }
  | { intent: "password"; status: "failed"; id: string; toast: ResultToast };

/** POST /admin/account: `intent` email (ask for a change) or password (change it now). */
export async function handleAccountAction(request: Request, context: RequestContext, user: SessionUser) {
  const form = await request.formData();
  const id = crypto.randomUUID();
  const intent = form.get("intent");

  if (intent === "email") {
    const typed = formValues(form, EMAIL_FIELDS);
    // The address typed is given back; the password never is.
    const values = { email: typed.email };
    const invalid = (errors: EmailFormErrors, status = 400) => data<AccountActionResult>({ intent, status: "invalid", id, values, errors }, { status });
    const parsed = emailChangeSchema.safeParse(typed);
    if (!parsed.success) return invalid(fieldErrors<EmailField>(parsed.error));
    try {
      const check = await checkCurrentPassword(context, request, user.id, parsed.data.currentPassword);
      if (!check.ok) {
        return check.reason === "limited"
          ? invalid({ currentPassword: ACCOUNT_MESSAGES.tooManyAttempts(check.retryAfter) }, 429)
          : invalid({ currentPassword: ACCOUNT_MESSAGES.wrongPassword });
      }
      const result = await requestEmailChange(context.db, context.config, user, parsed.data.email);
      if (!result.ok) return invalid({ email: result.reason === "same" ? ACCOUNT_MESSAGES.emailSame : ACCOUNT_MESSAGES.emailTaken });
    } catch (err) {
      context.logger.error({ err, requestId: context.requestId }, "account: e-mail change request failed");
      return data<AccountActionResult>({ intent, status: "failed", id, values, toast: errorToast(ACCOUNT_MESSAGES.emailFailed) }, { status: 500 });
    }
    return data<AccountActionResult>({ intent, status: "sent", id, email: parsed.data.email, toast: successToast(ACCOUNT_MESSAGES.emailSent) });
  }

  if (intent === "password") {
    const invalid = (errors: PasswordFormErrors, status = 400) => data<AccountActionResult>({ intent, status: "invalid", id, errors }, { status });
    const parsed = passwordChangeSchema.safeParse(formValues(form, PASSWORD_FIELDS));
    if (!parsed.success) return invalid(fieldErrors<PasswordField>(parsed.error));
    // Server-side only: the list of common passwords never reaches the browser.
    const problem = newPasswordProblem(parsed.data.newPassword);
    if (problem) return invalid({ newPassword: problem });
    try {
      const result = await changePassword(context, request, user.id, parsed.data);
      if (!result.ok) {
        return result.reason === "limited"
          ? invalid({ currentPassword: ACCOUNT_MESSAGES.tooManyAttempts(result.retryAfter) }, 429)
          : invalid({ currentPassword: ACCOUNT_MESSAGES.wrongPassword });
      }
      // A redirect, not data: the loaders of this same request would still carry the old,
      // now deleted session cookie. The browser follows with the new one.
      const headers = new Headers();
      for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      const toast = successToast(ACCOUNT_MESSAGES.passwordChanged);
      return redirectWithToast(context.config, "/admin/account", { type: "success", ...toast }, { headers });
    } catch (err) {
      context.logger.error({ err, requestId: context.requestId }, "account: password change failed");
      return data<AccountActionResult>({ intent, status: "failed", id, toast: errorToast(ACCOUNT_MESSAGES.passwordFailed) }, { status: 500 });
    }
  }

  throw data({ message: "Action inconnue" }, { status: 400 });
}
