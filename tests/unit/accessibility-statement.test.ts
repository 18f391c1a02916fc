import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS } from "~/features/appearance/theme";
import { ACCESSIBILITY_AUDIT, auditSummary, contrastFigures } from "~/features/legal/accessibility-statement";
import { contrastRatio } from "~/lib/contrast";

describe("the accessibility statement's figures", () => {
  it("computes the site's own text/background pairs from its colours, rounded down to a tenth", () => {
    const colors = { ...DEFAULT_COLORS, secondary: "#777777" };
    const figures = contrastFigures(colors);
    expect(figures.map((figure) => figure.pair)).toEqual(["body", "tint", "secondary", "button", "footer"]);
    const body = figures[0];
    expect(body.ratio).toBe(Math.floor(contrastRatio("#111827", "#ffffff") * 10) / 10);
    expect(body.passes).toBe(true);
    // #777777 on white is 4.48:1: shown as 4.4 and not sufficient.
    const secondary = figures.find((figure) => figure.pair === "secondary");
    expect(secondary).toMatchObject({ ratio: 4.4, passes: false });
  });

  it("sums the committed check's violations over its pages", () => {
    const summary = auditSummary({
      date: "2026-11-30",
      axeVersion: "4.13.0",
      rules: [],
      pages: [
        { site: "a", path: "/", violations: [] },
        { site: "a", path: "/merchant/about", violations: [{ id: "color-contrast", impact: "serious", nodes: 2 }] },
      ],
    });
    expect(summary).toEqual({ date: "2026-11-30", version: "4.13.0", pages: 2, violations: 1 });
    expect(ACCESSIBILITY_AUDIT.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
