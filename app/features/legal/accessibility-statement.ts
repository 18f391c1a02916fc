import audit from "~/features/legal/accessibility-audit.json";
import { LIGHTEST_SECTION_TEXT, TINT_LUMINANCE, sectionTint, type SiteColors } from "~/features/appearance/theme";
import { AA_TEXT, TEXT_ON_LIGHT, contrastRatio, readableTextOn } from "~/lib/contrast";

/**
 * The accessibility statement's facts, as pure rules: the last automated check of the demo
 * sites' public pages (accessibility-audit.json, written by `npm run audit:accessibility`), and the
 * contrast of a site's own text and background pairs, computed from its colours the way the
 * public pages are drawn (appearance/theme.ts).
 */

/** One page of the automated check: its address and the axe-core rules it broke. */
export type AuditedPage = { site: string; path: string; violations: { id: string; impact: string | null; nodes: number }[] };
export type AccessibilityAudit = { date: string; axeVersion: string; rules: string[]; pages: AuditedPage[] };

export const ACCESSIBILITY_AUDIT: AccessibilityAudit = audit as AccessibilityAudit;

/** The summary the statement prints: when, with which axe-core, how many pages, how many violations (one per rule broken on a page). */
export function auditSummary(result: AccessibilityAudit = ACCESSIBILITY_AUDIT): { date: string; version: string; pages: number; violations: number } {
  return {
    date: result.date,
    version: result.axeVersion,
    pages: result.pages.length,
    violations: result.pages.reduce((total, page) => total + page.violations.length, 0),
  };
}

export type ContrastPair = "body" | "tint" | "secondary" | "button" | "footer";
export type ContrastFigure = { pair: ContrastPair; text: string; background: string; ratio: number; passes: boolean };

/**
 * The site's text/background pairs, as its pages draw them: the body text on white, the grey text
 * on a tinted section, the secondary colour (headings, links) on white, the buttons' text on the
 * primary colour and the footer's on the accent colour.
 */
export function contrastFigures(colors: SiteColors): ContrastFigure[] {
  const figure = (pair: ContrastPair, text: string, background: string): ContrastFigure => {
    const ratio = contrastRatio(text, background);
    // Rounded down to a tenth, as printed: 4.48 is not shown as a passing 4.5.
    const shown = Math.floor(ratio * 10) / 10;
    return { pair, text, background, ratio: shown, passes: ratio >= AA_TEXT };
  };
  return [
    figure("body", TEXT_ON_LIGHT, "#ffffff"),
    figure("tint", LIGHTEST_SECTION_TEXT, sectionTint(colors, TINT_LUMINANCE.tint)),
    figure("secondary", colors.secondary, "#ffffff"),
    figure("button", readableTextOn(colors.primary), colors.primary),
    figure("footer", readableTextOn(colors.accent), colors.accent),
  ];
}
