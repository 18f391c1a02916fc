import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ArrowLeft, CircleExclamationPoint, Eye, EyeOff, KeyRound, LoaderCircle, Sparkles } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { showToast } from "~/components/ui/toaster";
import { fieldErrors } from "~/lib/form-errors";
import { loginSchema, type LoginErrors, type LoginFields } from "~/features/auth/login-schema";
import { VitrineLogo } from "~/features/landing/vitrine-logo";

export type DemoAccount = { label: string; email: string; password: string };

/** What the login action returns when it does not redirect. */
export type LoginResult = {
  values: { email: string };
  errors: LoginErrors;
  failure: { message: string; id: string } | null;
};

const FAILURE_TITLE = "Échec de l'authentification";

/**
 * /admin/login (back-office.md §2). A plain POST form, so it works before (or without) JavaScript;
 * with it, the shared zod schema checks the fields before anything is sent.
 */
export function LoginPage({ demoAccounts, result }: { demoAccounts: DemoAccount[] | null; result: LoginResult | null }) {
  const navigation = useNavigation();
  // Still true while the dashboard loads after a successful sign-in (a submission redirect).
  const submitting = navigation.state !== "idle" && navigation.formData !== undefined;

  const [email, setEmail] = useState(result?.values.email ?? "");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [clientErrors, setClientErrors] = useState<LoginErrors | null>(null);

  // A new answer from the server replaces what the browser found, and the password is typed again.
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    setClientErrors(null);
    setPassword("");
  }
  const errors: LoginErrors = clientErrors ?? result?.errors ?? {};

  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const emailErrorId = `${ids}-email-error`;
  const passwordErrorId = `${ids}-password-error`;

  // One toast per failed attempt: the action gives each failure a fresh id.
  const toastedFailure = useRef<string | null>(null);
  const failureId = result?.failure?.id ?? null;
  const failureMessage = result?.failure?.message;
  useEffect(() => {
    if (!failureId || toastedFailure.current === failureId) return;
    toastedFailure.current = failureId;
    showToast({ title: FAILURE_TITLE, description: failureMessage, variant: "error" });
  }, [failureId, failureMessage]);

  function validate(values: LoginFields): LoginErrors {
    const parsed = loginSchema.safeParse(values);
    return parsed.success ? {} : fieldErrors<keyof LoginFields>(parsed.error);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate({ email, password });
    if (!found.email && !found.password) {
      setClientErrors(null);
      return;
    }
    // Prevented here, React Router does not submit.
    event.preventDefault();
    setClientErrors(found);
    (found.email ? emailRef : passwordRef).current?.focus();
  }

  // Once a field shows an error, it is checked again as the user types, so the message goes away.
  function update(field: keyof LoginFields, value: string) {
    if (field === "email") setEmail(value);
    else setPassword(value);
    if (!errors[field]) return;
    const found = validate({ email, password, [field]: value });
    setClientErrors({ ...errors, [field]: found[field] });
  }

  function fillDemo(account: DemoAccount) {
    setEmail(account.email);
    setPassword(account.password);
    setClientErrors(null);
    submitRef.current?.focus();
  }

  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center bg-gray-50 px-4 py-10 font-sans sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_70%)]"
      />
      <div className="flex w-full max-w-sm flex-col gap-6">
        <Link to="/" className="self-center rounded-xl" aria-label="Vitrine, accueil">
          <VitrineLogo />
        </Link>

        <Card className="gap-6 shadow-md">
          <CardHeader className="text-center">
            <h1 className="font-sans text-xl font-semibold tracking-tight">Connexion au Back-Office</h1>
            <CardDescription>Gérez le contenu de votre site vitrine.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {result?.failure && !submitting ? (
              <div role="alert" className="flex gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-900">
                <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
                <div className="grid gap-0.5">
                  <p className="font-medium">{FAILURE_TITLE}</p>
                  <p>{result.failure.message}</p>
                </div>
              </div>
            ) : null}

            <Form method="post" noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-email`}>Email</Label>
                <Input
                  ref={emailRef}
                  id={`${ids}-email`}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  placeholder="vous@exemple.fr"
                  value={email}
                  onChange={(event) => update("email", event.target.value)}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? emailErrorId : undefined}
                />
                {errors.email ? <FieldError id={emailErrorId}>{errors.email}</FieldError> : null}
              </div>

              <div className="grid gap-2">
                <Label htmlFor={`${ids}-password`}>Mot de passe</Label>
                <div className="relative">
                  <Input
                    ref={passwordRef}
                    id={`${ids}-password`}
                    name="password"
                    type={showPassword ? "text" : "password"}
                    autoComplete="current-password"
                    required
                    className="pr-11"
                    value={password}
                    onChange={(event) => update("password", event.target.value)}
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

              <Button ref={submitRef} type="submit" size="lg" className="mt-1 w-full text-sm" disabled={submitting}>
                {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {submitting ? "Connexion en cours..." : "Se connecter"}
              </Button>
            </Form>
          </CardContent>
        </Card>

        {demoAccounts && demoAccounts.length > 0 ? <DemoHint accounts={demoAccounts} onUse={fillDemo} /> : null}

        <Link
          to="/"
          className="inline-flex items-center gap-1.5 self-center rounded-md text-sm text-muted-foreground transition-colors hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à l'accueil
        </Link>
      </div>
    </main>
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
                <span className="sr-only">Mot de passe : </span>
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
