/**
 * The admins' 'Support': one queue of every site's open requests by due time (the plan's promise
 * counted in working hours), what is late, a request's detail with the site's recent trouble, the
 * answer written with its e-mail and its status in one transaction (delivered by the outbox to a
 * real SMTP peer), the status and the assignment alone, and an Expert site's advisor shown on its
 * owner's dashboard. An owner trying every intent with real ids is refused and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { domainChecks, mailOutbox, siteAdvisors, supportMessages, supportRequests, user } from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { createOutboxWorker, type OutboxWorker } from "~/features/mail/outbox-worker.server";
import { supportDueAt } from "~/features/support/working-hours";
import { supportRequestRef } from "~/features/support/support-queue-schema";
import { listSupportRequests } from "~/features/support/support-queue.server";
import { action, loader } from "~/routes/admin/support";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { callRoute, getRequest, postRequest, refusal, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { startSmtpServer, type TestSmtpServer } from "../../support/mail-test-smtp";
import { createDomain, createSite, createSupportRequest, type SiteRow } from "../../support/factories";

const PUBLIC_URL = "https://vitrine.example";

let t: TestDatabase;
let smtp: TestSmtpServer;
let services: AppServices;
let worker: OutboxWorker;
let adminId: string;
let adminCookie: string;
let ownerId: string;
let ownerCookie: string;
let site: { essentiel: SiteRow; pro: SiteRow; expert: SiteRow };

type Loaded = Awaited<ReturnType<typeof loader>>;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpServer();
  services = createTestServices(t.db, { SMTP_URL: smtp.url, PUBLIC_URL });
  worker = createOutboxWorker(services, { pollIntervalMs: 60_000 });
  adminId = (await upsertUserWithPassword(services.auth, t.db, { email: "claire@vitrine.test", password: "claire-secret", role: "admin", name: "Claire" })).id;
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "marie@boulangerie.test", password: "marie-secret", role: "user", name: "Marie" });
  ownerId = owner.id;
  site = {
    essentiel: await createSite(t.db, { name: "Fleurs Essentiel", plan: "essentiel" }),
    pro: await createSite(t.db, { name: "Boulangerie Pro", plan: "pro", ownerId }),
    expert: await createSite(t.db, { name: "Traiteur Expert", plan: "expert", ownerId }),
  };
  adminCookie = await sessionCookie(services, "claire@vitrine.test", "claire-secret");
  ownerCookie = await sessionCookie(services, "marie@boulangerie.test", "marie-secret");
});

afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.drop();
});

async function load(query = "", cookie = adminCookie): Promise<Loaded> {
  return callRoute<Loaded>(loader, services, getRequest(`/admin/support${query}`, cookie));
}

async function post(fields: Record<string, string>, cookie = adminCookie) {
  return unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/support", fields, cookie)));
}

async function deliver() {
  const before = smtp.received.length;
  await worker.runOnce();
  return smtp.received.slice(before);
}

/** A Monday in Paris (UTC+1 in November), at a given hour. */
const monday = (hour: number) => new Date(Date.UTC(2026, 10, 23, hour - 1));

describe("the queue", () => {
  it("lists every site's open requests by due time, across plans, and says which are late", async () => {
    // Monday: the Essentiel request comes first (2 working days: due Tuesday 18:00), the Pro one an
    // hour later (1 working day: due Tuesday 10:00), the Expert one at 11:00 (4 hours: Monday 15:00).
    const essentiel = await createSupportRequest(t.db, { siteId: site.essentiel.id, createdAt: monday(9), subject: "Mon domaine" });
    const pro = await createSupportRequest(t.db, { siteId: site.pro.id, createdAt: monday(10), subject: "Mes horaires" });
    const expert = await createSupportRequest(t.db, { siteId: site.expert.id, createdAt: monday(11), subject: "Ma traduction" });
    const resolved = await createSupportRequest(t.db, { siteId: site.pro.id, createdAt: monday(8), status: "resolved" });
    expect(essentiel.dueAt.toISOString()).toBe("2026-11-24T17:00:00.000Z");
    expect(pro.dueAt.toISOString()).toBe("2026-11-24T09:00:00.000Z");

    const tuesdayNoon = new Date("2026-11-24T11:00:00Z");
    const queue = await listSupportRequests(t.db, { view: "queue", adminId, now: tuesdayNoon });
    expect(queue.map((r) => r.id)).toEqual([expert.id, pro.id, essentiel.id]);
    expect(queue.map((r) => r.late)).toEqual([true, true, false]);
    expect(queue[1]?.lateByMs).toBe(2 * 60 * 60_000);
    expect(queue.some((r) => r.id === resolved.id)).toBe(false);

    // Through the screen's loader, now: all three are past due; a request written now is not.
    const fresh = await createSupportRequest(t.db, { siteId: site.pro.id, subject: "Écrit à l'instant" });
    const data = await load();
    const ids = data.requests.map((r) => r.id);
    expect(ids.slice(0, 3)).toEqual([expert.id, pro.id, essentiel.id]);
    expect(ids.at(-1)).toBe(fresh.id);
    expect(data.requests.find((r) => r.id === fresh.id)?.late).toBe(false);
    expect(data.requests.find((r) => r.id === essentiel.id)).toMatchObject({ late: true, siteName: "Fleurs Essentiel", plan: "essentiel" });
    expect(data.counts).toMatchObject({ queue: 4, late: 3, resolved: 1, all: 5 });
    expect((await load("?vue=resolved")).requests.map((r) => r.id)).toEqual([resolved.id]);
  });

  it("opens a request with its site, thread and the site's recent trouble", async () => {
    const request = await createSupportRequest(t.db, {
      siteId: site.pro.id,
      authorUserId: ownerId,
      screen: "/admin/domains",
      subject: "Mon domaine ne marche pas",
      message: "Bonjour, mon domaine affiche une erreur.",
      screenshotUrl: "/media/about-images/capture.webp",
    });
    const domain = await createDomain(t.db, site.pro, { domain: "boulangerie-pro.test", verifiedAt: new Date(), verifiedBy: "txt" });
    const check = {
      state: "dns_changed" as const,
      stateChangedAt: new Date("2026-11-28T10:00:00.000Z"),
      checkedAt: new Date(),
      detail: { failure: { at: "2026-11-29T10:00:00.000Z", reason: "aucun serveur DNS n'a répondu" } },
    };
    await t.db
      .insert(domainChecks)
      .values({ mappingId: domain.id, ...check })
      .onConflictDoUpdate({ target: domainChecks.mappingId, set: check });
    await t.db.insert(mailOutbox).values({
      siteId: site.pro.id,
      kind: "quote_notification",
      messageId: "<x@boulangerie-pro.test>",
      fromAddress: "no-reply@vitrine.test",
      toAddresses: ["chef@boulangerie-pro.test"],
      subject: "Nouvelle demande de devis",
      textBody: "…",
      status: "failed",
      lastError: "550 mailbox unavailable",
    });
    const { opened } = await load(`?demande=${supportRequestRef(request)}`);
    expect(opened?.failed).toBe(false);
    const detail = opened?.detail;
    expect(detail?.request).toMatchObject({
      subject: "Mon domaine ne marche pas",
      screen: "/admin/domains",
      authorName: "Marie",
      authorEmail: "marie@boulangerie.test",
    });
    expect(detail?.site).toMatchObject({ name: "Boulangerie Pro", plan: "pro" });
    expect(detail?.thread).toEqual([
      expect.objectContaining({ body: "Bonjour, mon domaine affiche une erreur.", fromSupport: false, screenshotUrl: "/media/about-images/capture.webp" }),
    ]);
    expect(detail?.activity.domains).toEqual([expect.objectContaining({ domain: "boulangerie-pro.test", state: "dns_changed", verified: true })]);
    expect(detail?.activity.failedMails).toEqual([expect.objectContaining({ subject: "Nouvelle demande de devis", lastError: "550 mailbox unavailable" })]);
    expect(detail?.activity.domainErrors.map((e) => e.text)).toEqual([
      "Vérification impossible\u00a0: aucun serveur DNS n'a répondu",
      "Le domaine ne pointe plus vers Vitrine (DNS modifié)",
    ]);
    // Another site's id with this request's id: no such request.
    const wrong = await load(`?demande=${site.essentiel.id}:${request.id}`);
    expect(wrong.opened).toMatchObject({ detail: null, failed: false });
  });
});

describe("the answer", () => {
  it("writes the message, the e-mail and the status together; the merchant gets the answer and the link to 'Aide'", async () => {
    const request = await createSupportRequest(t.db, { siteId: site.pro.id, authorUserId: ownerId, subject: "Changer mes couleurs" });
    const answer = await post({
      intent: "reply",
      request: supportRequestRef(request),
      message: "Bonjour Marie,\nOuvrez « Apparence » puis choisissez vos couleurs.",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, intent: "reply" });

    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, request.id));
    expect(row?.status).toBe("waiting_merchant");
    const thread = await t.db.select().from(supportMessages).where(eq(supportMessages.requestId, request.id)).orderBy(supportMessages.createdAt);
    expect(thread.at(-1)).toMatchObject({
      fromSupport: true,
      authorUserId: adminId,
      body: "Bonjour Marie,\nOuvrez « Apparence » puis choisissez vos couleurs.",
    });

    const [mail, ...others] = await deliver();
    expect(others).toHaveLength(0);
    expect(mail?.rcptTo).toEqual(["marie@boulangerie.test"]);
    expect(mail?.header("subject")).toBe("Réponse du support\u00a0: Changer mes couleurs");
    expect(mail?.text).toContain("Ouvrez « Apparence » puis choisissez vos couleurs.");
    const link = `${PUBLIC_URL}/admin/aide?demande=${request.id}&site=${site.pro.id}`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
    const [sent] = await t.db
      .select({ kind: mailOutbox.kind, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.messageId, mail?.messageId ?? ""));
    expect(sent).toEqual({ kind: "support_reply", status: "sent" });
  });

  it("takes the status chosen with it", async () => {
    const request = await createSupportRequest(t.db, { siteId: site.pro.id, authorUserId: ownerId });
    const answer = await post({ intent: "reply", request: supportRequestRef(request), message: "C'est réglé.", status: "resolved" });
    expect(answer.data.ok).toBe(true);
    const [row] = await t.db.select({ status: supportRequests.status }).from(supportRequests).where(eq(supportRequests.id, request.id));
    expect(row?.status).toBe("resolved");
    await deliver();
  });

  it("writes nothing when the e-mail cannot be queued, and keeps what was typed", async () => {
    // An account whose address the outbox refuses: the mail fails, so the message and the status do not stay.
    const broken = randomId();
    await t.db.insert(user).values({ id: broken, name: "Adresse cassée", email: "pas une adresse", role: "user", emailVerified: true });
    const request = await createSupportRequest(t.db, { siteId: site.pro.id, authorUserId: broken });
    const before = await state(request.id);
    const answer = await post({ intent: "reply", request: supportRequestRef(request), message: "Une réponse perdue ?", status: "in_progress" });
    expect(answer.status).toBe(500);
    expect(answer.data).toMatchObject({ ok: false, values: { message: "Une réponse perdue ?", status: "in_progress" } });
    expect(await state(request.id)).toEqual(before);
  });

  it("refuses an empty answer with the field's message, and an unknown request with a 404", async () => {
    const request = await createSupportRequest(t.db, { siteId: site.pro.id, authorUserId: ownerId });
    const before = await state(request.id);
    const empty = await post({ intent: "reply", request: supportRequestRef(request), message: "   " });
    expect(empty.status).toBe(400);
    expect(empty.data.errors).toEqual({ message: "Écrivez votre message" });
    const unknown = await post({ intent: "reply", request: `${site.essentiel.id}:${request.id}`, message: "Bonjour" });
    expect(unknown.status).toBe(404);
    expect(await state(request.id)).toEqual(before);
  });
});

describe("the status and the assignment", () => {
  it("changes the status alone, and assigns to an admin only", async () => {
    const request = await createSupportRequest(t.db, { siteId: site.essentiel.id });
    const ref = supportRequestRef(request);
    expect((await post({ intent: "set-status", request: ref, status: "in_progress" })).data.ok).toBe(true);
    expect((await post({ intent: "assign", request: ref, assigneeId: adminId })).data).toMatchObject({
      ok: true,
      toast: { description: "Demande assignée à Claire" },
    });
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, request.id));
    expect(row).toMatchObject({ status: "in_progress", assignedUserId: adminId });
    expect((await load("?vue=mine")).requests.map((r) => r.id)).toContain(request.id);

    const toOwner = await post({ intent: "assign", request: ref, assigneeId: ownerId });
    expect(toOwner.status).toBe(400);
    expect((await post({ intent: "assign", request: ref, assigneeId: "" })).data.ok).toBe(true);
    const [after] = await t.db.select({ assignedUserId: supportRequests.assignedUserId }).from(supportRequests).where(eq(supportRequests.id, request.id));
    expect(after?.assignedUserId).toBeNull();
  });
});

describe("the Expert advisor", () => {
  it("is set by an admin on an Expert site only, and shown on its owner's dashboard", async () => {
    const refused = await post({
      intent: "set-advisor",
      siteId: site.pro.id,
      advisorUserId: adminId,
      name: "Claire Martin",
      photoUrl: "",
      phone: "",
      email: "",
    });
    expect(refused.status).toBe(400);
    const invalid = await post({ intent: "set-advisor", siteId: site.expert.id, advisorUserId: adminId, name: "", photoUrl: "", phone: "abc", email: "x" });
    expect(invalid.data.errors).toEqual({ name: "Indiquez le nom du conseiller", phone: "Numéro de téléphone invalide", email: "Adresse e-mail invalide" });

    const waiting = await createSupportRequest(t.db, { siteId: site.expert.id, subject: "Sans conseiller" });
    const saved = await post({
      intent: "set-advisor",
      siteId: site.expert.id,
      advisorUserId: adminId,
      name: "Claire Martin",
      photoUrl: "https://images.example/claire.webp",
      phone: "01 23 45 67 89",
      email: "claire@vitrine.test",
    });
    expect(saved.data).toMatchObject({ ok: true, toast: { description: "Conseiller enregistré" } });
    // The request written before there was an advisor is now theirs.
    const [assigned] = await t.db.select({ to: supportRequests.assignedUserId }).from(supportRequests).where(eq(supportRequests.id, waiting.id));
    expect(assigned?.to).toBe(adminId);
    const advisors = (await load("?vue=advisors")).advisors;
    expect(advisors).toEqual([
      expect.objectContaining({ siteId: site.expert.id, advisor: expect.objectContaining({ name: "Claire Martin", advisorUserId: adminId }) }),
    ]);

    const expertDashboard = await dashboardOf(site.expert.id);
    expect(expertDashboard.advisor).toEqual({
      name: "Claire Martin",
      photoUrl: "https://images.example/claire.webp",
      phone: "01 23 45 67 89",
      email: "claire@vitrine.test",
    });
    expect(JSON.stringify(expertDashboard)).not.toContain(adminId);
    expect((await dashboardOf(site.pro.id)).advisor).toBeNull();

    expect((await post({ intent: "clear-advisor", siteId: site.expert.id })).data.ok).toBe(true);
    expect((await dashboardOf(site.expert.id)).advisor).toBeNull();
  });
});

describe("an owner", () => {
  it("is sent away from the screen and refused every intent with real ids, the database unchanged", async () => {
    const request = await createSupportRequest(t.db, { siteId: site.pro.id, authorUserId: ownerId });
    await t.db.insert(siteAdvisors).values({ siteId: site.expert.id, advisorUserId: adminId, name: "Claire" });
    const ref = supportRequestRef(request);
    const cookie = await withSelection(services, ownerCookie, site.pro.id);
    expect(await refusal(callRoute(loader, services, getRequest(`/admin/support?demande=${ref}`, cookie)))).toEqual({
      status: 302,
      location: "/admin/dashboard",
    });
    const before = await digest();
    const attacks: Record<string, string>[] = [
      { intent: "reply", request: ref, message: "Je me réponds", status: "resolved" },
      { intent: "set-status", request: ref, status: "resolved" },
      { intent: "assign", request: ref, assigneeId: ownerId },
      { intent: "set-advisor", siteId: site.expert.id, advisorUserId: ownerId, name: "Moi", photoUrl: "", phone: "", email: "" },
      { intent: "clear-advisor", siteId: site.expert.id },
    ];
    for (const fields of attacks) {
      const answer = await post(fields, cookie);
      expect(answer.status, fields.intent).toBe(403);
    }
    expect(await digest()).toEqual(before);
  });
});

function randomId(): string {
  return crypto.randomUUID();
}

async function dashboardOf(siteId: string) {
  const cookie = await withSelection(services, ownerCookie, siteId);
  return callRoute<{ advisor: unknown }>(dashboardLoader, services, getRequest("/admin/dashboard", cookie));
}

/** A request's status, its thread's length and the e-mails of its site, to compare before and after. */
async function state(requestId: string) {
  const [row] = await t.db
    .select({ status: supportRequests.status, updatedAt: supportRequests.updatedAt })
    .from(supportRequests)
    .where(eq(supportRequests.id, requestId));
  const [messages] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(eq(supportMessages.requestId, requestId));
  const [mails] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "support_reply"), sql`${mailOutbox.status} <> 'sent'`));
  return { ...row, messages: messages?.n, pendingReplies: mails?.n };
}

/** The support's three tables and the outbox, as one comparable value. */
async function digest() {
  const tables = ["support_requests", "support_messages", "site_advisors", "mail_outbox"];
  const out: Record<string, string> = {};
  for (const table of tables) {
    const rows = await t.db.execute<{ digest: string }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(table)} x`,
    );
    out[table] = rows.rows[0]?.digest ?? "";
  }
  return out;
}

// The due times the factory writes are the plan's promise: a check that the builder and the queue agree.
describe("the factory", () => {
  it("writes the due time of the plan's promise", async () => {
    const at = monday(17);
    const request = await createSupportRequest(t.db, { siteId: site.expert.id, createdAt: at });
    expect(request.dueAt).toEqual(supportDueAt("expert", at));
    expect(request.plan).toBe("expert");
  });
});
