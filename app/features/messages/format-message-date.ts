/**
 * Message dates as 'dd MMMM yyyy à HH:mm' in French, e.g.
 * '05 mars 2026 à 14:07', in the site's time zone — never the server's or the browser's, so the
 * server render and the hydrated page print the same text.
 */
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("fr-FR", {
      timeZone,
      day: "2-digit",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** '05 mars 2026 à 14:07'; '—' for an unreadable date; an unknown zone falls back to Paris. */
export function formatMessageDate(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  // Built from parts: the locale's own pattern ('5 mars 2026 à 14:07') may change between ICU
  // versions, the spec's pattern may not.
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} à ${parts.hour}:${parts.minute}`;
}
