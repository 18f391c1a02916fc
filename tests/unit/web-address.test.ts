/**
 * Issue 25: a web address typed without its scheme gets `https://` before it is checked, in every
 * form that asks for one (one zod field, lib/address-field.ts), while a link stays a web address
 * and `javascript:` and its like stay refused.
 */
import { describe, expect, it } from "vitest";
import { optionalAddress } from "~/lib/address-field";
import { isMerchantLink, isWebAddress, withWebScheme } from "~/lib/web-address";
import { settingsSchema, EMPTY_SETTINGS, SETTINGS_TEXTS } from "~/features/settings/settings-schema";
import { optionalImageUrl } from "~/features/media/image-url-field";
import { normaliseImageUrl } from "~/features/media/media-rules";
import { memberSchema } from "~/features/about/about-schema";
import { categorySchema } from "~/features/services/services-schema";
import { parseProductPayload } from "~/features/products/products-schema";

describe("withWebScheme", () => {
  it.each([
    ["instagram.com/boulangeriesophie", "https://instagram.com/boulangeriesophie"],
    ["www.boulangerie-sophie.fr", "https://www.boulangerie-sophie.fr"],
    ["facebook.com/Boulangerie.Sophie?ref=page#about", "https://facebook.com/Boulangerie.Sophie?ref=page#about"],
    ["maps.app.goo.gl/AbC123", "https://maps.app.goo.gl/AbC123"],
    ["boulangerie-sophie.fr:8443/carte", "https://boulangerie-sophie.fr:8443/carte"],
    ["pâtisserie-élise.fr", "https://pâtisserie-élise.fr"],
  ])("adds https:// to the bare address %s", (typed, expected) => {
    expect(withWebScheme(typed)).toBe(expected);
  });

  it("trims the spaces around what was typed, and leaves one with spaces inside as typed", () => {
    expect(withWebScheme("  instagram.com/boulangeriesophie \n")).toBe("https://instagram.com/boulangeriesophie");
    expect(withWebScheme("instagram.com/boulangerie sophie")).toBe("instagram.com/boulangerie sophie");
    expect(withWebScheme("   ")).toBe("");
  });

  it.each([
    "http://instagram.com/boulangeriesophie",
    "https://instagram.com/boulangeriesophie",
    "HTTPS://WWW.EXAMPLE.FR",
    "mailto:sophie@boulangerie.fr",
    "tel:+33123456789",
    "tel:0123456789",
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "/media/logos/1700000000000-abcdef12.webp",
    "//cdn.example.fr/a.jpg",
    "photo.jpg",
    "boulangerie.PNG",
    "boulangerie sophie",
    "boulangerie",
    "sophie@boulangerie.fr",
  ])("leaves %s as typed, for the field's rule to judge", (typed) => {
    expect(withWebScheme(typed)).toBe(typed);
  });
});

describe("the link rules", () => {
  it("a web address is http(s) with a host", () => {
    expect(isWebAddress("https://instagram.com/x")).toBe(true);
    expect(isWebAddress("http://example.fr")).toBe(true);
    for (const value of ["mailto:a@b.fr", "tel:0123", "javascript:alert(1)", "instagram.com/x", "https://", ""]) expect(isWebAddress(value), value).toBe(false);
  });

  it("a merchant's public link is a web, mail or phone address", () => {
    for (const value of ["https://x.fr", "mailto:a@b.fr", "tel:+33123"]) expect(isMerchantLink(value), value).toBe(true);
    for (const value of ["javascript:alert(1)", "data:text/html,x", "//x.fr", "x.fr"]) expect(isMerchantLink(value), value).toBe(false);
  });
});

describe("optionalAddress, the one zod field of an address", () => {
  const field = optionalAddress("L'adresse doit commencer par http:// ou https://");

  it("stores a bare address with https://, a blank one as null", () => {
    expect(field.parse(" instagram.com/boulangeriesophie ")).toBe("https://instagram.com/boulangeriesophie");
    expect(field.parse("www.boulangerie-sophie.fr")).toBe("https://www.boulangerie-sophie.fr");
    expect(field.parse("http://example.fr/a")).toBe("http://example.fr/a");
    expect(field.parse("  ")).toBeNull();
  });

  it.each([
    "javascript:alert(1)",
    "mailto:sophie@boulangerie.fr",
    "tel:0123456789",
    "data:text/html,x",
    "boulangerie sophie",
    "instagram.com/boulangerie sophie",
  ])("refuses %s in a web address field, with the field's message", (typed) => {
    const parsed = field.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("L'adresse doit commencer par http:// ou https://");
  });

  it("refuses an address over its length, with the length's message", () => {
    const long = optionalAddress("bad", { max: 30, tooLong: "30 caractères au plus" });
    expect(long.safeParse(`example.fr/${"a".repeat(30)}`).error?.issues[0]?.message).toBe("30 caractères au plus");
  });
});

describe("every form that asks for an address", () => {
  it("'Paramètres du site' saves instagram.com/boulangeriesophie as https://instagram.com/boulangeriesophie, and still refuses javascript:", () => {
    const base = { ...EMPTY_SETTINGS, senderEmail: "sophie@boulangerie.fr" };
    const saved = settingsSchema.parse({
      ...base,
      instagramUrl: "instagram.com/boulangeriesophie",
      googleMapsLink: "maps.app.goo.gl/AbC123",
      facebookUrl: "www.facebook.com/sophie",
    });
    expect(saved.instagramUrl).toBe("https://instagram.com/boulangeriesophie");
    expect(saved.googleMapsLink).toBe("https://maps.app.goo.gl/AbC123");
    expect(saved.facebookUrl).toBe("https://www.facebook.com/sophie");
    const refused = settingsSchema.safeParse({ ...base, instagramUrl: "javascript:alert(1)" });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["instagramUrl", SETTINGS_TEXTS.badUrl]]);
  });

  it("the image fields take a bare image address too, and still only http(s) or our own /media/ paths", () => {
    expect(optionalImageUrl().parse("images.example.fr/pain.jpg")).toBe("https://images.example.fr/pain.jpg");
    expect(normaliseImageUrl("images.example.fr/pain.jpg")).toBe("https://images.example.fr/pain.jpg");
    expect(optionalImageUrl().parse("/media/logos/1700000000000-abcdef12.webp")).toBe("/media/logos/1700000000000-abcdef12.webp");
    expect(optionalImageUrl().safeParse("javascript:alert(1)").success).toBe(false);
    expect(memberSchema.parse({ name: "Sophie", role: "Boulangère", bio: "Bio", imageUrl: "photos.example.fr/sophie.jpg" }).imageUrl).toBe(
      "https://photos.example.fr/sophie.jpg",
    );
    expect(categorySchema.parse({ name: "Pains", title: "Nos pains", description: "", images: ["photos.example.fr/a.jpg", ""] }).images).toEqual([
      "https://photos.example.fr/a.jpg",
    ]);
  });

  it("a product variant's image address gets its scheme as well", () => {
    const payload = JSON.stringify({
      name: "Baguette",
      description: "",
      categoryId: "",
      endDate: "",
      isActive: true,
      variants: [{ id: "temp-1", name: "Baguette", description: "", price: "1,20", priceUnit: "", imageUrl: "photos.example.fr/baguette.jpg", isActive: true }],
    });
    const parsed = parseProductPayload(payload);
    expect(parsed.ok && parsed.input.variants[0]?.imageUrl).toBe("https://photos.example.fr/baguette.jpg");
  });
});
