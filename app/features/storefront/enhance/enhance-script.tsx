import { useNonce } from "~/lib/nonce";
import enhanceScript from "./enhance.browser.ts?inline-script";

/**
 * The contact and services pages' only script (enhance.browser.ts, minified at build time), inline
 * with the request's CSP nonce: no request, nothing to wait for. Put it before the page's content:
 * it marks <html> at once, so the tabs are drawn as tabs from the first paint.
 */
export function EnhanceScript() {
  const nonce = useNonce();
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: enhanceScript }} />;
}
