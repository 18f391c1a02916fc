import { describe, expect, it } from "vitest";
import { ADMIN_NAV, navPlanBadge, visibleNav } from "~/features/back-office/admin-nav";
import { RETENTION_CHOICES, countsSentence, countsText, deletedWord, retentionSchema, visitorEmailSchema } from "~/features/visitor-data/visitor-data-schema";
import { monthsText } from "~/lib/french-date";

describe("'Données des visiteurs' texts and schemas", () => {
  it("words a retention in months the way a sentence says it", () => {
    expect([6, 12, 18, 24, 36, 60].map(monthsText)).toEqual(["6 mois", "1 an", "18 mois", "2 ans", "3 ans", "5 ans"]);
  });

  it("accepts the listed durations only", () => {
    for (const { months } of RETENTION_CHOICES) expect(retentionSchema.parse({ months: String(months) })).toEqual({ months });
    for (const months of ["48", "1", "120", "0", "-6", "36.5", "3 ans", ""]) expect(retentionSchema.safeParse({ months }).success, months).toBe(false);
  });

  it("reads an address trimmed and lower-cased, and refuses what is not one", () => {
    expect(visitorEmailSchema.parse({ email: "  Claire.MARTIN@Example.fr " })).toEqual({ email: "claire.martin@example.fr" });
    for (const email of ["", "  ", "claire", "claire@", "@example.fr", "a b@c.fr", `${"a".repeat(250)}@b.fr`]) {
      expect(visitorEmailSchema.safeParse({ email }).success, email).toBe(false);
    }
  });

  it("counts messages and quotes in French", () => {
    expect(countsText({ messages: 0, quotes: 0 })).toBe("aucune donnée");
    expect(countsText({ messages: 1, quotes: 0 })).toBe("1 message de contact");
    expect(countsText({ messages: 0, quotes: 2 })).toBe("2 demandes de devis");
    expect(countsSentence({ messages: 3, quotes: 1 })).toBe("3 messages de contact et 1 demande de devis");
    expect(countsSentence({ messages: 0, quotes: 0 })).toBe("Aucune donnée");
    expect(
      [
        { messages: 1, quotes: 0 },
        { messages: 2, quotes: 0 },
        { messages: 0, quotes: 1 },
        { messages: 0, quotes: 2 },
        { messages: 1, quotes: 1 },
        { messages: 0, quotes: 0 },
      ].map(deletedWord),
    ).toEqual(["supprimé", "supprimés", "supprimée", "supprimées", "supprimés", "supprimée"]);
  });
});

describe("'Données des visiteurs' in the sidebar", () => {
  it("is in 'Paramètres' for owners and admins, on every plan", () => {
    for (const role of ["user", "admin"] as const) {
      const settings = visibleNav(role).find((group) => group.id === "settings");
      expect(settings?.items.map((item) => [item.label, item.href])).toContainEqual(["Données des visiteurs", "/admin/donnees"]);
    }
    const item = ADMIN_NAV.flatMap((group) => group.items).find((entry) => entry.href === "/admin/donnees")!;
    for (const plan of ["essentiel", "pro", "expert"] as const) expect(navPlanBadge(item, plan)).toBeNull();
  });
});
