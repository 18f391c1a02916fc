import { ConfirmLinkPage } from "~/features/account/admin/confirm-link-screen";
import { ACCOUNT_MESSAGES } from "~/features/account/account-schema";
import type { TokenCheck } from "~/features/account/email-change.server";

export const CONFIRM_EMAIL_TEXTS = {
  title: "Confirmer votre nouvelle adresse email",
  intro: "Votre compte utilisera désormais l'adresse",
  introEnd: ".",
  button: "Confirmer cette adresse",
  busy: "Confirmation en cours...",
  confirmed: (email: string) => `C'est fait\u00a0: vous vous connectez désormais avec ${email}.`,
  invalid: "Ce lien de confirmation n'est pas valide ou a déjà été utilisé.",
  expired: "Ce lien de confirmation a expiré. Demandez un nouveau changement d'adresse depuis votre compte.",
  taken: ACCOUNT_MESSAGES.emailTaken,
  error: ACCOUNT_MESSAGES.emailFailed,
  next: { label: "Aller à mon compte", to: "/admin/account" },
} as const;

type Confirmation = TokenCheck | { ok: false; reason: "error" };

/**
 * /admin/account/confirm-email?token=… — opening the link shows the new address and one button;
 * the POST changes it (ConfirmLinkPage).
 */
export function ConfirmEmailPage({ token, check, confirmed }: { token: string; check: TokenCheck; confirmed: Confirmation | null }) {
  return <ConfirmLinkPage token={token} check={check} confirmed={confirmed} texts={CONFIRM_EMAIL_TEXTS} />;
}
