/**
 * A focal point per image: the spot, in percent of the picture's width and height,
 * that stays in view where a page crops the picture to a fixed shape (`object-fit: cover`). It
 * travels with the image's address, as its fragment — `/media/…/x.webp#focus=30,70` — so every
 * column that holds an image, every copy of an address (a product takes its first variant's) and
 * every page that shows one carry it without a column of their own; a fragment is never sent to
 * the server, so the file and its caching are unchanged (ADR 023). No fragment: the centre.
 */
export type FocalPoint = { x: number; y: number };

export const CENTRE: FocalPoint = { x: 50, y: 50 };

const FOCUS_FRAGMENT = /#focus=(\d{1,3}),(\d{1,3})$/;

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/** The file's address (without our fragment) and the focal point it carries, if any. */
export function splitFocalPoint(url: string): { file: string; focus: FocalPoint | null } {
  const match = FOCUS_FRAGMENT.exec(url);
  if (!match) return { file: url, focus: null };
  const x = Number(match[1]);
  const y = Number(match[2]);
  const file = url.slice(0, match.index);
  return x <= 100 && y <= 100 ? { file, focus: { x, y } } : { file, focus: null };
}

/** The address without any fragment: what the storage and the media sweep know. */
export function imageFile(url: string): string {
  const hash = url.indexOf("#");
  return hash < 0 ? url : url.slice(0, hash);
}

/** The address with this focal point; the centre (or none) is written as no fragment at all. */
export function withFocalPoint(url: string, focus: FocalPoint | null): string {
  const file = imageFile(url);
  if (!focus) return file;
  const x = clamp(focus.x);
  const y = clamp(focus.y);
  return x === CENTRE.x && y === CENTRE.y ? file : `${file}#focus=${x},${y}`;
}

/** The CSS `object-position` of a focal point ("30% 70%"), or undefined for the centre. */
export function objectPosition(focus: FocalPoint | null): string | undefined {
  return focus && (focus.x !== CENTRE.x || focus.y !== CENTRE.y) ? `${focus.x}% ${focus.y}%` : undefined;
}
