import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../server/db/connect";
import { openingHours, specialHoursPeriods, specialOpeningHours } from "~/db/schema";
import type { DayHours } from "~/features/hours/hours";
import type { AdminPeriod, PeriodInput } from "./hours-form";
import { HOURS_ADMIN_MESSAGES } from "./hours-messages";
import { dayColumns, periodColumns } from "./site-hours.server";

function requireSiteId(siteId: string): void {
  if (!siteId) throw new Error(HOURS_ADMIN_MESSAGES.siteIdRequired);
}

export async function getWeeklyHours(db: Database, siteId: string): Promise<DayHours[]> {
  return db.select(dayColumns(openingHours)).from(openingHours).where(eq(openingHours.siteId, siteId)).orderBy(asc(openingHours.dayOfWeek));
}

/** §4: saving replaces all seven rows of the site, in one transaction (all or nothing). */
export async function replaceWeeklyHours(db: Database, siteId: string, days: readonly DayHours[]): Promise<void> {
  requireSiteId(siteId);
  await db.transaction(async (tx) => {
    await tx.delete(openingHours).where(eq(openingHours.siteId, siteId));
    if (days.length) await tx.insert(openingHours).values(days.map((day) => ({ ...day, siteId })));
  });
}

/** Every period of the site, latest first (the back-office shows past ones too). */
export async function listSpecialPeriods(db: Database, siteId: string): Promise<AdminPeriod[]> {
  return db
    .select(periodColumns)
    .from(specialHoursPeriods)
    .where(eq(specialHoursPeriods.siteId, siteId))
    .orderBy(asc(specialHoursPeriods.startDate), asc(specialHoursPeriods.endDate));
}

export async function createSpecialPeriod(db: Database, siteId: string, period: PeriodInput): Promise<string> {
  requireSiteId(siteId);
  const [row] = await db.insert(specialHoursPeriods).values({ ...period, siteId }).returning({ id: specialHoursPeriods.id });
  return row.id;
}

/** false when the id is not one of the site's periods. */
export async function updateSpecialPeriod(db: Database, siteId: string, periodId: string, period: PeriodInput): Promise<boolean> {
  const rows = await db
    .update(specialHoursPeriods)
    .set({ ...period, updatedAt: new Date() })
    .where(and(eq(specialHoursPeriods.siteId, siteId), eq(specialHoursPeriods.id, periodId)))
    .returning({ id: specialHoursPeriods.id });
  return rows.length > 0;
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
