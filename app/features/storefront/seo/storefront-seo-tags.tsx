import { useNonce } from "~/lib/nonce";
import { serializeJsonLd } from "./local-business";
import type { StorefrontSeo } from "./storefront-seo.server";

/**
 * Rendered by the storefront layout on every merchant page:
 * - the logo as favicon. A <link> rendered by a component is hoisted into <head> by React 19
 *   AFTER the root's <Links /> (which declare the platform's /favicon.svg), and browsers use the
 *   last icon declared, so the merchant's wins without touching the root;
 * - the schema.org LocalBusiness JSON-LD, escaped for an inline script (CSP nonce for good measure:
 *   data blocks are not executed, but a strict policy may still report them).
 */
export function StorefrontSeoTags({ seo }: { seo: Pick<StorefrontSeo, "icon" | "jsonLd"> }) {
  const nonce = useNonce();
  return (
    <>
      {seo.icon ? <link rel="icon" href={seo.icon} /> : null}
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(seo.jsonLd) }} />
    </>
  );
}
