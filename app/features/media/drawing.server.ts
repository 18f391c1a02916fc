import sharp from "sharp";
import type { RequestContext } from "~/context";
import { imageFile, type FocalPoint } from "~/features/media/focal-point";
import { mediaKeyInUrl } from "~/features/media/media-cleanup.server";

/**
 * What the images the server draws itself share (the share cards, the square posts): the font,
 * the site's colours made safe for SVG, text cut into lines, a photo cropped around its focal
 * point, our own stored photos read back, and a bounded memory of what was drawn.
 *
 * Text is SVG composited by sharp (librsvg through fontconfig): the site's web fonts are WOFF2
 * files fontconfig does not read, so drawings use the system's sans-serif (DejaVu Sans /
 * Liberation Sans on our images).
 */

export const DRAWING_FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

const HEX = /^#[0-9a-f]{6}$/i;

export type DrawingColors = { primary: string; secondary: string; accent: string };

/** The site's three colours as written into SVG: a stored value that is not a plain hex colour gets the default. */
export function drawingColors(colors: DrawingColors): DrawingColors {
  return {
    primary: HEX.test(colors.primary) ? colors.primary : "#4CAF50",
    secondary: HEX.test(colors.secondary) ? colors.secondary : "#2e7d32",
    accent: HEX.test(colors.accent) ? colors.accent : "#81C784",
  };
}

/**
 * Up to `maxLines` lines of at most `perLine` characters, cut at spaces (never at a no-break
 * space: 'Dégustation\u00a0:' stays together); the last one ends with '…' when text is left.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text
    .replace(/[ \t\r\n]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (lines.length === maxLines) break;
  }
  if (current && lines.length < maxLines) lines.push(current);
  if (lines.length > maxLines || (lines.length === maxLines && lines.join(" ").length < words.join(" ").length)) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1]!;
    kept[maxLines - 1] = last.length >= perLine ? `${last.slice(0, perLine - 1)}…` : `${last}…`;
    return kept;
  }
  return lines;
}

/** How many characters of bold sans-serif fit in `width` pixels at `size` (an average glyph is about 0.6 em wide). */
export function charsPerLine(width: number, size: number): number {
  return Math.max(4, Math.floor(width / (size * 0.6)));
}

/**
 * The largest of `sizes` (largest first) at which `text` holds in `maxLines` lines of `width`
 * pixels without being cut; else the smallest, cut with '…'.
 */
export function fitText(text: string, width: number, sizes: readonly number[], maxLines: number): { size: number; lines: string[] } {
  const clean = text.replace(/[ \t\r\n]+/g, " ").trim();
  for (const size of sizes) {
    const lines = wrapText(clean, charsPerLine(width, size), maxLines);
    if (!lines.some((line) => line.endsWith("…")) || lines.join(" ") === clean) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  return { size, lines: wrapText(clean, charsPerLine(width, size), maxLines) };
}

/**
 * About how wide `text` is in bold sans-serif at `size` (DejaVu Sans Bold's widths, roughly):
 * spaces and punctuation narrow, capitals and digits wide. For boxes drawn around a text.
 */
export function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const char of text) {
    if (/[\s.,:;'’/|!()-]/u.test(char)) ems += 0.38;
    else if (/[\p{Lu}\d€%]/u.test(char)) ems += 0.74;
    else ems += 0.64;
  }
  return Math.round(ems * size);
}

/** The photo scaled to cover `width`×`height`, the focal point kept in view. */
export async function coverCrop(bytes: Buffer, focus: FocalPoint | null, width: number, height: number): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
  const meta = await image.metadata();
  const sourceWidth = meta.autoOrient?.width ?? meta.width ?? width;
  const sourceHeight = meta.autoOrient?.height ?? meta.height ?? height;
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const rw = Math.max(width, Math.round(sourceWidth * scale));
  const rh = Math.max(height, Math.round(sourceHeight * scale));
  const fx = (focus?.x ?? 50) / 100;
  const fy = (focus?.y ?? 50) / 100;
  const left = Math.min(rw - width, Math.max(0, Math.round(fx * rw - width / 2)));
  const top = Math.min(rh - height, Math.max(0, Math.round(fy * rh - height / 2)));
  return image.resize(rw, rh).extract({ left, top, width, height }).toBuffer();
}

/** The bytes of one of our stored images (an address of the media storage, a focal point allowed), or null. */
export async function readStoredImage(context: Pick<RequestContext, "media" | "logger">, url: string | null): Promise<Buffer | null> {
  const file = url ? imageFile(url) : null;
  if (!file || !context.media.isOurs(file)) return null; // A pasted web address is never fetched by the server.
  const key = mediaKeyInUrl(file);
  if (!key) return null;
  try {
    return await context.media.read(key);
  } catch (err) {
    context.logger.warn({ err, url: file }, "drawing: the photo could not be read");
    return null;
  }
}

/**
 * Drawn images, in memory with a bound (ADR 028): an image is a few tens of KB; a key names its
 * content version, so an entry is never stale, only unused. Least recently used goes first; one
 * drawing per key at a time.
 */
export class DrawnImageCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const job = make()
      .then((image) => {
        this.store(key, image);
        return image;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, image: Buffer): void {
    this.entries.set(key, image);
    this.bytes += image.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes || oldKey === key) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
