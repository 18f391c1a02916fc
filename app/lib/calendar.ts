/**
 * Calendar dates and wall clocks in a time zone (Europe/Paris unless a site names another), pure.
 *
 * - Calendar dates are 'YYYY-MM-DD' strings (as date inputs and `date` columns give them) and are
 *   handled as pure calendar values: arithmetic is done on the date itself (UTC midnights), so
 *   adding a day never moves by 23 or 25 hours on a DST night.
 * - "Now" is always a parameter, turned into the zone's calendar date and wall-clock minutes with
 *   `Intl.DateTimeFormat`; an unknown zone falls back to the default one.
 *
 * Used by the hours, events, products, the dashboard, billing and the demo. No I/O, no clock:
 * safe on the server and in the browser.
 */
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";

export type LocalDateTime = {
  /** Local calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** Minutes since local midnight (wall clock), 0 … 1439. */
  minutes: number;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const key = timeZone || DEFAULT_TIME_ZONE;
  let formatter = partsFormatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    };
    try {
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone: key });
    } catch {
      // An unknown zone in the database must not break the page: fall back to the default.
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone: DEFAULT_TIME_ZONE });
    }
    partsFormatters.set(key, formatter);
  }
  return formatter;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(instant: number, timeZone: string | null | undefined): WallClock {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour % 24,
    minute: fields.minute,
    second: fields.second,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (y: number, m: number, d: number) => `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;

function parseIsoDate(date: string): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d ? { y, m, d } : null;
}

/** A real calendar date written 'YYYY-MM-DD' (not '2026-02-30'). */
export function isCalendarDate(date: string): boolean {
  return parseIsoDate(date) !== null;
}

/** Calendar arithmetic on a 'YYYY-MM-DD' date (no time zone involved). */
export function addDays(date: string, days: number): string {
  const p = parseIsoDate(date);
  if (!p) throw new RangeError(`Invalid date: ${date}`);
  const utc = new Date(Date.UTC(p.y, p.m - 1, p.d + days));
  return isoDate(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

/** Same day n months later (or earlier), clamped to the month's last day (31 Dec + 2 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const p = parseIsoDate(date);
  if (!p) throw new RangeError(`Invalid date: ${date}`);
  const lastDay = new Date(Date.UTC(p.y, p.m - 1 + months + 1, 0)).getUTCDate();
  const utc = new Date(Date.UTC(p.y, p.m - 1 + months, Math.min(p.d, lastDay)));
  return isoDate(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function dayOfWeekOf(date: string): number {
  const p = parseIsoDate(date);
  if (!p) throw new RangeError(`Invalid date: ${date}`);
  return new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay();
}

/** The site-local calendar date, weekday and wall-clock minutes of an instant. */
export function localDateTime(now: Date, timeZone: string | null = DEFAULT_TIME_ZONE): LocalDateTime {
  const t = wallClock(now.getTime(), timeZone);
  const date = isoDate(t.year, t.month, t.day);
  return { date, dayOfWeek: dayOfWeekOf(date), minutes: t.hour * 60 + t.minute };
}

/**
 * Offsets change only at a zone's transitions, which fall on a quarter hour in every zone in
 * use: one formatToParts (the costly part of a render's clock work) per zone and quarter hour.
 */
const OFFSET_BUCKET_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_CACHE_MAX = 4096;
const offsetCache = new Map<string, number>();

/** UTC offset (ms) of the zone at an instant. */
function offsetAt(instant: number, timeZone: string | null | undefined): number {
  const bucket = Math.floor(instant / OFFSET_BUCKET_MS) * OFFSET_BUCKET_MS;
  const key = `${timeZone || DEFAULT_TIME_ZONE}|${bucket}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const t = wallClock(bucket, timeZone);
    offset = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - bucket;
    if (offsetCache.size >= OFFSET_CACHE_MAX) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

/**
 * The instant at which the site's wall clock reads `minutes` on `date`. A time skipped by a DST
 * jump is shifted forward (02:30 on the spring-forward night → 03:30); an ambiguous time of the
 * autumn night resolves to its later occurrence.
 */
export function zonedTimeToInstant(date: string, minutes: number, timeZone: string | null = DEFAULT_TIME_ZONE): Date {
  const p = parseIsoDate(date);
  if (!p) throw new RangeError(`Invalid date: ${date}`);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, 0, minutes);
  // The offsets a day either side: a zone changes its offset at most once in two days.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  if (before === after) return new Date(asUtc - before);
  // Each candidate is right when the zone's offset at that instant is the one it assumed.
  const valid = [asUtc - before, asUtc - after].filter((instant) => offsetAt(instant, timeZone) === asUtc - instant);
  // Both: the ambiguous hour of a fall-back night, later occurrence. Neither: the wall time was
  // skipped by a jump forward, read with the offset before the jump (east or west of Greenwich).
  if (valid.length > 0) return new Date(Math.max(...valid));
  return new Date(asUtc - Math.min(before, after));
}
