import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { openingHours, specialHoursPeriods, specialOpeningHours } from "~/db/schema";
import type { AppServices } from "~/context";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { HOURS_MESSAGES, openStatus, weekTable } from "~/features/hours/hours";
import { zonedTimeToInstant } from "~/lib/calendar";
import { getSiteHours } from "~/features/hours/site-hours.server";
import { action, loader } from "~/routes/admin/hours";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createOwner, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let cookieA: string;
let cookieB: string;

const PATH = "/admin/pages/hours";

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const ownerA = await createOwner(t.db, { auth: services.auth, email: "hours-a@test.fr", password: "secret-a-1" });
  const ownerB = await createOwner(t.db, { auth: services.auth, email: "hours-b@test.fr", password: "secret-b-1" });
  siteA = (await createSite(t.db, { name: "Boulangerie A", ownerId: ownerA.id })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B", ownerId: ownerB.id })).id;
  cookieA = await withSelection(services, await sessionCookie(services, "hours-a@test.fr", "secret-a-1"), siteA);
  cookieB = await withSelection(services, await sessionCookie(services, "hours-b@test.fr", "secret-b-1"), siteB);
});

afterAll(async () => {
  await t?.drop();
});

/** Posts as the page does: the form carries the site it was rendered for (the cookie's), unless the test gives one. */
async function post(cookie: string, fields: Record<string, string>) {
  const form = { siteId: cookie === cookieA ? siteA : siteB, ...fields };
  return unwrap<ActionResult>(await callRoute(action, services, postRequest(PATH, form, cookie)));
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
async function load(cookie: string, search = "") {
  return callRoute<LoaderData>(loader, services, getRequest(`${PATH}${search}`, cookie));
}

const weekRows = (siteId: string) => t.db.select().from(openingHours).where(eq(openingHours.siteId, siteId)).orderBy(asc(openingHours.dayOfWeek));

describe("weekly hours", () => {
  it("replaces the site's seven rows; blank → null, closed → nulls", async () => {
    await t.db.insert(openingHours).values({ siteId: siteA, dayOfWeek: 4, morningOpen: "07:00", morningClose: "08:00" });
    const { status, data } = await post(cookieA, {
      intent: "save-week",
      siteId: siteA,
      "d2.morningOpen": "09:00",
      "d2.morningClose": "13:00",
      "d2.afternoonOpen": " ",
      "d1.closed": "on",
      "d1.morningOpen": "10:00",
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ ok: true, toast: { title: "Succès", description: "Horaires sauvegardés avec succès" } });
    const rows = await weekRows(siteA);
    expect(rows.map((r) => r.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rows[1]).toMatchObject({ isClosed: true, morningOpen: null });
    expect(rows[2]).toMatchObject({ isClosed: false, morningOpen: "09:00", morningClose: "13:00", afternoonOpen: null });
    expect(rows[4]).toMatchObject({ morningOpen: null, morningClose: null });
    expect(await weekRows(siteB)).toEqual([]);
    const loaded = await load(cookieA);
    expect(loaded.weekly).toHaveLength(7);
  });

  it("refuses invalid ranges with the module's messages and changes nothing", async () => {
    const before = await weekRows(siteA);
    const { status, data } = await post(cookieA, {
      intent: "save-week",
      "d3.morningOpen": "12:00",
      "d3.morningClose": "09:00",
      "d5.morningOpen": "09:00",
      "d5.morningClose": "14:00",
      "d5.afternoonOpen": "13:00",
      "d5.afternoonClose": "18:00",
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, errors: { d3: HOURS_MESSAGES.closeBeforeOpen, d5: HOURS_MESSAGES.overlap } });
    expect(await weekRows(siteA)).toEqual(before);
  });

  it("is all or nothing: a failing insert leaves the previous rows", async () => {
    const before = await weekRows(siteA);
    // A time the database's check refuses, past the form's checks: the delete must be rolled back.
    const { replaceWeeklyHours } = await import("~/features/hours/hours-admin.server");
    await expect(
      replaceWeeklyHours(t.db, siteA, [
        { dayOfWeek: 1, morningOpen: "09:00", morningClose: "12:00", afternoonOpen: null, afternoonClose: null, isClosed: false },
        { dayOfWeek: 9, morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null, isClosed: false },
      ]),
    ).rejects.toThrow();
    expect(await weekRows(siteA)).toEqual(before);
  });

  it("refuses a form rendered for another site (409) and changes nothing", async () => {
    const before = await weekRows(siteB);
    const { status, data } = await post(cookieB, { intent: "save-week", siteId: siteA, "d1.closed": "on" });
    expect(status).toBe(409);
    expect(data).toMatchObject({ ok: false });
    expect(await weekRows(siteB)).toEqual(before);
    expect((await weekRows(siteA)).length).toBe(7);
  });
});

describe("special periods", () => {
  let periodId = "";

  it("creates a single day: end = start, closed → null times", async () => {
    const { data } = await post(cookieA, {
      intent: "create",
      title: " Noël ",
      type: "single",
      date: "2026-12-25",
      endDate: "2026-12-31",
      closed: "on",
      morningOpen: "09:00",
    });
    expect(data).toMatchObject({ ok: true, toast: { description: "Période créée avec succès" } });
    periodId = data.rowId ?? "";
    const [row] = await t.db.select().from(specialHoursPeriods).where(eq(specialHoursPeriods.id, periodId));
    expect(row).toMatchObject({
      siteId: siteA,
      title: "Noël",
      startDate: "2026-12-25",
      endDate: "2026-12-25",
      isSingleDay: true,
      isPeriodClosed: true,
      morningOpen: null,
    });
  });

  it("a range without end ends on its start; a missing start is silently abandoned", async () => {
    const { data } = await post(cookieA, { intent: "create", title: "Inventaire", type: "range", startDate: "2026-09-01", closed: "off" });
    expect(data.ok).toBe(true);
    const rows = await t.db
      .select()
      .from(specialHoursPeriods)
      .where(and(eq(specialHoursPeriods.siteId, siteA), eq(specialHoursPeriods.title, "Inventaire")));
    expect(rows[0]).toMatchObject({ startDate: "2026-09-01", endDate: "2026-09-01", isSingleDay: false });
    const count = (await t.db.select().from(specialHoursPeriods)).length;
    const abandoned = await post(cookieA, { intent: "create", title: "Sans date", type: "single", date: "" });
    expect(abandoned.data.ok).toBe(false);
    expect(abandoned.data.toast ?? abandoned.data.errors).toBeUndefined();
    expect((await t.db.select().from(specialHoursPeriods)).length).toBe(count);
  });

  it("validates title, dates and single-day ranges", async () => {
    const { status, data } = await post(cookieA, { intent: "create", title: "", type: "range", startDate: "2026-08-10", endDate: "2026-08-01" });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      ok: false,
      errors: { title: "Le titre est obligatoire", endDate: "La date de fin doit être postérieure ou égale à la date de début" },
    });
    const times = await post(cookieA, {
      intent: "create",
      title: "Soirée",
      type: "single",
      date: "2026-08-10",
      closed: "off",
      morningOpen: "18:00",
      morningClose: "10:00",
    });
    expect(times.data).toMatchObject({ ok: false, errors: { times: HOURS_MESSAGES.closeBeforeOpen } });
  });

  it("updates, and lists the periods in the loader", async () => {
    const { data } = await post(cookieA, {
      intent: "update",
      periodId,
      title: "Vacances",
      type: "range",
      startDate: "2026-12-20",
      endDate: "2027-01-03",
      description: "On se repose",
      closed: "off",
    });
    expect(data).toMatchObject({ ok: true, toast: { description: "Période modifiée avec succès" } });
    const loaded = await load(cookieA);
    expect(loaded.periods.find((p) => p.id === periodId)).toMatchObject({
      title: "Vacances",
      endDate: "2027-01-03",
      isSingleDay: false,
      description: "On se repose",
    });
  });

  it("replaces a period's special hours in one go and loads them with ?period=", async () => {
    const save = (fields: Record<string, string>) => post(cookieA, { intent: "save-special", siteId: siteA, periodId, ...fields });
    expect((await save({ "d1.closed": "on", "d2.morningOpen": "10:00", "d2.morningClose": "12:00" })).data).toMatchObject({
      ok: true,
      toast: { description: "Horaires spéciaux sauvegardés avec succès" },
    });
    expect((await save({ "d3.morningOpen": "11:00", "d3.morningClose": "15:00" })).data.ok).toBe(true);
    const rows = await t.db.select().from(specialOpeningHours).where(eq(specialOpeningHours.periodId, periodId)).orderBy(asc(specialOpeningHours.dayOfWeek));
    expect(rows).toHaveLength(7);
    expect(rows[1]).toMatchObject({ isClosed: false, morningOpen: null });
    expect(rows[3]).toMatchObject({ morningOpen: "11:00", morningClose: "15:00" });
    const loaded = await load(cookieA, `?period=${periodId}`);
    expect(loaded.special).toMatchObject({ periodId, title: "Vacances" });
    expect((await load(cookieB, `?period=${periodId}`)).special).toEqual({ periodId, error: true });
  });

  it("another site's period id → 404, nothing changed", async () => {
    const snapshot = async () => [await t.db.select().from(specialHoursPeriods), await t.db.select().from(specialOpeningHours)];
    const before = await snapshot();
    const attempts: Record<string, string>[] = [
      { intent: "update", periodId, title: "Pirate", type: "single", date: "2030-01-01", closed: "on" },
      { intent: "delete", periodId },
      { intent: "save-special", periodId, "d1.closed": "on" },
      { intent: "delete", periodId: "not-a-uuid" },
    ];
    for (const fields of attempts) {
      const { status, data } = await post(cookieB, fields);
      expect(status).toBe(404);
      expect(data.ok).toBe(false);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("deletes a period with its special hours", async () => {
    const { data } = await post(cookieA, { intent: "delete", periodId });
    expect(data).toMatchObject({ ok: true, toast: { description: "Période supprimée avec succès" } });
    expect(await t.db.select().from(specialHoursPeriods).where(eq(specialHoursPeriods.id, periodId))).toEqual([]);
    expect(await t.db.select().from(specialOpeningHours).where(eq(specialOpeningHours.periodId, periodId))).toEqual([]);
  });
});

describe("a closure that is one (issue 25)", () => {
  const christmas = { title: "Fermeture de Noël", type: "range", startDate: "2026-12-25", endDate: "2026-12-27" };
  const christmasRows = () =>
    t.db
      .select()
      .from(specialHoursPeriods)
      .where(and(eq(specialHoursPeriods.siteId, siteB), eq(specialHoursPeriods.title, christmas.title)));

  it("refuses a new period without 'Fermé' or 'Horaires spéciaux', the message under the choice, what was typed sent back", async () => {
    const { status, data } = await post(cookieB, { intent: "create", ...christmas });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      ok: false,
      errors: { closed: "Choisissez «\u00a0Fermé\u00a0» ou «\u00a0Horaires spéciaux\u00a0»." },
      values: { title: christmas.title, startDate: "2026-12-25", endDate: "2026-12-27", closed: "" },
    });
    expect(await christmasRows()).toEqual([]);
  });

  it("chosen 'Fermé': listed with its state, and the public hours show the shop closed on the 26th", async () => {
    // B's weekly hours: open on Saturday and Monday mornings, so only the closure closes the 26th.
    const week = await post(cookieB, {
      intent: "save-week",
      "d6.morningOpen": "09:00",
      "d6.morningClose": "13:00",
      "d1.morningOpen": "09:00",
      "d1.morningClose": "13:00",
    });
    expect(week.data.ok).toBe(true);
    const { data } = await post(cookieB, { intent: "create", ...christmas, closed: "on" });
    expect(data).toMatchObject({ ok: true, toast: { description: "Période créée avec succès" } });
    expect(await christmasRows()).toMatchObject([{ isPeriodClosed: true, isSingleDay: false, startDate: "2026-12-25", endDate: "2026-12-27" }]);
    expect((await load(cookieB)).periods.find((p) => p.title === christmas.title)).toMatchObject({ isPeriodClosed: true, days: [] });

    // The contact page's table and live status, read as its loader reads them, on Saturday 26 December at 10:00 (Paris).
    const now = zonedTimeToInstant("2026-12-26", 10 * 60, "Europe/Paris");
    const hours = await getSiteHours(t.db, siteB, "2026-12-26");
    const saturday = weekTable({ ...hours, now, timeZone: "Europe/Paris" }).rows.find((row) => row.isToday);
    expect(saturday).toMatchObject({ label: "Samedi", date: "2026-12-26", text: "Fermé", period: { title: christmas.title } });
    expect(openStatus({ ...hours, now, timeZone: "Europe/Paris" })).toMatchObject({ isOpen: false, text: "Fermé · ouvre lundi à 09:00" });
  });
});

describe("one period per date (issue 13, bug 5)", () => {
  const periodsOn = (siteId: string, date: string) =>
    t.db
      .select()
      .from(specialHoursPeriods)
      .where(and(eq(specialHoursPeriods.siteId, siteId), eq(specialHoursPeriods.startDate, date)));
  let noelId = "";

  it("refuses a second single day on a date that has one, naming it, and keeps what was typed", async () => {
    const first = await post(cookieA, { intent: "create", title: "Noël", type: "single", date: "2027-12-25", closed: "on" });
    expect(first.data.ok).toBe(true);
    noelId = first.data.rowId ?? "";
    const { status, data } = await post(cookieA, {
      intent: "create",
      title: "Réveillon",
      type: "single",
      date: "2027-12-25",
      closed: "off",
      morningOpen: "09:00",
      morningClose: "12:00",
    });
    expect(status).toBe(400);
    expect(data).toMatchObject({
      ok: false,
      errors: { date: "Le 25 décembre 2027 a déjà une période\u00a0: Noël." },
      values: { title: "Réveillon", date: "2027-12-25", morningOpen: "09:00" },
    });
    expect((await periodsOn(siteA, "2027-12-25")).map((p) => p.title)).toEqual(["Noël"]);
  });

  it("refuses a one-day range on that date too; another site's period does not count", async () => {
    const range = await post(cookieA, { intent: "create", title: "Fermeture", type: "range", startDate: "2027-12-25", endDate: "2027-12-25", closed: "on" });
    expect(range.status).toBe(400);
    expect(range.data.errors).toEqual({ startDate: "Le 25 décembre 2027 a déjà une période\u00a0: Noël." });
    const other = await post(cookieB, { intent: "create", title: "Noël", type: "single", date: "2027-12-25", closed: "on" });
    expect(other.data.ok).toBe(true);
  });

  it("lets a period contain another (a closed day inside the summer hours), but not cross it", async () => {
    expect(
      (await post(cookieA, { intent: "create", title: "Vacances d'hiver", type: "range", startDate: "2028-02-01", endDate: "2028-02-14", closed: "off" })).data
        .ok,
    ).toBe(true);
    expect((await post(cookieA, { intent: "create", title: "Inventaire", type: "single", date: "2028-02-10", closed: "on" })).data.ok).toBe(true);
    expect(
      (await post(cookieA, { intent: "create", title: "Février", type: "range", startDate: "2028-01-25", endDate: "2028-02-28", closed: "off" })).data.ok,
    ).toBe(true);

    const crossing = await post(cookieA, { intent: "create", title: "Travaux", type: "range", startDate: "2028-02-12", endDate: "2028-02-20", closed: "on" });
    expect(crossing.status).toBe(400);
    expect(crossing.data.errors).toEqual({
      startDate:
        "Ces dates chevauchent la période «\u00a0Vacances d'hiver\u00a0» (du 1er février 2028 au 14 février 2028). Une période peut en contenir une autre, mais pas la chevaucher.",
    });
    const same = await post(cookieA, { intent: "create", title: "Congés", type: "range", startDate: "2028-02-01", endDate: "2028-02-14", closed: "on" });
    expect(same.data.errors).toEqual({ startDate: "Du 1er février 2028 au 14 février 2028, il y a déjà une période\u00a0: Vacances d'hiver." });
  });

  it("an update is checked against the other periods, never against itself", async () => {
    const itself = await post(cookieA, { intent: "update", periodId: noelId, title: "Noël en famille", type: "single", date: "2027-12-25", closed: "on" });
    expect(itself.data.ok).toBe(true);
    const [inventaire] = await periodsOn(siteA, "2028-02-10");
    const moved = await post(cookieA, { intent: "update", periodId: inventaire.id, title: "Inventaire", type: "single", date: "2027-12-25", closed: "on" });
    expect(moved.status).toBe(400);
    expect(moved.data.errors).toEqual({ date: "Le 25 décembre 2027 a déjà une période\u00a0: Noël en famille." });
    expect((await periodsOn(siteA, "2028-02-10")).map((p) => p.title)).toEqual(["Inventaire"]);
  });
});

describe("holidays in one go (issue 13)", () => {
  /** The dialog's form: one `date` per ticked holiday. */
  const postRequestMany = (pairs: [string, string][], cookie: string) =>
    new Request(`http://localhost:3000${PATH}`, {
      method: "POST",
      body: new URLSearchParams(pairs),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    });

  it("adds the ticked holidays as closed single days, in one action with one toast", async () => {
    const first = await post(cookieA, { intent: "add-holidays", date: "2029-07-14" });
    expect(first.data).toMatchObject({ ok: true, toast: { description: "1 jour férié ajouté à vos périodes" } });
    const { status, data } = unwrap<ActionResult>(
      await callRoute(
        action,
        services,
        postRequestMany(
          [
            ["siteId", siteA],
            ["intent", "add-holidays"],
            ["date", "2029-08-15"],
            ["date", "2029-11-01"],
            ["date", "2029-11-11"],
          ],
          cookieA,
        ),
      ),
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({ ok: true, toast: { type: "success", description: "3 jours fériés ajoutés à vos périodes" } });
    const rows = await t.db
      .select()
      .from(specialHoursPeriods)
      .where(and(eq(specialHoursPeriods.siteId, siteA), eq(specialHoursPeriods.isPeriodClosed, true)));
    const added = rows.filter((r) => r.startDate.startsWith("2029")).map((r) => [r.startDate, r.title, r.endDate, r.isSingleDay]);
    expect(added.sort()).toEqual([
      ["2029-07-14", "Fête nationale", "2029-07-14", true],
      ["2029-08-15", "Assomption", "2029-08-15", true],
      ["2029-11-01", "Toussaint", "2029-11-01", true],
      ["2029-11-11", "Armistice 1918", "2029-11-11", true],
    ]);
  });

  it("is all or nothing: a date that is no holiday, or one already taken, adds none", async () => {
    const count = async () => (await t.db.select().from(specialHoursPeriods).where(eq(specialHoursPeriods.siteId, siteA))).length;
    const before = await count();
    const notHoliday = unwrap<ActionResult>(
      await callRoute(
        action,
        services,
        postRequestMany(
          [
            ["siteId", siteA],
            ["intent", "add-holidays"],
            ["date", "2029-12-25"],
            ["date", "2029-12-24"],
          ],
          cookieA,
        ),
      ),
    );
    expect(notHoliday.status).toBe(400);
    expect(notHoliday.data).toMatchObject({ ok: false, toast: { type: "error", description: "Impossible d'ajouter les jours fériés" } });
    const taken = unwrap<ActionResult>(
      await callRoute(
        action,
        services,
        postRequestMany(
          [
            ["siteId", siteA],
            ["intent", "add-holidays"],
            ["date", "2029-12-25"],
            ["date", "2029-07-14"],
          ],
          cookieA,
        ),
      ),
    );
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ ok: false, toast: { type: "error", description: "Le 14 juillet 2029 a déjà une période\u00a0: Fête nationale." } });
    expect(await count()).toBe(before);
  });
});
