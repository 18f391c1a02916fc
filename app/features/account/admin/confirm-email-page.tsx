import { Form, Link, useNavigation } from "react-router";
import { CircleAlert, CircleCheck, LoaderCircle, MailCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { VitrineLogo } from "~/features/landing/vitrine-logo";
import { ACCOUNT_MESSAGES } from "../account-schemas";
import type { TokenCheck } from "../email-change.server";

export const CONFIRM_EMAIL_TEXTS = {
  title: "Confirmer votre nouvelle adresse email",
  confirmed: (email: string) => `C'est fait : vous vous connectez désormais avec ${email}.`,
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
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center bg-gray-50 px-4 py-10 font-sans">
      <div className="flex w-full max-w-md flex-col gap-6">
        <Link to="/" className="self-center rounded-xl" aria-label="Vitrine, accueil">
          <VitrineLogo />
        </Link>
        <Card className="gap-5 shadow-md">
          <CardHeader className="items-center text-center">
            <span aria-hidden="true" className="mb-1 grid size-12 place-items-center rounded-full bg-muted">
              {!state.ok ? (
                <CircleAlert className="size-6 text-red-700" />
              ) : confirmed ? (
                <CircleCheck className="size-6 text-green-700" />
              ) : (
                <MailCheck className="size-6 text-brand-700" />
              )}
            </span>
            <h1 className="font-sans text-xl font-semibold tracking-tight">{CONFIRM_EMAIL_TEXTS.title}</h1>
          </CardHeader>
          <CardContent className="flex flex-col gap-5 text-center text-sm">
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
                  <Button type="submit" size="lg" className="w-full text-sm" disabled={submitting}>
                    {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                    {submitting ? "Confirmation en cours..." : "Confirmer cette adresse"}
                  </Button>
                </Form>
              </>
            )}
            <Link to="/admin/account" className="self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
              Aller à mon compte
            </Link>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
