/**
 * Calendar helpers for the demo: the demo's events and special hours are placed relative to the
 * day it is seeded (in the site's time zone), so a fresh demo never shows stale dates.
 * Dates are 'YYYY-MM-DD' strings; arithmetic is done on UTC midnights, free of DST.
 */

export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const toUtc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const d = toUtc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** 0 = Sunday … 6 = Saturday, like opening_hours.day_of_week. */
export function dayOfWeek(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** The first date on or after `from` that falls on `weekday`. */
export function nextWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - dayOfWeek(from) + 7) % 7);
}

/** 'Samedi 13 décembre' */
export function frenchDay(iso: string): string {
  const text = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" }).format(toUtc(iso));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '13 décembre' */
export function frenchDate(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", day: "numeric", month: "long" }).format(toUtc(iso));
}

/** 'décembre' */
export function frenchMonth(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", month: "long" }).format(toUtc(iso));
}

/** Easter Sunday (Gregorian calendar, anonymous algorithm). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** French public holidays of a year, in date order. */
export function frenchPublicHolidays(year: number): Array<{ date: string; name: string }> {
  const e = easter(year);
  const fixed = (md: string) => `${year}-${md}`;
  return [
    { date: fixed("01-01"), name: "Jour de l'an" },
    { date: addDays(e, 1), name: "Lundi de Pâques" },
    { date: fixed("05-01"), name: "Fête du Travail" },
    { date: fixed("05-08"), name: "Victoire 1945" },
    { date: addDays(e, 39), name: "Ascension" },
    { date: addDays(e, 50), name: "Lundi de Pentecôte" },
    { date: fixed("07-14"), name: "Fête nationale" },
    { date: fixed("08-15"), name: "Assomption" },
    { date: fixed("11-01"), name: "Toussaint" },
    { date: fixed("11-11"), name: "Armistice 1918" },
    { date: fixed("12-25"), name: "Noël" },
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/** The first public holiday in [from, to], if any. */
export function nextPublicHoliday(from: string, to: string): { date: string; name: string } | undefined {
  const year = Number(from.slice(0, 4));
  return [...frenchPublicHolidays(year), ...frenchPublicHolidays(year + 1)].find((h) => h.date >= from && h.date <= to);
}
