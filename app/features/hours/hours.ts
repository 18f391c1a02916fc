/**
 * Opening hours — one pure module shared by the public contact page (table + banner), the
 * schema.org JSON-LD, the live "Ouvert · ferme à 13:00" status line and the back-office.
 *
 * Rules:
 * - Everything is computed in the SITE's IANA time zone (default Europe/Paris), never the server's:
 *   "now" is always a parameter and is turned into a local calendar date + wall-clock minutes with
 *   `Intl.DateTimeFormat`. Days are advanced on the local calendar, never by adding 24 h, so DST
 *   days (23 h / 25 h) cannot shift "tomorrow".
 * - Calendar dates are 'YYYY-MM-DD' strings and are handled as pure calendar values (UTC
 *   arithmetic on the date itself): formatting or comparing them never moves a day.
 * - Times are 'HH:MM' (the first 5 characters are used, so 'HH:MM:SS' is tolerated). A closing
 *   time of '00:00' means midnight at the end of the day.
 * - The hours of a given date: the special period covering that date (latest start wins, tie →
 *   shortest) replaces the weekly hours; without weekly rows the spec's placeholder week is used.
 *
 * No I/O, no clock (the calendar helpers are `~/lib/calendar`): safe on the server and in the browser.
 */
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import { frenchDateOrText } from "~/lib/french-date";
import { addDays, addMonths, dayOfWeekOf, isCalendarDate, localDateTime, zonedTimeToInstant } from "~/lib/calendar";
import type { PageLanguage } from "~/lib/i18n/languages";
import type { Translate } from "~/lib/i18n/messages";

// ---------------------------------------------------------------------------------------------
// Types and constants

/** The four times of a day: 'HH:MM' or null (no range). */
export type DayTimes = {
  morningOpen: string | null;
  morningClose: string | null;
  afternoonOpen: string | null;
  afternoonClose: string | null;
};

/** A weekly row (opening_hours) or a range period's row (special_opening_hours). 0 = Sunday. */
export type DayHours = DayTimes & { dayOfWeek: number; isClosed: boolean };

/** A special_hours_periods row with its special_opening_hours rows in `days`. */
export type SpecialPeriod = DayTimes & {
  id: string;
  title: string;
  description: string | null;
  /** 'YYYY-MM-DD', inclusive. */
  startDate: string;
  /** 'YYYY-MM-DD', inclusive. */
  endDate: string;
  isSingleDay: boolean;
  isPeriodClosed: boolean;
  /** special_opening_hours of a range period (empty for a single day or hours not yet set). */
  days: readonly DayHours[];
};

/** The calendar fields of a period, enough for date-only helpers. */
export type PeriodDates = Pick<SpecialPeriod, "startDate" | "endDate">;

/**
 * The language the texts are written in: a public page's (`usePageLanguage()`), whose catalogue
 * and `Intl` locale give the words, day names and dates. Without one, French: the back-office's,
 * the same words as the French catalogue (a unit test holds them together).
 */
export type HoursLanguage = { language: PageLanguage; locale: string; t: Translate };

export type HoursInput = {
  hours: readonly DayHours[];
  periods: readonly SpecialPeriod[];
  now: Date;
  /** IANA zone of the site; invalid or missing → Europe/Paris. */
  timeZone?: string | null;
  /** The page's language; French without. */
  lang?: HoursLanguage;
};

export type WeekRow = {
  dayOfWeek: number;
  /** 'Lundi' … 'Dimanche'. */
  label: string;
  /** The date this row describes: today or the next occurrence of that weekday (≤ 6 days ahead). */
  date: string;
  /** 'Fermé' or 'HH:MM - HH:MM[, HH:MM - HH:MM]'. */
  text: string;
  isToday: boolean;
  /** The special period covering `date`, if any. */
  period: SpecialPeriod | null;
};

export type WeekTable = {
  /** Monday → Sunday. */
  rows: WeekRow[];
  /** The period covering today (banner), or null. */
  activePeriod: SpecialPeriod | null;
  /** True when the site has no weekly row and the placeholder week is shown. */
  usesPlaceholder: boolean;
  /** Today in the site's time zone. */
  today: string;
};

export type OpenStatus = {
  isOpen: boolean;
  /** 'Ouvert · ferme à 13:00', 'Fermé · ouvre demain à 09:00', 'Fermé', … */
  text: string;
  /** When the text may next change (next opening/closing, or next local midnight). */
  nextChangeAt: Date;
  usesPlaceholder: boolean;
};

export type SchemaDayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  /** One day, or the days that share these hours (schema.org takes a list). */
  dayOfWeek?: SchemaDayOfWeek | SchemaDayOfWeek[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

/** Special periods shown on the public page: those starting or ending within this many months. */
export const SPECIAL_HOURS_WINDOW_MONTHS = 2;
export const CLOSED_TEXT = "Fermé";
export const UNDEFINED_HOURS_TEXT = "Horaires à définir";

export const HOURS_MESSAGES = {
  invalidTime: "L'heure doit être au format HH:MM",
  incompleteRange: "Renseignez l'heure d'ouverture et l'heure de fermeture",
  closeBeforeOpen: "L'heure de fermeture doit être après l'heure d'ouverture",
  overlap: "Les plages du matin et de l'après-midi se chevauchent",
} as const;

/** Indexed by day_of_week (0 = Sunday). */
export const DAY_LABELS = ["Dimanche", "Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi"] as const;
const SCHEMA_DAYS: readonly SchemaDayOfWeek[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Display order: Monday → Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A day of the week's hours: the times given, the others empty. */
export const dayRow = (dayOfWeek: number, times: Partial<DayTimes> = {}, isClosed = false): DayHours => ({
  dayOfWeek,
  morningOpen: times.morningOpen ?? null,
  morningClose: times.morningClose ?? null,
  afternoonOpen: times.afternoonOpen ?? null,
  afternoonClose: times.afternoonClose ?? null,
  isClosed,
});
const splitDay = { morningOpen: "09:00", morningClose: "13:00", afternoonOpen: "15:00", afternoonClose: "19:30" };

/** Monday closed, Tuesday–Friday 9h-13h and 15h-19h30, Saturday 9h-19h30, Sunday 9h-13h. */
export const PLACEHOLDER_HOURS: readonly DayHours[] = Object.freeze([
  dayRow(0, { morningOpen: "09:00", morningClose: "13:00" }),
  dayRow(1, {}, true),
  dayRow(2, splitDay),
  dayRow(3, splitDay),
  dayRow(4, splitDay),
  dayRow(5, splitDay),
  dayRow(6, { morningOpen: "09:00", morningClose: "19:30" }),
]);

// ---------------------------------------------------------------------------------------------
// Words

/** When something happens next, for the live status: a day from today and a time ('HH:MM', or midnight). */
type When = { offset: number; dayOfWeek: number; time: string | null };

/** The words of the hours in one language: the French ones below, or a page language's from its catalogue. */
type HoursWords = {
  closed: string;
  open: string;
  openClosing: (when: When) => string;
  closedOpening: (when: When) => string;
  /** 'Lundi' … 'Dimanche', as a table row starts. */
  dayLabel: (dayOfWeek: number) => string;
  longDate: (date: string) => string;
  singleDay: (date: string) => string;
  dateRange: (start: string, end: string) => string;
  dayRange: (first: string, last: string) => string;
};

const WEEKDAYS_LOWER = DAY_LABELS.map((label) => label.toLowerCase());

/** 'demain à 09:00', 'mardi prochain à minuit'. */
function frenchWhen({ offset, dayOfWeek, time }: When): string {
  const at = time === null ? "à minuit" : `à ${time}`;
  if (offset === 0) return at;
  if (offset === 1) return `demain ${at}`;
  return offset < 7 ? `${WEEKDAYS_LOWER[dayOfWeek]} ${at}` : `${WEEKDAYS_LOWER[dayOfWeek]} prochain ${at}`;
}

const FRENCH_WORDS: HoursWords = {
  closed: CLOSED_TEXT,
  open: "Ouvert",
  openClosing: (when) => `Ouvert · ferme ${frenchWhen(when)}`,
  closedOpening: (when) => `Fermé · ouvre ${frenchWhen(when)}`,
  dayLabel: (dayOfWeek) => DAY_LABELS[dayOfWeek],
  longDate: (date) => frenchDateOrText(date),
  singleDay: (date) => `Le ${formatLongDate(date)}`,
  dateRange: (start, end) => `Du ${formatLongDate(start)} au ${formatLongDate(end)}`,
  dayRange: (first, last) => `${first}-${last}`,
};

const wordsByLocale = new Map<string, HoursWords>();

/** A page language's words: its catalogue's messages, day names and dates by `Intl` in its locale. */
function catalogueWords({ language, locale, t }: HoursLanguage): HoursWords {
  // 2023-01-01 was a Sunday: day N of that week is day_of_week N.
  const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const weekday = (dayOfWeek: number) => weekdayFormat.format(Date.UTC(2023, 0, 1 + dayOfWeek));
  const dateFormat = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  // French keeps its own dates ('1er janvier'); the others are the calendar date itself, never shifted.
  const longDate = (date: string) => (language === "fr" || !isCalendarDate(date) ? frenchDateOrText(date) : dateFormat.format(new Date(`${date}T00:00:00Z`)));
  const when = ({ offset, dayOfWeek, time }: When) => {
    const at = t("hours.at", { time: time ?? "midnight" });
    if (offset === 0) return t("hours.whenToday", { at });
    if (offset === 1) return t("hours.whenTomorrow", { at });
    return t(offset < 7 ? "hours.whenWeekday" : "hours.whenNextWeekday", { at, weekday: weekday(dayOfWeek) });
  };
  return {
    closed: t("hours.closed"),
    open: t("hours.open"),
    openClosing: (w) => t("hours.openClosing", { when: when(w) }),
    closedOpening: (w) => t("hours.closedOpening", { when: when(w) }),
    dayLabel: (dayOfWeek) => {
      const name = weekday(dayOfWeek);
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    },
    longDate,
    singleDay: (date) => t("hours.singleDay", { date: longDate(date) }),
    dateRange: (start, end) => t("hours.dateRange", { start: longDate(start), end: longDate(end) }),
    dayRange: (first, last) => t("hours.dayRange", { first, last }),
  };
}

function wordsOf(lang: HoursLanguage | undefined): HoursWords {
  if (!lang) return FRENCH_WORDS;
  const id = `${lang.language}\u0000${lang.locale}`;
  let words = wordsByLocale.get(id);
  if (!words) {
    words = catalogueWords(lang);
    wordsByLocale.set(id, words);
  }
  return words;
}

// ---------------------------------------------------------------------------------------------
// Times and ranges

const MINUTES_PER_DAY = 1440;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** Strict 'HH:MM', 00:00 … 23:59. */
export function isValidTime(value: string | null | undefined): boolean {
  return typeof value === "string" && TIME.test(value);
}

/**
 * Form input → stored value: blank → null; 'H:MM' → 'HH:MM'; 'HH:MM:SS' → 'HH:MM'; '9h' / '9h30'
 * → '09:00' / '09:30'. Anything else is returned trimmed, unchanged, for `isValidTime` to reject
 * (a typo is never silently turned into "no range").
 */
export function normalizeTime(input: string | null | undefined): string | null {
  const value = (input ?? "").trim();
  if (value === "") return null;
  const match = /^(\d{1,2})(?::(\d{2})(?::\d{2}(?:\.\d+)?)?|[hH](\d{2})?)$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? match[3] ?? "0");
  if (hours > 23 || minutes > 59) return value;
  return `${pad(hours)}:${pad(minutes)}`;
}

function toMinutes(value: string | null | undefined): number | null {
  if (value == null) return null;
  const time = value.trim().slice(0, 5);
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const isBlank = (value: string | null | undefined) => value == null || value.trim() === "";

type Range = { open: number; close: number };
const PAIRS = [
  ["morningOpen", "morningClose"],
  ["afternoonOpen", "afternoonClose"],
] as const;

/** Usable ranges of a day in minutes (close '00:00' = 1440), sorted; inverted ranges dropped. */
function rangesOf(times: DayTimes): Range[] {
  const ranges: Range[] = [];
  for (const [openKey, closeKey] of PAIRS) {
    const open = toMinutes(times[openKey]);
    const rawClose = toMinutes(times[closeKey]);
    if (open === null || rawClose === null) continue;
    const close = rawClose === 0 ? MINUTES_PER_DAY : rawClose;
    if (close > open) ranges.push({ open, close });
  }
  return ranges.sort((a, b) => a.open - b.open);
}

/** 'HH:MM - HH:MM' for each complete range (both ends set), morning first. */
function rangeTexts(times: DayTimes): string[] {
  const texts: string[] = [];
  for (const [openKey, closeKey] of PAIRS) {
    const open = times[openKey]?.trim() ?? "";
    const close = times[closeKey]?.trim() ?? "";
    if (open !== "" && close !== "") texts.push(`${open.slice(0, 5)} - ${close.slice(0, 5)}`);
  }
  return texts;
}

/** 'Fermé' (in the page's language) when closed or with no complete range, else ranges joined by ', '. */
export function formatDayHours(dayHours: DayHours | undefined | null, lang?: HoursLanguage): string {
  const closed = wordsOf(lang).closed;
  if (!dayHours || dayHours.isClosed) return closed;
  const texts = rangeTexts(dayHours);
  return texts.length ? texts.join(", ") : closed;
}

/**
 * Back-office check of one day's four times (expects normalised values). Returns the first
 * problem as a French message, or null. A closed day, or an open day with no range at all, is
 * valid. Ranges touching (13:00 / 13:00) are fine; a closing '00:00' means midnight.
 */
export function checkDayRanges(times: DayTimes & { isClosed?: boolean }): string | null {
  if (times.isClosed) return null;
  const ranges: Range[] = [];
  for (const [openKey, closeKey] of PAIRS) {
    const open = times[openKey];
    const close = times[closeKey];
    if (isBlank(open) && isBlank(close)) continue;
    if (isBlank(open) || isBlank(close)) return HOURS_MESSAGES.incompleteRange;
    const openMinutes = isValidTime(open) ? toMinutes(open) : null;
    const rawClose = isValidTime(close) ? toMinutes(close) : null;
    if (openMinutes === null || rawClose === null) return HOURS_MESSAGES.invalidTime;
    const closeMinutes = rawClose === 0 ? MINUTES_PER_DAY : rawClose;
    if (closeMinutes <= openMinutes) return HOURS_MESSAGES.closeBeforeOpen;
    ranges.push({ open: openMinutes, close: closeMinutes });
  }
  if (ranges.length === 2 && ranges[1].open < ranges[0].close) return HOURS_MESSAGES.overlap;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Periods

const isSingleDayPeriod = (period: PeriodDates & { isSingleDay: boolean }) => period.isSingleDay || period.startDate === period.endDate;

const covers = (period: PeriodDates, date: string) => period.startDate <= date && date <= period.endDate;

const hasValidDates = (period: PeriodDates) => isCalendarDate(period.startDate) && isCalendarDate(period.endDate) && period.startDate <= period.endDate;

/** The period that governs `date`: among those covering it, the latest start, then the shortest. */
export function periodOn<P extends PeriodDates>(periods: readonly P[], date: string): P | null {
  let best: P | null = null;
  for (const period of periods) {
    if (!hasValidDates(period) || !covers(period, date)) continue;
    if (!best || period.startDate > best.startDate || (period.startDate === best.startDate && period.endDate < best.endDate)) {
      best = period;
    }
  }
  return best;
}

/** Back-office 'Actif' badge: today (site zone) between start and end inclusive. */
export function isPeriodActive(period: PeriodDates, now: Date, timeZone: string | null = DEFAULT_TIME_ZONE): boolean {
  return hasValidDates(period) && covers(period, localDateTime(now, timeZone).date);
}

/**
 * Periods for the public page: the one(s) containing today plus those
 * starting or ending between today and today + `months` calendar months (inclusive); ended periods
 * are dropped. Sorted by start date, then end date.
 */
export function upcomingPeriods<P extends PeriodDates>(
  periods: readonly P[],
  now: Date,
  timeZone: string | null = DEFAULT_TIME_ZONE,
  months: number = SPECIAL_HOURS_WINDOW_MONTHS,
): P[] {
  const today = localDateTime(now, timeZone).date;
  const horizon = addMonths(today, months);
  const within = (date: string) => today <= date && date <= horizon;
  return periods
    .filter((p) => hasValidDates(p) && (covers(p, today) || within(p.startDate) || within(p.endDate)))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
}

/**
 * '25 décembre 2026' from '2026-12-25', '1er janvier 2027' — the calendar date itself, never
 * shifted; '25 December 2026' on an English page.
 */
export function formatLongDate(date: string, lang?: HoursLanguage): string {
  return lang ? wordsOf(lang).longDate(date) : frenchDateOrText(date);
}

/** 'Le 25 décembre 2026' (single day or start = end) or 'Du 24 décembre 2026 au 2 janvier 2027', in the page's language. */
export function formatPeriodDates(period: PeriodDates & { isSingleDay: boolean }, lang?: HoursLanguage): string {
  const words = wordsOf(lang);
  return isSingleDayPeriod(period) ? words.singleDay(period.startDate) : words.dateRange(period.startDate, period.endDate);
}

/**
 * What a period does on the days it covers, by the rules of `hoursOn`: closed; its own ranges (a
 * single day); its week, grouped as the contact page groups the weekly hours (a range period whose
 * per-day hours are set); or nothing at all, the weekly hours applying ('usual': a single day
 * 'Horaires à définir', a range period without per-day hours). The back-office's list and the
 * public page's 'Horaires exceptionnels' both read it.
 */
export type PeriodEffect =
  { kind: "closed" } | { kind: "hours"; text: string } | { kind: "week"; groups: { days: string; hours: string }[] } | { kind: "usual" };

export function periodEffect(
  period: DayTimes & Pick<SpecialPeriod, "startDate" | "endDate" | "isSingleDay" | "isPeriodClosed" | "days">,
  lang?: HoursLanguage,
): PeriodEffect {
  if (period.isPeriodClosed) return { kind: "closed" };
  const texts = isSingleDayPeriod(period) ? rangeTexts(period) : [];
  if (texts.length) return { kind: "hours", text: texts.join(", ") };
  if (period.days.length) {
    // A weekday without a row is closed, as hoursOn reads it.
    const words = wordsOf(lang);
    const rows = WEEK_ORDER.map((dayOfWeek) => ({
      label: words.dayLabel(dayOfWeek),
      text: formatDayHours(
        period.days.find((d) => d.dayOfWeek === dayOfWeek),
        lang,
      ),
    }));
    return { kind: "week", groups: groupWeekRows(rows, lang) };
  }
  return { kind: "usual" };
}

// ---------------------------------------------------------------------------------------------
// Effective hours of a date

/**
 * The hours that apply on a calendar date, and the period responsible (if any):
 * - no period → the weekly row (the placeholder week when the site has no row at all);
 * - closed period → closed;
 * - single-day period (or start = end) with at least one complete range → its own times;
 * - range period with special_opening_hours rows → that weekday's row, a missing weekday = closed;
 * - a period whose hours are not set yet ('Horaires à définir', or a range period without rows)
 *   → the weekly hours: it still shows in the banner, but does not close the shop by omission.
 */
export function hoursOn(
  date: string,
  hours: readonly DayHours[],
  periods: readonly SpecialPeriod[],
): { day: DayHours | undefined; period: SpecialPeriod | null } {
  const dayOfWeek = dayOfWeekOf(date);
  const week = hours.length ? hours : PLACEHOLDER_HOURS;
  const weekly = week.find((row) => row.dayOfWeek === dayOfWeek);
  const period = periodOn(periods, date);
  if (!period) return { day: weekly, period: null };
  if (period.isPeriodClosed) return { day: dayRow(dayOfWeek, {}, true), period };
  if (isSingleDayPeriod(period) && rangeTexts(period).length) {
    return { day: dayRow(dayOfWeek, period), period };
  }
  if (period.days.length) {
    return { day: period.days.find((row) => row.dayOfWeek === dayOfWeek) ?? dayRow(dayOfWeek, {}, true), period };
  }
  return { day: weekly, period };
}

/**
 * The contact page table, Monday → Sunday. Each row shows the hours of the next occurrence of
 * its weekday (today included, so the week ahead), special periods applied per date; today's row
 * is flagged. `activePeriod` is the period covering today (banner).
 */
export function weekTable(input: HoursInput): WeekTable {
  const today = localDateTime(input.now, input.timeZone ?? DEFAULT_TIME_ZONE);
  const words = wordsOf(input.lang);
  const rows = WEEK_ORDER.map((dayOfWeek): WeekRow => {
    const date = addDays(today.date, (dayOfWeek - today.dayOfWeek + 7) % 7);
    const { day: dayHours, period } = hoursOn(date, input.hours, input.periods);
    return {
      dayOfWeek,
      label: words.dayLabel(dayOfWeek),
      date,
      text: formatDayHours(dayHours, input.lang),
      isToday: dayOfWeek === today.dayOfWeek,
      period,
    };
  });
  return {
    rows,
    activePeriod: periodOn(input.periods, today.date),
    usesPlaceholder: input.hours.length === 0,
    today: today.date,
  };
}

/**
 * Consecutive rows with the same text merged, in the fallback shape:
 * [{ days: 'Lundi', hours: 'Fermé' }, { days: 'Mardi-Vendredi', hours: '09:00 - 13:00, …' }, …].
 */
export function groupWeekRows(rows: readonly Pick<WeekRow, "label" | "text">[], lang?: HoursLanguage): { days: string; hours: string }[] {
  const groups: { first: string; last: string; hours: string }[] = [];
  for (const row of rows) {
    const previous = groups[groups.length - 1];
    if (previous && previous.hours === row.text) previous.last = row.label;
    else groups.push({ first: row.label, last: row.label, hours: row.text });
  }
  const words = wordsOf(lang);
  return groups.map((g) => ({ days: g.first === g.last ? g.first : words.dayRange(g.first, g.last), hours: g.hours }));
}

// ---------------------------------------------------------------------------------------------
// Live status

/** Days looked at: today and the 7 following (a shop open only on today's weekday reopens at d = 7). */
const LOOKAHEAD_DAYS = 7;

const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * 'Ouvert · ferme à 13:00', 'Ouvert · ferme à minuit', 'Fermé · ouvre à 15:00',
 * 'Fermé · ouvre demain à 09:00', 'Fermé · ouvre mardi à 09:00', 'Fermé · ouvre lundi prochain à
 * 09:00' (same weekday as today, under 7 days away), or 'Fermé' when nothing opens within 7 days
 * ('Ouvert' alone when it does not close within the look-ahead). Special periods are applied per
 * looked-ahead date; days advance on the local calendar, so DST never shifts "demain".
 */
export function openStatus(input: HoursInput): OpenStatus {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const now = localDateTime(input.now, timeZone);

  // Ranges of today and the following days on one axis: day offset × 1440 + wall-clock minutes.
  const timeline: Range[] = [];
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset++) {
    const { day: dayHours } = hoursOn(addDays(now.date, offset), input.hours, input.periods);
    if (!dayHours || dayHours.isClosed) continue;
    for (const r of rangesOf(dayHours)) {
      const open = offset * MINUTES_PER_DAY + r.open;
      const close = offset * MINUTES_PER_DAY + r.close;
      const last = timeline[timeline.length - 1];
      if (last && open <= last.close) last.close = Math.max(last.close, close);
      else timeline.push({ open, close });
    }
  }

  const words = wordsOf(input.lang);
  const at = (point: number, isClosing: boolean): When => {
    // A closing at a day boundary is "minuit" of the day before, not "00:00" of the next one.
    const midnight = isClosing && point % MINUTES_PER_DAY === 0;
    const offset = midnight ? point / MINUTES_PER_DAY - 1 : Math.floor(point / MINUTES_PER_DAY);
    return { offset, dayOfWeek: dayOfWeekOf(addDays(now.date, offset)), time: midnight ? null : hhmm(point % MINUTES_PER_DAY) };
  };
  const instant = (point: number) => zonedTimeToInstant(addDays(now.date, Math.floor(point / MINUTES_PER_DAY)), point % MINUTES_PER_DAY, timeZone);
  // The wording depends on the date ("demain" → "à"), so it may change at the next local midnight.
  const nextChange = (point: number | null) => instant(point !== null && point < MINUTES_PER_DAY ? point : MINUTES_PER_DAY);
  const usesPlaceholder = input.hours.length === 0;

  const current = timeline.find((r) => r.open <= now.minutes && now.minutes < r.close);
  if (current) {
    const closesInView = current.close < (LOOKAHEAD_DAYS + 1) * MINUTES_PER_DAY;
    return {
      isOpen: true,
      text: closesInView ? words.openClosing(at(current.close, true)) : words.open,
      nextChangeAt: nextChange(closesInView ? current.close : null),
      usesPlaceholder,
    };
  }
  const next = timeline.find((r) => r.open > now.minutes && r.open - now.minutes <= LOOKAHEAD_DAYS * MINUTES_PER_DAY);
  return {
    isOpen: false,
    text: next ? words.closedOpening(at(next.open, false)) : words.closed,
    nextChangeAt: nextChange(next ? next.open : null),
    usesPlaceholder,
  };
}

// ---------------------------------------------------------------------------------------------
// schema.org JSON-LD

/** schema.org wants closes after opens: a midnight closing is written '23:59'. */
const schemaRanges = (times: DayTimes) => rangesOf(times).map((r) => ({ opens: hhmm(r.open), closes: r.close === MINUTES_PER_DAY ? "23:59" : hhmm(r.close) }));

/**
 * Entries that differ only by their day become one, with the list of its days, in the order they
 * came: Tuesday to Friday 09:00–13:00 is one entry, not four (the home's HTML budget counts the
 * JSON-LD too).
 */
function sharedDays(entries: readonly OpeningHoursSpecification[]): OpeningHoursSpecification[] {
  const merged: OpeningHoursSpecification[] = [];
  const byHours = new Map<string, OpeningHoursSpecification>();
  for (const entry of entries) {
    if (entry.dayOfWeek === undefined || Array.isArray(entry.dayOfWeek)) {
      merged.push(entry);
      continue;
    }
    const key = [entry.opens, entry.closes, entry.validFrom ?? "", entry.validThrough ?? ""].join("|");
    const same = byHours.get(key);
    if (!same) {
      const first = { ...entry };
      byHours.set(key, first);
      merged.push(first);
    } else {
      const days = Array.isArray(same.dayOfWeek) ? same.dayOfWeek : same.dayOfWeek ? [same.dayOfWeek] : [];
      same.dayOfWeek = [...days, entry.dayOfWeek];
    }
  }
  return merged;
}

/**
 * `openingHoursSpecification` of a LocalBusiness: one entry per range, with the days that share it
 * (Monday → Sunday; a split day is in two entries); closed days are omitted. Pass the site's real rows: an
 * empty list gives no entry (the placeholder week is never published to search engines).
 */
export function openingHoursSpecification(hours: readonly DayHours[]): OpeningHoursSpecification[] {
  const entries: OpeningHoursSpecification[] = [];
  for (const dayOfWeek of WEEK_ORDER) {
    const row = hours.find((h) => h.dayOfWeek === dayOfWeek);
    if (!row || row.isClosed) continue;
    for (const r of schemaRanges(row)) {
      entries.push({ "@type": "OpeningHoursSpecification", dayOfWeek: SCHEMA_DAYS[dayOfWeek], ...r });
    }
  }
  return sharedDays(entries);
}

/**
 * `specialOpeningHoursSpecification` of the given periods (typically `upcomingPeriods(...)`), with
 * validFrom / validThrough: a closed period → opens and closes '00:00'; a single day → its ranges;
 * a range period → per weekday its ranges, or '00:00'/'00:00' for a closed or missing weekday.
 * Periods whose hours are not set yet (they fall back to the weekly hours) give no entry.
 */
export function specialOpeningHoursSpecification(periods: readonly SpecialPeriod[]): OpeningHoursSpecification[] {
  const entries: OpeningHoursSpecification[] = [];
  for (const period of periods) {
    if (!hasValidDates(period)) continue;
    const valid = { validFrom: period.startDate, validThrough: period.endDate };
    const closed = { opens: "00:00", closes: "00:00" };
    if (period.isPeriodClosed) {
      entries.push({ "@type": "OpeningHoursSpecification", ...closed, ...valid });
    } else if (isSingleDayPeriod(period) && rangeTexts(period).length) {
      for (const r of schemaRanges(period)) entries.push({ "@type": "OpeningHoursSpecification", ...r, ...valid });
    } else if (period.days.length) {
      for (const dayOfWeek of WEEK_ORDER) {
        const row = period.days.find((d) => d.dayOfWeek === dayOfWeek);
        const ranges = row && !row.isClosed ? schemaRanges(row) : [];
        for (const r of ranges.length ? ranges : [closed]) {
          entries.push({ "@type": "OpeningHoursSpecification", dayOfWeek: SCHEMA_DAYS[dayOfWeek], ...r, ...valid });
        }
      }
    }
  }
  return sharedDays(entries);
}

// ---------------------------------------------------------------------------------------------
// Cache boundaries (ADR 014)

function minutesOf(time: string | null): number | null {
  if (!time || !isValidTime(time)) return null;
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

/**
 * The next instant after `now` at which anything these hours show may read differently: an
 * opening or closing time of today or the next two days (weekly or special), or a local midnight
 * (today's row, the period that applies, 'ouvre demain'). A page rendered from these hours is
 * right until then, so the page cache keeps it no longer (ADR 014).
 */
export function nextHoursBoundary(input: HoursInput): Date {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const nowMs = input.now.getTime();
  const local = localDateTime(input.now, timeZone);
  const times = new Set<number>([0]);
  const addTimes = (t: DayTimes) => {
    for (const value of [t.morningOpen, t.morningClose, t.afternoonOpen, t.afternoonClose]) {
      const minutes = minutesOf(value);
      if (minutes !== null) times.add(minutes);
    }
  };
  for (const row of input.hours.length ? input.hours : PLACEHOLDER_HOURS) addTimes(row);
  for (const period of input.periods) {
    addTimes(period);
    for (const row of period.days) addTimes(row);
  }
  let next = Number.POSITIVE_INFINITY;
  for (let offset = 0; offset <= 2; offset++) {
    const date = addDays(local.date, offset);
    for (const minutes of times) {
      const at = zonedTimeToInstant(date, minutes, timeZone).getTime();
      if (at > nowMs && at < next) next = at;
    }
  }
  return new Date(Number.isFinite(next) ? next : nowMs + 60 * 60 * 1000);
}
