import { data } from "react-router";
import type { RequestContext } from "~/context";
import { siteHref } from "~/features/site-resolution/site-links";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";
import { platformRedirect } from "~/features/site-resolution/platform-redirect.server";
import { resolveSiteSelection, type SiteSelection } from "~/features/site-resolution/resolve-site";
import { primeSiteHours } from "~/features/hours/site-hours.server";
import { planIncludes, type PlanFeature } from "~/features/plans/plans";
import { getPublicSiteBundle, type PublicSite, type PublicSiteBundle } from "./public-site.server";
import { comingSoon, draftViewFor } from "./draft/draft-view.server";

export type Storefront = {
  site: PublicSite;
  bundle: PublicSiteBundle;
  selection: SiteSelection & { siteId: string };
  /** A draft shown to its owner or an admin: the real pages under the preview banner (issue 14). */
  preview: boolean;
};

const perRequest = new WeakMap<RequestContext, Promise<Storefront | null>>();

/**
 * The site a public request shows, or null when none is selected (platform landing).
 * Memoised per request: the layout and the page loaders both ask for it. A `?site=` naming
 * another site than the custom domain's throws a redirect to the platform host (issue 11).
 * A draft (issue 14) throws 'Bientôt en ligne' for a visitor, and is a preview for a session
 * that may act on it (draft/draft-view.server.ts); only a draft costs that session lookup.
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
  if (selection.via === "platform-only") throw platformRedirect(url, context.config);
  if (!selection.siteId) return null;
  const bundle = await getPublicSiteBundle(context.db, selection.siteId);
  if (!bundle) return null;
  // The hours came with the site: the page's loaders read them from here (no second query).
  let preview = false;
  if (!bundle.site.published) {
    if ((await draftViewFor(request, context, bundle.site)) === "coming-soon") comingSoon(bundle.site);
    preview = true;
  }
  primeSiteHours(context, bundle.site, new Date(), bundle.hours);
  return { site: bundle.site, bundle, selection, preview };
}

/** For /merchant/* pages: the site, or a 404 "Site non trouvé". */
export async function requireStorefront(request: Request, context: RequestContext): Promise<Storefront> {
  const storefront = await loadStorefront(request, context);
  if (!storefront) throw data({ siteNotFound: true }, { status: 404 });
  return storefront;
}

/**
 * For the pages a plan may leave out (about, services, products; issue 14): the site, or the
 * not-found page (404, logged as any unknown path) when its plan does not include `feature`.
 */
export async function requireStorefrontPage(request: Request, context: RequestContext, feature: PlanFeature): Promise<Storefront> {
  const storefront = await requireStorefront(request, context);
  refusePageOutsidePlan(request, context, storefront.site, feature);
  return storefront;
}

/** Throws the not-found answer when `site`'s plan does not include `feature` (a page, or its form's POST). */
export function refusePageOutsidePlan(request: Request, context: RequestContext, site: PublicSite, feature: PlanFeature): void {
  if (planIncludes(site.plan, feature)) return;
  const url = new URL(request.url);
  context.logger.warn(
    { requestId: context.requestId, path: url.pathname, host: request.headers.get("host"), siteId: site.id, plan: site.plan },
    "page not found",
  );
  throw data(null, { status: 404 });
}

/**
 * A site's storefront by its id, without a host or `?site=`: the back-office's preview of the
 * home (routes/admin/appearance-preview.tsx), whose caller has already checked the session may
 * act on the site. Its links stay on the platform host (`?site=`).
 */
export async function storefrontOfSite(context: RequestContext, siteId: string): Promise<Storefront | null> {
  const bundle = await getPublicSiteBundle(context.db, siteId);
  if (!bundle) return null;
  primeSiteHours(context, bundle.site, new Date(), bundle.hours);
  return { site: bundle.site, bundle, selection: { siteId, via: "query", customDomain: null }, preview: false };
}

/**
 * A public form was stored (or had been, with this token): 303 back to the form (`path`, with its
 * anchor) on the site being shown, with the success toast, so a reload never sends it again.
 */
export async function redirectAfterSend(request: Request, context: RequestContext, path: string, toast: Toast): Promise<Response> {
  const storefront = await loadStorefront(request, context);
  const links = { siteId: storefront?.site.id ?? null, customDomain: storefront?.selection.customDomain ?? null };
  return redirectWithToast(context.config, siteHref(path, links), toast, { status: 303 });
}
