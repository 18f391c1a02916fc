import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM module without types (eslint.config.js loads it as is).
import { frenchTypographyRule, plainSpaces } from "../../eslint-rules/french-typography.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});

describe("plain spaces in a French text (ADR 027)", () => {
  it("finds the space before a sign and inside guillemets, and nothing in a typeset text", () => {
    expect(plainSpaces("Supprimer ce produit ?")).toEqual([20]);
    expect(plainSpaces("Le site « Délices » : fermé !")).toHaveLength(4);
    expect(plainSpaces("Supprimer ce produit\u00a0?")).toEqual([]);
    expect(plainSpaces("«\u00a0Délices\u00a0»\u00a0: fermé\u00a0!")).toEqual([]);
    // Not a sign that ends a phrase: a URL, a time, a ratio, an ellipsis inside a word.
    expect(plainSpaces("https://exemple.fr à 14:30, contraste 4,5:1")).toEqual([]);
  });

  it("leaves the spec's texts as the spec writes them", () => {
    expect(plainSpaces("Êtes-vous sûr de vouloir supprimer cette période ?")).toEqual([]);
    expect(plainSpaces("Erreur lors de l'envoi du test : connexion refusée")).toEqual([]);
    // …but not a text that only starts like one.
    expect(plainSpaces("Êtes-vous sûr ?")).toEqual([13]);
  });
});

tester.run("french-typography", frenchTypographyRule, {
  valid: [
    { code: 'const t = "Supprimer ce produit\\u00a0?";' },
    { code: "const t = `Modifier «\\u00a0${name}\\u00a0»`;" },
    { code: 'const e = <p>Aucun produit pour le moment{"\\u00a0"}: ajoutez-en un.</p>;' },
    { code: "const e = <h2>Horaires pour : {title}</h2>;" },
    { code: 'const d = () => "Êtes-vous sûr de vouloir supprimer cette période ?";' },
    // Code, not text: no letter in the string, a type, a class name, an import.
    { code: 'const op = " ? ";' },
    { code: 'type Sign = "a ?";' },
    { code: 'const e = <div className="md:flex hover:underline focus:ring" />;' },
    { code: 'import x from "./a ? b";' },
    { code: "const q = sql`CASE WHEN ${a} ? ${b} : ${c} END`;" },
  ],
  invalid: [
    { code: 'const t = "Supprimer ce produit ?";', errors: [{ messageId: "plain", data: { sign: "?" } }] },
    { code: "const t = `Modifier « ${name} »`;", errors: [{ messageId: "plain" }, { messageId: "plain" }] },
    { code: "const t = `${label} : ${value}`; const u = `${n} personnes`;", errors: [{ messageId: "plain", data: { sign: ":" } }] },
    { code: "const e = <p>Une question, une commande ?</p>;", errors: [{ messageId: "plain" }] },
    { code: 'const e = <input placeholder="Ex. : 40" />;', errors: [{ messageId: "plain" }] },
    { code: "const e = <p>Merci ! À bientôt ; bonne journée.</p>;", errors: [{ messageId: "plain" }, { messageId: "plain" }] },
  ],
});
