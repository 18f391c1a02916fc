import { describe, expect, it } from "vitest";
import { addDays, addMonths, isCalendarDate, localDateTime, zonedTimeToInstant } from "~/lib/calendar";

// DST in Europe/Paris starts on 2026-03-29 (02:00 → 03:00) and ends on 2026-10-25 (03:00 → 02:00).
const at = (iso: string) => new Date(iso);

describe("localDateTime", () => {
  it("reads the date, weekday and minutes in the site's zone", () => {
    expect(localDateTime(at("2026-01-04T23:30:00Z"), "Europe/Paris")).toEqual({ date: "2026-01-05", dayOfWeek: 1, minutes: 30 });
    expect(localDateTime(at("2026-01-05T02:30:00Z"), "America/Martinique")).toEqual({ date: "2026-01-04", dayOfWeek: 0, minutes: 1350 });
    expect(localDateTime(at("2026-01-04T14:00:00Z"), "Pacific/Noumea")).toEqual({ date: "2026-01-05", dayOfWeek: 1, minutes: 60 });
    expect(localDateTime(at("2026-07-01T22:00:00Z"), "Europe/Paris")).toEqual({ date: "2026-07-02", dayOfWeek: 4, minutes: 0 });
  });

  it("falls back to Europe/Paris for an unknown zone", () => {
    expect(localDateTime(at("2026-01-04T23:30:00Z"), "Mars/Olympus")).toEqual(localDateTime(at("2026-01-04T23:30:00Z"), "Europe/Paris"));
  });
});

describe("calendar dates", () => {
  it("adds days on the calendar, across DST nights, month ends and leap days", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("runs months from the same day, clamped to short months and back again", () => {
    expect([0, 1, 2, 3, 4].map((k) => addMonths("2026-01-31", k))).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
    expect(addMonths("2027-12-31", 2)).toEqual("2028-02-29");
    expect(addMonths("2026-11-15", 3)).toEqual("2027-02-15");
    expect(addMonths("2026-03-31", -1)).toEqual("2026-02-28");
  });

  it("knows a real calendar date from a look-alike", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-2-1")).toBe(false);
  });
});

describe("zonedTimeToInstant", () => {
  it("converts wall-clock times around the transitions", () => {
    expect(zonedTimeToInstant("2026-03-29", 60, "Europe/Paris").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(zonedTimeToInstant("2026-03-29", 150, "Europe/Paris").toISOString()).toBe("2026-03-29T01:30:00.000Z"); // skipped → 03:30
    expect(zonedTimeToInstant("2026-03-29", 180, "Europe/Paris").toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(zonedTimeToInstant("2026-10-25", 90, "Europe/Paris").toISOString()).toBe("2026-10-24T23:30:00.000Z");
    expect(zonedTimeToInstant("2026-10-25", 150, "Europe/Paris").toISOString()).toBe("2026-10-25T01:30:00.000Z"); // later 02:30
  });

  it("converts wall-clock times in zones with half- and quarter-hour offsets and DST shifts, every 5 minutes over their transition days", () => {
    // Offsets are remembered per quarter hour: each wall time must still read back as itself.
    const zones = [
      "Europe/Paris",
      "America/Cayenne",
      "Indian/Reunion",
      "Pacific/Noumea",
      "Asia/Kathmandu",
      "Australia/Lord_Howe",
      "America/St_Johns",
      "America/Miquelon",
      "Pacific/Chatham",
    ];
    const days = ["2026-03-29", "2026-04-05", "2026-10-04", "2026-10-25", "2026-11-01", "2026-03-08"];
    for (const zone of zones) {
      for (const date of days) {
        for (let minutes = 0; minutes < 1440; minutes += 5) {
          const instant = zonedTimeToInstant(date, minutes, zone);
          const local = localDateTime(instant, zone);
          // A wall time skipped by a DST jump moves forward by the jump; any other reads back exactly.
          if (local.date === date && local.minutes === minutes) continue;
          const skipped = local.date === date && local.minutes > minutes && local.minutes - minutes <= 60;
          expect(skipped, `${zone} ${date} ${minutes} → ${local.date} ${local.minutes}`).toBe(true);
        }
      }
    }
    // Saint-Pierre-et-Miquelon springs forward at 02:00 (UTC−3 → UTC−2): 02:30 does not exist → 03:30.
    expect(zonedTimeToInstant("2026-03-08", 150, "America/Miquelon").toISOString()).toBe("2026-03-08T05:30:00.000Z");
    // and falls back at 02:00 (UTC−2 → UTC−3): 01:30 happens twice, the later one.
    expect(zonedTimeToInstant("2026-11-01", 90, "America/Miquelon").toISOString()).toBe("2026-11-01T04:30:00.000Z");
  });
});
