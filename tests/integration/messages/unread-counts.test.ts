import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, quoteRequests, supportMessages, supportRequests } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { signIn } from "~/features/auth/sign-in.server";
import { selectSiteHeader } from "~/features/admin-kit/current-site.server";
import type { UnreadCounts } from "~/features/messages/unread-counts";
import { loader } from "~/routes/admin/unread-counts";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { cookieHeader, createTestServices, requestContext } from "../../support/services";
import { eq } from "drizzle-orm";
import { createSite, createSupportRequest } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;

async function session(email: string, password: string): Promise<string> {
  const ctx = requestContext(services);
  const result = await signIn(ctx, new Request("http://localhost:3000/admin/login"), { email, password, clientAddress: ctx.clientAddress });
  if (!result.ok) throw new Error(result.message);
  return cookieHeader(result.headers);
}

async function counts(cookie: string): Promise<{ status: number; body: UnreadCounts; cache: string | null }> {
  const request = new Request("http://localhost:3000/admin/unread-counts", { headers: { cookie } });
  const response = await loader({ request, context: requestContext(services), params: {} } as Parameters<typeof loader>[0]);
  return { status: response.status, body: (await response.json()) as UnreadCounts, cache: response.headers.get("Cache-Control") };
}

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
});

afterAll(async () => {
  await t?.drop();
});

describe("an empty platform", () => {
  it("asks the admin to create or select a site on the dashboard", async () => {
    const request = new Request("http://localhost:3000/admin/dashboard", { headers: { cookie: await session("admin@test.fr", "admin-secret") } });
    const data = await dashboardLoader({ request, context: requestContext(services), params: {} } as Parameters<typeof dashboardLoader>[0]);
    expect(data).toMatchObject({ site: null, noSiteReason: "admin-without-site" });
  });
});

describe("unread counters", () => {
  it("counts exactly the current site's unviewed quotes and unread messages, spam left out", async () => {
    const owner = await upsertUserWithPassword(services.auth, t.db, { email: "o@test.fr", password: "owner-secret", role: "user" });
    const { id: mine } = await createSite(t.db, { name: "Mine", ownerId: owner.id });
    const { id: other } = await createSite(t.db, { name: "Other" });
    const message = (siteId: string, isViewed: boolean) => ({ siteId, isViewed, firstName: "A", name: "B", email: "a@b.fr", subject: "S", message: "M" });
    const quote = (siteId: string, isViewed: boolean) => ({
      siteId,
      isViewed,
      customerFirstName: "A",
      customerLastName: "B",
      customerEmail: "a@b.fr",
      serviceType: "S",
      message: "M",
    });
    // More than any page size, so a LIMIT somewhere would show.
    // Spam (ADR 017), unviewed, counts in no badge.
    const spam = { isSpam: true, spamReasons: ["links"] };
    await t.db
      .insert(contactMessages)
      .values([
        ...Array.from({ length: 123 }, () => message(mine, false)),
        message(mine, true),
        message(other, false),
        ...Array.from({ length: 7 }, () => ({ ...message(mine, false), ...spam })),
      ]);
    await t.db
      .insert(quoteRequests)
      .values([quote(mine, false), quote(mine, false), quote(mine, true), quote(other, false), { ...quote(mine, false), ...spam }]);

    const ownerAnswer = await counts(await session("o@test.fr", "owner-secret"));
    expect(ownerAnswer).toEqual({ status: 200, body: { siteId: mine, quotes: 2, messages: 123, support: 0 }, cache: "private, no-store" });

    const selection = cookieHeader(new Headers([["Set-Cookie", await selectSiteHeader(services.config, other)]]));
    const adminAnswer = await counts(`${await session("admin@test.fr", "admin-secret")}; ${selection}`);
    expect(adminAnswer.body).toEqual({ siteId: other, quotes: 1, messages: 1, support: 0 });
  });

  it("counts her support requests with an answer she has not read, on 'Aide'; an admin acting on her site sees none", async () => {
    const owner = await upsertUserWithPassword(services.auth, t.db, { email: "aide@test.fr", password: "owner-secret", role: "user" });
    const { id: mine } = await createSite(t.db, { name: "Aide", ownerId: owner.id });
    const { id: other } = await createSite(t.db, { name: "Ailleurs" });
    const hour = 3_600_000;
    const start = Date.now() - 10 * hour;
    const answer = (siteId: string, requestId: string, at: number) =>
      t.db.insert(supportMessages).values({ siteId, requestId, fromSupport: true, body: "Voici la réponse.", createdAt: new Date(at) });
    const request = (siteId: string, readAt: number | null) =>
      createSupportRequest(t.db, {
        siteId,
        authorUserId: siteId === mine ? owner.id : null,
        createdAt: new Date(start),
        merchantReadAt: readAt === null ? null : new Date(readAt),
      });
    // Answered, never opened: unread.
    const unopened = await request(mine, null);
    await answer(mine, unopened.id, start + hour);
    // Answered, then read: read.
    const read = await request(mine, start + 3 * hour);
    await answer(mine, read.id, start + 2 * hour);
    // Read, then answered again: unread, counted once for two answers.
    const again = await request(mine, start + 3 * hour);
    await answer(mine, again.id, start + 2 * hour);
    await answer(mine, again.id, start + 4 * hour);
    await answer(mine, again.id, start + 5 * hour);
    // No answer yet, and another site's unread answer: not hers to count.
    await request(mine, null);
    const elsewhere = await request(other, null);
    await answer(other, elsewhere.id, start + hour);

    const cookie = await session("aide@test.fr", "owner-secret");
    expect((await counts(cookie)).body).toEqual({ siteId: mine, quotes: 0, messages: 0, support: 2 });
    // Opening a thread (as 'Aide' does) takes it off the count.
    await t.db.update(supportRequests).set({ merchantReadAt: new Date() }).where(eq(supportRequests.id, again.id));
    expect((await counts(cookie)).body.support).toBe(1);

    const selection = cookieHeader(new Headers([["Set-Cookie", await selectSiteHeader(services.config, mine)]]));
    expect((await counts(`${await session("admin@test.fr", "admin-secret")}; ${selection}`)).body).toEqual({
      siteId: mine,
      quotes: 0,
      messages: 0,
      support: 0,
    });
  });

  it("refuses visitors (login) and an admin without a selected site (sites list)", async () => {
    for (const [cookie, location] of [
      ["", "/admin/login"],
      [await session("admin@test.fr", "admin-secret"), "/admin/sites"],
    ] as const) {
      try {
        await counts(cookie);
        throw new Error("expected a redirect");
      } catch (thrown) {
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).headers.get("Location")).toBe(location);
      }
    }
  });
});
