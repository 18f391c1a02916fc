/**
 * 'Données des visiteurs' (issue 15): a visitor's messages and quotes found, exported and erased
 * on the current site only, each export and erasure logged without the address; the retention
 * choice; and the purge of what is older than each site's own retention. Real PostgreSQL; the
 * route's action and loader are called as React Router calls them, with the session's cookie.
 */
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { contactMessages, eventRsvps, homeEvents, mailOutbox, quoteRequests, sites, visitorDataLog } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { VisitorDataResult } from "~/features/visitor-data/visitor-data-action.server";
import type { VisitorExport } from "~/features/visitor-data/visitor-data.server";
import { pruneExpiredSubmissions } from "~/features/visitor-data/retention-purge.server";
import { action, loader } from "~/routes/admin/visitor-data";
import { ORIGIN, renderedSiteId, sessionCookie, withSelection } from "../../support/admin-route-calls";
import { createTestServices, requestContext } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let ownerA: string;
let cookieA: string;
let cookieB: string;
/** What the server logged during the last call (pino's JSON lines). */
let logged: string[] = [];

const VISITOR = "claire.martin@example.fr";

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const a = await upsertUserWithPassword(services.auth, t.db, { email: "owner-a@visitor.fr", password: "owner-a-secret", role: "user" });
  const b = await upsertUserWithPassword(services.auth, t.db, { email: "owner-b@visitor.fr", password: "owner-b-secret", role: "user" });
  ownerA = a.id;
  siteA = (await createSite(t.db, { name: "Traiteur A", ownerId: a.id, plan: "essentiel" })).id;
  siteB = (await createSite(t.db, { name: "Fleuriste B", ownerId: b.id })).id;
  cookieA = await withSelection(services, await sessionCookie(services, "owner-a@visitor.fr", "owner-a-secret"), siteA);
  cookieB = await withSelection(services, await sessionCookie(services, "owner-b@visitor.fr", "owner-b-secret"), siteB);
});

afterAll(async () => {
  await t?.drop();
});

/** Both sites' rows: the visitor on A (in the inbox, in spam, typed in capitals), on B, and others. */
async function seed() {
  await t.db.delete(contactMessages);
  await t.db.delete(quoteRequests);
  await t.db.delete(mailOutbox);
  await t.db.delete(visitorDataLog);
  const message = (siteId: string, email: string, subject: string, extra: Partial<typeof contactMessages.$inferInsert> = {}) => ({
    siteId,
    firstName: "Claire",
    name: "Martin",
    email,
    subject,
    message: `Bonjour, ${subject}`,
    ...extra,
  });
  const quote = (siteId: string, email: string, service: string, extra: Partial<typeof quoteRequests.$inferInsert> = {}) => ({
    siteId,
    customerFirstName: "Claire",
    customerLastName: "Martin",
    customerEmail: email,
    customerPhone: "06 12 34 56 78",
    serviceType: service,
    eventDate: "2027-06-12",
    message: `Devis ${service}`,
    ...extra,
  });
  await t.db
    .insert(contactMessages)
    .values([
      message(siteA, VISITOR, "A-horaires", { createdAt: new Date("2026-03-01T10:00:00Z"), submissionToken: "tok-a-1" }),
      message(siteA, " Claire.MARTIN@Example.fr ", "A-capitales", { createdAt: new Date("2026-04-01T10:00:00Z") }),
      message(siteA, VISITOR, "A-spam", { isSpam: true, spamReasons: ["links"], createdAt: new Date("2026-05-01T10:00:00Z") }),
      message(siteA, "autre.claire.martin@example.fr", "A-autre-adresse"),
      message(siteA, "claire.martin@example.fr.evil", "A-suffixe"),
      message(siteB, VISITOR, "B-meme-adresse"),
    ]);
  await t.db
    .insert(quoteRequests)
    .values([
      quote(siteA, VISITOR, "A-buffet", { internalNote: "Rappeler lundi", status: "in_progress" }),
      quote(siteA, "paul@example.fr", "A-paul"),
      quote(siteB, VISITOR, "B-bouquet"),
    ]);
  const mail = (siteId: string, kind: string, replyTo: string | null, textBody: string, subject: string) => ({
    siteId,
    kind,
    messageId: `<${randomUUID()}@visitor.test>`,
    fromAddress: "boutique@visitor.test",
    toAddresses: ["marchand@visitor.test"],
    replyTo,
    subject,
    textBody,
    status: "sent" as const,
    sentAt: new Date(),
  });
  await t.db.insert(mailOutbox).values([
    mail(siteA, "contact_notification", `"Claire Martin" <${VISITOR}>`, "Message de Claire", "A-notif-contact"),
    mail(siteA, "quote_notification", `"Claire Martin" <Claire.Martin@example.fr>`, "Devis de Claire", "A-notif-devis"),
    // An address that could not go in a header: only in the body.
    mail(siteA, "contact_notification", null, `E-mail : ${VISITOR}\nBonjour`, "A-notif-sans-reply-to"),
    mail(siteA, "contact_notification", `"Autre" <autre.claire.martin@example.fr>`, `Cite ${VISITOR} dans son message`, "A-notif-autre"),
    mail(siteA, "signin_alert", null, `Connexion de ${VISITOR}`, "A-alerte-connexion"),
    mail(siteB, "contact_notification", `"Claire Martin" <${VISITOR}>`, "Message de Claire", "B-notif-contact"),
  ]);
}

function collectingLogger() {
  logged = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  return pino({ level: "info" }, stream);
}

async function post(cookie: string, fields: Record<string, string>, siteId?: string) {
  const request = new Request(`${ORIGIN}/admin/donnees`, {
    method: "POST",
    body: new URLSearchParams({ siteId: siteId ?? (await renderedSiteId(services, cookie)), ...fields }),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  const context = requestContext(services, { logger: collectingLogger() });
  const answer = await action({ request, context, params: {} } as Parameters<typeof action>[0]);
  return { status: answer.init?.status ?? 200, result: answer.data as VisitorDataResult };
}

async function load(cookie: string) {
  return loader({ request: new Request(`${ORIGIN}/admin/donnees`, { headers: { cookie } }), context: requestContext(services), params: {} } as Parameters<
    typeof loader
  >[0]);
}

/** Every row of the tables this screen reads or writes, as one value to compare. */
async function state() {
  const all = async (table: string) =>
    (await t.db.execute<{ rows: string | null }>(sql`select string_agg(x::text, '|' order by x::text) as rows from ${sql.identifier(table)} x`)).rows[0]
      ?.rows ?? "";
  return {
    messages: await all("contact_messages"),
    quotes: await all("quote_requests"),
    outbox: await all("mail_outbox"),
    log: await all("visitor_data_log"),
    sites: await all("sites"),
  };
}

const subjects = async () => (await t.db.select({ s: contactMessages.subject }).from(contactMessages)).map((r) => r.s).sort();
const services_ = async () => (await t.db.select({ s: quoteRequests.serviceType }).from(quoteRequests)).map((r) => r.s).sort();
const mails = async () => (await t.db.select({ s: mailOutbox.subject }).from(mailOutbox)).map((r) => r.s).sort();

describe("searching a visitor", () => {
  beforeEach(seed);

  it("finds exactly the address's messages and quotes of the current site, spam and capitals included, and writes nothing", async () => {
    const before = await state();
    const { status, result } = await post(cookieA, { intent: "search", email: "  CLAIRE.martin@example.FR " });
    expect(status).toBe(200);
    expect(result.ok).toBe(true);
    expect(result.email).toBe(VISITOR);
    expect(result.found?.messages).toBe(3);
    expect(result.found?.quotes).toBe(1);
    expect(result.found?.items.map((i) => i.title).sort()).toEqual(["A-buffet", "A-capitales", "A-horaires", "A-spam"]);
    expect(result.found?.items.find((i) => i.title === "A-spam")?.spam).toBe(true);
    // Newest first.
    const dates = result.found!.items.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await state()).toEqual(before);
  });

  it("answers nothing for an address without rows, and refuses what is not an address with the field's message", async () => {
    expect((await post(cookieA, { intent: "search", email: "personne@example.fr" })).result.found).toEqual({ messages: 0, quotes: 0, items: [] });
    for (const email of ["", "   ", "pas-une-adresse", "a b@c.fr"]) {
      const { status, result } = await post(cookieA, { intent: "search", email });
      expect(status, email).toBe(400);
      expect(result.errors?.email, email).toBeTruthy();
      expect(result.values).toEqual({ email });
    }
  });
});

describe("exporting a visitor's data", () => {
  beforeEach(seed);

  it("gives every message and quote of the address on this site, with nothing of another site and no internal id, and logs the counts without the address", async () => {
    const { status, result } = await post(cookieA, { intent: "export", email: VISITOR });
    expect(status).toBe(200);
    expect(result.toast?.type).toBe("success");
    const file = result.file as VisitorExport;
    expect(file.site).toBe("Traiteur A");
    expect(file.adresseEmail).toBe(VISITOR);
    expect(file.messagesDeContact.map((m) => m.objet)).toEqual(["A-horaires", "A-capitales", "A-spam"]);
    expect(file.messagesDeContact[2]).toMatchObject({
      indesirable: true,
      motifsIndesirable: ["links"],
      prenom: "Claire",
      nom: "Martin",
      message: "Bonjour, A-spam",
    });
    expect(file.demandesDeDevis).toHaveLength(1);
    expect(file.demandesDeDevis[0]).toMatchObject({
      prestation: "A-buffet",
      telephone: "06 12 34 56 78",
      dateEvenement: "2027-06-12",
      statut: "En cours",
      noteInterne: "Rappeler lundi",
      email: VISITOR,
    });
    const text = JSON.stringify(file);
    const ids = [
      ...(await t.db.select({ id: contactMessages.id }).from(contactMessages)).map((r) => r.id),
      ...(await t.db.select({ id: quoteRequests.id }).from(quoteRequests)).map((r) => r.id),
    ];
    for (const secret of [siteA, siteB, "B-meme-adresse", "B-bouquet", "Fleuriste B", "A-autre-adresse", "A-suffixe", "A-paul", "tok-a-1", ...ids]) {
      expect(text, secret).not.toContain(secret);
    }

    const log = await t.db.select().from(visitorDataLog);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ siteId: siteA, actorId: ownerA, action: "export", counts: { messages: 3, quotes: 1 } });
    expect(JSON.stringify(log).toLowerCase()).not.toContain("claire");
    expect(logged.join("")).toContain("visitor data exported");
    expect(logged.join("").toLowerCase()).not.toContain("claire");
  });
});

describe("deleting a visitor's data", () => {
  beforeEach(seed);

  it("deletes the address's messages, quotes and notification mails on this site only, and logs the counts without the address", async () => {
    const { status, result } = await post(cookieA, { intent: "delete", email: ` ${VISITOR.toUpperCase()}` });
    expect(status).toBe(200);
    expect(result.ok).toBe(true);
    expect(result.toast).toMatchObject({ type: "success", title: "Données supprimées", description: "3 messages de contact et 1 demande de devis supprimés." });
    expect(result.found).toEqual({ messages: 0, quotes: 0, items: [] });

    expect(await subjects()).toEqual(["A-autre-adresse", "A-suffixe", "B-meme-adresse"]);
    expect(await services_()).toEqual(["A-paul", "B-bouquet"]);
    // The site's notifications holding the visitor went; another visitor's (which quotes the
    // address in its text), an account mail and the other site's stay.
    expect(await mails()).toEqual(["A-alerte-connexion", "A-notif-autre", "B-notif-contact"]);

    const log = await t.db.select().from(visitorDataLog);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ siteId: siteA, actorId: ownerA, action: "delete", counts: { messages: 3, quotes: 1, mails: 3 } });
    expect(JSON.stringify(log).toLowerCase()).not.toContain("claire");
    expect(logged.join("")).toContain("visitor data deleted");
    expect(logged.join("").toLowerCase()).not.toContain("claire");

    // The loader shows the log, with who did it.
    const page = await load(cookieA);
    expect(page.log).toHaveLength(1);
    expect(page.log[0]).toMatchObject({ action: "delete", counts: { messages: 3, quotes: 1, mails: 3 } });
  });
});

describe("a failing database", () => {
  beforeEach(seed);

  it("answers the failure's toast, keeps what was typed, and logs the error without the address", async () => {
    await t.db.execute(sql`ALTER TABLE quote_requests RENAME TO quote_requests_away`);
    try {
      for (const intent of ["search", "export", "delete"]) {
        const { status, result } = await post(cookieA, { intent, email: VISITOR });
        expect(status, intent).toBe(500);
        expect(result.toast?.type).toBe("error");
        expect(result.values).toEqual({ email: VISITOR });
        const log = logged.join("");
        expect(log, intent).toContain(`visitor data: ${intent} failed`);
        expect(log, intent).toContain("42P01");
        expect(log.toLowerCase(), intent).not.toContain("claire");
      }
    } finally {
      await t.db.execute(sql`ALTER TABLE quote_requests_away RENAME TO quote_requests`);
    }
    // Nothing was deleted: the deletion is one transaction.
    expect(await subjects()).toContain("A-horaires");
  });
});

describe("another site's owner", () => {
  beforeEach(seed);

  it("cannot search, export, delete nor set the retention of site A by naming it in the form: 409 and nothing changes", async () => {
    const forms: Record<string, string>[] = [
      { intent: "search", email: VISITOR },
      { intent: "export", email: VISITOR },
      { intent: "delete", email: VISITOR },
      { intent: "save-retention", months: "6" },
    ];
    for (const fields of forms) {
      const before = await state();
      const { status, result } = await post(cookieB, fields, siteA);
      expect(status, fields.intent).toBe(409);
      expect(result.ok).toBe(false);
      expect(JSON.stringify(result)).not.toContain("A-horaires");
      expect(await state(), fields.intent).toEqual(before);
    }
  });

  it("with site A's visitor's address, reaches only their own site's rows", async () => {
    const search = await post(cookieB, { intent: "search", email: VISITOR });
    expect(search.result.found?.items.map((i) => i.title).sort()).toEqual(["B-bouquet", "B-meme-adresse"]);
    const exported = await post(cookieB, { intent: "export", email: VISITOR });
    expect(exported.result.file?.site).toBe("Fleuriste B");
    expect(JSON.stringify(exported.result.file)).not.toContain("A-");

    await post(cookieB, { intent: "delete", email: VISITOR });
    expect(await subjects()).toEqual(["A-autre-adresse", "A-capitales", "A-horaires", "A-spam", "A-suffixe"]);
    expect(await services_()).toEqual(["A-buffet", "A-paul"]);
    expect(await mails()).toEqual(["A-alerte-connexion", "A-notif-autre", "A-notif-contact", "A-notif-devis", "A-notif-sans-reply-to"]);
    const log = await t.db.select({ siteId: visitorDataLog.siteId, action: visitorDataLog.action }).from(visitorDataLog);
    expect(log.every((row) => row.siteId === siteB)).toBe(true);
  });

  it("does not see site A's log nor retention on the screen", async () => {
    await post(cookieA, { intent: "save-retention", months: "12" });
    await post(cookieA, { intent: "export", email: VISITOR });
    const page = await load(cookieB);
    expect(page.site.id).toBe(siteB);
    expect(page.retentionMonths).toBe(36);
    expect(page.log).toEqual([]);
  });
});

describe("the retention setting", () => {
  it("saves each duration of the list, on any plan, and refuses any other value without writing", async () => {
    for (const months of ["6", "12", "24", "36", "60"]) {
      const { status, result } = await post(cookieA, { intent: "save-retention", months });
      expect(status, months).toBe(200);
      expect(result.toast?.type).toBe("success");
      const [row] = await t.db.select({ m: sites.dataRetentionMonths }).from(sites).where(eq(sites.id, siteA));
      expect(row.m).toBe(Number(months));
    }
    expect((await post(cookieA, { intent: "save-retention", months: "36" })).result.toast?.description).toBe(
      "Les messages et demandes de devis seront conservés 3 ans.",
    );
    for (const months of ["48", "1", "0", "120", "121", "-6", "36.5", "abc", ""]) {
      const before = await state();
      const { status, result } = await post(cookieA, { intent: "save-retention", months });
      expect(status, months).toBe(400);
      expect(result.errors?.months, months).toBe("Choisissez une durée de la liste.");
      expect(result.toast?.type).toBe("error");
      expect(await state(), months).toEqual(before);
    }
  });
});

describe("the purge", () => {
  it("deletes only the messages and quotes older than their own site's retention, and nothing else", async () => {
    await seed();
    await t.db.update(sites).set({ dataRetentionMonths: 6 }).where(eq(sites.id, siteA));
    await t.db.update(sites).set({ dataRetentionMonths: 60 }).where(eq(sites.id, siteB));
    await t.db.delete(contactMessages);
    await t.db.delete(quoteRequests);
    const m = (siteId: string, subject: string, isSpam = false) => ({ siteId, firstName: "C", name: "M", email: VISITOR, subject, message: "…", isSpam });
    await t.db
      .insert(contactMessages)
      .values([
        m(siteA, "A-5-mois"),
        m(siteA, "A-7-mois"),
        m(siteA, "A-7-mois-spam", true),
        m(siteB, "B-7-mois"),
        m(siteB, "B-59-mois"),
        m(siteB, "B-61-mois"),
      ]);
    await t.db.insert(quoteRequests).values([
      { siteId: siteA, customerFirstName: "C", customerLastName: "M", customerEmail: VISITOR, serviceType: "A-5-mois", message: "…" },
      { siteId: siteA, customerFirstName: "C", customerLastName: "M", customerEmail: VISITOR, serviceType: "A-7-mois", message: "…" },
      { siteId: siteB, customerFirstName: "C", customerLastName: "M", customerEmail: VISITOR, serviceType: "B-61-mois", message: "…" },
    ]);
    // Dated by SQL, as months pass: the subject (or service) says the age.
    await t.db.execute(sql`UPDATE contact_messages SET created_at = now() - make_interval(months => substring(subject from '-([0-9]+)-mois')::int)`);
    await t.db.execute(sql`UPDATE quote_requests SET created_at = now() - make_interval(months => substring(service_type from '-([0-9]+)-mois')::int)`);
    const [event] = await t.db
      .insert(homeEvents)
      .values({ siteId: siteA, title: "Fête", date: "Juin", description: "…", orderIndex: 0 })
      .returning({ id: homeEvents.id });
    await t.db.insert(eventRsvps).values({ siteId: siteA, eventId: event.id, voterKey: "v1", createdAt: new Date("2020-01-01T00:00:00Z") });
    const before = await state();

    expect(await pruneExpiredSubmissions(t.db, 1)).toBe(5);
    expect(await subjects()).toEqual(["A-5-mois", "B-59-mois", "B-7-mois"]);
    expect(await services_()).toEqual(["A-5-mois"]);
    const after = await state();
    expect({ ...after, messages: "", quotes: "" }).toEqual({ ...before, messages: "", quotes: "" });
    expect(await t.db.select().from(eventRsvps)).toHaveLength(1);

    // Nothing more the second time.
    expect(await pruneExpiredSubmissions(t.db)).toBe(0);
  });
});
