import type { RequestContext } from "~/context";
import { loadSiteHours, type SiteHours } from "~/features/opening-hours/site-hours.server";
import { getEventRsvps, type EventRsvpState } from "~/features/events/event-rsvps.server";
import { requestVoterKey } from "~/features/events/voter-cookie.server";
import type { PublicSite } from "../public-site.server";
import { getHomePage, type HomePageData } from "./home-data.server";

/** The live status line's inputs: the site's hours and the server's clock for the first render. */
export type HomeStatus = SiteHours & { timeZone: string; serverNow: string };

export type MerchantHomeData = {
  siteName: string;
  home: HomePageData;
  status: HomeStatus | null;
  /** 'Je viendrai 👍': how many are coming to each event, and whether this browser is. */
  rsvps: Record<string, EventRsvpState>;
};

/** What both home routes (`/` with a site, and `/merchant`) return for a site's home. */
export async function loadMerchantHome(context: RequestContext, site: Pick<PublicSite, "id" | "name" | "timezone">, request: Request): Promise<MerchantHomeData> {
  const now = new Date();
  const [home, status, rsvps] = await Promise.all([
    getHomePage(context.db, site.id, (err, section) => {
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
    // Without counts the buttons still work: they show no one coming yet.
    getEventRsvps(context.db, site.id, requestVoterKey(request)).catch((err: unknown) => {
      context.logger.error({ err, requestId: context.requestId, siteId: site.id }, "home page: event answers failed");
      return {};
    }),
  ]);
  return { siteName: site.name, home, status, rsvps };
}
