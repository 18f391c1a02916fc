import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showToast } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { fieldErrors } from "~/lib/form-errors";
import { siteHref } from "~/features/site-resolution/site-links";
import { useStorefront } from "~/features/storefront/use-storefront";
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  MAX_FIELD_LENGTH,
  MAX_MESSAGE_LENGTH,
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
 * values, or the success message).
 */
export function ContactForm({ serverResult, className }: { serverResult?: ContactActionResult; className?: string }) {
  const { links } = useStorefront();
  const fetcher = useFetcher<ContactActionResult>();
  const result = fetcher.data ?? serverResult;
  const submitting = fetcher.state !== "idle";

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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(values);
    setSent(false);
    if (Object.keys(found).length === 0) {
      setErrors({});
      return;
    }
    // Prevented here, the fetcher does not submit.
    event.preventDefault();
    setErrors(found);
    focusFirst(found);
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
    <fetcher.Form method="post" action={siteHref("/merchant/contact", links)} noValidate onSubmit={handleSubmit} className={className}>
      {sent ? (
        <div role="status" className="mb-5 flex gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-inset ring-emerald-200">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div>
            <p className="font-semibold">{CONTACT_TOASTS.sent.title}</p>
            <p className="text-sm">{CONTACT_TOASTS.sent.text}</p>
          </div>
        </div>
      ) : null}
      <fieldset disabled={submitting} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Votre message</legend>
        {field("firstName", (common) => (
          <Input {...common} ref={(el) => void (refs.current.firstName = el)} maxLength={MAX_FIELD_LENGTH} onChange={(e) => update("firstName", e.target.value)} className="h-11" />
        ))}
        {field("name", (common) => (
          <Input {...common} ref={(el) => void (refs.current.name = el)} maxLength={MAX_FIELD_LENGTH} onChange={(e) => update("name", e.target.value)} className="h-11" />
        ))}
        {field("email", (common) => (
          <Input
            {...common}
            ref={(el) => void (refs.current.email = el)}
            type="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={MAX_FIELD_LENGTH}
            placeholder="vous@exemple.fr"
            onChange={(e) => update("email", e.target.value)}
            className="h-11"
          />
        ))}
        {field("subject", (common) => (
          <Input {...common} ref={(el) => void (refs.current.subject = el)} maxLength={MAX_FIELD_LENGTH} onChange={(e) => update("subject", e.target.value)} className="h-11" />
        ))}
        {field("message", (common) => (
          <Textarea {...common} ref={(el) => void (refs.current.message = el)} rows={5} maxLength={MAX_MESSAGE_LENGTH} onChange={(e) => update("message", e.target.value)} />
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
