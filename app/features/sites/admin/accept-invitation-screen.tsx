import { Form, Link } from "react-router";
import { useSubmitting } from "~/lib/use-submitting";
import { CircleAlert, UserRoundPlus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { SignedOutPage } from "~/features/auth/signed-out-page";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { NewPasswordFields } from "~/features/account/admin/new-password-fields";
import type { AcceptAnswer } from "~/features/sites/accept-invitation-action.server";
import { INVITATION_TEXTS } from "~/features/sites/invitation-schema";
import type { InvitationCheck } from "~/features/sites/site-invitations.server";

type Props = {
  token: string;
  check: InvitationCheck;
  /** The answer of the form's POST, when there is one (a success is a redirect to the dashboard). */
  answer: AcceptAnswer | null;
};

/**
 * /admin/invitation?token=…: the invited person chooses a password and becomes the
 * site's owner, signed in. An expired, used or unknown link says so in French, and what to do.
 * A plain form: it works without JavaScript.
 */
export function AcceptInvitationPage({ token, check, answer }: Props) {
  const submitting = useSubmitting();
  const refused = answer?.kind === "refused" ? answer.check : !check.ok ? check : null;
  const errors = answer?.kind === "invalid" ? answer.errors : {};
  return (
    <SignedOutPage
      title={INVITATION_TEXTS.pageTitle}
      icon={refused ? <CircleAlert className="size-6 text-red-700" /> : <UserRoundPlus className="size-6 text-brand-700" />}
      contentClassName="text-sm"
    >
      {refused || !check.ok ? (
        <>
          <p role="alert" className="text-center">
            {INVITATION_TEXTS[(refused ?? { reason: "invalid" as const }).reason]}
          </p>
          <Button asChild variant="outline" className="self-center">
            <Link to="/admin/login">Aller à la connexion</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-center text-muted-foreground">
            Vous êtes invité(e) à gérer le site{" "}
            <span className="font-medium text-foreground">
              «{"\u00a0"}
              {check.siteName}
              {"\u00a0"}»
            </span>
            . Choisissez le mot de passe de votre compte
            {"\u00a0"}: vous vous connecterez ensuite avec l'adresse <span className="font-medium wrap-anywhere text-foreground">{check.email}</span>.
          </p>
          {check.replacesUnconfirmed ? (
            <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">{INVITATION_TEXTS.replacesUnconfirmed}</p>
          ) : null}
          {answer?.kind === "limited" ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
              {answer.message}
            </p>
          ) : null}
          <Form method="post" className="grid gap-4" noValidate>
            <NewPasswordFields token={token} email={check.email} passwordLabel="Mot de passe" errors={errors} />
            <SubmitButton submitting={submitting} busyLabel="Création du compte..." size="lg" className="w-full text-sm">
              Créer mon compte
            </SubmitButton>
          </Form>
        </>
      )}
    </SignedOutPage>
  );
}
