import type { RequestContext } from "~/context";
import { addDays, localDateTime, zonedTimeToInstant } from "~/lib/calendar";
import { loadSiteHours } from "~/features/hours/site-hours.server";
import type { EventRsvpState } from "~/features/events/event-rsvps.server";
import { requestVoterKey } from "~/features/events/voter-cookie.server";
import type { PublicSite } from "~/features/storefront/public-site.server";
import { getHomePageWithRsvps, showHome, type HomeStatus, type ShownHomePage } from "~/features/home/home-data.server";
import { pageLanguageOf } from "~/lib/i18n/languages";
import { translator } from "~/lib/i18n/messages";
import { pageOverlay } from "~/features/languages/overlay.server";

export type MerchantHomeData = {
  siteName: string;
  /** What the home shows depends on it (featured products). */
  plan: PublicSite["plan"];
  /** Each text the merchant wrote in the page's language, or in French marked so (ADR 047). */
  home: ShownHomePage;
  status: HomeStatus | null;
  /** 'Je viendrai 👍': how many are coming to each event, and whether this browser is. */
  rsvps: Record<string, EventRsvpState>;
};

/** What both home routes (`/` with a site, and `/merchant`) return for a site's home. */
export async function loadMerchantHome(
  context: RequestContext,
  site: Pick<PublicSite, "id" | "name" | "timezone" | "plan">,
  request: Request,
): Promise<MerchantHomeData> {
  const now = new Date();
  const today = localDateTime(now, site.timezone).date;
  const language = pageLanguageOf(new URL(request.url).pathname);
  const [{ home, rsvps }, status, overlay] = await Promise.all([
    getHomePageWithRsvps(context.db, site.id, requestVoterKey(request), today, (err, section) => {
      context.logger.error({ err, requestId: context.requestId, siteId: site.id }, `home page: ${section} failed`);
    }),
    // The status line is a bonus: without hours it is simply not shown.
    loadSiteHours(context, site, now).then(
      (hours): HomeStatus => ({ ...hours, timeZone: site.timezone, serverNow: now.toISOString() }),
      (err: unknown) => {
        context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "home page: hours failed");
        return null;
      },
    ),
    pageOverlay(context, site.id, language),
  ]);
  // An event leaves the page at the site's midnight after its end date: a date passing is no
  // content change, so the cached page must not outlive it (ADR 014's clock rule).
  const lastDays = home.events.map((event) => event.endDate).filter((date): date is string => date !== null);
  if (lastDays.length > 0) context.pageCache.expireAt(zonedTimeToInstant(addDays(lastDays.sort()[0], 1), 0, site.timezone));
  // Testimonials are never translated: on a page in another language, they say they are French.
  if (language !== "fr") home.testimonials = home.testimonials.map((testimonial) => ({ ...testimonial, lang: "fr" }));
  return { siteName: site.name, plan: site.plan, home: showHome(home, site.id, overlay, translator(language)), status, rsvps };
}
