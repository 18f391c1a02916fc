import { useId, useState } from "react";
import { Copy } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { DAY_LABELS, formatDayHours, WEEK_ORDER } from "~/features/hours/hours";
import { TIME_FIELDS, type TimeField } from "~/features/hours/hours-schema";
import { CHECKBOX_CLASSES } from "~/features/hours/admin/hours-screen-constants";

/** What a day's card shows, as typed: its 'Fermé' switch and its four times ('HH:MM' or ""). */
export type TypedDay = { closed: boolean; times: Record<TimeField, string> };
export type TypedWeek = Record<number, TypedDay>;

/** A card's day as the contact page would read it: 'Fermé' or 'HH:MM - HH:MM, …'. */
export function typedDayText(dayOfWeek: number, day: TypedDay): string {
  const times = Object.fromEntries(TIME_FIELDS.map((field) => [field, day.times[field] || null])) as Record<TimeField, string | null>;
  return formatDayHours({ dayOfWeek, isClosed: day.closed, ...times });
}

/** 'lundi', 'lundi et mardi', 'lundi, mardi et jeudi'. */
export function dayList(days: readonly number[]): string {
  const names = days.map((d) => DAY_LABELS[d].toLowerCase());
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`;
}

type Props = {
  from: number;
  /** What the cards show when the dialog opens; null when the form is not there. */
  read: () => TypedWeek | null;
  /** The ticked days (Monday → Sunday order), once she confirms. */
  onCopy: (to: number[]) => void;
};

/**
 * 'Copier sur les autres jours' asks first. The button opens a dialog (the kit's dialog:
 * focus inside, Escape, and back to the button on closing) listing the six other days with what
 * each shows; the open days are ticked, the closed ones are not (a closed Monday stays closed
 * unless she ticks it). 'Copier sur N jours' copies to the ticked days only, in the form.
 */
export function CopyDaysDialog({ from, read, onCopy }: Props) {
  const [open, setOpen] = useState(false);
  const [week, setWeek] = useState<TypedWeek | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const ids = useId();
  const label = DAY_LABELS[from].toLowerCase();
  const others = WEEK_ORDER.filter((d) => d !== from);
  const chosen = others.filter((d) => ticked.has(d));

  function onOpenChange(next: boolean) {
    if (next) {
      const now = read();
      if (!now) return;
      setWeek(now);
      setTicked(new Set(others.filter((d) => !now[d].closed)));
    }
    setOpen(next);
  }

  const toggle = (dayOfWeek: number, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(dayOfWeek);
      else next.delete(dayOfWeek);
      return next;
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
          <Copy aria-hidden="true" />
          <span>
            Copier<span className="sr-only"> les horaires du {label}</span> sur les autres jours
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Copier les horaires du {label}</DialogTitle>
          <DialogDescription>
            {week ? `${DAY_LABELS[from]}\u00a0: ${typedDayText(from, week[from])}. ` : null}
            Cochez les jours qui prennent ces horaires. Les jours fermés ne sont pas cochés.
          </DialogDescription>
        </DialogHeader>
        {week ? (
          <fieldset className="min-w-0">
            <legend className="sr-only">Jours où copier les horaires du {label}</legend>
            <ul className="divide-y rounded-xl border">
              {others.map((dayOfWeek) => (
                <li key={dayOfWeek}>
                  <label htmlFor={`${ids}-${dayOfWeek}`} className="flex cursor-pointer items-center gap-3 px-4 py-2.5 hover:bg-muted/40">
                    <input
                      id={`${ids}-${dayOfWeek}`}
                      type="checkbox"
                      className={CHECKBOX_CLASSES}
                      checked={ticked.has(dayOfWeek)}
                      onChange={(e) => toggle(dayOfWeek, e.target.checked)}
                      aria-labelledby={`${ids}-${dayOfWeek}-name`}
                      aria-describedby={`${ids}-${dayOfWeek}-now`}
                    />
                    <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
                      <span id={`${ids}-${dayOfWeek}-name`} className="text-sm font-medium">
                        {DAY_LABELS[dayOfWeek]}
                      </span>
                      <span id={`${ids}-${dayOfWeek}-now`} className="text-sm text-muted-foreground tabular-nums">
                        {typedDayText(dayOfWeek, week[dayOfWeek])}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Annuler</Button>
          </DialogClose>
          <Button
            disabled={chosen.length === 0}
            onClick={() => {
              onCopy(chosen);
              setOpen(false);
            }}
          >
            <Copy aria-hidden="true" />
            {chosen.length === 0 ? "Copier" : chosen.length === 1 ? "Copier sur 1 jour" : `Copier sur ${chosen.length} jours`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
