import { describe, expect, it } from "vitest";
import {
  EMPTY_QUOTE_VALUES,
  MAX_DETAILS_LENGTH,
  OTHER_SERVICE,
  QUOTE_MAX_LENGTHS,
  quoteFormSchema,
  quoteServiceOptions,
  type QuoteFormValues,
} from "~/features/quotes/quote-request-schema";
import { fieldErrors } from "~/lib/form-errors";

const valid: QuoteFormValues = {
  firstName: "Camille",
  lastName: "Durand",
  company: "",
  email: "camille@example.fr",
  phone: "06 12 34 56 78",
  service: "Buffets",
  date: "2027-06-12",
  guests: "",
  budget: "",
  details: "Un buffet pour quarante personnes.",
};

function errorsOf(values: QuoteFormValues) {
  const parsed = quoteFormSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("quote form schema (public-site.md §5)", () => {
  it("gives every spec message, verbatim, for an empty form", () => {
    expect(errorsOf(EMPTY_QUOTE_VALUES)).toEqual({
      firstName: "Le prénom doit contenir au moins 2 caractères",
      lastName: "Le nom doit contenir au moins 2 caractères",
      email: "Adresse email invalide",
      phone: "Numéro de téléphone requis",
      service: "Veuillez sélectionner un service",
      date: "La date de l'événement est requise",
      details: "Veuillez fournir plus de détails sur votre projet (10 caractères minimum)",
    });
  });

  it("counts characters after trimming", () => {
    expect(errorsOf({ ...valid, firstName: " A ", lastName: "  B", phone: "   ", details: "   court    " })).toEqual({
      firstName: "Le prénom doit contenir au moins 2 caractères",
      lastName: "Le nom doit contenir au moins 2 caractères",
      phone: "Numéro de téléphone requis",
      details: "Veuillez fournir plus de détails sur votre projet (10 caractères minimum)",
    });
    expect(errorsOf({ ...valid, firstName: "Al", lastName: "Li", phone: "1", details: "1234567890" })).toEqual({});
  });

  it("refuses an invalid e-mail address", () => {
    for (const email of ["", "camille", "camille@", "@example.fr", "camille@exemple"]) {
      expect(errorsOf({ ...valid, email }).email, email).toBe("Adresse email invalide");
    }
  });

  it("trims what it keeps and turns blank optional answers into null", () => {
    const parsed = quoteFormSchema.parse({ ...valid, firstName: "  Camille ", company: "   ", guests: " 40 ", budget: "" });
    expect(parsed).toEqual({
      firstName: "Camille",
      lastName: "Durand",
      company: null,
      email: "camille@example.fr",
      phone: "06 12 34 56 78",
      service: "Buffets",
      date: "2027-06-12",
      guests: "40",
      budget: null,
      details: "Un buffet pour quarante personnes.",
    });
  });

  it("refuses absurdly long input with a French message per field (ADR 009)", () => {
    const over = (field: keyof typeof QUOTE_MAX_LENGTHS) => "x".repeat(QUOTE_MAX_LENGTHS[field] + 1);
    const errors = errorsOf({
      ...valid,
      firstName: over("firstName"),
      company: over("company"),
      guests: over("guests"),
      email: `${"a".repeat(QUOTE_MAX_LENGTHS.email)}@example.fr`,
      details: "y".repeat(MAX_DETAILS_LENGTH + 1),
    });
    expect(errors.firstName).toBe("Le prénom ne peut pas dépasser 100 caractères");
    expect(errors.company).toBe("Le nom de l'entreprise ne peut pas dépasser 150 caractères");
    expect(errors.guests).toBe("Le nombre d'invités ne peut pas dépasser 50 caractères");
    expect(errors.email).toBe("L'adresse email ne peut pas dépasser 254 caractères");
    expect(errors.details).toBe("Les détails ne peuvent pas dépasser 5000 caractères");
    expect(errorsOf({ ...valid, firstName: "x".repeat(QUOTE_MAX_LENGTHS.firstName), details: "y".repeat(MAX_DETAILS_LENGTH) })).toEqual({});
  });
});

describe("service choices", () => {
  it("are the category names then 'Autre (précisez dans les détails)' with the value 'Autre'", () => {
    expect(quoteServiceOptions(["Buffets", "Plateaux repas"])).toEqual([
      { value: "Buffets", label: "Buffets" },
      { value: "Plateaux repas", label: "Plateaux repas" },
      { value: "Autre", label: "Autre (précisez dans les détails)" },
    ]);
    expect(OTHER_SERVICE).toEqual({ value: "Autre", label: "Autre (précisez dans les détails)" });
  });

  it("offers each name once, skips blank names and a category called 'Autre'", () => {
    expect(quoteServiceOptions([" Buffets ", "Buffets", "  ", "Autre"]).map((o) => o.value)).toEqual(["Buffets", "Autre"]);
    expect(quoteServiceOptions([])).toEqual([{ value: "Autre", label: "Autre (précisez dans les détails)" }]);
  });
});
