import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { CircleAlert, CircleCheck, LoaderCircle, Send } from "~/components/icon/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showToast } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { fieldErrors } from "~/lib/form-errors";
import { siteHref } from "~/features/site-resolution/site-links";
import { useStorefront } from "~/features/storefront/use-storefront";
import { FormGuardFields, useFillDelay, useVisitorToken } from "~/features/submissions/form-guard";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  EMPTY_CONTACT_VALUES,
  contactFormSchema,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from "~/features/contact-messages/contact-form-schema";
import { CONTACT_TOASTS, type ContactActionResult } from "./contact-result";

const LABELS: Record<ContactField, string> = {
  firstName: "Prénom",
  name: "Nom",
  email: "Email",
  subject: "Sujet",
  message: "Message",
};

const AUTOCOMPLETE: Record<ContactField, string> = {
  firstName: "given-name",
  name: "family-name",
  email: "email",
  subject: "off",
  message: "off",
};

/**
 * The contact form (public-site.md §2, §4, §5, §8). It posts to /merchant/contact through a
 * fetcher, so it can sit on any page (the home page too) without leaving it; without JavaScript
 * the browser posts the same form and the contact page renders `serverResult` (messages and typed
 * values, or the success message). It carries the page's token and a honeypot (ADR 009); a
 * refused answer names the token to keep, a successful one lets the revalidated page give a new one.
 */
export function ContactForm({ serverResult, formToken, className }: { serverResult?: ContactActionResult; formToken: string; className?: string }) {
  const { links } = useStorefront();
  const fetcher = useFetcher<ContactActionResult>();
  const result = fetcher.data ?? serverResult;
  const pageToken = useVisitorToken(formToken, "contact");
  const token = (result && result.status !== "sent" ? result.token : undefined) ?? pageToken;
  const fillDelay = useFillDelay(token);
  const [holding, setHolding] = useState(false);
  const submitting = fetcher.state !== "idle" || holding;
  const action = siteHref("/merchant/contact", links);

  const [values, setValues] = useState<ContactFormValues>(() => (result && result.status !== "sent" ? result.values : EMPTY_CONTACT_VALUES));
  const [errors, setErrors] = useState<ContactFormErrors>(() => (result && result.status !== "sent" ? result.errors : {}));
  const [sent, setSent] = useState(result?.status === "sent");

  const ids = useId();
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  // Each answer (fresh id) is applied once: messages shown, toast, and the form cleared on success.
  const handled = useRef(result?.id ?? null);
  useEffect(() => {
    if (!fetcher.data || handled.current === fetcher.data.id) return;
    const answer = fetcher.data;
    handled.current = answer.id;
    if (answer.status === "sent") {
      setValues(EMPTY_CONTACT_VALUES);
      setErrors({});
      setSent(true);
      showToast({ title: CONTACT_TOASTS.sent.title, description: CONTACT_TOASTS.sent.text });
      return;
    }
    setErrors(answer.errors);
    if (answer.status === "failed") showToast({ title: answer.toast.title, description: answer.toast.text, variant: "error" });
    else focusFirst(answer.errors);
  }, [fetcher.data]);

  // Without JavaScript the page is the answer: nothing to do. With it, a no-JS answer rendered
  // by the server still deserves its toast once hydrated.
  useEffect(() => {
    if (serverResult?.status === "failed") showToast({ title: serverResult.toast.title, description: serverResult.toast.text, variant: "error" });
    if (serverResult?.status === "sent") showToast({ title: CONTACT_TOASTS.sent.title, description: CONTACT_TOASTS.sent.text });
  }, [serverResult]);

  function validate(next: ContactFormValues): ContactFormErrors {
    const parsed = contactFormSchema.safeParse(next);
    return parsed.success ? {} : fieldErrors<ContactField>(parsed.error);
  }

  function focusFirst(found: ContactFormErrors) {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  }

  // Submitted here rather than by the fetcher's form, so a fast (autofilled) form can be held
  // until the minimum fill time has passed, and a second click while it waits does nothing.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values);
    setSent(false);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    // Read now: once the fieldset is disabled its fields are no longer part of the form data.
    const formData = new FormData(event.currentTarget);
    const wait = fillDelay();
    if (wait === 0) {
      void fetcher.submit(formData, { method: "post", action });
      return;
    }
    setHolding(true);
    window.setTimeout(() => {
      setHolding(false);
      void fetcher.submit(formData, { method: "post", action });
    }, wait);
  }

  // Once a field shows a message, it is checked again as the visitor types, so the message goes away.
  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validate(next)[field] });
  }

  function field(name: ContactField, input: (common: FieldProps) => React.ReactNode) {
    const errorId = `${ids}-${name}-error`;
    const error = errors[name];
    return (
      <div className={cn("grid gap-2", (name === "subject" || name === "message" || name === "email") && "sm:col-span-2")}>
        <Label htmlFor={`${ids}-${name}`}>{LABELS[name]}</Label>
        {input({
          id: `${ids}-${name}`,
          name,
          required: true,
          autoComplete: AUTOCOMPLETE[name],
          value: values[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
        })}
        {error ? (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action={action} noValidate onSubmit={handleSubmit} className={cn("relative", className)}>
      {sent ? (
        <div role="status" className="mb-5 flex gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-inset ring-emerald-200">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div>
            <p className="font-semibold">{CONTACT_TOASTS.sent.title}</p>
            <p className="text-sm">{CONTACT_TOASTS.sent.text}</p>
          </div>
        </div>
      ) : null}
      {result?.status === "failed" && !sent && !submitting ? (
        <div role="alert" className="mb-5 flex gap-3 rounded-2xl bg-red-50 p-4 text-red-950 ring-1 ring-inset ring-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <div>
            <p className="font-semibold">{result.toast.title}</p>
            <p className="text-sm">{result.toast.text}</p>
          </div>
        </div>
      ) : null}
      <FormGuardFields token={token} />
      <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Votre message</legend>
        {field("firstName", (common) => (
          <Input {...common} ref={(el) => void (refs.current.firstName = el)} maxLength={CONTACT_MAX_LENGTHS.firstName} onChange={(e) => update("firstName", e.target.value)} className="h-11" />
        ))}
        {field("name", (common) => (
          <Input {...common} ref={(el) => void (refs.current.name = el)} maxLength={CONTACT_MAX_LENGTHS.name} onChange={(e) => update("name", e.target.value)} className="h-11" />
        ))}
        {field("email", (common) => (
          <Input
            {...common}
            ref={(el) => void (refs.current.email = el)}
            type="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={CONTACT_MAX_LENGTHS.email}
            placeholder="vous@exemple.fr"
            onChange={(e) => update("email", e.target.value)}
            className="h-11"
          />
        ))}
        {field("subject", (common) => (
          <Input {...common} ref={(el) => void (refs.current.subject = el)} maxLength={CONTACT_MAX_LENGTHS.subject} onChange={(e) => update("subject", e.target.value)} className="h-11" />
        ))}
        {field("message", (common) => (
          <Textarea {...common} ref={(el) => void (refs.current.message = el)} rows={5} maxLength={CONTACT_MAX_LENGTHS.message} onChange={(e) => update("message", e.target.value)} />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
            {submitting ? "Envoi en cours..." : "Envoyer le message"}
          </Button>
        </div>
      </fieldset>
    </fetcher.Form>
  );
}

type FieldProps = {
  id: string;
  name: ContactField;
  required: boolean;
  autoComplete: string;
  value: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};
