import { describe, expect, it } from "vitest";
import { MERCHANT_NAV, isCurrentPage, isSafeExternalHref, loadingTextFor } from "~/features/storefront/merchant-nav";
import { DEFAULT_REASSURANCE_ITEMS, reassuranceOrDefault, type ReassuranceItem } from "~/features/home/default-reassurance";
import { clampRating, initialsFor, starsLabel } from "~/features/testimonials/testimonial-format";
import { safeImageUrl } from "~/lib/web-address";

describe("merchant navigation", () => {
  it("has typed header links to the five merchant pages", () => {
    expect(MERCHANT_NAV.map((l) => l.href)).toEqual(["/merchant", "/merchant/about", "/merchant/services", "/merchant/products", "/merchant/contact"]);
    for (const link of MERCHANT_NAV) expect(link.isExternal).toBe(false);
  });

  it("marks the current page, the home also on /", () => {
    expect(isCurrentPage("/merchant", "/merchant")).toBe(true);
    expect(isCurrentPage("/merchant", "/merchant/")).toBe(true);
    expect(isCurrentPage("/merchant", "/")).toBe(true);
    expect(isCurrentPage("/merchant", "/merchant/about")).toBe(false);
    expect(isCurrentPage("/merchant/about", "/merchant/about")).toBe(true);
    expect(isCurrentPage("/merchant/about?site=x#top", "/merchant/about")).toBe(true);
    expect(isCurrentPage("/merchant/about", "/merchant/services")).toBe(false);
    expect(isCurrentPage("https://example.com/merchant", "/merchant")).toBe(false);
  });

  it("gives the destination page's loading text, none when staying on the page", () => {
    expect(loadingTextFor("/merchant/about", "/merchant")).toBe("Chargement du site...");
    expect(loadingTextFor("/merchant/about", "/")).toBe("Chargement du site...");
    expect(loadingTextFor("/", "/merchant/about")).toBe("Chargement du contenu...");
    expect(loadingTextFor("/merchant", "/merchant/services")).toBe("Chargement des services...");
    expect(loadingTextFor("/merchant", "/merchant/contact")).toBe("Chargement de la page contact...");
    expect(loadingTextFor("/merchant", "/merchant/products")).toBe("Chargement des produits...");
    expect(loadingTextFor("/merchant", "/merchant/legal")).toBe("Chargement...");
    expect(loadingTextFor("/merchant/products", "/merchant/products/")).toBeNull();
  });

  it("accepts only web, mail and phone addresses as external links", () => {
    for (const ok of ["https://facebook.com/x", "http://a.fr", "mailto:a@b.fr", "tel:+33478", " https://x.fr"]) expect(isSafeExternalHref(ok), ok).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.fr", "facebook.com/x", ""]) expect(isSafeExternalHref(bad), bad).toBe(false);
  });
});

describe("reassurance items", () => {
  const item = (title: string, iconName = "award"): ReassuranceItem => ({
    id: title,
    title,
    description: "d",
    iconName: iconName as ReassuranceItem["iconName"],
  });

  it("uses the default strip when none is configured", () => {
    const items = reassuranceOrDefault([]);
    expect(items.map((i) => i.title)).toEqual(["Produits locaux", "Sélection artisanale", "Partenariats sains avec les producteurs", "Conseils personnalisés"]);
    for (const i of items) expect(i.description.length).toBeGreaterThan(10);
    expect(items).toEqual(DEFAULT_REASSURANCE_ITEMS);
  });

  it("keeps the merchant's items, drops blank ones, and falls back to award for an unknown icon", () => {
    expect(reassuranceOrDefault([item("Bio", "truck"), item("  "), item("Frais", "rocket")])).toEqual([item("Bio", "truck"), item("Frais", "award")]);
    expect(reassuranceOrDefault([item(" ")]).map((i) => i.title)).toHaveLength(4);
  });
});

describe("testimonial formatting", () => {
  it("labels the stars for screen readers", () => {
    expect(starsLabel(5)).toBe("5 étoiles sur 5");
    expect(starsLabel(1)).toBe("1 étoile sur 5");
    expect(starsLabel(9)).toBe("5 étoiles sur 5");
  });

  it("keeps ratings between 1 and 5, 5 by default", () => {
    expect(clampRating(null)).toBe(5);
    expect(clampRating(0)).toBe(1);
    expect(clampRating(3.6)).toBe(4);
    expect(clampRating(Number.NaN)).toBe(5);
  });

  it("uses the stored initials, or takes them from the name", () => {
    expect(initialsFor("Claire Dumas", "cd")).toBe("CD");
    expect(initialsFor("Jean-Pierre Garnier", "")).toBe("JG");
    expect(initialsFor("Élodie", null)).toBe("É");
    expect(initialsFor("Anne Marie de la Tour", "  ")).toBe("AT");
    expect(initialsFor("  ", null)).toBe("?");
  });
});

describe("safeImageUrl", () => {
  it("keeps our own paths and web addresses only", () => {
    expect(safeImageUrl("/media/a.webp")).toBe("/media/a.webp");
    expect(safeImageUrl(" https://cdn.example.com/a.jpg ")).toBe("https://cdn.example.com/a.jpg");
    for (const bad of [null, undefined, "", "  ", "javascript:alert(1)", "//evil.example/a.png", "data:image/png;base64,AAAA"])
      expect(safeImageUrl(bad)).toBeNull();
  });
});
