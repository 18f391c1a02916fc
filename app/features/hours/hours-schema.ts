import {
  checkDayRanges,
  CLOSED_TEXT,
  formatLongDate,
  formatPeriodDates,
  normalizeTime,
  periodEffect,
  UNDEFINED_HOURS_TEXT,
  WEEK_ORDER,
  type DayHours,
  type DayTimes,
  type SpecialPeriod,
} from "~/features/hours/hours";

/**
 * The hours screen's forms, read the same way in the browser (before submitting) and in the
 * action: blank times → null, closed → four nulls, ranges checked with the
 * opening-hours module's French messages.
 */

export const TIME_FIELDS = ["morningOpen", "morningClose", "afternoonOpen", "afternoonClose"] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

export const TIME_LABELS: Record<TimeField, string> = {
  morningOpen: "Ouverture matin",
  morningClose: "Fermeture matin",
  afternoonOpen: "Ouverture après-midi",
  afternoonClose: "Fermeture après-midi",
};

/** Form field name of one day's value in the weekly form: `d1.morningOpen`, `d1.closed`. */
export const dayField = (dayOfWeek: number, field: TimeField | "closed") => `d${dayOfWeek}.${field}`;

type FormLike = { get(name: string): FormDataEntryValue | null };
const text = (form: FormLike, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const nullTimes = (): DayTimes => ({ morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null });

function readTimes(form: FormLike, name: (field: TimeField) => string): DayTimes {
  const times = nullTimes();
  for (const field of TIME_FIELDS) times[field] = normalizeTime(text(form, name(field)));
  return times;
}

export type WeekParse = { days: DayHours[]; errors: Partial<Record<number, string>> };

/** A week's messages as a form's errors: one per day, under the group of its fields (`d1` for `d1.morningOpen`…). */
export function weekFieldErrors(errors: WeekParse["errors"]): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(errors).map(([day, message]) => [`d${day}`, message]));
}

/** The seven rows of a weekly form (Monday → Sunday), with one message per invalid day. */
export function parseWeekForm(form: FormLike): WeekParse {
  const days: DayHours[] = [];
  const errors: Partial<Record<number, string>> = {};
  for (const dayOfWeek of WEEK_ORDER) {
    const isClosed = text(form, dayField(dayOfWeek, "closed")) === "on";
    // A closed day keeps no times: what was typed before closing it is not stored.
    const times = isClosed ? nullTimes() : readTimes(form, (field) => dayField(dayOfWeek, field));
    const problem = checkDayRanges({ ...times, isClosed });
    if (problem) errors[dayOfWeek] = problem;
    days.push({ dayOfWeek, ...times, isClosed });
  }
  return { days, errors };
}

export const PERIOD_FIELDS = ["title", "description", "type", "date", "startDate", "endDate", "closed", ...TIME_FIELDS] as const;
export type PeriodField = (typeof PERIOD_FIELDS)[number];
export type PeriodFormValues = Record<PeriodField, string>;
export type PeriodFormErrors = Partial<Record<PeriodField | "times", string>>;

/**
 * A period's `closed` field: the merchant's choice between 'Fermé' ("on") and
 * 'Horaires spéciaux' ("off"). A new period has none until she picks one: no silent default.
 */
export const PERIOD_CLOSED = { closed: "on", hours: "off" } as const;

export const PERIOD_MESSAGES = {
  titleRequired: "Le titre est obligatoire",
  /** Beyond the spec: a period is closed or has its own hours, said by her. */
  stateRequired: "Choisissez «\u00a0Fermé\u00a0» ou «\u00a0Horaires spéciaux\u00a0».",
  invalidDate: "Date invalide",
  endBeforeStart: "La date de fin doit être postérieure ou égale à la date de début",
  /** Beyond the spec: one period per date span, a period inside another but never across it. */
  sameDay: (date: string, title: string) => `Le ${formatLongDate(date)} a déjà une période\u00a0: ${title}.`,
  sameDates: (start: string, end: string, title: string) => `Du ${formatLongDate(start)} au ${formatLongDate(end)}, il y a déjà une période\u00a0: ${title}.`,
  crosses: (other: PeriodInput) => {
    const dates = formatPeriodDates(other);
    return `Ces dates chevauchent la période «\u00a0${other.title}\u00a0» (${dates.charAt(0).toLowerCase()}${dates.slice(1)}). Une période peut en contenir une autre, mais pas la chevaucher.`;
  },
} as const;

/** What is stored for a period (special_hours_periods without ids). */
export type PeriodInput = Omit<SpecialPeriod, "id" | "days">;

/** One day closed whatever the usual hours (a public holiday, an inventory). */
export function closedDay(date: string, title: string, description: string | null): PeriodInput {
  return {
    title,
    description,
    startDate: date,
    endDate: date,
    isSingleDay: true,
    isPeriodClosed: true,
    morningOpen: null,
    morningClose: null,
    afternoonOpen: null,
    afternoonClose: null,
  };
}

/** A period as the back-office lists it, with its per-day rows (the list says what it does). */
export type AdminPeriod = SpecialPeriod;

export type PeriodParse = { status: "ignored" } | { status: "invalid"; errors: PeriodFormErrors } | { status: "ok"; period: PeriodInput };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function readPeriodValues(form: FormLike): PeriodFormValues {
  const values = {} as PeriodFormValues;
  for (const field of PERIOD_FIELDS) values[field] = text(form, field);
  return values;
}

/**
 * Period: a missing start date abandons the save silently ('ignored'); a single day ends on its
 * start; a range without end ends on its start too; a closed period stores four nulls; a range's
 * own times are not used (its per-day hours are set afterwards, 'Gérer les horaires').
 * 'Fermé' or 'Horaires spéciaux' must be chosen (`closed` "on" or "off"), for a single
 * day and a range alike; without it the period is refused with `stateRequired` under the choice.
 */
export function parsePeriodForm(values: PeriodFormValues): PeriodParse {
  const single = values.type !== "range";
  const start = (single ? values.date : values.startDate).trim();
  if (start === "") return { status: "ignored" };
  const errors: PeriodFormErrors = {};
  const title = values.title.trim();
  if (title === "") errors.title = PERIOD_MESSAGES.titleRequired;
  const startField = single ? "date" : "startDate";
  if (!isDate(start)) errors[startField] = PERIOD_MESSAGES.invalidDate;
  let end = single ? start : values.endDate.trim() || start;
  if (!single && values.endDate.trim() !== "" && !isDate(end)) errors.endDate = PERIOD_MESSAGES.invalidDate;
  else if (!single && isDate(start) && end < start) errors.endDate = PERIOD_MESSAGES.endBeforeStart;
  if (single) end = start;
  if (values.closed !== PERIOD_CLOSED.closed && values.closed !== PERIOD_CLOSED.hours) errors.closed = PERIOD_MESSAGES.stateRequired;
  const isPeriodClosed = values.closed === PERIOD_CLOSED.closed;
  const times = isPeriodClosed || !single ? nullTimes() : readTimes({ get: (name) => values[name as TimeField] }, (field) => field);
  const problem = checkDayRanges(times);
  if (problem) errors.times = problem;
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  const description = values.description.trim();
  return {
    status: "ok",
    period: { title, description: description === "" ? null : description, startDate: start, endDate: end, isSingleDay: single, isPeriodClosed, ...times },
  };
}

/**
 * The site's period that `period` may not sit beside (bug 5), with the message for the
 * form's start field, or null. Two periods on the same dates are refused (the public page would
 * list both and one would silently win); one inside another is allowed — a closed day inside the
 * summer hours is what ADR 005's "latest start wins" is for — but two that cross are refused, as
 * which hours apply on the shared days would not be what either says.
 */
export function periodConflict(
  period: Pick<PeriodInput, "startDate" | "endDate">,
  others: readonly PeriodInput[],
): { other: PeriodInput; message: string } | null {
  const { startDate: start, endDate: end } = period;
  const sorted = [...others].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
  for (const other of sorted) {
    if (other.startDate === start && other.endDate === end) {
      const message = start === end ? PERIOD_MESSAGES.sameDay(start, other.title) : PERIOD_MESSAGES.sameDates(start, end, other.title);
      return { other, message };
    }
  }
  for (const other of sorted) {
    const overlaps = start <= other.endDate && other.startDate <= end;
    const contains = (a: Pick<PeriodInput, "startDate" | "endDate">, b: Pick<PeriodInput, "startDate" | "endDate">) =>
      a.startDate <= b.startDate && b.endDate <= a.endDate;
    if (overlaps && !contains(period, other) && !contains(other, period)) return { other, message: PERIOD_MESSAGES.crosses(other) };
  }
  return null;
}

/** A period's line in the 'Périodes spéciales' list: what it does, in her words. */
export type PeriodListState =
  | { kind: "closed"; text: string }
  | { kind: "hours"; text: string }
  | { kind: "week"; groups: { days: string; hours: string }[] }
  | { kind: "usual"; text: string; note: string };

export const PERIOD_STATE_TEXTS = {
  usual: "Horaires habituels",
  usualSingleNote: "Horaires habituels\u00a0: vos horaires de la semaine s'appliquent ce jour-là, tant qu'aucun horaire n'est saisi.",
  usualRangeNote: "Vos horaires de la semaine s'appliquent sur ces dates\u00a0: rien ne change pour vos clients.",
} as const;

/**
 * The state of EVERY period in the list, as the public pages apply it (`periodEffect`): 'Fermé';
 * a single day's 'HH:MM - HH:MM' (or the spec's 'Horaires à définir', with a note that the weekly
 * hours apply meanwhile); a range's week, grouped; or, for a range that changes nothing,
 * 'Horaires habituels' and why.
 */
export function periodListState(period: AdminPeriod): PeriodListState {
  const effect = periodEffect(period);
  switch (effect.kind) {
    case "closed":
      return { kind: "closed", text: CLOSED_TEXT };
    case "hours":
      return effect;
    case "week":
      return effect;
    case "usual":
      return period.isSingleDay || period.startDate === period.endDate
        ? { kind: "usual", text: UNDEFINED_HOURS_TEXT, note: PERIOD_STATE_TEXTS.usualSingleNote }
        : { kind: "usual", text: PERIOD_STATE_TEXTS.usual, note: PERIOD_STATE_TEXTS.usualRangeNote };
  }
}
