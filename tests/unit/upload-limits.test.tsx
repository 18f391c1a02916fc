/**
 * Issue 23, the pure parts of the upload limits: the quota per plan, how storage is written for a
 * merchant ('Photos : 42 Mo sur 200 Mo'), the French messages, the MEDIA_DISK_RESERVE_MB setting
 * and the storage drivers' free space. The attacks themselves run in
 * tests/integration/media/upload-limits.test.ts and media-disk-reserve.test.ts.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SITE_PLANS } from "~/db/enums";
import { ImageField } from "~/features/media/image-field";
import { formatStorage, UNCONFIRMED_UPLOAD_MAX, UPLOAD_LIMIT_TEXTS } from "~/features/media/media-rules";
import { MediaUsageProvider } from "~/features/media/media-usage-context";
import { createLocalStorage, createS3Storage } from "~/features/media/storage.server";
import { UPLOAD_RATE_LIMITS } from "~/features/media/upload-limits.server";
import { PLAN_MEDIA_QUOTA_BYTES } from "~/features/plans/plans";
import { ConfigError, loadConfig } from "~/lib/config.server";

const MB = 1024 * 1024;
const dataDir = () => mkdtempSync(path.join(tmpdir(), "vitrine-upload-limits-"));
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("the quota per plan", () => {
  it("gives Essentiel 200 Mo, Pro 1 Go and Expert 3 Go, each plan more than the one before", () => {
    expect(PLAN_MEDIA_QUOTA_BYTES).toEqual({ essentiel: 200 * MB, pro: 1024 * MB, expert: 3072 * MB });
    const quotas = SITE_PLANS.map((plan) => PLAN_MEDIA_QUOTA_BYTES[plan]);
    expect([...quotas].sort((a, b) => a - b)).toEqual(quotas);
  });

  it("writes sizes the French way: Mo then Go, one decimal under 10, a comma, a non-breaking space", () => {
    expect(formatStorage(0)).toBe("0\u00a0Mo");
    expect(formatStorage(0.4 * MB)).toBe("0,4\u00a0Mo");
    expect(formatStorage(42 * MB + 300_000)).toBe("42\u00a0Mo");
    expect(formatStorage(200 * MB)).toBe("200\u00a0Mo");
    expect(formatStorage(1024 * MB)).toBe("1\u00a0Go");
    expect(formatStorage(2.5 * 1024 * MB)).toBe("2,5\u00a0Go");
    expect(UPLOAD_LIMIT_TEXTS.usage({ usedBytes: 42 * MB, quotaBytes: 200 * MB })).toBe("Photos\u00a0: 42\u00a0Mo sur 200\u00a0Mo");
  });

  it("says what to do when the quota is reached: remove photos, or a roomier plan where there is one", () => {
    const usage = { usedBytes: 199.6 * MB, quotaBytes: 200 * MB };
    expect(UPLOAD_LIMIT_TEXTS.quotaFull(usage, "Pro")).toBe(
      "Plus assez de place pour cette image (photos\u00a0: 200\u00a0Mo sur 200\u00a0Mo). Retirez des photos que vous n'utilisez plus, ou passez à la formule Pro.",
    );
    expect(UPLOAD_LIMIT_TEXTS.quotaFull(usage, null)).toMatch(/Retirez des photos que vous n'utilisez plus\.$/);
  });
});

describe("the other limits", () => {
  it("lets a merchant send a gallery (a few dozen in 10 minutes) but not 60, and keeps 3 images before the address is confirmed", () => {
    expect(UPLOAD_RATE_LIMITS.perAccount).toEqual({ max: 40, windowSeconds: 600 });
    expect(UPLOAD_RATE_LIMITS.perAddress.max).toBeGreaterThan(UPLOAD_RATE_LIMITS.perAccount.max);
    // The checklist's logo, home photo and first product or service photo.
    expect(UNCONFIRMED_UPLOAD_MAX).toBe(3);
    expect(UPLOAD_LIMIT_TEXTS.unconfirmed).toContain("Confirmez votre adresse e-mail");
    expect(UPLOAD_LIMIT_TEXTS.tooMany("2 minutes")).toBe("Vous avez envoyé beaucoup d'images en peu de temps. Réessayez dans 2 minutes.");
    expect(UPLOAD_LIMIT_TEXTS.diskReserve).toBe("Erreur lors de l'upload: le serveur manque de place, réessayez plus tard");
  });
});

describe("MEDIA_DISK_RESERVE_MB", () => {
  it("defaults to 512 Mo, takes 0 to turn the reserve off, and refuses anything else in French", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mediaDiskReserveBytes).toBe(512 * MB);
    expect(loadConfig({ DATA_DIR: dataDir(), MEDIA_DISK_RESERVE_MB: "0" }).mediaDiskReserveBytes).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), MEDIA_DISK_RESERVE_MB: "2048" }).mediaDiskReserveBytes).toBe(2048 * MB);
    for (const [value, message] of [
      ["-1", "doit être un nombre de mégaoctets, 0 ou plus"],
      ["1.5", "doit être un nombre entier de mégaoctets"],
      ["beaucoup", "doit être un nombre de mégaoctets"],
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), MEDIA_DISK_RESERVE_MB: value }), value).toThrowError(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), MEDIA_DISK_RESERVE_MB: value }), value).toThrowError(`MEDIA_DISK_RESERVE_MB: ${message}`);
    }
  });

  it("is measured on the local folder's volume (created if need be), and does not apply to S3", async () => {
    const root = path.join(dataDir(), "media");
    const free = await createLocalStorage(root).freeBytes();
    expect(free).toBeGreaterThan(0);
    const s3 = createS3Storage({
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      bucket: "b",
      accessKeyId: "k",
      secretAccessKey: "s",
      publicUrl: "http://cdn.test",
      forcePathStyle: true,
    });
    expect(await s3.freeBytes()).toBeNull();
  });
});

describe("the storage figure where images are uploaded", () => {
  const field = (usage: { usedBytes: number; quotaBytes: number } | null) =>
    renderToString(
      <MediaUsageProvider usage={usage}>
        <ImageField name="heroImageUrl" label="Image principale" bucket="hero-images" />
      </MediaUsageProvider>,
    );

  it("shows 'Photos : 42 Mo sur 200 Mo' under every image field of the back-office", () => {
    expect(text(field({ usedBytes: 42 * MB, quotaBytes: 200 * MB }))).toContain("Photos\u00a0: 42\u00a0Mo sur 200\u00a0Mo");
  });

  it("shows nothing without a figure (no site selected)", () => {
    expect(text(field(null))).not.toContain("Photos");
    expect(text(renderToString(<ImageField name="logoUrl" label="Logo" bucket="logos" />))).not.toContain("Photos");
  });

  it("turns to the destructive colour once the quota is reached", () => {
    expect(field({ usedBytes: 200 * MB, quotaBytes: 200 * MB })).toMatch(/class="[^"]*text-destructive[^"]*">Photos/);
    expect(field({ usedBytes: 10 * MB, quotaBytes: 200 * MB })).not.toMatch(/class="[^"]*text-destructive[^"]*">Photos/);
  });
});
