import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { openingHours, specialHoursPeriods, specialOpeningHours } from "~/db/schema";
import type { DayHours } from "~/features/hours/hours";
import { closedDay, periodConflict, type AdminPeriod, type PeriodInput } from "~/features/hours/hours-schema";
import { HOURS_ADMIN_MESSAGES } from "~/features/hours/hours-texts";
import { dayColumns, periodColumns } from "~/features/hours/site-hours.server";

function requireSiteId(siteId: string): void {
  if (!siteId) throw new Error(HOURS_ADMIN_MESSAGES.siteIdRequired);
}

export async function getWeeklyHours(db: Database, siteId: string): Promise<DayHours[]> {
  return db.select(dayColumns(openingHours)).from(openingHours).where(eq(openingHours.siteId, siteId)).orderBy(asc(openingHours.dayOfWeek));
}

/** Saving replaces all seven rows of the site, in one transaction (all or nothing). */
export async function replaceWeeklyHours(db: Database, siteId: string, days: readonly DayHours[]): Promise<void> {
  requireSiteId(siteId);
  await db.transaction(async (tx) => {
    await tx.delete(openingHours).where(eq(openingHours.siteId, siteId));
    if (days.length) await tx.insert(openingHours).values(days.map((day) => ({ ...day, siteId })));
  });
}

/**
 * Every period of the site by start date (the back-office shows past ones too), each with its
 * special_opening_hours: the list says what every period does.
 */
export async function listSpecialPeriods(db: Database, siteId: string): Promise<AdminPeriod[]> {
  const [periods, days] = await Promise.all([
    db
      .select(periodColumns)
      .from(specialHoursPeriods)
      .where(eq(specialHoursPeriods.siteId, siteId))
      .orderBy(asc(specialHoursPeriods.startDate), asc(specialHoursPeriods.endDate)),
    db
      .select({ periodId: specialOpeningHours.periodId, ...dayColumns(specialOpeningHours) })
      .from(specialOpeningHours)
      .where(eq(specialOpeningHours.siteId, siteId))
      .orderBy(asc(specialOpeningHours.dayOfWeek)),
  ]);
  const byPeriod = new Map<string, DayHours[]>();
  for (const { periodId, ...day } of days) byPeriod.set(periodId, [...(byPeriod.get(periodId) ?? []), day]);
  return periods.map((period) => ({ ...period, days: byPeriod.get(period.id) ?? [] }));
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What saving a period did: saved (its id), refused beside another period (the message), or not the site's. */
export type PeriodSave = { status: "saved"; id: string } | { status: "conflict"; message: string } | { status: "missing" };

/**
 * The site's periods, but `exceptId`, read under a lock per site held to the commit: two saves of
 * one site's periods run one after the other, so neither can miss the other's dates.
 */
async function lockedPeriods(tx: Tx, siteId: string, exceptId: string | null): Promise<PeriodInput[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`special-periods:${siteId}`}))`);
  const { id: _id, ...columns } = periodColumns;
  const site = eq(specialHoursPeriods.siteId, siteId);
  return tx
    .select(columns)
    .from(specialHoursPeriods)
    .where(exceptId ? and(site, ne(specialHoursPeriods.id, exceptId)) : site);
}

/** Creates a period unless it sits on the dates of another of the site's (`periodConflict`). */
export async function createSpecialPeriod(db: Database, siteId: string, period: PeriodInput): Promise<PeriodSave> {
  requireSiteId(siteId);
  return db.transaction(async (tx) => {
    const conflict = periodConflict(period, await lockedPeriods(tx, siteId, null));
    if (conflict) return { status: "conflict", message: conflict.message };
    const [row] = await tx
      .insert(specialHoursPeriods)
      .values({ ...period, siteId })
      .returning({ id: specialHoursPeriods.id });
    return { status: "saved", id: row.id };
  });
}

/**
 * Public holidays as closed single days, all or none: refused, naming it, when one is
 * on the dates of another period (a tab left open while another added it).
 */
export async function createClosedDays(db: Database, siteId: string, days: readonly { date: string; title: string }[]): Promise<PeriodSave> {
  requireSiteId(siteId);
  return db.transaction(async (tx) => {
    const existing = await lockedPeriods(tx, siteId, null);
    const periods = days.map(({ date, title }) => closedDay(date, title, null));
    for (const period of periods) {
      const conflict = periodConflict(period, existing);
      if (conflict) return { status: "conflict", message: conflict.message };
      existing.push(period);
    }
    const rows = await tx
      .insert(specialHoursPeriods)
      .values(periods.map((period) => ({ ...period, siteId })))
      .returning({ id: specialHoursPeriods.id });
    return { status: "saved", id: rows[0].id };
  });
}

/** Updates one of the site's periods, checked against the site's other periods. */
export async function updateSpecialPeriod(db: Database, siteId: string, periodId: string, period: PeriodInput): Promise<PeriodSave> {
  return db.transaction(async (tx) => {
    const conflict = periodConflict(period, await lockedPeriods(tx, siteId, periodId));
    if (conflict) return { status: "conflict", message: conflict.message };
    const rows = await tx
      .update(specialHoursPeriods)
      .set({ ...period, updatedAt: new Date() })
      .where(and(eq(specialHoursPeriods.siteId, siteId), eq(specialHoursPeriods.id, periodId)))
      .returning({ id: specialHoursPeriods.id });
    return rows.length > 0 ? { status: "saved", id: periodId } : { status: "missing" };
  });
}

/** Its special_opening_hours go with it (foreign key on delete cascade). */
export async function deleteSpecialPeriod(db: Database, siteId: string, periodId: string): Promise<boolean> {
  const rows = await db
    .delete(specialHoursPeriods)
    .where(and(eq(specialHoursPeriods.siteId, siteId), eq(specialHoursPeriods.id, periodId)))
    .returning({ id: specialHoursPeriods.id });
  return rows.length > 0;
}

/** The period's day rows, or null when the id is not one of the site's periods. */
export async function getSpecialOpeningHours(db: Database, siteId: string, periodId: string): Promise<{ title: string; days: DayHours[] } | null> {
  const [period] = await db
    .select({ title: specialHoursPeriods.title })
    .from(specialHoursPeriods)
    .where(and(eq(specialHoursPeriods.siteId, siteId), eq(specialHoursPeriods.id, periodId)))
    .limit(1);
  if (!period) return null;
  const days = await db
    .select(dayColumns(specialOpeningHours))
    .from(specialOpeningHours)
    .where(and(eq(specialOpeningHours.siteId, siteId), eq(specialOpeningHours.periodId, periodId)))
    .orderBy(asc(specialOpeningHours.dayOfWeek));
  return { title: period.title, days };
}

/** Replaces a period's day rows in one transaction; false when the period is not the site's. */
export async function replaceSpecialOpeningHours(db: Database, siteId: string, periodId: string, days: readonly DayHours[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locks the period row so a concurrent delete cannot leave orphan rows half-written.
    const [period] = await tx
      .select({ id: specialHoursPeriods.id })
      .from(specialHoursPeriods)
      .where(and(eq(specialHoursPeriods.siteId, siteId), eq(specialHoursPeriods.id, periodId)))
      .for("update");
    if (!period) return false;
    await tx.delete(specialOpeningHours).where(and(eq(specialOpeningHours.siteId, siteId), eq(specialOpeningHours.periodId, periodId)));
    if (days.length) await tx.insert(specialOpeningHours).values(days.map((day) => ({ ...day, siteId, periodId })));
    return true;
  });
}
