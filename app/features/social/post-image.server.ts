import sharp from "sharp";
import type { RequestContext } from "~/context";
import { splitFocalPoint, type FocalPoint } from "~/features/media/focal-point";
import {
  coverCrop,
  DRAWING_FONT,
  DrawnImageCache,
  drawingColors,
  fitText,
  readStoredImage,
  textWidth,
  type DrawingColors,
} from "~/features/media/drawing.server";
import { capitalized } from "~/features/social/post-caption";
import type { PostContent } from "~/features/social/post-content.server";
import { POST_TEXTS, postFileName } from "~/features/social/post-schema";
import { readableTextOn } from "~/lib/contrast";
import { escapeXml } from "~/lib/escape-xml";

/**
 * The square image of 'Publier sur les réseaux' (Expert): 1080×1080 JPEG, the size Instagram and
 * Facebook show in a feed without cropping, drawn with the share cards' pieces
 * (media/drawing.server.ts). Written large: a feed shows it about 360 px wide on a phone, so no
 * text is smaller than 30 px here (10 px there).
 *
 * - An event: the site's colours (events have no photo), its kind ('Événement', 'Promotion'),
 *   its title, its date as written, and the site's name and web address at the bottom.
 * - A product: its photo cropped around the focal point (else the site's colours), the site's
 *   name at the top, the product's name and its price in a pill of the accent colour at the bottom.
 */

export const POST_IMAGE = { width: 1080, height: 1080, type: "image/jpeg" } as const;

const S = POST_IMAGE.width;
const MARGIN = 88;
/** The text's width, a little under the room between the margins: glyph widths are estimated. */
const TEXT_WIDTH = S - 2 * MARGIN - 40;
const PRICE_SIZE = 50;

type Common = {
  siteName: string;
  /** 'lesdelices.fr': where the publication leads. */
  domain: string;
  colors: DrawingColors;
};

export type EventPostImage = Common & { type: "event"; label: string; title: string; date: string };
export type ProductPostImage = Common & {
  type: "product";
  name: string;
  /** '3,20 € / pièce', or null (no price shown). */
  price: string | null;
  photo: { bytes: Buffer; focus: FocalPoint | null } | null;
};

const text = (x: number, y: number, size: number, content: string, extra = "") =>
  `<text x="${x}" y="${y}" font-size="${size}"${extra}>${escapeXml(content)}</text>`;

/** The site's colours as a background: the primary colour with two discs of the others. */
function colouredBackground(colors: DrawingColors): string {
  return `<rect width="${S}" height="${S}" fill="${colors.primary}"/>
    <circle cx="${S - 40}" cy="60" r="330" fill="${colors.secondary}" fill-opacity="0.5"/>
    <circle cx="${S + 30}" cy="${S - 250}" r="210" fill="${colors.accent}" fill-opacity="0.55"/>`;
}

/** A rounded label: `content` at `size`, its box `fill`, its text `ink`; the SVG and its height. */
function pill(x: number, y: number, size: number, content: string, fill: string, ink: string): { svg: string; height: number } {
  const padX = Math.round(size * 0.7);
  const height = Math.round(size * 1.75);
  const width = textWidth(content, size) + 2 * padX;
  const svg = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>
    ${text(x + padX, y + Math.round(height / 2 + size * 0.36), size, content, ` font-weight="700" fill="${ink}"`)}`;
  return { svg, height };
}

function eventSvg(input: EventPostImage): string {
  const colors = drawingColors(input.colors);
  const ink = readableTextOn(colors.primary);
  const chipInk = readableTextOn(colors.accent);
  const chip = pill(MARGIN, MARGIN, 32, input.label.toUpperCase(), colors.accent, chipInk);

  const title = fitText(input.title, TEXT_WIDTH, [100, 88, 76, 66, 58], 4);
  const titleLead = Math.round(title.size * 1.14);
  const date = fitText(capitalized(input.date), TEXT_WIDTH, [54, 46, 40], 2);
  const dateLead = Math.round(date.size * 1.25);
  // The title, the accent bar, the date: one block, centred in the room between the chip and the footer.
  const [barGap, bar, dateGap] = [44, 10, 28];
  const blockHeight = title.lines.length * titleLead + barGap + bar + dateGap + date.size + (date.lines.length - 1) * dateLead;
  const roomTop = MARGIN + chip.height + 40;
  const roomBottom = S - 230;
  const top = Math.max(roomTop, Math.round(roomTop + (roomBottom - roomTop - blockHeight) / 2));
  const titleSvg = title.lines.map((line, i) => text(MARGIN, top + title.size + i * titleLead, title.size, line, ' font-weight="700"')).join("");
  const barY = top + title.lines.length * titleLead + barGap;
  const dateTop = barY + bar + dateGap + date.size;
  const dateSvg = date.lines.map((line, i) => text(MARGIN, dateTop + i * dateLead, date.size, line, ' font-weight="700" fill-opacity="0.95"')).join("");

  const footer = footerSvg(input, S - MARGIN);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
    ${colouredBackground(colors)}
    <g font-family="${DRAWING_FONT}" fill="${ink}">
      ${chip.svg}
      ${titleSvg}
      <rect x="${MARGIN}" y="${barY}" width="140" height="${bar}" rx="${bar / 2}" fill="${colors.accent}"/>
      ${dateSvg}
      <rect x="${MARGIN}" y="${S - 200}" width="${S - 2 * MARGIN}" height="2" fill="${ink}" fill-opacity="0.35"/>
      ${footer}
    </g>
  </svg>`;
}

/** The site's name and web address, the last baseline at `bottom`. */
function footerSvg(input: Common, bottom: number): string {
  const name = fitText(input.siteName.trim() || "Vitrine", TEXT_WIDTH, [44, 38, 32], 1);
  return `${text(MARGIN, bottom - 48, name.size, name.lines[0] ?? "", ' font-weight="700"')}
    ${text(MARGIN, bottom, 32, input.domain, ' fill-opacity="0.88"')}`;
}

function productSvg(input: ProductPostImage, onPhoto: boolean): string {
  const colors = drawingColors(input.colors);
  const ink = onPhoto ? "#ffffff" : readableTextOn(colors.primary);
  const priceInk = readableTextOn(colors.accent);

  const priceY = S - MARGIN - Math.round(PRICE_SIZE * 1.75);
  const price = input.price ? pill(MARGIN, priceY, PRICE_SIZE, input.price, colors.accent, priceInk) : null;
  const name = fitText(input.name, TEXT_WIDTH, [92, 80, 70, 60], 3);
  const nameLead = Math.round(name.size * 1.12);
  const lastBaseline = price ? priceY - 40 : S - MARGIN - 10;
  const firstBaseline = lastBaseline - (name.lines.length - 1) * nameLead;
  const nameSvg = name.lines.map((line, i) => text(MARGIN, firstBaseline + i * nameLead, name.size, line, ' font-weight="700"')).join("");

  const site = fitText(input.siteName.trim() || "Vitrine", TEXT_WIDTH, [44, 38, 32], 1);
  const shade = onPhoto
    ? `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
         <stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.24" stop-color="#000" stop-opacity="0"/>
         <stop offset="0.42" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/>
       </linearGradient></defs>
       <rect width="${S}" height="${S}" fill="url(#shade)"/>`
    : colouredBackground(colors);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
    ${shade}
    <g font-family="${DRAWING_FONT}" fill="${ink}">
      ${text(MARGIN, MARGIN + site.size, site.size, site.lines[0] ?? "", ' font-weight="700"')}
      ${text(MARGIN, MARGIN + site.size + 46, 30, input.domain, ' fill-opacity="0.9"')}
      ${nameSvg}
      ${price?.svg ?? ""}
    </g>
  </svg>`;
}

/** The publication's image: a JPEG of exactly 1080×1080. An unreadable photo gives the coloured one. */
export async function renderPostImage(input: EventPostImage | ProductPostImage): Promise<Buffer> {
  let base: Buffer | null = null;
  if (input.type === "product" && input.photo) {
    try {
      base = await coverCrop(input.photo.bytes, input.photo.focus, S, S);
    } catch {
      base = null;
    }
  }
  const svg = input.type === "event" ? eventSvg(input) : productSvg(input, base !== null);
  const canvas = base ? sharp(base) : sharp({ create: { width: S, height: S, channels: 3, background: "#ffffff" } });
  return canvas
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}

/** One per process: the images of the versions in use, so a second opening of the dialog draws nothing. */
const drawn = new DrawnImageCache(24 * 1024 * 1024);

/** The key of a drawing: the site, the item and the site's content version (any public change draws anew). */
export function postImageKey(content: PostContent): string {
  return `${content.site.id}:${content.item.type}:${content.item.id}:${content.site.contentVersion}`;
}

/** The publication's image, drawn once per content version. */
export async function postImage(context: Pick<RequestContext, "media" | "logger">, content: PostContent): Promise<Buffer> {
  return drawn.get(postImageKey(content), async () => {
    const { site, item } = content;
    const common = { siteName: site.name, domain: site.domain, colors: site.colors };
    if (item.type === "event") {
      return renderPostImage({ ...common, type: "event", label: POST_TEXTS.eventLabel[item.eventType], title: item.title, date: item.date });
    }
    const bytes = await readStoredImage(context, item.imageUrl);
    const focus = item.imageUrl ? splitFocalPoint(item.imageUrl).focus : null;
    return renderPostImage({ ...common, type: "product", name: item.name, price: item.price, photo: bytes ? { bytes, focus } : null });
  });
}

/**
 * The image as the back-office's answer: shown in the dialog, or as a download under a French
 * name. An address naming the current content version may be kept by the browser (private: a
 * back-office answer); any other is not.
 */
export async function postImageResponse(
  context: Pick<RequestContext, "media" | "logger">,
  content: PostContent,
  options: { version: number | null; download: boolean },
): Promise<Response> {
  const body = await postImage(context, content);
  const title = content.item.type === "event" ? content.item.title : content.item.name;
  const headers: Record<string, string> = {
    "Content-Type": POST_IMAGE.type,
    "Content-Length": String(body.length),
    "Cache-Control": options.version === content.site.contentVersion ? "private, max-age=86400, immutable" : "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (options.download) headers["Content-Disposition"] = `attachment; filename="${postFileName(title)}"`;
  return new Response(new Uint8Array(body), { headers });
}
