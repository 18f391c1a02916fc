import { afterEach, describe, expect, it } from "vitest";
import {
  dayRow as row,
  checkDayRanges,
  formatDayHours,
  formatLongDate,
  formatPeriodDates,
  groupWeekRows,
  HOURS_MESSAGES,
  hoursOn,
  isPeriodActive,
  isValidTime,
  normalizeTime,
  openingHoursSpecification,
  openStatus,
  periodEffect,
  specialOpeningHoursSpecification,
  upcomingPeriods,
  weekTable,
  type DayHours,
  type SpecialPeriod,
  type OpeningHoursSpecification,
} from "~/features/hours/hours";
import { specialPeriod as period } from "../support/hours-fixtures";

// ---------------------------------------------------------------------------------------------
// Fixtures. Calendar: 2026-03-09 is a Monday, 2026-01-04 a Sunday; DST in Europe/Paris starts on
// 2026-03-29 (02:00 → 03:00) and ends on 2026-10-25 (03:00 → 02:00).

const at = (iso: string) => new Date(iso);

const split = { morningOpen: "08:00", morningClose: "12:30", afternoonOpen: "14:00", afternoonClose: "19:00" };
const SPLIT_TEXT = "08:00 - 12:30, 14:00 - 19:00";

/** Monday closed, Tuesday–Saturday split day, Sunday morning. */
const WEEK: DayHours[] = [
  row(0, { morningOpen: "08:00", morningClose: "12:30" }),
  row(1, {}, true),
  row(2, split),
  row(3, split),
  row(4, split),
  row(5, split),
  row(6, split),
];

const texts = (t: ReturnType<typeof weekTable>) => Object.fromEntries(t.rows.map((r) => [r.label, r.text]));
const today = (t: ReturnType<typeof weekTable>) => t.rows.filter((r) => r.isToday).map((r) => r.label);
const status = (iso: string, hours: DayHours[] = WEEK, periods: SpecialPeriod[] = [], timeZone = "Europe/Paris") =>
  openStatus({ hours, periods, now: at(iso), timeZone });

// ---------------------------------------------------------------------------------------------

/** The entries one per day, as search engines read an entry with a list of days. */
function perDay(spec: OpeningHoursSpecification[]): OpeningHoursSpecification[] {
  return spec.flatMap((e) => (Array.isArray(e.dayOfWeek) ? e.dayOfWeek.map((day) => ({ ...e, dayOfWeek: day })) : [e]));
}

describe("formatDayHours (public-site §5)", () => {
  it("shows 'Fermé' for a closed day, a missing day or a day with no complete range", () => {
    expect(formatDayHours(row(1, split, true))).toBe("Fermé");
    expect(formatDayHours(undefined)).toBe("Fermé");
    expect(formatDayHours(row(1))).toBe("Fermé");
    expect(formatDayHours(row(1, { morningOpen: "09:00", afternoonClose: "18:00" }))).toBe("Fermé");
    expect(formatDayHours(row(1, { morningOpen: " ", morningClose: "" }))).toBe("Fermé");
  });

  it("shows each complete range as HH:MM - HH:MM, joined by a comma", () => {
    expect(formatDayHours(row(2, split))).toBe(SPLIT_TEXT);
    expect(formatDayHours(row(2, { morningOpen: "09:00", morningClose: "19:30" }))).toBe("09:00 - 19:30");
    expect(formatDayHours(row(2, { afternoonOpen: "14:00", afternoonClose: "18:00" }))).toBe("14:00 - 18:00");
    expect(formatDayHours(row(2, { morningOpen: "09:00:00", morningClose: "12:00:00", afternoonOpen: "14:00" }))).toBe("09:00 - 12:00");
  });
});

describe("weekTable", () => {
  it("lists Monday to Sunday with the weekly hours", () => {
    const table = weekTable({ hours: WEEK, periods: [], now: at("2026-03-10T09:00:00Z") });
    expect(table.rows.map((r) => r.label)).toEqual(["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"]);
    expect(table.rows.map((r) => r.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(texts(table)).toMatchObject({ Lundi: "Fermé", Mardi: SPLIT_TEXT, Dimanche: "08:00 - 12:30" });
    expect(today(table)).toEqual(["Mardi"]);
    expect(table.activePeriod).toBeNull();
    expect(table.usesPlaceholder).toBe(false);
    // Each row is the next occurrence of its weekday, today included.
    expect(table.rows.map((r) => r.date)).toEqual(["2026-03-16", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15"]);
  });

  it("highlights today in the site's zone, not the server's UTC date", () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Paris.
    expect(today(weekTable({ hours: WEEK, periods: [], now: at("2026-01-04T23:30:00Z"), timeZone: "Europe/Paris" }))).toEqual(["Lundi"]);
    // 02:30 UTC on Monday is still Sunday evening in Martinique.
    expect(today(weekTable({ hours: WEEK, periods: [], now: at("2026-01-05T02:30:00Z"), timeZone: "America/Martinique" }))).toEqual(["Dimanche"]);
    // 14:00 UTC on Sunday is already Monday in Nouméa.
    expect(today(weekTable({ hours: WEEK, periods: [], now: at("2026-01-04T14:00:00Z"), timeZone: "Pacific/Noumea" }))).toEqual(["Lundi"]);
  });

  it("moves the highlight exactly at local midnight", () => {
    expect(today(weekTable({ hours: WEEK, periods: [], now: at("2026-03-10T22:59:00Z") }))).toEqual(["Mardi"]);
    expect(today(weekTable({ hours: WEEK, periods: [], now: at("2026-03-10T23:00:00Z") }))).toEqual(["Mercredi"]);
    // Summer time: midnight is 22:00 UTC.
    expect(today(weekTable({ hours: WEEK, periods: [], now: at("2026-07-07T21:59:00Z") }))).toEqual(["Mardi"]);
    expect(today(weekTable({ hours: WEEK, periods: [], now: at("2026-07-07T22:00:00Z") }))).toEqual(["Mercredi"]);
  });

  it("uses the placeholder week (§9) when the site has no weekly hours", () => {
    const table = weekTable({ hours: [], periods: [], now: at("2026-03-10T09:00:00Z") });
    expect(table.usesPlaceholder).toBe(true);
    expect(texts(table)).toEqual({
      Lundi: "Fermé",
      Mardi: "09:00 - 13:00, 15:00 - 19:30",
      Mercredi: "09:00 - 13:00, 15:00 - 19:30",
      Jeudi: "09:00 - 13:00, 15:00 - 19:30",
      Vendredi: "09:00 - 13:00, 15:00 - 19:30",
      Samedi: "09:00 - 19:30",
      Dimanche: "09:00 - 13:00",
    });
    expect(groupWeekRows(table.rows)).toEqual([
      { days: "Lundi", hours: "Fermé" },
      { days: "Mardi-Vendredi", hours: "09:00 - 13:00, 15:00 - 19:30" },
      { days: "Samedi", hours: "09:00 - 19:30" },
      { days: "Dimanche", hours: "09:00 - 13:00" },
    ]);
  });

  it("a closed period covering the week closes every day and is the active period", () => {
    const holidays = period({ startDate: "2026-08-01", endDate: "2026-08-23", isPeriodClosed: true, title: "Congés d'été" });
    const table = weekTable({ hours: WEEK, periods: [holidays], now: at("2026-08-11T10:00:00Z") });
    expect(new Set(Object.values(texts(table)))).toEqual(new Set(["Fermé"]));
    expect(table.activePeriod).toBe(holidays);
  });

  it("a short closed period only closes its own dates", () => {
    // Wednesday 11 to Friday 13 March; today is Wednesday.
    const closed = period({ startDate: "2026-03-11", endDate: "2026-03-13", isPeriodClosed: true });
    const table = weekTable({ hours: WEEK, periods: [closed], now: at("2026-03-11T09:00:00Z") });
    expect(texts(table)).toEqual({
      Lundi: "Fermé",
      Mardi: SPLIT_TEXT, // next Tuesday, 17 March
      Mercredi: "Fermé",
      Jeudi: "Fermé",
      Vendredi: "Fermé",
      Samedi: SPLIT_TEXT,
      Dimanche: "08:00 - 12:30",
    });
    expect(table.activePeriod).toBe(closed);
  });

  it("a single-day period with times replaces that day only", () => {
    const feast = period({ startDate: "2026-03-10", isSingleDay: true, morningOpen: "10:00", morningClose: "12:00" });
    const table = weekTable({ hours: WEEK, periods: [feast], now: at("2026-03-10T09:00:00Z") });
    expect(texts(table)).toMatchObject({ Mardi: "10:00 - 12:00", Mercredi: SPLIT_TEXT, Lundi: "Fermé" });
    expect(table.activePeriod).toBe(feast);
    expect(table.rows.find((r) => r.isToday)?.period).toBe(feast);
  });

  it("a single-day period without times keeps the weekly hours but still shows its banner", () => {
    const undecided = period({ startDate: "2026-03-10", isSingleDay: true, title: "Braderie" });
    const table = weekTable({ hours: WEEK, periods: [undecided], now: at("2026-03-10T09:00:00Z") });
    expect(texts(table).Mardi).toBe(SPLIT_TEXT);
    expect(table.activePeriod).toBe(undecided);
  });

  it("a range period uses its per-day hours; a weekday without a row is closed", () => {
    const summer = period({
      startDate: "2026-07-01",
      endDate: "2026-08-31",
      title: "Horaires d'été",
      days: [row(1, { morningOpen: "07:00", morningClose: "13:00" }), row(2, {}, true), row(6, split)],
    });
    const table = weekTable({ hours: WEEK, periods: [summer], now: at("2026-07-07T09:00:00Z") });
    expect(texts(table)).toEqual({
      Lundi: "07:00 - 13:00",
      Mardi: "Fermé",
      Mercredi: "Fermé",
      Jeudi: "Fermé",
      Vendredi: "Fermé",
      Samedi: SPLIT_TEXT,
      Dimanche: "Fermé",
    });
    expect(table.activePeriod).toBe(summer);
  });

  it("a range period whose hours are not set yet keeps the weekly hours", () => {
    const summer = period({ startDate: "2026-07-01", endDate: "2026-08-31" });
    const table = weekTable({ hours: WEEK, periods: [summer], now: at("2026-07-07T09:00:00Z") });
    expect(texts(table).Mardi).toBe(SPLIT_TEXT);
    expect(table.activePeriod).toBe(summer);
  });

  it("overlapping periods: the latest start wins, then the shortest", () => {
    const christmas = period({
      startDate: "2026-12-20",
      endDate: "2027-01-04",
      title: "Fêtes",
      days: WEEK.map((d) => ({ ...d, isClosed: false, morningOpen: "07:00", morningClose: "20:00", afternoonOpen: null, afternoonClose: null })),
    });
    const dayOff = period({ startDate: "2026-12-25", isSingleDay: true, isPeriodClosed: true, title: "Noël" });
    const sameStartShort = period({ startDate: "2026-12-20", endDate: "2026-12-21", isPeriodClosed: true, title: "Inventaire" });
    const periods = [christmas, dayOff, sameStartShort];

    const on24 = weekTable({ hours: WEEK, periods, now: at("2026-12-24T10:00:00Z") });
    expect(on24.activePeriod).toBe(christmas);
    expect(texts(on24)).toMatchObject({ Jeudi: "07:00 - 20:00", Vendredi: "Fermé", Samedi: "07:00 - 20:00" });

    expect(weekTable({ hours: WEEK, periods, now: at("2026-12-25T10:00:00Z") }).activePeriod).toBe(dayOff);
    expect(weekTable({ hours: WEEK, periods, now: at("2026-12-20T10:00:00Z") }).activePeriod).toBe(sameStartShort);
    expect(weekTable({ hours: WEEK, periods, now: at("2026-12-22T10:00:00Z") }).activePeriod).toBe(christmas);
    expect(hoursOn("2027-01-05", WEEK, periods).period).toBeNull();
  });

  it("the active period is picked in the site's zone", () => {
    const closed = period({ startDate: "2026-03-16", isSingleDay: true, isPeriodClosed: true });
    // Sunday 15 March 23:30 UTC = Monday 16 March 00:30 in Paris.
    expect(weekTable({ hours: WEEK, periods: [closed], now: at("2026-03-15T23:30:00Z") }).activePeriod).toBe(closed);
    expect(weekTable({ hours: WEEK, periods: [closed], now: at("2026-03-15T23:30:00Z"), timeZone: "America/Martinique" }).activePeriod).toBeNull();
  });
});

describe("upcomingPeriods (2-month window)", () => {
  // Saturday 10 January 2026, noon in Paris: the window runs to 10 March 2026 (59 days).
  const now = at("2026-01-10T11:00:00Z");
  const containing = period({ startDate: "2026-01-05", endDate: "2026-01-15", title: "containing" });
  const endingIn10 = period({ startDate: "2025-12-01", endDate: "2026-01-20", title: "ending in 10 days" });
  const startingIn61 = period({ startDate: "2026-03-12", endDate: "2026-03-20", title: "starting in 61 days" });
  const atHorizon = period({ startDate: "2026-03-10", title: "at the horizon" });
  const ended = period({ startDate: "2026-01-01", endDate: "2026-01-09", title: "ended yesterday" });
  const long = period({ startDate: "2025-06-01", endDate: "2026-12-31", title: "long" });
  const all = [startingIn61, ended, atHorizon, containing, long, endingIn10];

  it("keeps those starting or ending within two months, plus the one containing today, sorted by start", () => {
    expect(upcomingPeriods(all, now, "Europe/Paris").map((p) => p.title)).toEqual(["long", "ending in 10 days", "containing", "at the horizon"]);
  });

  it("counts from today in the site's zone", () => {
    // 23:30 UTC on 9 January is already 10 January in Paris: the period ending on the 9th is gone.
    expect(upcomingPeriods([ended], at("2026-01-09T23:30:00Z"), "Europe/Paris")).toEqual([]);
    expect(upcomingPeriods([ended], at("2026-01-09T23:30:00Z"), "America/Martinique")).toEqual([ended]);
  });

  it("accepts another window length", () => {
    expect(upcomingPeriods([startingIn61], now, "Europe/Paris", 3)).toEqual([startingIn61]);
  });
});

describe("isPeriodActive", () => {
  const p = period({ startDate: "2026-12-24", endDate: "2026-12-26" });
  it("is true from the start to the end date inclusive, in the site's zone", () => {
    expect(isPeriodActive(p, at("2026-12-23T22:59:00Z"), "Europe/Paris")).toBe(false);
    expect(isPeriodActive(p, at("2026-12-23T23:00:00Z"), "Europe/Paris")).toBe(true);
    expect(isPeriodActive(p, at("2026-12-26T22:59:00Z"), "Europe/Paris")).toBe(true);
    expect(isPeriodActive(p, at("2026-12-26T23:00:00Z"), "Europe/Paris")).toBe(false);
  });
});

describe("formatPeriodDates", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it("formats a single day and a range in French", () => {
    expect(formatPeriodDates(period({ startDate: "2026-12-25", isSingleDay: true }))).toBe("Le 25 décembre 2026");
    expect(formatPeriodDates(period({ startDate: "2026-05-01", endDate: "2026-05-01" }))).toBe("Le 1er mai 2026");
    expect(formatPeriodDates(period({ startDate: "2026-12-24", endDate: "2027-01-02" }))).toBe("Du 24 décembre 2026 au 2 janvier 2027");
  });

  it("never shifts a day, whatever the process time zone", () => {
    for (const tz of ["Pacific/Honolulu", "Pacific/Kiritimati", "UTC"]) {
      process.env.TZ = tz;
      expect(formatLongDate("2026-01-01")).toBe("1er janvier 2026");
      expect(formatLongDate("2026-12-31")).toBe("31 décembre 2026");
      expect(formatLongDate("2026-03-29")).toBe("29 mars 2026");
    }
    expect(formatLongDate("not a date")).toBe("not a date");
  });
});

describe("periodEffect (issue 25: the back-office list and 'Horaires exceptionnels')", () => {
  it("closed wins; a single day gives its ranges; a range its week, grouped; otherwise nothing changes", () => {
    expect(periodEffect(period({ startDate: "2026-12-25", isSingleDay: true, isPeriodClosed: true, morningOpen: "09:00", morningClose: "12:00" }))).toEqual({
      kind: "closed",
    });
    expect(periodEffect(period({ startDate: "2026-12-25", isSingleDay: true, ...split }))).toEqual({ kind: "hours", text: SPLIT_TEXT });
    expect(periodEffect(period({ startDate: "2026-12-25", isSingleDay: true, morningOpen: "09:00" }))).toEqual({ kind: "usual" });
    expect(periodEffect(period({ startDate: "2026-12-25", endDate: "2026-12-27" }))).toEqual({ kind: "usual" });
    // A missing weekday is closed, as hoursOn reads it.
    const week = period({
      startDate: "2026-08-01",
      endDate: "2026-08-31",
      days: [row(1, split), row(2, split), row(6, { morningOpen: "09:00", morningClose: "12:00" })],
    });
    expect(periodEffect(week)).toEqual({
      kind: "week",
      groups: [
        { days: "Lundi-Mardi", hours: SPLIT_TEXT },
        { days: "Mercredi-Vendredi", hours: "Fermé" },
        { days: "Samedi", hours: "09:00 - 12:00" },
        { days: "Dimanche", hours: "Fermé" },
      ],
    });
  });
});

describe("openStatus", () => {
  it("open now: closes at the end of the current range", () => {
    const s = status("2026-03-10T09:00:00Z"); // Tuesday 10:00
    expect(s).toMatchObject({ isOpen: true, text: "Ouvert · ferme à 12:30", usesPlaceholder: false });
    expect(s.nextChangeAt.toISOString()).toBe("2026-03-10T11:30:00.000Z");
  });

  it("is open at the opening minute and closed at the closing minute", () => {
    expect(status("2026-03-10T07:00:00Z").isOpen).toBe(true); // 08:00
    expect(status("2026-03-10T11:30:00Z").isOpen).toBe(false); // 12:30
  });

  it("closed for lunch: opens later today", () => {
    const s = status("2026-03-10T12:00:00Z"); // Tuesday 13:00
    expect(s).toMatchObject({ isOpen: false, text: "Fermé · ouvre à 14:00" });
    expect(s.nextChangeAt.toISOString()).toBe("2026-03-10T13:00:00.000Z");
  });

  it("closed for the evening: opens tomorrow, and the text changes at local midnight", () => {
    const s = status("2026-03-10T19:00:00Z"); // Tuesday 20:00
    expect(s.text).toBe("Fermé · ouvre demain à 08:00");
    expect(s.nextChangeAt.toISOString()).toBe("2026-03-10T23:00:00.000Z");
    expect(status("2026-03-10T23:00:00Z").text).toBe("Fermé · ouvre à 08:00"); // Wednesday 00:00
  });

  it("names the weekday when the next opening is later in the week", () => {
    expect(status("2026-03-15T12:00:00Z").text).toBe("Fermé · ouvre mardi à 08:00"); // Sunday 13:00, Monday closed
    expect(status("2026-03-15T22:59:00Z").text).toBe("Fermé · ouvre mardi à 08:00"); // Sunday 23:59
    expect(status("2026-03-15T23:00:00Z").text).toBe("Fermé · ouvre demain à 08:00"); // Monday 00:00
  });

  it("says 'prochain' when it reopens on the same weekday next week", () => {
    const onlyTuesday = [row(2, { morningOpen: "08:00", morningClose: "12:00" })];
    expect(status("2026-03-10T12:00:00Z", onlyTuesday).text).toBe("Fermé · ouvre mardi prochain à 08:00");
  });

  it("is 'Fermé' when nothing opens within 7 days", () => {
    const holidays = period({ startDate: "2026-08-01", endDate: "2026-08-23", isPeriodClosed: true });
    expect(status("2026-08-05T10:00:00Z", WEEK, [holidays])).toMatchObject({ isOpen: false, text: "Fermé" });
    expect(
      status(
        "2026-03-10T09:00:00Z",
        [0, 1, 2, 3, 4, 5, 6].map((d) => row(d, {}, true)),
      ).text,
    ).toBe("Fermé");
    // Reopening announced once it falls within the week.
    // Tuesday 18 August 12:00: the shop reopens on Tuesday 25 (Monday 24 is a weekly closing day).
    expect(status("2026-08-18T10:00:00Z", WEEK, [holidays]).text).toBe("Fermé · ouvre mardi prochain à 08:00");
    expect(status("2026-08-19T10:00:00Z", WEEK, [holidays]).text).toBe("Fermé · ouvre mardi à 08:00");
  });

  it("honours a closed period today and single-day or range hours ahead", () => {
    const closedToday = period({ startDate: "2026-03-10", isSingleDay: true, isPeriodClosed: true });
    expect(status("2026-03-10T09:00:00Z", WEEK, [closedToday]).text).toBe("Fermé · ouvre demain à 08:00");

    const lateTomorrow = period({ startDate: "2026-03-11", isSingleDay: true, morningOpen: "10:00", morningClose: "12:00" });
    expect(status("2026-03-10T19:00:00Z", WEEK, [lateTomorrow]).text).toBe("Fermé · ouvre demain à 10:00");

    const summer = period({ startDate: "2026-07-01", endDate: "2026-08-31", days: [row(4, { afternoonOpen: "16:00", afternoonClose: "20:00" })] });
    // Tuesday 7 July 10:00: only Thursday afternoon is open during the period.
    expect(status("2026-07-07T08:00:00Z", WEEK, [summer]).text).toBe("Fermé · ouvre jeudi à 16:00");
    expect(status("2026-07-09T15:00:00Z", WEEK, [summer]).text).toBe("Ouvert · ferme à 20:00");
  });

  it("works across midnight in the site's zone", () => {
    // Sunday 23:30 UTC = Monday 00:30 in Paris (closed) → Tuesday.
    expect(status("2026-03-15T23:30:00Z").text).toBe("Fermé · ouvre demain à 08:00");
    // 03:00 UTC on Tuesday = Monday 23:00 in Martinique.
    expect(status("2026-03-10T03:00:00Z", WEEK, [], "America/Martinique").text).toBe("Fermé · ouvre demain à 08:00");
    // 21:30 UTC on Monday = Tuesday 08:30 in Nouméa.
    expect(status("2026-03-09T21:30:00Z", WEEK, [], "Pacific/Noumea").text).toBe("Ouvert · ferme à 12:30");
  });

  it("says 'minuit' for a range closing at 00:00, and 'Ouvert' when it never closes", () => {
    const late = [row(2, { afternoonOpen: "18:00", afternoonClose: "00:00" })];
    expect(status("2026-03-10T21:00:00Z", late).text).toBe("Ouvert · ferme à minuit");
    const always = [0, 1, 2, 3, 4, 5, 6].map((d) => row(d, { morningOpen: "00:00", morningClose: "00:00" }));
    expect(status("2026-03-10T21:00:00Z", always)).toMatchObject({ isOpen: true, text: "Ouvert" });
  });

  it("uses the placeholder week when the site has no hours, and says so", () => {
    expect(status("2026-03-10T13:00:00Z", [])).toMatchObject({ text: "Fermé · ouvre à 15:00", usesPlaceholder: true });
  });

  describe("DST (Europe/Paris)", () => {
    it("spring forward, last Sunday of March: 'demain' and closing times stay right", () => {
      // Saturday 28 March 23:30 CET: tomorrow is Sunday (open 08:00), not Monday.
      const saturdayNight = status("2026-03-28T22:30:00Z");
      expect(saturdayNight.text).toBe("Fermé · ouvre demain à 08:00");
      expect(saturdayNight.nextChangeAt.toISOString()).toBe("2026-03-28T23:00:00.000Z");
      // Sunday 07:30 CEST (05:30 UTC): opens at 08:00 CEST = 06:00 UTC.
      const sundayEarly = status("2026-03-29T05:30:00Z");
      expect(sundayEarly.text).toBe("Fermé · ouvre à 08:00");
      expect(sundayEarly.nextChangeAt.toISOString()).toBe("2026-03-29T06:00:00.000Z");
      // Sunday 08:30 CEST (06:30 UTC): open until 12:30 CEST = 10:30 UTC.
      const sundayOpen = status("2026-03-29T06:30:00Z");
      expect(sundayOpen.text).toBe("Ouvert · ferme à 12:30");
      expect(sundayOpen.nextChangeAt.toISOString()).toBe("2026-03-29T10:30:00.000Z");
      // Sunday 23:30 CEST: Monday closed → Tuesday; the text changes at 00:00 CEST = 22:00 UTC.
      const sundayNight = status("2026-03-29T21:30:00Z");
      expect(sundayNight.text).toBe("Fermé · ouvre mardi à 08:00");
      expect(sundayNight.nextChangeAt.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    });

    it("fall back, last Sunday of October: the 25-hour day does not swallow 'demain'", () => {
      const mondayOnly = [row(0, {}, true), row(1, { morningOpen: "09:00", morningClose: "12:00" })];
      // Sunday 25 October 00:30 CEST: adding 24 h would still be Sunday (23:30 CET).
      const sundayStart = status("2026-10-24T22:30:00Z", mondayOnly);
      expect(sundayStart.text).toBe("Fermé · ouvre demain à 09:00");
      expect(sundayStart.nextChangeAt.toISOString()).toBe("2026-10-25T23:00:00.000Z"); // Monday 00:00 CET
      const sundayEnd = status("2026-10-25T22:30:00Z", mondayOnly); // Sunday 23:30 CET
      expect(sundayEnd.text).toBe("Fermé · ouvre demain à 09:00");
      expect(sundayEnd.nextChangeAt.toISOString()).toBe("2026-10-25T23:00:00.000Z");
      const mondayMorning = status("2026-10-26T08:00:00Z", mondayOnly); // Monday 09:00 CET
      expect(mondayMorning.text).toBe("Ouvert · ferme à 12:00");
      expect(mondayMorning.nextChangeAt.toISOString()).toBe("2026-10-26T11:00:00.000Z");
    });
  });
});

describe("schema.org JSON-LD", () => {
  it("gives one entry per range with the days that share it, Monday first, closed days omitted", () => {
    const spec = openingHoursSpecification(WEEK);
    const days = perDay(spec);
    expect(days.filter((e) => e.dayOfWeek === "Monday")).toEqual([]);
    expect(days.filter((e) => e.dayOfWeek === "Tuesday")).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Tuesday", opens: "08:00", closes: "12:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Tuesday", opens: "14:00", closes: "19:00" },
    ]);
    expect(days.filter((e) => e.dayOfWeek === "Sunday")).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Sunday", opens: "08:00", closes: "12:30" },
    ]);
    expect(days).toHaveLength(11);
    // The days that share their hours are one entry, the first day's entry first.
    expect([spec[0].dayOfWeek].flat()[0]).toBe("Tuesday");
    const keys = spec.map((e) => `${e.opens}-${e.closes}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("publishes nothing for a site without hours, and writes a midnight closing as 23:59", () => {
    expect(openingHoursSpecification([])).toEqual([]);
    expect(openingHoursSpecification([row(5, { afternoonOpen: "18:00", afternoonClose: "00:00" })])).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Friday", opens: "18:00", closes: "23:59" },
    ]);
  });

  it("describes special periods with validFrom / validThrough", () => {
    const closed = period({ startDate: "2026-12-25", isSingleDay: true, isPeriodClosed: true });
    const singleDay = period({ startDate: "2026-12-24", isSingleDay: true, ...split });
    const undecided = period({ startDate: "2026-12-31", isSingleDay: true });
    const range = period({ startDate: "2026-07-01", endDate: "2026-08-31", days: [row(1, { morningOpen: "07:00", morningClose: "13:00" })] });
    const spec = specialOpeningHoursSpecification([closed, singleDay, undecided, range]);
    expect(spec.slice(0, 3)).toEqual([
      { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: "2026-12-25", validThrough: "2026-12-25" },
      { "@type": "OpeningHoursSpecification", opens: "08:00", closes: "12:30", validFrom: "2026-12-24", validThrough: "2026-12-24" },
      { "@type": "OpeningHoursSpecification", opens: "14:00", closes: "19:00", validFrom: "2026-12-24", validThrough: "2026-12-24" },
    ]);
    const summer = perDay(spec.slice(3));
    expect(summer).toHaveLength(7);
    expect(summer[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "Monday",
      opens: "07:00",
      closes: "13:00",
      validFrom: "2026-07-01",
      validThrough: "2026-08-31",
    });
    expect(summer[1]).toMatchObject({ dayOfWeek: "Tuesday", opens: "00:00", closes: "00:00" });
  });
});

describe("back-office time helpers", () => {
  it("isValidTime accepts HH:MM only", () => {
    for (const ok of ["00:00", "09:05", "23:59"]) expect(isValidTime(ok)).toBe(true);
    for (const bad of ["24:00", "9:00", "09:60", "09:00:00", "", null, undefined]) expect(isValidTime(bad)).toBe(false);
  });

  it("normalizeTime", () => {
    expect(normalizeTime("")).toBeNull();
    expect(normalizeTime("   ")).toBeNull();
    expect(normalizeTime(null)).toBeNull();
    expect(normalizeTime("9:00")).toBe("09:00");
    expect(normalizeTime(" 09:30:00 ")).toBe("09:30");
    expect(normalizeTime("14:15:00.000")).toBe("14:15");
    expect(normalizeTime("9h")).toBe("09:00");
    expect(normalizeTime("19h30")).toBe("19:30");
    expect(normalizeTime("25:00")).toBe("25:00");
    expect(normalizeTime("midi")).toBe("midi");
  });

  it("checkDayRanges", () => {
    expect(checkDayRanges(row(2, split))).toBeNull();
    expect(checkDayRanges(row(2))).toBeNull();
    expect(checkDayRanges(row(2, { morningOpen: "12:00", morningClose: "09:00" }, true))).toBeNull();
    expect(checkDayRanges(row(2, { morningOpen: "09:00", morningClose: "13:00", afternoonOpen: "13:00", afternoonClose: "18:00" }))).toBeNull();
    expect(checkDayRanges(row(2, { afternoonOpen: "18:00", afternoonClose: "00:00" }))).toBeNull();
    expect(checkDayRanges(row(2, { morningOpen: "12:00", morningClose: "09:00" }))).toBe("L'heure de fermeture doit être après l'heure d'ouverture");
    expect(checkDayRanges(row(2, { morningOpen: "09:00", morningClose: "09:00" }))).toBe(HOURS_MESSAGES.closeBeforeOpen);
    expect(checkDayRanges(row(2, { morningOpen: "09:00", morningClose: "14:00", afternoonOpen: "13:00", afternoonClose: "18:00" }))).toBe(
      "Les plages du matin et de l'après-midi se chevauchent",
    );
    expect(checkDayRanges(row(2, { morningOpen: "14:00", morningClose: "18:00", afternoonOpen: "08:00", afternoonClose: "10:00" }))).toBe(
      HOURS_MESSAGES.overlap,
    );
    expect(checkDayRanges(row(2, { morningOpen: "09:00" }))).toBe(HOURS_MESSAGES.incompleteRange);
    expect(checkDayRanges(row(2, { morningOpen: "9h", morningClose: "12:00" }))).toBe(HOURS_MESSAGES.invalidTime);
  });
});
