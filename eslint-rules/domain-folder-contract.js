// The file contract of a domain folder (ADR 036, which extends ADR 021): every file of
// app/features/<domain>/ has a role its name says.
//
//   <d>.server.ts          the domain's queries (and other `*.server.ts`: server-only work)
//   <d>-schema.ts          its zod schemas and texts (`<form>-schema.ts` for a form of its own)
//   <d>-texts.ts           texts too long to sit in the schema
//   <d>-action.server.ts   exports handle<D>Action(args): one object argument (ActionArgs)
//   admin/<d>-screen.tsx   its back-office screen (dialogs and parts beside it)
//   public/                its storefront components
//
// The rule refuses the names the contract retired (-schemas, -form-schema, -form, -forms,
// -actions, -text, -messages, -editor, admin/*-page.tsx, a component at the folder's root) and,
// in a `<name>-action.server.ts`, a `handle…Action` that is not `handle<Name>Action` or takes
// more than one argument.
import path from "node:path";
import { DOMAINS } from "./import-layers.js";

/** Retired suffixes of a `.ts` file, and the role that replaces each. */
export const RETIRED = [
  [/-schemas\.ts$/, "<name>-schema.ts"],
  [/-form-schema\.ts$/, "<name>-schema.ts"],
  [/-forms?\.ts$/, "<name>-schema.ts"],
  [/-actions\.ts$/, "<name>-schema.ts (schemas) or <name>-action.server.ts (the handler)"],
  [/-text\.ts$/, "<name>-texts.ts"],
  [/-messages\.ts$/, "<name>-texts.ts"],
];

/**
 * The domain and the path inside its folder of a repository-relative file, or null outside the
 * checked domain folders.
 * @param {string} file
 * @returns {{ domain: string, inner: string } | null}
 */
export function domainFile(file) {
  const match = /^app\/features\/([^/]+)\/(.+)$/.exec(file);
  if (!match || !DOMAINS.includes(match[1])) return null;
  return { domain: match[1], inner: match[2] };
}

/**
 * What is wrong with a domain file's name, or null.
 * @param {string} inner the path inside the domain folder
 * @returns {string | null}
 */
export function nameProblem(inner) {
  const base = inner.split("/").pop() ?? inner;
  if (base.includes("-editor")) return "no -editor in a file name: the domain's name says it (ADR 036)";
  if (!inner.includes("/") && /\.tsx$/.test(base)) return "a component goes in admin/ or public/, not at the domain folder's root (ADR 036)";
  if (/^admin\/[^/]+-page\.tsx$/.test(inner)) return "a back-office screen is admin/<name>-screen.tsx (ADR 036)";
  if (base.endsWith(".ts")) {
    for (const [pattern, role] of RETIRED) if (pattern.test(base)) return `this suffix is retired: name the file ${role} (ADR 036)`;
  }
  return null;
}

/** `handle<Name>Action` for `<name>-action.server.ts`, or null for another file. */
export function handlerName(base) {
  const match = /^(.+)-action\.server\.ts$/.exec(base);
  if (!match) return null;
  return `handle${match[1]
    .split("-")
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")}Action`;
}

/** @type {import("eslint").Rule.RuleModule} */
export const domainFolderContractRule = {
  meta: {
    type: "problem",
    docs: { description: "A domain folder's files follow the contract of ADR 036: one name per role, one handler shape." },
    schema: [],
    messages: {
      name: "{{problem}}.",
      handlerName: "The handler of {{file}} is {{expected}} (ADR 036), not {{name}}.",
      handlerArgs: "{{name}} takes one object argument, ActionArgs or a Pick of it (ADR 036).",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const found = domainFile(file);
    if (!found) return {};
    const base = found.inner.split("/").pop() ?? found.inner;
    const expected = handlerName(base);
    return {
      Program(node) {
        const problem = nameProblem(found.inner);
        if (problem) context.report({ node, loc: { line: 1, column: 0 }, messageId: "name", data: { problem } });
      },
      FunctionDeclaration(node) {
        if (!expected || !node.id || !/^handle\w*Action$/.test(node.id.name)) return;
        const name = node.id.name;
        if (name !== expected) context.report({ node: node.id, messageId: "handlerName", data: { file: base, expected, name } });
        else if (node.params.length !== 1) context.report({ node: node.id, messageId: "handlerArgs", data: { name } });
      },
    };
  },
};

export default { rules: { "domain-folder-contract": domainFolderContractRule } };
