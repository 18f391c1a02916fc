/**
 * Changing a site's plan (ADR 033).
 *
 * - An upgrade applies at once (`sites.plan`: the site's content version moves, so its pages follow,
 *   ADR 014). In a month already invoiced, the difference pro rata of the days left
 *   (proration.ts) is kept on the `plan_changes` row and added to the next invoice.
 * - A downgrade waits for the end of the month already invoiced (`sites.pending_plan` and
 *   `pending_plan_on`, the next month's first day); with no invoiced month running (a draft, the
 *   free start) it applies at once. Choosing the current plan again withdraws a pending downgrade.
 * - Each change is a `plan_changes` row and mails the owner and every admin, in one transaction
 *   with the change, under the site row's lock (so an invoice being issued waits, or is waited for).
 * - `applyDueDowngrades`: the billing loop applies the downgrades whose day has come (the issuing
 *   of the next month does too, before invoicing it).
 */
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import type { PlanChangeKind, SitePlan } from "~/db/enums";
import { invoices, planChanges, sites, user as users } from "~/db/schema";
import { enqueueMail } from "~/features/mail/outbox.server";
import { monthlyHt } from "~/features/billing/billing-amounts";
import { addDays } from "~/lib/calendar";
import { daysInclusive, parisDate } from "~/features/billing/billing-calendar";
import { planChangeAdminMessage, planChangeOwnerMessage, type PlanChangeMail } from "~/features/billing/billing-mail";
import { adminBillingUrl, ownerBillingUrl, type BillingOptions } from "~/features/billing/billing-options";
import { BILLING_TEXTS } from "~/features/billing/billing-schema";
import { changeDirection, whatDisappears } from "~/features/billing/plan-change";
import { prorata } from "~/features/billing/proration";

export { whatDisappears, planContents, changeDirection, type Disappearing } from "~/features/billing/plan-change";

/** What a plan change is: its kind, the plans, when it applies and what it costs. */
type PlanChange = {
  kind: PlanChangeKind;
  fromPlan: SitePlan;
  toPlan: SitePlan;
  /** 'YYYY-MM-DD': the day the site is on `toPlan` (today, or the next month's first day). */
  effectiveOn: string;
  /** Whether the change waits for the end of the invoiced month. */
  deferred: boolean;
  /** The pro rata the next invoice adds (cents HT). */
  prorataHt: number;
};

export type PlanChangeResult = ({ ok: true; changeId: string } & PlanChange) | { ok: false; reason: "not-found" | "same-plan"; message: string };

/**
 * Changes the site's plan to `toPlan` at `now`, asked by `byUser` (a user id; null: the platform).
 * Who may ask is the caller's to check (the owner on their site, an admin on any).
 */
export async function changePlan(
  db: DatabaseOrTransaction,
  siteId: string,
  toPlan: SitePlan,
  byUser: string | null,
  now: Date,
  options: BillingOptions,
): Promise<PlanChangeResult> {
  const today = parisDate(now);
  return db.transaction(async (tx) => {
    const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for("update");
    if (!site) return { ok: false, reason: "not-found", message: BILLING_TEXTS.siteNotFound } as const;
    // The month already invoiced that holds today: what an upgrade is prorated on, and what a downgrade waits for.
    const [paid] = await tx
      .select({ periodStart: invoices.periodStart, periodEnd: invoices.periodEnd })
      .from(invoices)
      .where(and(eq(invoices.siteId, siteId), lte(invoices.periodStart, today), gte(invoices.periodEnd, today)))
      .orderBy(desc(invoices.periodStart))
      .limit(1);

    const direction = changeDirection(site.plan, toPlan);
    let change: PlanChange & { prorataDays: number | null };
    if (direction === "same") {
      if (!site.pendingPlan) return { ok: false, reason: "same-plan", message: BILLING_TEXTS.samePlan } as const;
      await tx.update(sites).set({ pendingPlan: null, pendingPlanOn: null }).where(eq(sites.id, siteId));
      change = { kind: "cancel_downgrade", fromPlan: site.pendingPlan, toPlan, effectiveOn: today, deferred: false, prorataHt: 0, prorataDays: null };
    } else if (direction === "upgrade") {
      const owed = paid
        ? prorata({
            fromMonthlyHt: monthlyHt(site.plan),
            toMonthlyHt: monthlyHt(toPlan),
            periodStart: paid.periodStart,
            periodEnd: paid.periodEnd,
            changeOn: today,
          })
        : null;
      // An upgrade withdraws any pending downgrade: the plan chosen last is the plan.
      await tx.update(sites).set({ plan: toPlan, pendingPlan: null, pendingPlanOn: null }).where(eq(sites.id, siteId));
      change = {
        kind: "upgrade",
        fromPlan: site.plan,
        toPlan,
        effectiveOn: today,
        deferred: false,
        prorataHt: owed?.amountHt ?? 0,
        prorataDays: owed?.daysLeft ?? null,
      };
    } else if (paid) {
      const effectiveOn = addDays(paid.periodEnd, 1);
      await tx.update(sites).set({ pendingPlan: toPlan, pendingPlanOn: effectiveOn }).where(eq(sites.id, siteId));
      change = { kind: "downgrade", fromPlan: site.plan, toPlan, effectiveOn, deferred: true, prorataHt: 0, prorataDays: null };
    } else {
      // A draft or the free start: nothing paid to wait for.
      await tx.update(sites).set({ plan: toPlan, pendingPlan: null, pendingPlanOn: null }).where(eq(sites.id, siteId));
      change = { kind: "downgrade", fromPlan: site.plan, toPlan, effectiveOn: today, deferred: false, prorataHt: 0, prorataDays: null };
    }

    const [row] = await tx
      .insert(planChanges)
      .values({
        siteId,
        fromPlan: change.fromPlan,
        toPlan: change.toPlan,
        kind: change.kind,
        effectiveOn: change.effectiveOn,
        requestedBy: byUser,
        createdAt: now,
        prorataHt: change.prorataHt,
        prorataDays: change.prorataDays,
        periodStart: change.prorataHt > 0 && paid ? paid.periodStart : null,
        periodEnd: change.prorataHt > 0 && paid ? paid.periodEnd : null,
      })
      .returning({ id: planChanges.id });

    if (options.sendMails !== false) {
      const gone = change.kind === "downgrade" ? whatDisappears(change.fromPlan, change.toPlan) : null;
      const mail: PlanChangeMail = {
        kind: change.kind,
        shopName: site.name,
        fromPlan: change.fromPlan,
        toPlan: change.toPlan,
        effectiveOn: change.effectiveOn,
        deferred: change.deferred,
        prorataHt: change.prorataHt,
        prorataDays: change.prorataDays !== null && paid ? { left: change.prorataDays, inPeriod: daysInclusive(paid.periodStart, paid.periodEnd) } : null,
        disappears: gone ? [...gone.items, ...(gone.storage ? [gone.storage] : [])] : [],
        kept: gone?.kept ?? BILLING_TEXTS.contentKept,
        link: ownerBillingUrl(options),
      };
      const [owner] = site.ownerId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, site.ownerId)).limit(1) : [];
      if (owner) {
        await enqueueMail(tx, {
          siteId,
          kind: "plan_change",
          from: options.mailFrom,
          to: [owner.email],
          replyTo: options.seller.email,
          ...planChangeOwnerMessage(mail),
        });
      }
      const [asker] = byUser ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, byUser)).limit(1) : [];
      const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
      const notice = planChangeAdminMessage({ ...mail, link: adminBillingUrl(options), requestedBy: asker ? `${asker.name} (${asker.email})` : null });
      for (const admin of admins) {
        await enqueueMail(tx, { siteId, kind: "plan_change", from: options.mailFrom, to: [admin.email], ...notice });
      }
    }
    return {
      ok: true,
      changeId: row.id,
      kind: change.kind,
      fromPlan: change.fromPlan,
      toPlan: change.toPlan,
      effectiveOn: change.effectiveOn,
      deferred: change.deferred,
      prorataHt: change.prorataHt,
    } as const;
  });
}

/** Applies every pending downgrade whose day has come at `now` (Paris); resolves with the sites changed. */
export async function applyDueDowngrades(db: DatabaseOrTransaction, now: Date): Promise<string[]> {
  const today = parisDate(now);
  const rows = await db
    .update(sites)
    .set({ plan: sql`${sites.pendingPlan}`, pendingPlan: null, pendingPlanOn: null })
    .where(lte(sites.pendingPlanOn, today))
    .returning({ id: sites.id });
  return rows.map((row) => row.id);
}
