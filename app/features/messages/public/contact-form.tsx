import { useId, type ReactNode } from "react";
import { CircleAlert } from "~/components/icon/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { FormGuardFields, SubmitButton, type GuardedFormProps } from "~/features/submissions/form-guard";
import { CONTACT_FIELDS, CONTACT_MAX_LENGTHS, EMPTY_CONTACT_VALUES, type ContactField } from "~/features/messages/contact-schema";
import { answerErrors } from "~/features/submissions/public-answer";
import type { ContactAnswer } from "~/features/messages/public/contact-result";
import { usePageLanguage } from "~/lib/i18n/page-language";
import type { MessageKey } from "~/lib/i18n/messages";

const LABELS: Record<ContactField, MessageKey> = {
  firstName: "forms.contact.label.firstName",
  name: "forms.contact.label.name",
  email: "forms.contact.label.email",
  subject: "forms.contact.label.subject",
  message: "forms.contact.label.message",
};

const AUTOCOMPLETE: Record<ContactField, string> = {
  firstName: "given-name",
  name: "family-name",
  email: "email",
  subject: "off",
  message: "off",
};

/**
 * The contact form: a plain POST form to the contact page. The
 * server checks it with the shared schema and renders its messages with what was typed, or
 * redirects back with the 'Message envoyé!' toast and an empty form (Post/Redirect/Get). It
 * carries the token and the honeypot of ADR 009; the page's script (enhance.browser.ts) fetches
 * the visitor's token on a cached page, holds a send until the minimum fill time, and disables the
 * fields with 'Envoi en cours...' while it goes. Its texts are in the page's language (ADR 047).
 */
export function ContactForm({ formToken, tokenUrl, minFillMs, action, result, className }: GuardedFormProps & { result?: ContactAnswer; className?: string }) {
  const ids = useId();
  const { t } = usePageLanguage();
  const values = result?.values ?? EMPTY_CONTACT_VALUES;
  const errors = answerErrors(result);
  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]);
  const failure = result && result.status !== "invalid" ? result : null;

  function field(name: ContactField) {
    const errorId = `${ids}-${name}-error`;
    const error = errors[name];
    return {
      id: `${ids}-${name}`,
      name,
      required: true,
      autoComplete: AUTOCOMPLETE[name],
      maxLength: CONTACT_MAX_LENGTHS[name],
      defaultValue: values[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId : undefined,
      // Focused (and scrolled to) as the page opens, with or without JavaScript.
      autoFocus: name === firstInvalid,
    };
  }

  function row(name: ContactField, input: ReactNode) {
    const error = errors[name];
    return (
      <div className={cn("grid content-start gap-2", (name === "subject" || name === "message" || name === "email") && "sm:col-span-2")}>
        <Label htmlFor={`${ids}-${name}`}>{t(LABELS[name])}</Label>
        {input}
        {error ? (
          <p id={`${ids}-${name}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form method="post" action={action} noValidate data-guard="" data-token-url={tokenUrl} data-min-fill={minFillMs} data-fill-left={result?.fillLeftMs ?? minFillMs} className={cn("group/form relative", className)}>
      {failure ? (
        <div role="alert" tabIndex={-1} autoFocus className="mb-5 flex gap-3 rounded-2xl bg-red-50 p-4 text-red-950 ring-1 ring-red-200 outline-none ring-inset">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <div>
            <p className="font-semibold">{t("forms.errorTitle")}</p>
            <p className="text-sm">{failure.message}</p>
          </div>
        </div>
      ) : null}
      <FormGuardFields token={result?.token ?? formToken} />
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t("forms.contact.legend")}</legend>
        {row("firstName", <Input {...field("firstName")} data-first-field="" className="h-11" />)}
        {row("name", <Input {...field("name")} className="h-11" />)}
        {row(
          "email",
          <Input {...field("email")} type="email" inputMode="email" autoCapitalize="none" spellCheck={false} placeholder={t("forms.emailPlaceholder")} className="h-11" />,
        )}
        {row("subject", <Input {...field("subject")} className="h-11" />)}
        {row("message", <Textarea {...field("message")} rows={5} />)}
        <div className="sm:col-span-2">
          <SubmitButton label={t("forms.contact.submit")} submittingLabel={t("forms.sending")} className="w-full sm:w-auto" />
        </div>
      </fieldset>
    </form>
  );
}
