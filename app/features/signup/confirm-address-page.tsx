import { Form, Link, useNavigation } from "react-router";
import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { SignedOutPage } from "~/features/auth/signed-out-page";
import type { AddressCheck } from "./address-confirmation.server";

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
  dashboard: "Aller à mon tableau de bord",
} as const;

type Confirmation = AddressCheck | { ok: false; reason: "error" };

/**
 * /admin/account/confirm-address?token=… (issue 14): opening the link shows the address and one
 * button; the POST confirms it. A GET changes nothing, so mail scanners cannot use the link up.
 */
export function ConfirmAddressPage({ token, check, confirmed }: { token: string; check: AddressCheck; confirmed: Confirmation | null }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData !== undefined;
  const state: Confirmation = confirmed ?? check;
  return (
    <SignedOutPage
      title={confirmed?.ok ? CONFIRM_ADDRESS_TEXTS.confirmedTitle : CONFIRM_ADDRESS_TEXTS.title}
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
        <p role="alert">{CONFIRM_ADDRESS_TEXTS[state.reason]}</p>
      ) : confirmed ? (
        <p role="status">{CONFIRM_ADDRESS_TEXTS.confirmed(state.email)}</p>
      ) : (
        <>
          <p>
            {CONFIRM_ADDRESS_TEXTS.intro} <span className="font-medium break-all">{state.email}</span>
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton submitting={submitting} busyLabel={CONFIRM_ADDRESS_TEXTS.busy} size="lg" className="w-full text-sm">
              {CONFIRM_ADDRESS_TEXTS.button}
            </SubmitButton>
          </Form>
        </>
      )}
      {confirmed?.ok ? (
        <Button asChild className="self-center">
          <Link to="/admin/dashboard">{CONFIRM_ADDRESS_TEXTS.dashboard}</Link>
        </Button>
      ) : (
        <Link to="/admin/dashboard" className="self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          {CONFIRM_ADDRESS_TEXTS.dashboard}
        </Link>
      )}
    </SignedOutPage>
  );
}
