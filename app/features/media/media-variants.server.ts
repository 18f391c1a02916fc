/**
 * `npm run media:variants` (ADR 010): gives every stored image the width variants an upload
 * makes today. Idempotent: what exists is kept, so a second run writes nothing.
 *
 * - A main image with a sized name (`…_1200x800.webp`) gets its missing `.w400`/`.w800` copies.
 * - An image stored before sizes were in names (`<timestamp>-<random>.webp`) cannot get a srcset
 *   from its URL: when some row refers to it, it is copied once under a sized name with its
 *   variants, and the rows are pointed at the copy. The old file is then referenced by nothing, and
 *   `npm run media:cleanup` removes it (pages still cached with the old URL keep working until
 *   then).
 */
import sharp from "sharp";
import { sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { IMAGE_COLUMNS } from "~/features/media/media-cleanup.server";
import { isMediaBucket } from "~/features/media/media-rules";
import { makeWidthVariants } from "~/features/media/process-image.server";
import { mainOfVariant, sizedStem, sizeInName, variantPath, variantWidthsFor } from "~/features/media/responsive-image";
import type { StoredMedia } from "~/features/media/storage.server";

export type VariantsReport = {
  /** Main images looked at. */
  images: number;
  /** Variant files written (or that would be, with dryRun). */
  written: string[];
  /** Older images copied under a sized name: old key → new key. */
  renamed: Array<{ from: string; to: string; rows: number }>;
  /** Images that could not be read or decoded, with the reason (left as they are). */
  failed: Array<{ key: string; reason: string }>;
};

const LEGACY_NAME = /^(\d{10,16}-[0-9a-f]{8,32})\.webp$/;

export async function generateMissingVariants(
  services: Pick<AppServices, "db" | "media" | "logger">,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<VariantsReport> {
  const report: VariantsReport = { images: 0, written: [], renamed: [], failed: [] };
  const objects: StoredMedia[] = [];
  for await (const object of services.media.list()) objects.push(object);
  const present = new Set(objects.map((o) => o.key));

  for (const { key } of objects) {
    if (mainOfVariant(key) !== null) continue;
    report.images++;
    try {
      const size = sizeInName(key);
      if (size) {
        const missing = variantWidthsFor(size.width).filter((w) => !present.has(variantPath(key, w)));
        if (missing.length === 0) continue;
        const main = await services.media.read(key);
        for (const variant of await makeWidthVariants(main, size.width)) {
          const variantKey = variantPath(key, variant.width);
          if (!missing.includes(variant.width)) continue;
          if (!dryRun) await services.media.put(variantKey, variant.webp, "image/webp");
          report.written.push(variantKey);
        }
        continue;
      }
      const [bucket, name] = key.split("/");
      const legacy = LEGACY_NAME.exec(name);
      if (!legacy || !isMediaBucket(bucket)) continue;
      const renamed = await copyUnderSizedName(services, key, bucket, legacy[1], present, dryRun);
      if (renamed) {
        report.renamed.push(renamed.entry);
        report.written.push(...renamed.variants);
      }
    } catch (err) {
      report.failed.push({ key, reason: err instanceof Error ? err.message : String(err) });
      services.logger.warn({ err, key }, "could not make the width variants of an image");
    }
  }
  return report;
}

async function copyUnderSizedName(
  services: Pick<AppServices, "db" | "media">,
  key: string,
  bucket: string,
  stem: string,
  present: Set<string>,
  dryRun: boolean,
): Promise<{ entry: { from: string; to: string; rows: number }; variants: string[] } | null> {
  // Referenced by nothing (an orphan, or already moved by an earlier run): left to the cleanup.
  if ((await countReferences(services, key)) === 0) return null;
  const main = await services.media.read(key);
  const { width, height } = await sharp(main).metadata();
  if (!width || !height) throw new Error("taille illisible");
  const sizedKey = `${bucket}/${sizedStem(stem, { width, height })}.webp`;
  const variants: string[] = [];
  if (!dryRun) {
    // Variants first, then the main copy (same order as an upload); any of them may exist from
    // an interrupted earlier run.
    for (const variant of await makeWidthVariants(main, width)) {
      const variantKey = variantPath(sizedKey, variant.width);
      if (present.has(variantKey)) continue;
      await services.media.put(variantKey, variant.webp, "image/webp");
      variants.push(variantKey);
    }
    if (!present.has(sizedKey)) await services.media.put(sizedKey, main, "image/webp");
  } else {
    variants.push(...variantWidthsFor(width).map((w) => variantPath(sizedKey, w)));
  }
  const rows = dryRun ? await countReferences(services, key) : await repointReferences(services, key, sizedKey);
  return { entry: { from: key, to: sizedKey, rows }, variants };
}

/** Rows of any image column that refer to `key`, whatever the URL's host (as the cleanup matches). */
function refersTo(column: string, key: string) {
  const col = sql.raw(`"${column}"`);
  return sql`(${col} = ${key} OR right(${col}, ${key.length + 1}) = ${`/${key}`})`;
}

async function countReferences(services: Pick<AppServices, "db">, key: string): Promise<number> {
  let rows = 0;
  for (const [table, column] of IMAGE_COLUMNS) {
    const result = await services.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(`"${table}"`)} WHERE ${refersTo(column, key)}`);
    rows += result.rows[0]?.n ?? 0;
  }
  return rows;
}

/** Points every row that refers to `from` at `to`, keeping each URL's host, in one transaction. */
async function repointReferences(services: Pick<AppServices, "db">, from: string, to: string): Promise<number> {
  return services.db.transaction(async (tx) => {
    let rows = 0;
    for (const [table, column] of IMAGE_COLUMNS) {
      const col = sql.raw(`"${column}"`);
      const result = await tx.execute(
        sql`UPDATE ${sql.raw(`"${table}"`)} SET ${col} = left(${col}, length(${col}) - ${from.length}) || ${to} WHERE ${refersTo(column, from)}`,
      );
      rows += result.rowCount ?? 0;
    }
    return rows;
  });
}
