import { describe, expect, it } from "vitest";
import { addWorkingMinutes, isWorkingDay, supportDueAt } from "~/features/support/working-hours";

const at = (iso: string) => new Date(iso);

describe("the support's working days", () => {
  it("are weekdays that are not French public holidays", () => {
    expect(isWorkingDay("2026-11-27")).toBe(true); // a Friday
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-29")).toBe(false); // Sunday
    expect(isWorkingDay("2026-12-25")).toBe(false); // Christmas, a Friday
    expect(isWorkingDay("2026-05-14")).toBe(false); // Ascension, a Thursday
    expect(isWorkingDay("2027-05-17")).toBe(false); // Whit Monday
  });
});

describe("a request's due time, in working hours (Monday–Friday 9:00–18:00, Paris)", () => {
  it("Expert (4 working hours): a Friday 16:00 request is due Monday 11:00, across the weekend", () => {
    // 16:00 in Paris in November is 15:00 UTC.
    expect(supportDueAt("expert", at("2026-11-27T15:00:00Z")).toISOString()).toBe("2026-11-30T10:00:00.000Z");
  });

  it("Pro (1 working day): a Saturday request counts from Monday 9:00", () => {
    expect(supportDueAt("pro", at("2026-11-28T09:00:00Z")).toISOString()).toBe("2026-11-30T17:00:00.000Z");
  });

  it("Essentiel (2 working days): Christmas and the weekend after it do not count", () => {
    // Wednesday 23 December 10:00 → 8 h that day, 9 h on Thursday, Friday 25 off, Monday 28 at 10:00.
    expect(supportDueAt("essentiel", at("2026-12-23T09:00:00Z")).toISOString()).toBe("2026-12-28T09:00:00.000Z");
  });

  it("skips Ascension Thursday", () => {
    // Wednesday 13 May 2026 15:00 (summer time, 13:00 UTC): 3 h that day, Friday 15 at 15:00.
    expect(supportDueAt("pro", at("2026-05-13T13:00:00Z")).toISOString()).toBe("2026-05-15T13:00:00.000Z");
  });

  it("keeps the wall clock across the spring clock change", () => {
    // Friday 26 March 2027 16:00 winter time (15:00 UTC); summer time from Sunday 28, which is Easter:
    // Monday 29 is off, and Tuesday 11:00 is 09:00 UTC.
    expect(supportDueAt("expert", at("2027-03-26T15:00:00Z")).toISOString()).toBe("2027-03-30T09:00:00.000Z");
  });

  it("keeps the wall clock across the spring clock change of 2026", () => {
    // Friday 27 March 2026 16:00 winter time (15:00 UTC); summer time from Sunday 29: Monday 11:00 is 09:00 UTC.
    expect(supportDueAt("expert", at("2026-03-27T15:00:00Z")).toISOString()).toBe("2026-03-30T09:00:00.000Z");
  });

  it("keeps the wall clock across the autumn clock change", () => {
    // Friday 23 October 2026 12:00 summer time (10:00 UTC): 6 h that day; winter time from Sunday 25: Monday 12:00 is 11:00 UTC.
    expect(supportDueAt("pro", at("2026-10-23T10:00:00Z")).toISOString()).toBe("2026-10-26T11:00:00.000Z");
  });

  it("counts from the opening when written at night or after closing, and keeps seconds", () => {
    expect(supportDueAt("expert", at("2026-12-01T02:00:00Z")).toISOString()).toBe("2026-12-01T12:00:00.000Z");
    expect(supportDueAt("expert", at("2026-11-27T17:00:00Z")).toISOString()).toBe("2026-11-30T12:00:00.000Z");
    expect(addWorkingMinutes(at("2026-12-01T09:15:30Z"), 30).toISOString()).toBe("2026-12-01T09:45:30.000Z");
  });

  it("ends at 18:00 exactly when the promise fills the day", () => {
    expect(supportDueAt("pro", at("2026-12-01T08:00:00Z")).toISOString()).toBe("2026-12-01T17:00:00.000Z");
  });

  it("refuses a negative count", () => {
    expect(() => addWorkingMinutes(at("2026-12-01T08:00:00Z"), -1)).toThrow(RangeError);
  });
});
