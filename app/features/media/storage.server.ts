/**
 * Where processed images live: the local disk (default, DATA_DIR/media, served at /media by
 * server/http-app.ts) or an S3-compatible bucket when the S3_* variables are set (ADR 010).
 * Keys are `<bucket>/<timestamp>-<random>_<width>x<height>.webp`, with width variants next to them
 * (`….w400.webp`, ADR 010); a stored object is never overwritten, so every URL can be cached for a
 * year.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Config, S3Config } from "~/lib/config.server";
import { MEDIA_BUCKETS, type MediaBucket } from "~/features/media/media-rules";
import { imageFile } from "~/features/media/focal-point";
import { mainOfVariant, sizedStem, sizeInName, VARIANT_WIDTHS, variantPath, variantWidthsFor, type ImageSize } from "~/features/media/responsive-image";

export type StoredMedia = { key: string; url: string; lastModified: Date };

export type MediaStorage = {
  readonly kind: "local" | "s3";
  /** Stores a new object (never replaces one) and returns its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
  /**
   * Removes the object behind one of our URLs, and its width variants when it is a main image;
   * anything else (external URLs) is left alone.
   */
  delete(url: string): Promise<void>;
  /** The bytes of one stored object (the variants command reads main images back). */
  read(key: string): Promise<Buffer>;
  /** True for a URL this storage handed out (so its object may be deleted). */
  isOurs(url: string): boolean;
  /**
   * For one of our URLs (a focal point allowed), whether the store holds every file a page names
   * for it: the main file and the copies of its srcset. True for any other address (nothing to
   * say about it). An unreadable file counts as missing (local disk); an S3 failure throws.
   */
  holdsImage(url: string): Promise<boolean>;
  /** Every stored object of the media buckets, for the cleanup command. */
  list(): AsyncIterable<StoredMedia>;
  /** The bytes of one stored object, or null when there is none (any other failure throws). */
  readIfStored(key: string): Promise<Buffer | null>;
  /** The keys that start with `prefix` (`<folder>/<start of a name>`), in any order. */
  listKeys(prefix: string): AsyncIterable<string>;
  /** Removes the object of this key, and only it; a missing one is no error. */
  remove(key: string): Promise<void>;
  /**
   * Free bytes of the volume that holds the files, for an unprivileged process (statfs `bavail`):
   * what the disk reserve of uploads checks. Null when it cannot be known (S3).
   */
  freeBytes(): Promise<number | null>;
};

export const CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Folders of objects the server draws itself, beside the upload buckets: the share
 * cards, one per page and content version. Nothing is uploaded to them, and `list()` (the cleanup
 * and the variants commands) never sees them: their owner keeps them in step.
 */
export const GENERATED_FOLDERS = ["share-cards"] as const;

const FOLDERS = [...MEDIA_BUCKETS, ...GENERATED_FOLDERS].join("|");
/**
 * `<bucket>/<name>[.w<width>].<ext>`: no dot-files, no sub-folders, nothing that could climb out
 * of a bucket.
 */
const KEY = new RegExp(`^(?:${FOLDERS})/[A-Za-z0-9][A-Za-z0-9_-]*(?:\\.w[0-9]{2,4})?\\.[a-z0-9]{2,5}$`);
/** `<folder>/<start of a name>`: what `listKeys` may be asked for. */
const KEY_PREFIX = new RegExp(`^(?:${FOLDERS})/[A-Za-z0-9_-]*$`);

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * A fresh key: the spec's timestamp and random text, 64 random bits so two uploads never meet,
 * and the picture's size when known (ADR 010: pages read it to write srcset and width/height).
 */
export function newMediaKey(bucket: MediaBucket, size?: ImageSize): string {
  const stem = `${Date.now()}-${randomBytes(8).toString("hex")}`;
  return `${bucket}/${size ? sizedStem(stem, size) : stem}.webp`;
}

/** The key and, for a main image, the keys its width variants may have. */
export function keysOfImage(key: string): string[] {
  return mainOfVariant(key) === null ? [key, ...VARIANT_WIDTHS.map((w) => variantPath(key, w))] : [key];
}

/** The keys a page names for the image at `key`: the main file and the copies its srcset lists. */
function keysShownFor(key: string): string[] {
  const size = sizeInName(key);
  return size ? [key, ...variantWidthsFor(size.width).map((w) => variantPath(key, w))] : [key];
}

/** `holdsImage` of a storage, from its URL → key mapping and its check of one key. */
function holdsImageWith(keyOf: (url: string) => string | null, has: (key: string) => Promise<boolean>) {
  return async (url: string): Promise<boolean> => {
    const key = keyOf(imageFile(url));
    if (key === null || !isMediaKey(key)) return true;
    const held = await Promise.all(keysShownFor(key).map(has));
    return held.every(Boolean);
  };
}

export function createMediaStorage(config: Config): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, "media"));
}

function checkKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`clé de média invalide\u00a0: ${key}`);
}

function checkPrefix(prefix: string): void {
  if (!KEY_PREFIX.test(prefix)) throw new Error(`préfixe de média invalide\u00a0: ${prefix}`);
}

// ---------------------------------------------------------------------------------------------
// Local disk

export function createLocalStorage(root: string, urlPrefix = "/media"): MediaStorage {
  const keyOf = (url: string) => (url.startsWith(`${urlPrefix}/`) ? url.slice(urlPrefix.length + 1) : null);
  const isOurs = (url: string) => {
    const key = keyOf(url);
    return key !== null && isMediaKey(key);
  };

  return {
    kind: "local",
    isOurs,
    holdsImage: holdsImageWith(keyOf, (key) =>
      fs.access(path.join(root, key), fs.constants.R_OK).then(
        () => true,
        () => false,
      ),
    ),

    async put(key, body) {
      checkKey(key);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written whole under a dot-name (never served: /media denies dot-files), flushed, then
      // linked to its final name: readers never see half a file, and link() fails rather than
      // replace an existing object.
      const temporary = path.join(path.dirname(file), `.upload-${randomBytes(8).toString("hex")}`);
      try {
        const handle = await fs.open(temporary, "wx", 0o644);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.link(temporary, file);
      } finally {
        await fs.rm(temporary, { force: true });
      }
      return { url: `${urlPrefix}/${key}` };
    },

    async read(key) {
      checkKey(key);
      return fs.readFile(path.join(root, key));
    },

    async readIfStored(key) {
      checkKey(key);
      try {
        return await fs.readFile(path.join(root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },

    async *listKeys(prefix) {
      checkPrefix(prefix);
      const [folder, start] = prefix.split("/") as [string, string];
      let names: string[];
      try {
        names = await fs.readdir(path.join(root, folder));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
        throw err;
      }
      for (const name of names) if (name.startsWith(start) && isMediaKey(`${folder}/${name}`)) yield `${folder}/${name}`;
    },

    async remove(key) {
      checkKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },

    async delete(url) {
      const key = keyOf(url);
      if (key === null || !isMediaKey(key)) return;
      // Variants first: a main image left behind by a failure is still found by the sweep.
      for (const k of keysOfImage(key).reverse()) await fs.rm(path.join(root, k), { force: true });
    },

    async freeBytes() {
      // The folder appears with the first upload; its volume is the one it will be made on.
      await fs.mkdir(root, { recursive: true });
      const stats = await fs.statfs(root);
      return stats.bavail * stats.bsize;
    },

    async *list() {
      for (const bucket of MEDIA_BUCKETS) {
        let names: string[];
        try {
          names = await fs.readdir(path.join(root, bucket));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === "ENOENT") continue;
          throw err;
        }
        for (const name of names) {
          const key = `${bucket}/${name}`;
          if (!isMediaKey(key)) continue;
          const stat = await fs.stat(path.join(root, key)).catch(() => null);
          if (stat?.isFile()) yield { key, url: `${urlPrefix}/${key}`, lastModified: stat.mtime };
        }
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// S3-compatible bucket

export function createS3Storage(s3: S3Config): MediaStorage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // The SDK's default CRC32 checksum headers are refused by several S3-compatible services;
    // compute them only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const prefix = `${s3.publicUrl}/`;
  const keyOf = (url: string) => (url.startsWith(prefix) ? url.slice(prefix.length) : null);
  const isOurs = (url: string) => {
    const key = keyOf(url);
    return key !== null && isMediaKey(key);
  };

  return {
    kind: "s3",
    isOurs,
    holdsImage: holdsImageWith(keyOf, async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
        return true;
      } catch (err) {
        const name = (err as { name?: string }).name;
        if (name === "NotFound" || name === "NoSuchKey") return false;
        throw err;
      }
    }),

    async put(key, body, contentType) {
      checkKey(key);
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: CACHE_CONTROL }));
      return { url: `${prefix}${key}` };
    },

    async read(key) {
      checkKey(key);
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      if (!object.Body) throw new Error(`objet vide\u00a0: ${key}`);
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async readIfStored(key) {
      checkKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },

    async *listKeys(prefix) {
      checkPrefix(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key && isMediaKey(object.Key)) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },

    async delete(url) {
      const key = keyOf(url);
      if (key === null || !isMediaKey(key)) return;
      // Deleting a missing key succeeds in S3, so the variants a small image lacks cost nothing.
      for (const k of keysOfImage(key).reverse()) await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: k }));
    },

    async freeBytes() {
      return null;
    },

    async *list() {
      for (const bucket of MEDIA_BUCKETS) {
        let token: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${bucket}/`, ContinuationToken: token }));
          for (const object of page.Contents ?? []) {
            if (object.Key && isMediaKey(object.Key)) {
              yield { key: object.Key, url: `${prefix}${object.Key}`, lastModified: object.LastModified ?? new Date() };
            }
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      }
    },
  };
}
