import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import type { AppServices, RequestContext } from "~/context";
import { createDatabase } from "~/db/connect.server";
import { loadFormSite } from "~/features/storefront/storefront-context.server";
import { createContactMessage } from "~/features/messages/create-contact-message.server";
import { issueFormToken } from "~/features/submissions/form-token.server";
import type { ContactAnswer } from "~/features/messages/public/contact-result";
import { action } from "~/routes/storefront/contact";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { formAnswer } from "../../support/public-form-answer";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  siteA = (await createSite(t.db, { name: "Boulangerie A" })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B" })).id;
});

afterAll(async () => {
  await t?.drop();
});

const valid = {
  firstName: "Jeanne",
  name: "Martin",
  email: "jeanne@example.fr",
  subject: "Commande de Noël",
  message: "Bonjour, je voudrais commander une bûche.",
};

/** A post of the rendered form: with a token issued long enough ago (ADR 009), one per post. */
function post(fields: Record<string, string>, siteId: string | null = siteA): Request {
  const url = siteId ? `http://localhost:3000/merchant/contact?site=${siteId}` : "http://localhost:3000/merchant/contact";
  const formToken = issueFormToken(services.config.authSecret, "contact", siteId ?? siteA, Date.now() - 10_000);
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams({ formToken, ...fields }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** The route's action, called as React Router would. */
async function submit(request: Request, context: RequestContext = requestContext(services)) {
  const answer = await action({ request, context, params: {} } as Parameters<typeof action>[0]);
  return formAnswer<ContactAnswer>(answer, request, context);
}

async function messagesOf(siteId: string) {
  return t.db.select().from(contactMessages).where(eq(contactMessages.siteId, siteId));
}

describe("contact form action", () => {
  it("stores a valid message for the site the request resolves to, trimmed and not viewed, and goes back to the form with the toast", async () => {
    const { status, result, location, toast } = await submit(post({ ...valid, firstName: "  Jeanne ", siteId: siteB }));
    // Post/Redirect/Get: a reload of the page that follows never sends the message again.
    expect(status).toBe(303);
    expect(result.status).toBe("sent");
    expect(location).toBe(`/merchant/contact?site=${siteA}#formulaire`);
    expect(toast).toMatchObject({ type: "success", title: "Message envoyé!", description: "Nous vous répondrons dans les plus brefs délais." });
    const rows = await messagesOf(siteA);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, isViewed: false });
    // A site id in the form is ignored: the site comes from the request.
    expect(await messagesOf(siteB)).toHaveLength(0);
  });

  it("refuses missing fields with French messages and the typed values, storing nothing", async () => {
    const before = (await messagesOf(siteA)).length;
    const { status, result, toast } = await submit(post({ firstName: "", name: "Martin", email: "pas-un-email", subject: " ", message: "" }));
    expect(status).toBe(400);
    // Field messages only: no toast. The token was issued long enough ago: the corrected form goes at once.
    expect(toast).toBeNull();
    expect(result).toMatchObject({ fillLeftMs: 0 });
    expect(result).toMatchObject({
      status: "invalid",
      values: { firstName: "", name: "Martin", email: "pas-un-email", subject: " ", message: "" },
      errors: {
        firstName: "Le prénom est requis",
        email: "Adresse email invalide",
        subject: "Le sujet est requis",
        message: "Le message est requis",
      },
    });
    if (result.status === "invalid") expect(result.errors.name).toBeUndefined();
    expect(await messagesOf(siteA)).toHaveLength(before);
  });

  it("refuses absurd lengths", async () => {
    const { status, result } = await submit(post({ ...valid, name: "x".repeat(101), message: "y".repeat(5001) }));
    expect(status).toBe(400);
    expect(result).toMatchObject({
      status: "invalid",
      errors: { name: "Le nom ne peut pas dépasser 100 caractères", message: "Le message ne peut pas dépasser 5000 caractères" },
    });
  });

  it("answers 'Impossible d'envoyer le message.' when no site is known", async () => {
    const { status, result, toast } = await submit(post(valid, null));
    expect(status).toBe(404);
    expect(result).toMatchObject({ status: "failed", message: "Impossible d'envoyer le message.", values: valid });
    expect(toast).toMatchObject({ type: "error", title: "Erreur", description: "Impossible d'envoyer le message." });
  });

  it("answers the insert-failure toast, keeping the values, when the database fails", async () => {
    const context = requestContext(services);
    const request = post(valid);
    // The site is resolved (memoised for this request) before the database goes away.
    expect(await loadFormSite(request, context)).not.toBeNull();
    const unreachable = createDatabase("postgres://nobody@127.0.0.1:1/nothing", { max: 1, onError: () => {} });
    context.db = unreachable.db;
    try {
      const { status, headers, result, toast } = await submit(request, context);
      // The database cannot be reached: 503, to be tried again (ADR 019); other failures stay 500.
      expect(status).toBe(503);
      expect(headers.get("Retry-After")).toBe("5");
      expect(result).toMatchObject({
        status: "failed",
        message: "Une erreur est survenue lors de l'envoi du message.",
        values: valid,
      });
      expect(toast).toMatchObject({ type: "error", title: "Erreur", description: "Une erreur est survenue lors de l'envoi du message." });
    } finally {
      await unreachable.close();
    }
  });
});

describe("createContactMessage", () => {
  it("returns the new row's id", async () => {
    const { id } = await createContactMessage(t.db, siteB, valid);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ siteId: siteB, ...valid, isViewed: false });
  });
});
