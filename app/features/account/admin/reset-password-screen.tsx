import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useSubmitting } from "~/lib/use-submitting";
import { CircleAlert, KeyRound } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { SignedOutAlert, SignedOutPage } from "~/features/auth/signed-out-page";
import type { ResetCheck } from "~/features/account/password-reset.server";
import { NewPasswordFields } from "~/features/account/admin/new-password-fields";
import { BackToLogin } from "~/features/account/admin/forgot-password-screen";
import { FORGOT_PASSWORD_PATH, PASSWORD_RESET_TEXTS, resetPasswordSchema } from "~/features/account/password-reset-schema";

type Props = {
  token: string;
  check: ResetCheck;
  /** The form's answer, when there is one (a success is a redirect to the dashboard). */
  result: ActionResult | null;
};

/**
 * /admin/nouveau-mot-de-passe?token=…: the new password, twice; sent, the account is
 * signed in on its dashboard. An expired link offers to send a new one at once (its address is
 * known); an unknown or used one leads to the request page. A plain form: works without JavaScript.
 */
export function ResetPasswordPage({ token, check, result }: Props) {
  const submitting = useSubmitting();
  const { errors, formProps } = useActionForm({ schema: resetPasswordSchema, actionData: result });
  const linkRefused = result?.intent === "link" && !result.ok;
  const refused = linkRefused || !check.ok;

  if (refused) {
    const message = linkRefused ? (result.toast?.description ?? PASSWORD_RESET_TEXTS.invalid) : PASSWORD_RESET_TEXTS[check.ok ? "invalid" : check.reason];
    const fromResult = linkRefused && typeof result.values?.email === "string" ? result.values.email : null;
    const expiredFor = fromResult ?? (!check.ok && check.reason === "expired" ? check.email : null);
    return (
      <ResetFrame icon={<CircleAlert className="size-6 text-red-700" />}>
        <p role="alert" className="text-center">
          {message}
        </p>
        {expiredFor ? (
          <Form method="post" action={FORGOT_PASSWORD_PATH} className="self-center">
            <input type="hidden" name="email" value={expiredFor} />
            <SubmitButton submitting={submitting} busyLabel={PASSWORD_RESET_TEXTS.sending}>
              {PASSWORD_RESET_TEXTS.askAgain}
            </SubmitButton>
          </Form>
        ) : (
          <Button asChild className="self-center">
            <Link to={FORGOT_PASSWORD_PATH}>{PASSWORD_RESET_TEXTS.askAgain}</Link>
          </Button>
        )}
      </ResetFrame>
    );
  }

  const failure = result && !result.ok && !result.errors ? result.toast : undefined;
  return (
    <ResetFrame icon={<KeyRound className="size-6 text-brand-700" />}>
      <p className="text-center text-muted-foreground">{PASSWORD_RESET_TEXTS.resetIntro(check.email)}</p>
      {failure && !submitting ? <SignedOutAlert>{failure.description}</SignedOutAlert> : null}
      <Form method="post" {...formProps} className="grid gap-4">
        <NewPasswordFields token={token} email={check.email} passwordLabel="Nouveau mot de passe" errors={errors} />
        <SubmitButton submitting={submitting} busyLabel={PASSWORD_RESET_TEXTS.saving} size="lg" className="w-full text-sm">
          {PASSWORD_RESET_TEXTS.save}
        </SubmitButton>
      </Form>
    </ResetFrame>
  );
}

/** The page's card, the form's or the refused link's: they differ by their icon. */
function ResetFrame({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <SignedOutPage title={PASSWORD_RESET_TEXTS.resetTitle} icon={icon} width="sm" contentClassName="text-sm" after={<BackToLogin />}>
      {children}
    </SignedOutPage>
  );
}
