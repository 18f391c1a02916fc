import enhanceScript from "./enhance.browser.ts?inline-script";

/** The script's text, for its hash in the CSP of the pages that carry it (app/entry.server.tsx). */
export { enhanceScript };

/**
 * The contact and services pages' only script (enhance.browser.ts, minified at build time),
 * inline: no request, nothing to wait for. Public pages are cached and shared by every visitor,
 * so it carries no nonce: their CSP allows it by its hash. Put it before the page's content: it
 * marks <html> at once, so the tabs are drawn as tabs from the first paint.
 */
export function EnhanceScript() {
  return <script dangerouslySetInnerHTML={{ __html: enhanceScript }} />;
}
