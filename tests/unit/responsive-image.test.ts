import { describe, expect, it } from "vitest";
import { mainOfVariant, responsiveImage, sizeInName, storedImageSize, variantPath, variantWidthsFor } from "~/features/media/responsive-image";
import { heroImageSizes } from "~/features/home/public/home-hero";

const HERO = "/media/hero-images/1700000000000-0123456789abcdef_1200x800.webp";
const GRID = [
  ["(min-width: 1024px)", "270px"],
  [null, "calc(50vw - 24px)"],
] as const;

describe("responsive images (ADR 010)", () => {
  it("derives the variants and the size from a stored name", () => {
    expect(variantPath(HERO, 400)).toBe("/media/hero-images/1700000000000-0123456789abcdef_1200x800.w400.webp");
    expect(mainOfVariant(variantPath(HERO, 800))).toBe(HERO);
    expect(mainOfVariant(HERO)).toBeNull();
    expect(sizeInName("hero-images/1700000000000-0123456789abcdef_1200x800.webp")).toEqual({ width: 1200, height: 800 });
    expect(sizeInName("hero-images/1700000000000-0123456789abcdef.webp")).toBeNull();
    expect(variantWidthsFor(1200)).toEqual([400, 800]);
    expect(variantWidthsFor(800)).toEqual([400]);
    expect(variantWidthsFor(400)).toEqual([]);
  });

  it("gives our stored images a srcset of their variants, sizes and their own width and height", () => {
    expect(responsiveImage(HERO, { sizes: GRID })).toEqual({
      src: HERO,
      srcSet: `${variantPath(HERO, 400)} 400w, ${variantPath(HERO, 800)} 800w, ${HERO} 1200w`,
      sizes: "(min-width: 1024px) 270px, calc(50vw - 24px)",
      width: 1200,
      height: 800,
    });
    // A 600 px image only has a 400 px copy; a 300 px one none (no srcset, but its size).
    expect(responsiveImage("/media/logos/1700000000000-0123456789abcdef_600x600.webp", { sizes: GRID }).srcSet).toBe(
      "/media/logos/1700000000000-0123456789abcdef_600x600.w400.webp 400w, /media/logos/1700000000000-0123456789abcdef_600x600.webp 600w",
    );
    expect(responsiveImage("/media/logos/1700000000000-0123456789abcdef_300x200.webp", { sizes: GRID })).toEqual({
      src: "/media/logos/1700000000000-0123456789abcdef_300x200.webp",
      width: 300,
      height: 200,
    });
  });

  it("works for the S3 public URL, whatever its host", () => {
    const s3 = "https://cdn.example.com/vitrine/product-images/1700000000000-0123456789abcdef_1000x750.webp";
    expect(storedImageSize(s3)).toEqual({ width: 1000, height: 750 });
    expect(responsiveImage(s3, { sizes: GRID }).srcSet).toContain(
      "https://cdn.example.com/vitrine/product-images/1700000000000-0123456789abcdef_1000x750.w800.webp 800w",
    );
  });

  it("leaves external, older and odd addresses as a plain src", () => {
    for (const url of [
      "https://images.unsplash.com/photo-123?w=800",
      "https://example.com/some/picture_1200x800.webp",
      "/media/hero-images/1700000000000-0123456789abcdef.webp",
      "/media/other/1700000000000-0123456789abcdef_1200x800.webp",
      "/media/hero-images/1700000000000-0123456789abcdef_1200x800.webp?x=1",
      "javascript:alert(1)//hero-images/1700000000000-0123456789abcdef_1200x800.webp",
      "/placeholder.svg",
    ]) {
      expect(responsiveImage(url, { sizes: GRID }), url).toEqual({ src: url });
    }
  });

  it("widens sizes when a wide picture covers a narrower box", () => {
    // 3:2 in a square: shown 1.5 times as wide as its slot; in a 9:16 box 2.67 times.
    expect(responsiveImage(HERO, { sizes: GRID, coverBox: 1 }).sizes).toBe("(min-width: 1024px) calc(270px * 1.5), calc(calc(50vw - 24px) * 1.5)");
    expect(responsiveImage(HERO, { sizes: [[null, "100px"]], coverBox: 9 / 16 }).sizes).toBe("calc(100px * 2.67)");
    // A box wider than the picture: the slot's width is the shown width.
    expect(responsiveImage(HERO, { sizes: [[null, "100px"]], coverBox: 16 / 9 }).sizes).toBe("100px");
    // A slot can name its own box (the shape changes at a breakpoint).
    expect(
      responsiveImage(HERO, {
        sizes: [
          ["(min-width: 640px)", "300px"],
          [null, "90vw", 3 / 2],
        ],
        coverBox: 4 / 5,
      }).sizes,
    ).toBe("(min-width: 640px) calc(300px * 1.88), 90vw");
  });

  it("sizes the hero for its minimum height on phones", () => {
    expect(heroImageSizes(HERO)).toEqual([
      ["(max-width: 639px)", "816px"],
      ["(max-width: 960px)", "960px"],
      [null, "100vw"],
    ]);
    expect(heroImageSizes("https://example.com/x.jpg")).toEqual([[null, "100vw"]]);
  });
});
