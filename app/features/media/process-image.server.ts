/**
 * Turns an uploaded image into the one format we store (DESIGN.md "Images"):
 * EXIF orientation applied, longest side at most 1200 px, WebP quality 85, no metadata.
 * Decoding is bounded: a pixel limit refuses decompression bombs from their header, `failOn`
 * refuses truncated files, and only the first frame of an animation is ever decoded.
 */
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { detectImageKind, type ImageKind } from "~/features/media/image-signature";
import { UPLOAD_MESSAGES } from "~/features/media/media-rules";
import { variantWidthsFor, type ImageSize } from "~/features/media/responsive-image";

export const MAX_SIDE = 1200;
export const WEBP_QUALITY = 85;
/** 40 megapixels: more than any phone camera (a 48 MP sensor saves 12 MP photos by default). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** A refusal with the French message and HTTP status the upload endpoint answers with. */
export class ImageRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ImageRejected";
  }
}

const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  failOn: "error",
  // Only the first frame: a 1000-frame GIF costs what a still image costs.
  pages: 1,
  page: 0,
  animated: false,
  sequentialRead: true,
};

/** sharp's name for each signature we accept (AVIF is HEIF with AV1 compression). */
const SHARP_FORMAT: Record<ImageKind, string> = { jpeg: "jpeg", png: "png", gif: "gif", webp: "webp", avif: "heif" };

// Each decode may hold tens of MB: a few at a time per process keeps memory flat under a burst.
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const isPixelLimitError = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/** The main WebP, its size, and its narrower copies (ADR 010). */
export type ProcessedImage = ImageSize & { webp: Buffer; variants: WidthVariant[] };
export type WidthVariant = { width: number; webp: Buffer };

/**
 * The 400 and 800 px wide copies of a main WebP, for those narrower than it. Made from the main
 * image (a 1200 px WebP decodes in a few milliseconds), with the same quality and no metadata.
 */
export async function makeWidthVariants(main: Buffer, width: number): Promise<WidthVariant[]> {
  return Promise.all(
    variantWidthsFor(width).map(async (w) => ({ width: w, webp: await sharp(main).resize({ width: w }).webp({ quality: WEBP_QUALITY }).toBuffer() })),
  );
}

/** The WebP to store with its variants, or an ImageRejected (`minSide`: the logos' 40 px). */
export async function processImage(input: Buffer, { minSide }: { minSide?: number } = {}): Promise<ProcessedImage> {
  const kind = detectImageKind(input);
  if (!kind) throw new ImageRejected(400, UPLOAD_MESSAGES.notAnImageFile);

  return withSlot(async () => {
    // The header alone: dimensions are known before a single pixel is decoded.
    let meta: Metadata;
    try {
      meta = await sharp(input, INPUT_OPTIONS).metadata();
    } catch (err) {
      throw new ImageRejected(400, isPixelLimitError(err) ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.notAnImage);
    }
    if (meta.format !== SHARP_FORMAT[kind] || (kind === "avif" && meta.compression !== "av1")) {
      throw new ImageRejected(400, UPLOAD_MESSAGES.notAnImage);
    }
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width <= 0 || height <= 0) throw new ImageRejected(400, UPLOAD_MESSAGES.notAnImage);
    if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected(400, UPLOAD_MESSAGES.tooManyPixels);
    if (minSide !== undefined && Math.min(width, height) < minSide) throw new ImageRejected(400, UPLOAD_MESSAGES.logoTooSmall);

    try {
      // sharp writes no metadata unless asked (no withMetadata/keepExif here): EXIF, GPS, XMP and
      // ICC are dropped, after rotate() has used the orientation tag.
      const { data, info } = await sharp(input, INPUT_OPTIONS)
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { webp: data, width: info.width, height: info.height, variants: await makeWidthVariants(data, info.width) };
    } catch (err) {
      throw new ImageRejected(400, isPixelLimitError(err) ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.processingFailed);
    }
  });
}
