import type { CSSProperties } from "react";
import { isValidHex, readableTextOn } from "~/lib/contrast";

/** Shown in the header while a site has no logo (or its logo cannot be loaded). */
export const PLACEHOLDER_LOGO = "/placeholder-logo.svg";

/** Default colours (public-site.md §9, back-office.md §3). */
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
  } as CSSProperties;
}
