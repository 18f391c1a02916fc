// French typography in our own texts (issue 13, ADR 027), as a local ESLint rule: a non-breaking
// space (U+00A0) before ':' ';' '!' '?' and inside '« »', never a plain one, which lets a line
// break strand the sign at the start of a line. Written as an escape — "\u00a0" in strings and
// templates, {"\u00a0"} in JSX text — because an invisible character is a trap to the next
// reader (and ESLint's no-irregular-whitespace refuses it in templates and JSX).
//
// The spec's quoted texts stay verbatim, plain spaces included: SPEC_TEXTS below lists the ones
// that have such a space. Only strings that hold a letter are looked at (not " ? " in a string of
// code), templates unless tagged (sql``), and never import paths, type literals or class names.

/** Spec texts (../shared/spec) written with a plain space before a sign: kept as the spec has them. */
export const SPEC_TEXTS = [
  "Êtes-vous sûr de vouloir supprimer cette période ?",
  "Horaires pour : ",
  "Erreur lors de l'envoi du test : ",
  "Déclinaisons disponibles :",
];

const PLAIN = / (?=[!?:;](?:\s|$|["'`)\]}]|\.{3}|…))|« | »/g;
const SKIPPED_ATTRIBUTES = new Set(["className", "href", "d", "viewBox", "style", "pattern", "src", "id", "name", "type", "to"]);

/** The places in `text` where a plain space should be a non-breaking one (spec texts excepted). */
export function plainSpaces(text) {
  const found = [];
  for (const match of text.matchAll(PLAIN)) {
    const at = match.index;
    const inSpec = SPEC_TEXTS.some((spec) => {
      for (let from = text.indexOf(spec); from >= 0; from = text.indexOf(spec, from + 1)) {
        if (at >= from && at < from + spec.length) return true;
      }
      return false;
    });
    if (!inSpec) found.push(at);
  }
  return found;
}

const hasLetter = (text) => /\p{L}/u.test(text);

/** @type {import("eslint").Rule.RuleModule} */
export const frenchTypographyRule = {
  meta: {
    type: "suggestion",
    docs: { description: "A non-breaking space before : ; ! ? and inside « » in our French texts (ADR 027)." },
    schema: [],
    messages: {
      plain:
        'A plain space before "{{sign}}": write a non-breaking one, "\\u00a0" in a string or {"\\u00a0"} in JSX (French typography, ADR 027). Spec texts stay verbatim: eslint-rules/french-typography.js lists them.',
    },
  },
  create(context) {
    const source = context.sourceCode;
    /** @param {import("estree").Node} node @param {string} text */
    function report(node, text) {
      for (const at of plainSpaces(text)) {
        const sign = text[at] === "«" ? "«" : text[at + 1];
        context.report({ node, messageId: "plain", data: { sign } });
      }
    }
    function skipped(node) {
      const parent = node.parent;
      if (!parent) return false;
      if (
        parent.type === "ImportDeclaration" ||
        parent.type === "ExportNamedDeclaration" ||
        parent.type === "ExportAllDeclaration" ||
        parent.type === "ImportExpression"
      )
        return true;
      if (parent.type === "TSLiteralType" || parent.type === "TSExternalModuleReference") return true;
      if (parent.type === "JSXAttribute" && parent.name.type === "JSXIdentifier" && SKIPPED_ATTRIBUTES.has(parent.name.name)) return true;
      if (parent.type === "CallExpression" && parent.callee.type === "Identifier" && parent.callee.name === "require") return true;
      return false;
    }
    return {
      Literal(node) {
        if (typeof node.value !== "string" || skipped(node) || !hasLetter(node.value)) return;
        report(node, node.value);
      },
      TemplateLiteral(node) {
        // A tagged template is code (drizzle's sql``); an untagged one with a sign is a text,
        // letters or not (`${day} : ${label}`).
        if (skipped(node) || node.parent?.type === "TaggedTemplateExpression") return;
        for (const quasi of node.quasis) report(quasi, quasi.value.cooked ?? quasi.value.raw);
      },
      JSXText(node) {
        report(node, source.getText(node));
      },
    };
  },
};

export default { rules: { "french-typography": frenchTypographyRule } };
