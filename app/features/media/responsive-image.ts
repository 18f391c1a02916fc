/**
 * Responsive images (ADR 010). Every stored image has a main file of at most 1200 px,
 * `<bucket>/<timestamp>-<random>_<width>x<height>.webp`, and narrower copies of it next to it,
 * `…_<width>x<height>.w400.webp` and `.w800.webp` (only the widths below the main one). The
 * name alone tells the page which copies exist and the picture's intrinsic size, so a page can
 * write `srcset`, `sizes`, `width` and `height` without a query or a request to the storage.
 *
 * Shared by the server (upload, variants command, cleanup) and the public components: no
 * server-only import here.
 */
import { objectPosition, splitFocalPoint } from "~/features/media/focal-point";

/** The widths written next to each stored image, when narrower than it. */
export const VARIANT_WIDTHS = [400, 800] as const;

export type ImageSize = { width: number; height: number };

/** `<timestamp>-<random>_<w>x<h>`: the part of a new upload's name before `.webp`. */
const SIZED_NAME = /^(\d{10,16}-[0-9a-f]{8,32})_([1-9]\d{0,4})x([1-9]\d{0,4})$/;
/** A media URL (local `/media/…` or an absolute storage URL) of a sized main image. */
const SIZED_URL =
  /^(?:\/media\/|https?:\/\/[^\s?#]+\/)(?:about-images|hero-images|highlight-images|product-images|map-images|logos)\/(\d{10,16}-[0-9a-f]{8,32}_([1-9]\d{0,4})x([1-9]\d{0,4}))\.webp$/;
/** `.w400` before the extension: a width variant. */
const VARIANT_SUFFIX = /\.w(\d{2,4})(\.[a-z0-9]{2,5})$/;

/** The name of a main image of this size: `<stem>_<w>x<h>` (the caller adds `.webp`). */
export function sizedStem(stem: string, size: ImageSize): string {
  return `${stem}_${size.width}x${size.height}`;
}

/** The widths of the variants stored for a main image this wide. */
export function variantWidthsFor(width: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w < width);
}

/** `…/x_1200x800.webp` → `…/x_1200x800.w400.webp` (works on keys and URLs alike). */
export function variantPath(mainPathOrUrl: string, width: number): string {
  return mainPathOrUrl.replace(/(\.[a-z0-9]{2,5})$/, `.w${width}$1`);
}

/** The main key or URL a variant belongs to, or null when this is not a variant. */
export function mainOfVariant(pathOrUrl: string): string | null {
  return VARIANT_SUFFIX.test(pathOrUrl) ? pathOrUrl.replace(VARIANT_SUFFIX, "$2") : null;
}

/** The intrinsic size a stored name carries (`…_1200x800.webp`), or null (older names, external URLs). */
export function sizeInName(nameOrKey: string): ImageSize | null {
  const base = nameOrKey.slice(nameOrKey.lastIndexOf("/") + 1).replace(/\.webp$/, "");
  const match = SIZED_NAME.exec(base);
  return match ? { width: Number(match[2]), height: Number(match[3]) } : null;
}

/** The intrinsic size of one of our stored images from its URL alone, or null. */
export function storedImageSize(url: string | null | undefined): ImageSize | null {
  const match = url ? SIZED_URL.exec(splitFocalPoint(url).file) : null;
  return match ? { width: Number(match[2]), height: Number(match[3]) } : null;
}

/**
 * How wide the picture is shown, as `sizes` entries: a media condition (or null for the last,
 * default entry), a CSS length — the layout's slot width, the box the picture fills — and, when
 * the box's shape changes at that size, its width / height for `cover` (see `coverBox`).
 */
export type SlotSizes = ReadonlyArray<readonly [media: string | null, length: string, coverBox?: number]>;

export type ResponsiveImage = {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** The picture's intrinsic size, when its name tells it. */
  width?: number;
  height?: number;
  /** The focal point the address carries (ADR 023), for a picture cropped to its box. */
  style?: { objectPosition: string };
};

type Options = {
  sizes: SlotSizes;
  /**
   * Width / height of the box when the picture fills it with `object-fit: cover`: a picture
   * wider than its box is scaled to the box's height, so it is shown wider than the slot and
   * `sizes` grows by that factor. Leave out for `contain` or a box that follows the picture.
   */
  coverBox?: number;
};

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * `src`, `srcset`, `sizes`, the intrinsic size and the focal point's `object-position` for one
 * image URL (its `#focus=` fragment is taken off the `src`). Only our stored images with a
 * sized name get a `srcset` (their variants exist by construction); anything else — a pasted
 * external address, an image stored before variants existed — is returned as a plain `src`.
 */
export function responsiveImage(address: string, { sizes, coverBox }: Options): ResponsiveImage {
  const { file: url, focus } = splitFocalPoint(address);
  const position = objectPosition(focus);
  const style = position ? { style: { objectPosition: position } } : {};
  const size = storedImageSize(url);
  if (!size) return { src: url, ...style };
  const widths = variantWidthsFor(size.width);
  if (widths.length === 0) return { src: url, width: size.width, height: size.height, ...style };
  const srcSet = [...widths.map((w) => `${variantPath(url, w)} ${w}w`), `${url} ${size.width}w`].join(", ");
  const scaled = (length: string, box: number | undefined) => {
    const factor = box ? Math.max(1, size.width / size.height / box) : 1;
    return factor > 1.01 ? `calc(${length} * ${round(factor)})` : length;
  };
  const sizesAttr = sizes.map(([media, length, box = coverBox]) => (media ? `${media} ${scaled(length, box)}` : scaled(length, box))).join(", ");
  return { src: url, srcSet, sizes: sizesAttr, width: size.width, height: size.height, ...style };
}
