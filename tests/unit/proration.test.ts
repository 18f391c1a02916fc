/**
 * Issue 24 (ADR 033): the pro rata of an upgrade in an invoiced month, (new − old monthly price)
 * × days left ÷ days in the month, the day of the change included, rounded down to the cent (the
 * merchant's favour); and the billing calendar it is counted on (months from the free start's
 * end, clamped at the end of short months).
 */
import { describe, expect, it } from "vitest";
import { billingPeriod, billingPeriodOn, daysInclusive, frenchBillingDate, frenchPeriod, parisDate } from "~/features/billing/billing-calendar";
import { amountsOf, formatEuros, monthlyHt, parseEuros, vatOf } from "~/features/billing/billing-amounts";
import { prorata } from "~/features/billing/proration";

const PRO = monthlyHt("pro"); // 5900
const EXPERT = monthlyHt("expert"); // 9900
const ESSENTIEL = monthlyHt("essentiel"); // 2900

const upgrade = (periodStart: string, periodEnd: string, changeOn: string, from = PRO, to = EXPERT) =>
  prorata({ fromMonthlyHt: from, toMonthlyHt: to, periodStart, periodEnd, changeOn });

describe("prorata across a month", () => {
  it("charges the whole difference on the month's first day", () => {
    expect(upgrade("2026-03-01", "2026-03-31", "2026-03-01")).toEqual({ amountHt: 4000, daysLeft: 31, daysInPeriod: 31 });
  });

  it("charges the days left, the day of the change included, in the middle of a 31-day month", () => {
    // 4000 × 16 / 31 = 2064.516… → 2064 (floored)
    expect(upgrade("2026-03-01", "2026-03-31", "2026-03-16")).toEqual({ amountHt: 2064, daysLeft: 16, daysInPeriod: 31 });
  });

  it("charges one day on the month's last day", () => {
    // 4000 / 31 = 129.03… → 129
    expect(upgrade("2026-03-01", "2026-03-31", "2026-03-31")).toEqual({ amountHt: 129, daysLeft: 1, daysInPeriod: 31 });
  });

  it("counts a 30-day month", () => {
    // 4000 × 10 / 30 = 1333.33… → 1333
    expect(upgrade("2026-04-01", "2026-04-30", "2026-04-21")).toEqual({ amountHt: 1333, daysLeft: 10, daysInPeriod: 30 });
  });

  it("counts a 28-day February", () => {
    // Essentiel → Expert: 7000 × 14 / 28 = 3500 exactly
    expect(upgrade("2026-02-01", "2026-02-28", "2026-02-15", ESSENTIEL, EXPERT)).toEqual({ amountHt: 3500, daysLeft: 14, daysInPeriod: 28 });
  });

  it("counts a leap February's 29 days", () => {
    // Essentiel → Pro: 3000 × 15 / 29 = 1551.72… → 1551
    expect(upgrade("2028-02-01", "2028-02-29", "2028-02-15", ESSENTIEL, PRO)).toEqual({ amountHt: 1551, daysLeft: 15, daysInPeriod: 29 });
    expect(upgrade("2028-02-01", "2028-02-29", "2028-02-29", ESSENTIEL, PRO).amountHt).toBe(103); // 3000 / 29 = 103.4
  });

  it("counts a month that straddles two calendar months (an anniversary on the 15th)", () => {
    // 15 Jan – 14 Feb: 31 days; from 1 Feb, 14 days left: 4000 × 14 / 31 = 1806.45… → 1806
    expect(upgrade("2026-01-15", "2026-02-14", "2026-02-01")).toEqual({ amountHt: 1806, daysLeft: 14, daysInPeriod: 31 });
  });

  it("always rounds down, never up", () => {
    for (let day = 1; day <= 31; day++) {
      const changeOn = `2026-03-${String(day).padStart(2, "0")}`;
      const { amountHt, daysLeft } = upgrade("2026-03-01", "2026-03-31", changeOn);
      expect(amountHt).toBeLessThanOrEqual((4000 * daysLeft) / 31);
      expect(amountHt).toBeGreaterThan((4000 * daysLeft) / 31 - 1);
    }
  });

  it("costs nothing for a downgrade or the same plan", () => {
    expect(upgrade("2026-03-01", "2026-03-31", "2026-03-10", EXPERT, PRO).amountHt).toBe(0);
    expect(upgrade("2026-03-01", "2026-03-31", "2026-03-10", PRO, PRO).amountHt).toBe(0);
  });

  it("brings a day outside the month to its nearest end", () => {
    expect(upgrade("2026-03-01", "2026-03-31", "2026-02-20").daysLeft).toBe(31);
    expect(upgrade("2026-03-01", "2026-03-31", "2026-04-02").daysLeft).toBe(1);
  });
});

describe("the billing calendar", () => {
  it("ends each month the day before the next one starts", () => {
    expect(billingPeriod("2026-01-31", 0)).toEqual({ index: 0, start: "2026-01-31", end: "2026-02-27" });
    expect(billingPeriod("2026-01-31", 1)).toEqual({ index: 1, start: "2026-02-28", end: "2026-03-30" });
    expect(billingPeriod("2026-03-10", 0)).toEqual({ index: 0, start: "2026-03-10", end: "2026-04-09" });
  });

  it("finds the month holding a day, and none before billing starts", () => {
    expect(billingPeriodOn("2026-01-31", "2026-01-30")).toBeNull();
    expect(billingPeriodOn("2026-01-31", "2026-01-31")?.index).toBe(0);
    expect(billingPeriodOn("2026-01-31", "2026-02-27")?.index).toBe(0);
    expect(billingPeriodOn("2026-01-31", "2026-02-28")?.index).toBe(1);
    expect(billingPeriodOn("2026-01-31", "2027-01-31")?.index).toBe(12);
    // Every day of two years falls in exactly the month whose bounds hold it.
    for (let d = 0; d < 730; d++) {
      const day = new Date(Date.UTC(2026, 0, 31 + d)).toISOString().slice(0, 10);
      const period = billingPeriodOn("2026-01-31", day);
      expect(period && period.start <= day && day <= period.end).toBe(true);
    }
  });

  it("counts days on Paris dates, whatever the daylight saving time", () => {
    expect(daysInclusive("2026-03-01", "2026-03-31")).toBe(31);
    expect(daysInclusive("2026-10-01", "2026-10-31")).toBe(31);
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time).
    expect(parisDate(new Date("2026-03-31T23:30:00Z"))).toBe("2026-04-01");
    expect(parisDate(new Date("2026-01-31T22:59:00Z"))).toBe("2026-01-31");
  });

  it("writes billing dates and periods in French", () => {
    expect(frenchBillingDate("2026-03-01")).toBe("1er mars 2026");
    expect(frenchPeriod("2026-01-31", "2026-02-27")).toBe("du 31 janvier 2026 au 27 février 2026");
  });
});

describe("billing amounts", () => {
  it("prices plans before VAT and adds 20 % VAT, rounded to the cent", () => {
    expect([ESSENTIEL, PRO, EXPERT]).toEqual([2900, 5900, 9900]);
    expect(amountsOf(5900)).toEqual({ ht: 5900, vat: 1180, ttc: 7080 });
    expect(vatOf(2064)).toBe(413); // 412.8
    expect(vatOf(129)).toBe(26); // 25.8
    expect(vatOf(1333)).toBe(267); // 266.6
  });

  it("writes amounts the French way and reads them back", () => {
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(nbsp(formatEuros(7080))).toBe("70,80 €");
    expect(nbsp(formatEuros(123450))).toBe("1 234,50 €");
    expect(parseEuros("70,80")).toBe(7080);
    expect(parseEuros("70.8")).toBe(7080);
    expect(parseEuros("1 234,50 €")).toBe(123450);
    expect(parseEuros("70")).toBe(7000);
    expect(parseEuros("70,805")).toBeNull();
    expect(parseEuros("-5")).toBeNull();
    expect(parseEuros("abc")).toBeNull();
  });
});
