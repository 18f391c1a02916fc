import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Check, LoaderCircle, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { formatLongDate } from "~/features/hours/hours";
import type { PublicHoliday } from "~/features/hours/french-holidays";
import { CHECKBOX_CLASSES, HOURS_ACTION } from "~/features/hours/admin/hours-screen-constants";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The holidays of the next twelve months not already on the dates of a period. */
  holidays: readonly PublicHoliday[];
};

/**
 * Beyond the spec: the French public holidays of the next twelve months, ticked and added in one
 * action, each as a closed single-day period; one toast says how many.
 */
export function HolidaysDialog({ open, onOpenChange, holidays }: Props) {
  // Outside the dialog's content: the answer arrives as the dialog closes.
  const fetcher = useFetcher<ActionResult>();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const sending = fetcher.state !== "idle";
  useResultToast(fetcher.data, (result) => {
    if (result.ok) onOpenChange(false);
  });
  // Each opening starts with nothing ticked.
  useEffect(() => {
    if (open) setTicked(new Set());
  }, [open]);

  const ids = useId();
  const allTicked = holidays.length > 0 && holidays.every((h) => ticked.has(h.date));
  const toggle = (date: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(date);
      else next.delete(date);
      return next;
    });
  const count = holidays.filter((h) => ticked.has(h.date)).length;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[85vh] max-w-xl">
        <DialogHeader>
          <DialogTitle>Ajouter les jours fériés</DialogTitle>
          <DialogDescription>
            {"Cochez les jours fériés où vous fermez. Chacun devient une période «\u00a0Fermé\u00a0» d'un jour, que vous pourrez modifier ensuite."}
          </DialogDescription>
        </DialogHeader>
        {holidays.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Check aria-hidden="true" className="size-4 text-green-700" />
            Tous les jours fériés des douze prochains mois sont déjà dans vos périodes.
          </p>
        ) : (
          <fetcher.Form method="post" action={HOURS_ACTION} className="grid gap-4">
            <SiteIdField />
            <input type="hidden" name="intent" value="add-holidays" />
            <fieldset className="min-w-0">
              <legend className="sr-only">Jours fériés des douze prochains mois</legend>
              <label
                htmlFor={`${ids}-all`}
                className="flex cursor-pointer items-center gap-3 rounded-t-xl border border-b-0 bg-muted/50 px-4 py-2.5 text-sm font-medium"
              >
                <input
                  id={`${ids}-all`}
                  type="checkbox"
                  className={CHECKBOX_CLASSES}
                  checked={allTicked}
                  onChange={(e) => setTicked(e.target.checked ? new Set(holidays.map((h) => h.date)) : new Set())}
                />
                Tout cocher
              </label>
              {/* The list scrolls, so 'Ajouter' stays in view on a phone. */}
              <ul className="max-h-[min(22rem,45dvh)] divide-y overflow-y-auto rounded-b-xl border">
                {holidays.map((holiday) => (
                  <li key={holiday.date}>
                    <label htmlFor={`${ids}-${holiday.date}`} className="flex cursor-pointer items-center gap-3 px-4 py-2.5 hover:bg-muted/40">
                      <input
                        id={`${ids}-${holiday.date}`}
                        type="checkbox"
                        name="date"
                        value={holiday.date}
                        className={CHECKBOX_CLASSES}
                        checked={ticked.has(holiday.date)}
                        onChange={(e) => toggle(holiday.date, e.target.checked)}
                      />
                      <span className="min-w-0">
                        <span className="block text-sm font-medium">{holiday.name}</span>
                        <span className="block text-sm text-muted-foreground first-letter:uppercase">{formatLongDate(holiday.date)}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={sending}>
                  Annuler
                </Button>
              </DialogClose>
              <Button type="submit" disabled={sending || count === 0}>
                {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
                {count === 0 ? "Ajouter" : count === 1 ? "Ajouter 1 jour férié" : `Ajouter ${count} jours fériés`}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
