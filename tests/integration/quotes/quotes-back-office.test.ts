import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { mailOutbox, quoteRequests } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { signIn } from "~/features/auth/sign-in.server";
import { selectSiteHeader } from "~/features/admin-kit/current-site.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { renderedSiteId } from "../../support/admin-route-calls";
import { action, loader } from "~/routes/admin/quotes";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { cookieHeader, createTestServices, requestContext } from "../../support/services";
import { createMessage, createQuote, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let ownerA: string;

const PATH = "http://localhost:3000/admin/content/quotes";

async function session(email: string, password: string): Promise<string> {
  const ctx = requestContext(services);
  const result = await signIn(ctx, new Request("http://localhost:3000/admin/login"), { email, password, clientAddress: ctx.clientAddress });
  if (!result.ok) throw new Error(result.message);
  return cookieHeader(result.headers);
}

async function withSelection(cookie: string, siteId: string): Promise<string> {
  return `${cookie}; ${cookieHeader(new Headers([["Set-Cookie", await selectSiteHeader(services.config, siteId)]]))}`;
}

async function load(cookie: string, search = "") {
  const request = new Request(`${PATH}${search}`, { headers: { cookie } });
  return loader({ request, context: requestContext(services), params: {} } as Parameters<typeof loader>[0]);
}

async function loadDashboard(cookie: string) {
  const request = new Request("http://localhost:3000/admin/dashboard", { headers: { cookie } });
  return dashboardLoader({ request, context: requestContext(services), params: {} } as Parameters<typeof dashboardLoader>[0]);
}

async function post(cookie: string, fields: Record<string, string>) {
  const request = new Request(PATH, {
    method: "POST",
    body: new URLSearchParams({ siteId: await renderedSiteId(services, cookie), ...fields }),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  const answer = await action({ request, context: requestContext(services), params: {} } as Parameters<typeof action>[0]);
  return { status: answer.init?.status ?? 200, result: answer.data as ActionResult };
}

let n = 0;
async function insertQuote(siteId: string, values: Partial<typeof quoteRequests.$inferInsert> = {}) {
  n += 1;
  return createQuote(t.db, siteId, {
    customerFirstName: `Client${n}`,
    customerLastName: "Dupont",
    customerEmail: `client${n}@example.fr`,
    serviceType: "Traiteur",
    message: "Bonjour",
    createdAt: new Date(Date.UTC(2026, 0, 1, 8, n)),
    ...values,
  });
}

async function row(siteId: string, id: string) {
  const rows = await t.db
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.siteId, siteId), eq(quoteRequests.id, id)));
  return rows[0] ?? null;
}

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  ownerA = (await upsertUserWithPassword(services.auth, t.db, { email: "a@test.fr", password: "owner-a-secret", role: "user" })).id;
  await upsertUserWithPassword(services.auth, t.db, { email: "nosite@test.fr", password: "nosite-secret", role: "user" });
  siteA = (await createSite(t.db, { name: "Traiteur A", ownerId: ownerA })).id;
  siteB = (await createSite(t.db, { name: "Traiteur B" })).id;
});

afterAll(async () => {
  await t?.drop();
});

describe("quote requests list", () => {
  it("shows every field of the site's requests, newest first, with counts per status", async () => {
    const first = await insertQuote(siteA, {
      customerFirstName: "Claire",
      customerLastName: "Dubois",
      customerCompany: "Atelier Dubois",
      customerEmail: "claire@example.fr",
      customerPhone: "06 12 34 56 78",
      serviceType: "Buffet",
      eventDate: "2026-06-14",
      eventGuests: "80",
      eventBudget: "3 000 €",
      message: "Ligne 1\nLigne 2",
    });
    const second = await insertQuote(siteA, { status: "in_progress", isViewed: true });
    await insertQuote(siteB);
    const data = await load(await session("a@test.fr", "owner-a-secret"));
    expect(data.quotes.map((q) => q.id)).toEqual([second.id, first.id]);
    expect(data.quotes[1]).toMatchObject({
      firstName: "Claire",
      lastName: "Dubois",
      company: "Atelier Dubois",
      email: "claire@example.fr",
      phone: "06 12 34 56 78",
      serviceType: "Buffet",
      eventDate: "2026-06-14",
      eventGuests: "80",
      eventBudget: "3 000 €",
      message: "Ligne 1\nLigne 2",
      status: "new",
      isViewed: false,
    });
    expect(data.counts).toEqual({ total: 2, new: 1, inProgress: 1, completed: 0, unviewed: 1, spam: 0 });
  });

  it("filters by status and by viewed flag from the URL", async () => {
    const cookie = await session("a@test.fr", "owner-a-secret");
    expect((await load(cookie, "?status=in_progress")).quotes.every((q) => q.status === "in_progress")).toBe(true);
    expect((await load(cookie, "?status=unviewed")).quotes.every((q) => !q.isViewed)).toBe(true);
    expect((await load(cookie, "?status=nimporte")).filter).toBe("all");
  });
});

describe("viewed flag and status", () => {
  it("toggles 'vu' and changes the status (which marks it viewed)", async () => {
    const quote = await insertQuote(siteA);
    const cookie = await session("a@test.fr", "owner-a-secret");
    const viewed = await post(cookie, { intent: "set-viewed", id: quote.id, viewed: "true" });
    expect(viewed).toMatchObject({ status: 200, result: { ok: true, toast: { title: "Succès", description: "Demande marquée comme vue" } } });
    expect((await row(siteA, quote.id))?.isViewed).toBe(true);
    await post(cookie, { intent: "set-viewed", id: quote.id, viewed: "false" });
    expect((await row(siteA, quote.id))?.isViewed).toBe(false);

    for (const status of ["in_progress", "completed", "new"] as const) {
      const changed = await post(cookie, { intent: "set-status", id: quote.id, status });
      expect(changed.status).toBe(200);
      expect(changed.result.toast?.title).toBe("Succès");
      expect(await row(siteA, quote.id)).toMatchObject({ status, isViewed: true });
    }
  });

  it("refuses an unknown status with 400", async () => {
    const quote = await insertQuote(siteA);
    const { status, result } = await post(await session("a@test.fr", "owner-a-secret"), { intent: "set-status", id: quote.id, status: "archived" });
    expect(status).toBe(400);
    expect(result.toast).toEqual({ type: "error", title: "Erreur", description: "Erreur lors de la mise à jour" });
    expect((await row(siteA, quote.id))?.status).toBe("new");
  });

  it("answers 404 and changes nothing for another site's quote id", async () => {
    const theirs = await insertQuote(siteB);
    const owner = await session("a@test.fr", "owner-a-secret");
    const adminOnA = await withSelection(await session("admin@test.fr", "admin-secret"), siteA);
    for (const cookie of [owner, await withSelection(owner, siteB), adminOnA]) {
      expect((await post(cookie, { intent: "set-status", id: theirs.id, status: "completed" })).status).toBe(404);
      expect((await post(cookie, { intent: "set-viewed", id: theirs.id, viewed: "true" })).status).toBe(404);
    }
    expect(await row(siteB, theirs.id)).toMatchObject({ status: "new", isViewed: false });
  });
});

describe("spam folder (ADR 017)", () => {
  it("keeps spam out of the list, the counts, the badge and the dashboard, and lists it under ?folder=spam", async () => {
    const { id: site } = await createSite(t.db, { name: "Avec indésirables" });
    const real = await insertQuote(site);
    const spam = await insertQuote(site, { isSpam: true, spamReasons: ["network-burst"] });
    const cookie = await withSelection(await session("admin@test.fr", "admin-secret"), site);
    for (const filter of ["", "?status=new", "?status=unviewed"])
      expect(
        (await load(cookie, filter)).quotes.map((q) => q.id),
        filter,
      ).toEqual([real.id]);
    const data = await load(cookie);
    expect(data.counts).toEqual({ total: 1, new: 1, inProgress: 0, completed: 0, unviewed: 1, spam: 1 });
    const folder = await load(cookie, "?folder=spam");
    expect(folder.filter).toBe("spam");
    expect(folder.quotes).toMatchObject([{ id: spam.id, spamReasons: ["network-burst"] }]);
    const dashboard = await loadDashboard(cookie);
    expect(dashboard.stats).toEqual({ total: 1, new: 1, inProgress: 0, completed: 0 });
    expect(dashboard.recent.map((q) => q.id)).toEqual([real.id]);
  });

  it("moves a request to the inbox as a new unviewed one, without an e-mail", async () => {
    const spam = await insertQuote(siteA, { isSpam: true, spamReasons: ["links"], isViewed: true });
    const cookie = await session("a@test.fr", "owner-a-secret");
    const moved = await post(cookie, { intent: "not-spam", id: spam.id });
    expect(moved).toMatchObject({ status: 200, result: { ok: true, toast: { title: "Succès", description: "Demande déplacée dans les demandes de devis" } } });
    expect(await row(siteA, spam.id)).toMatchObject({ isSpam: false, spamReasons: [], isViewed: false, status: "new" });
    expect((await load(cookie)).quotes.map((q) => q.id)).toContain(spam.id);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it("answers 404 and changes nothing when another site's spam is marked, whoever asks", async () => {
    const theirs = await insertQuote(siteB, { isSpam: true, spamReasons: ["links", "hasty"] });
    const before = await row(siteB, theirs.id);
    const owner = await session("a@test.fr", "owner-a-secret");
    const adminOnA = await withSelection(await session("admin@test.fr", "admin-secret"), siteA);
    for (const cookie of [owner, await withSelection(owner, siteB), adminOnA]) {
      const answer = await post(cookie, { intent: "not-spam", id: theirs.id });
      expect(answer.status).toBe(404);
      expect(answer.result.toast).toEqual({ type: "error", title: "Erreur", description: "Erreur lors de la mise à jour" });
    }
    expect(await row(siteB, theirs.id)).toEqual(before);
  });
});

describe("dashboard", () => {
  it("counts the site's requests by status and lists the 10 most recent", async () => {
    const { id: busy } = await createSite(t.db, { name: "Très demandé" });
    for (let i = 0; i < 12; i++) await insertQuote(busy, { status: i < 2 ? "completed" : i < 5 ? "in_progress" : "new" });
    const cookie = await withSelection(await session("admin@test.fr", "admin-secret"), busy);
    const data = await loadDashboard(cookie);
    expect(data.site).toMatchObject({ id: busy, name: "Très demandé" });
    expect(data.stats).toEqual({ total: 12, new: 7, inProgress: 3, completed: 2 });
    expect(data.recent).toHaveLength(10);
    const times = data.recent.map((q) => q.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("tells a user without a site to contact an administrator", async () => {
    const data = await loadDashboard(await session("nosite@test.fr", "nosite-secret"));
    expect(data).toMatchObject({ site: null, noSiteReason: "user-without-site" });
  });

  it("sends an admin without a selected site to the sites list", async () => {
    try {
      await loadDashboard(await session("admin@test.fr", "admin-secret"));
      throw new Error("expected a redirect");
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toBe("/admin/sites");
    }
  });
});

describe("internal note, reply and the dashboard's day (issue 13)", () => {
  it("saves a merchant-only note on a request, refuses one too long, and clears it", async () => {
    const quote = await insertQuote(siteA);
    const cookie = await withSelection(await session("a@test.fr", "owner-a-secret"), siteA);
    const saved = await post(cookie, { intent: "save-note", id: quote.id, note: "  Rappeler mardi, budget serré  " });
    expect(saved.status).toBe(200);
    expect(saved.result).toMatchObject({ ok: true, toast: { type: "success", description: "Note enregistrée" } });
    expect((await row(siteA, quote.id))?.internalNote).toBe("Rappeler mardi, budget serré");
    const listed = await load(cookie);
    expect(listed.quotes.find((q) => q.id === quote.id)).toMatchObject({ internalNote: "Rappeler mardi, budget serré" });

    const tooLong = await post(cookie, { intent: "save-note", id: quote.id, note: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.result.errors).toEqual({ note: "2000 caractères maximum" });
    expect((await row(siteA, quote.id))?.internalNote).toBe("Rappeler mardi, budget serré");

    const cleared = await post(cookie, { intent: "save-note", id: quote.id, note: " " });
    expect(cleared.result).toMatchObject({ ok: true, toast: { description: "Note supprimée" } });
    expect((await row(siteA, quote.id))?.internalNote).toBeNull();
  });

  it("never lets another site's owner write a note", async () => {
    const theirs = await insertQuote(siteB);
    const cookie = await withSelection(await session("a@test.fr", "owner-a-secret"), siteA);
    const { status } = await post(cookie, { intent: "save-note", id: theirs.id, note: "Intrus" });
    expect(status).toBe(404);
    expect((await row(siteB, theirs.id))?.internalNote).toBeNull();
  });

  it("'Répondre par email' moves a new request to 'En cours' and marks it viewed; later statuses stay", async () => {
    const cookie = await withSelection(await session("a@test.fr", "owner-a-secret"), siteA);
    const fresh = await insertQuote(siteA);
    const replied = await post(cookie, { intent: "replied", id: fresh.id });
    expect(replied.result).toMatchObject({ ok: true, toast: { description: "Statut mis à jour\u00a0: En cours" } });
    expect(await row(siteA, fresh.id)).toMatchObject({ status: "in_progress", isViewed: true });
    const done = await insertQuote(siteA, { status: "completed" });
    const again = await post(cookie, { intent: "replied", id: done.id });
    expect(again.result.ok).toBe(true);
    expect(again.result.toast).toBeUndefined();
    expect(await row(siteA, done.id)).toMatchObject({ status: "completed", isViewed: true });
  });

  it("the dashboard counts unread messages and says whether the shop is open today", async () => {
    const { openingHours } = await import("~/db/schema");
    const { id: shop } = await createSite(t.db, { name: "Boutique du jour" });
    await createMessage(t.db, shop);
    await createMessage(t.db, shop, { isViewed: true });
    await createMessage(t.db, shop, { isSpam: true });
    const cookie = await withSelection(await session("admin@test.fr", "admin-secret"), shop);
    const without = await loadDashboard(cookie);
    expect(without.unreadMessages).toBe(1);
    // No hours of its own: no open/closed claim (as on the public page).
    expect(without.hours).toMatchObject({ hours: [] });
    await t.db
      .insert(openingHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ siteId: shop, dayOfWeek, morningOpen: "08:00", morningClose: "20:00", isClosed: dayOfWeek === 0 })));
    const withHours = await loadDashboard(cookie);
    expect(withHours.hours?.hours).toHaveLength(7);
    expect(withHours.hours?.timeZone).toBe("Europe/Paris");
  });
});
