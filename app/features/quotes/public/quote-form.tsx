import { useId, type ReactNode } from "react";
import { CircleAlert } from "~/components/icon/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { FormGuardFields, SubmitButton, type GuardedFormProps } from "~/features/submissions/form-guard";
import { EMPTY_QUOTE_VALUES, OTHER_SERVICE, QUOTE_FIELDS, QUOTE_MAX_LENGTHS, type QuoteField, type QuoteFormValues } from "~/features/quotes/quote-request-schema";
import type { QuoteAnswer } from "~/features/quotes/public/quote-result";
import { usePageLanguage } from "~/lib/i18n/page-language";

type Props = GuardedFormProps & {
  options: { value: string; label: string }[];
  /** From `?service=` ('Demander un devis' on a service tab). */
  initialService: string;
  /** The action's answer when it rendered this page (the request refused, what was typed kept). */
  result: QuoteAnswer | null;
};

/**
 * The quote request form: a plain POST form to the services page. The
 * server checks it with the shared schema and renders its messages with what was typed, or
 * redirects back with the 'Demande envoyée!' toast (Post/Redirect/Get). It carries the token and
 * the honeypot of ADR 009; the page's script (enhance.browser.ts) fetches the visitor's token on a
 * cached page, holds a send until the minimum fill time, and shows 'Envoi en cours...' with the
 * button disabled. The HTML rules on the fields (required, minimum lengths, e-mail) are the
 * schema's, for the browser's own checks of the script; the form never relies on them. Its texts
 * are in the page's language (ADR 047); the service chosen is sent as it is named ('Autre' too).
 */
export function QuoteForm({ options, initialService, formToken, tokenUrl, minFillMs, action, result }: Props) {
  const ids = useId();
  const { t } = usePageLanguage();
  const values: QuoteFormValues = result ? result.values : { ...EMPTY_QUOTE_VALUES, service: initialService };
  const errors = result?.status === "invalid" ? result.errors : {};
  const firstInvalid = QUOTE_FIELDS.find((field) => errors[field]);
  const failure = result && result.status !== "invalid" ? result : null;

  function field(name: QuoteField) {
    const error = errors[name];
    return {
      id: `${ids}-${name}`,
      name,
      defaultValue: values[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${ids}-${name}-error` : undefined,
      // Focused (and scrolled to) as the page opens, with or without JavaScript.
      autoFocus: name === firstInvalid,
    };
  }

  return (
    <form
      method="post"
      action={action}
      noValidate
      data-guard=""
      data-token-url={tokenUrl}
      data-min-fill={minFillMs}
      data-fill-left={result?.fillLeftMs ?? minFillMs}
      className="group/form relative"
    >
      {failure || firstInvalid ? (
        <div role="alert" tabIndex={-1} autoFocus={Boolean(failure)} className="mb-5 flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3.5 text-red-900 outline-none">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <div>
            {failure ? <p className="font-semibold">{t("forms.errorTitle")}</p> : null}
            <p className="text-sm">{failure ? failure.message : t("forms.quote.invalidSummary")}</p>
          </div>
        </div>
      ) : null}
      <FormGuardFields token={result?.token ?? formToken} />

      <fieldset className="grid min-w-0 grid-cols-6 gap-x-5 gap-y-5">
        <legend className="sr-only">{t("forms.quote.legend")}</legend>
        <Field label={t("forms.quote.label.firstName")} htmlFor={`${ids}-firstName`} error={errors.firstName} errorId={`${ids}-firstName-error`} className="sm:col-span-3">
          <Input {...field("firstName")} data-first-field="" required minLength={2} autoComplete="given-name" maxLength={QUOTE_MAX_LENGTHS.firstName} />
        </Field>
        <Field label={t("forms.quote.label.lastName")} htmlFor={`${ids}-lastName`} error={errors.lastName} errorId={`${ids}-lastName-error`} className="sm:col-span-3">
          <Input {...field("lastName")} required minLength={2} autoComplete="family-name" maxLength={QUOTE_MAX_LENGTHS.lastName} />
        </Field>
        <Field label={t("forms.quote.label.company")} htmlFor={`${ids}-company`} error={errors.company} errorId={`${ids}-company-error`} className="sm:col-span-3">
          <Input {...field("company")} autoComplete="organization" maxLength={QUOTE_MAX_LENGTHS.company} />
        </Field>
        <Field label={t("forms.quote.label.email")} htmlFor={`${ids}-email`} error={errors.email} errorId={`${ids}-email-error`} className="sm:col-span-3">
          <Input
            {...field("email")}
            type="email"
            required
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("forms.emailPlaceholder")}
            maxLength={QUOTE_MAX_LENGTHS.email}
          />
        </Field>
        <Field label={t("forms.quote.label.phone")} htmlFor={`${ids}-phone`} error={errors.phone} errorId={`${ids}-phone-error`} className="sm:col-span-3">
          <Input {...field("phone")} type="tel" required autoComplete="tel" placeholder={t("forms.quote.phonePlaceholder")} maxLength={QUOTE_MAX_LENGTHS.phone} />
        </Field>
        <Field label={t("forms.quote.label.service")} htmlFor={`${ids}-service`} error={errors.service} errorId={`${ids}-service-error`} className="sm:col-span-3">
          <Select {...field("service")} data-service="" required>
            <option value="">{t("forms.quote.servicePlaceholder")}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === OTHER_SERVICE.value && option.label === OTHER_SERVICE.label ? t("forms.quote.otherService") : option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("forms.quote.label.date")} htmlFor={`${ids}-date`} error={errors.date} errorId={`${ids}-date-error`} className="sm:col-span-2">
          <Input {...field("date")} type="date" required />
        </Field>
        <Field label={t("forms.quote.label.guests")} htmlFor={`${ids}-guests`} error={errors.guests} errorId={`${ids}-guests-error`} className="sm:col-span-2">
          <Input {...field("guests")} placeholder={t("forms.quote.guestsPlaceholder")} maxLength={QUOTE_MAX_LENGTHS.guests} />
        </Field>
        <Field label={t("forms.quote.label.budget")} htmlFor={`${ids}-budget`} error={errors.budget} errorId={`${ids}-budget-error`} className="sm:col-span-2">
          <Input {...field("budget")} placeholder={t("forms.quote.budgetPlaceholder")} maxLength={QUOTE_MAX_LENGTHS.budget} />
        </Field>
        <Field label={t("forms.quote.label.details")} htmlFor={`${ids}-details`} error={errors.details} errorId={`${ids}-details-error`} className="sm:col-span-6">
          <Textarea
            {...field("details")}
            rows={6}
            required
            minLength={10}
            maxLength={QUOTE_MAX_LENGTHS.details}
            placeholder={t("forms.quote.detailsPlaceholder")}
          />
        </Field>

        <div className="col-span-6 flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-600">{t("forms.quote.answerHint")}</p>
          <SubmitButton label={t("forms.quote.submit")} submittingLabel={t("forms.sending")} className="w-full rounded-full px-8 sm:w-auto" />
        </div>
      </fieldset>
    </form>
  );
}

function Field({ label, htmlFor, error, errorId, className, children }: { label: string; htmlFor: string; error?: string; errorId: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("col-span-6 grid content-start gap-2", className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
