/**
 * The quote form's submission pipeline against a real database (ADR 009): same protections as
 * the contact form, its own field limits, its own rate-limit counter, one row and one e-mail to
 * every merchant address per form token.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, quoteRequests, rateLimits } from "~/db/schema";
import type { AppServices } from "~/context";
import type { QuoteAnswer } from "~/features/quotes/public/quote-result";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { SUBMISSION_TEXTS } from "~/features/submissions/submission-fields";
import { SUBMISSION_LIMITS } from "~/features/submissions/submission-limits.server";
import { action } from "~/routes/storefront/services";
import { action as contactAction } from "~/routes/storefront/contact";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { formAnswer, type FormAnswer } from "../../support/public-form-answer";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const site = await createSite(t.db, {
    name: "Traiteur Test",
    merchantEmail1: "chef@traiteur.test",
    merchantEmail2: "  ",
    merchantEmail3: "devis@traiteur.test",
    senderEmail: "site@traiteur.test",
  });
  siteId = site.id;
});

afterAll(async () => {
  await t?.drop();
});

beforeEach(async () => {
  await t.db.delete(quoteRequests);
  await t.db.delete(contactMessages);
  await t.db.delete(mailOutbox);
  await t.db.delete(rateLimits);
});

const valid = {
  firstName: "Camille",
  lastName: "Durand",
  company: "Atelier Durand",
  email: "camille@example.fr",
  phone: "06 12 34 56 78",
  service: "Buffets",
  date: "2027-06-12",
  guests: "40",
  budget: "800 €",
  details: "Un buffet pour quarante personnes, en juin.",
};

const tokenFor = (ageMs = 10_000, form: "quote" | "contact" = "quote") => issueFormToken(services.config.authSecret, form, siteId, Date.now() - ageMs);

function post(fields: Record<string, string>, token: string | null = tokenFor(), path = "/merchant/services"): Request {
  const body = new URLSearchParams(token === null ? fields : { formToken: token, ...fields });
  return new Request(`http://localhost:3000${path}?site=${siteId}`, { method: "POST", body });
}

type Answer = FormAnswer<QuoteAnswer> & { body: FormAnswer<QuoteAnswer>["result"] };

/** The route's action as React Router calls it; a stored request answers 303 (Post/Redirect/Get). */
async function submit(request: Request, address = "203.0.113.1"): Promise<Answer> {
  const context = requestContext(services, { clientAddress: address });
  const answer = await formAnswer<QuoteAnswer>(await action({ request, context, params: {} } as Parameters<typeof action>[0]), request, context);
  return { ...answer, body: answer.result };
}

function refusal(body: Answer["body"]) {
  if (body.status !== "refused") throw new Error(`expected a refusal, got ${body.status}`);
  return body;
}

async function counts() {
  return { quotes: (await t.db.select().from(quoteRequests)).length, mails: (await t.db.select().from(mailOutbox)).length };
}

describe("quote requests: idempotency", () => {
  it("stores one request and one e-mail to every merchant address, however many times one form is sent", async () => {
    const token = tokenFor();
    const answers = await Promise.all([submit(post(valid, token)), submit(post(valid, token)), submit(post(valid, token))]);
    expect(answers.map((a) => a.body.status)).toEqual(["sent", "sent", "sent"]);
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect((await submit(post(valid, token))).body.status).toBe("sent");

    const quotes = await t.db.select().from(quoteRequests);
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ siteId, submissionToken: token, customerLastName: "Durand", customerCompany: "Atelier Durand", status: "new" });
    const mails = await t.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "quote_notification", siteId, toAddresses: ["chef@traiteur.test", "devis@traiteur.test"] });
  });
});

describe("quote requests: bad input", () => {
  it("makes every single-line answer single-line, in the row and in the e-mail's headers", async () => {
    const { status } = await submit(
      post({
        ...valid,
        firstName: "Camille\r\nBcc: victim@example.com",
        lastName: "Durand\r\nSubject: piraté",
        company: "ACME\nX-Test: 1",
        phone: "06\r\n12",
        service: "Buffets\r\nBcc: x@example.com",
        guests: "40\n",
        budget: "\r\n800 €",
      }),
    );
    expect(status).toBe(303);
    const [row] = await t.db.select().from(quoteRequests);
    expect(row).toMatchObject({
      customerFirstName: "Camille Bcc: victim@example.com",
      customerLastName: "Durand Subject: piraté",
      customerCompany: "ACME X-Test: 1",
      customerPhone: "06 12",
      serviceType: "Buffets Bcc: x@example.com",
      eventGuests: "40",
      eventBudget: "800 €",
    });
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail.toAddresses).toEqual(["chef@traiteur.test", "devis@traiteur.test"]);
    for (const header of [mail.subject, mail.replyTo ?? "", mail.fromAddress]) expect(header).not.toMatch(/[\r\n]/);
  });

  it("refuses an address with a line break", async () => {
    const { status, body } = await submit(post({ ...valid, email: "camille@example.fr\r\nBcc: victim@example.com" }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: "invalid", errors: { email: "Adresse email invalide" } });
    expect(await counts()).toEqual({ quotes: 0, mails: 0 });
  });

  it("refuses each over-long answer with its own French message", async () => {
    const long = {
      ...valid,
      firstName: "x".repeat(101),
      lastName: "x".repeat(101),
      company: "x".repeat(151),
      phone: "1".repeat(31),
      service: "x".repeat(201),
      date: "x".repeat(51),
      guests: "x".repeat(51),
      budget: "x".repeat(51),
      details: "x".repeat(5001),
    };
    const { status, body } = await submit(post(long));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: "invalid",
      values: long,
      errors: {
        firstName: "Le prénom ne peut pas dépasser 100 caractères",
        lastName: "Le nom ne peut pas dépasser 100 caractères",
        company: "Le nom de l'entreprise ne peut pas dépasser 150 caractères",
        phone: "Le numéro de téléphone ne peut pas dépasser 30 caractères",
        service: "Le service ne peut pas dépasser 200 caractères",
        date: "La date de l'événement ne peut pas dépasser 50 caractères",
        guests: "Le nombre d'invités ne peut pas dépasser 50 caractères",
        budget: "Le budget ne peut pas dépasser 50 caractères",
        details: "Les détails ne peuvent pas dépasser 5000 caractères",
      },
    });
    expect(await counts()).toEqual({ quotes: 0, mails: 0 });
  });

  it("refuses a filled honeypot, a too-fast form and a missing token, storing nothing", async () => {
    const honeypot = await submit(post({ ...valid, website: "http://spam.example" }));
    expect(honeypot.status).toBe(400);
    expect(refusal(honeypot.body)).toMatchObject({ message: SUBMISSION_TEXTS.honeypot, values: valid });

    const fast = await submit(post(valid, tokenFor(1000)));
    expect(fast.status).toBe(400);
    expect(refusal(fast.body).message).toBe(SUBMISSION_TEXTS.tooFast);

    const noToken = await submit(post(valid, null));
    expect(noToken.status).toBe(400);
    expect(refusal(noToken.body).message).toBe(SUBMISSION_TEXTS.expired);

    const contactToken = await submit(post(valid, tokenFor(10_000, "contact")));
    expect(refusal(contactToken.body).message).toBe(SUBMISSION_TEXTS.expired);

    expect(await counts()).toEqual({ quotes: 0, mails: 0 });
  });

  it("refuses an oversized body with 413", async () => {
    const { status, body } = await submit(post({ ...valid, details: "é".repeat(40_000) }));
    expect(status).toBe(413);
    expect(refusal(body).message).toBe(SUBMISSION_TEXTS.tooLarge);
    expect(await counts()).toEqual({ quotes: 0, mails: 0 });
  });
});

describe("quote requests: rate limits", () => {
  it("limits quotes per address with 429, apart from the contact form's counter", async () => {
    for (let i = 0; i < SUBMISSION_LIMITS.perAddress.max; i++) expect((await submit(post(valid), "198.51.100.50")).status).toBe(303);
    const over = await submit(post(valid), "198.51.100.50");
    expect(over.status).toBe(429);
    expect(refusal(over.body).message).toMatch(/^Vous avez envoyé trop de demandes depuis votre connexion\. Réessayez dans \d+ minutes?\.$/);
    expect(refusal(over.body).values).toEqual(valid);
    expect(await counts()).toEqual({ quotes: SUBMISSION_LIMITS.perAddress.max, mails: SUBMISSION_LIMITS.perAddress.max });

    // The contact form of the same site, from the same address, still works.
    const request = new Request(`http://localhost:3000/merchant/contact?site=${siteId}`, {
      method: "POST",
      body: new URLSearchParams({
        formToken: tokenFor(10_000, "contact"),
        firstName: "Camille",
        name: "Durand",
        email: "camille@example.fr",
        subject: "Question",
        message: "Bonjour",
      }),
    });
    const contact = await contactAction({ request, context: requestContext(services, { clientAddress: "198.51.100.50" }), params: {} } as Parameters<
      typeof contactAction
    >[0]);
    expect(contact instanceof Response && contact.status).toBe(303);
  });
});
