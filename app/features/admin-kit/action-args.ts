import type { RequestContext } from "~/context";
import type { SessionUser } from "~/features/auth/auth.server";
import type { CurrentSite } from "~/features/admin-kit/current-site.server";

/**
 * The one argument of every domain's `handle<D>Action` (ADR 036): the request, its context, the
 * signed-in user, the site acted on and the form, read once. A per-site screen's action hands it
 * whole (`siteAction(handleHoursAction)`); a handler outside a site takes the fields it needs,
 * under the same names (`Pick<ActionArgs, "request" | "context" | "user">`).
 */
export type ActionArgs = { request: Request; context: RequestContext; user: SessionUser; site: CurrentSite; form: FormData };
