/**
 * 'Je viendrai 👍' against a real database: one answer per browser and event (a hashed cookie),
 * counts on the home page, another site's event refused, new answers rate-limited per address.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { eventRsvps, homeEvents, rateLimits } from "~/db/schema";
import type { AppServices } from "~/context";
import { loadMerchantHome } from "~/features/storefront/home/home-loader.server";
import { RSVP_LIMIT, type RsvpAnswer } from "~/features/events/rsvp-action.server";
import { RSVP_TEXTS } from "~/features/events/rsvp-texts";
import { action, loader } from "~/routes/storefront/event-rsvp";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { createDomain, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let brunch: string;
let market: string;
let otherSiteEvent: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  siteA = (await createSite(t.db, { name: "Les Délices" })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie" })).id;
  await createDomain(t.db, siteA, { domain: "delices.test" });
  [{ id: brunch }, { id: market }] = await t.db
    .insert(homeEvents)
    .values([
      { siteId: siteA, title: "Brunch de printemps", date: "Dimanche 12 avril", description: "Au jardin.", orderIndex: 0 },
      { siteId: siteA, title: "Marché de Noël", date: "Décembre", description: "Sur la place.", orderIndex: 1 },
    ])
    .returning({ id: homeEvents.id });
  [{ id: otherSiteEvent }] = await t.db
    .insert(homeEvents)
    .values({ siteId: siteB, title: "Dégustation", date: "Samedi", description: "Comté." })
    .returning({ id: homeEvents.id });
});

afterAll(async () => {
  await t?.drop();
});

beforeEach(async () => {
  await t.db.delete(eventRsvps);
  await t.db.delete(rateLimits);
});

type Press = { eventId: string; cookie?: string; address?: string; returnTo?: string; base?: string; origin?: string };

async function press({ eventId, cookie, address = "203.0.113.1", returnTo = "/merchant", base = `http://localhost:3000`, origin }: Press) {
  const query = base.includes("localhost") ? `?site=${siteA}` : "";
  const fields: Record<string, string> = { returnTo };
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const request = new Request(`${base}/merchant/events/${eventId}/rsvp${query}`, { method: "POST", body: new URLSearchParams(fields), headers });
  const answer: unknown = await action({ request, context: requestContext(services, { clientAddress: address }), params: { eventId } } as Parameters<
    typeof action
  >[0]);
  if (answer instanceof Response) return { status: answer.status, headers: answer.headers, body: null };
  const { data, init } = answer as { data: RsvpAnswer; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

function cookieOf(headers: Headers): string {
  const set = headers.getSetCookie();
  expect(set).toHaveLength(1);
  return set[0].split(";")[0];
}

async function rowsFor(eventId: string) {
  return t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
}

async function homeFor(cookie?: string) {
  const request = new Request(`http://localhost:3000/merchant?site=${siteA}`, { headers: cookie ? { cookie } : {} });
  return loadMerchantHome(requestContext(services), { id: siteA, name: "Les Délices", timezone: "Europe/Paris", plan: "pro" }, request);
}

describe("'Je viendrai 👍'", () => {
  it("records one answer per browser: a long-lived httpOnly SameSite=Lax cookie, stored only as a hash", async () => {
    const first = await press({ eventId: brunch });
    expect(first.status).toBe(303);
    const setCookie = first.headers.getSetCookie()[0];
    expect(setCookie).toMatch(/^vitrine_voter=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const cookie = cookieOf(first.headers);
    const value = cookie.split("=")[1];

    const rows = await rowsFor(brunch);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ siteId: siteA, voterKey: createHash("sha256").update(`vitrine-voter:${value}`).digest("hex") });
    expect(rows[0].voterKey).not.toContain(value);

    // The same browser again: nothing new, no new cookie.
    const again = await press({ eventId: brunch, cookie });
    expect(again.status).toBe(303);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await rowsFor(brunch)).toHaveLength(1);

    // The same browser on another event, and another browser on this one.
    expect((await press({ eventId: market, cookie })).status).toBe(303);
    expect(await rowsFor(market)).toHaveLength(1);
    expect((await press({ eventId: brunch })).status).toBe(303);
    expect(await rowsFor(brunch)).toHaveLength(2);
  });

  it("gives the home page each event's count and whether this browser is coming", async () => {
    const cookie = cookieOf((await press({ eventId: brunch })).headers);
    await press({ eventId: brunch });
    await press({ eventId: brunch });

    const mine = await homeFor(cookie);
    expect(mine.rsvps[brunch]).toEqual({ count: 3, going: true });
    expect(mine.rsvps[market]).toBeUndefined();

    const stranger = await homeFor();
    expect(stranger.rsvps[brunch]).toEqual({ count: 3, going: false });
    const forged = await homeFor("vitrine_voter=not-a-real-cookie");
    expect(forged.rsvps[brunch]).toEqual({ count: 3, going: false });
  });

  it("redirects back to the events section it came from, keeping ?site= on the platform host", async () => {
    const fromMerchant = await press({ eventId: brunch });
    expect(fromMerchant.status).toBe(303);
    expect(fromMerchant.headers.get("location")).toBe(`/merchant?site=${siteA}#events`);
    expect(fromMerchant.headers.getSetCookie()[0]).toMatch(/^vitrine_voter=/);

    const fromRoot = await press({ eventId: brunch, returnTo: "/" });
    expect(fromRoot.headers.get("location")).toBe(`/?site=${siteA}#events`);

    const onCustomDomain = await press({ eventId: market, returnTo: "/", base: "http://delices.test" });
    expect(onCustomDomain.headers.get("location")).toBe("/#events");

    // Anything else as a return path goes to the merchant home, never elsewhere.
    const elsewhere = await press({ eventId: market, returnTo: "https://evil.example/" });
    expect(elsewhere.headers.get("location")).toBe(`/merchant?site=${siteA}#events`);
    expect(await rowsFor(brunch)).toHaveLength(2);
  });

  it("refuses another site's event (and a malformed id) with 404, storing nothing", async () => {
    for (const eventId of [otherSiteEvent, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const answer = await press({ eventId });
      expect(answer.status, eventId).toBe(404);
      expect(answer.body).toMatchObject({ status: "refused", message: RSVP_TEXTS.notFound });
    }
    expect(await t.db.select().from(eventRsvps)).toHaveLength(0);
  });

  it("refuses a post from another site's page (Origin), storing nothing", async () => {
    const answer = await press({ eventId: brunch, origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await rowsFor(brunch)).toHaveLength(0);
    expect((await press({ eventId: brunch, origin: "http://localhost:3000" })).status).toBe(303);
  });

  it(`limits new answers to ${RSVP_LIMIT.max} per address in ten minutes, with 429 and a French message`, async () => {
    const first = cookieOf((await press({ eventId: brunch, address: "198.51.100.9" })).headers);
    for (let i = 1; i < RSVP_LIMIT.max; i++) expect((await press({ eventId: brunch, address: "198.51.100.9" })).status).toBe(303);
    const over = await press({ eventId: brunch, address: "198.51.100.9" });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: "refused" });
    expect(over.body?.message).toMatch(/^Vous avez répondu trop souvent depuis votre connexion\. Réessayez dans \d+ minutes?\.$/);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await rowsFor(brunch)).toHaveLength(RSVP_LIMIT.max);

    // A browser already counted may press again; another address is not affected.
    expect((await press({ eventId: brunch, address: "198.51.100.9", cookie: first })).status).toBe(303);
    expect((await press({ eventId: brunch, address: "198.51.100.10" })).status).toBe(303);
    expect(await rowsFor(brunch)).toHaveLength(RSVP_LIMIT.max + 1);
  });

  it("sends a plain visit of the answer address to the events section", async () => {
    const request = new Request(`http://localhost:3000/merchant/events/${brunch}/rsvp?site=${siteA}`);
    const response = (await loader({ request, context: requestContext(services), params: { eventId: brunch } } as Parameters<typeof loader>[0])) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/merchant?site=${siteA}#events`);
  });
});
