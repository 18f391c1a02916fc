import { data, redirect } from "react-router";
import type { RequestContext } from "~/context";
import { hitLimit, type Limit } from "~/features/rate-limit/rate-limit.server";
import { siteHref } from "~/features/site-resolution/site-links";
import { isSiteId } from "~/features/site-resolution/resolve-site";
import { OUTAGE_RETRY_AFTER_SECONDS } from "~/features/outage/outage-texts";
import type { ShownSite } from "~/features/site-resolution/shown-site";
import type { PublicAnswer } from "~/features/submissions/public-answer";
import { addressKey } from "~/features/submissions/client-address.server";
import { readFormBody } from "~/features/submissions/form-body.server";
import { hasEventRsvp, recordEventRsvp, siteEventExists } from "~/features/events/event-rsvps.server";
import { RSVP_RETURN_PATHS } from "~/features/events/rsvp-texts";
import { pageLanguageOf } from "~/lib/i18n/languages";
import { translator } from "~/lib/i18n/messages";
import { retryAfterIn } from "~/features/submissions/submission-texts.server";
import { newVoterCookieValue, readVoterCookie, voterCookieHeader, voterKey } from "~/features/events/voter-cookie.server";

/** New answers per client address and site (ADR 009): far above a family choosing its outings. */
export const RSVP_LIMIT = { max: 20, windowSeconds: 10 * 60 } as const;

/** A refusal or a failure, rendered with its status and the way back; an accepted answer redirects back to the events. */
export type RsvpAnswer = Exclude<PublicAnswer<{ eventId: string; returnTo: string }>, { status: "invalid" }>;

/**
 * POST /merchant/events/:eventId/rsvp — 'Je viendrai 👍'. One answer per browser and event
 * (cookie + unique key), new answers rate-limited per address, another site's event a 404.
 * The page runs no script for it (a plain form): it redirects back to the events section, or
 * renders the refusal with its status — in the page's language, back to the home in it (ADR 047).
 */
export async function submitEventRsvp(
  request: Request,
  context: RequestContext,
  eventId: string,
  /** The storefront's `requireFormSite`: the site shown, or its 404. */
  requireSite: (request: Request, context: RequestContext) => Promise<ShownSite>,
) {
  const pathLanguage = pageLanguageOf(new URL(request.url).pathname);
  let storefront;
  try {
    storefront = await requireSite(request, context);
  } catch (err) {
    if (!context.dbHealth.report(err)) throw err;
    // The database cannot be reached (ADR 019): the failure, and the way back to the same site.
    const site = new URL(request.url).searchParams.get("site");
    const returnTo = siteHref("/merchant#events", { siteId: isSiteId(site) ? site : null, customDomain: null, language: pathLanguage });
    return data<RsvpAnswer>(
      { status: "failed", eventId, message: translator(pathLanguage)("forms.rsvp.failed"), returnTo },
      { status: 503, headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) } },
    );
  }
  const { site, selection } = storefront;
  const language = storefront.language ?? pathLanguage;
  const t = translator(language);
  const links = { siteId: site.id, customDomain: selection.customDomain, language };
  const body = await readFormBody(request, 4 * 1024);
  const form = body.ok ? body.form : new FormData();
  const given = form.get("returnTo");
  const returnPath = RSVP_RETURN_PATHS.find((path) => path === given) ?? "/merchant";
  const returnTo = siteHref(`${returnPath}#events`, links);
  const refuse = (status: number, message: string, headers?: HeadersInit) =>
    data<RsvpAnswer>({ status: status >= 500 ? "failed" : "refused", eventId, message, returnTo }, { status, headers });

  // The cookie is SameSite=Lax, so a cross-site post would arrive without it and count as a new
  // browser each time: only this site's own pages may answer.
  if (!sameOrigin(request)) return refuse(403, t("forms.rsvp.refused"));
  // Too large, or a NUL somewhere: nothing a real button sends.
  if (!body.ok) return refuse(body.reason === "too-large" ? 413 : 400, t("forms.rsvp.refused"));

  try {
    if (!(await siteEventExists(context.db, site.id, eventId))) return refuse(404, t("forms.rsvp.notFound"));

    const existing = readVoterCookie(request);
    const cookieValue = existing ?? newVoterCookieValue();
    const key = voterKey(cookieValue);
    const headers = new Headers();
    if (!existing) headers.append("Set-Cookie", voterCookieHeader(cookieValue, context.config.secureCookies));

    // Pressing again changes nothing and is not counted against the limit.
    if (!(existing && (await hasEventRsvp(context.db, site.id, eventId, key)))) {
      const limit: Limit = { key: `rsvp:${site.id}:ip:${addressKey(context.clientAddress)}`, ...RSVP_LIMIT };
      const state = await hitLimit(context.db, limit);
      if (state.count > limit.max) {
        context.logger.warn({ requestId: context.requestId, siteId: site.id }, "event rsvp: rate limited");
        return refuse(429, t("forms.rsvp.tooMany", { retryAfter: retryAfterIn(state.retryAfterSeconds, t) }), {
          "Retry-After": String(state.retryAfterSeconds),
        });
      }
      await recordEventRsvp(context.db, site.id, eventId, key);
    }

    return redirect(returnTo, { status: 303, headers });
  } catch (err) {
    if (context.dbHealth.report(err)) return refuse(503, t("forms.rsvp.failed"), { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) });
    context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "event rsvp failed");
    return refuse(500, t("forms.rsvp.failed"));
  }
}

/** A browser's post from another site names that site in Origin; no Origin (old clients, tools) passes. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
