import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import type { AppServices, RequestContext } from "~/context";
import { createQuoteRequest } from "~/features/quotes/create-quote-request.server";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { loadFormSite } from "~/features/storefront/storefront-context.server";
import type { QuoteAnswer } from "~/features/quotes/public/quote-result";
// The route module itself is what is under test here: its action is called as React Router would.
import { action } from "~/routes/storefront/services";
import { createDatabase } from "~/db/connect.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { formAnswer, type FormAnswer } from "../../support/public-form-answer";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteId: string;
let otherSiteId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  siteId = (await createSite(t.db, { name: "Traiteur Test" })).id;
  otherSiteId = (await createSite(t.db, { name: "Autre site" })).id;
});

afterAll(async () => {
  await t?.drop();
});

const valid = {
  firstName: "  Camille ",
  lastName: "Durand",
  company: "",
  email: "camille@example.fr",
  phone: "06 12 34 56 78",
  service: "Buffets",
  date: "2027-06-12",
  guests: " 40 ",
  budget: "",
  details: "Un buffet pour quarante personnes, en juin.",
};

/** A post of the rendered form: with a token issued long enough ago (ADR 009), one per post. */
function post(fields: Record<string, string>, query = `?site=${siteId}`): Request {
  const formToken = issueFormToken(services.config.authSecret, "quote", siteId, Date.now() - 10_000);
  return new Request(`http://localhost:3000/merchant/services${query}`, { method: "POST", body: new URLSearchParams({ formToken, ...fields }) });
}

type ActionArgs = Parameters<typeof action>[0];

/** Calls the route's action as React Router does, and reads back its status, body and toast. */
async function submit(
  request: Request,
  context: RequestContext = requestContext(services),
): Promise<FormAnswer<QuoteAnswer> & { body: FormAnswer<QuoteAnswer>["result"] }> {
  const args: ActionArgs = { request, context, params: {}, url: new URL(request.url), pattern: "/merchant/services" };
  const answer = await formAnswer<QuoteAnswer>(await action(args), request, context);
  return { ...answer, body: answer.result };
}

async function rowsOf(site: string) {
  return t.db.select().from(quoteRequests).where(eq(quoteRequests.siteId, site));
}

describe("quote request action (services page)", () => {
  it("stores a valid request for the site being shown, status 'new', not viewed, with the spec's field mapping", async () => {
    const { status, body, location, toast } = await submit(post({ ...valid, siteId: otherSiteId }));
    // Post/Redirect/Get: back to the form with the toast; a reload never sends it again.
    expect(status).toBe(303);
    expect(body).toEqual({ status: "sent" });
    expect(location).toBe(`/merchant/services?site=${siteId}#devis-section`);
    expect(toast).toMatchObject({
      type: "success",
      title: "Demande envoyée!",
      description: "Nous vous contacterons rapidement pour discuter de votre projet.",
    });

    const rows = await rowsOf(siteId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      siteId,
      customerFirstName: "Camille",
      customerLastName: "Durand",
      customerEmail: "camille@example.fr",
      customerCompany: null,
      customerPhone: "06 12 34 56 78",
      serviceType: "Buffets",
      eventDate: "2027-06-12",
      eventGuests: "40",
      eventBudget: null,
      message: "Un buffet pour quarante personnes, en juin.",
      status: "new",
      isViewed: false,
    });
    // A site id in the form is ignored: the site comes from the request's resolution.
    expect(await rowsOf(otherSiteId)).toHaveLength(0);
  });

  it("stores 'Autre' as the service when chosen", async () => {
    const { body } = await submit(post({ ...valid, service: "Autre", company: "ACME", budget: "800 €" }));
    expect(body.status).toBe("sent");
    const row = (await rowsOf(siteId)).find((r) => r.serviceType === "Autre");
    expect(row).toMatchObject({ customerCompany: "ACME", eventBudget: "800 €" });
  });

  it("refuses an empty form with every message, status 400, and stores nothing", async () => {
    const before = (await rowsOf(siteId)).length;
    const { status, body, toast } = await submit(post({}));
    expect(status).toBe(400);
    expect(toast).toBeNull();
    expect(body.status).toBe("invalid");
    if (body.status !== "invalid") return;
    expect(body.errors).toEqual({
      firstName: "Le prénom doit contenir au moins 2 caractères",
      lastName: "Le nom doit contenir au moins 2 caractères",
      email: "Adresse email invalide",
      phone: "Numéro de téléphone requis",
      service: "Veuillez sélectionner un service",
      date: "La date de l'événement est requise",
      details: "Veuillez fournir plus de détails sur votre projet (10 caractères minimum)",
    });
    expect((await rowsOf(siteId)).length).toBe(before);
  });

  it("gives back what was typed when it refuses", async () => {
    const { status, body } = await submit(post({ ...valid, email: "camille@", details: "court" }));
    expect(status).toBe(400);
    if (body.status !== "invalid") throw new Error("expected invalid");
    expect(body.values).toMatchObject({ firstName: "  Camille ", email: "camille@", details: "court", service: "Buffets" });
    expect(Object.keys(body.errors).sort()).toEqual(["details", "email"]);
  });

  it("refuses absurdly long input without crashing", async () => {
    const before = (await rowsOf(siteId)).length;
    const { status, body } = await submit(post({ ...valid, lastName: "x".repeat(10_000), details: "y".repeat(50_000) }));
    expect(status).toBe(400);
    if (body.status !== "invalid") throw new Error("expected invalid");
    expect(body.errors).toEqual({
      lastName: "Le nom ne peut pas dépasser 100 caractères",
      details: "Les détails ne peuvent pas dépasser 5000 caractères",
    });
    expect((await rowsOf(siteId)).length).toBe(before);
  });

  it("answers 'Impossible d'identifier le site' when no site is known", async () => {
    const { status, body, toast } = await submit(post(valid, ""));
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: "failed", message: "Impossible d'identifier le site" });
    expect(toast).toMatchObject({ type: "error", title: "Erreur", description: "Impossible d'identifier le site" });
    const unknown = await submit(post(valid, "?site=00000000-0000-4000-8000-000000000000"));
    expect(unknown.body).toMatchObject({ status: "failed", message: "Impossible d'identifier le site" });
  });

  it("answers the insert failure message when the row cannot be stored", async () => {
    // The site is resolved on a working connection, then the insert meets a closed pool.
    const context = requestContext(services);
    const request = post(valid);
    expect(await loadFormSite(request, context)).not.toBeNull();
    const broken = createDatabase(t.url, { max: 1 });
    await broken.close();
    context.db = broken.db;
    const { status, body, toast } = await submit(request, context);
    expect(status).toBe(500);
    expect(body).toMatchObject({ status: "failed", message: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer." });
    expect(toast).toMatchObject({
      type: "error",
      title: "Erreur",
      description: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
    });
    if (body.status === "failed") expect(body.values.firstName).toBe("  Camille ");
  });
});

describe("createQuoteRequest", () => {
  it("writes the row for the given site only", async () => {
    const { id } = await createQuoteRequest(t.db, otherSiteId, {
      firstName: "Léa",
      lastName: "Martin",
      company: null,
      email: "lea@example.fr",
      phone: "0600000000",
      service: "Plateaux repas",
      date: "2027-01-15",
      guests: null,
      budget: null,
      details: "Dix plateaux pour une réunion.",
    });
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row).toMatchObject({ siteId: otherSiteId, serviceType: "Plateaux repas", status: "new", isViewed: false, customerPhone: "0600000000" });
  });
});
