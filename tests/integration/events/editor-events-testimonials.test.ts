import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { eventRsvps, homeEvents, homeTestimonials } from "~/db/schema";
import type { AppServices } from "~/context";
import { compactOrder, nextOrderIndex, parseOrderedIds, reorderRows } from "~/features/admin-kit/reorder.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { EVENT_TEXTS } from "~/features/events/events-schema";
import { listHomeEvents } from "~/features/home/home-data.server";
import * as eventsRoute from "~/routes/admin/events";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { createOwner, createSite } from "../../support/factories";

type Result = ActionResult;

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let cookieA: string;
let cookieB: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const ownerA = await createOwner(t.db, { auth: services.auth, email: "ev-a@test.fr", password: "secret-a1" });
  const ownerB = await createOwner(t.db, { auth: services.auth, email: "ev-b@test.fr", password: "secret-b1" });
  siteA = (await createSite(t.db, { name: "Site A", ownerId: ownerA.id })).id;
  siteB = (await createSite(t.db, { name: "Site B", ownerId: ownerB.id })).id;
  cookieA = await withSelection(services, await sessionCookie(services, "ev-a@test.fr", "secret-a1"), siteA);
  cookieB = await withSelection(services, await sessionCookie(services, "ev-b@test.fr", "secret-b1"), siteB);
});

afterAll(async () => {
  await t?.drop();
});

/** Posts as the page does: the form carries the site it was rendered for (the cookie's). */
async function post(route: { action: unknown }, path: string, cookie: string, fields: Record<string, string>) {
  const siteId = cookie === cookieA ? siteA : siteB;
  return unwrap<Result>(await callRoute(route.action, services, postRequest(path, { siteId, ...fields }, cookie)));
}

const EVENTS = "/admin/content/events";

async function eventRows(siteId: string) {
  return t.db.select().from(homeEvents).where(eq(homeEvents.siteId, siteId)).orderBy(asc(homeEvents.orderIndex));
}

describe("the list kit", () => {
  it("parses only a JSON array of distinct UUIDs", () => {
    const id = crypto.randomUUID();
    expect(parseOrderedIds(JSON.stringify([id]))).toEqual([id]);
    expect(parseOrderedIds("[]")).toEqual([]);
    expect(parseOrderedIds(JSON.stringify([id, id]))).toBeNull();
    expect(parseOrderedIds(JSON.stringify(["x"]))).toBeNull();
    expect(parseOrderedIds("{")).toBeNull();
    expect(parseOrderedIds(null)).toBeNull();
  });

  it("gives the list length as the next index, reorders exactly the site's list and compacts", async () => {
    const site = (await createSite(t.db, { name: "Kit" })).id;
    expect(await nextOrderIndex(t.db, homeTestimonials, site)).toBe(0);
    const rows = await t.db
      .insert(homeTestimonials)
      .values([0, 1, 2].map((i) => ({ siteId: site, customerName: `C${i}`, customerInitials: "C", text: "t", orderIndex: i * 3 })))
      .returning({ id: homeTestimonials.id });
    const [a, b, c] = rows.map((r) => r.id);
    expect(await nextOrderIndex(t.db, homeTestimonials, site)).toBe(3);
    expect(await reorderRows(t.db, homeTestimonials, site, [c, a, b])).toBe(true);
    const order = async () =>
      (await t.db.select().from(homeTestimonials).where(eq(homeTestimonials.siteId, site)).orderBy(asc(homeTestimonials.orderIndex))).map((r) => [
        r.id,
        r.orderIndex,
      ]);
    expect(await order()).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    // Missing, extra or foreign ids: refused, nothing changed.
    expect(await reorderRows(t.db, homeTestimonials, site, [a, b])).toBe(false);
    expect(await reorderRows(t.db, homeTestimonials, site, [a, b, c, crypto.randomUUID()])).toBe(false);
    expect(await reorderRows(t.db, homeTestimonials, siteA, [c, a, b])).toBe(false);
    expect(await order()).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    await t.db.delete(homeTestimonials).where(eq(homeTestimonials.id, a));
    await compactOrder(t.db, homeTestimonials, site);
    expect(await order()).toEqual([
      [c, 0],
      [b, 1],
    ]);
  });
});

describe("/admin/content/events", () => {
  it("refuses an incomplete event with the French messages and stores nothing", async () => {
    const { status, data } = await post(eventsRoute, EVENTS, cookieA, { intent: "create", title: " ", date: "", description: "", type: "event" });
    expect(status).toBe(400);
    expect(data.errors).toEqual({ title: EVENT_TEXTS.titleRequired, date: EVENT_TEXTS.dateRequired, description: EVENT_TEXTS.descriptionRequired });
    expect(await eventRows(siteA)).toEqual([]);
  });

  it("creates first (issue 13: new events go first), edits, reorders and deletes; the public home follows", async () => {
    for (const title of ["Marché de Noël", "Dégustation", "Soldes"]) {
      const { status, data } = await post(eventsRoute, EVENTS, cookieA, {
        intent: "create",
        title,
        date: "Samedi 14 juin",
        description: `À propos de ${title}`,
        type: title === "Soldes" ? "promotion" : "event",
      });
      expect(status).toBe(200);
      expect(data).toMatchObject({ ok: true, toast: { title: "Succès", description: EVENT_TEXTS.created } });
    }
    let rows = await eventRows(siteA);
    expect(rows.map((r) => [r.title, r.orderIndex, r.type])).toEqual([
      ["Soldes", 0, "promotion"],
      ["Dégustation", 1, "event"],
      ["Marché de Noël", 2, "event"],
    ]);
    const [soldes, degu, noel] = rows.map((r) => r.id);

    const edited = await post(eventsRoute, EVENTS, cookieA, {
      intent: "update",
      id: degu,
      title: "Grande dégustation",
      date: "Dimanche",
      description: "Fromages",
      type: "promotion",
    });
    expect(edited.data).toMatchObject({ ok: true, toast: { description: EVENT_TEXTS.updated } });

    expect((await post(eventsRoute, EVENTS, cookieA, { intent: "reorder", ids: JSON.stringify([soldes, noel, degu]) })).data.ok).toBe(true);
    expect((await listHomeEvents(t.db, siteA, "2026-01-01")).map((e) => [e.title, e.type])).toEqual([
      ["Soldes", "promotion"],
      ["Marché de Noël", "event"],
      ["Grande dégustation", "promotion"],
    ]);

    // The loader shows the RSVP counts.
    await t.db.insert(eventRsvps).values([
      { siteId: siteA, eventId: noel, voterKey: "v1" },
      { siteId: siteA, eventId: noel, voterKey: "v2" },
    ]);
    const loaded = await callRoute<{ events: { id: string }[]; rsvpCounts: Record<string, number>; loadError: boolean }>(
      eventsRoute.loader,
      services,
      getRequest(EVENTS, cookieA),
    );
    expect(loaded.loadError).toBe(false);
    expect(loaded.events.map((e) => e.id)).toEqual([soldes, noel, degu]);
    expect(loaded.rsvpCounts).toEqual({ [noel]: 2 });

    const deleted = await post(eventsRoute, EVENTS, cookieA, { intent: "delete", id: noel });
    expect(deleted.data).toMatchObject({ ok: true, toast: { description: EVENT_TEXTS.deleted } });
    rows = await eventRows(siteA);
    expect(rows.map((r) => [r.id, r.orderIndex])).toEqual([
      [soldes, 0],
      [degu, 1],
    ]);
    expect(await t.db.select().from(eventRsvps).where(eq(eventRsvps.siteId, siteA))).toEqual([]);
    // After a deletion the next one still goes first, the others just below, without gaps.
    await post(eventsRoute, EVENTS, cookieA, { intent: "create", title: "Nouveau", date: "Bientôt", description: "…", type: "event" });
    expect((await eventRows(siteA)).map((r) => [r.title, r.orderIndex])).toEqual([
      ["Nouveau", 0],
      ["Soldes", 1],
      ["Grande dégustation", 2],
    ]);
  });

  it("answers 404 and changes nothing for another site's event ids", async () => {
    const before = await eventRows(siteA);
    const [first] = before;
    const attempts: Record<string, string>[] = [
      { intent: "update", id: first.id, title: "Pirate", date: "x", description: "x", type: "event" },
      { intent: "delete", id: first.id },
      { intent: "reorder", ids: JSON.stringify(before.map((r) => r.id).reverse()) },
    ];
    for (const fields of attempts) {
      const { status, data } = await post(eventsRoute, EVENTS, cookieB, fields);
      expect(status, fields.intent).toBe(404);
      expect(data.ok).toBe(false);
    }
    const deleteAnswer = await post(eventsRoute, EVENTS, cookieB, { intent: "delete", id: first.id });
    expect(deleteAnswer.data.toast).toEqual({ type: "error", title: "Erreur", description: "Erreur lors de la suppression" });
    const updateAnswer = await post(eventsRoute, EVENTS, cookieB, attempts[0]);
    expect(updateAnswer.data.toast).toEqual({ type: "error", title: "Erreur", description: "Erreur lors de la sauvegarde" });
    expect(await eventRows(siteA)).toEqual(before);
  });

  it("refuses a malformed reorder and an unknown intent", async () => {
    expect((await post(eventsRoute, EVENTS, cookieA, { intent: "reorder", ids: "nope" })).status).toBe(400);
    expect((await post(eventsRoute, EVENTS, cookieA, { intent: "explode" })).status).toBe(400);
    expect((await post(eventsRoute, EVENTS, cookieA, { intent: "create", title: "a", date: "b", description: "c", type: "special" })).status).toBe(400);
  });
});

describe("an event's end date (issue 13)", () => {
  const create = (fields: Record<string, string>) =>
    post(eventsRoute, EVENTS, cookieB, { intent: "create", date: "Tout le mois", description: "Détails", type: "event", ...fields });

  it("is optional, a real date, stored as given", async () => {
    const none = await create({ title: "Sans fin", endDate: "" });
    expect(none.data.ok).toBe(true);
    const wrong = await create({ title: "Mauvaise", endDate: "2026-02-30" });
    expect(wrong.status).toBe(400);
    expect(wrong.data.errors).toEqual({ endDate: "Date de fin invalide" });
    const dated = await create({ title: "Soldes d'hiver", endDate: "2026-01-31", type: "promotion" });
    expect(dated.data.ok).toBe(true);
    const rows = await eventRows(siteB);
    expect(rows.map((r) => [r.title, r.endDate])).toEqual([
      ["Soldes d'hiver", "2026-01-31"],
      ["Sans fin", null],
    ]);
  });

  it("leaves the public home the day after, and the back-office gets the site's date to say 'Terminé'", async () => {
    const shown = async (today: string) => (await listHomeEvents(t.db, siteB, today)).map((e) => e.title);
    expect(await shown("2026-01-31")).toEqual(["Soldes d'hiver", "Sans fin"]);
    expect(await shown("2026-02-01")).toEqual(["Sans fin"]);
    const { getHomePage } = await import("~/features/home/home-data.server");
    const home = await getHomePage(t.db, siteB, "2026-02-01", () => {
      throw new Error("no section may fail");
    });
    expect(home.events.map((e) => e.title)).toEqual(["Sans fin"]);
    const loaded = await callRoute<{ events: { title: string; endDate: string | null }[]; today: string }>(
      eventsRoute.loader,
      services,
      getRequest(EVENTS, cookieB),
    );
    expect(loaded.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(loaded.events.find((e) => e.title === "Soldes d'hiver")?.endDate).toBe("2026-01-31");
  });

  it("a home page cached today is not served after the site's midnight, when an event shown ends today", async () => {
    const { loadMerchantHome } = await import("~/features/storefront/home/home-loader.server");
    const { createPageCacheHints } = await import("~/features/page-cache/page-cache-hints");
    const { addDays, localDateTime, zonedTimeToInstant } = await import("~/lib/calendar");
    const { requestContext } = await import("../../support/services");
    const today = localDateTime(new Date(), "Europe/Paris").date;
    await create({ title: "Dernier jour aujourd'hui", endDate: today });
    await create({ title: "Dans un mois", endDate: addDays(today, 30) });
    const pageCache = createPageCacheHints(true);
    const data = await loadMerchantHome(
      requestContext(services, { pageCache }),
      { id: siteB, name: "Site B", timezone: "Europe/Paris", plan: "pro" },
      new Request("http://b.test/"),
    );
    expect(data.home.events.map((e) => e.title.text)).toEqual(["Dans un mois", "Dernier jour aujourd'hui", "Sans fin"]);
    // A date passing is no content change (no version bump): the stored page must expire by itself.
    expect(pageCache.expiresAt).toBeLessThanOrEqual(zonedTimeToInstant(addDays(today, 1), 0, "Europe/Paris").getTime());
    expect(pageCache.expiresAt).toBeGreaterThan(Date.now());
  });
});
