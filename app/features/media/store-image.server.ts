/**
 * Stores a processed image and its width variants through the storage driver (ADR 010). The
 * variants are written before the main image: once a page can see the main URL (it is only
 * handed out afterwards), every copy its srcset names exists.
 */
import type { MediaBucket } from "~/features/media/media-rules";
import type { ProcessedImage } from "~/features/media/process-image.server";
import { variantPath } from "~/features/media/responsive-image";
import { newMediaKey, type MediaStorage } from "~/features/media/storage.server";

/** The key a processed image will be stored under: known before the files, so its row can be. */
export function keyForImage(bucket: MediaBucket, image: ProcessedImage): string {
  return newMediaKey(bucket, { width: image.width, height: image.height });
}

/** Bytes the image takes once stored: the main WebP and its width copies. */
export function storedBytes(image: ProcessedImage): number {
  return image.webp.length + image.variants.reduce((sum, variant) => sum + variant.webp.length, 0);
}

export async function storeImage(media: MediaStorage, key: string, image: ProcessedImage): Promise<{ key: string; url: string }> {
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      written.push((await media.put(variantPath(key, variant.width), variant.webp, "image/webp")).url);
    }
    const { url } = await media.put(key, image.webp, "image/webp");
    return { key, url };
  } catch (err) {
    // Not worth a second error: the sweep (media:cleanup) removes what is left.
    await Promise.all(written.map((url) => media.delete(url).catch(() => undefined)));
    throw err;
  }
}
