import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COLOR_FIELDS } from "~/features/appearance/appearance-schema";
import { contrastWarnings } from "~/features/appearance/contrast-warnings";
import { PALETTES } from "~/features/appearance/palettes";
import { DEFAULT_COLORS, LIGHTEST_SECTION_TEXT, sectionTint, themeStyle, TINT_LUMINANCE, type SiteColors } from "~/features/appearance/theme";
import { AA_TEXT, contrastRatio, isValidHex, mixHex, relativeLuminance } from "~/lib/contrast";

const siteColors = (c: (typeof PALETTES)[number]["colors"]): SiteColors => ({
  primary: c.primaryColor,
  primaryHover: c.primaryHoverColor,
  secondary: c.secondaryColor,
  accent: c.accentColor,
});

describe("palettes per trade", () => {
  it("covers the trades the issue names, each once", () => {
    const trades = PALETTES.map((p) => p.trade);
    for (const trade of ["Boulangerie-pâtisserie", "Traiteur", "Épicerie fine", "Fromagerie", "Fleuriste", "Boucherie-charcuterie", "Caviste"])
      expect(trades).toContain(trade);
    expect(new Set(PALETTES.map((p) => p.id)).size).toBe(PALETTES.length);
  });

  for (const palette of PALETTES) {
    it(`${palette.trade} (${palette.name}): four #RRGGBB colours, text readable wherever the site writes on them`, () => {
      for (const field of COLOR_FIELDS) expect(isValidHex(palette.colors[field]), field).toBe(true);
      // Buttons, pictograms and footer: white or dark text at 4.5:1; the secondary colour as text on white.
      expect(contrastWarnings(palette.colors)).toEqual([]);
      // Its section backgrounds keep the secondary colour and the greys at 4.5:1, and are tinted.
      const colors = siteColors(palette.colors);
      for (const luminance of Object.values(TINT_LUMINANCE)) {
        const tint = sectionTint(colors, luminance);
        expect(contrastRatio(colors.secondary, tint)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(LIGHTEST_SECTION_TEXT, tint)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(tint).not.toBe("#ffffff");
      }
    });
  }
});

describe("section tints", () => {
  const blue: SiteColors = { primary: "#1D4ED8", primaryHover: "#1E40AF", secondary: "#1E3A8A", accent: "#93C5FD" };

  it("are the light colour mixed into white, as light as asked", () => {
    const tint = sectionTint(blue, TINT_LUMINANCE.tint);
    expect(relativeLuminance(tint)).toBeGreaterThanOrEqual(TINT_LUMINANCE.tint);
    // Bluish, not the old cream (#fbf8f3, warmer: more red than blue).
    const [r, , b] = [1, 3, 5].map((i) => Number.parseInt(tint.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r);
    expect(tint).not.toBe("#fbf8f3");
  });

  it("get lighter until the secondary colour reads at 4.5:1 on them", () => {
    // A secondary colour a little above AA on white leaves only a whisper of tint.
    const colors: SiteColors = { ...blue, accent: "#1E3A8A", secondary: "#6b6b6b" };
    const tint = sectionTint(colors, TINT_LUMINANCE.tintStrong);
    expect(contrastRatio("#6b6b6b", tint)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(tint).not.toBe("#ffffff");
  });

  it("are white when even white cannot help (a secondary too light, warned about elsewhere, is not held)", () => {
    expect(sectionTint({ ...blue, accent: "#000000", secondary: "#A5D6A7" }, 0.99)).toBe("#ffffff");
  });

  it("are in the theme's custom properties, and the stylesheet's fallbacks are the defaults' tints", () => {
    const style = themeStyle(DEFAULT_COLORS) as Record<string, string>;
    expect(style["--site-tint"]).toBe(sectionTint(DEFAULT_COLORS, TINT_LUMINANCE.tint));
    expect(style["--site-tint-strong"]).toBe(sectionTint(DEFAULT_COLORS, TINT_LUMINANCE.tintStrong));
    const tokens = readFileSync("app/styles/tokens.css", "utf8");
    expect(tokens).toContain(`--color-site-tint: var(--site-tint, ${style["--site-tint"]});`);
    expect(tokens).toContain(`--color-site-tint-strong: var(--site-tint-strong, ${style["--site-tint-strong"]});`);
  });

  it("mixHex mixes channel by channel", () => {
    expect(mixHex("#000000", "#ffffff", 0)).toBe("#ffffff");
    expect(mixHex("#000000", "#ffffff", 1)).toBe("#000000");
    expect(mixHex("#000000", "#ffffff", 0.5)).toBe("#808080");
  });
});
