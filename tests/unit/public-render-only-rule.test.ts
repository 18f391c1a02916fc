import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM module without types (eslint.config.js loads it as is).
import { isRenderOnly, publicRenderOnlyRule } from "../../eslint-rules/public-render-only.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
});
const at = (file: string) => path.join(process.cwd(), file);
const PUBLIC = at("app/features/products/public/product-card.tsx");
const STOREFRONT = at("app/features/storefront/merchant-header.tsx");

describe("the render-only folders (ADR 046)", () => {
  it("are the domains' public/ folders and the storefront, its inline scripts excepted", () => {
    expect(isRenderOnly("app/features/events/public/rsvp-button.tsx")).toBe(true);
    expect(isRenderOnly("app/features/storefront/contact/contact-page.tsx")).toBe(true);
    expect(isRenderOnly("app/features/storefront/enhance/enhance.browser.ts")).toBe(false);
    expect(isRenderOnly("app/features/hours/admin/use-now.ts")).toBe(false);
    expect(isRenderOnly("app/features/back-office/dashboard.tsx")).toBe(false);
    expect(isRenderOnly("app/routes/storefront/products.tsx")).toBe(false);
  });
});

tester.run("public-render-only", publicRenderOnlyRule, {
  valid: [
    // Hooks that read during the server render.
    {
      filename: PUBLIC,
      code: "function C() { const id = useId(); const data = useLoaderData(); const l = useLocation(); return <p id={id}>{l.pathname}</p>; }",
    },
    {
      filename: STOREFRONT,
      code: 'function C() { const d = useRouteLoaderData("x"); const m = useMatches(); return <a href="/" aria-current="page">{m.length}</a>; }',
    },
    // A plain attribute that starts with "on" but is no handler.
    { filename: PUBLIC, code: '<input name="once" data-on="x" />;' },
    // Back-office code and the inline scripts may do anything.
    { filename: at("app/features/products/admin/products-page.tsx"), code: "function C() { const [a] = useState(0); return <b onClick={() => a}>x</b>; }" },
    { filename: at("app/features/storefront/enhance/enhance.browser.ts"), code: 'document.addEventListener("click", () => {});' },
  ],
  invalid: [
    { filename: PUBLIC, code: "function C() { const [a, setA] = useState(0); return a; }", errors: [{ messageId: "hook", data: { name: "useState" } }] },
    { filename: PUBLIC, code: "function C() { React.useEffect(() => {}, []); }", errors: [{ messageId: "hook", data: { name: "useEffect" } }] },
    {
      filename: STOREFRONT,
      code: "function C() { const f = useFetcher(); const n = useNavigation(); const go = useNavigate(); const r = useRef(null); return null; }",
      errors: [{ messageId: "hook" }, { messageId: "hook" }, { messageId: "hook" }, { messageId: "hook" }],
    },
    {
      filename: PUBLIC,
      code: "function C() { useCallback(() => {}, []); useMemo(() => 1, []); useSubmit(); useRevalidator(); useTransition(); useReducer((s) => s, 0); useLayoutEffect(() => {}); }",
      errors: 7,
    },
    { filename: PUBLIC, code: "<img onError={() => {}} />;", errors: [{ messageId: "handler", data: { name: "onError" } }] },
    { filename: STOREFRONT, code: "<form onSubmit={send}><input onChange={change} /></form>;", errors: [{ messageId: "handler" }, { messageId: "handler" }] },
    { filename: PUBLIC, code: "<img ref={check} />;", errors: [{ messageId: "ref" }] },
  ],
});
