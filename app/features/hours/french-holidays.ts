import { addDays } from "~/lib/calendar";

/**
 * French public holidays (metropolitan France, Code du travail L3133-1): eight fixed dates and
 * three tied to Easter. Pure calendar arithmetic on 'YYYY-MM-DD' strings, no clock.
 */
export type PublicHoliday = { date: string; name: string };

const FIXED: readonly (readonly [month: number, day: number, name: string])[] = [
  [1, 1, "Jour de l'an"],
  [5, 1, "Fête du Travail"],
  [5, 8, "Victoire 1945"],
  [7, 14, "Fête nationale"],
  [8, 15, "Assomption"],
  [11, 1, "Toussaint"],
  [11, 11, "Armistice 1918"],
  [12, 25, "Noël"],
];

const pad = (n: number) => String(n).padStart(2, "0");

/** Easter Sunday of the Gregorian calendar (anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
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
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The eleven holidays of a year, by date. */
export function frenchHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const list: PublicHoliday[] = [
    ...FIXED.map(([month, day, name]) => ({ date: `${year}-${pad(month)}-${pad(day)}`, name })),
    { date: addDays(easter, 1), name: "Lundi de Pâques" },
    { date: addDays(easter, 39), name: "Ascension" },
    { date: addDays(easter, 50), name: "Lundi de Pentecôte" },
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

/** Holidays from `today` (inclusive, the site's local date) to the same day a year later (exclusive). */
export function upcomingHolidays(today: string): PublicHoliday[] {
  const year = Number(today.slice(0, 4));
  const end = `${year + 1}${today.slice(4)}`;
  return [...frenchHolidays(year), ...frenchHolidays(year + 1)].filter((h) => h.date >= today && h.date < end);
}
