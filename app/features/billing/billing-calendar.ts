/**
 * The calendar of billing (ADR 033), pure: the platform bills on Paris calendar days,
 * written 'YYYY-MM-DD' like `date` columns. Arithmetic is done on UTC midnights, free of daylight
 * saving time.
 *
 * A site's months run from `sites.billing_starts_on` (the day after its 30 free days): month k
 * starts on that day's anniversary k months later, clamped to the month's last day (a start on the
 * 31st bills from the 28th or 29th in February, the 30th in April, and the 31st again in May,
 * always counted from the first day, never from the previous month), and ends the day before the
 * next one starts.
 */
import { addDays, addMonths, localDateTime } from "~/lib/calendar";
import { formatFrench } from "~/lib/french-date";

/** Where billing's days are counted, whatever the site's own time zone: the platform's. */
export const BILLING_TIME_ZONE = "Europe/Paris";

/** The free start: nothing is invoiced for this many days after the first publication (ADR 033). */
export const FREE_START_DAYS = 30;

/** An invoice is due this many days after its date of issue (Code de commerce L441-10: 60 at most). */
export const PAYMENT_TERM_DAYS = 30;

/** The Paris calendar date of an instant. */
export function parisDate(instant: Date): string {
  return localDateTime(instant, BILLING_TIME_ZONE).date;
}

const toUtc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** The number of days of [start, end], both included. */
export function daysInclusive(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}

export type BillingPeriod = { index: number; start: string; end: string };

/** Month `index` (0 = the first invoiced one) of a site whose billing starts on `anchor`. */
export function billingPeriod(anchor: string, index: number): BillingPeriod {
  return { index, start: addMonths(anchor, index), end: addDays(addMonths(anchor, index + 1), -1) };
}

/** The month that holds `day`, or null before the first one (the free start). */
export function billingPeriodOn(anchor: string, day: string): BillingPeriod | null {
  if (day < anchor) return null;
  // A first guess from the months between, then a step back or forth past the clamping.
  const [ay, am] = anchor.split("-").map(Number);
  const [dy, dm] = day.split("-").map(Number);
  let index = Math.max(0, (dy - ay) * 12 + (dm - am));
  while (index > 0 && addMonths(anchor, index) > day) index--;
  while (addMonths(anchor, index + 1) <= day) index++;
  return billingPeriod(anchor, index);
}

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** '1er mars 2026', '28 février 2026': a billing date in French. */
export function frenchBillingDate(iso: string): string {
  return formatFrench(LONG_DATE, toUtc(iso));
}

/** 'du 31 janvier 2026 au 27 février 2026'. */
export function frenchPeriod(start: string, end: string): string {
  return `du ${frenchBillingDate(start)} au ${frenchBillingDate(end)}`;
}
