/**
 * A public form sent while the database could not be reached, without JavaScript (ADR 019): its
 * action answered with the typed values and the form's failure message, but the page around it
 * cannot be rendered, so the outage page shows both, with the values in a form to send again. A
 * form stored just before the database went away gets its success message instead.
 * Read from the action's answer (contact, quote, 'Je viendrai 👍'); nothing else is shown.
 * It knows the storefront's forms, so it sits in the storefront; entry.server.tsx hands its
 * reading to the outage answer (outage/ is a platform piece and imports no domain).
 */
import { RSVP_TEXTS } from "~/features/events/rsvp-texts";
import { CONTACT_TOASTS } from "~/features/messages/public/contact-result";
import { QUOTE_TEXTS } from "~/features/quotes/public/quote-result";
import type { KeptSubmission } from "~/features/outage/outage-page";

/** The labels of the contact and quote forms (contact-form.tsx, quote-form.tsx). */
const LABELS: Record<string, string> = {
  firstName: "Prénom",
  name: "Nom",
  lastName: "Nom",
  company: "Entreprise (optionnel)",
  email: "E-mail",
  phone: "Téléphone",
  subject: "Sujet",
  service: "Service souhaité",
  date: "Date de l'événement",
  guests: "Nombre d'invités (optionnel)",
  budget: "Budget (optionnel)",
  details: "Détails de votre projet",
  message: "Message",
};
const MULTILINE = new Set(["message", "details"]);

type Answer = {
  status?: unknown;
  ok?: unknown;
  values?: unknown;
  token?: unknown;
  message?: unknown;
  returnTo?: unknown;
};

export function keptSubmission(actionData: Record<string, unknown> | null | undefined): KeptSubmission | null {
  for (const raw of Object.values(actionData ?? {})) {
    if (typeof raw !== "object" || raw === null) continue;
    const answer = raw as Answer;
    const token = typeof answer.token === "string" && answer.token !== "" ? answer.token : null;
    // Stored, then the database went away before the page could be rendered: say it was sent.
    if (answer.status === "sent")
      return { kind: "sent", title: CONTACT_TOASTS.sent.title, text: CONTACT_TOASTS.sent.text, fields: [], token: null, back: null };
    if (answer.ok === true && answer.status === "success")
      return { kind: "sent", title: QUOTE_TEXTS.successTitle, text: QUOTE_TEXTS.successText, fields: [], token: null, back: null };
    // A public form's answer (submissions/public-answer.ts); the contact and quote forms' error title is the same 'Erreur'.
    if (answer.status === "failed" && typeof answer.message === "string" && isValues(answer.values)) {
      const fields = Object.entries(answer.values)
        .filter(([name]) => name in LABELS)
        .map(([name, value]) => ({ name, label: LABELS[name]!, value, multiline: MULTILINE.has(name) }));
      return { kind: "failed", title: CONTACT_TOASTS.insertFailed.title, text: answer.message, fields, token, back: null };
    }
    if ((answer.status === "failed" || answer.status === "refused") && typeof answer.message === "string" && typeof answer.returnTo === "string") {
      return { kind: "failed", title: RSVP_TEXTS.errorTitle, text: answer.message, fields: [], token: null, back: answer.returnTo };
    }
  }
  return null;
}

function isValues(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && Object.values(value).every((v) => typeof v === "string");
}
