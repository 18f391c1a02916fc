/**
 * Shared by the media-*.test.ts files: real images made with sharp, hostile files crafted byte by
 * byte, and the real Express app (server/http-app.ts) serving the upload route on a free port.
 */
import type { AddressInfo } from "node:net";
import { deflateSync, crc32 } from "node:zlib";
import type { ServerBuild } from "react-router";
import sharp from "sharp";
import type { AppServices } from "~/context";
import * as uploadRoute from "~/routes/admin/upload";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/features/submissions/submission-fields";
import { createHttpApp } from "../../../server/http-app";
import { httpRequest } from "../../support/server-process";

// ---------------------------------------------------------------------------------------------
// The HTTP server

export type RunningApp = { origin: string; close(): Promise<void> };

/**
 * The Express app of the server with a server build holding only the upload route. The build's
 * shape is React Router's (7.18) for resource routes: no document rendering is ever asked of it.
 */
export async function startApp(services: AppServices): Promise<RunningApp> {
  const build = {
    entry: { module: {} },
    routes: {
      root: { id: "root", path: "", module: {} },
      "routes/admin/upload": { id: "routes/admin/upload", parentId: "root", path: "admin/upload", module: uploadRoute },
    },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    future: {},
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const app = createHttpApp({ services, build });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type UploadResponse = { status: number; body: { url?: string; message?: string; error?: string }; headers: Headers; ms: number };

/** POSTs one file as multipart/form-data, as the image field does. */
export async function upload(
  origin: string,
  cookie: string,
  file: Uint8Array,
  { name = "image.jpg", type = "image/jpeg", bucket = "about-images" as string | null, headers = {} as Record<string, string> } = {},
): Promise<UploadResponse> {
  const form = new FormData();
  // Copied into a plain ArrayBuffer: Blob does not take a view of a possibly shared buffer.
  form.append("file", new Blob([new Uint8Array(file)], { type }), name);
  const started = performance.now();
  const response = await fetch(`${origin}/admin/upload${bucket === null ? "" : `?bucket=${bucket}`}`, {
    method: "POST",
    body: form,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: UploadResponse["body"] = {};
  try {
    body = JSON.parse(text) as UploadResponse["body"];
  } catch {
    body = { error: `not JSON: ${text.slice(0, 80)}` };
  }
  return { status: response.status, body, headers: response.headers, ms };
}

// ---------------------------------------------------------------------------------------------
// Images

export async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" | "avif" = "jpeg"): Promise<Buffer> {
  // A gradient with a few shapes: real pixel data, not a flat colour that compresses to nothing.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#2a9d8f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#e76f51"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A JPEG of random pixels: every byte matters, so cutting it anywhere breaks the picture. */
export async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Pads a JPEG with comment (COM) segments right after SOI to exactly `size` bytes: still a valid JPEG. */
export function padJpeg(jpeg: Buffer, size: number): Buffer {
  let remaining = size - jpeg.length;
  if (remaining < 4) throw new Error("JPEG already too large to pad");
  const count = Math.ceil(remaining / 65537);
  const segments: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const total = Math.ceil(remaining / (count - i));
    remaining -= total;
    const segment = Buffer.alloc(total, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(total - 2, 2);
    segments.push(segment);
  }
  const out = Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
  if (out.length !== size) throw new Error(`padded to ${out.length}, not ${size}`);
  return out;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb's header: a PNG declaring width × height grey pixels (30000 × 30000 is
 * 900 megapixels, about 900 MB decoded) whose data holds only the first rows, all zero.
 */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * 16); // 16 rows, filter byte 0, zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An animated GIF of `frames` distinct frames (a square moving across a 64 × 64 picture). */
export async function animatedGif(frames: number, size = 64): Promise<Buffer> {
  const frameBytes = size * size * 3;
  const raw = Buffer.alloc(frameBytes * frames, 0xff);
  for (let f = 0; f < frames; f++) {
    const x0 = (f * 3) % (size - 4);
    const y0 = Math.floor((f * 3) / (size - 4)) % (size - 4);
    for (let y = y0; y < y0 + 4; y++) {
      for (let x = x0; x < x0 + 4; x++) raw.fill(0, f * frameBytes + (y * size + x) * 3, f * frameBytes + (y * size + x) * 3 + 3);
    }
  }
  return sharp(raw, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } })
    .gif({ loop: 0 })
    .toBuffer();
}

export const SVG_WITH_SCRIPT = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(document.cookie)"><script>fetch('/admin/sites')</script><rect width="100" height="100"/></svg>`,
);

/**
 * A visitor's contact message to the site on `host`, sent over node:http (the Host header is ours
 * to choose) with a form token ten seconds old: what "the rest keeps working" sends while the media
 * volume is full or at its reserve.
 */
export function postContactMessage(port: number, services: AppServices, host: string, siteId: string): Promise<{ status: number; body: string }> {
  return httpRequest(port, {
    path: "/merchant/contact",
    method: "POST",
    headers: { host, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      [TOKEN_FIELD]: issueFormToken(services.config.authSecret, "contact", siteId, Date.now() - 10_000),
      [HONEYPOT_FIELD]: "",
      firstName: "Inès",
      name: "Petit",
      email: "ines@example.fr",
      subject: "Panier de légumes",
      message: "Bonjour, avez-vous encore des paniers pour samedi\u00a0?",
    }).toString(),
  });
}
