/** The contact and quote forms drawn in the page's language (ADR 047), with an answer's messages and what was typed. */
import { describe, expect, it } from "vitest";
import { ContactForm } from "~/features/messages/public/contact-form";
import { QuoteForm } from "~/features/quotes/public/quote-form";
import { quoteServiceOptions } from "~/features/quotes/quote-request-schema";
import { renderInLanguage as render } from "../support/render";

const guard = { formToken: "", tokenUrl: "/merchant/form-token?form=contact", minFillMs: 3000 };

describe("the public forms in another language", () => {
  it("the contact form in English: labels, placeholder, button, the answer's message and what was typed", () => {
    const values = { firstName: "Jane", name: "Smith", email: "jane-at-example", subject: "Order", message: "Hello" };
    const html = render(
      "en",
      <ContactForm {...guard} action="/en/merchant/contact" result={{ status: "invalid", values, errors: { email: "Please enter a valid email address" } }} />,
    );
    for (const part of [
      'action="/en/merchant/contact"',
      ">First name<",
      ">Last name<",
      'placeholder="you@example.com"',
      "Send message",
      "Sending...",
      "Please enter a valid email address",
    ])
      expect(html).toContain(part);
    expect(html).toContain('value="jane-at-example"');
    expect(html).toContain("Website (leave this field empty)");
    expect(html).not.toMatch(/Prénom|Envoyer|Envoi en cours/);
  });

  it("the quote form in Italian, 'Autre' still sent as it is named", () => {
    const html = render(
      "it",
      <QuoteForm {...guard} action="/it/merchant/services" options={quoteServiceOptions(["Traiteur"])} initialService="" result={null} />,
    );
    for (const part of [
      "Servizio richiesto",
      "Selezionare un servizio",
      "Altro (specificare nei dettagli)",
      'value="Autre"',
      "Invia la richiesta",
      "Data dell&#x27;evento",
    ])
      expect(html).toContain(part);
    expect(html).toContain(">Traiteur<");
    expect(html).not.toMatch(/Sélectionnez|Envoyer ma demande/);
  });

  it("the quote form's refusal in German: the title and the pipeline's message", () => {
    const html = render(
      "de",
      <QuoteForm
        {...guard}
        action="/de/merchant/services"
        options={[]}
        initialService=""
        result={{
          status: "refused",
          message: "Bitte warten Sie einige Sekunden, bevor Sie das Formular absenden.",
          values: { firstName: "", lastName: "", company: "", email: "", phone: "", service: "", date: "", guests: "", budget: "", details: "" },
        }}
      />,
    );
    expect(html).toContain(">Fehler<");
    expect(html).toContain("Bitte warten Sie einige Sekunden");
  });
});
