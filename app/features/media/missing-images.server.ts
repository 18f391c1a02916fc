import type { MediaStorage } from "~/features/media/storage.server";

/** What a public page's loader adds to its data: the image addresses the media store lacks. */
export type MissingImages = { missingImages: string[] };

/**
 * The addresses of our stored images, anywhere in a loader's data, that the media store does not
 * hold whole (the main file or a copy its srcset names is gone or unreadable). The public pages run
 * no script to notice a broken image (ADR 046): the server decides, and the page draws those as the
 * placeholder (`shownImage`).
 */
export async function missingImages(media: MediaStorage, data: unknown): Promise<string[]> {
  const urls = new Set<string>();
  collectImageUrls(media, data, urls, 0);
  const held = await Promise.all([...urls].map(async (url) => ({ url, held: await media.holdsImage(url) })));
  return held.filter((image) => !image.held).map((image) => image.url);
}

/** The loader's data with its `missingImages`. */
export async function withMissingImages<T extends object>(media: MediaStorage, data: T): Promise<T & MissingImages> {
  return { ...data, missingImages: await missingImages(media, data) };
}

/** Loader data is a tree of plain values: a few levels are enough (site → partners → images). */
const MAX_DEPTH = 8;

function collectImageUrls(media: MediaStorage, value: unknown, into: Set<string>, depth: number): void {
  if (typeof value === "string") {
    if (media.isOurs(value.split("#")[0]!)) into.add(value);
    return;
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object" || value instanceof Date) return;
  for (const item of Array.isArray(value) ? value : Object.values(value)) collectImageUrls(media, item, into, depth + 1);
}
