/**
 * The S3-compatible driver against a real S3 server (s3rver, started here): an upload through the
 * endpoint lands in the bucket with its width variants and the right headers, its public URL
 * serves it, delete removes it and its variants, the variants command fills in missing ones.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { UPLOAD_MESSAGES } from "~/features/media/media-rules";
import { cleanupUnreferencedMedia, deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { generateMissingVariants } from "~/features/media/media-variants.server";
import { variantPath } from "~/features/media/responsive-image";
import { ConfigError, loadConfig } from "~/lib/config.server";
import { sessionCookie } from "../../support/admin-route-calls";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { photo, startApp, upload, type RunningApp } from "./media-fixtures";
import { createSite } from "../../support/factories";

const BUCKET = "vitrine-media";
let s3: S3rver;
let endpoint: string;
let t: TestDatabase;
let services: AppServices;
let app: RunningApp;
let owner: string;

function s3Env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
    ...extra,
  };
}

beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "vitrine-s3rver-")),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestDatabase();
  services = createTestServices(t.db, s3Env());
  const { id: ownerId } = await upsertUserWithPassword(services.auth, t.db, { email: "s3@test.fr", password: "owner-secret", role: "user" });
  await createSite(t.db, { name: "Épicerie S3", ownerId });
  owner = await sessionCookie(services, "s3@test.fr", "owner-secret");
  app = await startApp(services);
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
  await s3?.close();
});

describe("S3-compatible storage", () => {
  it("is chosen when the S3_* variables are set, with a path-style public URL", () => {
    expect(services.media.kind).toBe("s3");
    expect(services.config.s3?.publicUrl).toBe(`${endpoint}/${BUCKET}`);
  });

  it("stores an upload in the bucket, served from its public URL with long-lived caching", async () => {
    const answer = await upload(app.origin, owner, await photo(1800, 1200), { bucket: "hero-images" });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(UPLOAD_MESSAGES.success);
    const url = answer.body.url!;
    expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/hero-images/\\d{13}-[0-9a-f]{16}_1200x800\\.webp$`));
    expect(services.media.isOurs(url)).toBe(true);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 800]);

    // Its 400 and 800 px copies, in the bucket with the same headers (ADR 010).
    for (const width of [400, 800]) {
      const variant = await fetch(variantPath(url, width));
      expect(variant.status).toBe(200);
      expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(width);
    }

    const listed: string[] = [];
    for await (const object of services.media.list()) listed.push(object.url);
    expect(listed).toEqual(expect.arrayContaining([url, variantPath(url, 400), variantPath(url, 800)]));

    // Referenced by nothing: the helper deletes it and its copies from the bucket.
    expect(await deleteIfUnreferenced(services, url)).toBe(1);
    for (const gone of [url, variantPath(url, 400), variantPath(url, 800)]) expect((await fetch(gone)).status, gone).toBe(404);
  });

  it("writes the missing variants of images already in the bucket, once", async () => {
    const webp = await sharp(await photo(1000, 500))
      .webp()
      .toBuffer();
    const { url } = await services.media.put("product-images/1700000000000-00000000000000bb_1000x500.webp", webp, "image/webp");
    const first = await generateMissingVariants(services);
    expect(first.written).toEqual(
      expect.arrayContaining([
        "product-images/1700000000000-00000000000000bb_1000x500.w400.webp",
        "product-images/1700000000000-00000000000000bb_1000x500.w800.webp",
      ]),
    );
    expect((await sharp(Buffer.from(await (await fetch(variantPath(url, 800))).arrayBuffer())).metadata()).width).toBe(800);
    expect((await generateMissingVariants(services)).written).toEqual([]);
    await services.media.delete(url);
    expect((await fetch(variantPath(url, 400))).status).toBe(404);
  });

  it("puts, lists and deletes objects directly, and leaves foreign URLs alone", async () => {
    const webp = await sharp(await photo(40, 40))
      .webp()
      .toBuffer();
    const { url } = await services.media.put("logos/1700000000000-00000000000000aa.webp", webp, "image/webp");
    expect(url).toBe(`${endpoint}/${BUCKET}/logos/1700000000000-00000000000000aa.webp`);
    expect((await fetch(url)).status).toBe(200);
    // Unreferenced, and seen two hours later: the cleanup finds it in the bucket.
    const report = await cleanupUnreferencedMedia(services, { dryRun: true, now: new Date(Date.now() + 2 * 3600_000) });
    expect(report.deleted).toContain(url);
    expect((await fetch(url)).status).toBe(200);

    expect(services.media.isOurs("https://images.example.com/logos/1700000000000-00000000000000aa.webp")).toBe(false);
    expect(services.media.isOurs("/media/logos/1700000000000-00000000000000aa.webp")).toBe(false);
    await services.media.delete("https://images.example.com/logos/x.webp");
    await services.media.delete(url);
    expect((await fetch(url)).status).toBe(404);
    await expect(services.media.put("../escape.webp", webp, "image/webp")).rejects.toThrow();
  });

  it("keeps the share cards the server draws (issue 23): read back or null, listed by prefix, removed one by one, never listed with the uploads", async () => {
    const site = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const jpeg = await sharp(await photo(60, 30))
      .jpeg()
      .toBuffer();
    expect(await services.media.readIfStored(`share-cards/${site}-home-7.jpg`)).toBeNull();
    for (const version of [7, 8]) await services.media.put(`share-cards/${site}-home-${version}.jpg`, jpeg, "image/jpeg");
    await services.media.put(`share-cards/${site}-contact-8.jpg`, jpeg, "image/jpeg");
    expect((await services.media.readIfStored(`share-cards/${site}-home-8.jpg`))?.equals(jpeg)).toBe(true);
    const listed = async (prefix: string) => {
      const keys: string[] = [];
      for await (const key of services.media.listKeys(prefix)) keys.push(key);
      return keys.sort();
    };
    expect(await listed(`share-cards/${site}-home-`)).toEqual([`share-cards/${site}-home-7.jpg`, `share-cards/${site}-home-8.jpg`]);
    await services.media.remove(`share-cards/${site}-home-7.jpg`);
    expect(await listed(`share-cards/${site}-home-`)).toEqual([`share-cards/${site}-home-8.jpg`]);
    // The cleanup and the variants command look at the upload buckets only.
    const seen: string[] = [];
    for await (const object of services.media.list()) seen.push(object.key);
    expect(seen.filter((key) => key.startsWith("share-cards/"))).toEqual([]);
    await expect(listed("../")).rejects.toThrow();
  });

  it("reports a storage failure with the spec's upload message", async () => {
    // Same secret, so the session cookie stays valid; a bucket that does not exist.
    const broken = createTestServices(t.db, s3Env({ S3_BUCKET: "no-such-bucket", AUTH_SECRET: services.config.authSecret }));
    const brokenApp = await startApp(broken);
    try {
      const answer = await upload(brokenApp.origin, owner, await photo(100, 100));
      expect(answer.status).toBe(500);
      expect(answer.body.error).toBe("Erreur lors de l'upload: le stockage S3 a refusé l'envoi (NoSuchBucket)");
      expect(answer.body.error).not.toContain("S3RVER");
    } finally {
      await brokenApp.close();
    }
  });
});

describe("S3 configuration", () => {
  it("is all or nothing, naming the missing variable", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-s3-config-"));
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: BUCKET })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: BUCKET })).toThrowError(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: endpoint })).toThrowError(/S3_BUCKET/);
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
  });
});
