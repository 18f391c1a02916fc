import { describe, expect, it } from "vitest";
import { aboutSiteName, partnerDetails, storyParagraphs, valueIcon, type Partner } from "~/features/about/about-content";
import { DEFAULT_FAQS, DEFAULT_SERVICES_HEADER, initialTabId, preselectedService } from "~/features/services/services-defaults";
import { safeImageUrl } from "~/lib/web-address";

describe("about page helpers", () => {
  it("speaks of 'Mon Entreprise' when no site name is known", () => {
    expect(aboutSiteName(null)).toBe("Mon Entreprise");
    expect(aboutSiteName(undefined)).toBe("Mon Entreprise");
    expect(aboutSiteName("   ")).toBe("Mon Entreprise");
    expect(aboutSiteName(" Les Délices de Marie ")).toBe("Les Délices de Marie");
  });

  it("keeps the story's paragraphs and line breaks", () => {
    expect(storyParagraphs("Premier.\r\n\r\nDeuxième,\nsur deux lignes.\n\n\n  \nTroisième.")).toEqual([
      "Premier.",
      "Deuxième,\nsur deux lignes.",
      "Troisième.",
    ]);
    expect(storyParagraphs(null)).toEqual([]);
    expect(storyParagraphs("  \n\n ")).toEqual([]);
  });

  it("gives values the award icon unless a known one is stored", () => {
    expect(valueIcon("leaf")).toBe("leaf");
    expect(valueIcon("globe")).toBe("globe");
    expect(valueIcon("truck")).toBe("award");
    expect(valueIcon(null)).toBe("award");
  });

  const partner: Partner = {
    id: "p1",
    name: "Moulin",
    description: "Farines.",
    longDescription: "Une longue histoire.",
    imageUrl: "/media/main.webp",
    logoUrl: null,
    images: [{ id: "i1", url: "/media/a.webp" }],
  };

  it("shows the partner's long description and additional images in the dialog", () => {
    expect(partnerDetails(partner)).toEqual({ text: "Une longue histoire.", images: [{ id: "i1", url: "/media/a.webp" }] });
  });

  it("falls back to the description and to the main image", () => {
    expect(partnerDetails({ ...partner, longDescription: "  ", images: [] })).toEqual({
      text: "Farines.",
      images: [{ id: "p1-main", url: "/media/main.webp" }],
    });
    expect(partnerDetails({ ...partner, longDescription: null, images: [], imageUrl: null })).toEqual({ text: "Farines.", images: [] });
  });
});

describe("services page helpers", () => {
  const categories = [
    { id: "c1", name: "Buffets" },
    { id: "c2", name: "Plateaux repas" },
  ];

  it("opens the first tab, or the one named in ?tab=", () => {
    expect(initialTabId(null, categories)).toBe("c1");
    expect(initialTabId("Plateaux repas", categories)).toBe("c2");
    expect(initialTabId("Inconnu", categories)).toBe("c1");
    expect(initialTabId(null, [])).toBeNull();
  });

  it("preselects a service from ?service= only when it is a choice", () => {
    const choices = ["Buffets", "Plateaux repas", "Autre"];
    expect(preselectedService("Plateaux repas", choices)).toBe("Plateaux repas");
    expect(preselectedService("Autre", choices)).toBe("Autre");
    expect(preselectedService("<script>", choices)).toBe("");
    expect(preselectedService(null, choices)).toBe("");
  });

  it("has the spec's header defaults and three default FAQs (7/14 days, vegetarian, 50 km)", () => {
    expect(DEFAULT_SERVICES_HEADER).toEqual({ title: "Nos prestations", description: "Découvrez nos différentes prestations et services." });
    expect(DEFAULT_FAQS).toHaveLength(3);
    expect(DEFAULT_FAQS[0].answer).toMatch(/7 jours/);
    expect(DEFAULT_FAQS[0].answer).toMatch(/14 jours/);
    expect(DEFAULT_FAQS[1].question).toMatch(/végétarien/);
    expect(DEFAULT_FAQS[2].answer).toMatch(/50 km/);
  });
});

describe("merchant image addresses", () => {
  it("keeps our own paths and http(s) only", () => {
    expect(safeImageUrl(" /media/a.webp ")).toBe("/media/a.webp");
    expect(safeImageUrl("https://cdn.example.fr/a.jpg")).toBe("https://cdn.example.fr/a.jpg");
    expect(safeImageUrl("javascript:alert(1)")).toBeNull();
    expect(safeImageUrl("data:image/svg+xml,<svg/>")).toBeNull();
    expect(safeImageUrl("//evil.example/a.png")).toBeNull();
    expect(safeImageUrl("")).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});
