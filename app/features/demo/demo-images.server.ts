/**
 * Turns the demo's SVG pictures into WebP files on disk, as an upload would have: WebP quality
 * 85, longest side at most 1200 px, no metadata, a `<timestamp>-<random>_<w>x<h>.webp` name under
 * DATA_DIR/media/<bucket>/, served at /media/<bucket>/<file>, with its 400 and 800 px wide
 * variants next to it (ADR 010). Nothing is downloaded.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { makeWidthVariants } from "~/features/media/process-image.server";
import { sizedStem, VARIANT_WIDTHS, variantPath } from "~/features/media/responsive-image";
import { DEMO_PICTURES, type DemoPictureKey, type MediaBucket } from "~/features/demo/demo-illustrations";

const MAX_SIDE = 1200;
const WEBP_QUALITY = 85;
const MEDIA_URL = /^\/media\/(about-images|hero-images|highlight-images|product-images|map-images|logos)\/([A-Za-z0-9_-]+\.webp)$/;

export type RenderedPictures = {
  urls: Map<DemoPictureKey, string>;
  /** Absolute paths of the files written, to remove them if the seed fails. */
  files: string[];
};

/** Renders the given pictures with a small concurrency limit (sharp itself is multi-threaded). */
export async function renderDemoPictures(dataDir: string, keys: Iterable<DemoPictureKey>): Promise<RenderedPictures> {
  const unique = [...new Set(keys)];
  const urls = new Map<DemoPictureKey, string>();
  const files: string[] = [];
  const buckets = new Set(unique.map((k) => DEMO_PICTURES[k].bucket));
  await Promise.all([...buckets].map((b) => fs.mkdir(path.join(dataDir, "media", b), { recursive: true })));

  const concurrency = Math.min(4, Math.max(2, os.availableParallelism()));
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const key = unique[next++];
      const { bucket, draw } = DEMO_PICTURES[key];
      const { url } = await writePicture(dataDir, bucket, draw(), files);
      urls.set(key, url);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
  } catch (err) {
    await removeFiles(files);
    throw err;
  }
  return { urls, files };
}

/** Writes one picture and its width variants; every file written is pushed on `files` at once. */
async function writePicture(dataDir: string, bucket: MediaBucket, svg: string, files: string[]): Promise<{ url: string }> {
  const { data: webp, info } = await sharp(Buffer.from(svg))
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
    // effort 2 (default 4) halves the encoding time, the seed's main cost, for ~4 % larger files.
    .webp({ quality: WEBP_QUALITY, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  const name = `${sizedStem(`${Date.now()}-${randomBytes(8).toString("hex")}`, info)}.webp`;
  const file = path.join(dataDir, "media", bucket, name);
  // Variants before the main file, as an upload does.
  for (const variant of await makeWidthVariants(webp, info.width)) {
    const variantFile = variantPath(file, variant.width);
    files.push(variantFile);
    await fs.writeFile(variantFile, variant.webp, { flag: "wx" });
  }
  files.push(file);
  await fs.writeFile(file, webp, { flag: "wx" });
  return { url: `/media/${bucket}/${name}` };
}

export async function removeFiles(files: string[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f, { force: true }).catch(() => undefined)));
}

/**
 * The files behind a /media URL of one of the buckets (the image and the names its width variants
 * may have), or none for anything else (external URLs, odd paths).
 */
export function mediaFilesOf(dataDir: string, url: string): string[] {
  const match = MEDIA_URL.exec(url);
  if (!match) return [];
  const file = path.join(dataDir, "media", match[1], match[2]);
  return [file, ...VARIANT_WIDTHS.map((w) => variantPath(file, w))];
}
