/**
 * What a site's images take in the media storage: one `media_files` row per stored
 * image, with the bytes of its main file and width copies, so the quota is a sum over the site's
 * rows (an index range of its primary key) rather than a walk through the storage.
 *
 * Kept exact by writing the row BEFORE the files (`reserveUpload`, under a lock on the site, so two
 * uploads at once cannot both take the last room) and deleting it WITH them (`forgetMediaFiles`,
 * called by every deletion: editors' `deleteIfUnreferenced`, `media:cleanup`). A row whose files
 * never got written (a crash between the two) is forgotten by `media:cleanup` after the same hour
 * it waits for unsaved uploads. A deleted site's rows go with it (ON DELETE CASCADE).
 */
import { count, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import type { SitePlan } from "~/db/enums";
import { mediaFiles, user } from "~/db/schema";
import { PLAN_MEDIA_QUOTA_BYTES } from "~/features/plans/plans";
import type { MediaUsage } from "~/features/media/media-rules";

/** Bytes of every image the site stored (main files and copies). */
export async function siteMediaBytes(db: DatabaseOrTransaction, siteId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${mediaFiles.bytes}), 0)` })
    .from(mediaFiles)
    .where(eq(mediaFiles.siteId, siteId));
  return Number(row?.bytes ?? 0);
}

/** 'Photos : 42 Mo sur 200 Mo': the site's storage against its plan's quota. */
export async function getMediaUsage(db: DatabaseOrTransaction, siteId: string, plan: SitePlan): Promise<MediaUsage> {
  return { usedBytes: await siteMediaBytes(db, siteId), quotaBytes: PLAN_MEDIA_QUOTA_BYTES[plan] };
}

/** What the upload checks read about the account and the site, in one statement. */
export async function readUploadFacts(
  db: DatabaseOrTransaction,
  userId: string,
  siteId: string,
): Promise<{ confirmed: boolean; storedByAccount: number; usedBytes: number }> {
  const result = await db.execute<{ confirmed: boolean | null; stored_by_account: string; used_bytes: string }>(sql`
    SELECT (SELECT ${user.emailVerified} FROM ${user} WHERE ${user.id} = ${userId}) AS confirmed,
           (SELECT count(*) FROM ${mediaFiles} WHERE ${mediaFiles.uploadedBy} = ${userId}) AS stored_by_account,
           (SELECT coalesce(sum(${mediaFiles.bytes}), 0) FROM ${mediaFiles} WHERE ${mediaFiles.siteId} = ${siteId}) AS used_bytes`);
  const row = result.rows[0];
  return { confirmed: row?.confirmed === true, storedByAccount: Number(row?.stored_by_account ?? 0), usedBytes: Number(row?.used_bytes ?? 0) };
}

/** Forgets the rows of images whose files were deleted (main keys; a copy's key matches none). */
export async function forgetMediaFiles(db: DatabaseOrTransaction, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(mediaFiles).where(inArray(mediaFiles.key, [...keys]));
}

/**
 * Rows older than `before` whose main file is not in storage (a crash between the row and the
 * files, a file removed by hand): forgotten so they stop counting. Returns how many.
 */
export async function forgetMissingMediaFiles(db: Database, storedKeys: ReadonlySet<string>, before: Date): Promise<number> {
  const rows = await db.select({ key: mediaFiles.key }).from(mediaFiles).where(lt(mediaFiles.createdAt, before));
  const missing = rows.map((row) => row.key).filter((key) => !storedKeys.has(key));
  for (let at = 0; at < missing.length; at += 500) await forgetMediaFiles(db, missing.slice(at, at + 500));
  return missing.length;
}

/** How many images a site stored. */
export async function countMediaFiles(db: DatabaseOrTransaction, siteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.siteId, siteId));
  return row?.n ?? 0;
}
