// The load context as React Router types it (app/context.ts declares what it holds): this folder
// sits below the module that assembles the services, and does not import it.
import type { AppLoadContext as RequestContext } from "react-router";
import type { PageLanguage } from "~/lib/i18n/languages";

/**
 * The site a public request shows, as the platform pieces and domains that answer public posts
 * need it: the storefront's `loadFormSite`/`requireFormSite` (storefront-context.server.ts), the
 * site's row alone, passed in by the storefront's actions and routes, since a platform piece or a
 * domain cannot import the storefront (ADR 021). `language`: the page's (ADR 047), French when absent.
 */
export type ShownSite = { site: { id: string }; selection: { customDomain: string | null }; language?: PageLanguage };

/** Resolves (or refuses) the request's site; may throw like the storefront's loaders do. */
export type LoadShownSite = (request: Request, context: RequestContext) => Promise<ShownSite | null>;
