import { describe, expect, it } from "vitest";
import { afterFailure, MAX_ATTEMPTS, retryDelayMs } from "~/features/mail/retry-schedule";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("retryDelayMs", () => {
  it("doubles from 30 s and stops at 4 h", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      32 * MINUTE,
      64 * MINUTE,
      128 * MINUTE,
    ]);
    expect(retryDelayMs(10)).toBe(4 * HOUR);
    expect(retryDelayMs(14)).toBe(4 * HOUR);
    expect(retryDelayMs(1_000)).toBe(4 * HOUR);
  });

  it("refuses an attempt count that is not a positive integer", () => {
    expect(() => retryDelayMs(0)).toThrow(RangeError);
    expect(() => retryDelayMs(1.5)).toThrow(RangeError);
  });

  it("spreads the attempts over about a day", () => {
    let elapsed = 0;
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) elapsed += retryDelayMs(attempts);
    // The last attempt starts this long after the first one.
    expect(elapsed).toBeGreaterThan(22 * HOUR);
    expect(elapsed).toBeLessThan(26 * HOUR);
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(12);
    expect(MAX_ATTEMPTS).toBeLessThanOrEqual(15);
  });
});

describe("afterFailure", () => {
  it("schedules another attempt until the last one, then fails", () => {
    expect(afterFailure(1)).toEqual({ status: "pending", delayMs: 30_000 });
    expect(afterFailure(MAX_ATTEMPTS - 1)).toEqual({ status: "pending", delayMs: 4 * HOUR });
    expect(afterFailure(MAX_ATTEMPTS)).toEqual({ status: "failed" });
    expect(afterFailure(MAX_ATTEMPTS + 1)).toEqual({ status: "failed" });
  });

  it("takes another limit and schedule", () => {
    expect(afterFailure(2, 3, () => 5)).toEqual({ status: "pending", delayMs: 5 });
    expect(afterFailure(3, 3, () => 5)).toEqual({ status: "failed" });
  });
});
