import { data, redirect } from "react-router";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Config } from "~/lib/config.server";
import type { Database } from "~/db/connect.server";
import type { RequestContext } from "~/context";
import { sites } from "~/db/schema";
import type { SitePlan } from "~/db/enums";
import type { SessionUser } from "~/features/auth/auth.server";
import { requireUser } from "~/features/auth/session.server";
import { planIncludes, planRefusalText, type PlanFeature } from "~/features/plans/plans";
import { isSiteId } from "~/features/site-resolution/resolve-site";
import { GENERIC_TEXTS, failed } from "~/features/admin-kit/action-result";
import { readActionForm } from "~/features/admin-kit/read-action-form.server";
import { signedCookie } from "~/lib/signed-cookie.server";

/**
 * The back-office acts on one selected site. The selection lives server-side in a signed cookie
 * (so server rendering knows it) and is checked on every request against the session:
 * an admin may act on any site, a user only on the sites they own. See ADR 003.
 */
/** The site a back-office request works on, with what its plan includes. */
export type CurrentSite = { id: string; name: string; plan: SitePlan; publishedAt: Date | null };

const currentSiteColumns = { id: sites.id, name: sites.name, plan: sites.plan, publishedAt: sites.publishedAt };

const SELECTION_MAX_AGE_S = 60 * 60 * 24 * 30;

function selectionCookie(config: Config) {
  return signedCookie(config, "vitrine_site", { path: "/", maxAge: SELECTION_MAX_AGE_S });
}

export async function selectSiteHeader(config: Config, siteId: string): Promise<string> {
  return selectionCookie(config).serialize(siteId);
}

export async function clearSiteSelectionHeader(config: Config): Promise<string> {
  return selectionCookie(config).serialize("", { maxAge: 0 });
}

async function readSelection(config: Config, request: Request): Promise<string | null> {
  const value: unknown = await selectionCookie(config).parse(request.headers.get("Cookie"));
  return typeof value === "string" && isSiteId(value) ? value : null;
}

/** Sites a user may act on: every site for an admin, owned sites for a user; newest first. */
export async function listAccessibleSites(db: Database, user: SessionUser) {
  const columns = { id: sites.id, name: sites.name, ownerId: sites.ownerId, createdAt: sites.createdAt };
  return user.role === "admin"
    ? db.select(columns).from(sites).orderBy(desc(sites.createdAt), asc(sites.name))
    : db.select(columns).from(sites).where(eq(sites.ownerId, user.id)).orderBy(desc(sites.createdAt), asc(sites.name));
}

export async function canActOnSite(db: Database, user: SessionUser, siteId: string): Promise<CurrentSite | null> {
  const where = user.role === "admin" ? eq(sites.id, siteId) : and(eq(sites.id, siteId), eq(sites.ownerId, user.id));
  const rows = await db.select(currentSiteColumns).from(sites).where(where).limit(1);
  return rows[0] ?? null;
}

/**
 * The site the session works on: the checked cookie selection, else (users only) their first
 * owned site — the spec's automatic selection. Admins without a selection get null.
 */
export async function getCurrentSite(request: Request, context: RequestContext, user: SessionUser): Promise<CurrentSite | null> {
  const selected = await readSelection(context.config, request);
  if (selected) {
    const site = await canActOnSite(context.db, user, selected);
    if (site) return site;
  }
  if (user.role === "admin") return null;
  const owned = await context.db
    .select(currentSiteColumns)
    .from(sites)
    .where(eq(sites.ownerId, user.id))
    .orderBy(asc(sites.createdAt), asc(sites.name))
    .limit(1);
  return owned[0] ?? null;
}

/**
 * The one guard of per-site back-office screens: a signed-in user and a site they may act on.
 * Without a site: an admin goes to /admin/sites, a user to the dashboard's "no site" message.
 */
export async function requireSiteAccess(request: Request, context: RequestContext): Promise<{ user: SessionUser; site: CurrentSite }> {
  const user = await requireUser(request, context);
  const site = await getCurrentSite(request, context, user);
  if (!site) throw redirect(user.role === "admin" ? "/admin/sites" : "/admin/dashboard");
  return { user, site };
}

/**
 * The site a back-office link names (`?site=<id>`, as a notification e-mail's link does) when it
 * is not the selected one and the session may act on it; else null (another owner's site is never
 * named). The page then offers to switch, by the one POST that selects a site.
 */
export async function linkedOtherSite(request: Request, context: RequestContext, user: SessionUser, current: CurrentSite): Promise<CurrentSite | null> {
  const named = new URL(request.url).searchParams.get("site");
  if (!named || named === current.id || !isSiteId(named)) return null;
  return canActOnSite(context.db, user, named);
}

/** 404 for a row id that is not the current site's (never reveal other sites' rows). */
export function notFoundUnlessOwned<T>(row: T | undefined | null): T {
  if (!row) throw data({ message: "Introuvable" }, { status: 404 });
  return row;
}

/**
 * ADR 013, one meaning everywhere: every mutating form of a per-site screen carries the id of the
 * site it was rendered for (`SiteIdField`). Another id, or none, means the page is stale (the
 * selection changed in another tab, or the form is not ours): 409 with the generic error, and
 * nothing is written. Null when the form is the current site's.
 */
export function refuseOtherSiteForm(form: FormData, site: CurrentSite) {
  if (form.get("siteId") === site.id) return null;
  return failed(undefined, staleFormText(form.get("intent")), 409);
}

/** The generic failure that fits what the form was doing: deleting, changing a state, or saving. */
function staleFormText(intent: FormDataEntryValue | null): string {
  const name = typeof intent === "string" ? intent : "";
  if (name.startsWith("delete")) return GENERIC_TEXTS.deleteFailed;
  if (name === "reorder" || name === "not-spam" || name.startsWith("set-") || name.startsWith("toggle")) return GENERIC_TEXTS.updateFailed;
  return GENERIC_TEXTS.saveFailed;
}

export type SiteActionArgs = { request: Request; context: RequestContext; user: SessionUser; site: CurrentSite; form: FormData };

/**
 * The action of a per-site back-office screen: `requireSiteAccess`, the form read once
 * (`readActionForm`: a NUL is refused), and `refuseOtherSiteForm` before `handle` sees
 * it. Every such route's action is made with it.
 */
export function siteAction<T>(handle: (args: SiteActionArgs) => Promise<T>, options: { feature?: PlanFeature } = {}) {
  return async ({ request, context }: { request: Request; context: RequestContext }) => {
    const { user, site } = await requireSiteAccess(request, context);
    const { form, refused } = await readActionForm(request);
    return refuseOtherSiteForm(form, site) ?? refuseOutsidePlan(site, options.feature) ?? refused ?? handle({ request, context, user, site, form });
  };
}

/**
 * An action of an editor the site's plan does not include is refused (403, nothing
 * written), whatever the page showed. Null when the plan includes it (or no feature is named).
 */
export function refuseOutsidePlan(site: CurrentSite, feature: PlanFeature | undefined) {
  if (feature === undefined || planIncludes(site.plan, feature)) return null;
  return failed(undefined, planRefusalText(feature), 403);
}
