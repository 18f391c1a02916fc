/**
 * The public forms on a page in another language (ADR 047), against a real database: the answer
 * is in the page's language with what was typed, the redirect stays in it, the message or request
 * keeps the visitor's language and the merchant's French notification names it; a language the
 * site does not have answers 404 and stores nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages, eventRsvps, homeEvents, mailOutbox, pageTranslations, quoteRequests, rateLimits, siteLanguages } from "~/db/schema";
import type { AppServices } from "~/context";
import type { ContactAnswer } from "~/features/messages/public/contact-result";
import type { QuoteAnswer } from "~/features/quotes/public/quote-result";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { action as contactAction } from "~/routes/storefront/contact";
import { action as servicesAction } from "~/routes/storefront/services";
import { action as rsvpAction } from "~/routes/storefront/event-rsvp";
import type { RsvpAnswer } from "~/features/events/rsvp-action.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { formAnswer } from "../../support/public-form-answer";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
/** An Expert site with its contact and services pages published in English. */
let englishSiteId: string;
/** An Expert site in French only. */
let frenchOnlySiteId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const mails = { merchantEmail1: "marie@boulangerie.test", senderEmail: "site@boulangerie.test" };
  englishSiteId = (await createSite(t.db, { name: "Boulangerie Test", plan: "expert", ...mails })).id;
  frenchOnlySiteId = (await createSite(t.db, { name: "Boulangerie Française", plan: "expert", ...mails })).id;
  await t.db.insert(siteLanguages).values({ siteId: englishSiteId, language: "en" });
  await t.db.insert(pageTranslations).values([
    { siteId: englishSiteId, language: "en", page: "contact" },
    { siteId: englishSiteId, language: "en", page: "services" },
    { siteId: englishSiteId, language: "en", page: "home" },
  ]);
});

afterAll(async () => {
  await t?.drop();
});

beforeEach(async () => {
  await t.db.delete(contactMessages);
  await t.db.delete(quoteRequests);
  await t.db.delete(mailOutbox);
  await t.db.delete(rateLimits);
});

const tokenFor = (siteId: string, form: "contact" | "quote") => issueFormToken(services.config.authSecret, form, siteId, Date.now() - 10_000);

function post(path: string, siteId: string, form: "contact" | "quote", fields: Record<string, string>): Request {
  return new Request(`http://localhost:3000${path}?site=${siteId}`, {
    method: "POST",
    body: new URLSearchParams({ formToken: tokenFor(siteId, form), website: "", ...fields }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

async function sendContact(request: Request) {
  const context = requestContext(services, { clientAddress: "203.0.113.7" });
  const answer = await contactAction({ request, context, params: {} } as Parameters<typeof contactAction>[0]);
  return formAnswer<ContactAnswer>(answer, request, context);
}

async function sendQuote(request: Request) {
  const context = requestContext(services, { clientAddress: "203.0.113.8" });
  const answer = await servicesAction({ request, context, params: {} } as Parameters<typeof servicesAction>[0]);
  return formAnswer<QuoteAnswer>(answer, request, context);
}

const message = {
  firstName: "Jane",
  name: "Smith",
  email: "jane@example.co.uk",
  subject: "Christmas order",
  message: "Hello, could I order a Yule log for eight?",
};
const quote = {
  firstName: "Paul",
  lastName: "Brown",
  company: "",
  email: "paul@example.co.uk",
  phone: "+44 20 7946 0000",
  service: "Autre",
  date: "2026-06-14",
  guests: "40",
  budget: "",
  details: "A buffet for a wedding, forty guests.",
};

describe("the contact form at /en/merchant/contact", () => {
  it("answers a mistake in English, with what was typed, and stores nothing", async () => {
    const typed = { ...message, email: "jane-at-example", subject: "" };
    const { status, result, toast } = await sendContact(post("/en/merchant/contact", englishSiteId, "contact", typed));
    expect(status).toBe(400);
    if (result.status !== "invalid") throw new Error(`expected invalid, got ${result.status}`);
    expect(result.errors).toEqual({ email: "Please enter a valid email address", subject: "Please enter a subject" });
    expect(result.values).toEqual(typed);
    expect(toast).toBeNull();
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("says 'too fast' in English", async () => {
    const request = new Request(`http://localhost:3000/en/merchant/contact?site=${englishSiteId}`, {
      method: "POST",
      body: new URLSearchParams({ formToken: issueFormToken(services.config.authSecret, "contact", englishSiteId, Date.now()), website: "", ...message }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const { status, result, toast } = await sendContact(request);
    expect(status).toBe(400);
    if (result.status !== "refused") throw new Error(`expected refused, got ${result.status}`);
    expect(result.message).toBe("Please wait a few seconds before sending the form.");
    expect(toast).toMatchObject({ type: "error", title: "Error", description: "Please wait a few seconds before sending the form." });
  });

  it("stores a valid message with its language, goes back to the English page, and the French notification says 'anglais'", async () => {
    const { status, location, toast } = await sendContact(post("/en/merchant/contact", englishSiteId, "contact", message));
    expect(status).toBe(303);
    expect(location).toBe(`/en/merchant/contact?site=${englishSiteId}#formulaire`);
    expect(toast).toMatchObject({ type: "success", title: "Message sent!", description: "We will get back to you as soon as we can." });
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toMatchObject([{ siteId: englishSiteId, ...message, language: "en" }]);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Nouveau message de contact\u00a0: Christmas order");
    expect(mails[0].textBody).toMatch(/^Langue du visiteur\u00a0: +anglais$/m);
    expect(mails[0].htmlBody).toContain("Langue du visiteur</th>");
    expect(mails[0].htmlBody).toContain(">anglais</td>");
  });

  it("keeps the French page as it was: French answers, no language stored, no language line", async () => {
    const invalid = await sendContact(post("/merchant/contact", englishSiteId, "contact", { ...message, email: "jane-at-example" }));
    if (invalid.result.status !== "invalid") throw new Error(`expected invalid, got ${invalid.result.status}`);
    expect(invalid.result.errors).toEqual({ email: "Adresse email invalide" });

    const sent = await sendContact(post("/merchant/contact", englishSiteId, "contact", message));
    expect(sent.location).toBe(`/merchant/contact?site=${englishSiteId}#formulaire`);
    expect(sent.toast).toMatchObject({ title: "Message envoyé!" });
    expect(await t.db.select({ language: contactMessages.language }).from(contactMessages)).toEqual([{ language: null }]);
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail!.textBody).not.toContain("Langue du visiteur");
  });

  it("answers 404 for a site without English, and stores nothing", async () => {
    const request = post("/en/merchant/contact", frenchOnlySiteId, "contact", message);
    const thrown = await sendContact(request).then(
      () => null,
      (err: unknown) => err,
    );
    // The not-found page, thrown as the loaders throw it (`data(null, { status: 404 })`).
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.siteId, frenchOnlySiteId))).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("the quote form at /en/merchant/services", () => {
  it("answers a mistake in English with what was typed", async () => {
    const typed = { ...quote, firstName: "P", details: "Buffet" };
    const { status, result } = await sendQuote(post("/en/merchant/services", englishSiteId, "quote", typed));
    expect(status).toBe(400);
    if (result.status !== "invalid") throw new Error(`expected invalid, got ${result.status}`);
    expect(result.errors).toEqual({
      firstName: "Your first name must be at least 2 characters long",
      details: "Please tell us a little more about your project (at least 10 characters)",
    });
    expect(result.values).toEqual(typed);
    expect(await t.db.select().from(quoteRequests)).toHaveLength(0);
  });

  it("stores a valid request with its language; the notification says 'anglais'", async () => {
    const { status, location, toast } = await sendQuote(post("/en/merchant/services", englishSiteId, "quote", quote));
    expect(status).toBe(303);
    expect(location).toBe(`/en/merchant/services?site=${englishSiteId}#devis-section`);
    expect(toast).toMatchObject({ type: "success", title: "Request sent!" });
    expect(await t.db.select({ language: quoteRequests.language }).from(quoteRequests)).toEqual([{ language: "en" }]);
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail!.textBody).toMatch(/^Langue du visiteur\u00a0: +anglais$/m);
  });
});

describe("'Je viendrai' at /en/merchant/events/…/rsvp", () => {
  async function press(eventId: string) {
    const request = new Request(`http://localhost:3000/en/merchant/events/${eventId}/rsvp?site=${englishSiteId}`, {
      method: "POST",
      body: new URLSearchParams({ returnTo: "/merchant" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const context = requestContext(services, { clientAddress: "203.0.113.9" });
    const answer: unknown = await rsvpAction({ request, context, params: { eventId } } as Parameters<typeof rsvpAction>[0]);
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), body: null };
    const { data, init } = answer as { data: RsvpAnswer; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, body: data };
  }

  it("goes back to the English home's events", async () => {
    const [event] = await t.db
      .insert(homeEvents)
      .values({ siteId: englishSiteId, title: "Brunch de printemps", date: "Dimanche 12 avril", description: "Au jardin." })
      .returning({ id: homeEvents.id });
    const { status, location } = await press(event!.id);
    expect(status).toBe(303);
    expect(location).toBe(`/en/merchant?site=${englishSiteId}#events`);
    expect(await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, event!.id))).toHaveLength(1);
  });

  it("says in English that an event does not exist, with the way back in English", async () => {
    const { status, body } = await press("00000000-0000-4000-8000-000000000000");
    expect(status).toBe(404);
    expect(body).toMatchObject({
      status: "refused",
      message: "This event does not exist or is no longer on offer.",
      returnTo: `/en/merchant?site=${englishSiteId}#events`,
    });
  });
});
