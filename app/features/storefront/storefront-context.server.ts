import { data } from "react-router";
import type { RequestContext } from "~/context";
import { resolveSiteSelection, type SiteSelection } from "~/features/site-resolution/resolve-site";
import { getPublicSite, type PublicSite } from "./public-site.server";

export type Storefront = { site: PublicSite; selection: SiteSelection & { siteId: string } };

const perRequest = new WeakMap<RequestContext, Promise<Storefront | null>>();

/**
 * The site a public request shows, or null when none is selected (platform landing).
 * Memoised per request: the layout and the page loaders both ask for it.
 */
export function loadStorefront(request: Request, context: RequestContext): Promise<Storefront | null> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = resolveStorefront(request, context);
    perRequest.set(context, pending);
  }
  return pending;
}

async function resolveStorefront(request: Request, context: RequestContext): Promise<Storefront | null> {
  const url = new URL(request.url);
  const selection = await resolveSiteSelection(url, request.headers.get("host"), context.config.platformHosts, context.domains.lookup);
  if (!selection.siteId) return null;
  const site = await getPublicSite(context.db, selection.siteId);
  if (!site) return null;
  return { site, selection };
}

/** For /merchant/* pages: the site, or a 404 "Site non trouvé". */
export async function requireStorefront(request: Request, context: RequestContext): Promise<Storefront> {
  const storefront = await loadStorefront(request, context);
  if (!storefront) throw data({ siteNotFound: true }, { status: 404 });
  return storefront;
}
