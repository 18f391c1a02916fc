/**
 * Small SVG toolkit for the demo illustrations (demo-illustrations.ts): a palette, a seeded
 * random source (the same picture on every run), and drawing primitives that return markup.
 * Everything here is pure string building; rendering happens in demo-images.server.ts.
 */

export const PALETTE = {
  cream: "#F8F0E3",
  linen: "#F2E4CF",
  sand: "#E7D3B5",
  paper: "#FFFBF3",
  terracotta: "#B4532A",
  terracottaDark: "#8A3B1C",
  rust: "#CC6A3E",
  olive: "#5D6B33",
  oliveDark: "#3F4A20",
  sage: "#A3B27E",
  sageLight: "#CBD5AE",
  mustard: "#E3A93A",
  honey: "#D48A27",
  crust: "#C9803A",
  crustLight: "#E2A860",
  crustDark: "#94561F",
  crumb: "#F5DFB3",
  brown: "#4B2E1E",
  wood: "#A66E3E",
  woodLight: "#C8935F",
  woodDark: "#7A4C27",
  cheese: "#F6D67E",
  rind: "#D9A94C",
  berry: "#B3263E",
  praline: "#D8467C",
  plum: "#6B2D4A",
  blush: "#F2C9B8",
  teal: "#2F5D62",
  sky: "#CFE3EA",
  ink: "#2B1D14",
  white: "#FFFFFF",
  slate: "#3B3F44",
  marble: "#F1EEE9",
} as const;

/** Deterministic pseudo-random numbers (mulberry32), so a given picture never changes. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export { escapeXml } from "~/lib/escape-xml";

/** Rounds coordinates so the markup stays short. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export const SERIF = "DejaVu Serif, Liberation Serif, Georgia, serif";
export const SANS = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${SHARED_DEFS}${defs}</defs>${body}</svg>`
  );
}

/** Gradients used everywhere: soft contact shadows, glass shine, and a warm vignette. */
const SHARED_DEFS =
  `<radialGradient id="shadow"><stop offset="0" stop-color="#2B1D14" stop-opacity="0.38"/><stop offset="0.6" stop-color="#2B1D14" stop-opacity="0.16"/><stop offset="1" stop-color="#2B1D14" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
  `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#2B1D14" stop-opacity="0"/><stop offset="1" stop-color="#2B1D14" stop-opacity="0.22"/></radialGradient>` +
  `<radialGradient id="glow" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

export function linearGradient(id: string, stops: string[], vertical = true): string {
  const n = stops.length - 1;
  const s = stops.map((c, i) => `<stop offset="${r1(i / n)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${s}</linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string, cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

/** A vichy (gingham) cloth pattern, the French bistro tablecloth. */
export function ginghamPattern(id: string, colour: string, size = 36): string {
  const h = size / 2;
  return (
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
    `<rect width="${size}" height="${size}" fill="#FFFDF8"/>` +
    `<rect width="${h}" height="${size}" fill="${colour}" opacity="0.5"/>` +
    `<rect width="${size}" height="${h}" fill="${colour}" opacity="0.5"/></pattern>`
  );
}

export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 1): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="url(#shadow)" opacity="${opacity}"/>`;
}

export function place(x: number, y: number, scale: number, inner: string, rotate = 0): string {
  const rot = rotate ? ` rotate(${rotate})` : "";
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${scale})${rot}">${inner}</g>`;
}

/** Scattered dots (flour, sesame, crumbs, pistachio) inside an ellipse. */
export function speckles(
  rand: () => number,
  count: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  size: [number, number],
  opacity = 1,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand());
    const s = size[0] + rand() * (size[1] - size[0]);
    out += `<circle cx="${r1(cx + Math.cos(a) * rx * d)}" cy="${r1(cy + Math.sin(a) * ry * d)}" r="${r1(s)}"/>`;
  }
  return `<g fill="${colour}" opacity="${opacity}">${out}</g>`;
}

/** A leaf drawn along the x axis from (0,0) to (len,0). */
export function leaf(len: number, width: number, fill: string, vein = true): string {
  const w = width / 2;
  const path = `M0,0 C${r1(len * 0.3)},${r1(-w * 1.6)} ${r1(len * 0.75)},${r1(-w * 1.2)} ${len},0 C${r1(len * 0.75)},${r1(w * 1.2)} ${r1(len * 0.3)},${r1(w * 1.6)} 0,0 Z`;
  return (
    `<path d="${path}" fill="${fill}"/>` +
    (vein ? `<path d="M${r1(len * 0.08)},0 L${r1(len * 0.9)},0" stroke="#fff" stroke-opacity="0.35" stroke-width="${r1(Math.max(1, width / 10))}"/>` : "")
  );
}

/** A sprig of leaves (herbs, olive branch, bay) starting at (0,0), pointing right. */
export function sprig(rand: () => number, length: number, leafLen: number, fill: string, stem: string = PALETTE.oliveDark): string {
  let out = `<path d="M0,0 Q${r1(length / 2)},${r1(-length * 0.12)} ${length},0" stroke="${stem}" stroke-width="${r1(leafLen / 9)}" fill="none" stroke-linecap="round"/>`;
  const n = Math.max(3, Math.round(length / (leafLen * 0.55)));
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1);
    const x = length * t;
    const y = -length * 0.12 * 4 * t * (1 - t) * 0.5;
    const side = i % 2 === 0 ? 1 : -1;
    const angle = side * (35 + rand() * 20) - 10;
    out += `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})">${leaf(leafLen * (0.8 + rand() * 0.3), leafLen * 0.42, fill)}</g>`;
  }
  out += `<g transform="translate(${length} 0) rotate(-8)">${leaf(leafLen, leafLen * 0.42, fill)}</g>`;
  return out;
}

export type Surface = "wood" | "linen" | "marble" | "slate";

/**
 * The backdrop of a still life: a wall (two-colour gradient with a soft light) and a table
 * surface from `horizon` down, with a light rim at its front edge.
 */
export function stillLifeBackdrop(
  width: number,
  height: number,
  horizon: number,
  wall: [string, string],
  surface: Surface,
  accent: string = PALETTE.terracotta,
): { defs: string; body: string } {
  const id = `w${width}x${height}`;
  let defs = linearGradient(`${id}-wall`, wall);
  let body = `<rect width="${width}" height="${horizon}" fill="url(#${id}-wall)"/>`;
  body += `<ellipse cx="${width * 0.5}" cy="${horizon * 0.35}" rx="${width * 0.55}" ry="${horizon * 0.55}" fill="url(#glow)"/>`;
  const tableH = height - horizon;
  if (surface === "wood") {
    defs += linearGradient(`${id}-wood`, [PALETTE.woodLight, PALETTE.wood, PALETTE.woodDark]);
    body += `<rect y="${horizon}" width="${width}" height="${tableH}" fill="url(#${id}-wood)"/>`;
    // Planks: seams closer together at the back (a hint of perspective).
    let y = horizon;
    let step = tableH * 0.12;
    while (y < height) {
      y += step;
      body += `<path d="M0,${r1(y)} H${width}" stroke="${PALETTE.woodDark}" stroke-opacity="0.45" stroke-width="2"/>`;
      step *= 1.45;
    }
    const rand = seeded(width + height);
    for (let i = 0; i < 14; i++) {
      const gy = horizon + rand() * tableH;
      const gx = rand() * width;
      body += `<path d="M${r1(gx)},${r1(gy)} q${r1(60 + rand() * 80)},${r1(-4 + rand() * 8)} ${r1(160 + rand() * 120)},0" stroke="${PALETTE.woodDark}" stroke-opacity="0.18" stroke-width="2" fill="none"/>`;
    }
  } else if (surface === "linen") {
    defs += ginghamPattern(`${id}-gingham`, accent, Math.round(width / 22));
    body += `<rect y="${horizon}" width="${width}" height="${tableH}" fill="url(#${id}-gingham)"/>`;
    body += `<rect y="${horizon}" width="${width}" height="${tableH}" fill="${PALETTE.ink}" opacity="0.05"/>`;
  } else if (surface === "marble") {
    defs += linearGradient(`${id}-marble`, ["#F7F5F1", "#E6E1D9"]);
    body += `<rect y="${horizon}" width="${width}" height="${tableH}" fill="url(#${id}-marble)"/>`;
    const rand = seeded(width * 3 + height);
    for (let i = 0; i < 6; i++) {
      const x0 = rand() * width;
      const y0 = horizon + rand() * tableH;
      body += `<path d="M${r1(x0)},${r1(y0)} c${r1(80 + rand() * 60)},${r1(-20 + rand() * 40)} ${r1(140 + rand() * 80)},${r1(20 + rand() * 30)} ${r1(260 + rand() * 120)},${r1(-10 + rand() * 30)}" stroke="#BDB4A8" stroke-opacity="0.5" stroke-width="${r1(1 + rand() * 2)}" fill="none"/>`;
    }
  } else {
    defs += linearGradient(`${id}-slate`, ["#4A4F55", PALETTE.slate]);
    body += `<rect y="${horizon}" width="${width}" height="${tableH}" fill="url(#${id}-slate)"/>`;
  }
  body += `<rect y="${horizon}" width="${width}" height="6" fill="#fff" opacity="0.18"/>`;
  body += `<rect y="${horizon - 10}" width="${width}" height="10" fill="${PALETTE.ink}" opacity="0.06"/>`;
  return { defs, body };
}

/** Closes a scene: a light warm vignette over everything. */
export function vignette(width: number, height: number): string {
  return `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
}
