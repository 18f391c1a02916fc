// The public pages render on the server only (ADR 046): every public route sets
// `handle.hydrate = false`, so no React runs in the visitor's browser, and what a page does there
// is written in its inline scripts (app/features/storefront/enhance/). A hook that only works in
// the browser, an event handler or a ref in those folders would never run: this rule refuses them.
//
// Render-only folders: app/features/<domain>/public/ and app/features/storefront/ (its inline
// scripts, `*.browser.ts`, excepted: they are the browser side). Hooks that read during the
// server render stay allowed: useId, useLoaderData, useRouteLoaderData, useMatches, useLocation
// (read only), useContext, and our own hooks built on them.
import path from "node:path";

/** React and React Router hooks that only do something in the browser. */
export const CLIENT_HOOKS = [
  "useState",
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useRef",
  "useCallback",
  "useMemo",
  "useReducer",
  "useSyncExternalStore",
  "useOptimistic",
  "useActionState",
  "useTransition",
  "useDeferredValue",
  "useImperativeHandle",
  "useFetcher",
  "useFetchers",
  "useNavigate",
  "useNavigation",
  "useSubmit",
  "useRevalidator",
  "useBlocker",
  "useBeforeUnload",
  "useSearchParams",
];

/** True for a file of a render-only folder (a path relative to the repository, with `/`). */
export function isRenderOnly(file) {
  if (/\.browser\.[cm]?[jt]sx?$/.test(file)) return false;
  return /^app\/features\/[^/]+\/public\//.test(file) || file.startsWith("app/features/storefront/");
}

const CLIENT_HOOK_SET = new Set(CLIENT_HOOKS);

/** @type {import("eslint").Rule.RuleModule} */
export const publicRenderOnlyRule = {
  meta: {
    type: "problem",
    docs: { description: "No browser-only hook, event handler or ref in the public pages' folders, which render on the server only (ADR 046)." },
    schema: [],
    messages: {
      hook: "{{name}} only runs in the browser, and the public pages run no React there (ADR 046): render from the loader's data, and put browser behaviour in the inline scripts (storefront/enhance/).",
      handler:
        "{{name}} never runs: the public pages run no React in the browser (ADR 046). Put browser behaviour in the inline scripts (storefront/enhance/).",
      ref: "A ref is only set in the browser, and the public pages run no React there (ADR 046).",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    if (!isRenderOnly(file)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === "Identifier"
            ? callee.name
            : callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier"
              ? callee.property.name
              : null;
        if (name && CLIENT_HOOK_SET.has(name)) context.report({ node, messageId: "hook", data: { name } });
      },
      JSXAttribute(node) {
        if (node.name.type !== "JSXIdentifier") return;
        const name = node.name.name;
        if (/^on[A-Z]/.test(name)) context.report({ node, messageId: "handler", data: { name } });
        else if (name === "ref") context.report({ node, messageId: "ref" });
      },
    };
  },
};

export default { rules: { "public-render-only": publicRenderOnlyRule } };
