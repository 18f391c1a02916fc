import type { SitePlan } from "~/db/enums";
import { frenchHolidays } from "~/features/hours/french-holidays";
import { addDays, dayOfWeekOf, localDateTime, zonedTimeToInstant } from "~/lib/calendar";

/**
 * The support's working hours and each plan's promise, pure (no clock: "now" is a parameter).
 * The team works Monday to Friday, 9:00 to 18:00 in Paris, French public holidays off. A
 * request's due time is its arrival plus the plan's promise counted in working time only: a Friday
 * 17:00 request promised 4 working hours is due Monday 12:00.
 */
export const SUPPORT_TIME_ZONE = "Europe/Paris";
export const WORKDAY_START_MINUTES = 9 * 60;
export const WORKDAY_END_MINUTES = 18 * 60;
const WORKDAY_MINUTES = WORKDAY_END_MINUTES - WORKDAY_START_MINUTES;

/** Each plan's answer time, in working minutes: 2 working days, 1 working day, 4 working hours. */
export const SUPPORT_PROMISE_MINUTES: Record<SitePlan, number> = {
  essentiel: 2 * WORKDAY_MINUTES,
  pro: WORKDAY_MINUTES,
  expert: 4 * 60,
};

const holidaysByYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let set = holidaysByYear.get(year);
  if (!set) {
    set = new Set(frenchHolidays(year).map((holiday) => holiday.date));
    holidaysByYear.set(year, set);
  }
  return set;
}

/** Whether the support works on a calendar date ('YYYY-MM-DD'): a weekday that is not a French public holiday. */
export function isWorkingDay(date: string): boolean {
  const day = dayOfWeekOf(date);
  if (day === 0 || day === 6) return false;
  return !holidaysOf(Number(date.slice(0, 4))).has(date);
}

/**
 * The instant `minutes` working minutes after `from`. Time outside the working hours does not
 * count: from a Saturday, the count starts on the next working day at 9:00. The hours are read on
 * Paris's wall clock, so a clock change moves nothing (it happens at night).
 */
export function addWorkingMinutes(from: Date, minutes: number): Date {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`Invalid working minutes: ${minutes}`);
  let remaining = minutes * 60_000;
  let date = localDateTime(from, SUPPORT_TIME_ZONE).date;
  const cursor = from.getTime();
  // Bounded: a year of days is more than any promise needs.
  for (let step = 0; step < 400; step += 1, date = addDays(date, 1)) {
    if (!isWorkingDay(date)) continue;
    const start = zonedTimeToInstant(date, WORKDAY_START_MINUTES, SUPPORT_TIME_ZONE).getTime();
    const end = zonedTimeToInstant(date, WORKDAY_END_MINUTES, SUPPORT_TIME_ZONE).getTime();
    const begin = Math.max(cursor, start);
    if (begin >= end) continue;
    if (remaining <= end - begin) return new Date(begin + remaining);
    remaining -= end - begin;
  }
  throw new RangeError("No working day within a year");
}

/** When a request written at `from` on `plan` must be answered. */
export function supportDueAt(plan: SitePlan, from: Date): Date {
  return addWorkingMinutes(from, SUPPORT_PROMISE_MINUTES[plan]);
}
