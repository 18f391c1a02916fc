import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

/**
 * The build's scripts and stylesheets as compressed once at build time (scripts/vite-precompress.ts):
 * for a file that has a `.br` or `.gz` beside it, the best encoding the browser accepts is sent as it
 * is, with the original's type (the compression middleware leaves a response that has its
 * Content-Encoding). Anything else goes on to express.static. The list is read once: the build's
 * files never change under a running server.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(safeList(dir));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.replace(/^\/+/, "");
    // Built names are plain: anything encoded, nested or hidden is express.static's to refuse.
    if (!/^[\w.-]+$/.test(name) || name.startsWith(".")) return next();
    const offered = ENCODINGS.filter(([, ext]) => files.has(name + ext));
    if (offered.length === 0) return next();
    res.vary("Accept-Encoding");
    // Ours is the order of preference (brotli is smaller), not the header's: browsers write
    // `gzip, deflate, br, zstd`, all at the same weight.
    const pick = offered.find(([encoding]) => req.acceptsEncodings(encoding) === encoding);
    if (!pick) return next();
    const [encoding, ext] = pick;
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(name + ext, { root: dir, immutable: true, maxAge: "1y", dotfiles: "deny" }, (err) => {
      // A browser that went away mid-file, or a file removed under a running server: nothing to add.
      if (err && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next();
      }
    });
  };
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
