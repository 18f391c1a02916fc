/**
 * Issue 13, bug 3: an owner of two sites switches between them with the same POST as an admin's
 * site switch (/admin/select-site); the server accepts only their own sites.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { homeEvents } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { action as selectSite } from "~/routes/admin/select-site";
import { action as eventsAction } from "~/routes/admin/events";
import { loader as messagesLoader } from "~/routes/admin/messages";
import { loader as quotesLoader } from "~/routes/admin/quotes";
import { callRoute, getRequest, postRequest, refusal, renderedSiteId, sessionCookie, unwrap } from "../../support/admin-route-calls";
import { cookieHeader, createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let first: string;
let second: string;
let foreign: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "marie@test.fr", password: "marie-secret", role: "user" });
  const other = await upsertUserWithPassword(services.auth, t.db, { email: "paul@test.fr", password: "paul-secret", role: "user" });
  first = (await createSite(t.db, { name: "Délices", ownerId: owner.id, createdAt: new Date("2024-01-01T10:00:00Z") })).id;
  second = (await createSite(t.db, { name: "Délices Annexe", ownerId: owner.id, createdAt: new Date("2025-01-01T10:00:00Z") })).id;
  foreign = (await createSite(t.db, { name: "Fromagerie", ownerId: other.id })).id;
  cookie = await sessionCookie(services, "marie@test.fr", "marie-secret");
});

afterAll(async () => {
  await t?.drop();
});

/** Posts the switch; the answer's cookies added to the session's. */
async function switchTo(siteId: string, from = cookie): Promise<{ status: number; location: string | null; cookie: string }> {
  const answer = await callRoute<Response>(
    selectSite,
    services,
    postRequest("/admin/select-site", { siteId, redirectTo: "/admin/content/events" }, from),
  ).catch((thrown: unknown) => thrown);
  if (!(answer instanceof Response)) return { ...(await refusal(Promise.reject(answer))), cookie: from };
  const selection = cookieHeader(answer.headers);
  return { status: answer.status, location: answer.headers.get("Location"), cookie: selection ? `${from}; ${selection}` : from };
}

describe("an owner of two sites", () => {
  it("works on the first one until they switch, then on the second, and edits it", async () => {
    expect(await renderedSiteId(services, cookie)).toBe(first);
    const switched = await switchTo(second);
    expect(switched).toMatchObject({ status: 302, location: "/admin/content/events" });
    expect(await renderedSiteId(services, switched.cookie)).toBe(second);

    const body = { intent: "create", title: "Marché de Noël", date: "Décembre", description: "Sur la place", type: "event", siteId: second };
    const created = unwrap<ActionResult>(await callRoute(eventsAction, services, postRequest("/admin/content/events", body, switched.cookie)));
    expect(created.data.ok).toBe(true);
    const rows = await t.db.select({ siteId: homeEvents.siteId }).from(homeEvents).where(eq(homeEvents.title, "Marché de Noël"));
    expect(rows).toEqual([{ siteId: second }]);
  });

  it("cannot select a site they do not own: 404, no selection cookie, still on their site, nothing written", async () => {
    const onSecond = (await switchTo(second)).cookie;
    const refused = await switchTo(foreign, onSecond);
    expect(refused.status).toBe(404);
    expect(refused.cookie).toBe(onSecond);
    expect(await renderedSiteId(services, refused.cookie)).toBe(second);
    // Their form, with the foreign site's id, is refused too (ADR 013), and the foreign site has no new row.
    const body = { intent: "create", title: "Intrus", date: "Demain", description: "…", type: "event", siteId: foreign };
    expect(unwrap<ActionResult>(await callRoute(eventsAction, services, postRequest("/admin/content/events", body, onSecond))).status).toBe(409);
    expect(await t.db.select().from(homeEvents).where(eq(homeEvents.siteId, foreign))).toEqual([]);
  });
});

describe("a notification's link to another of their sites", () => {
  it("is offered as a switch on the inbox, never for a site they do not own nor for the selected one", async () => {
    type Linked = { linkedSite: { id: string; name: string } | null };
    for (const loader of [quotesLoader, messagesLoader]) {
      const path = loader === quotesLoader ? "/admin/content/quotes" : "/admin/content/messages";
      expect((await callRoute<Linked>(loader, services, getRequest(`${path}?site=${second}`, cookie))).linkedSite).toMatchObject({
        id: second,
        name: "Délices Annexe",
      });
      expect((await callRoute<Linked>(loader, services, getRequest(`${path}?site=${first}`, cookie))).linkedSite).toBeNull();
      expect((await callRoute<Linked>(loader, services, getRequest(`${path}?site=${foreign}`, cookie))).linkedSite).toBeNull();
      expect((await callRoute<Linked>(loader, services, getRequest(`${path}?site=pas-un-id`, cookie))).linkedSite).toBeNull();
    }
    // Naming a site in a link selects nothing: still on the first one.
    expect(await renderedSiteId(services, cookie)).toBe(first);
  });
});
