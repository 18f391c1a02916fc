import sharp from "sharp";
import type { SiteColors } from "~/features/appearance/theme";
import type { FocalPoint } from "~/features/media/focal-point";
import { coverCrop, DRAWING_FONT, drawingColors, wrapText } from "~/features/media/drawing.server";
import { readableTextOn } from "~/lib/contrast";
import { escapeXml } from "~/lib/escape-xml";
import { SHARE_CARD } from "~/features/seo/share-card";

/**
 * Draws a share card (ADR 028): the photo cropped to 1200×630 around its focal point,
 * darkened at the bottom, with the site's name in white and a bar of its accent colour; without
 * a photo, the site's primary colour with two discs of its other colours. A page's own share image
 * (set in 'Référencement') is only cropped: the merchant designed it.
 * The drawing's pieces (font, colours, lines, crop) are shared with the square posts
 * (media/drawing.server.ts).
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

function textSvg(input: ShareCardInput, onPhoto: boolean): string {
  const colors = drawingColors(input.colors);
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
    <g font-family="${DRAWING_FONT}" fill="${ink}">
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
      base = await coverCrop(input.photo.bytes, input.photo.focus, W, H);
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
