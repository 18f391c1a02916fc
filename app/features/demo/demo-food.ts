/**
 * Food drawings for the demo pictures. Each function draws one item with its resting point at
 * (0, 0) — place it with `place()` — and returns SVG markup plus, when it needs them, defs.
 */
import { PALETTE as P, escapeXml, ginghamPattern, leaf, linearGradient, r1, radialGradient, seeded, shadow, speckles, SERIF } from "~/features/demo/demo-svg";

export type Drawing = { defs: string; body: string };

/** Front half of an ellipse's outline as a path segment, for the sides of round dishes. */
function sidePath(rx: number, ry: number, top: number, bottom: number, flare = 0): string {
  return `M${-rx - flare},${top} L${-rx},${bottom} A${rx},${ry} 0 0 0 ${rx},${bottom} L${rx + flare},${top} Z`;
}

export function quiche(seed = 1): Drawing {
  const rand = seeded(seed);
  const defs = linearGradient("quiche-custard", ["#F7D472", "#EDB547"]) + linearGradient("quiche-side", [P.crust, P.crustDark]);
  let body = shadow(0, 8, 250, 62);
  body += `<path d="${sidePath(200, 62, -34, 0, 4)}" fill="url(#quiche-side)"/>`;
  for (let x = -190; x <= 190; x += 19) {
    const y = 62 * Math.sqrt(1 - (x / 200) ** 2);
    body += `<path d="M${x},${r1(y - 30)} L${x},${r1(y - 4)}" stroke="${P.crustDark}" stroke-opacity="0.55" stroke-width="3"/>`;
  }
  body += `<ellipse cx="0" cy="-34" rx="204" ry="64" fill="${P.crustLight}"/>`;
  body += `<ellipse cx="0" cy="-33" rx="180" ry="53" fill="url(#quiche-custard)"/>`;
  for (let i = 0; i < 16; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * 0.85;
    body += `<ellipse cx="${r1(Math.cos(a) * 160 * d)}" cy="${r1(-33 + Math.sin(a) * 46 * d)}" rx="${r1(14 + rand() * 22)}" ry="${r1(5 + rand() * 6)}" fill="#C47E22" opacity="${r1(0.25 + rand() * 0.25)}"/>`;
  }
  for (let i = 0; i < 22; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * 0.85;
    const x = Math.cos(a) * 165 * d;
    const y = -33 + Math.sin(a) * 46 * d;
    body += `<rect x="${r1(x - 9)}" y="${r1(y - 4)}" width="18" height="9" rx="3" fill="#E39C86" stroke="#B9705A" stroke-width="1.5" transform="rotate(${r1(rand() * 60 - 30)} ${r1(x)} ${r1(y)})"/>`;
  }
  body += speckles(rand, 40, 0, -33, 165, 46, "#4F7A2A", [1.5, 3]);
  body += `<ellipse cx="-60" cy="-52" rx="70" ry="12" fill="#fff" opacity="0.18"/>`;
  return { defs, body };
}

export function bakingDish(kind: "quenelles" | "gratin", seed = 2): Drawing {
  const rand = seeded(seed);
  const defs =
    linearGradient("dish-side", ["#F4EBDD", "#D9CBB4"]) +
    linearGradient("quenelle", ["#F2CF87", "#D4954A"]) +
    radialGradient("nantua", "#E9935E", "#C9603A") +
    radialGradient("gratin-top", "#F3D28C", "#DDA34E");
  let body = shadow(0, 10, 290, 66);
  body += `<ellipse cx="-236" cy="-30" rx="36" ry="15" fill="#E8DCC7"/><ellipse cx="236" cy="-30" rx="36" ry="15" fill="#E8DCC7"/>`;
  body += `<path d="${sidePath(226, 72, -34, 0, 6)}" fill="url(#dish-side)"/>`;
  body += `<path d="M-230,-16 A230,70 0 0 0 230,-16" stroke="${P.terracotta}" stroke-width="6" fill="none" opacity="0.8"/>`;
  body += `<ellipse cx="0" cy="-34" rx="232" ry="78" fill="#FBF6EE"/>`;
  if (kind === "quenelles") {
    body += `<ellipse cx="0" cy="-32" rx="206" ry="64" fill="url(#nantua)"/>`;
    const placements: Array<[number, number, number]> = [
      [-95, -30, -12],
      [15, -44, 8],
      [110, -24, -6],
    ];
    for (const [x, y, a] of placements) {
      body += `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse cx="0" cy="6" rx="76" ry="24" fill="#9E4427" opacity="0.35"/><ellipse cx="0" cy="0" rx="74" ry="26" fill="url(#quenelle)"/><ellipse cx="-8" cy="-9" rx="46" ry="8" fill="#fff" opacity="0.35"/><ellipse cx="20" cy="2" rx="24" ry="8" fill="#B8702C" opacity="0.35"/></g>`;
    }
    for (let i = 0; i < 8; i++)
      body += `<ellipse cx="${r1(-170 + rand() * 340)}" cy="${r1(-60 + rand() * 55)}" rx="${r1(8 + rand() * 10)}" ry="3" fill="#fff" opacity="0.3"/>`;
    body += speckles(rand, 30, 0, -32, 180, 52, "#3E6B22", [2, 3.5]);
  } else {
    body += `<ellipse cx="0" cy="-32" rx="206" ry="64" fill="url(#gratin-top)"/>`;
    for (let i = 0; i < 26; i++) {
      const a = rand() * Math.PI * 2;
      const d = Math.sqrt(rand()) * 0.85;
      const x = Math.cos(a) * 180 * d;
      const y = -32 + Math.sin(a) * 54 * d;
      body += `<path d="M${r1(x - 24)},${r1(y)} A26,10 0 0 1 ${r1(x + 24)},${r1(y)}" stroke="#E9BC68" stroke-width="4" fill="none"/>`;
    }
    for (let i = 0; i < 24; i++) {
      const a = rand() * Math.PI * 2;
      const d = Math.sqrt(rand()) * 0.9;
      body += `<ellipse cx="${r1(Math.cos(a) * 180 * d)}" cy="${r1(-32 + Math.sin(a) * 54 * d)}" rx="${r1(10 + rand() * 20)}" ry="${r1(4 + rand() * 6)}" fill="#B86F24" opacity="${r1(0.3 + rand() * 0.35)}"/>`;
    }
    body += speckles(rand, 24, 0, -32, 170, 48, "#5A7A2E", [1.5, 3]);
  }
  return { defs, body };
}

export function jar(fill: string, label: string, cloth: string, id: string, scale = 1): Drawing {
  const defs = ginghamPattern(`cloth-${id}`, cloth, 16) + linearGradient(`jam-${id}`, [fill, shade(fill, -0.25)], false);
  const w = 70 * scale;
  const h = 190 * scale;
  let body = shadow(0, 4, w * 1.6, 22 * scale);
  body += `<rect x="${-w}" y="${-h}" width="${w * 2}" height="${h}" rx="${22 * scale}" fill="#fff" opacity="0.35"/>`;
  body += `<rect x="${-w + 7 * scale}" y="${-h + 18 * scale}" width="${(w - 7 * scale) * 2}" height="${h - 24 * scale}" rx="${17 * scale}" fill="url(#jam-${id})"/>`;
  body += `<rect x="${-w + 14 * scale}" y="${-h + 26 * scale}" width="${12 * scale}" height="${h - 50 * scale}" rx="${6 * scale}" fill="#fff" opacity="0.35"/>`;
  // Cloth cover, tied with string.
  const top = -h - 8 * scale;
  const cw = w + 20 * scale;
  let wave = `M${-cw},${r1(top + 30 * scale)}`;
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    const x = -cw + (2 * cw * i) / steps;
    const y = top + (i % 2 === 0 ? 30 : 40) * scale;
    wave += ` Q${r1(x - cw / steps)},${r1(y + 8 * scale)} ${r1(x)},${r1(y)}`;
  }
  body += `<path d="M${-cw},${r1(top + 30 * scale)} C${-cw},${r1(top - 34 * scale)} ${cw},${r1(top - 34 * scale)} ${cw},${r1(top + 30 * scale)} ${wave.replace(/^M[^ ]+/, "")} Z" fill="url(#cloth-${id})"/>`;
  body += `<path d="${wave}" stroke="${P.ink}" stroke-opacity="0.15" stroke-width="2" fill="none"/>`;
  body += `<path d="M${-w - 4 * scale},${r1(top + 22 * scale)} Q0,${r1(top + 30 * scale)} ${w + 4 * scale},${r1(top + 22 * scale)}" stroke="#8A6A45" stroke-width="${r1(4 * scale)}" fill="none"/>`;
  // Label.
  body += `<rect x="${r1(-w * 0.78)}" y="${r1(-h * 0.62)}" width="${r1(w * 1.56)}" height="${r1(h * 0.3)}" rx="${6 * scale}" fill="${P.paper}" stroke="${P.brown}" stroke-opacity="0.3" stroke-width="2"/>`;
  body += `<text x="0" y="${r1(-h * 0.44)}" font-family="${SERIF}" font-size="${r1(19 * scale)}" font-style="italic" fill="${P.brown}" text-anchor="middle">${escapeXml(label)}</text>`;
  body += `<path d="M${r1(-w * 0.45)},${r1(-h * 0.39)} H${r1(w * 0.45)}" stroke="${P.terracotta}" stroke-width="2"/>`;
  return { defs, body };
}

/** Lightens (amount > 0) or darkens (amount < 0) a '#RRGGBB' colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)));
  };
  const r = channel((n >> 16) & 255);
  const g = channel((n >> 8) & 255);
  const b = channel(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
}

export function bottle(kind: "oil" | "wine", label: string, sub: string, id: string): Drawing {
  const glass = kind === "oil" ? ["#A8B03A", "#6E7A1E", "#4E5A12"] : ["#6B2036", "#4A1424", "#2E0B16"];
  const defs = linearGradient(`glass-${id}`, glass, false);
  const outline = "M-18,-420 L18,-420 L18,-340 C18,-296 64,-300 64,-246 L64,-16 Q64,0 48,0 L-48,0 Q-64,0 -64,-16 L-64,-246 C-64,-300 -18,-296 -18,-340 Z";
  let body = shadow(0, 4, 110, 20);
  body += `<path d="${outline}" fill="url(#glass-${id})"/>`;
  body += `<rect x="-17" y="-452" width="34" height="36" rx="5" fill="${kind === "oil" ? "#C7A57A" : "#8A2438"}"/>`;
  body += `<rect x="-20" y="-424" width="40" height="8" rx="3" fill="${kind === "oil" ? "#B08D5E" : "#6A1729"}"/>`;
  body += `<rect x="-48" y="-270" width="14" height="240" rx="7" fill="#fff" opacity="0.28"/>`;
  body += `<rect x="-58" y="-205" width="116" height="132" rx="6" fill="${P.paper}"/>`;
  body += `<rect x="-52" y="-199" width="104" height="120" rx="4" fill="none" stroke="${P.terracotta}" stroke-width="2"/>`;
  body += `<text x="0" y="-160" font-family="${SERIF}" font-size="17" fill="${P.brown}" text-anchor="middle">${escapeXml(label)}</text>`;
  body += `<text x="0" y="-134" font-family="${SERIF}" font-size="13" font-style="italic" fill="${P.terracotta}" text-anchor="middle">${escapeXml(sub)}</text>`;
  body += `<g transform="translate(0 -104)">${leaf(34, 12, P.olive, false)}<g transform="scale(-1 1)">${leaf(34, 12, P.olive, false)}</g></g>`;
  return { defs, body };
}

export function olives(rand: () => number, count: number, spread: number): string {
  let body = "";
  for (let i = 0; i < count; i++) {
    const x = (rand() - 0.5) * spread;
    const y = (rand() - 0.5) * spread * 0.25;
    const dark = rand() < 0.35;
    body += `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rand() * 60 - 30)})"><ellipse rx="22" ry="15" fill="${dark ? "#3B2A33" : "#7E8A2C"}"/><ellipse cx="-7" cy="-5" rx="7" ry="4" fill="#fff" opacity="0.35"/></g>`;
  }
  return body;
}

export function smallBowl(fill: string, id: string): Drawing {
  const defs = radialGradient(`bowl-${id}`, shade(fill, 0.25), fill);
  let body = shadow(0, 4, 110, 22);
  body += `<path d="${sidePath(88, 26, -30, 0, 6)}" fill="#EFE6D8"/>`;
  body += `<ellipse cx="0" cy="-30" rx="94" ry="28" fill="#FBF7F0"/>`;
  body += `<ellipse cx="0" cy="-28" rx="76" ry="20" fill="url(#bowl-${id})"/>`;
  body += `<ellipse cx="-20" cy="-33" rx="26" ry="5" fill="#fff" opacity="0.4"/>`;
  return { defs, body };
}

export function saintMarcellin(seed = 3): Drawing {
  const rand = seeded(seed);
  const defs = linearGradient("crock", [P.rust, P.terracottaDark], false) + radialGradient("sm-rind", "#FBF3E0", "#E7D6B2");
  let body = shadow(0, 8, 170, 36);
  body += `<path d="M-118,-96 L-104,-8 Q-100,6 -80,8 L80,8 Q100,6 104,-8 L118,-96 Z" fill="url(#crock)"/>`;
  body += `<ellipse cx="0" cy="-96" rx="120" ry="34" fill="${P.terracottaDark}"/>`;
  body += `<ellipse cx="0" cy="-94" rx="106" ry="27" fill="#6E2C13"/>`;
  body += `<ellipse cx="0" cy="-100" rx="98" ry="28" fill="#D9C7A0"/>`;
  body += `<path d="M-98,-100 L-98,-114 A98,28 0 0 1 98,-114 L98,-100 Z" fill="#E6D6B3"/>`;
  body += `<ellipse cx="0" cy="-116" rx="98" ry="28" fill="url(#sm-rind)"/>`;
  for (let i = 0; i < 14; i++) {
    const x = (rand() - 0.5) * 150;
    const y = -116 + (rand() - 0.5) * 34;
    body += `<path d="M${r1(x - 10)},${r1(y)} q10,-5 20,0" stroke="#CDB88E" stroke-width="2" fill="none"/>`;
  }
  body += speckles(rand, 30, 0, -116, 85, 22, "#A9B6BC", [1.5, 3.5], 0.6);
  body += `<path d="M-110,-60 Q0,-40 110,-60" stroke="#fff" stroke-opacity="0.15" stroke-width="8" fill="none"/>`;
  return { defs, body };
}

export function walnut(): string {
  return `<ellipse rx="26" ry="22" fill="#B88753"/><path d="M0,-22 Q-6,0 0,22" stroke="#8A5F32" stroke-width="3" fill="none"/><path d="M-16,-10 q6,6 0,14 M14,-12 q-6,8 0,16" stroke="#8A5F32" stroke-width="2" fill="none"/>`;
}

export function tart(filling: [string, string], topping: string[], id: string, seed = 4): Drawing {
  const rand = seeded(seed);
  const defs = radialGradient(`tart-${id}`, filling[0], filling[1], 0.45, 0.4, 0.6) + linearGradient(`tart-side-${id}`, [P.crustLight, P.crust]);
  let body = shadow(0, 8, 240, 58);
  body += `<path d="${sidePath(196, 58, -28, 0, 4)}" fill="url(#tart-side-${id})"/>`;
  for (let x = -186; x <= 186; x += 16) {
    const y = 58 * Math.sqrt(1 - (x / 196) ** 2);
    body += `<path d="M${x},${r1(y - 24)} L${x},${r1(y - 3)}" stroke="${P.crustDark}" stroke-opacity="0.4" stroke-width="3"/>`;
  }
  body += `<ellipse cx="0" cy="-28" rx="200" ry="60" fill="${P.crustLight}"/>`;
  body += `<ellipse cx="0" cy="-27" rx="178" ry="49" fill="url(#tart-${id})"/>`;
  body += `<ellipse cx="-50" cy="-44" rx="80" ry="10" fill="#fff" opacity="0.25"/>`;
  for (const colour of topping) body += speckles(rand, 55, 0, -27, 165, 44, colour, [2.5, 6]);
  return { defs, body };
}

export function pralines(rand: () => number, count: number, spread: number): string {
  let body = "";
  for (let i = 0; i < count; i++) {
    const x = (rand() - 0.5) * spread;
    const y = (rand() - 0.5) * spread * 0.2;
    body += `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rand() * 90 - 45)})"><ellipse cy="4" rx="26" ry="10" fill="${P.ink}" opacity="0.15"/><path d="M-24,0 C-26,-16 -8,-20 0,-19 C12,-20 26,-14 24,0 C22,10 -22,10 -24,0 Z" fill="#DD5A8C"/><circle cx="-8" cy="-8" r="3" fill="#F6A3C2"/><circle cx="8" cy="-4" r="2.5" fill="#B23467"/><circle cx="2" cy="-12" r="2" fill="#F6A3C2"/></g>`;
  }
  return body;
}

const MACARON_COLOURS: Array<[string, string]> = [
  ["#B9CF7D", "#F4EBD0"],
  ["#E57993", "#F7D8DF"],
  ["#F1E0B6", "#7B4B2E"],
  ["#8A5239", "#5A2F1E"],
  ["#F1D45C", "#FBF0C0"],
  ["#7D3E6B", "#F0D4E6"],
  ["#DCA266", "#F4DDB5"],
];

function macaron(shell: string, filling: string): string {
  const dark = shade(shell, -0.15);
  const light = shade(shell, 0.3);
  return (
    `<ellipse cx="0" cy="2" rx="62" ry="10" fill="${P.ink}" opacity="0.18"/>` +
    `<path d="M-56,-6 C-58,10 58,10 56,-6 L56,-22 L-56,-22 Z" fill="${dark}"/>` +
    `<rect x="-58" y="-30" width="116" height="12" rx="5" fill="${light}"/>` +
    `<rect x="-50" y="-42" width="100" height="14" rx="6" fill="${filling}"/>` +
    `<rect x="-58" y="-52" width="116" height="12" rx="5" fill="${light}"/>` +
    `<path d="M-56,-50 C-60,-94 60,-94 56,-50 Z" fill="${shell}"/>` +
    `<ellipse cx="-16" cy="-74" rx="22" ry="7" fill="#fff" opacity="0.35"/>`
  );
}

export function macaronPyramid(): Drawing {
  let body = shadow(0, 6, 290, 40);
  const rows: Array<{ y: number; xs: number[] }> = [
    { y: 0, xs: [-195, -65, 65, 195] },
    { y: -92, xs: [-130, 0, 130] },
    { y: -184, xs: [-65, 65] },
    { y: -276, xs: [0] },
  ];
  let i = 0;
  for (const row of rows) {
    for (const x of row.xs) {
      const [shell, filling] = MACARON_COLOURS[i % MACARON_COLOURS.length];
      body += place(x, row.y, 1, macaron(shell, filling));
      i++;
    }
  }
  return { defs: "", body };
}

function place(x: number, y: number, s: number, inner: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})">${inner}</g>`;
}

export function baguette(id: string, length = 420): Drawing {
  const h = length / 2;
  const defs = linearGradient(`baguette-${id}`, [P.crustLight, P.crust, P.crustDark]);
  let body = `<path d="M${-h},0 C${-h},-34 ${-h + 28},-38 ${-h + 60},-38 L${h - 60},-38 C${h - 28},-38 ${h},-34 ${h},0 C${h},30 ${h - 28},34 ${h - 60},34 L${-h + 60},34 C${-h + 28},34 ${-h},30 ${-h},0 Z" fill="url(#baguette-${id})"/>`;
  const cuts = Math.round(length / 85);
  for (let i = 0; i < cuts; i++) {
    const x = -h + 70 + (i * (length - 140)) / Math.max(1, cuts - 1);
    body += `<ellipse cx="${r1(x)}" cy="-12" rx="34" ry="9" fill="#F2CF8E" transform="rotate(-22 ${r1(x)} -12)"/>`;
    body += `<path d="M${r1(x - 30)},-4 Q${r1(x)},-20 ${r1(x + 30)},-22" stroke="${P.crustDark}" stroke-width="3" fill="none" opacity="0.5"/>`;
  }
  body += speckles(seeded(length), 30, 0, -10, h - 20, 18, "#fff", [1, 2.5], 0.45);
  return { defs, body };
}

export function boule(seed = 5): Drawing {
  const rand = seeded(seed);
  const defs = radialGradient("boule", P.crustLight, P.crustDark, 0.4, 0.3, 0.75);
  let body = shadow(0, 6, 190, 36);
  body += `<path d="M-170,0 C-176,-150 176,-150 170,0 Q0,24 -170,0 Z" fill="url(#boule)"/>`;
  body += `<path d="M-90,-70 Q0,-110 90,-70 M-40,-110 Q-10,-60 -30,-10 M40,-112 Q10,-60 30,-10" stroke="#F3D39B" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  body += speckles(rand, 60, 0, -70, 140, 50, "#fff", [1.5, 3.5], 0.6);
  return { defs, body };
}

export function wicker(id: string): string {
  return (
    `<pattern id="wicker-${id}" width="28" height="22" patternUnits="userSpaceOnUse">` +
    `<rect width="28" height="22" fill="#C99A5B"/>` +
    `<path d="M0,5.5 Q7,0 14,5.5 T28,5.5 M0,16.5 Q7,11 14,16.5 T28,16.5" stroke="#A87A3F" stroke-width="4" fill="none"/>` +
    `<path d="M0,0 V22 M14,0 V22" stroke="#8E6430" stroke-width="2" opacity="0.5"/></pattern>`
  );
}

/** A picnic or gift basket with a baguette, a bottle and a jar peeking out, and a cloth. */
export function basket(id: string, cloth: string): Drawing {
  const parts: Drawing[] = [];
  let defs = wicker(id) + ginghamPattern(`basket-cloth-${id}`, cloth, 24);
  let back = `<path d="M-180,-170 C-160,-420 160,-420 180,-170" stroke="#8E6430" stroke-width="24" fill="none"/>`;
  back += `<path d="M-180,-170 C-160,-420 160,-420 180,-170" stroke="#C99A5B" stroke-width="14" fill="none"/>`;
  const b = bottle("wine", "Beaujolais", "Villages", `${id}-b`);
  const bread = baguette(`${id}-bg`, 380);
  const j = jar("#E8892B", "Abricot", P.terracotta, `${id}-j`, 0.75);
  parts.push(b, bread, j);
  defs += parts.map((p) => p.defs).join("");
  back += place(70, -110, 0.75, b.body);
  back += `<g transform="translate(-40 -210) rotate(-35)">${bread.body}</g>`;
  back += place(-90, -140, 1, j.body);
  let front = shadow(0, 8, 250, 40);
  front = front + `<path d="M-200,-170 L200,-170 L172,-8 Q170,8 150,8 L-150,8 Q-170,8 -172,-8 Z" fill="url(#wicker-${id})"/>`;
  front += `<path d="M-206,-172 H206" stroke="#8E6430" stroke-width="16" stroke-linecap="round"/>`;
  front += `<path d="M-120,-176 C-60,-186 -10,-150 40,-176 L60,-120 Q30,-60 -20,-90 Q-70,-70 -110,-110 Z" fill="url(#basket-cloth-${id})"/>`;
  return { defs, body: back + front };
}

export function cheeseWedge(id: string, paste = P.cheese, rind = P.rind): Drawing {
  const defs = linearGradient(`wedge-${id}`, [shade(paste, 0.15), paste]) + linearGradient(`wedge-top-${id}`, [shade(paste, 0.3), shade(paste, 0.1)]);
  let body = shadow(10, 4, 230, 34);
  body += `<path d="M-180,-90 L150,-160 L196,-104 Z" fill="url(#wedge-top-${id})"/>`;
  body += `<path d="M-180,-90 L196,-104 L196,-10 L-180,0 Z" fill="url(#wedge-${id})"/>`;
  body += `<path d="M150,-160 L196,-104" stroke="${rind}" stroke-width="12" stroke-linecap="round"/>`;
  body += `<path d="M196,-104 L196,-10" stroke="${shade(rind, -0.2)}" stroke-width="14"/>`;
  const holes: Array<[number, number, number]> = [
    [-90, -45, 11],
    [-10, -70, 8],
    [60, -38, 14],
    [130, -70, 9],
    [20, -28, 6],
  ];
  for (const [x, y, rr] of holes)
    body += `<ellipse cx="${x}" cy="${y}" rx="${rr}" ry="${r1(rr * 0.8)}" fill="${shade(paste, -0.18)}"/><ellipse cx="${x}" cy="${r1(y + rr * 0.3)}" rx="${r1(rr * 0.7)}" ry="${r1(rr * 0.4)}" fill="${shade(paste, 0.2)}"/>`;
  return { defs, body };
}

export function cheeseWheel(id: string, rind = "#B98A3E"): Drawing {
  const defs = linearGradient(`wheel-side-${id}`, [shade(rind, 0.1), shade(rind, -0.25)], false) + radialGradient(`wheel-top-${id}`, shade(rind, 0.25), rind);
  let body = shadow(0, 8, 280, 50);
  body += `<path d="${sidePath(240, 70, -130, 0)}" fill="url(#wheel-side-${id})"/>`;
  body += `<ellipse cx="0" cy="-130" rx="240" ry="70" fill="url(#wheel-top-${id})"/>`;
  body += `<ellipse cx="0" cy="-130" rx="200" ry="55" fill="none" stroke="${shade(rind, -0.2)}" stroke-width="3" opacity="0.5"/>`;
  body += `<text x="0" y="-120" font-family="${SERIF}" font-size="30" fill="${shade(rind, -0.35)}" text-anchor="middle" opacity="0.6" transform="scale(1 0.6) translate(0 -80)">COMTÉ</text>`;
  body += `<path d="M-236,-70 Q0,-10 236,-70" stroke="#fff" stroke-opacity="0.12" stroke-width="12" fill="none"/>`;
  return { defs, body };
}

export function blueCheese(): string {
  const rand = seeded(77);
  let body = `<path d="M-90,-40 L90,-60 L90,0 L-90,10 Z" fill="#F4EEDC"/><path d="M-90,-40 L90,-60 L70,-80 L-100,-56 Z" fill="#FBF6E8"/>`;
  for (let i = 0; i < 30; i++)
    body += `<circle cx="${r1(-80 + rand() * 160)}" cy="${r1(-50 + rand() * 52)}" r="${r1(2 + rand() * 4)}" fill="#5E7488" opacity="0.75"/>`;
  return body;
}

export function camembert(): string {
  return (
    `<path d="${sidePath(90, 28, -40, 0)}" fill="#EFE8D8"/><ellipse cx="0" cy="-40" rx="90" ry="28" fill="#FAF6EC"/>` +
    `<path d="M0,-40 L90,-40 A90,28 0 0 1 60,-19 Z" fill="#F5D98C"/><path d="M60,-19 L60,20 L90,0 L90,-40 Z" fill="#F3D27A"/>`
  );
}

export function grapes(colour: string, seed = 6): string {
  const rand = seeded(seed);
  let body = `<path d="M0,-10 q10,-30 30,-36" stroke="#5A4A2A" stroke-width="5" fill="none"/>`;
  const rows = [4, 5, 4, 3, 2, 1];
  let y = 0;
  for (const n of rows) {
    for (let i = 0; i < n; i++) {
      const x = (i - (n - 1) / 2) * 26 + (rand() - 0.5) * 4;
      body += `<circle cx="${r1(x)}" cy="${y}" r="15" fill="${colour}"/><circle cx="${r1(x - 5)}" cy="${y - 5}" r="4" fill="#fff" opacity="0.35"/>`;
    }
    y += 22;
  }
  body += `<g transform="translate(18 -40) rotate(-30)">${leaf(60, 34, P.olive)}</g>`;
  return body;
}

export function cheeseBoard(id: string): Drawing {
  const rand = seeded(11);
  const wedge = cheeseWedge(`${id}-w`);
  let body = shadow(0, 16, 330, 60);
  body += `<path d="M280,-40 L370,-60 Q392,-62 392,-44 Q392,-26 372,-26 L280,-14 Z" fill="${P.woodDark}"/>`;
  body += `<ellipse cx="0" cy="-20" rx="310" ry="104" fill="${P.woodDark}"/>`;
  body += `<ellipse cx="0" cy="-30" rx="310" ry="104" fill="${P.woodLight}"/>`;
  body += `<ellipse cx="0" cy="-30" rx="290" ry="92" fill="none" stroke="${P.wood}" stroke-width="2" opacity="0.6"/>`;
  body += place(-120, -20, 0.62, wedge.body);
  body += place(110, -50, 0.9, camembert());
  body += place(40, 40, 0.75, blueCheese());
  body += place(-215, -40, 0.8, grapes("#6B2D4A"));
  for (let i = 0; i < 4; i++) body += place(200 + rand() * 60, 10 + rand() * 30, 0.6, walnut());
  return { defs: wedge.defs, body };
}

export function croquembouche(): Drawing {
  const defs = radialGradient("choux", "#F2C57E", "#C7812F", 0.35, 0.3, 0.7);
  let body = shadow(0, 10, 260, 40);
  body += `<ellipse cx="0" cy="0" rx="240" ry="44" fill="#E9E4DC"/><ellipse cx="0" cy="-6" rx="230" ry="40" fill="#FBF9F5"/>`;
  const rows = 10;
  for (let row = 0; row < rows; row++) {
    const n = rows - row;
    const y = -30 - row * 50;
    const width = 46 * n;
    for (let i = 0; i < n; i++) {
      const x = -width / 2 + 23 + i * 46;
      body += `<circle cx="${r1(x)}" cy="${y}" r="28" fill="url(#choux)"/><ellipse cx="${r1(x - 8)}" cy="${y - 12}" rx="10" ry="6" fill="#fff" opacity="0.45"/>`;
    }
  }
  for (let i = 0; i < 7; i++) {
    const y = -60 - i * 62;
    const w = 220 - i * 30;
    body += `<path d="M${-w},${y} C${-w / 3},${y + 40} ${w / 3},${y - 30} ${w},${y + 10}" stroke="#E8A93A" stroke-width="2.5" fill="none" opacity="0.85"/>`;
  }
  body += `<circle cx="0" cy="-532" r="14" fill="#fff"/><circle cx="-16" cy="-526" r="10" fill="#F6C6D3"/><circle cx="16" cy="-526" r="10" fill="#F6C6D3"/>`;
  const rand = seeded(8);
  for (let i = 0; i < 14; i++)
    body += `<ellipse cx="${r1(-200 + rand() * 400)}" cy="${r1(-4 + rand() * 20)}" rx="12" ry="8" fill="${rand() < 0.5 ? "#FFFFFF" : "#F7CBD8"}" stroke="#E3D9CF"/>`;
  return { defs, body };
}

export function layerCake(): Drawing {
  const defs = linearGradient("icing", ["#FFFDF8", "#EDE3D3"], false);
  let body = shadow(0, 10, 220, 36);
  body += `<path d="M-40,0 L40,0 L20,-50 L-20,-50 Z" fill="#D8D2C8"/><ellipse cx="0" cy="-50" rx="220" ry="34" fill="#E5DFD5"/><ellipse cx="0" cy="-56" rx="220" ry="34" fill="#F6F3EE"/>`;
  const tiers: Array<[number, number, number]> = [
    [180, -60, 140],
    [130, -200, 120],
    [85, -320, 100],
  ];
  for (const [rx, base, h] of tiers) {
    const ry = rx * 0.22;
    body += `<path d="M${-rx},${base - h} L${-rx},${base} A${rx},${ry} 0 0 0 ${rx},${base} L${rx},${base - h} Z" fill="url(#icing)"/>`;
    body += `<ellipse cx="0" cy="${base - h}" rx="${rx}" ry="${r1(ry)}" fill="#FFFEFB"/>`;
    for (let a = -rx + 14; a <= rx - 14; a += 22) {
      const y = base + ry * Math.sqrt(1 - (a / rx) ** 2);
      body += `<circle cx="${a}" cy="${r1(y - 6)}" r="6" fill="#F4E6D4"/>`;
    }
    body += `<path d="M${-rx},${base - h * 0.55} A${rx},${ry} 0 0 0 ${rx},${base - h * 0.55}" stroke="${P.praline}" stroke-opacity="0.5" stroke-width="5" fill="none"/>`;
  }
  const berries: Array<[number, number]> = [
    [-30, -430],
    [20, -436],
    [0, -446],
    [-55, -424],
    [50, -424],
  ];
  for (const [x, y] of berries)
    body += `<path d="M${x},${y + 20} C${x - 18},${y} ${x - 14},${y - 16} ${x},${y - 14} C${x + 14},${y - 16} ${x + 18},${y} ${x},${y + 20} Z" fill="#C8283F"/><path d="M${x - 8},${y - 14} L${x},${y - 20} L${x + 8},${y - 14}" stroke="#4F7A2A" stroke-width="4" fill="none"/>`;
  return { defs, body };
}

export function canapes(): Drawing {
  const rand = seeded(21);
  let body = shadow(0, 14, 360, 56);
  body += `<path d="M-330,0 L330,0 L290,-170 L-290,-170 Z" fill="#2F3338"/><path d="M-330,0 L330,0 L330,12 L-330,12 Z" fill="#1F2226"/>`;
  const toppings = [
    ["#F0A38A", "#FFFFFF"],
    ["#E7D8B9", "#C8283F"],
    ["#A8C47A", "#F5EEDD"],
    ["#E9B04C", "#6B2D4A"],
  ];
  for (let row = 0; row < 3; row++) {
    const y = -140 + row * 50;
    const n = 6;
    const w = 540 + row * 40;
    for (let i = 0; i < n; i++) {
      const x = -w / 2 + w / (n * 2) + (i * w) / n;
      const [base, dot] = toppings[(i + row) % toppings.length];
      const s = 0.8 + row * 0.12;
      body += `<g transform="translate(${r1(x)} ${y}) scale(${r1(s)})"><rect x="-30" y="-8" width="60" height="18" rx="6" fill="${P.crust}"/><ellipse cx="0" cy="-10" rx="30" ry="10" fill="${base}"/><circle cx="${r1(-8 + rand() * 16)}" cy="-14" r="6" fill="${dot}"/><path d="M-6,-18 l12,-6" stroke="#3E6B22" stroke-width="3"/></g>`;
    }
  }
  return { defs: "", body };
}

export function verrines(): Drawing {
  const layers = [
    ["#7FA34B", "#F6F0E2", "#C8283F"],
    ["#E9B04C", "#FFFFFF", "#5D6B33"],
    ["#D8467C", "#F4E2C8", "#8A5239"],
    ["#F0A38A", "#EDE6D6", "#7FA34B"],
    ["#6B2D4A", "#F7EEDA", "#E9B04C"],
  ];
  let body = shadow(0, 8, 360, 36);
  layers.forEach((colours, i) => {
    const x = -280 + i * 140;
    const s = i % 2 === 0 ? 1 : 0.9;
    let g = `<path d="M-46,-180 L46,-180 L36,0 L-36,0 Z" fill="#fff" opacity="0.35"/>`;
    const heights = [70, 50, 36];
    let y = -6;
    colours.forEach((c, k) => {
      const h = heights[k];
      const top = y - h;
      const wTop = 36 + (10 * (top + 180)) / -180 + 10 * ((180 + top) / 180);
      g += `<path d="M${r1(-wTop)},${top} L${r1(wTop)},${top} L${r1(wTop - 3)},${y} L${r1(-wTop + 3)},${y} Z" fill="${c}"/>`;
      y = top;
    });
    g += `<rect x="-30" y="-170" width="8" height="150" rx="4" fill="#fff" opacity="0.4"/><circle cx="8" cy="${y - 8}" r="8" fill="#3E6B22"/>`;
    body += `<g transform="translate(${x} 0) scale(${s})">${g}</g>`;
  });
  return { defs: "", body };
}

/** A meal tray seen from above (no perspective): main dish, salad, dessert, bread, cutlery. */
export function mealTray(variant: 0 | 1): Drawing {
  const rand = seeded(31 + variant);
  const tray = variant === 0 ? P.oliveDark : "#2B2F35";
  let body = `<rect x="-300" y="-210" width="600" height="420" rx="30" fill="${P.ink}" opacity="0.25" transform="translate(10 14)"/>`;
  body += `<rect x="-300" y="-210" width="600" height="420" rx="30" fill="${tray}"/>`;
  body += `<rect x="-280" y="-190" width="340" height="230" rx="22" fill="#FBF8F2"/>`;
  if (variant === 0) {
    body += speckles(rand, 140, -110, -60, 130, 80, "#EFE4C8", [3, 5]);
    body += `<path d="M-200,-110 C-120,-150 -20,-120 -30,-60 C-40,-10 -150,0 -200,-40 Z" fill="#F08C64"/>`;
    for (let i = 0; i < 4; i++) body += `<path d="M${-180 + i * 40},-110 q20,40 0,80" stroke="#FFC3A8" stroke-width="5" fill="none"/>`;
    body += speckles(rand, 16, -110, -70, 60, 30, "#3E6B22", [2, 3]);
    body += `<circle cx="-30" cy="-150" r="16" fill="#F2D45C"/><path d="M-42,-150 h24" stroke="#E8B92A" stroke-width="3"/>`;
  } else {
    body += `<ellipse cx="-110" cy="-75" rx="140" ry="90" fill="#E8D8AE"/>`;
    body += speckles(rand, 80, -110, -75, 120, 70, "#D9B970", [3, 6]);
    body += `<path d="M-210,-90 C-150,-130 -60,-120 -40,-70 C-60,-30 -170,-20 -210,-60 Z" fill="#B2602F"/>`;
    body += speckles(rand, 40, -110, -80, 80, 40, "#E6A15D", [2, 4]);
    body += speckles(rand, 20, -110, -40, 110, 30, "#4F7A2A", [3, 5]);
  }
  body += `<circle cx="170" cy="-90" r="100" fill="#FBF8F2"/><circle cx="170" cy="-90" r="86" fill="#DCE8C4"/>`;
  for (let i = 0; i < 12; i++) {
    const a = rand() * Math.PI * 2;
    const d = rand() * 60;
    body += `<g transform="translate(${r1(170 + Math.cos(a) * d)} ${r1(-90 + Math.sin(a) * d)}) rotate(${r1(rand() * 360)})">${leaf(40, 24, i % 3 === 0 ? "#5E8A2E" : "#8DB450", false)}</g>`;
  }
  for (let i = 0; i < 5; i++) {
    const a = rand() * Math.PI * 2;
    body += `<circle cx="${r1(170 + Math.cos(a) * 45)}" cy="${r1(-90 + Math.sin(a) * 45)}" r="14" fill="#D8312F"/><circle cx="${r1(166 + Math.cos(a) * 45)}" cy="${r1(-95 + Math.sin(a) * 45)}" r="4" fill="#fff" opacity="0.5"/>`;
  }
  body += `<rect x="-280" y="60" width="170" height="130" rx="20" fill="#FBF8F2"/>`;
  body +=
    variant === 0
      ? `<circle cx="-195" cy="125" r="50" fill="${P.crustLight}"/><circle cx="-195" cy="125" r="40" fill="#F0C1CC"/>${speckles(rand, 14, -195, 125, 34, 34, "#C8283F", [4, 7])}`
      : `<circle cx="-195" cy="125" r="50" fill="#6E3B26"/><circle cx="-195" cy="125" r="40" fill="#8A5239"/><circle cx="-195" cy="110" r="10" fill="#fff"/>`;
  body += `<ellipse cx="10" cy="125" rx="80" ry="55" fill="${P.crust}"/><path d="M-40,110 q50,-30 100,0 M-40,135 q50,-30 100,0" stroke="#F2CF8E" stroke-width="6" fill="none"/>`;
  body += `<rect x="120" y="40" width="150" height="150" rx="14" fill="${variant === 0 ? P.praline : P.mustard}" opacity="0.85"/>`;
  body += `<rect x="150" y="55" width="10" height="120" rx="5" fill="#D9D9D9"/><rect x="190" y="55" width="10" height="120" rx="5" fill="#D9D9D9"/><ellipse cx="155" cy="62" rx="10" ry="16" fill="#E6E6E6"/>`;
  return { defs: "", body };
}

export function terrineSlice(): string {
  const rand = seeded(41);
  let body = `<rect x="-150" y="-170" width="300" height="170" rx="14" fill="${P.crust}"/><rect x="-136" y="-156" width="272" height="142" rx="8" fill="#E7C46A"/>`;
  body += `<rect x="-128" y="-136" width="256" height="116" rx="6" fill="#C9806E"/>`;
  for (let i = 0; i < 40; i++)
    body += `<ellipse cx="${r1(-120 + rand() * 240)}" cy="${r1(-130 + rand() * 104)}" rx="${r1(6 + rand() * 10)}" ry="${r1(3 + rand() * 5)}" fill="${rand() < 0.5 ? "#E0A092" : "#A9604F"}" opacity="0.8"/>`;
  for (let i = 0; i < 12; i++) body += `<circle cx="${r1(-115 + rand() * 230)}" cy="${r1(-125 + rand() * 95)}" r="${r1(4 + rand() * 3)}" fill="#8DB450"/>`;
  body += `<ellipse cx="0" cy="-78" rx="44" ry="30" fill="#F2D3B0"/><ellipse cx="-8" cy="-84" rx="20" ry="10" fill="#fff" opacity="0.3"/>`;
  return body;
}

/** A pâté en croûte seen from its cut end, the crust decorated on top. */
export function pateEnCroute(): Drawing {
  const defs = linearGradient("pec-top", [P.crustLight, P.crust]) + linearGradient("pec-side", [P.crust, P.crustDark], false);
  let body = shadow(40, 8, 300, 46);
  body += `<path d="M150,-170 L290,-240 L290,-62 L150,0 Z" fill="url(#pec-side)"/>`;
  body += `<path d="M-150,-170 L150,-170 L290,-240 L-10,-240 Z" fill="url(#pec-top)"/>`;
  for (let i = 0; i < 6; i++) {
    const x = -80 + i * 56;
    body += `<g transform="translate(${x} -205) rotate(-20) scale(1 0.55)">${leaf(50, 26, P.crustLight)}</g>`;
  }
  body += `<ellipse cx="20" cy="-206" rx="12" ry="6" fill="${P.crustDark}"/><ellipse cx="150" cy="-208" rx="12" ry="6" fill="${P.crustDark}"/>`;
  for (let x = 160; x < 290; x += 18)
    body += `<path d="M${x},${r1(-172 - (x - 150) * 0.5)} L${x},${r1(-4 - (x - 150) * 0.44)}" stroke="${P.crustDark}" stroke-opacity="0.35" stroke-width="2"/>`;
  body += `<g transform="translate(0 0)">${terrineSlice()}</g>`;
  return { defs, body };
}

export function eggs(): Drawing {
  const rand = seeded(51);
  let body = shadow(0, 8, 240, 36);
  const egg = (x: number, y: number) => {
    const c = rand() < 0.5 ? "#F2DEC2" : "#D9A87A";
    return `<ellipse cx="${x}" cy="${y}" rx="38" ry="48" fill="${c}"/><ellipse cx="${x - 12}" cy="${y - 18}" rx="10" ry="14" fill="#fff" opacity="0.35"/>`;
  };
  for (let i = 0; i < 4; i++) body += egg(-112 + i * 75, -175);
  for (let i = 0; i < 5; i++) body += egg(-150 + i * 75, -140);
  body += `<path d="M-210,-130 C-200,20 200,20 210,-130 Z" fill="url(#wicker-eggbowl)"/>`;
  body += `<path d="M-214,-130 H214" stroke="#8E6430" stroke-width="14" stroke-linecap="round"/>`;
  return { defs: wicker("eggbowl"), body };
}

export function milkBottles(): Drawing {
  let body = shadow(0, 6, 240, 30);
  const xs = [-130, 0, 130];
  xs.forEach((x, i) => {
    const h = i === 1 ? 300 : 260;
    body += `<g transform="translate(${x} 0)"><path d="M-22,${-h} L22,${-h} L22,${-h + 50} C22,${-h + 80} 56,${-h + 90} 56,${-h + 130} L56,-12 Q56,0 44,0 L-44,0 Q-56,0 -56,-12 L-56,${-h + 130} C-56,${-h + 90} -22,${-h + 80} -22,${-h + 50} Z" fill="#FBFAF7"/>`;
    body += `<rect x="-24" y="${-h - 14}" width="48" height="18" rx="5" fill="${i === 1 ? P.terracotta : P.olive}"/>`;
    body += `<rect x="-44" y="-150" width="88" height="70" rx="6" fill="${P.sageLight}"/><text x="0" y="-108" font-family="${SERIF}" font-size="18" fill="${P.oliveDark}" text-anchor="middle">${i === 1 ? "Crème" : "Lait"}</text>`;
    body += `<rect x="-40" y="${-h + 140}" width="10" height="${h - 170}" rx="5" fill="#E6E2DA"/></g>`;
  });
  return { defs: "", body };
}

export function flourSacks(): Drawing {
  let body = shadow(0, 8, 300, 40);
  const sacks: Array<[number, number, string]> = [
    [-130, 1, "T80"],
    [120, 0.9, "T65"],
  ];
  for (const [x, s, t] of sacks) {
    body += `<g transform="translate(${x} 0) scale(${s})"><path d="M-120,0 C-140,-120 -120,-260 -90,-300 L90,-300 C120,-260 140,-120 120,0 Z" fill="#E8D7B4"/><path d="M-90,-300 C-60,-330 -30,-300 0,-320 C30,-300 60,-330 90,-300 L80,-280 L-80,-280 Z" fill="#D7C19A"/><path d="M-84,-284 H84" stroke="#8A6A45" stroke-width="6"/>`;
    body += `<rect x="-80" y="-200" width="160" height="110" rx="8" fill="none" stroke="${P.olive}" stroke-width="4"/><text x="0" y="-160" font-family="${SERIF}" font-size="26" fill="${P.oliveDark}" text-anchor="middle">Farine</text><text x="0" y="-118" font-family="${SERIF}" font-size="30" font-weight="bold" fill="${P.terracotta}" text-anchor="middle">${t}</text>`;
    body += `<path d="M-110,-60 Q0,-40 110,-60" stroke="#CDB890" stroke-width="4" fill="none"/></g>`;
  }
  body += `<g transform="translate(-10 -10)">${wheatSheaf(0.8)}</g>`;
  return { defs: "", body };
}

/** A sheaf of wheat ears; `colour` draws it in one colour (for a logo). */
export function wheatSheaf(scale = 1, colour?: string): string {
  const [stem, left, right, tie] = colour ? [colour, colour, colour, colour] : ["#C99A3E", "#E2B24F", "#D9A43E", "#8A6A45"];
  let body = "";
  for (let i = -3; i <= 3; i++) {
    const a = i * 8;
    let ear = `<path d="M0,0 L0,-220" stroke="${stem}" stroke-width="4"/>`;
    for (let k = 0; k < 7; k++) {
      const y = -160 - k * 12;
      ear += `<ellipse cx="-7" cy="${y}" rx="6" ry="11" fill="${left}" transform="rotate(-25 -7 ${y})"/><ellipse cx="7" cy="${y}" rx="6" ry="11" fill="${right}" transform="rotate(25 7 ${y})"/>`;
    }
    body += `<g transform="rotate(${a})">${ear}</g>`;
  }
  return `<g transform="scale(${scale})">${body}<path d="M-16,-70 Q0,-60 16,-70" stroke="${tie}" stroke-width="8" fill="none"/></g>`;
}

export function barrels(): Drawing {
  const defs = linearGradient("barrel", ["#7A4C27", "#B07A45", "#7A4C27"], false);
  let body = shadow(0, 8, 330, 40);
  for (const x of [-170, 170]) {
    body += `<g transform="translate(${x} 0)"><ellipse cx="0" cy="-150" rx="120" ry="150" fill="url(#barrel)"/>`;
    for (const dx of [-80, -40, 0, 40, 80])
      body += `<path d="M${dx},-296 Q${dx * 1.5},-150 ${dx},-4" stroke="#5C3519" stroke-width="2" fill="none" opacity="0.5"/>`;
    for (const y of [-250, -200, -100, -50])
      body += `<path d="M${-Math.sqrt(1 - ((y + 150) / 150) ** 2) * 120},${y} H${Math.sqrt(1 - ((y + 150) / 150) ** 2) * 120}" stroke="#3B3F44" stroke-width="10"/>`;
    body += `</g>`;
  }
  return { defs, body };
}

/** A woman's or a man's simple illustrated portrait on a coloured ground (600×600 design). */
export type PortraitStyle = {
  skin: string;
  hair: string;
  hairStyle: "bun" | "short" | "long";
  clothing: string;
  apron?: string;
  toque?: boolean;
  glasses?: boolean;
  beard?: boolean;
  background: [string, string];
};

export function portrait(id: string, s: PortraitStyle): Drawing {
  const defs = linearGradient(`bg-${id}`, s.background) + radialGradient(`skin-${id}`, shade(s.skin, 0.08), shade(s.skin, -0.08), 0.45, 0.4, 0.6);
  const skinShadow = shade(s.skin, -0.18);
  let body = `<rect width="600" height="600" fill="url(#bg-${id})"/><circle cx="300" cy="300" r="230" fill="#fff" opacity="0.18"/>`;
  if (s.hairStyle === "long") body += `<path d="M190,270 C180,140 420,140 410,270 L430,470 Q300,520 170,470 Z" fill="${s.hair}"/>`;
  body += `<path d="M60,600 C70,470 180,420 300,420 C420,420 530,470 540,600 Z" fill="${s.clothing}"/>`;
  if (s.apron)
    body += `<path d="M200,600 L210,470 Q300,490 390,470 L400,600 Z" fill="${s.apron}"/><path d="M210,470 L240,425 M390,470 L360,425" stroke="${s.apron}" stroke-width="14"/>`;
  body += `<path d="M262,360 L338,360 L344,440 Q300,470 256,440 Z" fill="${skinShadow}"/>`;
  body += `<ellipse cx="203" cy="290" rx="18" ry="28" fill="${s.skin}"/><ellipse cx="397" cy="290" rx="18" ry="28" fill="${s.skin}"/>`;
  body += `<ellipse cx="300" cy="275" rx="98" ry="118" fill="url(#skin-${id})"/>`;
  if (s.hairStyle === "bun") {
    body += `<circle cx="300" cy="140" r="46" fill="${s.hair}"/>`;
    body += `<path d="M200,270 C185,105 415,105 400,270 C380,215 330,200 300,196 C260,200 222,215 200,270 Z" fill="${s.hair}"/>`;
  } else if (s.hairStyle === "short") {
    body += `<path d="M200,262 C188,150 412,140 402,262 C392,214 360,196 300,194 C246,196 214,214 200,262 Z" fill="${s.hair}"/>`;
  } else {
    body += `<path d="M196,310 C170,80 430,80 404,310 C395,225 345,195 300,205 C255,195 205,225 196,310 Z" fill="${s.hair}"/>`;
  }
  if (s.beard)
    body += `<path d="M205,300 C215,400 260,400 300,402 C340,400 385,400 395,300 C380,350 350,360 300,362 C250,360 220,350 205,300 Z" fill="${s.hair}"/>`;
  if (s.toque)
    body += `<path d="M218,200 L226,150 L374,150 L382,200 Z" fill="#FFFFFF"/><path d="M226,155 C170,150 180,60 250,78 C262,30 338,30 350,78 C420,60 430,150 374,155 Z" fill="#FFFFFF"/><path d="M226,185 H374" stroke="#E6E2DA" stroke-width="5"/>`;
  body += `<path d="M248,248 q20,-12 38,0 M314,248 q20,-12 38,0" stroke="${shade(s.hair, -0.1)}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  body += `<ellipse cx="267" cy="280" rx="8" ry="10" fill="${P.ink}"/><ellipse cx="333" cy="280" rx="8" ry="10" fill="${P.ink}"/>`;
  body += `<circle cx="270" cy="277" r="2.5" fill="#fff"/><circle cx="336" cy="277" r="2.5" fill="#fff"/>`;
  if (s.glasses)
    body += `<g fill="none" stroke="${P.ink}" stroke-width="5"><circle cx="267" cy="281" r="26"/><circle cx="333" cy="281" r="26"/><path d="M293,278 q7,-6 14,0"/></g>`;
  body += `<path d="M300,292 q-8,26 4,30" stroke="${skinShadow}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  body += `<circle cx="243" cy="320" r="18" fill="#E58C7A" opacity="0.3"/><circle cx="357" cy="320" r="18" fill="#E58C7A" opacity="0.3"/>`;
  body += `<path d="M268,340 Q300,366 332,340" stroke="#9B3D2E" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return { defs, body };
}
