import { describe, expect, it } from "vitest";
import {
  dayRow as row,
  formatDayHours,
  formatPeriodDates,
  openStatus,
  periodEffect,
  weekTable,
  type DayHours,
  type HoursLanguage,
  type SpecialPeriod,
} from "~/features/hours/hours";
import { specialPeriod as period } from "../support/hours-fixtures";
import { LANGUAGE_LOCALES, type PageLanguage } from "~/lib/i18n/languages";
import { translator } from "~/lib/i18n/messages";

// The hours as a public page shows them in its language. Calendar: 2026-03-09 is a Monday;
// Europe/Paris is UTC+1 until 29 March 2026.

const lang = (language: PageLanguage): HoursLanguage => ({ language, locale: LANGUAGE_LOCALES[language], t: translator(language) });
const EN = lang("en");
const DE = lang("de");
const FR = lang("fr");

const split = { morningOpen: "08:00", morningClose: "12:30", afternoonOpen: "14:00", afternoonClose: "19:00" };
/** Monday closed, Tuesday–Saturday split, Sunday morning. */
const WEEK: DayHours[] = [row(0, { morningOpen: "08:00", morningClose: "12:30" }), row(1, {}, true), ...[2, 3, 4, 5, 6].map((d) => row(d, split))];

const status = (language: HoursLanguage | undefined, iso: string, hours: DayHours[] = WEEK, periods: SpecialPeriod[] = []) =>
  openStatus({ hours, periods, now: new Date(iso), timeZone: "Europe/Paris", lang: language }).text;

describe("the live status in English and German", () => {
  const cases: [iso: string, hours: DayHours[], en: string, de: string][] = [
    ["2026-03-10T09:00:00Z", WEEK, "Open · closes at 12:30", "Geöffnet · schließt um 12:30"],
    ["2026-03-10T12:00:00Z", WEEK, "Closed · opens at 14:00", "Geschlossen · öffnet um 14:00"],
    ["2026-03-10T19:00:00Z", WEEK, "Closed · opens tomorrow at 08:00", "Geschlossen · öffnet morgen um 08:00"],
    ["2026-03-15T12:00:00Z", WEEK, "Closed · opens on Tuesday at 08:00", "Geschlossen · öffnet am Dienstag um 08:00"],
    [
      "2026-03-10T12:00:00Z",
      [row(2, { morningOpen: "08:00", morningClose: "12:00" })],
      "Closed · opens next Tuesday at 08:00",
      "Geschlossen · öffnet nächsten Dienstag um 08:00",
    ],
    ["2026-03-10T21:00:00Z", [row(2, { afternoonOpen: "18:00", afternoonClose: "00:00" })], "Open · closes at midnight", "Geöffnet · schließt um Mitternacht"],
    ["2026-03-10T09:00:00Z", [0, 1, 2, 3, 4, 5, 6].map((d) => row(d, {}, true)), "Closed", "Geschlossen"],
    ["2026-03-10T21:00:00Z", [0, 1, 2, 3, 4, 5, 6].map((d) => row(d, { morningOpen: "00:00", morningClose: "00:00" })), "Open", "Geöffnet"],
  ];
  for (const [iso, hours, en, de] of cases) {
    it(`${en} / ${de}`, () => {
      expect(status(EN, iso, hours)).toBe(en);
      expect(status(DE, iso, hours)).toBe(de);
    });
  }

  it("names the day a closing falls on after midnight", () => {
    // Monday 23:00 open until Tuesday 01:00: the range runs over midnight into the next day.
    const late = [row(1, { afternoonOpen: "18:00", afternoonClose: "00:00" }), row(2, { morningOpen: "00:00", morningClose: "01:00" })];
    expect(status(EN, "2026-03-09T22:00:00Z", late)).toBe("Open · closes tomorrow at 01:00");
    expect(status(DE, "2026-03-09T22:00:00Z", late)).toBe("Geöffnet · schließt morgen um 01:00");
  });
});

describe("the week table in English and German", () => {
  it("names the days by Intl, Monday first, and says closed in the page's language", () => {
    const now = new Date("2026-03-10T09:00:00Z");
    const en = weekTable({ hours: WEEK, periods: [], now, timeZone: "Europe/Paris", lang: EN });
    expect(en.rows.map((r) => r.label)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(en.rows[0].text).toBe("Closed");
    expect(en.rows[1].text).toBe("08:00 - 12:30, 14:00 - 19:00");
    const de = weekTable({ hours: WEEK, periods: [], now, timeZone: "Europe/Paris", lang: DE });
    expect(de.rows.map((r) => r.label)).toEqual(["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]);
    expect(de.rows[0].text).toBe("Geschlossen");
  });

  it("capitalises a day name that Intl writes in lower case, as a row starts", () => {
    const now = new Date("2026-03-10T09:00:00Z");
    expect(weekTable({ hours: WEEK, periods: [], now, timeZone: "Europe/Paris", lang: lang("es") }).rows[0].label).toBe("Lunes");
    expect(weekTable({ hours: WEEK, periods: [], now, timeZone: "Europe/Paris", lang: lang("nl") }).rows[6].label).toBe("Zondag");
  });
});

describe("special periods in English and German", () => {
  const christmas = period({ startDate: "2026-12-25", isSingleDay: true, isPeriodClosed: true });
  const holidays = period({ startDate: "2026-12-24", endDate: "2027-01-01" });

  it("writes the dates by Intl", () => {
    expect(formatPeriodDates(christmas, EN)).toBe("On 25 December 2026");
    expect(formatPeriodDates(holidays, EN)).toBe("From 24 December 2026 to 1 January 2027");
    expect(formatPeriodDates(christmas, DE)).toBe("Am 25. Dezember 2026");
    expect(formatPeriodDates(holidays, DE)).toBe("Vom 24. Dezember 2026 bis 1. Januar 2027");
  });

  it("groups a period's week with the page's day names", () => {
    const summer = period({
      startDate: "2026-07-01",
      endDate: "2026-08-31",
      days: [2, 3, 4, 5].map((d) => row(d, { morningOpen: "09:00", morningClose: "12:00" })),
    });
    expect(periodEffect(summer, EN)).toEqual({
      kind: "week",
      groups: [
        { days: "Monday", hours: "Closed" },
        { days: "Tuesday–Friday", hours: "09:00 - 12:00" },
        { days: "Saturday–Sunday", hours: "Closed" },
      ],
    });
    expect(periodEffect(summer, DE)).toMatchObject({
      groups: [{ days: "Montag", hours: "Geschlossen" }, { days: "Dienstag–Freitag" }, { days: "Samstag–Sonntag" }],
    });
  });

  it("says closed in the page's language", () => {
    expect(formatDayHours(row(1, {}, true), EN)).toBe("Closed");
    expect(formatDayHours(undefined, DE)).toBe("Geschlossen");
  });
});

describe("the French catalogue and the back-office's French", () => {
  // The back-office writes the hours without a page language; a French page reads the catalogue:
  // both must say the very same thing, or the French pages would change.
  it("give the same live status", () => {
    const onlyTuesday = [row(2, { morningOpen: "08:00", morningClose: "12:00" })];
    const late = [row(2, { afternoonOpen: "18:00", afternoonClose: "00:00" })];
    const cases: [string, DayHours[]][] = [
      ["2026-03-10T09:00:00Z", WEEK],
      ["2026-03-10T12:00:00Z", WEEK],
      ["2026-03-10T19:00:00Z", WEEK],
      ["2026-03-15T12:00:00Z", WEEK],
      ["2026-03-10T12:00:00Z", onlyTuesday],
      ["2026-03-10T21:00:00Z", late],
      ["2026-03-10T09:00:00Z", [0, 1, 2, 3, 4, 5, 6].map((d) => row(d, {}, true))],
    ];
    for (const [iso, hours] of cases) expect(status(FR, iso, hours)).toBe(status(undefined, iso, hours));
    expect(status(FR, "2026-03-15T12:00:00Z")).toBe("Fermé · ouvre mardi à 08:00");
  });

  it("give the same table, dates and groups", () => {
    const now = new Date("2026-03-10T09:00:00Z");
    expect(weekTable({ hours: WEEK, periods: [], now, timeZone: "Europe/Paris", lang: FR })).toEqual(
      weekTable({ hours: WEEK, periods: [], now, timeZone: "Europe/Paris" }),
    );
    const newYear = period({ startDate: "2027-01-01", isSingleDay: true });
    const range = period({ startDate: "2026-12-24", endDate: "2027-01-01", days: [row(2, split)] });
    expect(formatPeriodDates(newYear, FR)).toBe("Le 1er janvier 2027");
    expect(formatPeriodDates(range, FR)).toBe(formatPeriodDates(range));
    expect(periodEffect(range, FR)).toEqual(periodEffect(range));
  });
});
