/** Opening hours and special periods as the hours functions take them, for unit tests. */
import type { SpecialPeriod } from "~/features/hours/hours";

let nextPeriod = 0;

/** A special period from `startDate`, one day long, neither closed nor with hours, unless the test says otherwise. */
export function specialPeriod(values: Partial<SpecialPeriod> & Pick<SpecialPeriod, "startDate">): SpecialPeriod {
  return {
    id: `p${++nextPeriod}`,
    title: "Période",
    description: null,
    endDate: values.startDate,
    isSingleDay: false,
    isPeriodClosed: false,
    morningOpen: null,
    morningClose: null,
    afternoonOpen: null,
    afternoonClose: null,
    days: [],
    ...values,
  };
}
