import { Form, Link, useNavigation } from "react-router";
import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { SignedOutPage } from "~/features/auth/signed-out-page";
import { ACCOUNT_MESSAGES } from "../account-schemas";
import type { TokenCheck } from "../email-change.server";

export const CONFIRM_EMAIL_TEXTS = {
  title: "Confirmer votre nouvelle adresse email",
  confirmed: (email: string) => `C'est fait\u00a0: vous vous connectez désormais avec ${email}.`,
  invalid: "Ce lien de confirmation n'est pas valide ou a déjà été utilisé.",
  expired: "Ce lien de confirmation a expiré. Demandez un nouveau changement d'adresse depuis votre compte.",
  taken: ACCOUNT_MESSAGES.emailTaken,
  error: ACCOUNT_MESSAGES.emailFailed,
} as const;

type Confirmation = TokenCheck | { ok: false; reason: "error" };

type Props = {
  token: string;
  check: TokenCheck;
  /** The answer of the confirmation POST, when there is one. */
  confirmed: Confirmation | null;
};

/**
 * /admin/account/confirm-email?token=… — opening the link shows the new address and one button;
 * the POST changes it. A link that only GETs changes nothing, so mail scanners that open links
 * cannot use it up.
 */
export function ConfirmEmailPage({ token, check, confirmed }: Props) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData !== undefined;
  const state: Confirmation = confirmed ?? check;
  return (
    <SignedOutPage
      title={CONFIRM_EMAIL_TEXTS.title}
      icon={
        !state.ok ? (
          <CircleAlert className="size-6 text-red-700" />
        ) : confirmed ? (
          <CircleCheck className="size-6 text-green-700" />
        ) : (
          <MailCheck className="size-6 text-brand-700" />
        )
      }
      contentClassName="text-center text-sm"
    >
      {!state.ok ? (
        <p role="alert">{CONFIRM_EMAIL_TEXTS[state.reason]}</p>
      ) : confirmed ? (
        <p role="status">{CONFIRM_EMAIL_TEXTS.confirmed(state.email)}</p>
      ) : (
        <>
          <p>
            Votre compte utilisera désormais l'adresse <span className="font-medium break-all">{state.email}</span>.
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton submitting={submitting} busyLabel="Confirmation en cours..." size="lg" className="w-full text-sm">
              Confirmer cette adresse
            </SubmitButton>
          </Form>
        </>
      )}
      <Link to="/admin/account" className="self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
        Aller à mon compte
      </Link>
    </SignedOutPage>
  );
}
