/**
 * Turns the demo's SVG pictures into WebP files on disk, as an upload would have: WebP quality
 * 85, longest side at most 1200 px, no metadata, a `<timestamp>-<random>.webp` name under
 * DATA_DIR/media/<bucket>/, served at /media/<bucket>/<file>. Nothing is downloaded.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { DEMO_PICTURES, type DemoPictureKey, type MediaBucket } from "./demo-illustrations";

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
      const { file, url } = await writePicture(dataDir, bucket, draw());
      files.push(file);
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

async function writePicture(dataDir: string, bucket: MediaBucket, svg: string): Promise<{ file: string; url: string }> {
  const webp = await sharp(Buffer.from(svg))
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
    // effort 2 (default 4) halves the encoding time, the seed's main cost, for ~4 % larger files.
    .webp({ quality: WEBP_QUALITY, effort: 2 })
    .toBuffer();
  const name = `${Date.now()}-${randomBytes(8).toString("hex")}.webp`;
  const file = path.join(dataDir, "media", bucket, name);
  await fs.writeFile(file, webp, { flag: "wx" });
  return { file, url: `/media/${bucket}/${name}` };
}

export async function removeFiles(files: string[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f, { force: true }).catch(() => undefined)));
}

/** The file behind a /media URL of one of the buckets, or null for anything else (external URLs, odd paths). */
export function mediaFileOf(dataDir: string, url: string): string | null {
  const match = MEDIA_URL.exec(url);
  return match ? path.join(dataDir, "media", match[1], match[2]) : null;
}
