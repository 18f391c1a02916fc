/**
 * The merchants' side of the support ('Aide', /admin/aide), on a real PostgreSQL through the
 * route's loader and action as React Router calls them: a request, its first message and every
 * admin's e-mail written together (or none of them), the due time of each plan, an Expert
 * request assigned to the site's advisor, the rate limit, a form sent twice stored once, the
 * screenshot that must be the site's own upload, the merchant's reply reopening her request, and
 * the owner of another site refused with the database unchanged.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { mailOutbox, mediaFiles, rateLimits, siteAdvisors, sites, supportMessages, supportRequests, user as users } from "~/db/schema";
import type { SitePlan } from "~/db/enums";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { HELP_TEXTS, formatSupportDue } from "~/features/support/help-request-schema";
import { supportDueAt } from "~/features/support/working-hours";
import { action, loader } from "~/routes/admin/help";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createOwner, createSite } from "../../support/factories";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

let t: TestDatabase;
let services: AppServices;

type Merchant = { siteId: string; siteName: string; userId: string; cookie: string };
const merchants: Record<"pro" | "essentiel" | "expert" | "busy" | "other", Merchant> = {} as Record<
  "pro" | "essentiel" | "expert" | "busy" | "other",
  Merchant
>;
let adminCookie = "";
let admins: { id: string; email: string }[] = [];

async function merchant(plan: SitePlan, name: string): Promise<Merchant> {
  const site = await createSite(t.db, { name, plan });
  const owner = await createOwner(t.db, { site, auth: services.auth });
  const cookie = await withSelection(services, await sessionCookie(services, owner.email, owner.password!), site.id);
  return { siteId: site.id, siteName: name, userId: owner.id, cookie };
}

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const first = await createOwner(t.db, { role: "admin", email: "alice.admin@vitrine.test", auth: services.auth });
  const second = await createOwner(t.db, { role: "admin", email: "bruno.admin@vitrine.test", name: "Bruno Conseil" });
  admins = [
    { id: first.id, email: first.email },
    { id: second.id, email: second.email },
  ];
  adminCookie = await sessionCookie(services, first.email, first.password!);
  merchants.pro = await merchant("pro", "Traiteur Pro");
  merchants.essentiel = await merchant("essentiel", "Fleuriste Essentiel");
  merchants.expert = await merchant("expert", "Caviste Expert");
  merchants.busy = await merchant("pro", "Boulangerie Pressée");
  merchants.other = await merchant("pro", "Épicerie Voisine");
  // The Expert site's named advisor is Bruno, an admin.
  await t.db.insert(siteAdvisors).values({ siteId: merchants.expert.siteId, advisorUserId: second.id, name: "Bruno Conseil", phone: "01 23 45 67 89" });
});

afterAll(async () => {
  await t?.drop();
});

async function post(cookie: string, fields: Record<string, string>) {
  return unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/aide", fields, cookie)));
}

function createFields(m: Merchant, extra: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "create",
    siteId: m.siteId,
    submissionToken: randomUUID(),
    subject: "Mon domaine ne répond pas",
    message: "Bonjour,\nmon domaine affiche une erreur depuis ce matin.",
    screen: "/admin/domains",
    screenshotUrl: "",
    ...extra,
  };
}

/** A file of the site's own media, as the upload records it. */
async function upload(siteId: string): Promise<string> {
  const key = `support-images/${Date.now()}-${randomUUID().slice(0, 8)}_800x500.webp`;
  await t.db.insert(mediaFiles).values({ siteId, key, bytes: 1234 });
  return `/media/${key}`;
}

async function requestsOf(siteId: string) {
  return t.db.select().from(supportRequests).where(eq(supportRequests.siteId, siteId)).orderBy(asc(supportRequests.createdAt));
}

async function messagesOf(requestId: string) {
  return t.db.select().from(supportMessages).where(eq(supportMessages.requestId, requestId)).orderBy(asc(supportMessages.createdAt));
}

async function mailsAbout(requestId: string) {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "support_request"));
  return rows.filter((row) => row.textBody.includes(`%3A${requestId}`));
}

/** Every support table's content and the mails, as one comparable value. */
async function snapshot(): Promise<string> {
  const result = await t.db.execute<{ digest: string }>(
    sql`select md5(
      coalesce((select string_agg(x::text, '|' order by x::text) from support_requests x), '') ||
      coalesce((select string_agg(x::text, '|' order by x::text) from support_messages x), '') ||
      coalesce((select string_agg(x::text, '|' order by x::text) from mail_outbox x), '')) as digest`,
  );
  return result.rows[0].digest;
}

describe("a new request", () => {
  it("is written with its first message and one e-mail per admin, due on the plan's promise", async () => {
    const m = merchants.pro;
    const screenshotUrl = await upload(m.siteId);
    const answer = await post(m.cookie, createFields(m, { subject: "Déclinaisons invisibles", screen: "/admin/products", screenshotUrl }));
    expect(answer.status).toBe(200);
    expect(answer.data.ok).toBe(true);
    const [request] = await requestsOf(m.siteId);
    expect(answer.data.rowId).toBe(request.id);
    expect(request).toMatchObject({
      subject: "Déclinaisons invisibles",
      screen: "/admin/products",
      plan: "pro",
      status: "new",
      authorUserId: m.userId,
      assignedUserId: null,
    });
    expect(request.dueAt).toEqual(supportDueAt("pro", request.createdAt));
    expect(answer.data.toast?.description).toBe(HELP_TEXTS.created(formatSupportDue(request.dueAt)));

    const messages = await messagesOf(request.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      fromSupport: false,
      authorUserId: m.userId,
      screenshotUrl,
      body: "Bonjour,\nmon domaine affiche une erreur depuis ce matin.",
    });

    const mails = await mailsAbout(request.id);
    expect(
      mails
        .map((mail) => mail.toAddresses)
        .flat()
        .sort(),
    ).toEqual(admins.map((a) => a.email).sort());
    const [mail] = mails;
    expect(mail.siteId).toBe(m.siteId);
    expect(mail.subject).toBe("Nouvelle demande de support\u00a0: Traiteur Pro — Déclinaisons invisibles");
    for (const part of [
      "Traiteur Pro",
      "Formule\u00a0: Pro",
      // The screen by its menu name, then its path.
      "Produits (/admin/products)",
      "mon domaine affiche une erreur",
      formatSupportDue(request.dueAt),
      "heure de Paris",
    ]) {
      expect(mail.textBody).toContain(part);
    }
    expect(mail.textBody).toContain(`http://localhost:3000/admin/support?demande=${m.siteId}%3A${request.id}`);
    expect(mail.htmlBody).toContain(`http://localhost:3000/admin/support?demande=${m.siteId}%3A${request.id}`);
  });

  it("is due in 2 working days on Essentiel and 4 working hours on Expert, where it goes to the advisor", async () => {
    for (const [key, plan] of [
      ["essentiel", "essentiel"],
      ["expert", "expert"],
    ] as const) {
      const m = merchants[key];
      expect((await post(m.cookie, createFields(m))).data.ok).toBe(true);
      const [request] = await requestsOf(m.siteId);
      expect(request.plan).toBe(plan);
      expect(request.dueAt).toEqual(supportDueAt(plan, request.createdAt));
      expect(request.assignedUserId).toBe(plan === "expert" ? admins[1].id : null);
      // A new request is every admin's news, the advisor's included.
      expect((await mailsAbout(request.id)).length).toBe(admins.length);
    }
  });

  it("leaves nothing written when one part fails (an admin's address the outbox refuses)", async () => {
    const m = merchants.busy;
    const broken = randomUUID();
    await t.db.insert(users).values({ id: broken, name: "Adresse cassée", email: "pas une adresse", role: "admin", emailVerified: true });
    try {
      const before = await snapshot();
      const answer = await post(m.cookie, createFields(m, { subject: "Perdue\u00a0?" }));
      expect(answer.status).toBe(500);
      expect(answer.data.toast?.description).toBe(HELP_TEXTS.createFailed);
      // What was typed comes back.
      expect(answer.data.values).toMatchObject({ subject: "Perdue\u00a0?", screen: "/admin/domains" });
      expect(await snapshot()).toBe(before);
      expect(await requestsOf(m.siteId)).toEqual([]);
    } finally {
      await t.db.delete(users).where(eq(users.id, broken));
    }
  });

  it("is stored once when the same form is sent twice", async () => {
    const m = merchants.other;
    const fields = createFields(m, { subject: "Double clic" });
    const [first, second] = await Promise.all([post(m.cookie, fields), post(m.cookie, fields)]);
    expect(first.data.ok && second.data.ok).toBe(true);
    expect(second.data.rowId).toBe(first.data.rowId);
    const requests = (await requestsOf(m.siteId)).filter((r) => r.subject === "Double clic");
    expect(requests).toHaveLength(1);
    expect(await messagesOf(requests[0].id)).toHaveLength(1);
    expect(await mailsAbout(requests[0].id)).toHaveLength(admins.length);
    // Sent once more later: still one.
    expect((await post(m.cookie, fields)).data.rowId).toBe(first.data.rowId);
    expect((await requestsOf(m.siteId)).filter((r) => r.subject === "Double clic")).toHaveLength(1);
  });

  it("refuses a form with a field wrong, naming it and giving back what was typed", async () => {
    const m = merchants.other;
    const before = await snapshot();
    const blank = await post(m.cookie, createFields(m, { subject: "  ", message: "" }));
    expect(blank.status).toBe(400);
    expect(blank.data.errors).toEqual({ subject: "Indiquez l'objet de votre demande", message: "Écrivez votre message" });
    const screen = await post(m.cookie, createFields(m, { screen: "https://ailleurs.example/admin" }));
    expect(screen.data.errors).toEqual({ screen: HELP_TEXTS.badScreen });
    expect(screen.data.values).toMatchObject({ subject: "Mon domaine ne répond pas", screen: "https://ailleurs.example/admin" });
    const noToken = await post(m.cookie, createFields(m, { submissionToken: "" }));
    expect(noToken.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("accepts only a screenshot uploaded to the site's own media", async () => {
    const m = merchants.other;
    const before = await snapshot();
    for (const screenshotUrl of [await upload(merchants.pro.siteId), "https://images.example/capture.png", "/media/support-images/jamais-envoyee_10x10.webp"]) {
      const answer = await post(m.cookie, createFields(m, { screenshotUrl }));
      expect(answer.status, screenshotUrl).toBe(400);
      expect(answer.data.errors).toEqual({ screenshotUrl: HELP_TEXTS.badScreenshot });
      expect(answer.data.values?.screenshotUrl).toBe(screenshotUrl);
    }
    expect(await snapshot()).toBe(before);
  });

  it("is limited to 10 an hour per account, with a French refusal that keeps the message", async () => {
    const m = merchants.busy;
    await t.db.delete(rateLimits);
    for (let i = 0; i < 10; i += 1) expect((await post(m.cookie, createFields(m, { subject: `Demande ${i}` }))).data.ok).toBe(true);
    const refused = await post(m.cookie, createFields(m, { subject: "Une de trop" }));
    expect(refused.status).toBe(429);
    expect(refused.data.toast?.description).toMatch(/^Vous avez envoyé beaucoup de demandes en peu de temps\. Réessayez dans \d+ minutes?\.$/);
    expect(refused.data.values).toMatchObject({ subject: "Une de trop" });
    expect(await requestsOf(m.siteId)).toHaveLength(10);
  });

  it("is not written by an admin, who answers from 'Support'", async () => {
    const cookie = await withSelection(services, adminCookie, merchants.pro.siteId);
    const before = await snapshot();
    const answer = await post(cookie, createFields(merchants.pro));
    expect(answer.status).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe("her requests and threads", () => {
  it("lists the site's requests only, with 'Réponse reçue' once the support answered after she read it", async () => {
    const m = merchants.pro;
    const [request] = await requestsOf(m.siteId);
    const load = async (query = "") => (await callRoute(loader, services, getRequest(`/admin/aide${query}`, m.cookie))) as Awaited<ReturnType<typeof loader>>;
    let page = await load();
    expect(page.support?.requests.map((r) => r.id)).toEqual([request.id]);
    expect(page.support?.requests[0].answerUnread).toBe(false);
    expect(page.support?.promise.title).toBe("Support prioritaire");

    await t.db
      .insert(supportMessages)
      .values({ siteId: m.siteId, requestId: request.id, authorUserId: admins[0].id, fromSupport: true, body: "Voici la marche à suivre." });
    page = await load(`?demande=${request.id}`);
    expect(page.support?.requests[0].answerUnread).toBe(true);
    expect(page.support?.thread?.messages.map((message) => [message.fromSupport, message.body])).toEqual([
      [false, "Bonjour,\nmon domaine affiche une erreur depuis ce matin."],
      [true, "Voici la marche à suivre."],
    ]);

    const read = await post(m.cookie, { intent: "mark-read", requestId: request.id, siteId: m.siteId });
    expect(read.data.ok).toBe(true);
    expect((await load()).support?.requests[0].answerUnread).toBe(false);
  });

  it("shows the Expert site's advisor on the form", async () => {
    const page = (await callRoute(loader, services, getRequest("/admin/aide?ecran=/admin/products", merchants.expert.cookie))) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.support?.promise).toMatchObject({ title: "Support dédié", advisor: HELP_TEXTS.advisor("Bruno Conseil") });
    expect(page.screen).toEqual({ href: "/admin/products", label: "Produits" });
  });

  it("reopens a request with her reply, due again from now on the site's current plan, the assigned admin told", async () => {
    const m = merchants.expert;
    const [request] = await requestsOf(m.siteId);
    await t.db.update(supportRequests).set({ status: "waiting_merchant" }).where(eq(supportRequests.id, request.id));
    const screenshotUrl = await upload(m.siteId);
    const answer = await post(m.cookie, { intent: "reply", requestId: request.id, siteId: m.siteId, message: "Toujours la même erreur.", screenshotUrl });
    expect(answer.data.ok).toBe(true);
    const [after] = await requestsOf(m.siteId);
    const messages = await messagesOf(request.id);
    const reply = messages.at(-1)!;
    expect(reply).toMatchObject({ body: "Toujours la même erreur.", fromSupport: false, screenshotUrl });
    expect(after.status).toBe("in_progress");
    expect(after.dueAt).toEqual(supportDueAt("expert", reply.createdAt));
    expect(after.merchantReadAt).toEqual(reply.createdAt);
    const replyMails = (await mailsAbout(request.id)).filter((mail) => mail.subject.startsWith("Réponse du commerçant"));
    expect(replyMails.map((mail) => mail.toAddresses)).toEqual([[admins[1].email]]);
  });

  it("takes the site's current plan when she replies, and tells every admin when none is assigned", async () => {
    const m = merchants.essentiel;
    const [request] = await requestsOf(m.siteId);
    await t.db.update(supportRequests).set({ status: "resolved" }).where(eq(supportRequests.id, request.id));
    await t.db.update(sites).set({ plan: "pro" }).where(eq(sites.id, m.siteId));
    expect((await post(m.cookie, { intent: "reply", requestId: request.id, siteId: m.siteId, message: "Finalement, encore une question." })).data.ok).toBe(
      true,
    );
    const [after] = await requestsOf(m.siteId);
    const reply = (await messagesOf(request.id)).at(-1)!;
    expect(after).toMatchObject({ status: "in_progress", plan: "pro" });
    expect(after.dueAt).toEqual(supportDueAt("pro", reply.createdAt));
    const replyMails = (await mailsAbout(request.id)).filter((mail) => mail.subject.startsWith("Réponse du commerçant"));
    expect(
      replyMails
        .map((mail) => mail.toAddresses)
        .flat()
        .sort(),
    ).toEqual(admins.map((a) => a.email).sort());
  });

  it("keeps 'Nouvelle' and 'En cours' as they are when she adds a message", async () => {
    const m = merchants.pro;
    const [request] = await requestsOf(m.siteId);
    expect((await post(m.cookie, { intent: "reply", requestId: request.id, siteId: m.siteId, message: "Une précision." })).data.ok).toBe(true);
    expect((await requestsOf(m.siteId))[0].status).toBe("new");
  });
});

describe("the owner of another site", () => {
  it("cannot read, reply to or mark another site's request, even with a forged selection: 404 or 409, the database unchanged", async () => {
    const victim = merchants.pro;
    const [request] = await requestsOf(victim.siteId);
    const attacker = merchants.other;
    // Her cookie names the victim's site: the session falls back to her own.
    const forged = await withSelection(services, attacker.cookie, victim.siteId);
    const before = await snapshot();

    const page = (await callRoute(loader, services, getRequest(`/admin/aide?demande=${request.id}`, forged))) as Awaited<ReturnType<typeof loader>>;
    expect(page.site?.id).toBe(attacker.siteId);
    expect(page.support?.thread).toBeNull();
    expect(page.support?.requests.map((r) => r.id)).not.toContain(request.id);
    expect(JSON.stringify(page)).not.toContain(request.subject);

    const asHerSite = { siteId: attacker.siteId };
    const reply = await post(forged, { intent: "reply", requestId: request.id, message: "Pirate", ...asHerSite });
    expect(reply.status).toBe(404);
    expect(reply.data.values).toMatchObject({ message: "Pirate" });
    expect((await post(forged, { intent: "mark-read", requestId: request.id, ...asHerSite })).status).toBe(404);
    // The victim's site in the form: a stale or foreign form, refused before anything.
    for (const fields of [
      { intent: "reply", requestId: request.id, message: "Pirate", siteId: victim.siteId },
      { intent: "mark-read", requestId: request.id, siteId: victim.siteId },
      createFields(victim, { subject: "Pirate" }),
    ]) {
      expect((await post(forged, fields)).status).toBe(409);
    }
    expect(await snapshot()).toBe(before);
    const unchanged = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(supportMessages)
      .where(and(eq(supportMessages.siteId, victim.siteId), eq(supportMessages.body, "Pirate")));
    expect(unchanged[0].count).toBe(0);
  });
});
