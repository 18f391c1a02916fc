import type { CSSProperties } from "react";
import { AA_TEXT, contrastRatio, isValidHex, mixHex, readableTextOn, relativeLuminance } from "~/lib/contrast";

/** Shown in the header while a site has no logo (or its logo cannot be loaded). */
export const PLACEHOLDER_LOGO = "/placeholder-logo.svg";

/** Default colours. */
export const DEFAULT_COLORS = {
  accent: "#81C784",
  primary: "#4CAF50",
  secondary: "#2e7d32",
  primaryHover: "#3e9742",
} as const;

export type SiteColors = { accent: string; primary: string; secondary: string; primaryHover: string };

export function colorsWithDefaults(stored: Partial<Record<keyof SiteColors, string | null | undefined>> | null | undefined): SiteColors {
  const pick = (value: string | null | undefined, fallback: string) => (value && isValidHex(value) ? value : fallback);
  return {
    accent: pick(stored?.accent, DEFAULT_COLORS.accent),
    primary: pick(stored?.primary, DEFAULT_COLORS.primary),
    secondary: pick(stored?.secondary, DEFAULT_COLORS.secondary),
    primaryHover: pick(stored?.primaryHover, DEFAULT_COLORS.primaryHover),
  };
}

/**
 * The lightest text the public pages write on a tinted section: Tailwind's gray-600 (the darker
 * greys follow from it). The secondary colour is written there too (eyebrows, links).
 */
export const LIGHTEST_SECTION_TEXT = "#4b5563";

/**
 * How light each section background is (WCAG relative luminance): the tint about as light as a
 * cream paper, the strong one for the top of a page header and today's row in the hours table.
 */
export const TINT_LUMINANCE = { tint: 0.92, tintStrong: 0.85 } as const;

/**
 * A section background derived from the palette: as much of the light colour ('Couleur fond
 * clair') mixed into white as keeps it at least `luminance` light, and lighter still until the
 * section's text keeps WCAG AA (4.5:1) on it. A secondary colour already too light on white has
 * its own warning in the back-office and does not hold the tint back.
 */
export function sectionTint(colors: SiteColors, luminance: number): string {
  const texts = [LIGHTEST_SECTION_TEXT, colors.secondary].filter((text) => contrastRatio(text, "#ffffff") >= AA_TEXT);
  for (let percent = 100; percent > 0; percent--) {
    const tint = mixHex(colors.accent, "#ffffff", percent / 100);
    if (relativeLuminance(tint) >= luminance && texts.every((text) => contrastRatio(text, tint) >= AA_TEXT)) return tint;
  }
  return "#ffffff";
}

/** The CSS custom properties of a site's theme, rendered on the server (no flash of default colours). */
export function themeStyle(colors: SiteColors): CSSProperties {
  return {
    "--site-primary": colors.primary,
    "--site-primary-hover": colors.primaryHover,
    "--site-secondary": colors.secondary,
    "--site-accent": colors.accent,
    "--site-on-primary": readableTextOn(colors.primary),
    "--site-on-primary-hover": readableTextOn(colors.primaryHover),
    "--site-on-secondary": readableTextOn(colors.secondary),
    "--site-on-accent": readableTextOn(colors.accent),
    // Section backgrounds (no fixed cream left after a switch to another palette).
    "--site-tint": sectionTint(colors, TINT_LUMINANCE.tint),
    "--site-tint-strong": sectionTint(colors, TINT_LUMINANCE.tintStrong),
  } as CSSProperties;
}
