import type { RequestContext } from "~/context";
import { loadLegalPage } from "~/features/legal/legal-data.server";
import { requireStorefront } from "~/features/storefront/storefront-context.server";

/** The loader of both legal pages (/merchant/mentions-legales, /merchant/confidentialite), for the resolved site. */
export async function loadStorefrontLegalPage(request: Request, context: RequestContext) {
  const { site } = await requireStorefront(request, context);
  return loadLegalPage(request, context, site.id);
}
