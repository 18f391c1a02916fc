import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageKind } from "~/features/media/image-signature";
import { isMediaBucket, MAX_UPLOAD_BYTES, normaliseImageUrl, UPLOAD_MESSAGES } from "~/features/media/media-rules";
import { isMediaKey, keysOfImage, newMediaKey } from "~/features/media/storage.server";
import { precheckImageFile } from "~/features/media/upload-image";
import { loadConfig } from "~/lib/config.server";

const image = (format: "jpeg" | "png" | "webp" | "gif" | "avif") =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#c0ffee" } })
    .toFormat(format)
    .toBuffer();

describe("detectImageKind", () => {
  it("recognises the five accepted formats from their bytes", async () => {
    for (const format of ["jpeg", "png", "webp", "gif", "avif"] as const) {
      expect(detectImageKind(await image(format)), format).toBe(format);
    }
  });

  it("refuses everything else, including SVG, HEIC and a lone signature fragment", async () => {
    expect(detectImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(detectImageKind(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(detectImageKind(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
    expect(
      detectImageKind(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
          .tiff()
          .toBuffer(),
      ),
    ).toBeNull();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic")]);
    expect(detectImageKind(heic)).toBeNull();
    expect(detectImageKind(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageKind(new Uint8Array())).toBeNull();
  });
});

describe("normaliseImageUrl", () => {
  it("accepts http(s) addresses and our own media paths only", () => {
    expect(normaliseImageUrl(" https://images.example.com/a.jpg ")).toBe("https://images.example.com/a.jpg");
    expect(normaliseImageUrl("http://example.com/b.png")).toBe("http://example.com/b.png");
    expect(normaliseImageUrl("/media/logos/1700000000000-0123456789abcdef.webp")).toBe("/media/logos/1700000000000-0123456789abcdef.webp");
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "file:///etc/passwd",
      "ftp://x/y.png",
      "//evil.example/x.png",
      "/media/../auth-secret",
      "photo.jpg",
      "",
    ]) {
      expect(normaliseImageUrl(bad), bad).toBeNull();
    }
    expect(UPLOAD_MESSAGES.badUrl).toMatch(/http:\/\/ ou https:\/\//);
  });
});

describe("precheckImageFile", () => {
  it("uses the server's messages", () => {
    expect(precheckImageFile({ type: "image/jpeg", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(precheckImageFile({ type: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 })).toBe("Le fichier est trop volumineux (max 10MB)");
    expect(precheckImageFile({ type: "application/pdf", size: 10 })).toBe("Veuillez sélectionner un fichier image");
    expect(precheckImageFile({ type: "", size: 10 })).toBe("Veuillez sélectionner un fichier image");
  });
});

describe("buckets and keys", () => {
  it("knows the spec's six buckets and makes fresh, safe keys", () => {
    for (const bucket of ["about-images", "hero-images", "highlight-images", "product-images", "map-images", "logos"]) expect(isMediaBucket(bucket)).toBe(true);
    expect(isMediaBucket("../logos")).toBe(false);
    const key = newMediaKey("logos");
    expect(key).toMatch(/^logos\/\d{13}-[0-9a-f]{16}\.webp$/);
    expect(isMediaKey(key)).toBe(true);
    expect(newMediaKey("logos")).not.toBe(key);
    for (const bad of [
      "logos/../x.webp",
      "logos/.upload-1",
      "other/1-a.webp",
      "logos/a/b.webp",
      "/logos/1-a.webp",
      "logos/1-a.w400.w800.webp",
      "logos/1-a.x400.webp",
    ]) {
      expect(isMediaKey(bad), bad).toBe(false);
    }
  });

  it("puts the picture's size in the name and knows the width variants' keys (ADR 010)", () => {
    const key = newMediaKey("hero-images", { width: 1200, height: 800 });
    expect(key).toMatch(/^hero-images\/\d{13}-[0-9a-f]{16}_1200x800\.webp$/);
    expect(isMediaKey(key)).toBe(true);
    const variant = key.replace(/\.webp$/, ".w400.webp");
    expect(isMediaKey(variant)).toBe(true);
    expect(keysOfImage(key)).toEqual([key, variant, key.replace(/\.webp$/, ".w800.webp")]);
    // A variant has no variants of its own.
    expect(keysOfImage(variant)).toEqual([variant]);
  });
});

describe("S3 configuration", () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), "vitrine-media-config-"));
  const keys = { S3_BUCKET: "vitrine-media", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };

  it("derives the public URL: S3_PUBLIC_URL, path style, virtual host, or Amazon's", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys, S3_PUBLIC_URL: "https://cdn.example.com/img/" }).s3?.publicUrl).toBe("https://cdn.example.com/img");
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys, S3_ENDPOINT: "http://minio:9000/", S3_FORCE_PATH_STYLE: "true" }).s3?.publicUrl).toBe(
      "http://minio:9000/vitrine-media",
    );
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys, S3_ENDPOINT: "https://fra1.digitaloceanspaces.com" }).s3?.publicUrl).toBe(
      "https://vitrine-media.fra1.digitaloceanspaces.com",
    );
    const aws = loadConfig({ DATA_DIR: dataDir(), ...keys, S3_REGION: "eu-west-3" }).s3;
    expect(aws).toMatchObject({
      endpoint: undefined,
      region: "eu-west-3",
      forcePathStyle: false,
      publicUrl: "https://vitrine-media.s3.eu-west-3.amazonaws.com",
    });
  });

  it("names the variable that is missing or wrong", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ACCESS_KEY_ID: "id" })).toThrowError(/S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...keys, S3_ENDPOINT: "minio:9000" })).toThrowError(/S3_ENDPOINT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...keys, S3_PUBLIC_URL: "javascript:alert(1)" })).toThrowError(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...keys, S3_BUCKET: "Bad_Bucket" })).toThrowError(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...keys, S3_FORCE_PATH_STYLE: "maybe" })).toThrowError(/S3_FORCE_PATH_STYLE/);
    // Blank values count as unset, as for every other variable.
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: "", S3_ENDPOINT: "" }).s3).toBeUndefined();
  });
});
