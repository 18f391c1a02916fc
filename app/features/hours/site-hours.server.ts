import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import type { RequestContext } from "~/context";
import { openingHours, specialHoursPeriods, specialOpeningHours } from "~/db/schema";
import { addDays, localDateTime } from "~/lib/calendar";
import { nextHoursBoundary, type DayHours, type SpecialPeriod } from "~/features/hours/hours";

/** A site's hours as the pure hours module takes them ("Hours"). */
export type SiteHours = { hours: DayHours[]; periods: SpecialPeriod[] };

/** More would be a data problem, not a calendar: the page stays small whatever is stored. */
const MAX_PERIODS = 100;

/** A day's row of the weekly hours or of a range period, as `DayHours`: both tables have these columns. */
export const dayColumns = (table: typeof openingHours | typeof specialOpeningHours) => ({
  dayOfWeek: table.dayOfWeek,
  morningOpen: table.morningOpen,
  morningClose: table.morningClose,
  afternoonOpen: table.afternoonOpen,
  afternoonClose: table.afternoonClose,
  isClosed: table.isClosed,
});

/** A special period without its days, for the public page and the back-office alike. */
export const periodColumns = {
  id: specialHoursPeriods.id,
  title: specialHoursPeriods.title,
  description: specialHoursPeriods.description,
  startDate: specialHoursPeriods.startDate,
  endDate: specialHoursPeriods.endDate,
  isSingleDay: specialHoursPeriods.isSingleDay,
  isPeriodClosed: specialHoursPeriods.isPeriodClosed,
  morningOpen: specialHoursPeriods.morningOpen,
  morningClose: specialHoursPeriods.morningClose,
  afternoonOpen: specialHoursPeriods.afternoonOpen,
  afternoonClose: specialHoursPeriods.afternoonClose,
};

/**
 * The weekly rows (by day_of_week) and the special periods that have not ended by `today` (the
 * site's local date, 'YYYY-MM-DD'), by start date, each with its special_opening_hours — in one
 * round of parallel queries (the periods' days through a sub-select). One day of slack: the
 * browser recomputes "today" with its own clock, which may already be tomorrow's around midnight.
 */
export async function getSiteHours(db: Database, siteId: string, today: string): Promise<SiteHours> {
  const notEndedBefore = addDays(today, -1);
  const openPeriods = and(eq(specialHoursPeriods.siteId, siteId), gte(specialHoursPeriods.endDate, notEndedBefore));
  const openPeriodIds = db.select({ id: specialHoursPeriods.id }).from(specialHoursPeriods).where(openPeriods);
  const [weekly, periodRows, periodDays] = await Promise.all([
    db.select(dayColumns(openingHours)).from(openingHours).where(eq(openingHours.siteId, siteId)).orderBy(asc(openingHours.dayOfWeek)),
    db
      .select(periodColumns)
      .from(specialHoursPeriods)
      .where(openPeriods)
      .orderBy(asc(specialHoursPeriods.startDate), asc(specialHoursPeriods.endDate))
      .limit(MAX_PERIODS),
    db
      .select({ periodId: specialOpeningHours.periodId, ...dayColumns(specialOpeningHours) })
      .from(specialOpeningHours)
      .where(and(eq(specialOpeningHours.siteId, siteId), inArray(specialOpeningHours.periodId, openPeriodIds)))
      .orderBy(asc(specialOpeningHours.dayOfWeek)),
  ]);
  const periods = periodRows.map((period) => ({
    ...period,
    days: periodDays.filter((d) => d.periodId === period.id).map(({ periodId: _periodId, ...day }) => day),
  }));
  return { hours: weekly, periods };
}

const perRequest = new WeakMap<RequestContext, Map<string, Promise<SiteHours>>>();

/**
 * The hours of a site for this request, read once however many loaders ask (the layout's JSON-LD,
 * the contact page, the home's status line). `now` decides the site's local "today".
 */
export function loadSiteHours(context: RequestContext, site: { id: string; timezone: string }, now: Date): Promise<SiteHours> {
  const bySite = requestHours(context);
  let pending = bySite.get(site.id);
  if (!pending) {
    pending = getSiteHours(context.db, site.id, localDateTime(now, site.timezone).date).then((hours) => withBoundary(context, site, now, hours));
    bySite.set(site.id, pending);
  }
  return pending;
}

/** Hours read with the site itself (the storefront's one statement): later asks reuse them. */
export function primeSiteHours(context: RequestContext, site: { id: string; timezone: string }, now: Date, hours: SiteHours): void {
  requestHours(context).set(site.id, Promise.resolve(withBoundary(context, site, now, hours)));
}

function requestHours(context: RequestContext): Map<string, Promise<SiteHours>> {
  let bySite = perRequest.get(context);
  if (!bySite) {
    bySite = new Map();
    perRequest.set(context, bySite);
  }
  return bySite;
}

/**
 * What the page shows from these hours (open now, today's row, the period) is right until the
 * next boundary: a cached copy lives no longer (ADR 014).
 */
function withBoundary(context: RequestContext, site: { timezone: string }, now: Date, hours: SiteHours): SiteHours {
  context.pageCache.expireAt(nextHoursBoundary({ ...hours, now, timeZone: site.timezone }));
  return hours;
}
