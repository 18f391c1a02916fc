import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { contactMessages, mailOutbox } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { signIn, signOut } from "~/features/auth/sign-in.server";
import { selectSiteHeader } from "~/features/admin-kit/current-site.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { renderedSiteId } from "../../support/admin-route-calls";
import { action, loader } from "~/routes/admin/messages";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { cookieHeader, createTestServices, requestContext } from "../../support/services";
import { createMessage, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let ownerA: string;
let ownerB: string;
let admin: string;

async function session(email: string, password: string): Promise<string> {
  const ctx = requestContext(services);
  const result = await signIn(ctx, new Request("http://localhost:3000/admin/login"), { email, password, clientAddress: ctx.clientAddress });
  if (!result.ok) throw new Error(result.message);
  return cookieHeader(result.headers);
}

async function withSelection(cookie: string, siteId: string): Promise<string> {
  const selection = cookieHeader(new Headers([["Set-Cookie", await selectSiteHeader(services.config, siteId)]]));
  return `${cookie}; ${selection}`;
}

const URL_ = "http://localhost:3000/admin/content/messages";

async function load(cookie: string, search = "") {
  return loader({ request: new Request(`${URL_}${search}`, { headers: { cookie } }), context: requestContext(services), params: {} } as Parameters<
    typeof loader
  >[0]);
}

async function post(cookie: string, fields: Record<string, string>) {
  const request = new Request(URL_, {
    method: "POST",
    body: new URLSearchParams({ siteId: await renderedSiteId(services, cookie), ...fields }),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  const answer = await action({ request, context: requestContext(services), params: {} } as Parameters<typeof action>[0]);
  return { status: answer.init?.status ?? 200, result: answer.data as ActionResult };
}

/** The thrown redirect of a guard, as { status, location }. */
async function refused(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
  throw new Error("expected a refusal");
}

async function insertMessage(siteId: string, subject: string, createdAt: string, isViewed = false, spam: string[] | null = null) {
  return createMessage(t.db, siteId, {
    subject,
    firstName: "Jeanne",
    name: "Martin",
    email: "jeanne@example.fr",
    message: "Ligne 1\nLigne 2",
    isViewed,
    createdAt: new Date(createdAt),
    ...(spam ? { isSpam: true, spamReasons: spam } : {}),
  });
}

async function row(siteId: string, id: string) {
  const rows = await t.db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.id, id)));
  return rows[0] ?? null;
}

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  admin = (await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" })).id;
  ownerA = (await upsertUserWithPassword(services.auth, t.db, { email: "a@test.fr", password: "owner-a-secret", role: "user" })).id;
  ownerB = (await upsertUserWithPassword(services.auth, t.db, { email: "b@test.fr", password: "owner-b-secret", role: "user" })).id;
  siteA = (await createSite(t.db, { name: "Boulangerie A", ownerId: ownerA, timezone: "America/Martinique" })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B", ownerId: ownerB })).id;
  expect(admin).toBeTruthy();
});

afterAll(async () => {
  await t?.drop();
});

describe("messages list", () => {
  it("lists the current site's messages only, newest first, with the site's time zone", async () => {
    const older = await insertMessage(siteA, "Ancien", "2026-03-01T10:00:00Z", true);
    const newer = await insertMessage(siteA, "Récent", "2026-03-05T13:07:00Z");
    await insertMessage(siteB, "Chez B", "2026-03-06T10:00:00Z");
    const data = await load(await session("a@test.fr", "owner-a-secret"));
    expect(data.loadError).toBe(false);
    expect(data.timeZone).toBe("America/Martinique");
    expect(data.messages.map((m) => m.id)).toEqual([newer.id, older.id]);
    expect(data.messages[0]).toMatchObject({
      subject: "Récent",
      firstName: "Jeanne",
      name: "Martin",
      email: "jeanne@example.fr",
      message: "Ligne 1\nLigne 2",
      isViewed: false,
      createdAt: "2026-03-05T13:07:00.000Z",
    });
  });

  it("is empty for a site without messages", async () => {
    const { id: empty } = await createSite(t.db, { name: "Vide" });
    const cookie = await withSelection(await session("admin@test.fr", "admin-secret"), empty);
    const data = await load(cookie);
    expect(data.messages).toEqual([]);
  });

  it("sends visitors to the login page and an admin without a site to the sites list", async () => {
    expect(await refused(load(""))).toEqual({ status: 302, location: "/admin/login" });
    expect(await refused(load(await session("admin@test.fr", "admin-secret")))).toEqual({ status: 302, location: "/admin/sites" });
  });
});

describe("read flag and deletion", () => {
  it("marks a message read and unread with the spec's toasts", async () => {
    const message = await insertMessage(siteA, "À lire", "2026-03-07T10:00:00Z");
    const cookie = await session("a@test.fr", "owner-a-secret");
    const read = await post(cookie, { intent: "set-viewed", id: message.id, viewed: "true" });
    expect(read.status).toBe(200);
    expect(read.result).toMatchObject({ ok: true, rowId: message.id, toast: { title: "Succès", description: "Message marqué comme lu" } });
    expect((await row(siteA, message.id))?.isViewed).toBe(true);

    const unread = await post(cookie, { intent: "set-viewed", id: message.id, viewed: "false" });
    expect(unread.result.toast?.description).toBe("Message marqué comme non lu");
    expect((await row(siteA, message.id))?.isViewed).toBe(false);
  });

  it("deletes a message of the current site", async () => {
    const message = await insertMessage(siteA, "À supprimer", "2026-03-07T11:00:00Z");
    const { status, result } = await post(await session("a@test.fr", "owner-a-secret"), { intent: "delete", id: message.id });
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, intent: "delete", toast: { title: "Succès", description: "Message supprimé avec succès" } });
    expect(await row(siteA, message.id)).toBeNull();
  });

  it("answers 404 and changes nothing for another site's message id, whoever asks", async () => {
    const theirs = await insertMessage(siteB, "Message de B", "2026-03-07T12:00:00Z");
    const ownerOfA = await session("a@test.fr", "owner-a-secret");
    // A forged selection of site B does not help: A's owner still works on A.
    const forged = await withSelection(ownerOfA, siteB);
    const adminOnA = await withSelection(await session("admin@test.fr", "admin-secret"), siteA);
    for (const cookie of [ownerOfA, forged, adminOnA]) {
      const toggle = await post(cookie, { intent: "set-viewed", id: theirs.id, viewed: "true" });
      expect(toggle.status).toBe(404);
      expect(toggle.result).toMatchObject({ ok: false, toast: { title: "Erreur", description: "Impossible de modifier le statut du message." } });
      const removal = await post(cookie, { intent: "delete", id: theirs.id });
      expect(removal.status).toBe(404);
      expect(removal.result.toast?.description).toBe("Erreur lors de la suppression");
    }
    expect(await row(siteB, theirs.id)).toMatchObject({ isViewed: false, subject: "Message de B" });
  });

  it("refuses a malformed form with 400", async () => {
    const cookie = await session("a@test.fr", "owner-a-secret");
    expect((await post(cookie, { intent: "set-viewed", id: "1 or 1=1", viewed: "true" })).status).toBe(400);
    expect((await post(cookie, { intent: "purge" })).status).toBe(400);
  });

  it("refuses visitors and signed-out sessions, changing nothing", async () => {
    const message = await insertMessage(siteA, "Protégé", "2026-03-07T13:00:00Z");
    const cookie = await session("a@test.fr", "owner-a-secret");
    await signOut(requestContext(services), new Request(URL_, { headers: { cookie } }));
    for (const c of ["", cookie]) {
      expect(await refused(post(c, { intent: "delete", id: message.id }))).toEqual({ status: 302, location: "/admin/login" });
    }
    expect(await row(siteA, message.id)).not.toBeNull();
  });
});

describe("spam folder (ADR 017)", () => {
  it("keeps spam out of the inbox and lists it under ?folder=spam, with its signs and the folders' counts", async () => {
    const { id: site } = await createSite(t.db, { name: "Avec indésirables" });
    const inbox = await insertMessage(site, "Vrai client", "2026-03-08T10:00:00Z");
    const spam = await insertMessage(site, "Casino", "2026-03-08T11:00:00Z", false, ["links", "hasty"]);
    const cookie = await withSelection(await session("admin@test.fr", "admin-secret"), site);
    const data = await load(cookie);
    expect(data.folder).toBe("inbox");
    expect(data.messages.map((m) => m.id)).toEqual([inbox.id]);
    expect(data.counts).toEqual({ inbox: 1, unread: 1, spam: 1 });
    const folder = await load(cookie, "?folder=spam");
    expect(folder.folder).toBe("spam");
    expect(folder.messages).toMatchObject([{ id: spam.id, subject: "Casino", spamReasons: ["links", "hasty"] }]);
  });

  it("moves a message to the inbox as a new unread one, without an e-mail, and stays put when asked twice", async () => {
    const spam = await insertMessage(siteA, "Pas un robot", "2026-03-08T12:00:00Z", true, ["network-burst"]);
    const cookie = await session("a@test.fr", "owner-a-secret");
    const moved = await post(cookie, { intent: "not-spam", id: spam.id });
    expect(moved).toMatchObject({
      status: 200,
      result: { ok: true, intent: "not-spam", toast: { title: "Succès", description: "Message déplacé dans la boîte de réception" } },
    });
    expect(await row(siteA, spam.id)).toMatchObject({ isSpam: false, spamReasons: [], isViewed: false, subject: "Pas un robot" });
    expect((await load(cookie)).messages.map((m) => m.id)).toContain(spam.id);
    // Read it, then a second click: it stays read, in the inbox.
    await post(cookie, { intent: "set-viewed", id: spam.id, viewed: "true" });
    expect((await post(cookie, { intent: "not-spam", id: spam.id })).status).toBe(200);
    expect(await row(siteA, spam.id)).toMatchObject({ isSpam: false, isViewed: true });
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it("answers 404 and changes nothing when another site's spam is marked, whoever asks", async () => {
    const theirs = await insertMessage(siteB, "Spam de B", "2026-03-08T13:00:00Z", false, ["links"]);
    const before = await row(siteB, theirs.id);
    const ownerOfA = await session("a@test.fr", "owner-a-secret");
    const forged = await withSelection(ownerOfA, siteB);
    const adminOnA = await withSelection(await session("admin@test.fr", "admin-secret"), siteA);
    for (const cookie of [ownerOfA, forged, adminOnA]) {
      const answer = await post(cookie, { intent: "not-spam", id: theirs.id });
      expect(answer.status).toBe(404);
      expect(answer.result).toMatchObject({ ok: false, toast: { title: "Erreur", description: "Erreur lors de la mise à jour" } });
    }
    expect(await row(siteB, theirs.id)).toEqual(before);
    // Signed out: sent to the login page, nothing changed.
    expect(await refused(post("", { intent: "not-spam", id: theirs.id }))).toEqual({ status: 302, location: "/admin/login" });
    expect(await row(siteB, theirs.id)).toEqual(before);
  });
});
