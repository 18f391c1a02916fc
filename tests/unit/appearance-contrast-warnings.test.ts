import { describe, expect, it } from "vitest";
import { contrastWarnings } from "~/features/appearance/contrast-warnings";

describe("contrastWarnings", () => {
  it("says nothing for the spec's default colours", () => {
    expect(contrastWarnings({ primaryColor: "#4CAF50", primaryHoverColor: "#3e9742", secondaryColor: "#2e7d32", accentColor: "#81C784" })).toEqual([]);
  });

  it("warns when the secondary colour, used as text on white, is too light", () => {
    const [warning, ...others] = contrastWarnings({ secondaryColor: "#81C784" });
    expect(others).toEqual([]);
    expect(warning.field).toBe("secondaryColor");
    expect(warning.ratio).toBeLessThan(4.5);
    expect(warning.message).toMatch(/^Couleur secondaire \(foncée\)\u00a0: .*contraste 2:1, 4,5:1 minimum/);
  });

  it("warns for a mid-tone background on which neither white nor dark text reaches AA", () => {
    // The worst grey: 4.2:1 with dark text, less with white.
    const warnings = contrastWarnings({ primaryColor: "#7b7b7b", accentColor: "#ffffff" });
    expect(warnings.map((w) => w.field)).toEqual(["primaryColor"]);
    expect(warnings[0].message).toMatch(/^Couleur principale\u00a0: le texte posé dessus reste peu lisible/);
  });

  it("ignores colours that are not #RRGGBB (the form reports those)", () => {
    expect(contrastWarnings({ primaryColor: "blue", secondaryColor: "#fff" })).toEqual([]);
  });
});
