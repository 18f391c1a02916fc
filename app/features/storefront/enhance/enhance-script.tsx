import enhanceScript from "~/features/storefront/enhance/enhance.browser.ts?inline-script";
import shareScript from "~/features/storefront/enhance/share.browser.ts?inline-script";

/** The scripts' texts, for their hashes in the CSP of the pages that carry them (app/entry.server.tsx). */
export { enhanceScript, shareScript };

/**
 * The contact and services pages' only script (enhance.browser.ts, minified at build time),
 * inline: no request, nothing to wait for. Public pages are cached and shared by every visitor,
 * so it carries no nonce: their CSP allows it by its hash. Put it before the page's content: it
 * marks <html> at once, so the tabs are drawn as tabs from the first paint.
 */
export function EnhanceScript() {
  return <script dangerouslySetInnerHTML={{ __html: enhanceScript }} />;
}

/**
 * The only script of a page with 'Partager' (share.browser.ts), inline and allowed by
 * its hash like EnhanceScript. A page with 'Partager' needs nothing else: no forms' guard, no tabs
 * (DESIGN.md: no JavaScript a page does not need).
 */
export function ShareScript() {
  return <script dangerouslySetInnerHTML={{ __html: shareScript }} />;
}
