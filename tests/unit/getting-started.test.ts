import { describe, expect, it } from "vitest";
import { checklistItems, type ChecklistFacts } from "~/features/back-office/getting-started/getting-started";

const nothing: ChecklistFacts = {
  plan: "pro",
  hasLogo: false,
  hasColors: false,
  hasHours: false,
  hasContactEmail: false,
  hasSenderEmail: false,
  hasHeroImage: false,
  hasProductOrService: false,
  ownerConfirmed: false,
  legalMissing: ["Raison sociale", "SIRET"],
  hostLegalMissing: [],
};

describe("the getting-started checklist (issue 14)", () => {
  it("lists the steps in order, each linking to the screen that does it", () => {
    expect(checklistItems(nothing).map((item) => [item.key, item.href, item.done])).toEqual([
      ["logo", "/admin/appearance", false],
      ["colors", "/admin/appearance", false],
      ["hours", "/admin/pages/hours", false],
      ["emails", "/admin/settings", false],
      ["photo", "/admin/pages/home", false],
      ["catalogue", "/admin/products", false],
      ["legal", "/admin/settings#mentions-legales", false],
    ]);
  });

  it("asks for a first product or service only where the plan has them", () => {
    expect(checklistItems({ ...nothing, plan: "essentiel" }).map((item) => item.key)).not.toContain("catalogue");
    expect(checklistItems({ ...nothing, plan: "expert" }).map((item) => item.key)).toContain("catalogue");
  });

  it("counts the e-mails done only with both the contact and the sender e-mail", () => {
    const emails = (facts: Partial<ChecklistFacts>) => checklistItems({ ...nothing, ...facts }).find((item) => item.key === "emails")?.done;
    expect(emails({ hasContactEmail: true })).toBe(false);
    expect(emails({ hasSenderEmail: true })).toBe(false);
    expect(emails({ hasContactEmail: true, hasSenderEmail: true })).toBe(true);
  });

  it("lists the missing legal fields, and is done once none is (issue 15)", () => {
    const legal = (missing: string[]) => checklistItems({ ...nothing, legalMissing: missing }).find((item) => item.key === "legal");
    expect(legal(["Raison sociale", "SIRET", "Directeur de la publication"])).toMatchObject({
      done: false,
      hint: "Il manque\u00a0: Raison sociale, SIRET et Directeur de la publication.",
    });
    expect(legal(["SIRET"])?.hint).toBe("Il manque\u00a0: SIRET.");
    expect(legal([])?.done).toBe(true);
  });

  it("is never called complete while the host's part lacks something, and says that part is the platform's (issue 25)", () => {
    const legal = (missing: string[], host: string[]) =>
      checklistItems({ ...nothing, legalMissing: missing, hostLegalMissing: host }).find((item) => item.key === "legal");
    // Hers done, the host's address and phone unset: her step is done, the hint is not 'complètes'.
    expect(legal([], ["l'adresse", "le téléphone"])).toMatchObject({
      done: true,
      hint: "Votre part est faite. Il manque encore l'adresse et le téléphone de l'hébergeur\u00a0: c'est à la plateforme Vitrine de s'en charger, pas à vous.",
    });
    expect(legal(["SIRET"], ["le nom", "l'adresse", "le téléphone"])).toMatchObject({
      done: false,
      hint: "Il manque\u00a0: SIRET. Il manque aussi le nom, l'adresse et le téléphone de l'hébergeur\u00a0: la plateforme Vitrine s'en charge.",
    });
    expect(legal([], [])?.hint).toBe("Vos pages «\u00a0Mentions légales\u00a0» et «\u00a0Confidentialité\u00a0» sont complètes.");
  });
});
