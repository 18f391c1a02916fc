import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AtSign, KeyRound, LoaderCircle, MailCheck, ShieldCheck, UserRound } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { fieldErrors } from "~/lib/form-errors";
import { roleLabel } from "~/features/admin-kit/role-label";
import { formatDate } from "~/features/admin-kit/format-date";
import { PageHeader } from "~/features/admin-kit/page-header";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import {
  EMAIL_FIELDS,
  PASSWORD_FIELDS,
  PASSWORD_MAX,
  emailChangeSchema,
  passwordChangeSchema,
  type EmailField,
  type EmailFormErrors,
  type EmailFormValues,
  type PasswordField,
  type PasswordFormErrors,
  type PasswordFormValues,
} from "../account-schemas";
import type { AccountActionResult } from "../account-action.server";

type Props = {
  email: string;
  role: string;
  pendingEmail: { email: string; expiresAt: string } | null;
  passwordUpdatedAt: string | null;
  result: AccountActionResult | null;
};

/** /admin/account (back-office.md §2, §5, §8): the signed-in user's e-mail and password. */
export function AccountPage({ email, role, pendingEmail, passwordUpdatedAt, result }: Props) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title="Mon compte" description="Votre adresse de connexion et votre mot de passe." />

      <Card className="flex-row items-center gap-4 px-6 py-5">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
          <UserRound className="size-5" />
        </span>
        <dl className="grid min-w-0 gap-0.5 text-sm">
          <dt className="sr-only">Email</dt>
          <dd className="truncate font-medium">{email}</dd>
          <dt className="sr-only">Rôle</dt>
          <dd className="text-muted-foreground">{roleLabel(role)}</dd>
        </dl>
      </Card>

      <EmailForm currentEmail={email} pendingEmail={pendingEmail} result={result?.intent === "email" ? result : null} />
      {/* A new key after a successful change (the date moves): the form starts empty again. */}
      <PasswordForm key={passwordUpdatedAt ?? "none"} updatedAt={passwordUpdatedAt} result={result?.intent === "password" ? result : null} />
    </div>
  );
}

function Section({ icon, title, description, children }: { icon: ReactNode; title: string; description: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="gap-5">
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function FieldError({ id, children }: { id: string; children?: string }) {
  return children ? (
    <p id={id} className="text-sm text-destructive">
      {children}
    </p>
  ) : null;
}

/** Which of the page's two forms is being sent. */
function useSubmitting(intent: "email" | "password"): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

type EmailResult = Extract<AccountActionResult, { intent: "email" }>;

const EMPTY_EMAIL_FORM: EmailFormValues = { email: "", currentPassword: "" };

function EmailForm({ currentEmail, pendingEmail, result }: { currentEmail: string; pendingEmail: Props["pendingEmail"]; result: EmailResult | null }) {
  const submitting = useSubmitting("email");
  // Without JavaScript a refused form comes back with the address typed; the password is never sent back.
  const [values, setValues] = useState<EmailFormValues>(result && result.status !== "sent" ? { ...EMPTY_EMAIL_FORM, email: result.values.email } : EMPTY_EMAIL_FORM);
  const [errors, setErrors] = useState<EmailFormErrors>(result?.status === "invalid" ? result.errors : {});
  const refs = useRef<Partial<Record<EmailField, HTMLInputElement | null>>>({});
  const ids = useId();

  useOnResult(result, (answer) => {
    if (answer.status === "sent") {
      setValues(EMPTY_EMAIL_FORM);
      setErrors({});
      showResultToast(answer.toast);
    } else if (answer.status === "failed") {
      showResultToast(answer.toast);
    } else {
      setErrors(answer.errors);
      // A refused password is typed again; the address stays as typed.
      if (answer.errors.currentPassword) setValues((v) => ({ ...v, currentPassword: "" }));
      focusFirst(answer.errors);
    }
  });

  function validate(next: EmailFormValues): EmailFormErrors {
    const parsed = emailChangeSchema.safeParse(next);
    return parsed.success ? {} : fieldErrors<EmailField>(parsed.error);
  }

  function focusFirst(found: EmailFormErrors) {
    const first = EMAIL_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(values);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    focusFirst(found);
  }

  function update(field: EmailField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (Object.values(errors).some(Boolean)) {
      const found = validate(next);
      // Only messages already shown are refreshed: a field is not judged before it is left.
      setErrors(Object.fromEntries(EMAIL_FIELDS.filter((f) => errors[f]).map((f) => [f, found[f]])));
    }
  }

  const emailError = `${ids}-email-error`;
  const passwordError = `${ids}-password-error`;
  return (
    <Section
      icon={<AtSign aria-hidden="true" className="size-4 text-muted-foreground" />}
      title="Adresse email"
      description={
        <>
          Adresse actuelle : <span className="font-medium text-foreground">{currentEmail}</span>. Elle reste valable jusqu'à ce que vous confirmiez la
          nouvelle depuis le lien reçu.
        </>
      }
    >
      {pendingEmail ? (
        <p role="status" className="mb-4 flex gap-2.5 rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-3 text-sm text-sky-950">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
          <span>
            En attente de confirmation : <span className="font-medium break-all">{pendingEmail.email}</span>. Ouvrez le lien envoyé à cette adresse (valable 24
            heures).
          </span>
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={handleSubmit} className="grid gap-4">
        <input type="hidden" name="intent" value="email" />
        <div className="grid gap-2 sm:max-w-sm">
          <Label htmlFor={`${ids}-email`}>Nouvelle adresse email</Label>
          <Input
            ref={(el) => void (refs.current.email = el)}
            id={`${ids}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            placeholder="vous@exemple.fr"
            value={values.email}
            onChange={(event) => update("email", event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? emailError : undefined}
          />
          <FieldError id={emailError}>{errors.email}</FieldError>
        </div>
        <div className="grid gap-2 sm:max-w-sm">
          <Label htmlFor={`${ids}-email-password`}>Mot de passe actuel</Label>
          <Input
            ref={(el) => void (refs.current.currentPassword = el)}
            id={`${ids}-email-password`}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            value={values.currentPassword}
            onChange={(event) => update("currentPassword", event.target.value)}
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={errors.currentPassword ? passwordError : `${ids}-email-password-hint`}
          />
          <FieldError id={passwordError}>{errors.currentPassword}</FieldError>
          {errors.currentPassword ? null : (
            <p id={`${ids}-email-password-hint`} className="text-sm text-muted-foreground">
              Pour vérifier que c'est bien vous.
            </p>
          )}
        </div>
        <div>
          <Button type="submit" disabled={submitting}>
            {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {submitting ? "Envoi en cours..." : "Mettre à jour l'email"}
          </Button>
        </div>
      </Form>
    </Section>
  );
}

type PasswordResult = Extract<AccountActionResult, { intent: "password" }>;

const PASSWORD_LABELS: Record<PasswordField, string> = {
  currentPassword: "Mot de passe actuel",
  newPassword: "Nouveau mot de passe",
  confirmPassword: "Confirmer le nouveau mot de passe",
};
const AUTOCOMPLETE: Record<PasswordField, string> = {
  currentPassword: "current-password",
  newPassword: "new-password",
  confirmPassword: "new-password",
};
const EMPTY_PASSWORDS: PasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

function PasswordForm({ updatedAt, result }: { updatedAt: string | null; result: PasswordResult | null }) {
  const submitting = useSubmitting("password");
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<PasswordFormErrors>(result?.status === "invalid" ? result.errors : {});
  const refs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});
  const ids = useId();

  useOnResult(result, (answer) => {
    if (answer.status === "failed") {
      showResultToast(answer.toast);
      return;
    }
    setErrors(answer.errors);
    // A refused current password is typed again.
    if (answer.errors.currentPassword) setValues((v) => ({ ...v, currentPassword: "" }));
    focusFirst(answer.errors);
  });

  function validate(next: PasswordFormValues): PasswordFormErrors {
    const parsed = passwordChangeSchema.safeParse(next);
    return parsed.success ? {} : fieldErrors<PasswordField>(parsed.error);
  }

  function focusFirst(found: PasswordFormErrors) {
    const first = PASSWORD_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(values);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    focusFirst(found);
  }

  function update(field: PasswordField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (Object.values(errors).some(Boolean)) {
      const found = validate(next);
      // Only messages already shown are refreshed: a field is not judged before it is left.
      setErrors(Object.fromEntries(PASSWORD_FIELDS.filter((f) => errors[f]).map((f) => [f, found[f]])));
    }
  }

  return (
    <Section
      icon={<KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />}
      title="Mot de passe"
      description={
        <>
          Au moins 6 caractères.{" "}
          {updatedAt ? (
            <>
              Dernière modification le <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>.
            </>
          ) : null}
        </>
      }
    >
      <Form method="post" noValidate onSubmit={handleSubmit} className="grid gap-4">
        <input type="hidden" name="intent" value="password" />
        {PASSWORD_FIELDS.map((field) => {
          const errorId = `${ids}-${field}-error`;
          return (
            <div key={field} className="grid gap-2 sm:max-w-sm">
              <Label htmlFor={`${ids}-${field}`}>{PASSWORD_LABELS[field]}</Label>
              <Input
                ref={(el) => void (refs.current[field] = el)}
                id={`${ids}-${field}`}
                name={field}
                type="password"
                autoComplete={AUTOCOMPLETE[field]}
                maxLength={PASSWORD_MAX}
                value={values[field]}
                onChange={(event) => update(field, event.target.value)}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? errorId : undefined}
              />
              <FieldError id={errorId}>{errors[field]}</FieldError>
            </div>
          );
        })}
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Vos autres sessions (autres navigateurs, autres appareils) seront déconnectées ; celle-ci reste ouverte.
        </p>
        <div>
          <Button type="submit" disabled={submitting}>
            {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {submitting ? "Modification..." : "Modifier le mot de passe"}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
