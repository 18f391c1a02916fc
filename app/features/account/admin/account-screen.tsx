import { useId, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AtSign, KeyRound, MailCheck, ShieldCheck, UserRound } from "lucide-react";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { FormField } from "~/features/admin-kit/form-field";
import { roleLabel } from "~/features/admin-kit/role-label";
import { formatDate } from "~/features/admin-kit/format-date";
import { PageHeader } from "~/features/admin-kit/page-header";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import {
  PASSWORD_FIELDS,
  PASSWORD_MAX,
  emailChangeSchema,
  passwordChangeSchema,
  type EmailFormValues,
  type PasswordField,
  type PasswordFormValues,
} from "~/features/account/account-schema";

type Props = {
  email: string;
  role: string;
  pendingEmail: { email: string; expiresAt: string } | null;
  passwordUpdatedAt: string | null;
  /** The route's action data: the answer to one of the two forms (they post by navigation). */
  result: ActionResult | null;
};

/** /admin/account: the signed-in user's e-mail and password. */
export function AccountPage({ email, role, pendingEmail, passwordUpdatedAt, result }: Props) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title="Mon compte" description="Votre adresse de connexion et votre mot de passe." />

      <Card className="flex-row items-center gap-4 px-6 py-5">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
          <UserRound className="size-5" />
        </span>
        <dl className="grid min-w-0 gap-0.5 text-sm">
          <dt className="sr-only">E-mail</dt>
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

/** Which of the page's two forms is being sent. */
function useSubmitting(intent: "email" | "password"): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

const EMPTY_EMAIL_FORM: EmailFormValues = { email: "", currentPassword: "" };

function EmailForm({ currentEmail, pendingEmail, result }: { currentEmail: string; pendingEmail: Props["pendingEmail"]; result: ActionResult | null }) {
  const submitting = useSubmitting("email");
  // Without JavaScript a refused form comes back with the address typed; the password is never sent back.
  const typed = result?.values as Partial<EmailFormValues> | undefined;
  const [values, setValues] = useState<EmailFormValues>({ ...EMPTY_EMAIL_FORM, email: typed?.email ?? "" });
  const { errors, formProps } = useActionForm({
    schema: emailChangeSchema,
    actionData: result,
    onResult(answer) {
      // Sent: the form starts empty again. A refused password is typed again; the address stays as typed.
      if (answer.ok) setValues(EMPTY_EMAIL_FORM);
      else if (answer.errors?.currentPassword) setValues((v) => ({ ...v, currentPassword: "" }));
    },
  });
  const ids = useId();
  const update = (field: keyof EmailFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  return (
    <Section
      icon={<AtSign aria-hidden="true" className="size-4 text-muted-foreground" />}
      title="Adresse email"
      description={
        <>
          Adresse actuelle{"\u00a0"}: <span className="font-medium text-foreground">{currentEmail}</span>. Elle reste valable jusqu'à ce que vous confirmiez la
          nouvelle depuis le lien reçu.
        </>
      }
    >
      {pendingEmail ? (
        <p role="status" className="mb-4 flex gap-2.5 rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-3 text-sm text-sky-950">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
          <span>
            En attente de confirmation{"\u00a0"}: <span className="font-medium break-all">{pendingEmail.email}</span>. Ouvrez le lien envoyé à cette adresse
            (valable 24 heures).
          </span>
        </p>
      ) : null}
      <Form method="post" {...formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="email" />
        <FormField formId={ids} name="email" label="Nouvelle adresse email" error={errors.email} className="sm:max-w-sm">
          {(props) => (
            <Input
              {...props}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              placeholder="vous@exemple.fr"
              value={values.email}
              onChange={(event) => update("email", event.target.value)}
            />
          )}
        </FormField>
        <FormField
          formId={ids}
          name="currentPassword"
          label="Mot de passe actuel"
          error={errors.currentPassword}
          hint={errors.currentPassword ? null : "Pour vérifier que c'est bien vous."}
          className="sm:max-w-sm"
        >
          {(props) => (
            <Input
              {...props}
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
              value={values.currentPassword}
              onChange={(event) => update("currentPassword", event.target.value)}
            />
          )}
        </FormField>
        <div>
          <SubmitButton submitting={submitting} busyLabel="Envoi en cours...">
            Mettre à jour l'email
          </SubmitButton>
        </div>
      </Form>
    </Section>
  );
}

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

function PasswordForm({ updatedAt, result }: { updatedAt: string | null; result: ActionResult | null }) {
  const submitting = useSubmitting("password");
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const { errors, formProps } = useActionForm({
    schema: passwordChangeSchema,
    actionData: result,
    // A refused current password is typed again.
    onResult: (answer) => answer.errors?.currentPassword && setValues((v) => ({ ...v, currentPassword: "" })),
  });
  const ids = useId();
  const update = (field: PasswordField, value: string) => setValues((v) => ({ ...v, [field]: value }));

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
      <Form method="post" {...formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="password" />
        {PASSWORD_FIELDS.map((field) => (
          <FormField key={field} formId={ids} name={field} label={PASSWORD_LABELS[field]} error={errors[field]} className="sm:max-w-sm">
            {(props) => (
              <Input
                {...props}
                type="password"
                autoComplete={AUTOCOMPLETE[field]}
                maxLength={PASSWORD_MAX}
                value={values[field]}
                onChange={(event) => update(field, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Vos autres sessions (autres navigateurs, autres appareils) seront déconnectées{"\u00a0"}; celle-ci reste ouverte.
        </p>
        <div>
          <SubmitButton submitting={submitting} busyLabel="Modification...">
            Modifier le mot de passe
          </SubmitButton>
        </div>
      </Form>
    </Section>
  );
}
