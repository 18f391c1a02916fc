import { useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { useSubmitting } from "~/lib/use-submitting";
import { ArrowLeft, Eye, EyeOff, KeyRound, Sparkles } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { AccountEmailInput, SignedOutAlert, SignedOutPage } from "~/features/auth/signed-out-page";
import { loginSchema } from "~/features/auth/login-schema";

export type DemoAccount = { label: string; email: string; password: string };

/**
 * /admin/login. A plain POST form, so it works before (or without) JavaScript;
 * with it, the shared zod schema checks the fields before anything is sent.
 */
export function LoginPage({ demoAccounts, signupOpen, result }: { demoAccounts: DemoAccount[] | null; signupOpen: boolean; result: ActionResult | null }) {
  // Still true while the dashboard loads after a successful sign-in (a submission redirect).
  const submitting = useSubmitting();

  const [email, setEmail] = useState(typeof result?.values?.email === "string" ? result.values.email : "");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  // A refusal's toast ('Échec de l'authentification' and the server's message) shows once; the password is typed again.
  const { errors, setErrors, formProps } = useActionForm({ schema: loginSchema, actionData: result, onResult: () => setPassword("") });
  const failure = result && !result.ok ? result.toast : undefined;

  const submitRef = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const emailErrorId = `${ids}-email-error`;
  const passwordErrorId = `${ids}-password-error`;

  function fillDemo(account: DemoAccount) {
    setEmail(account.email);
    setPassword(account.password);
    setErrors({});
    submitRef.current?.focus();
  }

  return (
    <SignedOutPage
      title="Connexion au Back-Office"
      description="Gérez le contenu de votre site vitrine."
      width="sm"
      after={
        <>
          {signupOpen ? (
            <p className="text-center text-sm text-muted-foreground">
              Pas encore de site{"\u00a0"}?{" "}
              <Link to="/inscription" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                Créer mon site
              </Link>
            </p>
          ) : null}
          {demoAccounts && demoAccounts.length > 0 ? <DemoHint accounts={demoAccounts} onUse={fillDemo} /> : null}
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 self-center rounded-md text-sm text-muted-foreground transition-colors hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Retour à l'accueil
          </Link>
        </>
      }
    >
      {failure && !submitting ? <SignedOutAlert title={failure.title}>{failure.description}</SignedOutAlert> : null}

      <Form method="post" {...formProps} className="flex flex-col gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-email`}>E-mail</Label>
          <AccountEmailInput
            id={`${ids}-email`}
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? emailErrorId : undefined}
          />
          {errors.email ? <FieldError id={emailErrorId}>{errors.email}</FieldError> : null}
        </div>

        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={`${ids}-password`}>Mot de passe</Label>
            {/* Issue 24: the way back in. Its path is the account domain's (FORGOT_PASSWORD_PATH), written here: auth is below it. */}
            <Link to="/admin/mot-de-passe-oublie" className="rounded-sm text-sm text-brand-700 underline-offset-4 hover:underline">
              Mot de passe oublié{"\u00a0"}?
            </Link>
          </div>
          <div className="relative">
            <Input
              id={`${ids}-password`}
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              required
              className="pr-11"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? passwordErrorId : undefined}
            />
            <button
              type="button"
              onClick={() => setShowPassword((value) => !value)}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-lg text-muted-foreground transition-colors hover:text-foreground"
            >
              {showPassword ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
              <span className="sr-only">Afficher le mot de passe</span>
            </button>
          </div>
          {errors.password ? <FieldError id={passwordErrorId}>{errors.password}</FieldError> : null}
        </div>

        <SubmitButton ref={submitRef} submitting={submitting} busyLabel="Connexion en cours..." size="lg" className="mt-1 w-full text-sm">
          Se connecter
        </SubmitButton>
      </Form>
    </SignedOutPage>
  );
}

function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-sm text-destructive">
      {children}
    </p>
  );
}

/** Demo mode only: the seeded accounts, shown openly, each with a button that fills the form. */
function DemoHint({ accounts, onUse }: { accounts: DemoAccount[]; onUse: (account: DemoAccount) => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-dashed border-gray-300 bg-white/70 px-4 py-3.5">
      <h2 id={titleId} className="flex items-center gap-2 font-sans text-sm font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-brand-600" />
        Comptes de démonstration
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">Choisissez un compte pour remplir le formulaire.</p>
      <ul className="mt-2 divide-y divide-gray-200/80">
        {accounts.map((account) => (
          <li key={account.email} className="flex items-center gap-3 py-2.5">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="truncate text-sm font-medium">{account.label}</p>
              <p className="truncate font-mono text-xs text-muted-foreground">{account.email}</p>
              <p className="flex items-center gap-1 font-mono text-xs text-muted-foreground">
                <KeyRound aria-hidden="true" className="size-3 shrink-0" />
                <span className="sr-only">Mot de passe{"\u00a0"}: </span>
                <span className="truncate">{account.password}</span>
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => onUse(account)}>
              Utiliser<span className="sr-only"> le compte {account.label}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
