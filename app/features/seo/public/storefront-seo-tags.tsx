import { serializeJsonLd } from "~/features/seo/public/local-business";
import type { StorefrontSeo } from "~/features/seo/public/storefront-seo.server";

/**
 * Rendered by the storefront layout on every merchant page:
 * - the logo as favicon. A <link> rendered by a component is hoisted into <head> by React 19
 *   AFTER the root's <Links /> (which declare the platform's /favicon.svg), and browsers use the
 *   last icon declared, so the merchant's wins without touching the root;
 * - the schema.org LocalBusiness JSON-LD, escaped for an inline script. A data block is not
 *   executed, so the CSP does not apply to it: it carries no nonce (public pages have none).
 */
export function StorefrontSeoTags({ seo }: { seo: Pick<StorefrontSeo, "icon" | "jsonLd"> }) {
  return (
    <>
      {seo.icon ? <link rel="icon" href={seo.icon} /> : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(seo.jsonLd) }} />
    </>
  );
}
