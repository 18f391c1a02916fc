/**
 * Issue 24, ADR 033: the slug of a site's platform address, proposed from the shop's name and
 * checked as the sign-up, the settings and the database check it.
 */
import { describe, expect, it } from "vitest";
import { platformAddress, SLUG_MAX, SLUG_TEXTS, slugFromName, slugProblem } from "~/features/sites/site-slug";

describe("the slug proposed from a shop's name", () => {
  it("folds accents and ligatures, lower-cases, and puts one dash for anything else", () => {
    expect(slugFromName("Délices de Léa")).toBe("delices-de-lea");
    expect(slugFromName("Boulangerie Sophie")).toBe("boulangerie-sophie");
    expect(slugFromName("L'Œuf & la Poule — Épicerie fine")).toBe("l-oeuf-la-poule-epicerie-fine");
    expect(slugFromName("  Crème brûlée !!! ")).toBe("creme-brulee");
    expect(slugFromName("Fromagerie n°3")).toBe("fromagerie-n-3");
    expect(slugFromName("Straße Café")).toBe("strasse-cafe");
  });

  it("stays within 40 characters, cut on a word when it can", () => {
    const slug = slugFromName("La Grande Boulangerie Pâtisserie Artisanale du Vieux Port de Marseille");
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toBe("la-grande-boulangerie-patisserie");
    expect(slugFromName("a".repeat(60))).toBe("a".repeat(40));
  });

  it("may be too short or empty for a name without letters, and says so", () => {
    expect(slugFromName("Ô")).toBe("o");
    expect(slugFromName("★★★")).toBe("");
    expect(slugProblem(slugFromName("Ô"))).toBe(SLUG_TEXTS.length);
  });
});

describe("the slug's rules", () => {
  it("accepts what a DNS label and the check constraint accept", () => {
    for (const slug of ["abc", "boulangerie-sophie", "fromagerie-3", "a".repeat(40)]) expect(slugProblem(slug), slug).toBeNull();
  });

  it("refuses, in French, a wrong length, shape or a reserved name", () => {
    expect(slugProblem("ab")).toBe(SLUG_TEXTS.length);
    expect(slugProblem("a".repeat(41))).toBe(SLUG_TEXTS.length);
    for (const slug of ["Boulangerie", "café", "-abc", "abc-", "a--b", "a_b", "a.b", "a b"]) expect(slugProblem(slug), slug).toBe(SLUG_TEXTS.shape);
    for (const slug of ["www", "admin", "api", "mail", "app"]) expect(slugProblem(slug), slug).toBe(SLUG_TEXTS.reserved);
    expect(slugProblem("studio", ["studio"])).toBe(SLUG_TEXTS.reserved);
  });

  it("gives the platform address", () => {
    expect(platformAddress("boulangerie-sophie", "localhost")).toBe("boulangerie-sophie.localhost");
    expect(platformAddress("delices", "vitrine.fr")).toBe("delices.vitrine.fr");
  });
});
