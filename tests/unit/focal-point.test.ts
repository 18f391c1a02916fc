import { describe, expect, it } from "vitest";
import { imageFile, objectPosition, splitFocalPoint, withFocalPoint } from "~/features/media/focal-point";
import { normaliseImageUrl } from "~/features/media/media-rules";
import { responsiveImage, storedImageSize } from "~/features/media/responsive-image";

const STORED = "/media/product-images/1700000000000-0123456789abcdef_1200x800.webp";

describe("focal point in an image address (ADR 023)", () => {
  it("reads and writes the #focus= fragment; the centre is no fragment at all", () => {
    expect(splitFocalPoint(`${STORED}#focus=30,70`)).toEqual({ file: STORED, focus: { x: 30, y: 70 } });
    expect(splitFocalPoint(STORED)).toEqual({ file: STORED, focus: null });
    expect(splitFocalPoint(`${STORED}#focus=130,70`)).toEqual({ file: STORED, focus: null });
    expect(withFocalPoint(STORED, { x: 30.4, y: 120 })).toBe(`${STORED}#focus=30,100`);
    expect(withFocalPoint(`${STORED}#focus=30,70`, { x: 50, y: 50 })).toBe(STORED);
    expect(withFocalPoint(`${STORED}#focus=30,70`, null)).toBe(STORED);
    expect(imageFile(`https://cdn.example.fr/a.jpg#focus=1,2`)).toBe("https://cdn.example.fr/a.jpg");
  });

  it("becomes the object-position of a cropped picture, and leaves the file's address as it was", () => {
    expect(objectPosition({ x: 30, y: 70 })).toBe("30% 70%");
    expect(objectPosition({ x: 50, y: 50 })).toBeUndefined();
    const image = responsiveImage(`${STORED}#focus=30,70`, { sizes: [[null, "100vw"]] });
    expect(image).toMatchObject({ src: STORED, width: 1200, height: 800, style: { objectPosition: "30% 70%" } });
    expect(image.srcSet).toContain(".w400.webp 400w");
    expect(image.srcSet).not.toContain("#");
    expect(responsiveImage(STORED, { sizes: [[null, "100vw"]] }).style).toBeUndefined();
    expect(responsiveImage("https://example.fr/a.jpg#focus=10,20", { sizes: [[null, "100vw"]] })).toEqual({
      src: "https://example.fr/a.jpg",
      style: { objectPosition: "10% 20%" },
    });
    expect(storedImageSize(`${STORED}#focus=30,70`)).toEqual({ width: 1200, height: 800 });
  });

  it("is accepted by the editors' address check, on our paths and on web addresses", () => {
    expect(normaliseImageUrl(`${STORED}#focus=30,70`)).toBe(`${STORED}#focus=30,70`);
    expect(normaliseImageUrl(`${STORED}#other`)).toBeNull();
    expect(normaliseImageUrl("https://example.fr/a.jpg#focus=30,70")).toBe("https://example.fr/a.jpg#focus=30,70");
  });
});
