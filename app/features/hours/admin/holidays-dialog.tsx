import { useFetcher } from "react-router";
import { Check, LoaderCircle, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { formatLongDate } from "~/features/hours/hours";
import type { PublicHoliday } from "../french-holidays";
import { HOURS_ACTION } from "./weekly-hours-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The holidays of the next twelve months not already covered by a single-day period. */
  holidays: readonly PublicHoliday[];
};

/**
 * Beyond the spec: the French public holidays of the next twelve months, each added on its own
 * confirmation as a closed single-day period (the list shrinks as they are added).
 */
export function HolidaysDialog({ open, onOpenChange, holidays }: Props) {
  // One fetcher for the dialog: a row disappears once added, its answer must still be shown.
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const pendingDate = fetcher.state !== "idle" ? fetcher.formData?.get("date") : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] max-w-xl">
        <DialogHeader>
          <DialogTitle>Ajouter les jours fériés</DialogTitle>
          <DialogDescription>
            Les jours fériés des douze prochains mois. Chacun devient une période « Fermé » d'un jour, que vous pourrez modifier si vous ouvrez.
          </DialogDescription>
        </DialogHeader>
        {holidays.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Check aria-hidden="true" className="size-4 text-green-700" />
            Tous les jours fériés des douze prochains mois sont déjà dans vos périodes.
          </p>
        ) : (
          <ul className="divide-y rounded-xl border" aria-label="Jours fériés">
            {holidays.map((holiday) => (
              <HolidayRow key={holiday.date} holiday={holiday} fetcher={fetcher} submitting={pendingDate === holiday.date} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

type RowProps = { holiday: PublicHoliday; fetcher: ReturnType<typeof useFetcher<ActionResult>>; submitting: boolean };

function HolidayRow({ holiday, fetcher, submitting }: RowProps) {
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-2.5">
      <div className="min-w-0">
        <p className="text-sm font-medium">{holiday.name}</p>
        <p className="text-sm text-muted-foreground first-letter:uppercase">{formatLongDate(holiday.date)}</p>
      </div>
      <fetcher.Form method="post" action={HOURS_ACTION}>
        <SiteIdField />
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="type" value="single" />
        <input type="hidden" name="title" value={holiday.name} />
        <input type="hidden" name="date" value={holiday.date} />
        <input type="hidden" name="closed" value="on" />
        <Button type="submit" size="sm" variant="outline" disabled={submitting}>
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
          Ajouter<span className="sr-only"> {holiday.name}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}
