/**
 * Images no content refers to any more: the editors' `deleteIfUnreferenced` and the
 * `npm run media:cleanup` command (ADR 010), on the local disk storage and a real database.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { utimes } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeContent, siteAppearance, sites } from "~/db/schema";
import type { AppServices } from "~/context";
import { cleanupUnreferencedMedia, deleteIfUnreferenced, IMAGE_COLUMNS, mediaKeyInUrl } from "~/features/media/media-cleanup.server";
import { newMediaKey } from "~/features/media/storage.server";
import type { MediaBucket } from "~/features/media/media-rules";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteId: string;
let webp: Buffer;

const HOUR = 3600_000;

/** Stores a file as an upload would, dated `ageMs` ago. */
async function stored(bucket: MediaBucket, ageMs: number): Promise<string> {
  const { url } = await services.media.put(newMediaKey(bucket), webp, "image/webp");
  const when = new Date(Date.now() - ageMs);
  await utimes(fileOf(url), when, when);
  return url;
}

const fileOf = (url: string) => path.join(services.config.dataDir, url);
const exists = (url: string) => existsSync(fileOf(url));

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
    .webp()
    .toBuffer();
  siteId = (await createSite(t.db, { name: "Fromagerie Test" })).id;
});

afterAll(async () => {
  await t?.drop();
});

describe("the list of image columns", () => {
  it("names every column of the schema that holds an image", async () => {
    const result = await t.db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name ~ '(image|logo|photo|picture|screenshot)')`);
    const listed = new Set(IMAGE_COLUMNS.map(([table, column]) => `${table}.${column}`));
    for (const row of result.rows) expect(listed, `${row.table_name}.${row.column_name}`).toContain(`${row.table_name}.${row.column_name}`);
    // And every listed column exists (a rename would otherwise break the cleanup query).
    const present = new Set(result.rows.map((r) => `${r.table_name}.${r.column_name}`));
    for (const name of listed) expect(present, name).toContain(name);
  });

  it("finds the key of our URLs, whatever their host", () => {
    expect(mediaKeyInUrl("/media/logos/1700000000000-0123456789abcdef.webp")).toBe("logos/1700000000000-0123456789abcdef.webp");
    expect(mediaKeyInUrl("https://cdn.example.com/vitrine/hero-images/1-a.webp")).toBe("hero-images/1-a.webp");
    expect(mediaKeyInUrl("https://images.unsplash.com/photo-123?w=800")).toBeNull();
    expect(mediaKeyInUrl("/media/other/1-a.webp")).toBeNull();
  });
});

describe("deleteIfUnreferenced", () => {
  it("removes a replaced image, keeps one still in use, ignores external URLs", async () => {
    const first = await stored("hero-images", 0);
    const second = await stored("hero-images", 0);
    await t.db.insert(homeContent).values({ siteId, heroImageUrl: first, highlightImageUrl: second });

    // Nothing changed yet: both are referenced.
    expect(await deleteIfUnreferenced(services, first, second)).toBe(0);
    expect(exists(first) && exists(second)).toBe(true);

    // The editor replaced the hero image, then cleans up the previous one.
    const replacement = await stored("hero-images", 0);
    await t.db.update(homeContent).set({ heroImageUrl: replacement }).where(eq(homeContent.siteId, siteId));
    expect(await deleteIfUnreferenced(services, first, replacement, null, undefined, "https://example.com/logos/1-a.webp")).toBe(1);
    expect(exists(first)).toBe(false);
    expect(exists(replacement)).toBe(true);
    expect(exists(second)).toBe(true);
  });

  it("keeps a file that another site still uses", async () => {
    const shared = await stored("logos", 0);
    const { id: other } = await createSite(t.db, { name: "Autre site", mapImageUrl: shared });
    await t.db.insert(siteAppearance).values({ siteId, logoUrl: shared });
    await t.db.update(siteAppearance).set({ logoUrl: null }).where(eq(siteAppearance.siteId, siteId));
    expect(await deleteIfUnreferenced(services, shared)).toBe(0);
    expect(exists(shared)).toBe(true);
    await t.db.delete(sites).where(eq(sites.id, other));
    expect(await deleteIfUnreferenced(services, shared)).toBe(1);
    expect(exists(shared)).toBe(false);
  });

  it("sees a file referenced with a focal point (#focus=, ADR 023), and deletes it once nothing refers to it", async () => {
    const photo = await stored("hero-images", 2 * HOUR);
    await t.db
      .update(homeContent)
      .set({ heroImageUrl: `${photo}#focus=30,70` })
      .where(eq(homeContent.siteId, siteId));
    // The editor moved the focal point: the previous address, plain or with its fragment, is the same file.
    expect(await deleteIfUnreferenced(services, photo, `${photo}#focus=50,20`)).toBe(0);
    expect((await cleanupUnreferencedMedia(services, { dryRun: true })).deleted).not.toContain(photo);
    expect(exists(photo)).toBe(true);
    await t.db.update(homeContent).set({ heroImageUrl: null }).where(eq(homeContent.siteId, siteId));
    expect(await deleteIfUnreferenced(services, `${photo}#focus=30,70`)).toBe(1);
    expect(exists(photo)).toBe(false);
  });
});

describe("cleanupUnreferencedMedia", () => {
  it("deletes old unreferenced files, keeps referenced and recent ones, and --dry-run deletes nothing", async () => {
    const referencedOld = await stored("map-images", 3 * HOUR);
    const referencedByAnotherHost = await stored("product-images", 3 * HOUR);
    const orphanOld = await stored("about-images", 2 * HOUR);
    const orphanRecent = await stored("about-images", 10 * 60_000);
    await t.db.update(sites).set({ mapImageUrl: referencedOld }).where(eq(sites.id, siteId));
    // Same key under another address (the public URL changed since): still counts as used.
    await t.db
      .update(siteAppearance)
      .set({ logoUrl: `https://cdn.example.com${referencedByAnotherHost}` })
      .where(eq(siteAppearance.siteId, siteId));

    const dry = await cleanupUnreferencedMedia(services, { dryRun: true });
    expect(dry.deleted).toContain(orphanOld);
    expect(dry.deleted).not.toContain(orphanRecent);
    expect(dry.deleted).not.toContain(referencedOld);
    expect(dry.deleted).not.toContain(referencedByAnotherHost);
    expect(exists(orphanOld)).toBe(true);

    const report = await cleanupUnreferencedMedia(services);
    expect(report.deleted).toEqual(dry.deleted);
    expect(report.recent).toBeGreaterThanOrEqual(1);
    expect(exists(orphanOld)).toBe(false);
    expect(exists(orphanRecent)).toBe(true);
    expect(exists(referencedOld)).toBe(true);
    expect(exists(referencedByAnotherHost)).toBe(true);
  });

  it("runs as `npm run media:cleanup` against the configured database and DATA_DIR", async () => {
    const orphan = await stored("logos", 5 * HOUR);
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/media-cleanup.ts", ...args], {
        cwd: fileURLToPath(new URL("../../..", import.meta.url)),
        env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: services.config.dataDir, DEMO: "0", LOG_LEVEL: "silent" },
      });
    const dry = await run(["--dry-run"]);
    expect(dry.stdout).toContain(`à supprimer\u00a0: ${orphan}`);
    expect(dry.stdout).toContain("--dry-run\u00a0: rien n'a été supprimé");
    expect(exists(orphan)).toBe(true);
    const real = await run([]);
    expect(real.stdout).toContain(`supprimé\u00a0: ${orphan}`);
    expect(exists(orphan)).toBe(false);
  });
});
