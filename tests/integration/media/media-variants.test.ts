/**
 * Width variants of images stored before they existed (ADR 010): `npm run media:variants` writes
 * the missing ones, gives older unsized names a sized copy and points the rows at it, and does
 * nothing the second time; the cleanup keeps variants with their image and sweeps stray ones.
 * Local disk storage, real images through sharp, a real database.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { rm, utimes } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeContent, products } from "~/db/schema";
import type { AppServices } from "~/context";
import { cleanupUnreferencedMedia } from "~/features/media/media-cleanup.server";
import { generateMissingVariants } from "~/features/media/media-variants.server";
import { variantPath } from "~/features/media/responsive-image";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { photo } from "./media-fixtures";
import { createProduct, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteId: string;

const HOUR = 3600_000;
const fileOf = (url: string) => path.join(services.config.dataDir, url);
const exists = (url: string) => existsSync(fileOf(url));
const widthOf = async (url: string) => (await sharp(fileOf(url)).metadata()).width;

let counter = 0;
/** A WebP of this size stored under `name` (a sized or an older, unsized name), dated `ageMs` ago. */
async function storeAs(bucket: string, sized: boolean, width: number, height: number, ageMs = 2 * HOUR): Promise<string> {
  const stem = `${1700000000000 + counter++}-${(counter * 7919).toString(16).padStart(16, "0")}`;
  const key = `${bucket}/${sized ? `${stem}_${width}x${height}` : stem}.webp`;
  const webp = await sharp(await photo(width, height))
    .webp({ quality: 85 })
    .toBuffer();
  const { url } = await services.media.put(key, webp, "image/webp");
  const when = new Date(Date.now() - ageMs);
  await utimes(fileOf(url), when, when);
  return url;
}

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  siteId = (await createSite(t.db, { name: "Primeur Test" })).id;
});

afterAll(async () => {
  await t?.drop();
});

describe("npm run media:variants", () => {
  it("writes the missing variants of sized images, reads back at the right widths, and is idempotent", async () => {
    const wide = await storeAs("hero-images", true, 1200, 800);
    const medium = await storeAs("product-images", true, 600, 600);
    const small = await storeAs("logos", true, 300, 300);

    const dry = await generateMissingVariants(services, { dryRun: true });
    expect(dry.written).toEqual(
      expect.arrayContaining([variantPath(wide, 400), variantPath(wide, 800), variantPath(medium, 400)].map((u) => u.slice("/media/".length))),
    );
    expect(exists(variantPath(wide, 400))).toBe(false);

    const report = await generateMissingVariants(services);
    expect(report.failed).toEqual([]);
    expect(await widthOf(variantPath(wide, 400))).toBe(400);
    expect(await widthOf(variantPath(wide, 800))).toBe(800);
    expect(await widthOf(variantPath(medium, 400))).toBe(400);
    // Never a variant as wide as the image or wider.
    expect(exists(variantPath(medium, 800))).toBe(false);
    expect(exists(variantPath(small, 400))).toBe(false);

    const again = await generateMissingVariants(services);
    expect(again.written).toEqual([]);
    expect(again.renamed).toEqual([]);
  });

  it("gives an older unsized image a sized copy with its variants and points every row at it", async () => {
    const hero = await storeAs("hero-images", false, 1200, 750);
    const product = await storeAs("product-images", false, 350, 350);
    await t.db.insert(homeContent).values({ siteId, heroImageUrl: hero });
    // The same key under another host (an older S3_PUBLIC_URL): the host is kept, the key changes.
    await createProduct(t.db, siteId, { name: "Pommes", imageUrl: `https://cdn.example.com${product}` });

    const report = await generateMissingVariants(services);
    expect(report.failed).toEqual([]);
    const [home] = await t.db.select().from(homeContent).where(eq(homeContent.siteId, siteId));
    const [apples] = await t.db.select().from(products).where(eq(products.siteId, siteId));
    // The name tells the stored file's size.
    expect(home.heroImageUrl).toMatch(/^\/media\/hero-images\/\d{13}-[0-9a-f]{16}_1200x750\.webp$/);
    expect(apples.imageUrl).toMatch(/^https:\/\/cdn\.example\.com\/media\/product-images\/\d{13}-[0-9a-f]{16}_350x350\.webp$/);
    expect(report.renamed).toEqual(
      expect.arrayContaining([
        { from: hero.slice(7), to: home.heroImageUrl!.slice(7), rows: 1 },
        { from: product.slice(7), to: apples.imageUrl!.replace("https://cdn.example.com/media/", ""), rows: 1 },
      ]),
    );
    expect(await widthOf(home.heroImageUrl!)).toBe(1200);
    expect(await widthOf(variantPath(home.heroImageUrl!, 400))).toBe(400);
    expect(await widthOf(variantPath(home.heroImageUrl!, 800))).toBe(800);
    expect(exists(variantPath(apples.imageUrl!.replace("https://cdn.example.com", ""), 400))).toBe(false);

    // The old files are referenced by nothing now: the sweep removes them, and keeps the new ones
    // with their variants, however old those are.
    expect(exists(hero)).toBe(true);
    const swept = await cleanupUnreferencedMedia(services, { now: new Date(Date.now() + 3 * HOUR) });
    expect(swept.deleted).toEqual(expect.arrayContaining([hero, product]));
    expect(exists(hero)).toBe(false);
    expect(exists(home.heroImageUrl!)).toBe(true);
    expect(exists(variantPath(home.heroImageUrl!, 800))).toBe(true);

    const again = await generateMissingVariants(services);
    expect(again.renamed).toEqual([]);
    expect(again.written).toEqual([]);
  });

  it("leaves an older image that nothing refers to for the cleanup, even before the sweep ran", async () => {
    const orphan = await storeAs("about-images", false, 900, 600);
    const before = await generateMissingVariants(services);
    expect(before.renamed.map((r) => r.from)).not.toContain(orphan.slice(7));
    expect(before.written).toEqual([]);
    // An older image moved by a run whose old file is still there: the next run does nothing.
    const used = await storeAs("about-images", false, 900, 600);
    await t.db.update(homeContent).set({ highlightImageUrl: used }).where(eq(homeContent.siteId, siteId));
    expect((await generateMissingVariants(services)).renamed).toHaveLength(1);
    expect(exists(used)).toBe(true);
    const again = await generateMissingVariants(services);
    expect(again.renamed).toEqual([]);
    expect(again.written).toEqual([]);
  });

  it("lets the sweep delete an image with its variants, and a variant whose image is gone", async () => {
    const orphan = await storeAs("about-images", true, 900, 600);
    await generateMissingVariants(services);
    expect(exists(variantPath(orphan, 800))).toBe(true);
    // A copy left behind when its image is gone (a crash between two deletes, say).
    const gone = await storeAs("about-images", true, 1000, 500);
    const stray = variantPath(gone, 400);
    await services.media.put(
      stray.slice("/media/".length),
      await sharp(await photo(400, 200))
        .webp()
        .toBuffer(),
      "image/webp",
    );
    await rm(fileOf(gone));

    const report = await cleanupUnreferencedMedia(services, { now: new Date(Date.now() + 3 * HOUR) });
    expect(report.deleted).toEqual(expect.arrayContaining([orphan, stray]));
    // The variants of a deleted image go with it and are not listed one by one.
    expect(report.deleted).not.toContain(variantPath(orphan, 400));
    for (const url of [orphan, variantPath(orphan, 400), variantPath(orphan, 800), stray]) expect(exists(url), url).toBe(false);
  });

  it("runs as `npm run media:variants`, with --dry-run", async () => {
    const image = await storeAs("map-images", true, 1000, 625);
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/media-variants.ts", ...args], {
        cwd: fileURLToPath(new URL("../../..", import.meta.url)),
        env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: services.config.dataDir, DEMO: "0", LOG_LEVEL: "silent" },
      });
    const dry = await run(["--dry-run"]);
    expect(dry.stdout).toContain(`à écrire\u00a0: ${variantPath(image, 400).slice("/media/".length)}`);
    expect(dry.stdout).toContain("--dry-run\u00a0: rien n'a été écrit");
    expect(exists(variantPath(image, 400))).toBe(false);
    const real = await run([]);
    expect(real.stdout).toContain(`écrite\u00a0: ${variantPath(image, 800).slice("/media/".length)}`);
    expect(await widthOf(variantPath(image, 800))).toBe(800);
    expect((await run([])).stdout).toContain("0 variante(s) écrite(s), 0 image(s) renommée(s), 0 échec(s).");
    // Three runs of the command, each a Node start of its own: on a loaded CI machine with the
    // files on parallel workers, well past the default 30 s (issue 22).
  }, 120_000);
});
