/**
 * The pro rata of an upgrade (ADR 033), pure: a plan taken in the middle of an invoiced
 * month costs, on the next invoice, the difference of the monthly prices for the days left in that
 * month, the day of the change included, rounded down to the cent (in the merchant's favour).
 *
 *   (new price − old price) × days left ÷ days in the month
 *
 * A downgrade costs nothing and refunds nothing: it applies when the paid month ends.
 */
import { daysInclusive } from "~/features/billing/billing-calendar";

export type ProrataInput = {
  /** Monthly prices before VAT, in cents. */
  fromMonthlyHt: number;
  toMonthlyHt: number;
  /** The invoiced month, both days included ('YYYY-MM-DD'). */
  periodStart: string;
  periodEnd: string;
  /** The day of the change; outside the month, it is brought to its nearest end. */
  changeOn: string;
};

export type Prorata = {
  /** Cents before VAT; 0 when the new plan costs no more. */
  amountHt: number;
  /** Days charged at the new price, the day of the change included. */
  daysLeft: number;
  daysInPeriod: number;
};

export function prorata(input: ProrataInput): Prorata {
  const { fromMonthlyHt, toMonthlyHt, periodStart, periodEnd } = input;
  if (!Number.isInteger(fromMonthlyHt) || !Number.isInteger(toMonthlyHt)) throw new Error("prorata: prices are integer cents");
  if (periodEnd < periodStart) throw new Error("prorata: the month ends before it starts");
  const changeOn = input.changeOn < periodStart ? periodStart : input.changeOn > periodEnd ? periodEnd : input.changeOn;
  const daysInPeriod = daysInclusive(periodStart, periodEnd);
  const daysLeft = daysInclusive(changeOn, periodEnd);
  const difference = toMonthlyHt - fromMonthlyHt;
  // Integers throughout: cents × days stays far below 2^53, and the division is floored once.
  const amountHt = difference > 0 ? Math.floor((difference * daysLeft) / daysInPeriod) : 0;
  return { amountHt, daysLeft, daysInPeriod };
}
