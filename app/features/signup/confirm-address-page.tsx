import { ConfirmLinkPage } from "~/features/account/admin/confirm-link-screen";
import type { AddressCheck } from "~/features/signup/address-confirmation.server";

export const CONFIRM_ADDRESS_TEXTS = {
  title: "Confirmer votre adresse e-mail",
  confirmedTitle: "Adresse e-mail confirmée",
  intro: "Confirmez que cette adresse est bien la vôtre\u00a0:",
  button: "Confirmer mon adresse",
  busy: "Confirmation en cours...",
  confirmed: (email: string) => `C'est fait\u00a0: l'adresse ${email} est confirmée. Vous pourrez publier votre site dès qu'il sera prêt.`,
  invalid: "Ce lien de confirmation n'est pas valide ou a déjà été utilisé. Si votre adresse est déjà confirmée, il n'y a rien d'autre à faire.",
  expired: "Ce lien de confirmation a expiré (il était valable 7\u00a0jours). Demandez-en un nouveau depuis votre tableau de bord.",
  error: "Une erreur est survenue lors de la confirmation de votre adresse. Veuillez réessayer.",
  next: { label: "Aller à mon tableau de bord", to: "/admin/dashboard" },
} as const;

type Confirmation = AddressCheck | { ok: false; reason: "error" };

/**
 * /admin/account/confirm-address?token=…: opening the link shows the address and one
 * button; the POST confirms it (ConfirmLinkPage).
 */
export function ConfirmAddressPage({ token, check, confirmed }: { token: string; check: AddressCheck; confirmed: Confirmation | null }) {
  return <ConfirmLinkPage token={token} check={check} confirmed={confirmed} texts={CONFIRM_ADDRESS_TEXTS} />;
}
