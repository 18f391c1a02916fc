import { ConfirmLinkPage } from "~/features/account/admin/confirm-link-screen";
import { ACCOUNT_MESSAGES } from "~/features/account/account-schema";
import type { TokenCheck } from "~/features/account/email-change.server";

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
 * the POST changes it (ConfirmLinkPage).
 */
export function ConfirmEmailPage({ token, check, confirmed }: Props) {
  return (
    <ConfirmLinkPage
      token={token}
      state={confirmed ?? check}
      confirmed={confirmed !== null}
      texts={{
        ...CONFIRM_EMAIL_TEXTS,
        intro: (email) => (
          <>
            Votre compte utilisera désormais l'adresse <span className="font-medium break-all">{email}</span>.
          </>
        ),
        button: "Confirmer cette adresse",
        busy: "Confirmation en cours...",
        next: { label: "Aller à mon compte", to: "/admin/account" },
      }}
    />
  );
}
