// Colour contrast helpers (WCAG 2.x definitions), pure so the server can compute readable text
// colours for a merchant's four site colours before rendering, and the back-office can warn about
// poor combinations.

export type Rgb = { r: number; g: number; b: number };

export const TEXT_ON_DARK = "#ffffff";
/** WCAG 2.x AA for normal text. */
export const AA_TEXT = 4.5;
export const TEXT_ON_LIGHT = "#111827";
export type ReadableText = typeof TEXT_ON_DARK | typeof TEXT_ON_LIGHT;

const HEX_PATTERN = /^#[0-9a-f]{6}$/i;

/** True for a '#RRGGBB' colour (either case); shorthand and named colours are refused. */
export function isValidHex(value: string): boolean {
  return HEX_PATTERN.test(value);
}

/** Parses '#RRGGBB' into 0-255 channels. Throws a TypeError on anything else. */
export function parseHex(hex: string): Rgb {
  if (!isValidHex(hex)) {
    throw new TypeError(`Invalid colour "${hex}": expected #RRGGBB`);
  }
  return {
    r: Number.parseInt(hex.slice(1, 3), 16),
    g: Number.parseInt(hex.slice(3, 5), 16),
    b: Number.parseInt(hex.slice(5, 7), 16),
  };
}

function toRgb(color: string | Rgb): Rgb {
  return typeof color === "string" ? parseHex(color) : color;
}

function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, from 0 (black) to 1 (white). */
export function relativeLuminance(color: string | Rgb): number {
  const { r, g, b } = toRgb(color);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG contrast ratio, from 1 (same luminance) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la >= lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour (white or near-black) with the higher contrast on `background`; ties go dark. */
export function readableTextOn(background: string | Rgb): ReadableText {
  const onDark = contrastRatio(background, TEXT_ON_DARK);
  const onLight = contrastRatio(background, TEXT_ON_LIGHT);
  return onDark > onLight ? TEXT_ON_DARK : TEXT_ON_LIGHT;
}

const toHexChannel = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, "0");

/** `color` mixed into `base` (sRGB channels): weight 0 is `base`, 1 is `color`. Lowercase '#rrggbb'. */
export function mixHex(color: string, base: string, weight: number): string {
  const a = parseHex(color);
  const b = parseHex(base);
  const w = Math.min(1, Math.max(0, weight));
  return `#${toHexChannel(b.r + (a.r - b.r) * w)}${toHexChannel(b.g + (a.g - b.g) * w)}${toHexChannel(b.b + (a.b - b.b) * w)}`;
}
