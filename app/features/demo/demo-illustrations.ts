/**
 * The demo's pictures as SVG documents: still lifes for products and services, shop fronts for
 * the heroes, tall compositions for the 9:16 highlight, portraits, landscapes for the partners,
 * a street map and monogram logos. Pure functions of their arguments (seeded), so every run draws
 * the same pictures.
 */
import {
  bakingDish,
  barrels,
  basket,
  bottle,
  boule,
  baguette,
  canapes,
  cheeseBoard,
  cheeseWedge,
  cheeseWheel,
  croquembouche,
  type Drawing,
  eggs,
  flourSacks,
  grapes,
  jar,
  layerCake,
  macaronPyramid,
  mealTray,
  milkBottles,
  olives,
  pateEnCroute,
  portrait,
  type PortraitStyle,
  pralines,
  quiche,
  saintMarcellin,
  shade,
  smallBowl,
  tart,
  verrines,
  walnut,
  wheatSheaf,
} from "~/features/demo/demo-food";
import {
  PALETTE as P,
  SANS,
  SERIF,
  escapeXml,
  linearGradient,
  place,
  r1,
  seeded,
  shadow,
  sprig,
  stillLifeBackdrop,
  type Surface,
  svgDocument,
  vignette,
} from "~/features/demo/demo-svg";

type Size = { width: number; height: number };

/** A still life: backdrop, then the drawings placed on the table, then a vignette. */
function stillLife(
  size: Size,
  wall: [string, string],
  surface: Surface,
  items: Array<{ drawing: Drawing; x: number; y: number; scale: number; rotate?: number }>,
  opts: { horizon?: number; accent?: string; extra?: string } = {},
): string {
  const horizon = opts.horizon ?? Math.round(size.height * 0.5);
  const backdrop = stillLifeBackdrop(size.width, size.height, horizon, wall, surface, opts.accent);
  const defs = backdrop.defs + items.map((i) => i.drawing.defs).join("");
  const body =
    backdrop.body + (opts.extra ?? "") + items.map((i) => place(i.x, i.y, i.scale, i.drawing.body, i.rotate)).join("") + vignette(size.width, size.height);
  return svgDocument(size.width, size.height, defs, body);
}

const svgOnly = (body: string): Drawing => ({ defs: "", body });

function sprigDrawing(seed: number, length: number, leafLen: number, colour: string = P.olive): Drawing {
  return svgOnly(sprig(seeded(seed), length, leafLen, colour));
}

// ---------------------------------------------------------------------------------------------
// Products (800×800)

const SQUARE: Size = { width: 800, height: 800 };

export const productPictures = {
  quiche: () =>
    stillLife(
      SQUARE,
      ["#EFD9BF", "#E4C6A2"],
      "linen",
      [
        { drawing: sprigDrawing(3, 200, 44, "#5E8A2E"), x: 540, y: 730, scale: 1, rotate: -14 },
        { drawing: quiche(), x: 400, y: 520, scale: 1.65 },
      ],
      { horizon: 320 },
    ),
  pateEnCroute: () =>
    stillLife(SQUARE, ["#E9DCC6", "#D9C3A2"], "wood", [
      { drawing: sprigDrawing(5, 170, 36), x: 60, y: 760, scale: 1, rotate: -10 },
      { drawing: pateEnCroute(), x: 300, y: 640, scale: 1.45 },
      { drawing: svgOnly(walnut()), x: 650, y: 720, scale: 1.3 },
      { drawing: svgOnly(walnut()), x: 720, y: 745, scale: 1.1 },
    ]),
  quenelles: () =>
    stillLife(
      SQUARE,
      ["#F1E2CD", "#E3CBAA"],
      "wood",
      [
        { drawing: bakingDish("quenelles"), x: 400, y: 540, scale: 1.55 },
        { drawing: sprigDrawing(7, 170, 34, "#5E8A2E"), x: 560, y: 740, scale: 1, rotate: -8 },
      ],
      { horizon: 330 },
    ),
  gratin: () =>
    stillLife(
      SQUARE,
      ["#E7E1CF", "#D6CCAE"],
      "linen",
      [
        { drawing: bakingDish("gratin", 9), x: 400, y: 540, scale: 1.55 },
        { drawing: sprigDrawing(9, 170, 30, "#4F7A2A"), x: 60, y: 740, scale: 1, rotate: -12 },
      ],
      { accent: P.olive, horizon: 330 },
    ),
  confitures: () =>
    stillLife(SQUARE, ["#F3E4CF", "#EBCFAB"], "wood", [
      { drawing: jar("#C0283F", "Fraise", P.terracotta, "p-fraise", 1), x: 180, y: 640, scale: 1.45 },
      { drawing: jar("#6E2F4F", "Figue", P.olive, "p-figue", 1), x: 620, y: 640, scale: 1.45 },
      { drawing: jar("#E8892B", "Abricot", P.terracotta, "p-abricot", 1), x: 400, y: 720, scale: 1.75 },
    ]),
  huile: () =>
    stillLife(SQUARE, ["#E6E3C9", "#CFCCA4"], "marble", [
      { drawing: sprigDrawing(12, 240, 46, "#7C8B52"), x: 420, y: 560, scale: 1, rotate: -25 },
      { drawing: bottle("oil", "Huile d'olive", "Nyons", "p-oil"), x: 270, y: 720, scale: 1.4 },
      { drawing: smallBowl("#B9A534", "oil"), x: 570, y: 690, scale: 1.3 },
      { drawing: svgOnly(olives(seeded(3), 9, 300)), x: 580, y: 760, scale: 1.2 },
    ]),
  saintMarcellin: () =>
    stillLife(
      SQUARE,
      ["#EDE4D3", "#DCCDB2"],
      "wood",
      [
        { drawing: saintMarcellin(), x: 400, y: 590, scale: 2.3 },
        { drawing: svgOnly(walnut()), x: 110, y: 720, scale: 1.4 },
        { drawing: svgOnly(walnut()), x: 680, y: 740, scale: 1.3 },
        { drawing: svgOnly(walnut()), x: 730, y: 690, scale: 1.1 },
      ],
      { horizon: 340 },
    ),
  tartePralines: () =>
    stillLife(
      SQUARE,
      ["#F6E3DA", "#EBC7B8"],
      "marble",
      [
        { drawing: tart(["#E0578A", "#B82C60"], ["#F39BBE", "#9E1F4F"], "pralines"), x: 400, y: 520, scale: 1.75 },
        { drawing: svgOnly(pralines(seeded(5), 7, 560)), x: 400, y: 690, scale: 1.3 },
      ],
      { horizon: 320 },
    ),
  macarons: () => stillLife(SQUARE, ["#F0E6E6", "#E2CED1"], "marble", [{ drawing: macaronPyramid(), x: 400, y: 680, scale: 1.4 }]),
  panier: () => stillLife(SQUARE, ["#E8EBD8", "#D2D8B5"], "linen", [{ drawing: basket("p", P.terracotta), x: 400, y: 730, scale: 1.5 }], { accent: P.olive }),
  comte: () =>
    stillLife(SQUARE, ["#E3E9E6", "#C9D6D2"], "wood", [
      { drawing: cheeseWheel("c"), x: 400, y: 540, scale: 1.4 },
      { drawing: cheeseWedge("c2"), x: 400, y: 740, scale: 1.2 },
    ]),
  plateauFromages: () =>
    stillLife(SQUARE, ["#E6ECE8", "#CBD8D2"], "linen", [{ drawing: cheeseBoard("pf"), x: 390, y: 600, scale: 1.2 }], { accent: P.teal, horizon: 360 }),
} as const;

export type ProductPicture = keyof typeof productPictures;

// ---------------------------------------------------------------------------------------------
// Services and partner pictures (900×675, 4:3)

const WIDE: Size = { width: 900, height: 675 };

export const servicePictures = {
  buffetCanapes: () =>
    stillLife(
      WIDE,
      ["#EFE3D1", "#E0CBAE"],
      "wood",
      [
        { drawing: canapes(), x: 450, y: 520, scale: 1.3 },
        { drawing: sprigDrawing(14, 160, 32, "#5E8A2E"), x: 90, y: 620, scale: 1, rotate: -15 },
      ],
      { horizon: 250 },
    ),
  buffetVerrines: () => stillLife(WIDE, ["#F2E6DA", "#E6D0BC"], "marble", [{ drawing: verrines(), x: 450, y: 560, scale: 1.2 }], { horizon: 300 }),
  buffetPlanche: () => stillLife(WIDE, ["#EDE1CC", "#DDC7A4"], "linen", [{ drawing: cheeseBoard("sb"), x: 450, y: 510, scale: 1.25 }], { horizon: 290 }),
  plateauRepasSaumon: () => topDownTray(0),
  plateauRepasVolaille: () => topDownTray(1),
  pieceMonteeChoux: () => stillLife(WIDE, ["#F4E9E0", "#E7D3C4"], "marble", [{ drawing: croquembouche(), x: 450, y: 620, scale: 1.05 }], { horizon: 470 }),
  pieceMonteeGateau: () =>
    stillLife(
      WIDE,
      ["#EFE6EA", "#DFCBD3"],
      "marble",
      [
        { drawing: layerCake(), x: 450, y: 600, scale: 1.2 },
        { drawing: svgOnly(pralines(seeded(9), 5, 700)), x: 450, y: 625, scale: 1 },
      ],
      { horizon: 460 },
    ),
} as const;

function topDownTray(variant: 0 | 1): string {
  const { width, height } = WIDE;
  const defs = linearGradient("td-wood", [P.woodLight, P.wood]);
  let body = `<rect width="${width}" height="${height}" fill="url(#td-wood)"/>`;
  for (let x = 0; x < width; x += 150) body += `<path d="M${x},0 V${height}" stroke="${P.woodDark}" stroke-opacity="0.35" stroke-width="3"/>`;
  const rand = seeded(60 + variant);
  for (let i = 0; i < 18; i++) {
    const x = rand() * width;
    body += `<path d="M${r1(x)},${r1(rand() * height)} q${r1(-4 + rand() * 8)},60 0,${r1(140 + rand() * 100)}" stroke="${P.woodDark}" stroke-opacity="0.16" stroke-width="2" fill="none"/>`;
  }
  body += place(450, 340, 1.2, mealTray(variant).body);
  body += vignette(width, height);
  return svgDocument(width, height, defs, body);
}

/** Partner scenes: a landscape and two close-ups each. */
export const partnerPictures = {
  fermeLandscape: () => landscape("farm"),
  fermeOeufs: () => stillLife(WIDE, ["#E9EDD9", "#D6DDB9"], "wood", [{ drawing: eggs(), x: 450, y: 590, scale: 1.25 }]),
  fermeLait: () =>
    stillLife(
      WIDE,
      ["#E4EBE3", "#C9D8CB"],
      "linen",
      [
        { drawing: milkBottles(), x: 450, y: 610, scale: 1.1 },
        { drawing: sprigDrawing(22, 140, 28, "#6E8F3C"), x: 120, y: 630, scale: 1, rotate: -10 },
      ],
      { accent: P.olive },
    ),
  moulinLandscape: () => landscape("mill"),
  moulinFarine: () => stillLife(WIDE, ["#F1E7D4", "#E3D2B0"], "wood", [{ drawing: flourSacks(), x: 450, y: 600, scale: 1.1 }]),
  moulinPain: () =>
    stillLife(WIDE, ["#EFE2CB", "#DDC6A0"], "linen", [
      { drawing: boule(), x: 300, y: 560, scale: 1.25 },
      { drawing: baguette("mp", 460), x: 590, y: 600, scale: 1, rotate: -12 },
    ]),
  domaineLandscape: () => landscape("vineyard"),
  domaineRaisin: () =>
    stillLife(WIDE, ["#EEE0E4", "#DCC2CA"], "wood", [
      { drawing: bottle("wine", "Beaujolais", "Pierres Dorées", "dr"), x: 330, y: 600, scale: 1.05 },
      { drawing: svgOnly(grapes("#5B2444")), x: 560, y: 470, scale: 1.4 },
    ]),
  domaineCave: () => cellar(),
} as const;

function landscape(kind: "farm" | "mill" | "vineyard"): string {
  const { width, height } = WIDE;
  const rand = seeded(kind.length * 97);
  const defs =
    linearGradient("sky", kind === "vineyard" ? ["#F7D9B8", "#F3E7D3"] : ["#BFD9E3", "#EEF2E6"]) +
    linearGradient("hill-back", ["#A9BC86", "#90A86B"]) +
    linearGradient("hill-mid", ["#8CAA5C", "#6F8E45"]) +
    linearGradient("hill-front", kind === "mill" ? ["#E8C56A", "#D3A548"] : ["#7D9C4C", "#5E7C35"]);
  let body = `<rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  body += `<circle cx="${kind === "vineyard" ? 700 : 180}" cy="130" r="60" fill="#FFF3D6" opacity="0.95"/>`;
  for (let i = 0; i < 3; i++) {
    const cx = 150 + i * 280 + rand() * 60;
    const cy = 90 + rand() * 60;
    body += `<g fill="#fff" opacity="0.8"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="70" ry="22"/><ellipse cx="${r1(cx + 40)}" cy="${r1(cy - 14)}" rx="44" ry="22"/></g>`;
  }
  body += `<path d="M0,330 C150,260 300,300 450,280 C620,255 760,300 900,270 L900,675 L0,675 Z" fill="url(#hill-back)"/>`;
  body += `<path d="M0,420 C180,350 360,400 520,370 C680,340 800,390 900,370 L900,675 L0,675 Z" fill="url(#hill-mid)"/>`;
  if (kind === "farm") {
    body += barn(600, 390);
    body += `<path d="M0,500 C200,450 500,520 900,470 L900,675 L0,675 Z" fill="url(#hill-front)"/>`;
    for (let x = 20; x < 900; x += 60) body += `<path d="M${x},${r1(560 - x * 0.03)} v-50" stroke="#F4EBDD" stroke-width="8"/>`;
    body += `<path d="M0,535 L900,508 M0,555 L900,528" stroke="#F4EBDD" stroke-width="6"/>`;
    for (const [x, y, s] of [
      [160, 420, 1],
      [250, 440, 0.8],
      [800, 420, 0.9],
    ] as const)
      body += tree(x, y, s);
  } else if (kind === "mill") {
    body += windmill(640, 380);
    body += `<path d="M0,470 C200,430 500,490 900,450 L900,675 L0,675 Z" fill="url(#hill-front)"/>`;
    for (let i = 0; i < 90; i++) {
      const x = rand() * 900;
      const y = 490 + rand() * 185;
      body += `<path d="M${r1(x)},${r1(y)} q3,-16 0,-30" stroke="#B98B2E" stroke-width="3" fill="none" opacity="0.7"/>`;
    }
    body += tree(140, 440, 1.1) + tree(230, 455, 0.8);
  } else {
    for (let k = 0; k < 4; k++)
      body += `<rect x="${120 + k * 60}" y="${300 - (k % 2) * 18}" width="52" height="${70 + (k % 2) * 18}" fill="#E2B871"/><path d="M${112 + k * 60},${300 - (k % 2) * 18} L${146 + k * 60},${270 - (k % 2) * 18} L${180 + k * 60},${300 - (k % 2) * 18} Z" fill="${P.terracotta}"/>`;
    body += `<rect x="290" y="232" width="34" height="110" fill="#D9A95C"/><path d="M284,232 L307,196 L330,232 Z" fill="${P.terracottaDark}"/>`;
    body += `<path d="M0,450 C200,400 500,470 900,420 L900,675 L0,675 Z" fill="url(#hill-front)"/>`;
    for (let row = 0; row < 9; row++) {
      const y = 470 + row * 24 + row * row * 1.8;
      body += `<path d="M-20,${r1(y)} C300,${r1(y - 40)} 600,${r1(y + 20)} 920,${r1(y - 30)}" stroke="#3F5A22" stroke-width="${r1(5 + row * 1.5)}" stroke-dasharray="${r1(8 + row * 2)} ${r1(10 + row * 2)}" fill="none"/>`;
    }
  }
  body += vignette(width, height);
  return svgDocument(width, height, defs, body);
}

function tree(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-7" y="-10" width="14" height="50" fill="#6B4A2B"/><circle cx="0" cy="-40" r="42" fill="#4F6E2A"/><circle cx="-22" cy="-22" r="28" fill="#5E7F33"/><circle cx="20" cy="-56" r="22" fill="#6E8F3C"/></g>`;
}

function barn(x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})">` +
    `<rect x="-110" y="-80" width="220" height="110" fill="#A8432A"/>` +
    `<path d="M-125,-78 L0,-160 L125,-78 Z" fill="#5A3425"/>` +
    `<rect x="-36" y="-40" width="72" height="70" fill="#F4EBDD"/><path d="M-30,-34 L30,24 M30,-34 L-30,24" stroke="#A8432A" stroke-width="6"/>` +
    `<rect x="-90" y="-60" width="34" height="28" fill="#F4EBDD"/><rect x="56" y="-60" width="34" height="28" fill="#F4EBDD"/>` +
    `<rect x="140" y="-120" width="46" height="150" rx="22" fill="#D9D2C2"/><path d="M140,-100 Q163,-130 186,-100" fill="#9A9486"/></g>`
  );
}

function windmill(x: number, y: number): string {
  let sails = "";
  for (const a of [20, 110, 200, 290])
    sails += `<g transform="rotate(${a})"><rect x="-8" y="-170" width="16" height="170" fill="#6B4A2B"/><rect x="8" y="-165" width="34" height="130" fill="#F7F1E4" stroke="#6B4A2B" stroke-width="3"/></g>`;
  return (
    `<g transform="translate(${x} ${y})">` +
    `<path d="M-60,60 L-40,-170 L40,-170 L60,60 Z" fill="#EDE3D0"/><path d="M-50,-170 L0,-230 L50,-170 Z" fill="${P.terracottaDark}"/>` +
    `<rect x="-16" y="10" width="32" height="50" rx="14" fill="#6B4A2B"/><rect x="-12" y="-90" width="24" height="30" rx="10" fill="#6B4A2B"/>` +
    `<g transform="translate(0 -180)">${sails}<circle r="12" fill="#4B2E1E"/></g></g>`
  );
}

function cellar(): string {
  const { width, height } = WIDE;
  const defs = linearGradient("cellar", ["#4A3426", "#2F2119"]) + barrels().defs;
  let body = `<rect width="${width}" height="${height}" fill="url(#cellar)"/>`;
  body += `<path d="M0,0 H900 V120 C700,40 200,40 0,120 Z" fill="#5C4232"/>`;
  for (let y = 140; y < 480; y += 46)
    for (let x = (y / 46) % 2 ? 0 : 40; x < 900; x += 80) body += `<rect x="${x}" y="${y}" width="76" height="42" rx="4" fill="#6E5040" opacity="0.55"/>`;
  body += `<ellipse cx="450" cy="200" rx="300" ry="160" fill="#F7C979" opacity="0.14"/>`;
  body += `<rect y="480" width="900" height="195" fill="#3B2A20"/>`;
  body += place(450, 600, 1.1, barrels().body);
  body += vignette(width, height);
  return svgDocument(width, height, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Highlight pictures (675×1200, 9:16)

const TALL: Size = { width: 675, height: 1200 };

function bunting(width: number, colours: string[]): string {
  let body = `<path d="M-10,70 Q${width / 2},150 ${width + 10},70" stroke="#8A6A45" stroke-width="3" fill="none"/>`;
  const n = 9;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = t * width;
    const y = 70 + 80 * 4 * t * (1 - t) * 0.5 * 2 - 2;
    body += `<path d="M${r1(x - 26)},${r1(y)} L${r1(x + 26)},${r1(y)} L${r1(x)},${r1(y + 60)} Z" fill="${colours[i % colours.length]}"/>`;
  }
  return body;
}

export const highlightPictures = {
  tartePralines: () => {
    const stand = svgOnly(
      shadow(0, 6, 150, 26) +
        `<path d="M-34,0 L34,0 L22,-300 L-22,-300 Z" fill="#E2DCD2"/><ellipse cx="0" cy="0" rx="120" ry="24" fill="#D8D1C6"/><ellipse cx="0" cy="-6" rx="112" ry="20" fill="#EEE9E1"/>` +
        `<ellipse cx="0" cy="-300" rx="290" ry="52" fill="#D8D1C6"/><ellipse cx="0" cy="-308" rx="290" ry="52" fill="#F7F4EF"/>`,
    );
    return stillLife(
      TALL,
      ["#F6E3DA", "#EDC9BB"],
      "marble",
      [
        { drawing: stand, x: 337, y: 930, scale: 1 },
        { drawing: tart(["#E0578A", "#B82C60"], ["#F39BBE", "#9E1F4F"], "hl"), x: 337, y: 640, scale: 1.3 },
        { drawing: jar("#E25C8E", "Pralines", P.praline, "hl-jar", 1.2), x: 150, y: 1090, scale: 1 },
        { drawing: sprigDrawing(41, 200, 40, "#6E8F3C"), x: 420, y: 1130, scale: 1, rotate: -10 },
        { drawing: svgOnly(pralines(seeded(12), 6, 300)), x: 470, y: 1060, scale: 1 },
      ],
      { horizon: 760, extra: bunting(675, [P.praline, P.paper, P.terracotta, P.sage]) },
    );
  },
  panierGarni: () =>
    stillLife(
      TALL,
      ["#E8EBD8", "#CFD6B0"],
      "linen",
      [
        { drawing: basket("hl", P.terracotta), x: 337, y: 1000, scale: 1.4 },
        { drawing: sprigDrawing(31, 220, 44, "#6E8F3C"), x: 40, y: 1150, scale: 1, rotate: -15 },
      ],
      { horizon: 740, accent: P.terracotta, extra: bunting(675, [P.olive, P.paper, P.mustard, P.terracotta]) },
    ),
} as const;

// ---------------------------------------------------------------------------------------------
// Heroes (1200×800): a shop front on a stone street

export type ShopFrontStyle = {
  name: string;
  tagline: string;
  frame: string;
  awning: [string, string];
  wall: [string, string];
  display: "deli" | "cheese";
  board: string;
  boardLine: string;
};

export function shopFront(s: ShopFrontStyle): string {
  const width = 1200;
  const height = 800;
  const rand = seeded(s.name.length * 13);
  let defs =
    linearGradient("facade", s.wall) +
    linearGradient("window", ["#3D3328", "#5A4A3A"]) +
    linearGradient("pavement", ["#BDB3A6", "#9D9387"]) +
    linearGradient("frame", [shade(s.frame, 0.1), shade(s.frame, -0.15)], false);
  let body = `<rect width="${width}" height="${height}" fill="url(#facade)"/>`;
  for (let y = 40; y < 170; y += 44)
    for (let x = (y / 44) % 2 ? -60 : 0; x < width; x += 120) body += `<rect x="${x + 3}" y="${y}" width="114" height="40" rx="3" fill="#fff" opacity="0.08"/>`;
  // Upper windows with shutters.
  for (const x of [120, 1000])
    body += `<rect x="${x - 50}" y="20" width="100" height="130" fill="#4A4038"/><rect x="${x - 86}" y="20" width="34" height="130" fill="${s.frame}" opacity="0.85"/><rect x="${x + 52}" y="20" width="34" height="130" fill="${s.frame}" opacity="0.85"/>`;
  body += `<rect x="100" y="170" width="1000" height="580" fill="url(#frame)"/>`;
  body += `<rect x="130" y="186" width="940" height="92" rx="6" fill="${shade(s.frame, -0.25)}"/>`;
  body += `<text x="600" y="246" font-family="${SERIF}" font-size="54" fill="#F6E7C8" text-anchor="middle" letter-spacing="2">${escapeXml(s.name)}</text>`;
  body += `<text x="600" y="272" font-family="${SANS}" font-size="15" fill="#F6E7C8" text-anchor="middle" letter-spacing="6" opacity="0.85">${escapeXml(s.tagline.toUpperCase())}</text>`;
  // Scalloped striped awning.
  const aw = { x: 80, y: 290, w: 1040, h: 90 };
  const stripes = 16;
  const sw = aw.w / stripes;
  for (let i = 0; i < stripes; i++) {
    const x = aw.x + i * sw;
    body += `<path d="M${r1(x)},${aw.y} L${r1(x + sw)},${aw.y} L${r1(x + sw + 4)},${aw.y + aw.h} Q${r1(x + sw / 2)},${aw.y + aw.h + 26} ${r1(x - 4)},${aw.y + aw.h} Z" fill="${s.awning[i % 2]}"/>`;
  }
  body += `<rect x="${aw.x}" y="${aw.y - 8}" width="${aw.w}" height="12" rx="4" fill="${shade(s.awning[0], -0.3)}"/>`;
  body += `<rect x="${aw.x}" y="${aw.y + 4}" width="${aw.w}" height="${aw.h}" fill="#000" opacity="0.06"/>`;
  // Windows.
  for (const wx of [150, 750]) {
    body += `<rect x="${wx}" y="400" width="300" height="300" rx="4" fill="url(#window)"/>`;
    body += `<rect x="${wx}" y="400" width="300" height="300" rx="4" fill="none" stroke="#F4E7CF" stroke-width="6"/>`;
    body += `<ellipse cx="${wx + 150}" cy="420" rx="170" ry="80" fill="#F7C979" opacity="0.18"/>`;
    for (const sy of [540, 640]) body += `<rect x="${wx + 10}" y="${sy}" width="280" height="8" fill="#8A6A45"/>`;
    const display = windowDisplay(s.display, wx, rand);
    defs += display.defs;
    body += display.body;
    body += `<path d="M${wx + 40},700 L${wx + 160},400 L${wx + 200},400 L${wx + 80},700 Z" fill="#fff" opacity="0.07"/>`;
  }
  // Door.
  body += `<rect x="500" y="392" width="200" height="358" fill="${shade(s.frame, -0.2)}"/>`;
  body += `<rect x="520" y="412" width="160" height="220" rx="80" ry="0" fill="url(#window)"/><rect x="520" y="412" width="160" height="220" fill="none" stroke="#F4E7CF" stroke-width="5"/>`;
  body += `<rect x="520" y="650" width="160" height="86" fill="${s.frame}"/><circle cx="660" cy="600" r="8" fill="#E3B867"/>`;
  body += `<text x="600" y="450" font-family="${SERIF}" font-size="20" fill="#F6E7C8" text-anchor="middle" font-style="italic">Ouvert</text>`;
  // Pavement, plants, chalkboard.
  body += `<rect y="750" width="${width}" height="50" fill="url(#pavement)"/>`;
  for (let x = 0; x < width; x += 80) body += `<path d="M${x},750 v50" stroke="#8D8377" stroke-width="2"/>`;
  body += plantPot(60, 760) + plantPot(1140, 760);
  body +=
    `<g transform="translate(880 770)"><path d="M-90,0 L-70,-190 L70,-190 L90,0" stroke="#8A6A45" stroke-width="10" fill="none"/><rect x="-80" y="-180" width="160" height="140" rx="4" fill="#2F3338" stroke="#A07B50" stroke-width="6"/>` +
    `<text x="0" y="-142" font-family="${SERIF}" font-size="17" fill="#fff" text-anchor="middle" font-style="italic">${escapeXml(s.board)}</text><path d="M-34,-124 H34" stroke="#fff" stroke-width="2" opacity="0.6"/>` +
    `<text x="0" y="-96" font-family="${SANS}" font-size="13" fill="#fff" text-anchor="middle" opacity="0.85">${escapeXml(s.boardLine)}</text><circle cx="0" cy="-66" r="10" fill="${P.mustard}"/></g>`;
  body += vignette(width, height);
  return svgDocument(width, height, defs, body);
}

function windowDisplay(kind: "deli" | "cheese", x: number, rand: () => number): Drawing {
  let out = "";
  const colours = kind === "deli" ? ["#C0283F", "#E8892B", "#6E2F4F", "#E3A93A", "#7E8A2C"] : ["#F6D67E", "#F4EEDC", "#E9C25E", "#FBF3E0", "#D9A94C"];
  for (const shelf of [540, 640]) {
    for (let i = 0; i < 6; i++) {
      const cx = x + 34 + i * 46;
      const c = colours[Math.floor(rand() * colours.length)];
      if (kind === "deli") {
        out +=
          i % 3 === 2
            ? `<path d="M${cx - 9},${shelf - 80} h18 v20 q16,8 16,26 v34 h-50 v-34 q0,-18 16,-26 Z" fill="#6E7A1E"/>`
            : `<rect x="${cx - 16}" y="${shelf - 44}" width="32" height="44" rx="6" fill="${c}"/><rect x="${cx - 18}" y="${shelf - 52}" width="36" height="10" rx="3" fill="#F4EBDD"/>`;
      } else {
        out +=
          i % 2 === 0
            ? `<path d="M${cx - 20},${shelf} L${cx - 20},${shelf - 26} A20,8 0 0 1 ${cx + 20},${shelf - 26} L${cx + 20},${shelf} Z" fill="${c}"/>`
            : `<path d="M${cx - 22},${shelf} L${cx + 22},${shelf} L${cx + 22},${shelf - 30} L${cx - 22},${shelf - 12} Z" fill="${c}"/>`;
      }
    }
  }
  const centrepiece = kind === "deli" ? baguette(`w${x}`, 380) : cheeseWheel(`w${x}`);
  out +=
    kind === "deli"
      ? `<g transform="translate(${x + 150} 470) rotate(-8) scale(0.6)">${centrepiece.body}</g>`
      : `<g transform="translate(${x + 150} 482) scale(0.3)">${centrepiece.body}</g>`;
  return { defs: centrepiece.defs, body: out };
}

function plantPot(x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})"><path d="M-40,0 L-50,-70 L50,-70 L40,0 Z" fill="${P.terracotta}"/><rect x="-54" y="-80" width="108" height="14" rx="4" fill="${P.terracottaDark}"/>` +
    `<path d="M0,-80 L0,-200" stroke="#6B4A2B" stroke-width="8"/><circle cx="0" cy="-230" r="56" fill="#5E7F33"/><circle cx="-30" cy="-200" r="34" fill="#6E8F3C"/><circle cx="28" cy="-260" r="30" fill="#7FA34B"/></g>`
  );
}

export const heroPictures = {
  delices: () =>
    shopFront({
      name: "Les Délices de Marie",
      tagline: "Traiteur · Épicerie fine",
      frame: P.oliveDark,
      awning: [P.terracotta, "#F6E7C8"],
      wall: ["#EADBC4", "#D9C4A5"],
      display: "deli",
      board: "Plat du jour",
      boardLine: "fait maison",
    }),
  fromagerie: () =>
    shopFront({
      name: "Fromagerie du Marché",
      tagline: "Fromages affinés · Crèmerie",
      frame: P.teal,
      awning: ["#C28E2C", "#F5E9C8"],
      wall: ["#E6E0D4", "#D2C9B8"],
      display: "cheese",
      board: "Fromage du mois",
      boardLine: "Comté 24 mois",
    }),
} as const;

// ---------------------------------------------------------------------------------------------
// Team portraits (600×600)

export const PORTRAITS: Record<"marie" | "julien" | "sofia", PortraitStyle> = {
  marie: { skin: "#F1C7A5", hair: "#6B3E26", hairStyle: "bun", clothing: "#F4EBDD", apron: P.terracotta, background: ["#F3D9C4", "#E8BFA0"] },
  julien: { skin: "#D9A27C", hair: "#2E2219", hairStyle: "short", clothing: "#FFFFFF", toque: true, beard: true, background: ["#DDE4CB", "#BFCB9E"] },
  sofia: { skin: "#F5D3BC", hair: "#B4652E", hairStyle: "long", clothing: P.olive, glasses: true, background: ["#F3E3C1", "#E7CB93"] },
};

export function portraitPicture(key: keyof typeof PORTRAITS): string {
  const d = portrait(key, PORTRAITS[key]);
  return svgDocument(600, 600, d.defs, d.body);
}

// ---------------------------------------------------------------------------------------------
// Logos (256×256): a monogram badge

export type LogoStyle = { initials: string; background: string; foreground: string; motif: "leaf" | "wheat" | "grapes" | "cheese" | "egg" };

export function logoPicture(s: LogoStyle): string {
  const size = 256;
  let body = `<circle cx="128" cy="128" r="124" fill="${s.background}"/>`;
  body += `<circle cx="128" cy="128" r="108" fill="none" stroke="${s.foreground}" stroke-width="3" opacity="0.8"/>`;
  body += `<circle cx="128" cy="128" r="100" fill="none" stroke="${s.foreground}" stroke-width="1.5" stroke-dasharray="2 6" opacity="0.7"/>`;
  const fontSize = s.initials.length > 2 ? 62 : 80;
  body += `<text x="128" y="150" font-family="${SERIF}" font-size="${fontSize}" font-weight="bold" fill="${s.foreground}" text-anchor="middle">${escapeXml(s.initials)}</text>`;
  const motif = (() => {
    switch (s.motif) {
      case "leaf":
        return `<g transform="translate(100 188)">${sprig(seeded(2), 56, 16, s.foreground, s.foreground)}</g>`;
      case "wheat":
        return `<g transform="translate(128 222) scale(0.26)">${wheatSheaf(1, s.foreground)}</g>`;
      case "grapes":
        return `<g transform="translate(128 176) scale(0.55)"><g fill="${s.foreground}">${[0, 1, 2]
          .map((row) =>
            [0, 1, 2]
              .slice(0, 3 - row)
              .map((i) => `<circle cx="${(i - (2 - row) / 2) * 26}" cy="${row * 22}" r="12"/>`)
              .join(""),
          )
          .join("")}</g></g>`;
      case "cheese":
        return `<g transform="translate(128 184)"><path d="M-26,8 L26,-6 L26,10 L-26,18 Z" fill="${s.foreground}"/><path d="M-26,8 L14,-16 L26,-6 Z" fill="${s.foreground}" opacity="0.75"/></g>`;
      case "egg":
        return `<ellipse cx="128" cy="186" rx="13" ry="17" fill="${s.foreground}"/>`;
    }
  })();
  body += motif;
  return svgDocument(size, size, "", body);
}

// ---------------------------------------------------------------------------------------------
// Map (1200×600): Lyon's Presqu'île between the Saône and the Rhône, with a pin

export function mapPicture(): string {
  const width = 1200;
  const height = 600;
  const rand = seeded(99);
  const defs = "";
  let body = `<rect width="${width}" height="${height}" fill="#EFE9DE"/>`;
  // City blocks.
  body += `<g transform="rotate(-8 600 300)">`;
  for (let y = -120; y < 760; y += 70) {
    for (let x = -120; x < 1340; x += 95) {
      const w = 70 + rand() * 18;
      const h = 48 + rand() * 12;
      body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="4" fill="${rand() < 0.08 ? "#CFDDB6" : "#E3DACB"}"/>`;
    }
  }
  body += `</g>`;
  // Main avenues.
  body += `<path d="M-20,330 C300,300 900,350 1220,310" stroke="#fff" stroke-width="16" fill="none"/><path d="M560,-20 C540,200 620,400 600,620" stroke="#fff" stroke-width="14" fill="none"/>`;
  body += `<path d="M-20,330 C300,300 900,350 1220,310" stroke="#F3D39B" stroke-width="8" fill="none"/>`;
  // Rivers: the Saône to the west, the Rhône to the east.
  body += `<path d="M300,-20 C250,120 330,220 290,340 C260,440 330,520 380,620" stroke="#9CC6D8" stroke-width="64" fill="none" stroke-linecap="round"/>`;
  body += `<path d="M930,-20 C880,140 960,260 900,380 C860,470 900,540 880,620" stroke="#9CC6D8" stroke-width="92" fill="none" stroke-linecap="round"/>`;
  for (const [x1, y1, x2, y2] of [
    [250, 170, 350, 180],
    [260, 420, 350, 410],
    [870, 200, 990, 210],
    [850, 450, 960, 440],
  ] as const)
    body += `<path d="M${x1},${y1} L${x2},${y2}" stroke="#C9BFAE" stroke-width="14"/>`;
  // Place Bellecour and a park.
  body += `<rect x="520" y="380" width="150" height="90" rx="6" fill="#E8C9A6" transform="rotate(-8 595 425)"/><circle cx="595" cy="425" r="8" fill="#A8705A"/>`;
  body += `<rect x="680" y="90" width="120" height="80" rx="16" fill="#C5D8A4"/>`;
  body += `<text x="250" y="560" font-family="${SERIF}" font-size="22" font-style="italic" fill="#5B8CA3" transform="rotate(-70 250 560)">Saône</text>`;
  body += `<text x="1000" y="560" font-family="${SERIF}" font-size="22" font-style="italic" fill="#5B8CA3" transform="rotate(-80 1000 560)">Rhône</text>`;
  body += `<text x="595" y="500" font-family="${SANS}" font-size="15" fill="#7A6A58" text-anchor="middle">Place Bellecour</text>`;
  body += `<text x="740" y="190" font-family="${SANS}" font-size="13" fill="#6E7F52" text-anchor="middle">Square</text>`;
  // The pin.
  body += shadow(640, 292, 30, 10);
  body += `<g transform="translate(640 290)"><path d="M0,0 C-14,-26 -40,-46 -40,-76 A40,40 0 0 1 40,-76 C40,-46 14,-26 0,0 Z" fill="${P.terracotta}"/><circle cx="0" cy="-76" r="16" fill="#fff"/></g>`;
  body += `<g transform="translate(640 180)"><rect x="-120" y="-50" width="240" height="44" rx="22" fill="#fff"/><text x="0" y="-21" font-family="${SERIF}" font-size="19" fill="${P.brown}" text-anchor="middle">Les Délices de Marie</text></g>`;
  return svgDocument(width, height, defs, body);
}

// ---------------------------------------------------------------------------------------------
// The catalogue: every demo picture, with the storage bucket it goes to.

export type MediaBucket = "about-images" | "hero-images" | "highlight-images" | "product-images" | "map-images" | "logos";

type Picture = { bucket: MediaBucket; draw: () => string };

const product = (draw: () => string): Picture => ({ bucket: "product-images", draw });
const about = (draw: () => string): Picture => ({ bucket: "about-images", draw });
const logo = (style: LogoStyle): Picture => ({ bucket: "logos", draw: () => logoPicture(style) });

export const DEMO_PICTURES = {
  heroDelices: { bucket: "hero-images", draw: heroPictures.delices },
  heroFromagerie: { bucket: "hero-images", draw: heroPictures.fromagerie },
  highlightTarte: { bucket: "highlight-images", draw: highlightPictures.tartePralines },
  highlightPanier: { bucket: "highlight-images", draw: highlightPictures.panierGarni },
  mapDelices: { bucket: "map-images", draw: mapPicture },
  logoDelices: logo({ initials: "DM", background: P.terracotta, foreground: P.cream, motif: "leaf" }),
  logoFromagerie: logo({ initials: "FM", background: P.teal, foreground: "#F5E9C8", motif: "cheese" }),
  logoFerme: logo({ initials: "FV", background: P.olive, foreground: P.cream, motif: "egg" }),
  logoMoulin: logo({ initials: "MC", background: P.mustard, foreground: P.brown, motif: "wheat" }),
  logoDomaine: logo({ initials: "PD", background: P.plum, foreground: P.cream, motif: "grapes" }),
  productQuiche: product(productPictures.quiche),
  productPateEnCroute: product(productPictures.pateEnCroute),
  productQuenelles: product(productPictures.quenelles),
  productGratin: product(productPictures.gratin),
  productConfitures: product(productPictures.confitures),
  productHuile: product(productPictures.huile),
  productSaintMarcellin: product(productPictures.saintMarcellin),
  productTartePralines: product(productPictures.tartePralines),
  productMacarons: product(productPictures.macarons),
  productPanier: product(productPictures.panier),
  productComte: product(productPictures.comte),
  productPlateauFromages: product(productPictures.plateauFromages),
  serviceCanapes: about(servicePictures.buffetCanapes),
  serviceVerrines: about(servicePictures.buffetVerrines),
  servicePlanche: about(servicePictures.buffetPlanche),
  serviceTraySaumon: about(servicePictures.plateauRepasSaumon),
  serviceTrayVolaille: about(servicePictures.plateauRepasVolaille),
  serviceCroquembouche: about(servicePictures.pieceMonteeChoux),
  serviceWeddingCake: about(servicePictures.pieceMonteeGateau),
  teamMarie: about(() => portraitPicture("marie")),
  teamJulien: about(() => portraitPicture("julien")),
  teamSofia: about(() => portraitPicture("sofia")),
  partnerFerme: about(partnerPictures.fermeLandscape),
  partnerFermeOeufs: about(partnerPictures.fermeOeufs),
  partnerFermeLait: about(partnerPictures.fermeLait),
  partnerMoulin: about(partnerPictures.moulinLandscape),
  partnerMoulinFarine: about(partnerPictures.moulinFarine),
  partnerMoulinPain: about(partnerPictures.moulinPain),
  partnerDomaine: about(partnerPictures.domaineLandscape),
  partnerDomaineRaisin: about(partnerPictures.domaineRaisin),
  partnerDomaineCave: about(partnerPictures.domaineCave),
} satisfies Record<string, Picture>;

export type DemoPictureKey = keyof typeof DEMO_PICTURES;
