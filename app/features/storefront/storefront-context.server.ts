import { data } from "react-router";
import type { RequestContext } from "~/context";
import { platformRedirect } from "~/features/site-resolution/platform-redirect.server";
import { resolveSiteSelection, type SiteSelection } from "~/features/site-resolution/resolve-site";
import { primeSiteHours } from "~/features/hours/site-hours.server";
import { planIncludes, type PlanFeature } from "~/features/plans/plans";
import { getFormSite, getPublicSiteBundle, type FormSiteRow, type PublicSite, type PublicSiteBundle } from "~/features/storefront/public-site.server";
import { comingSoon, draftViewFor } from "~/features/storefront/draft/draft-view.server";
import { getLanguageVersions, type LanguageVersion } from "~/features/site-resolution/site-languages.server";
import { pageLanguageOf, type PageLanguage } from "~/lib/i18n/languages";
import { pageOfPath } from "~/lib/i18n/page-of-path";

export type Storefront = {
  site: PublicSite;
  bundle: PublicSiteBundle;
  selection: SiteSelection & { siteId: string };
  /** A draft shown to its owner or an admin: the real pages under the preview banner. */
  preview: boolean;
  /** The page's language (its path's prefix), and the site's other languages with their published pages (ADR 047). */
  language: PageLanguage;
  versions: LanguageVersion[];
};

const perRequest = new WeakMap<RequestContext, Promise<Storefront | null>>();

/**
 * The site a public request shows, or null when none is selected (platform landing).
 * Memoised per request: the layout and the page loaders both ask for it. A `?site=` naming
 * another site than the custom domain's throws a redirect to the platform host.
 * A draft throws 'Bientôt en ligne' for a visitor, and is a preview for a session
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

/** The site a public request names (host or `?site=`), without reading it; a `?site=` for another host throws its redirect. */
async function selectedSite(request: Request, context: RequestContext): Promise<(SiteSelection & { siteId: string }) | null> {
  const url = new URL(request.url);
  const selection = await resolveSiteSelection(url, request.headers.get("host"), context.config.platformHosts, context.domains.lookup);
  if (selection.via === "platform-only") throw platformRedirect(url, context.config);
  return selection.siteId ? { ...selection, siteId: selection.siteId } : null;
}

async function resolveStorefront(request: Request, context: RequestContext): Promise<Storefront | null> {
  const selection = await selectedSite(request, context);
  const language = pageLanguageOf(new URL(request.url).pathname);
  // The platform's own pages (the landing) are in French only.
  if (!selection) return language === "fr" ? null : notFound(request, context, null);
  const bundle = await getPublicSiteBundle(context.db, selection.siteId);
  if (!bundle) return null;
  const versions = await languageVersionsOf(context, bundle.site);
  refuseUnpublishedVersion(request, context, bundle.site, versions);
  // The hours came with the site: the page's loaders read them from here (no second query).
  let preview = false;
  if (!bundle.site.published) {
    if ((await draftViewFor(request, context, bundle.site)) === "coming-soon") comingSoon(bundle.site);
    preview = true;
  }
  primeSiteHours(context, bundle.site, new Date(), bundle.hours);
  return { site: bundle.site, bundle, selection, preview, language, versions };
}

/** The site's other languages with their published pages; none for a plan without them (read only on Expert). */
async function languageVersionsOf(context: RequestContext, site: Pick<FormSiteRow, "id" | "plan">): Promise<LanguageVersion[]> {
  return planIncludes(site.plan, "languages") ? getLanguageVersions(context.db, site.id) : [];
}

/**
 * A page in another language than French exists only when the plan includes languages, the
 * language is switched on and the page's version in it is published (ADR 047); anything else is
 * the not-found page. The legal pages and an event's RSVP follow the home.
 */
function refuseUnpublishedVersion(request: Request, context: RequestContext, site: Pick<FormSiteRow, "id" | "plan">, versions: LanguageVersion[]): void {
  const pathname = new URL(request.url).pathname;
  const language = pageLanguageOf(pathname);
  if (language === "fr") return;
  const page = pageOfPath(pathname);
  const version = versions.find((v) => v.language === language);
  if (page && version?.pages.includes(page)) return;
  notFound(request, context, site);
}

/** The not-found page (404), logged as any unknown path. */
function notFound(request: Request, context: RequestContext, site: Pick<FormSiteRow, "id" | "plan"> | null): never {
  const url = new URL(request.url);
  context.logger.warn(
    { requestId: context.requestId, path: url.pathname, host: request.headers.get("host"), siteId: site?.id ?? null, plan: site?.plan ?? null },
    "page not found",
  );
  throw data(null, { status: 404 });
}

/**
 * What a public form's post (contact, quote, 'Je viendrai 👍') and its token need of the site
 * shown: its id, plan and address, read alone — not the bundle, theme and hours a page draws. A
 * draft is decided as its pages are (loadStorefront: 'Bientôt en ligne' thrown for a visitor, the
 * preview for its owner). Memoised per request, and the storefront itself when already read.
 */
export type FormSite = { site: FormSiteRow; selection: SiteSelection & { siteId: string }; language: PageLanguage };

const formSites = new WeakMap<RequestContext, Promise<FormSite | null>>();

export function loadFormSite(request: Request, context: RequestContext): Promise<FormSite | null> {
  let pending = perRequest.get(context) ?? formSites.get(context);
  if (!pending) {
    pending = resolveFormSite(request, context);
    formSites.set(context, pending);
  }
  return pending;
}

async function resolveFormSite(request: Request, context: RequestContext): Promise<FormSite | null> {
  const selection = await selectedSite(request, context);
  if (!selection) return null;
  const site = await getFormSite(context.db, selection.siteId);
  if (!site) return null;
  if (!site.published) return loadStorefront(request, context);
  const language = pageLanguageOf(new URL(request.url).pathname);
  if (language !== "fr") refuseUnpublishedVersion(request, context, site, await languageVersionsOf(context, site));
  return { site, selection, language };
}

/** A public form's post: its site, or the 404 "Site non trouvé". */
export async function requireFormSite(request: Request, context: RequestContext): Promise<FormSite> {
  const site = await loadFormSite(request, context);
  if (!site) throw data({ siteNotFound: true }, { status: 404 });
  return site;
}

/** For /merchant/* pages: the site, or a 404 "Site non trouvé". */
export async function requireStorefront(request: Request, context: RequestContext): Promise<Storefront> {
  const storefront = await loadStorefront(request, context);
  if (!storefront) throw data({ siteNotFound: true }, { status: 404 });
  return storefront;
}

/**
 * For the pages a plan may leave out (about, services, products): the site, or the
 * not-found page (404, logged as any unknown path) when its plan does not include `feature`.
 */
export async function requireStorefrontPage(request: Request, context: RequestContext, feature: PlanFeature): Promise<Storefront> {
  const storefront = await requireStorefront(request, context);
  refusePageOutsidePlan(request, context, storefront.site, feature);
  return storefront;
}

/** Throws the not-found answer when `site`'s plan does not include `feature` (a page, or its form's POST). */
export function refusePageOutsidePlan(request: Request, context: RequestContext, site: FormSiteRow, feature: PlanFeature): void {
  if (planIncludes(site.plan, feature)) return;
  notFound(request, context, site);
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
  return { site: bundle.site, bundle, selection: { siteId, via: "query", customDomain: null }, preview: false, language: "fr", versions: [] };
}
