/**
 * The real type of an upload, from its first bytes (its "magic number"), never from its name or
 * the declared content type: a renamed text file or an SVG (which can carry scripts) is refused
 * before any decoder sees it.
 */
export type ImageKind = "jpeg" | "png" | "webp" | "gif" | "avif";

/** Enough bytes to decide: an AVIF's ftyp box lists its brands within the first few dozen. */
export const SIGNATURE_BYTES = 64;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

/** ISO-BMFF `ftyp` box whose major or a compatible brand is `avif` (still) or `avis` (sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  if (boxSize < 16) return false;
  // Major brand at 8, minor version at 12, compatible brands from 16, four bytes each.
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
    const brand = String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}
