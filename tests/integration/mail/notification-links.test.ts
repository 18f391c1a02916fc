/**
 * Issue 13, bug 7: the notifications of a quote request and a contact message, sent through the
 * storefront's forms to a real SMTP peer, write the event date in French and link to the request
 * or message in the back-office (PUBLIC_URL, the row's anchor). The settings' test e-mail links
 * to the quote requests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppServices, RequestContext } from "~/context";
import { contactMessages, quoteRequests } from "~/db/schema";
import { createOutboxWorker, type OutboxWorker } from "~/features/mail/outbox-worker.server";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { action as contactAction } from "~/routes/storefront/contact";
import { action as servicesAction } from "~/routes/storefront/services";
import { action as settingsAction } from "~/routes/admin/settings";
import { callRoute, postRequest, sessionCookie } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { startSmtpServer, type TestSmtpServer } from "../../support/mail-test-smtp";
import { createSite } from "../../support/factories";

const PUBLIC_URL = "https://vitrine.example";

let t: TestDatabase;
let smtp: TestSmtpServer;
let services: AppServices;
let worker: OutboxWorker;
let siteId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpServer();
  services = createTestServices(t.db, { SMTP_URL: smtp.url, PUBLIC_URL });
  worker = createOutboxWorker(services, { pollIntervalMs: 60_000 });
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "marie@test.fr", password: "marie-secret", role: "user" });
  siteId = (await createSite(t.db, { name: "Traiteur Soleil", ownerId: owner.id, senderEmail: "devis@soleil.fr", merchantEmail1: "chef@soleil.fr" })).id;
});

afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.drop();
});

/** A storefront route's action, as React Router calls it. */
type StorefrontAction = (args: { request: Request; context: RequestContext; params: Record<string, string>; url: URL; pattern: string }) => Promise<unknown>;

/** A storefront form posted as the rendered page would, through the route's action. */
async function postForm(route: StorefrontAction, form: "quote" | "contact", pathname: string, fields: Record<string, string>, context: RequestContext) {
  const formToken = issueFormToken(services.config.authSecret, form, siteId, Date.now() - 10_000);
  const request = new Request(`http://localhost:3000${pathname}?site=${siteId}`, {
    method: "POST",
    body: new URLSearchParams({ formToken, ...fields }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return route({ request, context, params: {}, url: new URL(request.url), pattern: pathname });
}

async function deliver() {
  const before = smtp.received.length;
  await worker.runOnce();
  return smtp.received.slice(before);
}

describe("the quote notification", () => {
  it("writes the event date in French and links to the request in the back-office", async () => {
    const fields = {
      firstName: "Camille",
      lastName: "Durand",
      company: "",
      email: "camille@example.fr",
      phone: "06 12 34 56 78",
      service: "Buffets",
      date: "2026-12-18",
      guests: "40",
      budget: "",
      details: "Un buffet pour quarante personnes, en décembre.",
    };
    await postForm(servicesAction as StorefrontAction, "quote", "/merchant/services", fields, requestContext(services));
    const [row] = await t.db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.siteId, siteId));
    const [mail, ...others] = await deliver();
    expect(others).toHaveLength(0);
    expect(mail.text).toMatch(/Date de l'événement\u00a0:\s+18 décembre 2026/);
    expect(mail.text).not.toContain("2026-12-18");
    expect(mail.html).toContain("18 décembre 2026");
    const link = `${PUBLIC_URL}/admin/content/quotes?site=${siteId}#quote-${row.id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });
});

describe("the contact notification", () => {
  it("links to the message in the back-office", async () => {
    const fields = {
      firstName: "Jeanne",
      name: "Martin",
      email: "jeanne@example.fr",
      subject: "Commande de Noël",
      message: "Bonjour, je voudrais commander une bûche.",
    };
    await postForm(contactAction as StorefrontAction, "contact", "/merchant/contact", fields, requestContext(services));
    const [row] = await t.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.siteId, siteId));
    const [mail] = await deliver();
    const link = `${PUBLIC_URL}/admin/content/messages?site=${siteId}#message-${row.id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });
});

describe("the settings' test e-mail", () => {
  it("links to the quote requests, as a real notification does", async () => {
    const cookie = await sessionCookie(services, "marie@test.fr", "marie-secret");
    const before = smtp.received.length;
    await callRoute(settingsAction, services, postRequest("/admin/settings", { intent: "test-email", siteId }, cookie));
    const [mail] = smtp.received.slice(before);
    expect(mail.header("subject")).toMatch(/^\[Test\]/);
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/content/quotes`);
  });
});
