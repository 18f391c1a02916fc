import http from "node:http";
/**
 * The upload endpoint over HTTP through the real Express app, with hostile files (issue 6):
 * only real images are stored, always as a fresh WebP of at most 1200 px without metadata.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import sharp from "sharp";
import { rateLimits } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { MAX_UPLOAD_BYTES, MEDIA_BUCKETS, UPLOAD_MESSAGES } from "~/features/media/media-rules";
import { NO_SITE_MESSAGE, SIGNED_OUT_MESSAGE, UNKNOWN_BUCKET_MESSAGE } from "~/features/media/upload.server";
import { deleteIfUnreferenced } from "~/features/media/media-cleanup.server";
import { variantPath } from "~/features/media/responsive-image";
import { sessionCookie } from "../../support/admin-route-calls";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { animatedGif, noiseJpeg, padJpeg, photo, pixelBombPng, startApp, SVG_WITH_SCRIPT, upload, type RunningApp } from "./media-fixtures";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let app: RunningApp;
let owner: string;
let adminWithoutSite: string;

/** ADR 010: the name carries the stored picture's size. */
const MEDIA_URL = /^\/media\/([a-z-]+)\/(\d{13}-[0-9a-f]{16}_(\d+)x(\d+)\.webp)$/;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const { id: ownerId } = await upsertUserWithPassword(services.auth, t.db, { email: "owner@test.fr", password: "owner-secret", role: "user" });
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  await createSite(t.db, { name: "Boulangerie Test", ownerId });
  owner = await sessionCookie(services, "owner@test.fr", "owner-secret");
  adminWithoutSite = await sessionCookie(services, "admin@test.fr", "admin-secret");
  app = await startApp(services);
});

// This file sends well over 40 files from one account, each test its own few: the upload rate
// (issue 23) is tested in upload-limits.test.ts, not here.
beforeEach(async () => {
  await t.db.delete(rateLimits).where(like(rateLimits.key, "upload:%"));
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

/**
 * Fetches the stored file and its width variants over HTTP and checks what every stored image
 * must be: its name tells its size, and the 400 and 800 px copies exist exactly when narrower.
 */
async function expectStoredWebp(url: string | undefined, bucket = "about-images") {
  expect(url).toMatch(MEDIA_URL);
  const [, inBucket, , nameWidth, nameHeight] = MEDIA_URL.exec(url!)!;
  expect(inBucket).toBe(bucket);
  const main = await expectServedWebp(url!);
  expect([main.meta.width, main.meta.height]).toEqual([Number(nameWidth), Number(nameHeight)]);
  for (const width of [400, 800]) {
    const variant = variantPath(url!, width);
    if (width < main.meta.width!) {
      const { meta } = await expectServedWebp(variant);
      expect(meta.width, variant).toBe(width);
      // Same shape as the main image, to the rounding of one pixel.
      expect(Math.abs(meta.height! - (main.meta.height! * width) / main.meta.width!), variant).toBeLessThanOrEqual(1);
    } else {
      expect((await fetch(`${app.origin}${variant}`)).status, variant).toBe(404);
    }
  }
  return main;
}

async function expectServedWebp(url: string) {
  const response = await fetch(`${app.origin}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe("webp");
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1200);
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  return { bytes, meta };
}

describe("accepted images", () => {
  it("stores a large JPEG as a WebP of 1200 px, with the spec's success message", async () => {
    const answer = await upload(app.origin, owner, await photo(2400, 1600), { name: "vitrine.jpg" });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(UPLOAD_MESSAGES.success);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const { meta } = await expectStoredWebp(answer.body.url);
    expect([meta.width, meta.height]).toEqual([1200, 800]);
  });

  it("writes the 400 and 800 px wide copies next to the image, only those narrower than it (ADR 010)", async () => {
    const large = await upload(app.origin, owner, await photo(2400, 1600), { bucket: "hero-images" });
    expect(large.body.url).toMatch(/_1200x800\.webp$/);
    const portrait = await upload(app.origin, owner, await photo(1000, 1500), { bucket: "highlight-images" });
    expect(portrait.body.url).toMatch(/_800x1200\.webp$/);
    const medium = await upload(app.origin, owner, await photo(600, 450), { bucket: "product-images" });
    expect(medium.body.url).toMatch(/_600x450\.webp$/);
    const small = await upload(app.origin, owner, await photo(400, 300), { bucket: "logos" });
    expect(small.body.url).toMatch(/_400x300\.webp$/);
    // expectStoredWebp reads every variant back with sharp, and checks the missing ones are 404.
    for (const answer of [large, portrait, medium, small]) await expectStoredWebp(answer.body.url, MEDIA_URL.exec(answer.body.url!)![1]);
    const files = async (url: string) =>
      (await readdir(path.dirname(path.join(services.config.dataDir, url)))).filter((n) => n.startsWith(path.basename(url, ".webp")));
    expect(await files(large.body.url!)).toHaveLength(3);
    expect(await files(portrait.body.url!)).toHaveLength(2);
    expect(await files(medium.body.url!)).toHaveLength(2);
    expect(await files(small.body.url!)).toHaveLength(1);

    // Deleting the image deletes its copies.
    expect(await deleteIfUnreferenced(services, large.body.url)).toBe(1);
    expect(await files(large.body.url!)).toHaveLength(0);
  });

  it("accepts PNG, WebP, GIF and AVIF, never enlarges a small image, and uses every bucket", async () => {
    const cases = [
      ["png", "image/png", "hero-images"],
      ["webp", "image/webp", "highlight-images"],
      ["gif", "image/gif", "product-images"],
      ["avif", "image/avif", "map-images"],
    ] as const;
    for (const [format, type, bucket] of cases) {
      const answer = await upload(app.origin, owner, await photo(300, 200, format), { name: `x.${format}`, type, bucket });
      expect(answer.status, format).toBe(201);
      const { meta } = await expectStoredWebp(answer.body.url, bucket);
      expect([meta.width, meta.height], format).toEqual([300, 200]);
    }
    const logo = await upload(app.origin, owner, await photo(80, 80, "png"), { name: "logo.png", type: "image/png", bucket: "logos" });
    await expectStoredWebp(logo.body.url, "logos");
    expect(MEDIA_BUCKETS).toHaveLength(7);
  });

  it("refuses a logo under 40×40 px (the spec's size, now a minimum), and only for logos", async () => {
    const thin = await upload(app.origin, owner, await photo(120, 39, "png"), { name: "logo.png", type: "image/png", bucket: "logos" });
    expect(thin.status).toBe(400);
    expect(thin.body.error).toBe(UPLOAD_MESSAGES.logoTooSmall);
    const exact = await upload(app.origin, owner, await photo(40, 40, "png"), { name: "logo.png", type: "image/png", bucket: "logos" });
    expect(exact.status).toBe(201);
    const small = await upload(app.origin, owner, await photo(30, 30, "png"), { name: "icone.png", type: "image/png", bucket: "product-images" });
    expect(small.status).toBe(201);
  });

  it("defaults to the about-images bucket and never reuses a name", async () => {
    const image = await photo(200, 200);
    const first = await upload(app.origin, owner, image, { bucket: null });
    const second = await upload(app.origin, owner, image, { bucket: null });
    await expectStoredWebp(first.body.url, "about-images");
    await expectStoredWebp(second.body.url, "about-images");
    expect(first.body.url).not.toBe(second.body.url);
  });

  it("trusts the bytes, not the name or the declared type", async () => {
    const answer = await upload(app.origin, owner, await photo(100, 100, "png"), { name: "document.pdf", type: "application/pdf" });
    expect(answer.status).toBe(201);
    await expectStoredWebp(answer.body.url);
  });

  it("applies the EXIF orientation, then drops the metadata", async () => {
    // Stored 300 × 200 with orientation 6: a camera held upright, shown 200 × 300.
    const sideways = await sharp(await photo(300, 200))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret GPS-ish data" } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const answer = await upload(app.origin, owner, sideways);
    expect(answer.status).toBe(201);
    const { meta, bytes } = await expectStoredWebp(answer.body.url);
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("secret GPS-ish data"))).toBe(false);
  });

  it("keeps only the first frame of a 1000-frame GIF", async () => {
    const gif = await animatedGif(1000);
    expect((await sharp(gif, { pages: -1 }).metadata()).pages).toBe(1000);
    const answer = await upload(app.origin, owner, gif, { name: "anim.gif", type: "image/gif" });
    expect(answer.status).toBe(201);
    const { meta } = await expectStoredWebp(answer.body.url);
    expect(meta.pages ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([64, 64]);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const exact = padJpeg(await photo(1600, 1200), MAX_UPLOAD_BYTES);
    expect(exact.length).toBe(10 * 1024 * 1024);
    const answer = await upload(app.origin, owner, exact);
    expect(answer.status).toBe(201);
    await expectStoredWebp(answer.body.url);
  });
});

describe("refused files", () => {
  it("refuses 10 MB + 1 byte with the spec's message", async () => {
    const over = padJpeg(await photo(1600, 1200), MAX_UPLOAD_BYTES + 1);
    const answer = await upload(app.origin, owner, over);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe(UPLOAD_MESSAGES.tooLarge);
    // The rest of the body was read before answering: the client got the answer, not a reset
    // connection, and the connection can carry the next request.
    expect(answer.headers.get("connection")).not.toBe("close");
  });

  it("answers every refused upload, never a reset connection, even many at once", async () => {
    // Answering while a client is still sending, then closing, resets the connection: the
    // client then sees a network error instead of the message (it happened now and then).
    const over = padJpeg(await photo(1600, 1200), MAX_UPLOAD_BYTES + 1);
    const huge = padJpeg(await photo(100, 100), 12 * 1024 * 1024);
    const answers = await Promise.all([over, huge, over, huge, over, huge].map((body) => upload(app.origin, owner, body)));
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.body.error).toBe(UPLOAD_MESSAGES.tooLarge);
    }
  });

  it("counts the bytes while reading a body of unknown length, and stops early", async () => {
    // A chunked body (no Content-Length) that would go on for 64 MB.
    const boundary = "----vitrine-test";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const jpeg = await photo(100, 100);
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    // node:http rather than fetch: the server answers (and may close) before the body ends, which
    // fetch reports as a failed request; here the answer is read whatever happens to the upload.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${app.origin}/admin/upload`, {
        method: "POST",
        headers: { cookie: owner, "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
      });
      let answered = false;
      req.on("response", (res) => {
        answered = true;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", reject);
      });
      req.on("error", (err) => {
        if (!answered) reject(err);
      });
      req.write(head);
      req.write(jpeg.subarray(0, 100));
      const pump = () => {
        while (!answered && sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as { error: string }).error).toBe(UPLOAD_MESSAGES.tooLarge);
    // The answer came long before the 64 MB were sent: the server read ~10 MB, then a bounded drain.
    expect(sent).toBeLessThan(40 * 1024 * 1024);
  });

  it("refuses a body announced larger than the limit before reading it", async () => {
    const huge = padJpeg(await photo(100, 100), 12 * 1024 * 1024);
    const answer = await upload(app.origin, owner, huge);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it("refuses a text file renamed .jpg", async () => {
    const answer = await upload(app.origin, owner, Buffer.from("Ceci n'est pas une image, juste du texte.\n".repeat(10)), { name: "photo.jpg" });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(UPLOAD_MESSAGES.notAnImageFile);
  });

  it("refuses an SVG carrying a script, whatever it claims to be", async () => {
    for (const [name, type] of [
      ["logo.svg", "image/svg+xml"],
      ["logo.jpg", "image/jpeg"],
      ["logo.png", "image/png"],
    ]) {
      const answer = await upload(app.origin, owner, SVG_WITH_SCRIPT, { name, type });
      expect(answer.status, name).toBe(400);
      expect(answer.body.error, name).toBe(UPLOAD_MESSAGES.notAnImageFile);
    }
  });

  it("refuses a file that only starts like an image", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("then plain text, no JPEG at all ".repeat(20))]);
    const answer = await upload(app.origin, owner, fake);
    expect(answer.status).toBe(400);
    expect([UPLOAD_MESSAGES.notAnImage, UPLOAD_MESSAGES.processingFailed]).toContain(answer.body.error);
  });

  it("refuses a truncated JPEG", async () => {
    const whole = await noiseJpeg(640, 480);
    const answer = await upload(app.origin, owner, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(UPLOAD_MESSAGES.processingFailed);
  });

  it("refuses a pixel bomb from its header, fast and without a memory spike", async () => {
    const bomb = pixelBombPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2000);
    // Warm up the code path once so the measure below is the refusal alone.
    await upload(app.origin, owner, pixelBombPng(20_000, 20_000), { name: "warm.png", type: "image/png" });
    const rssBefore = process.memoryUsage().rss;
    const answer = await upload(app.origin, owner, bomb, { name: "bomb.png", type: "image/png" });
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(UPLOAD_MESSAGES.tooManyPixels);
    // Decoding it would take ~900 MB and seconds; the refusal takes milliseconds (bound kept loose).
    expect(answer.ms).toBeLessThan(1000);
    expect(rssGrowth).toBeLessThan(64 * 1024 * 1024);
  });

  it("refuses a request without a file, or not multipart", async () => {
    const empty = await fetch(`${app.origin}/admin/upload`, { method: "POST", body: new FormData(), headers: { cookie: owner } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe(UPLOAD_MESSAGES.notAnImageFile);
    const json = await fetch(`${app.origin}/admin/upload`, { method: "POST", body: "{}", headers: { cookie: owner, "content-type": "application/json" } });
    expect(json.status).toBe(400);
    const broken = await fetch(`${app.origin}/admin/upload`, {
      method: "POST",
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
      headers: { cookie: owner, "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe(UPLOAD_MESSAGES.notAnImageFile);
  });
});

describe("who may upload, and where", () => {
  it("refuses an anonymous upload with 401 and stores nothing", async () => {
    const answer = await upload(app.origin, "", await photo(100, 100));
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(SIGNED_OUT_MESSAGE);
  });

  it("refuses a user without a current site with 403", async () => {
    const answer = await upload(app.origin, adminWithoutSite, await photo(100, 100));
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(NO_SITE_MESSAGE);
  });

  it("refuses an unknown bucket, including path tricks", async () => {
    for (const bucket of ["avatars", "..%2Flogos", "logos%2F..", ""]) {
      const answer = await upload(app.origin, owner, await photo(100, 100), { bucket });
      expect(answer.status, bucket).toBe(400);
      expect(answer.body.error, bucket).toBe(UNKNOWN_BUCKET_MESSAGE);
    }
  });

  it("leaves only finished WebP files in the buckets (no temporary files)", async () => {
    const root = path.join(services.config.dataDir, "media");
    for (const bucket of await readdir(root)) {
      for (const name of await readdir(path.join(root, bucket))) expect(name).toMatch(/^\d{13}-[0-9a-f]{16}_\d+x\d+(\.w(400|800))?\.webp$/);
    }
  });

  it("answers 404 for a missing media file and never serves dot-files", async () => {
    expect((await fetch(`${app.origin}/media/logos/0000000000000-0000000000000000.webp`)).status).toBe(404);
    expect((await fetch(`${app.origin}/media/logos/.upload-x`)).status).toBeGreaterThanOrEqual(403);
  });
});
