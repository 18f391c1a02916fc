import { data } from "react-router";
import type { RequestContext } from "~/context";
import { canActOnSite } from "~/features/admin-kit/current-site.server";
import { getSessionUser } from "~/features/auth/session.server";
import type { PublicSite } from "~/features/storefront/public-site.server";
import { COMING_SOON_HEADERS, comingSoonThrown, type ComingSoonSite, type DraftView } from "~/features/storefront/draft/draft-view";

/**
 * A draft site (`sites.published_at` null) on a public request. Only a draft pays for
 * the session lookup: a published site's request never reaches here (loadStorefront checks
 * `site.published` first), so its hot path — the page cache's hit, its render — is unchanged.
 *
 *   preview       the session may act on the site (its owner, an admin): the real pages, with
 *                 the banner, never stored, `private, no-store`, `noindex`;
 *   coming-soon   anyone else: 'Bientôt en ligne' in place of every page of the layout (its
 *                 loaders and actions throw it, so nothing is read or stored), `noindex`.
 *
 * The view is kept per request for the document's headers (entry.server.tsx, `draftHeaders`).
 */
const views = new WeakMap<RequestContext, DraftView>();

export async function draftViewFor(request: Request, context: RequestContext, site: PublicSite): Promise<DraftView> {
  // Rendered for one visitor only: never stored, whoever asks (ADR 014).
  context.pageCache.noStore();
  const user = await getSessionUser(request, context);
  const view: DraftView = user && (await canActOnSite(context.db, user, site.id)) ? "preview" : "coming-soon";
  views.set(context, view);
  return view;
}

/** The draft view of this request, if it showed a draft site. */
export function draftViewOf(context: RequestContext): DraftView | undefined {
  return views.get(context);
}

/**
 * What a visitor of a draft gets instead of the page: thrown by loadStorefront, so every loader
 * and action of the layout (the contact, quote and RSVP posts too) stops before it reads or
 * stores anything, and the layout's error boundary draws the page. Status 200: the site exists
 * and the page is what it says; `noindex` keeps it out of search engines.
 */
export function comingSoon(site: PublicSite): never {
  const body: { comingSoon: ComingSoonSite } = { comingSoon: { name: site.name, logoUrl: site.logoUrl, colors: site.colors } };
  throw data(body, { status: 200, headers: COMING_SOON_HEADERS });
}

/** The headers of a document that showed a draft (entry.server.tsx): `noindex`, and never kept by anyone. */
export function applyDraftHeaders(context: RequestContext, headers: Headers): void {
  const view = views.get(context);
  if (!view) return;
  for (const [name, value] of Object.entries(COMING_SOON_HEADERS)) headers.set(name, value);
}

/**
 * A public form's action on a draft: the post is refused before anything is read or
 * stored (loadStorefront throws 'Bientôt en ligne'), and answered with no action data, so the
 * page's loaders run as for a visit — the layout's included — and the document is the same
 * 'Bientôt en ligne', with the sites' stylesheet, as a visit gets.
 */
export async function closedOnDraft<T>(act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (thrown) {
    // No action data: what a page gets on a visit (useActionData is undefined there too), so the
    // action's own type stays as its callers (tests, the page) know it.
    if (comingSoonThrown(thrown)) return undefined as T;
    throw thrown;
  }
}
