import { formatFrench } from "~/lib/french-date";

/** Ratings are 1 to 5 stars, 5 by default; anything else is brought into range. */
export function clampRating(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return 5;
  return Math.min(5, Math.max(1, Math.round(rating)));
}

/** The accessible name of a star rating: '1 étoile sur 5', '4 étoiles sur 5'. */
export function starsLabel(rating: number): string {
  const n = clampRating(rating);
  return `${n} ${n > 1 ? "étoiles" : "étoile"} sur 5`;
}

/** The stored initials, or ones taken from the name ('Marie Dupont' → 'MD') when they are blank. */
export function initialsFor(customerName: string, storedInitials: string | null | undefined): string {
  const stored = storedInitials?.trim();
  if (stored) return stored.slice(0, 4).toUpperCase();
  const words = customerName
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return letters
    .map((w) => Array.from(w)[0] ?? "")
    .join("")
    .toUpperCase();
}

/**
 * A review's two dates in a language (`locale`, 'fr-FR' in the back-office): the day it was
 * published ('12 novembre 2026', in Paris time; from an ISO timestamp) and the month of the
 * experience ('mars 2026'; from its first day, '2026-03-01'). Null when the value cannot be read.
 */
export function reviewDay(iso: string, locale: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
  return locale.startsWith("fr") ? formatFrench(format, date) : format.format(date);
}

export function reviewMonth(firstDay: string | null, locale: string): string | null {
  const match = firstDay ? /^(\d{4})-(\d{2})/.exec(firstDay) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
