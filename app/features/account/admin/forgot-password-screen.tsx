import { useState } from "react";
import { Form, Link } from "react-router";
import { useSubmitting } from "~/lib/use-submitting";
import { ArrowLeft, KeyRound, MailCheck } from "lucide-react";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { AccountEmailInput, SignedOutAlert, SignedOutPage } from "~/features/auth/signed-out-page";
import { PASSWORD_RESET_TEXTS, forgotPasswordSchema } from "~/features/account/password-reset-schema";

/**
 * /admin/mot-de-passe-oublie: the account's address, then the same panel whether or not
 * an account has it. A plain POST form: it works before (or without) JavaScript.
 */
export function ForgotPasswordPage({ result }: { result: ActionResult | null }) {
  const submitting = useSubmitting();
  const typed = typeof result?.values?.email === "string" ? result.values.email : "";
  const [email, setEmail] = useState(typed);
  const { errors, formProps } = useActionForm({ schema: forgotPasswordSchema, actionData: result });
  const sent = result?.ok === true && !submitting;
  const failure = result && !result.ok ? result.toast : undefined;

  return (
    <SignedOutPage
      title={sent ? PASSWORD_RESET_TEXTS.sentTitle : PASSWORD_RESET_TEXTS.forgotTitle}
      icon={sent ? <MailCheck className="size-6 text-brand-700" /> : <KeyRound className="size-6 text-brand-700" />}
      width="sm"
      contentClassName="text-sm"
      after={<BackToLogin />}
    >
      {sent ? (
        <p role="status" className="text-center">
          {PASSWORD_RESET_TEXTS.sent(typed)}
        </p>
      ) : (
        <>
          <p className="text-center text-muted-foreground">{PASSWORD_RESET_TEXTS.forgotIntro}</p>
          {failure && !submitting ? <SignedOutAlert>{failure.description}</SignedOutAlert> : null}
          <Form method="post" {...formProps} className="grid gap-4">
            <FormField name="email" label="E-mail" error={errors.email}>
              {(props) => <AccountEmailInput {...props} value={email} onChange={(event) => setEmail(event.target.value)} />}
            </FormField>
            <SubmitButton submitting={submitting} busyLabel={PASSWORD_RESET_TEXTS.sending} size="lg" className="w-full text-sm">
              {PASSWORD_RESET_TEXTS.send}
            </SubmitButton>
          </Form>
        </>
      )}
    </SignedOutPage>
  );
}

/** Below the card of both pages of a forgotten password. */
export function BackToLogin() {
  return (
    <Link
      to="/admin/login"
      className="inline-flex items-center gap-1.5 self-center rounded-md text-sm text-muted-foreground transition-colors hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {PASSWORD_RESET_TEXTS.backToLogin}
    </Link>
  );
}
