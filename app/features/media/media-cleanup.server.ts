/**
 * Images no content refers to any more (ADR 010). Editors call `deleteIfUnreferenced` after a
 * save that replaced or removed images; `cleanupUnreferencedMedia` (npm run media:cleanup)
 * sweeps what is left: uploads never saved in a form, files of deleted sites, crashes between a
 * save and a delete.
 */
import { sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { MEDIA_BUCKETS } from "~/features/media/media-rules";
import { imageFile } from "~/features/media/focal-point";
import { forgetMediaFiles, forgetMissingMediaFiles } from "~/features/media/media-usage.server";
import { mainOfVariant } from "~/features/media/responsive-image";

/**
 * Every column of the schema that holds an image URL. Keep in step with app/db/schema.ts:
 * tests/integration/media/media-cleanup.test.ts fails when a column named like an image is missing.
 */
export const IMAGE_COLUMNS = [
  ["sites", "map_image_url"],
  ["site_appearance", "logo_url"],
  ["home_content", "hero_image_url"],
  ["home_content", "highlight_image_url"],
  ["home_content", "highlight_second_image_url"],
  ["products", "image_url"],
  ["product_variants", "image_url"],
  ["about_team_members", "image_url"],
  ["about_partners", "image_url"],
  ["about_partners", "logo_url"],
  ["about_partner_images", "image_url"],
  ["service_category_images", "image_url"],
  // The Expert plan's per-page share image.
  ["page_seo", "image_url"],
  // An Expert site's advisor, on its owner's dashboard.
  ["site_advisors", "photo_url"],
  // better-auth's profile picture: unused today, listed so a future use is never swept.
  ["user", "image"],
] as const;

/** An upload younger than this may still be waiting in an open form: never swept. */
export const CLEANUP_MIN_AGE_MS = 60 * 60 * 1000;

const IMAGE_REFERENCES = sql.raw(
  IMAGE_COLUMNS.map(([table, column]) => `SELECT "${column}" AS url FROM "${table}" WHERE "${column}" IS NOT NULL`).join(" UNION "),
);

const KEY_IN_URL = new RegExp(`(?:^|/)((?:${MEDIA_BUCKETS.join("|")})/[A-Za-z0-9][A-Za-z0-9_-]*(?:\\.w[0-9]{2,4})?\\.[a-z0-9]{2,5})(?:[?#].*)?$`);

/**
 * The storage key a URL points at (`logos/1700000000000-ab12.webp`), whatever its host: matching
 * on keys rather than whole URLs keeps files referenced by an older public address (after
 * S3_PUBLIC_URL changed, say) from being taken for orphans.
 */
export function mediaKeyInUrl(url: string): string | null {
  return KEY_IN_URL.exec(url)?.[1] ?? null;
}

/** The keys of every image any row of any site refers to. */
export async function listReferencedMediaKeys(db: Database): Promise<Set<string>> {
  const result = await db.execute<{ url: string }>(sql`SELECT DISTINCT url FROM (${IMAGE_REFERENCES}) refs`);
  const keys = new Set<string>();
  for (const { url } of result.rows) {
    const key = mediaKeyInUrl(url);
    if (key) keys.add(key);
  }
  return keys;
}

/**
 * The image URLs one site's rows hold: read before the site is deleted, then handed to
 * `deleteIfUnreferenced` once the deletion is committed (a file another site also uses stays).
 */
export async function listSiteImageUrls(db: DatabaseOrTransaction, siteId: string): Promise<string[]> {
  const perSite = IMAGE_COLUMNS.filter(([table]) => table !== "user").map(([table, column]) =>
    table === "sites"
      ? sql`SELECT ${sql.identifier(column)} AS url FROM ${sql.identifier(table)} WHERE id = ${siteId}`
      : sql`SELECT ${sql.identifier(column)} AS url FROM ${sql.identifier(table)} WHERE site_id = ${siteId}`,
  );
  const result = await db.execute<{ url: string | null }>(sql`SELECT DISTINCT url FROM (${sql.join(perSite, sql` UNION `)}) refs WHERE url IS NOT NULL`);
  return result.rows.map((row) => row.url).filter((url): url is string => url !== null);
}

async function isKeyReferenced(db: Database, key: string): Promise<boolean> {
  const suffix = `/${key}`;
  // Compared without the fragment: an address may carry a focal point (`#focus=30,70`, ADR 023).
  const result = await db.execute(
    sql`SELECT 1 FROM (SELECT split_part(url, '#', 1) AS url FROM (${IMAGE_REFERENCES}) r) refs
         WHERE right(url, ${suffix.length}) = ${suffix} OR url = ${key} LIMIT 1`,
  );
  return result.rows.length > 0;
}

/**
 * Deletes the stored files behind these URLs when no row refers to them any more. Call it AFTER
 * the save or delete is committed, with the URLs the rows held before (unchanged ones are
 * still referenced and stay). External URLs and nulls are ignored. Never throws: a file that
 * could not be removed is logged and left to `npm run media:cleanup`. Returns how many were
 * deleted.
 */
export async function deleteIfUnreferenced(services: Pick<AppServices, "db" | "media" | "logger">, ...urls: Array<string | null | undefined>): Promise<number> {
  let deleted = 0;
  // The files: an address's focal point (its fragment) is no part of the stored object.
  for (const url of new Set(urls.map((u) => (u ? imageFile(u) : u)))) {
    if (!url || !services.media.isOurs(url)) continue;
    const key = mediaKeyInUrl(url);
    if (!key) continue;
    try {
      // A width variant lives and dies with its main image (delete() removes both).
      if (await isKeyReferenced(services.db, mainOfVariant(key) ?? key)) continue;
      await services.media.delete(url);
      // The site's storage no longer counts it.
      await forgetMediaFiles(services.db, [key]);
      deleted++;
    } catch (err) {
      services.logger.warn({ err, url }, "could not delete an unreferenced image");
    }
  }
  return deleted;
}

export type CleanupReport = {
  /** Stored files looked at. */
  scanned: number;
  referenced: number;
  /** Younger than the minimum age: kept without looking at references. */
  recent: number;
  /** URLs deleted (or that would be, with dryRun). */
  deleted: string[];
  /** `media_files` rows older than the minimum age whose file was not found, forgotten (0 with dryRun). */
  forgotten: number;
};

/** Deletes stored files that no row refers to and that are older than `minAgeMs`. */
export async function cleanupUnreferencedMedia(
  services: Pick<AppServices, "db" | "media">,
  { dryRun = false, minAgeMs = CLEANUP_MIN_AGE_MS, now = new Date() }: { dryRun?: boolean; minAgeMs?: number; now?: Date } = {},
): Promise<CleanupReport> {
  const report: CleanupReport = { scanned: 0, referenced: 0, recent: 0, deleted: [], forgotten: 0 };
  const candidates: string[] = [];
  const listed = new Set<string>();
  // Listed before the references are read: a file saved in a form meanwhile is then seen as
  // referenced, and one uploaded meanwhile is too recent anyway.
  for await (const object of services.media.list()) {
    report.scanned++;
    listed.add(object.key);
    if (now.getTime() - object.lastModified.getTime() < minAgeMs) report.recent++;
    else candidates.push(object.url);
  }
  const referenced = await listReferencedMediaKeys(services.db);
  for (const url of candidates) {
    const key = mediaKeyInUrl(url);
    // Width variants (ADR 010) follow their main image: kept with it, deleted with it. Only a
    // variant whose main image is gone is deleted on its own.
    const main = key ? mainOfVariant(key) : null;
    if (main && listed.has(main)) {
      if (referenced.has(main)) report.referenced++;
      continue;
    }
    if (!key || referenced.has(main ?? key)) {
      report.referenced++;
      continue;
    }
    if (!dryRun) {
      await services.media.delete(url);
      if (key) await forgetMediaFiles(services.db, [key]);
    }
    report.deleted.push(url);
  }
  // Rows of images whose files are gone (a crash between the row and the files): no longer counted
  // against the quota. Only rows older than the minimum age: a younger one may be an upload whose
  // files are being written right now.
  if (!dryRun) {
    const deletedKeys = new Set(report.deleted.map((url) => mediaKeyInUrl(url)));
    const stored = new Set([...listed].filter((key) => !deletedKeys.has(key)));
    report.forgotten = await forgetMissingMediaFiles(services.db, stored, new Date(now.getTime() - minAgeMs));
  }
  return report;
}
