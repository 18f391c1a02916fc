import { describe, it, expect } from "vitest";
import { contrastRatio, isValidHex, parseHex, readableTextOn, relativeLuminance } from "~/lib/contrast";

describe("isValidHex", () => {
  it("accepts #RRGGBB in either case", () => {
    expect(isValidHex("#4CAF50")).toBe(true);
    expect(isValidHex("#2e7d32")).toBe(true);
    expect(isValidHex("#000000")).toBe(true);
  });

  it("refuses anything else", () => {
    for (const value of ["", "4CAF50", "#fff", "#4CAF5", "#4CAF500", "#GGGGGG", "red", " #4CAF50"]) {
      expect(isValidHex(value), value).toBe(false);
    }
  });
});

describe("parseHex", () => {
  it("reads the three channels", () => {
    expect(parseHex("#4CAF50")).toEqual({ r: 76, g: 175, b: 80 });
    expect(parseHex("#ffffff")).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex("#000000")).toEqual({ r: 0, g: 0, b: 0 });
  });

  it("throws on an invalid colour", () => {
    expect(() => parseHex("#abc")).toThrow(TypeError);
    expect(() => parseHex("green")).toThrow(/#RRGGBB/);
  });
});

describe("relativeLuminance", () => {
  it("is 0 for black and 1 for white", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBeCloseTo(1, 10);
  });

  it("matches the WCAG formula for a mid colour", () => {
    // #808080: channel 128/255 linearised ≈ 0.2158605
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2158605, 6);
  });

  it("accepts parsed channels", () => {
    expect(relativeLuminance({ r: 255, g: 0, b: 0 })).toBeCloseTo(0.2126, 4);
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#4CAF50", "#4caf50")).toBe(1);
  });

  it("does not depend on the order", () => {
    expect(contrastRatio("#2e7d32", "#ffffff")).toBe(contrastRatio("#ffffff", "#2e7d32"));
  });

  it("matches known values", () => {
    // WebAIM's checker: #777777 on white is 4.48:1
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#2e7d32", "#ffffff")).toBeCloseTo(5.13, 2);
  });
});

describe("readableTextOn", () => {
  it("picks white on dark and near-black on light backgrounds", () => {
    expect(readableTextOn("#000000")).toBe("#ffffff");
    expect(readableTextOn("#ffffff")).toBe("#111827");
    expect(readableTextOn("#1e3a8a")).toBe("#ffffff");
    expect(readableTextOn("#fde68a")).toBe("#111827");
  });

  it("gives the expected text colours for the default site colours", () => {
    expect(readableTextOn("#81C784")).toBe("#111827"); // accent
    expect(readableTextOn("#4CAF50")).toBe("#111827"); // primary
    expect(readableTextOn("#2e7d32")).toBe("#ffffff"); // secondary
    expect(readableTextOn("#3e9742")).toBe("#111827"); // icon background
  });

  it("always picks the colour with the higher contrast", () => {
    for (const bg of ["#4CAF50", "#777777", "#808080", "#ff0000", "#0000ff", "#00ff00", "#c62828"]) {
      const chosen = readableTextOn(bg);
      const other = chosen === "#ffffff" ? "#111827" : "#ffffff";
      expect(contrastRatio(bg, chosen)).toBeGreaterThanOrEqual(contrastRatio(bg, other));
    }
  });
});
