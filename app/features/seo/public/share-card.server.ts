import sharp from "sharp";
import type { SiteColors } from "~/features/appearance/theme";
import type { FocalPoint } from "~/features/media/focal-point";
import { readableTextOn } from "~/lib/contrast";
import { escapeXml } from "~/lib/escape-xml";
import { SHARE_CARD } from "~/features/seo/share-card";

/**
 * Draws a share card (ADR 028): the photo cropped to 1200×630 around its focal point,
 * darkened at the bottom, with the site's name in white and a bar of its accent colour; without
 * a photo, the site's primary colour with two discs of its other colours. A page's own share image
 * (set in 'Référencement') is only cropped: the merchant designed it.
 *
 * Text is SVG composited by sharp (librsvg through fontconfig): the site's web fonts are WOFF2
 * files fontconfig does not read, so the card uses the system's sans-serif (DejaVu Sans /
 * Liberation Sans on our images).
 */

export type ShareCardInput = {
  siteName: string;
  colors: SiteColors;
  /** The page's line above the name ('Nos Produits'), or null (the home). */
  label: string | null;
  /** 'lesdelices.fr': where the card leads. */
  domain: string;
  photo: { bytes: Buffer; focus: FocalPoint | null } | null;
  /** The page's own share image: cropped, nothing written on it. */
  ownImage: boolean;
};

const { width: W, height: H } = SHARE_CARD;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const HEX = /^#[0-9a-f]{6}$/i;

/** Up to `maxLines` lines of at most `perLine` characters, cut at spaces; the last one ends with '…' when text is left. */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (lines.length === maxLines) break;
  }
  if (current && lines.length < maxLines) lines.push(current);
  if (lines.length > maxLines || (lines.length === maxLines && lines.join(" ").length < words.join(" ").length)) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1]!;
    kept[maxLines - 1] = last.length >= perLine ? `${last.slice(0, perLine - 1)}…` : `${last}…`;
    return kept;
  }
  return lines;
}

/** The photo scaled to cover 1200×630, the focal point kept in view. */
async function coverCrop(bytes: Buffer, focus: FocalPoint | null): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
  const meta = await image.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? W;
  const height = meta.autoOrient?.height ?? meta.height ?? H;
  const scale = Math.max(W / width, H / height);
  const rw = Math.max(W, Math.round(width * scale));
  const rh = Math.max(H, Math.round(height * scale));
  const fx = (focus?.x ?? 50) / 100;
  const fy = (focus?.y ?? 50) / 100;
  const left = Math.min(rw - W, Math.max(0, Math.round(fx * rw - W / 2)));
  const top = Math.min(rh - H, Math.max(0, Math.round(fy * rh - H / 2)));
  return image.resize(rw, rh).extract({ left, top, width: W, height: H }).toBuffer();
}

function textSvg(input: ShareCardInput, onPhoto: boolean): string {
  const colors = {
    primary: HEX.test(input.colors.primary) ? input.colors.primary : "#4CAF50",
    secondary: HEX.test(input.colors.secondary) ? input.colors.secondary : "#2e7d32",
    accent: HEX.test(input.colors.accent) ? input.colors.accent : "#81C784",
  };
  const ink = onPhoto ? "#ffffff" : readableTextOn(colors.primary);
  const name = input.siteName.trim() || "Vitrine";
  const size = name.length <= 18 ? 84 : name.length <= 30 ? 68 : 56;
  const perLine = Math.floor(1040 / (size * 0.6));
  const lines = wrapText(name, perLine, 2);
  const lineHeight = Math.round(size * 1.12);
  const bottom = H - 96;
  const firstBaseline = bottom - (lines.length - 1) * lineHeight;
  const nameText = lines
    .map((line, i) => `<text x="80" y="${firstBaseline + i * lineHeight}" font-size="${size}" font-weight="700">${escapeXml(line)}</text>`)
    .join("");
  const labelY = firstBaseline - size - 18;
  const background = onPhoto
    ? `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.28" stop-color="#000" stop-opacity="0"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.8"/></linearGradient></defs>
       <rect width="${W}" height="${H}" fill="url(#shade)"/>`
    : `<rect width="${W}" height="${H}" fill="${colors.primary}"/>
       <circle cx="1090" cy="90" r="260" fill="${colors.secondary}" fill-opacity="0.55"/>
       <circle cx="1180" cy="520" r="170" fill="${colors.accent}" fill-opacity="0.6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${background}
    <g font-family="${FONT}" fill="${ink}">
      ${input.label ? `<text x="80" y="${labelY}" font-size="30" font-weight="700" letter-spacing="3" fill-opacity="0.92">${escapeXml(input.label.toUpperCase())}</text>` : ""}
      ${nameText}
      <rect x="80" y="${bottom + 30}" width="120" height="8" rx="4" fill="${colors.accent}"/>
      <text x="80" y="104" font-size="28" fill-opacity="0.9">${escapeXml(input.domain)}</text>
    </g>
  </svg>`;
}

/** The card as a JPEG of exactly 1200×630. */
export async function renderShareCard(input: ShareCardInput): Promise<Buffer> {
  let base: Buffer | null = null;
  if (input.photo) {
    try {
      base = await coverCrop(input.photo.bytes, input.photo.focus);
    } catch {
      base = null; // An unreadable photo: the plain card.
    }
  }
  if (base && input.ownImage) return sharp(base).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  const overlay = Buffer.from(textSvg(input, base !== null));
  const canvas = base ? sharp(base) : sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } });
  return canvas
    .composite([{ input: overlay, top: 0, left: 0 }])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/**
 * Generated cards, in memory with a bound (ADR 028): a card is a few tens of KB and is asked for
 * when a link is shared, not on every page view; an address names its content version, so an
 * entry is never stale, only unused. Least recently used goes first; one generation per key at a
 * time.
 */
export class ShareCardCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const job = make()
      .then((card) => {
        this.store(key, card);
        return card;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, card: Buffer): void {
    this.entries.set(key, card);
    this.bytes += card.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes || oldKey === key) break;
      this.entries.delete(oldKey);
      this.bytes -= old.length;
    }
  }
}
