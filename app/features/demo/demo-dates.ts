/**
 * Calendar helpers for the demo: the demo's events and special hours are placed relative to the
 * day it is seeded (in the site's time zone), so a fresh demo never shows stale dates.
 * Dates are 'YYYY-MM-DD' strings; arithmetic is done on UTC midnights, free of DST.
 */
import { frenchHolidays } from "~/features/hours/french-holidays";
import { addDays, dayOfWeekOf } from "~/lib/calendar";
import { formatFrench } from "~/lib/french-date";

const toUtc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The first date on or after `from` that falls on `weekday` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - dayOfWeekOf(from) + 7) % 7);
}

/** 'Samedi 13 décembre' */
export function frenchDay(iso: string): string {
  const text = formatFrench(new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" }), toUtc(iso));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '13 décembre' */
export function frenchDate(iso: string): string {
  return formatFrench(new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", day: "numeric", month: "long" }), toUtc(iso));
}

/** 'décembre' */
export function frenchMonth(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", month: "long" }).format(toUtc(iso));
}

/** The first public holiday in [from, to], if any. */
export function nextPublicHoliday(from: string, to: string): { date: string; name: string } | undefined {
  const year = Number(from.slice(0, 4));
  return [...frenchHolidays(year), ...frenchHolidays(year + 1)].find((h) => h.date >= from && h.date <= to);
}
