/**
 * Issue 25: a form that refuses says so — an 'Erreur' toast with how many fields need a look — and
 * the product dialog no longer sends a merchant looking for a variant name to invent.
 */
import { describe, expect, it } from "vitest";
import { fieldsToFixToast } from "~/features/admin-kit/action-result";
import { nameFollower, renameProduct, validateProductDraft, type ProductDraft } from "~/features/products/products-schema";

describe("the count toast of a refused form", () => {
  it("says how many fields need a look, in French", () => {
    expect(fieldsToFixToast({ instagramUrl: "L'adresse doit commencer par http:// ou https://" })).toEqual({
      type: "error",
      title: "Erreur",
      description: "1 champ à corriger",
    });
    expect(fieldsToFixToast({ a: "x", b: "y", c: "z" })?.description).toBe("3 champs à corriger");
  });

  it("stays silent for §5's silent refusals (fields marked without a message) and for no error", () => {
    expect(fieldsToFixToast({ title: "", description: "" })).toBeNull();
    expect(fieldsToFixToast({})).toBeNull();
    expect(fieldsToFixToast({ title: "", name: "Le nom est obligatoire" })?.description).toBe("1 champ à corriger");
  });
});

const blankDraft = (): ProductDraft => ({
  name: "",
  description: "",
  categoryId: "",
  endDate: "",
  isActive: true,
  variants: [{ id: "temp-1", name: "", description: "", price: "", priceUnit: "", imageUrl: "", isActive: true }],
});

/** What the dialog does as she types the product's name, one character at a time. */
function typeName(draft: ProductDraft, name: string, follower: string | null): ProductDraft {
  let next = draft;
  for (let i = 1; i <= name.length; i++) next = renameProduct(next, name.slice(0, i), follower);
  return next;
}

describe("the first variant's name follows the product's", () => {
  it("while she has not named it: a one-price product needs no name invented", () => {
    const draft = blankDraft();
    const follower = nameFollower(draft);
    expect(follower).toBe("temp-1");
    const typed = typeName(draft, "Baguette tradition", follower);
    expect(typed.variants[0]?.name).toBe("Baguette tradition");
    expect(validateProductDraft({ ...typed, variants: typed.variants.map((v) => ({ ...v, price: "1,30" })) })).toEqual({});
  });

  it("no longer once she names the variant herself; the spec's rule stays for a blank one", () => {
    const draft = typeName(blankDraft(), "Tarte", "temp-1");
    // She names it: the dialog stops following (null), and the product's name goes its own way.
    const named = { ...draft, variants: [{ ...draft.variants[0]!, name: "Pour 6 personnes", price: "18" }] };
    expect(nameFollower(named)).toBeNull();
    expect(renameProduct(named, "Tarte aux pommes", null).variants[0]?.name).toBe("Pour 6 personnes");
    const blank = { ...named, variants: [{ ...named.variants[0]!, name: " " }] };
    expect(validateProductDraft(blank)).toEqual({ "variants.0.name": "Le nom de la déclinaison 1 est obligatoire" });
  });

  it("for a saved product whose first variant carries its name, and never for the other variants", () => {
    const saved: ProductDraft = {
      ...blankDraft(),
      name: "Pain de campagne",
      variants: [
        { id: "v1", name: "Pain de campagne", description: "", price: "4", priceUnit: "", imageUrl: "", isActive: true },
        { id: "v2", name: "", description: "", price: "7", priceUnit: "", imageUrl: "", isActive: true },
      ],
    };
    const follower = nameFollower(saved);
    expect(follower).toBe("v1");
    expect(renameProduct(saved, "Pain de campagne bio", follower).variants.map((v) => v.name)).toEqual(["Pain de campagne bio", ""]);
    expect(nameFollower({ ...saved, variants: [{ ...saved.variants[0]!, name: "Le kilo" }, saved.variants[1]!] })).toBeNull();
  });
});
