import { redirect } from "react-router";
import type { RequestContext } from "~/context";
import { done, failed, invalid } from "~/features/admin-kit/action-result";
import { readActionForm } from "~/features/admin-kit/read-action-form.server";
import { linkTokenId } from "~/features/auth/link-token.server";
import { newPasswordProblem } from "~/features/auth/password-policy.server";
import { forgetSignInFailures, signIn } from "~/features/auth/sign-in.server";
import { retryAfterText, takeLimits } from "~/features/rate-limit/rate-limit.server";
import { fieldErrors, formValues } from "~/lib/form-errors";
import { successToast } from "~/lib/toast";
import { redirectWithToast, toastHeader } from "~/lib/toast.server";
import { passwordResetRequestLimits, passwordResetTryLimits, requestPasswordReset, resetPassword } from "~/features/account/password-reset.server";
import {
  FORGOT_FIELDS,
  PASSWORD_RESET_TEXTS,
  RESET_FIELDS,
  forgotPasswordSchema,
  resetPasswordSchema,
  type ForgotField,
  type ResetField,
} from "~/features/account/password-reset-schema";

/**
 * POST /admin/mot-de-passe-oublie: the address checked, the requests counted (before any query
 * on accounts), then the same answer whether or not an account has it: `done` with the address
 * typed, which the page shows in its 'Vérifiez votre boîte mail' panel.
 */
export async function handleForgotPassword(request: Request, context: RequestContext) {
  const { form, refused } = await readActionForm(request);
  if (refused) return refused;
  const values = formValues(form, FORGOT_FIELDS);
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) return invalid("forgot", fieldErrors<ForgotField>(parsed.error), { values });
  const { email } = parsed.data;
  const limited = await takeLimits(context.db, passwordResetRequestLimits(context.clientAddress, email));
  if (!limited.allowed) {
    return failed("forgot", PASSWORD_RESET_TEXTS.tooMany(retryAfterText(limited.retryAfterSeconds)), 429, {
      values,
      headers: { "Retry-After": String(limited.retryAfterSeconds) },
    });
  }
  try {
    await requestPasswordReset(context.db, { publicUrl: context.config.publicUrl, mailFrom: context.config.mailFrom }, email);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "password reset: request failed");
    return failed("forgot", PASSWORD_RESET_TEXTS.failed, 500, { values });
  }
  context.logger.info({ event: "password-reset-requested", requestId: context.requestId }, "password reset requested");
  return done("forgot", undefined, { values: { email } });
}

/**
 * POST /admin/nouveau-mot-de-passe: tries counted per address and per link, the password checked
 * (the spec's rules and the common-password list), then the password set, every session closed
 * and the owner told by e-mail (resetPassword), and this browser signed in on the dashboard. A
 * refused link answers `failed` with intent "link" (and, for an expired one, the address to send
 * a new link to). The password never comes back in an answer.
 */
export async function handleResetPassword(request: Request, context: RequestContext) {
  const { form, refused } = await readActionForm(request);
  if (refused) return refused;
  const rawToken = form.get("token");
  const token = typeof rawToken === "string" ? rawToken : "";
  const limited = await takeLimits(context.db, passwordResetTryLimits(context.clientAddress, linkTokenId(token) ?? "none"));
  if (!limited.allowed) {
    return failed("reset", PASSWORD_RESET_TEXTS.tooMany(retryAfterText(limited.retryAfterSeconds)), 429, {
      headers: { "Retry-After": String(limited.retryAfterSeconds) },
    });
  }
  const parsed = resetPasswordSchema.safeParse(formValues(form, RESET_FIELDS));
  if (!parsed.success) return invalid("reset", fieldErrors<ResetField>(parsed.error));
  const common = newPasswordProblem(parsed.data.password);
  if (common) return invalid<ResetField>("reset", { password: common });

  let reset: Awaited<ReturnType<typeof resetPassword>>;
  try {
    const passwordHash = await (await context.auth.$context).password.hash(parsed.data.password);
    reset = await resetPassword(context.db, { publicUrl: context.config.publicUrl, mailFrom: context.config.mailFrom }, token, passwordHash);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "password reset: failed");
    return failed("reset", PASSWORD_RESET_TEXTS.error, 500);
  }
  if (!reset.ok) {
    return failed(
      "link",
      PASSWORD_RESET_TEXTS[reset.reason],
      reset.reason === "expired" ? 410 : 400,
      reset.reason === "expired" ? { values: { email: reset.email } } : {},
    );
  }
  context.logger.info({ event: "password-reset", userId: reset.userId, requestId: context.requestId }, "password reset: password changed, sessions closed");

  // Signed in as a sign-in would (its queue and counters), the old password's failures forgotten.
  await forgetSignInFailures(context, reset.email, context.clientAddress);
  const authHeaders = new Headers({ "user-agent": request.headers.get("user-agent") ?? "" });
  const session = await signIn(context, new Request(request.url, { headers: authHeaders }), {
    email: reset.email,
    password: parsed.data.password,
    clientAddress: context.clientAddress,
    cookie: request.headers.get("cookie"),
  });
  if (!session.ok) return redirectWithToast(context.config, "/admin/login", successToast(PASSWORD_RESET_TEXTS.doneSignIn), { status: 303 });
  const headers = new Headers();
  for (const cookie of session.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await toastHeader(context.config, successToast(PASSWORD_RESET_TEXTS.done)));
  return redirect("/admin/dashboard", { status: 303, headers });
}
