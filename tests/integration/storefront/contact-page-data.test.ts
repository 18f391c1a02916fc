import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openingHours, specialHoursPeriods, specialOpeningHours } from "~/db/schema";
import { getSiteHours } from "~/features/hours/site-hours.server";
import { getContactInfo } from "~/features/settings/contact-info.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let siteId: string;
let otherSiteId: string;
const today = "2026-06-10";

beforeAll(async () => {
  t = await createTestDatabase();
  siteId = (
    await createSite(t.db, {
      name: "Épicerie",
      merchantEmail1: "bonjour@epicerie.fr",
      merchantPhone2: "04 78 00 00 00",
      address: "1 rue du Port\n69001 Lyon",
      tramInfo: "T1, arrêt Hôtel de Ville",
      googleMapsLink: "javascript:alert(1)",
    })
  ).id;
  otherSiteId = (await createSite(t.db, { name: "Autre" })).id;

  await t.db.insert(openingHours).values([
    { siteId, dayOfWeek: 3, morningOpen: "09:00", morningClose: "12:00" },
    { siteId, dayOfWeek: 1, isClosed: true },
    { siteId: otherSiteId, dayOfWeek: 2, morningOpen: "10:00", morningClose: "11:00" },
  ]);
  const [ended, , summer] = await t.db
    .insert(specialHoursPeriods)
    .values([
      { siteId, title: "Passée", startDate: "2026-05-01", endDate: "2026-05-31" },
      { siteId, title: "Hier", startDate: "2026-06-09", endDate: "2026-06-09", isSingleDay: true, isPeriodClosed: true },
      { siteId, title: "Été", startDate: "2026-07-01", endDate: "2026-07-31" },
      { siteId: otherSiteId, title: "Ailleurs", startDate: "2026-06-10", endDate: "2026-06-20" },
    ])
    .returning({ id: specialHoursPeriods.id });
  await t.db.insert(specialOpeningHours).values([
    { siteId, periodId: summer.id, dayOfWeek: 6, morningOpen: "08:00", morningClose: "12:00" },
    { siteId, periodId: summer.id, dayOfWeek: 2, isClosed: true },
    { siteId, periodId: ended.id, dayOfWeek: 2, isClosed: true },
  ]);
});

afterAll(async () => {
  await t?.drop();
});

describe("getSiteHours", () => {
  it("reads the site's weekly rows by day and its periods not ended (one day of slack), with their days", async () => {
    const { hours, periods } = await getSiteHours(t.db, siteId, today);
    expect(hours.map((h) => h.dayOfWeek)).toEqual([1, 3]);
    expect(hours[1]).toEqual({ dayOfWeek: 3, morningOpen: "09:00", morningClose: "12:00", afternoonOpen: null, afternoonClose: null, isClosed: false });
    expect(periods.map((p) => p.title)).toEqual(["Hier", "Été"]);
    expect(periods[1].days.map((d) => d.dayOfWeek)).toEqual([2, 6]);
    expect(periods[1].days[1]).toEqual({
      dayOfWeek: 6,
      morningOpen: "08:00",
      morningClose: "12:00",
      afternoonOpen: null,
      afternoonClose: null,
      isClosed: false,
    });
    expect(periods[0]).toMatchObject({ isSingleDay: true, isPeriodClosed: true, days: [] });
  });

  it("is empty for a site without hours", async () => {
    const { id } = await createSite(t.db, { name: "Vide" });
    expect(await getSiteHours(t.db, id, today)).toEqual({ hours: [], periods: [] });
  });
});

describe("getContactInfo", () => {
  it("builds the contact card and location from the site's settings", async () => {
    expect(await getContactInfo(t.db, siteId)).toEqual({
      emails: [{ text: "bonjour@epicerie.fr", href: "mailto:bonjour@epicerie.fr" }],
      phones: [{ text: "04 78 00 00 00", href: "tel:0478000000" }],
      location: {
        addressLines: ["1 rue du Port", "69001 Lyon"],
        transports: [{ label: "En tram", text: "T1, arrêt Hôtel de Ville" }],
        mapImageUrl: null,
        mapsUrl: "https://www.google.com/maps/search/?api=1&query=1%20rue%20du%20Port%2C%2069001%20Lyon",
      },
    });
  });

  it("has no location for a site without any", async () => {
    expect(await getContactInfo(t.db, otherSiteId)).toEqual({ emails: [], phones: [], location: null });
  });
});
