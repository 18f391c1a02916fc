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
