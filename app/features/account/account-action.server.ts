import { data } from "react-router";
import type { ActionArgs } from "~/features/admin-kit/action-args";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { readIntent, unknownIntent } from "~/features/admin-kit/intent";
import { readActionForm } from "~/features/admin-kit/read-action-form.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { successToast } from "~/lib/toast";
import { z } from "~/lib/zod";
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
} from "~/features/account/account-schema";
import { newPasswordProblem } from "~/features/auth/password-policy.server";
import { changePassword, checkCurrentPassword } from "~/features/account/change-password.server";
import { emailChangeLimits, requestEmailChange } from "~/features/account/email-change.server";
import { refundLimits, retryAfterText, takeLimits } from "~/features/rate-limit/rate-limit.server";

const ACCOUNT_INTENTS = z.discriminatedUnion("intent", [z.object({ intent: z.literal("email") }), z.object({ intent: z.literal("password") })]);

type AccountArgs = Pick<ActionArgs, "request" | "context" | "user" | "form">;

/**
 * POST /admin/account: `intent` email (ask for a change) or password (change it now). The user's
 * own account, no site: not a `siteAction`. Passwords are never sent back to the page.
 */
export async function handleAccountAction({ request, context, user }: Pick<ActionArgs, "request" | "context" | "user">) {
  const { form, refused } = await readActionForm(request);
  if (refused) return refused;
  const parsed = readIntent(ACCOUNT_INTENTS, form);
  if (!parsed) throw data({ message: "Action inconnue" }, { status: 400 });
  switch (parsed.intent) {
    case "email":
      return askEmailChange({ request, context, user, form });
    case "password":
      return changeOwnPassword({ request, context, user, form });
    default:
      return unknownIntent(parsed);
  }
}

async function askEmailChange({ request, context, user, form }: AccountArgs) {
  const intent = "email";
  const typed = formValues(form, EMAIL_FIELDS);
  // The address typed is given back; the password never is.
  const values = { email: typed.email };
  const refused = (errors: EmailFormErrors, status = 400) => invalid(intent, errors, { values, status });
  const parsed = emailChangeSchema.safeParse(typed);
  if (!parsed.success) return refused(fieldErrors<EmailField>(parsed.error));
  // Counted before any work: per account, per client address, per new address. Given
  // back when no mail goes out (a wrong password, which its own counter holds; the same address).
  const limits = emailChangeLimits(user.id, context.clientAddress, parsed.data.email);
  const allowed = await takeLimits(context.db, limits);
  if (!allowed.allowed) {
    return invalid(
      intent,
      { email: ACCOUNT_MESSAGES.tooManyEmailChanges(retryAfterText(allowed.retryAfterSeconds)) },
      { values, status: 429, headers: { "Retry-After": String(allowed.retryAfterSeconds) } },
    );
  }
  try {
    const check = await checkCurrentPassword(context, request, user.id, parsed.data.currentPassword);
    if (!check.ok) {
      await refundLimits(context.db, limits);
      return check.reason === "limited"
        ? refused({ currentPassword: ACCOUNT_MESSAGES.tooManyAttempts(check.retryAfter) }, 429)
        : refused({ currentPassword: ACCOUNT_MESSAGES.wrongPassword });
    }
    // A taken address gets the same answer as a free one: only the mail to it says so.
    const result = await requestEmailChange(context.db, context.config, user, parsed.data.email);
    if (!result.ok) {
      await refundLimits(context.db, limits);
      return refused({ email: ACCOUNT_MESSAGES.emailSame });
    }
  } catch (err) {
    await refundLimits(context.db, limits);
    context.logger.error({ err, requestId: context.requestId }, "account: e-mail change request failed");
    return failed(intent, ACCOUNT_MESSAGES.emailFailed, 500);
  }
  return done(intent, ACCOUNT_MESSAGES.emailSent);
}

async function changeOwnPassword({ request, context, user, form }: AccountArgs) {
  const intent = "password";
  const refused = (errors: PasswordFormErrors, status = 400) => invalid(intent, errors, { status });
  const parsed = passwordChangeSchema.safeParse(formValues(form, PASSWORD_FIELDS));
  if (!parsed.success) return refused(fieldErrors<PasswordField>(parsed.error));
  // Server-side only: the list of common passwords never reaches the browser.
  const problem = newPasswordProblem(parsed.data.newPassword);
  if (problem) return refused({ newPassword: problem });
  try {
    const result = await changePassword(context, request, user.id, parsed.data);
    if (!result.ok) {
      return result.reason === "limited"
        ? refused({ currentPassword: ACCOUNT_MESSAGES.tooManyAttempts(result.retryAfter) }, 429)
        : refused({ currentPassword: ACCOUNT_MESSAGES.wrongPassword });
    }
    // A redirect, not data: the loaders of this same request would still carry the old,
    // now deleted session cookie. The browser follows with the new one.
    const headers = new Headers();
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return redirectWithToast(context.config, "/admin/account", successToast(ACCOUNT_MESSAGES.passwordChanged), { headers });
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "account: password change failed");
    return failed(intent, ACCOUNT_MESSAGES.passwordFailed, 500);
  }
}
