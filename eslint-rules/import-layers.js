// The import direction of ADR 021, as a local ESLint rule: every file belongs to a layer by its
// path, and a file may import from its own layer or a lower one, never a higher one.
//
//   L0 base        app/lib (the configuration among them), app/components, app/db (the database connection too),
//                  app/styles, app/*.d.ts
//   L1 platform    app/context.ts and the platform pieces under app/features/ (PLATFORM below)
//   L2 domain      one folder per content domain under app/features/ (DOMAINS below)
//   L3 composition app/features/{storefront,back-office,demo,signup}: pages and shells that put
//                  several domains together; and app/features/seo/public (SUBFOLDER_LAYERS below)
//   L4 entry       app/routes, app/root.tsx, app/entry.server.tsx, app/entry.client.tsx, app/routes.ts, server/,
//                  scripts/, tests/ and everything else in the repository
//
// server/ is the process's entry (boot, the HTTP stack, workers, backup): nothing under app/
// imports it, not even app/'s own entry files, which share its layer.
//
// A file under app/ that matches no entry (a new feature folder, say) is reported: place it in
// the map below and in docs/ARCHITECTURE.md before using it.
import path from "node:path";

export const LAYER_NAMES = ["L0 base", "L1 platform", "L2 domain", "L3 composition", "L4 entry"];

export const PLATFORM = [
  "admin-kit",
  "auth",
  "landing",
  "languages",
  "mail",
  "media",
  "not-found",
  "outage",
  "page-cache",
  "plans",
  "rate-limit",
  "seo",
  "site-resolution",
  "submissions",
];

export const DOMAINS = [
  "about",
  "account",
  "appearance",
  "billing",
  "domains",
  "events",
  "home",
  "hours",
  "legal",
  "messages",
  "products",
  "quotes",
  "services",
  "settings",
  "sites",
  "social",
  "support",
  "testimonials",
  "visitor-data",
];

export const COMPOSITION = ["back-office", "demo", "signup", "storefront"];

/**
 * Sub-folders whose layer is not their feature folder's. SEO is one folder: its base (canonical
 * addresses, page meta, sitemap and robots, the pages' stored SEO, the back-office screen) is
 * platform, while `seo/public/` (each public page's meta, the LocalBusiness JSON-LD, the share
 * card's answer) reads the storefront's data and the domains', a composition.
 */
export const SUBFOLDER_LAYERS = { "seo/public": 3 };

/**
 * The layer of a repository-relative path (forward slashes), and the name of its unit (the
 * feature folder, or the top folder) for messages. `null` for a file under app/ that is not in
 * the map.
 * @param {string} file
 * @returns {{ layer: number, unit: string } | null}
 */
export function layerOf(file) {
  if (!file.startsWith("app/")) return { layer: 4, unit: file.split("/")[0] };
  // React Router's generated route types (./+types/<route>): only routes and root import them.
  if (file.includes("/+types/")) return { layer: 4, unit: "app/routes" };
  const rest = file.slice("app/".length);
  const stem = rest.replace(/\.tsx?$/, "");
  const [top, second] = rest.split("/");
  if (["lib", "components", "db", "styles"].includes(top) && second !== undefined) return { layer: 0, unit: `app/${top}` };
  if (rest.endsWith(".d.ts") && !rest.includes("/")) return { layer: 0, unit: `app/${rest}` };
  if (stem === "context") return { layer: 1, unit: "app/context" };
  if (top === "features" && second !== undefined && rest.split("/").length > 2) {
    const third = rest.split("/")[2];
    const sub = SUBFOLDER_LAYERS[`${second}/${third}`];
    if (sub !== undefined && rest.split("/").length > 3) return { layer: sub, unit: `features/${second}/${third}` };
    const unit = `features/${second}`;
    if (PLATFORM.includes(second)) return { layer: 1, unit };
    if (DOMAINS.includes(second)) return { layer: 2, unit };
    if (COMPOSITION.includes(second)) return { layer: 3, unit };
    return null;
  }
  if (["routes"].includes(top) && second !== undefined) return { layer: 4, unit: "app/routes" };
  if (["root", "entry.server", "entry.client", "routes"].includes(stem)) return { layer: 4, unit: `app/${stem}` };
  if (/\.css$/.test(rest) || /\.(svg|json)$/.test(rest)) return { layer: 0, unit: `app/${rest}` };
  return null;
}

/**
 * The repository-relative file an import names, or null for a package. Extensions are not
 * needed: the layer depends on folders, and top-level files of app/ are matched with or without one.
 * @param {string} importer repository-relative path of the importing file
 * @param {string} specifier
 */
export function importedPath(importer, specifier) {
  const bare = specifier.split("?")[0];
  let resolved;
  if (bare.startsWith("~/")) resolved = path.posix.normalize(`app/${bare.slice(2)}`);
  else if (bare.startsWith(".")) resolved = path.posix.normalize(path.posix.join(path.posix.dirname(importer), bare));
  else return null;
  if (resolved.startsWith("server/") && !resolved.endsWith(".ts")) return `${resolved}.ts`;
  return resolved;
}

/** @type {import("eslint").Rule.RuleModule} */
export const importLayersRule = {
  meta: {
    type: "problem",
    docs: { description: "Imports go down the layers of ADR 021 (base → platform → domains → composition → entry), never up." },
    schema: [],
    messages: {
      upward:
        "{{from}} ({{fromLayer}}) must not import {{to}} ({{toLayer}}): imports go down the layers only (ADR 021). Move the code to the right layer or pass the data in.",
      entry:
        "{{from}} must not import {{to}}: server/ is the process's entry (boot, HTTP stack, workers, backup) and nothing under app/ imports it. Move the code into app/ and import it from there.",
      unmapped: "{{file}} is in no layer of ADR 021: add its folder to eslint-rules/import-layers.js and docs/ARCHITECTURE.md.",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const own = layerOf(file);
    if (own === null) {
      return {
        Program(node) {
          context.report({ node, messageId: "unmapped", data: { file } });
        },
      };
    }
    /** @param {import("estree").Node} node @param {unknown} value */
    function check(node, value) {
      if (typeof value !== "string") return;
      const target = importedPath(file, value);
      if (target === null) return;
      if (file.startsWith("app/") && target.startsWith("server/")) {
        context.report({ node, messageId: "entry", data: { from: own.unit, to: target.replace(/\.ts$/, "") } });
        return;
      }
      const theirs = layerOf(target);
      if (theirs === null) {
        context.report({ node, messageId: "unmapped", data: { file: target } });
        return;
      }
      if (theirs.layer > own.layer) {
        context.report({
          node,
          messageId: "upward",
          data: { from: own.unit, fromLayer: LAYER_NAMES[own.layer], to: theirs.unit, toLayer: LAYER_NAMES[theirs.layer] },
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
      // `import("~/x").T` in a type position.
      TSImportType: (node) => {
        // typescript-eslint 8 names it `source` (`argument`, deprecated, in older versions).
        const arg = "source" in node && node.source ? node.source : node.argument;
        const literal = arg && arg.type === "TSLiteralType" ? arg.literal : arg;
        if (literal && literal.type === "Literal") check(literal, literal.value);
      },
    };
  },
};

export default { rules: { "import-layers": importLayersRule } };
