/**
 * A calendar date ('2026-12-18', as date inputs and `date` columns give it) written the French
 * way: '18 décembre 2026', and '1er décembre 2026' for the first of a month (French typography).
 * The date itself, never shifted by a time zone.
 */
/**
 * `date` written by `format`, the first of a month as '1er' ('1er janvier 2027', '1er janv.'):
 * French typography, which Intl does not apply. A two-digit day ('01') stays as it is.
 */
export function formatFrench(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
}

const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** The French date of a valid 'YYYY-MM-DD', else null. */
export function frenchCalendarDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return formatFrench(longDate, date);
}

/** Free text that may be a calendar date (a quote's event date): the date in French, anything else as typed. */
export function frenchDateOrText(value: string): string {
  return frenchCalendarDate(value) ?? value;
}

/** '3 ans', '1 an', '6 mois', '18 mois': a duration in months, as a French sentence says it (retention periods). */
export function monthsText(months: number): string {
  if (months % 12 === 0) return months === 12 ? "1 an" : `${months / 12} ans`;
  return `${months} mois`;
}
