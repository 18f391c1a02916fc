import { describe, expect, it } from "vitest";
import { keptSubmission } from "~/features/storefront/kept-submission";
import { CONTACT_TOASTS } from "~/features/messages/public/contact-result";
import { QUOTE_TEXTS } from "~/features/quotes/public/quote-result";
import { RSVP_TEXTS } from "~/features/events/rsvp-texts";

const contactValues = { firstName: "Camille", name: "Durand", email: "c@example.fr", subject: "Commande", message: "Deux baguettes" };

describe("keptSubmission: what a form sent during an outage shows on the 503 page (ADR 019)", () => {
  it("keeps the contact form's values in its order, with the spec's failure toast and the token", () => {
    const kept = keptSubmission({
      "routes/storefront/contact": { status: "failed", values: contactValues, message: CONTACT_TOASTS.insertFailed.text, token: "t0k" },
    });
    expect(kept).toEqual({
      kind: "failed",
      title: "Erreur",
      text: "Une erreur est survenue lors de l'envoi du message.",
      token: "t0k",
      back: null,
      fields: [
        { name: "firstName", label: "Prénom", value: "Camille", multiline: false },
        { name: "name", label: "Nom", value: "Durand", multiline: false },
        { name: "email", label: "E-mail", value: "c@example.fr", multiline: false },
        { name: "subject", label: "Sujet", value: "Commande", multiline: false },
        { name: "message", label: "Message", value: "Deux baguettes", multiline: true },
      ],
    });
  });

  it("keeps the quote form's values with the spec's quote failure", () => {
    const kept = keptSubmission({
      "routes/storefront/services": { status: "failed", values: { firstName: "Jules", details: "Buffet", evil: "x" }, message: QUOTE_TEXTS.insertFailed },
    });
    expect(kept?.text).toBe(QUOTE_TEXTS.insertFailed);
    expect(kept?.token).toBeNull();
    // Only the forms' own fields are shown.
    expect(kept?.fields.map((f) => f.name)).toEqual(["firstName", "details"]);
    expect(kept?.fields[1]).toMatchObject({ label: "Détails de votre projet", multiline: true });
  });

  it("gives 'Je viendrai 👍' its message and the way back", () => {
    const kept = keptSubmission({
      "routes/storefront/event-rsvp": { status: "failed", eventId: "e", message: RSVP_TEXTS.failed, returnTo: "/merchant?site=abc#events" },
    });
    expect(kept).toEqual({ kind: "failed", title: "Erreur", text: RSVP_TEXTS.failed, fields: [], token: null, back: "/merchant?site=abc#events" });
  });

  it("says a form stored just before the outage was sent (only the page around it failed)", () => {
    expect(keptSubmission({ a: { status: "sent", id: "1" } })).toMatchObject({
      kind: "sent",
      title: "Message envoyé!",
      text: "Nous vous répondrons dans les plus brefs délais.",
      fields: [],
    });
    expect(keptSubmission({ a: { ok: true, status: "success", id: "1" } })).toMatchObject({ kind: "sent", title: "Demande envoyée!", fields: [] });
  });

  it("shows nothing for any other answer", () => {
    expect(keptSubmission(null)).toBeNull();
    expect(keptSubmission(undefined)).toBeNull();
    expect(keptSubmission({ a: { status: "failed", values: { firstName: 3 }, message: "x" } })).toBeNull();
    expect(keptSubmission({ a: "text" })).toBeNull();
  });
});
