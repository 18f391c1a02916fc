/**
 * Issue 14: the sign-up's schema and the starter content of every kind of shop — texts that
 * read well (French typography, the town where it fits), hours the database accepts, and the
 * trade's palette.
 */
import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS, REASSURANCE_ICONS } from "~/db/enums";
import { PALETTES } from "~/features/appearance/palettes";
import { signupHref } from "~/features/plans/plans";
import { BUSINESS_KIND_LABELS, keptValues, signupSchema } from "~/features/signup/signup-schema";
import { inTown, starterContent } from "~/features/signup/starter-content";

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const HEX = /^#[0-9A-Fa-f]{6}$/;

const valid = {
  email: " Marie@Boulangerie.fr ",
  password: "pain-chaud-42",
  shopName: " Boulangerie Martin ",
  businessKind: "boulangerie-patisserie",
  town: "Lyon",
  plan: "pro",
};

describe("the sign-up schema", () => {
  it("accepts a complete form, trimming and lower-casing the address", () => {
    const parsed = signupSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "marie@boulangerie.fr", shopName: "Boulangerie Martin", businessKind: "boulangerie-patisserie", plan: "pro" });
  });

  it("takes a chosen slug lower-cased, a blank one as 'propose one', and refuses a malformed or reserved one (issue 24)", () => {
    expect(signupSchema.parse({ ...valid, slug: " Boulangerie-Sophie " }).slug).toBe("boulangerie-sophie");
    expect(signupSchema.parse({ ...valid, slug: "" }).slug).toBe("");
    expect(signupSchema.parse(valid).slug).toBe("");
    const message = (slug: string) => signupSchema.safeParse({ ...valid, slug }).error?.issues[0]?.message;
    expect(message("ab")).toBe("L'adresse doit contenir entre 3 et 40 caractères");
    expect(message("pain_chaud")).toBe("Utilisez des lettres minuscules sans accent, des chiffres et des tirets (pas au début ni à la fin)");
    expect(message("-pain")).toBe("Utilisez des lettres minuscules sans accent, des chiffres et des tirets (pas au début ni à la fin)");
    expect(message("admin")).toBe("Cette adresse est réservée\u00a0: choisissez-en une autre");
  });

  it("says in French what is wrong, field by field", () => {
    const result = signupSchema.safeParse({ email: "pas-une-adresse", password: "abc", shopName: " ab ", businessKind: "garage", town: "", plan: "gold" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toEqual({
      email: "Email invalide",
      password: "Le mot de passe doit contenir au moins 6 caractères",
      shopName: "Le nom du site doit contenir au moins 3 caractères",
      businessKind: "Choisissez le type de votre commerce",
      town: "Indiquez la ville de votre boutique",
      plan: "Choisissez une formule",
    });
  });

  it("never sends the password back", () => {
    expect(keptValues({ ...valid, slug: "" }).password).toBe("");
  });

  it("links each plan to its sign-up page", () => {
    expect(signupHref("essentiel")).toBe("/inscription?formule=essentiel");
  });
});

describe("starter content", () => {
  it("puts the town after the right preposition", () => {
    expect(inTown("Lyon")).toBe("à Lyon");
    expect(inTown("Le Havre")).toBe("au Havre");
    expect(inTown("Les Sables-d'Olonne")).toBe("aux Sables-d'Olonne");
    expect(inTown("La Rochelle")).toBe("à La Rochelle");
  });

  it.each(BUSINESS_KINDS)("is complete and well formed for %s", (kind) => {
    const content = starterContent(kind, "  Chez Lou ", " Nantes ");
    expect(BUSINESS_KIND_LABELS[kind]).toBeTruthy();
    expect(content.hero.title).toBe("Chez Lou");
    expect(content.hero.subtitle).toContain("Nantes");
    expect(content.reassurance.length).toBeGreaterThanOrEqual(3);
    for (const item of content.reassurance) expect(REASSURANCE_ICONS).toContain(item.iconName);
    expect(content.faqs).toHaveLength(2);
    expect(content.productCategory.name).not.toBe("");
    expect(content.hours).toHaveLength(7);
    for (const day of content.hours) {
      if (day.isClosed) {
        expect([day.morningOpen, day.morningClose, day.afternoonOpen, day.afternoonClose]).toEqual([null, null, null, null]);
        continue;
      }
      expect(day.morningOpen).toMatch(HHMM);
      expect(day.morningClose).toMatch(HHMM);
      expect(day.morningOpen! < day.morningClose!).toBe(true);
      if (day.afternoonOpen !== null) expect(day.morningClose! < day.afternoonOpen && day.afternoonOpen < day.afternoonClose!).toBe(true);
    }
    // Closed one day at least (Monday for most trades), open on Saturday.
    expect(content.hours.some((day) => day.isClosed)).toBe(true);
    expect(content.hours[6].isClosed).toBe(false);
    for (const colour of Object.values(content.colors)) expect(colour).toMatch(HEX);
    expect(PALETTES.some((p) => JSON.stringify(p.colors) === JSON.stringify(content.colors))).toBe(true);
    // French typography (ADR 027): a no-break space before ? ! : ; never a plain one.
    const texts = [
      content.hero.subtitle,
      ...content.reassurance.flatMap((r) => [r.title, r.description]),
      ...content.faqs.flatMap((f) => [f.question, f.answer]),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/ [?!:;]/);
      expect(text).not.toMatch(/\s{2,}/);
    }
  });

  it("opens a bakery on Sunday morning, closes it on Monday, splits its weekdays around lunch", () => {
    const hours = starterContent("boulangerie-patisserie", "Au Bon Pain", "Lyon").hours;
    expect(hours[0]).toMatchObject({ isClosed: false, morningOpen: "07:00", morningClose: "13:00", afternoonOpen: null });
    expect(hours[1].isClosed).toBe(true);
    expect(hours[2]).toMatchObject({ morningOpen: "07:00", morningClose: "13:00", afternoonOpen: "15:30", afternoonClose: "19:30" });
  });
});
