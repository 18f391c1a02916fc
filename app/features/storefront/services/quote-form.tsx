import { useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { Form, useFormAction, useNavigation, useSubmit } from "react-router";
import { CircleAlert, CircleCheck, LoaderCircle, Send } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { showToast } from "~/components/ui/toaster";
import { fieldErrors } from "~/lib/form-errors";
import { cn } from "~/lib/cn";
import { FormGuardFields, useFillDelay, useVisitorToken } from "~/features/submissions/form-guard";
import { SUBMISSION_TEXTS } from "~/features/submissions/submission-fields";
import {
  EMPTY_QUOTE_VALUES,
  QUOTE_FIELDS,
  QUOTE_MAX_LENGTHS,
  quoteFormSchema,
  type QuoteField,
  type QuoteFormErrors,
  type QuoteFormValues,
} from "~/features/quotes/quote-form-schema";
import { QUOTE_SECTION_ID } from "./services-defaults";
import { QUOTE_TEXTS, quoteFailureText, type QuoteActionResult } from "./quote-result";

export type QuoteFormHandle = {
  /** 'Demander un devis' on a service tab: choose that service and bring the form into view. */
  selectService(service: string): void;
};

type Props = {
  options: { value: string; label: string }[];
  /** From `?service=` (the link that works without JavaScript). */
  initialService: string;
  /** The page's token (ADR 009); a refused answer may name another one to carry. */
  formToken: string;
  result: QuoteActionResult | null;
  ref?: Ref<QuoteFormHandle>;
};

function validate(values: QuoteFormValues): QuoteFormErrors {
  const parsed = quoteFormSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors<QuoteField>(parsed.error);
}

function initialValues(result: QuoteActionResult | null, initialService: string): QuoteFormValues {
  if (result && result.status !== "success") return result.values;
  return { ...EMPTY_QUOTE_VALUES, service: result?.status === "success" ? "" : initialService };
}

/**
 * The quote request form (public-site.md §5). A plain POST form, so it works without JavaScript;
 * with it, the shared schema checks the fields first and the answer comes as a toast (§8). It
 * carries the page's token and a honeypot (ADR 009).
 */
export function QuoteForm({ options, initialService, formToken, result, ref }: Props) {
  const navigation = useNavigation();
  const formAction = useFormAction();
  const submit = useSubmit();
  const pageToken = useVisitorToken(formToken, "quote");
  const token = (result && result.status !== "success" ? result.token : undefined) ?? pageToken;
  const fillDelay = useFillDelay(token);
  const [holding, setHolding] = useState(false);
  // The page's only form: any POST in flight is this one (still true while the page reloads its data).
  const submitting = holding || (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST");
  const action = `${formAction}#${QUOTE_SECTION_ID}`;

  const [values, setValues] = useState<QuoteFormValues>(() => initialValues(result, initialService));
  const [clientErrors, setClientErrors] = useState<QuoteFormErrors | null>(null);
  const [successShown, setSuccessShown] = useState(result?.status === "success");

  // A new answer from the server: keep what was typed on failure, start afresh on success.
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    setClientErrors(null);
    setSuccessShown(result?.status === "success");
    if (result) setValues(initialValues(result, initialService));
  }
  const errors: QuoteFormErrors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});

  const ids = useId();
  const focusField = (name: QuoteField, options?: FocusOptions) => document.getElementById(`${ids}-${name}`)?.focus(options);

  // One toast per answer.
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!result || toasted.current === result.id) return;
    toasted.current = result.id;
    if (result.status === "success") showToast({ title: QUOTE_TEXTS.successTitle, description: QUOTE_TEXTS.successText });
    else if (result.status === "failed") showToast({ title: QUOTE_TEXTS.errorTitle, description: quoteFailureText(result.reason), variant: "error" });
    else if (result.status === "refused") showToast({ title: SUBMISSION_TEXTS.refusedTitle, description: result.message, variant: "error" });
  }, [result]);

  useImperativeHandle(ref, () => ({
    selectService(service: string) {
      setValues((current) => ({ ...current, service }));
      setClientErrors((current) => (current?.service ? { ...current, service: undefined } : current));
      const section = document.getElementById(QUOTE_SECTION_ID);
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      section?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
      // The visitor's next step is their name; the chosen service is already filled in.
      focusField("firstName", { preventScroll: true });
    },
  }));

  // Submitted here rather than by <Form>, so a fast (autofilled) form can be held until the
  // minimum fill time has passed, and a second click meanwhile does nothing.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values);
    const firstInvalid = QUOTE_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setClientErrors(found);
      focusField(firstInvalid);
      return;
    }
    setClientErrors(null);
    // Read now: disabled fields are no longer part of the form data.
    const formData = new FormData(event.currentTarget);
    const send = () => void submit(formData, { method: "post", action, preventScrollReset: true });
    const wait = fillDelay();
    if (wait === 0) return send();
    setHolding(true);
    window.setTimeout(() => {
      setHolding(false);
      send();
    }, wait);
  }

  // Once a field shows an error it is checked again as the visitor types, so the message goes away.
  function update(field: QuoteField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setSuccessShown(false);
    if (errors[field]) setClientErrors({ ...errors, [field]: validate(next)[field] });
  }

  function field(name: QuoteField) {
    const errorId = `${ids}-${name}-error`;
    return {
      id: `${ids}-${name}`,
      name,
      value: values[name],
      disabled: submitting,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? errorId : undefined,
      onChange: (event: { target: { value: string } }) => update(name, event.target.value),
    };
  }

  const serverFailure = (result?.status === "failed" || result?.status === "refused") && !clientErrors && !submitting ? result : null;
  const serverInvalid = result?.status === "invalid" && !clientErrors;

  return (
    <Form method="post" action={action} noValidate preventScrollReset onSubmit={handleSubmit} className="relative grid grid-cols-6 gap-x-5 gap-y-5">
      {successShown && result?.status === "success" ? (
        <div role="status" className="col-span-6 flex gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3.5 text-green-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <div>
            <p className="font-semibold">{QUOTE_TEXTS.successTitle}</p>
            <p className="text-sm">{QUOTE_TEXTS.successText}</p>
          </div>
        </div>
      ) : null}
      {serverFailure || serverInvalid ? (
        <div role="alert" className="col-span-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3.5 text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <div>
            {serverFailure ? <p className="font-semibold">{QUOTE_TEXTS.errorTitle}</p> : null}
            <p className="text-sm">{serverFailure ? failureText(serverFailure) : QUOTE_TEXTS.invalidSummary}</p>
          </div>
        </div>
      ) : null}
      <FormGuardFields token={token} />

      <Field label="Prénom" htmlFor={`${ids}-firstName`} error={errors.firstName} errorId={`${ids}-firstName-error`} className="sm:col-span-3">
        <Input {...field("firstName")} autoComplete="given-name" maxLength={QUOTE_MAX_LENGTHS.firstName} />
      </Field>
      <Field label="Nom" htmlFor={`${ids}-lastName`} error={errors.lastName} errorId={`${ids}-lastName-error`} className="sm:col-span-3">
        <Input {...field("lastName")} autoComplete="family-name" maxLength={QUOTE_MAX_LENGTHS.lastName} />
      </Field>
      <Field label="Entreprise (optionnel)" htmlFor={`${ids}-company`} error={errors.company} errorId={`${ids}-company-error`} className="sm:col-span-3">
        <Input {...field("company")} autoComplete="organization" maxLength={QUOTE_MAX_LENGTHS.company} />
      </Field>
      <Field label="Email" htmlFor={`${ids}-email`} error={errors.email} errorId={`${ids}-email-error`} className="sm:col-span-3">
        <Input {...field("email")} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} placeholder="vous@exemple.fr" maxLength={QUOTE_MAX_LENGTHS.email} />
      </Field>
      <Field label="Téléphone" htmlFor={`${ids}-phone`} error={errors.phone} errorId={`${ids}-phone-error`} className="sm:col-span-3">
        <Input {...field("phone")} type="tel" autoComplete="tel" placeholder="06 12 34 56 78" maxLength={QUOTE_MAX_LENGTHS.phone} />
      </Field>
      <Field label="Service souhaité" htmlFor={`${ids}-service`} error={errors.service} errorId={`${ids}-service-error`} className="sm:col-span-3">
        <Select {...field("service")}>
          <option value="">Sélectionnez un service</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Date de l'événement" htmlFor={`${ids}-date`} error={errors.date} errorId={`${ids}-date-error`} className="sm:col-span-2">
        <Input {...field("date")} type="date" />
      </Field>
      <Field label="Nombre d'invités (optionnel)" htmlFor={`${ids}-guests`} error={errors.guests} errorId={`${ids}-guests-error`} className="sm:col-span-2">
        <Input {...field("guests")} placeholder="Ex. : 40" maxLength={QUOTE_MAX_LENGTHS.guests} />
      </Field>
      <Field label="Budget (optionnel)" htmlFor={`${ids}-budget`} error={errors.budget} errorId={`${ids}-budget-error`} className="sm:col-span-2">
        <Input {...field("budget")} placeholder="Ex. : 800 €" maxLength={QUOTE_MAX_LENGTHS.budget} />
      </Field>
      <Field label="Détails de votre projet" htmlFor={`${ids}-details`} error={errors.details} errorId={`${ids}-details-error`} className="sm:col-span-6">
        <Textarea {...field("details")} rows={6} maxLength={QUOTE_MAX_LENGTHS.details} placeholder="Type d'événement, lieu, horaires, envies particulières, régimes alimentaires…" />
      </Field>

      <div className="col-span-6 flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-600">Nous vous répondons avec une proposition adaptée à votre projet.</p>
        <Button type="submit" size="lg" disabled={submitting} className="w-full rounded-full px-8 sm:w-auto">
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {submitting ? QUOTE_TEXTS.submitting : QUOTE_TEXTS.submit}
        </Button>
      </div>
    </Form>
  );
}

function failureText(result: Extract<QuoteActionResult, { status: "failed" | "refused" }>): string {
  return result.status === "refused" ? result.message : quoteFailureText(result.reason);
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
