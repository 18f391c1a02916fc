import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import { formatFrench } from "~/lib/french-date";

// Dates in the back-office are French and in Paris time, on the server and in
// the browser alike, so server rendering and hydration print the same text.
const mediumDate = new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: DEFAULT_TIME_ZONE });

/** '12 mars 2026' from an ISO timestamp; '—' when it cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : formatFrench(mediumDate, date);
}
