import { useEffect, useId, useRef, useState } from "react";
import { useActionData } from "react-router";
import { Undo2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { DAY_LABELS, WEEK_ORDER, type DayHours, type DayTimes } from "~/features/hours/hours";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { errorToast } from "~/lib/toast";
import { dayField, parseWeekForm, TIME_FIELDS, TIME_LABELS, weekFieldErrors, type TimeField } from "~/features/hours/hours-schema";
import { HOURS_ADMIN_MESSAGES } from "~/features/hours/hours-texts";
import { CopyDaysDialog, dayList, type TypedWeek } from "~/features/hours/admin/copy-days-dialog";
import { HOURS_ACTION } from "~/features/hours/admin/hours-screen-constants";

type Props = {
  intent: "save-week" | "save-special";
  periodId?: string;
  days: readonly DayHours[];
  /** Called after a successful save (the special hours dialog closes). */
  onSaved?: () => void;
};

function readTypedWeek(
  form: HTMLFormElement,
  closed: Record<number, boolean>,
  shown: Partial<Record<number, Record<TimeField, string>>>,
  days: readonly DayHours[],
): TypedWeek {
  const data = new FormData(form);
  const week: TypedWeek = {};
  for (const dayOfWeek of WEEK_ORDER) {
    const isClosed = closed[dayOfWeek] ?? false;
    // A closed day's inputs are not on the page: what it would show when opened again.
    const fallback = shown[dayOfWeek] ?? storedTimes(days.find((d) => d.dayOfWeek === dayOfWeek));
    const times = {} as Record<TimeField, string>;
    for (const field of TIME_FIELDS) {
      const value = data.get(dayField(dayOfWeek, field));
      times[field] = isClosed || typeof value !== "string" ? fallback[field] : value;
    }
    week[dayOfWeek] = { closed: isClosed, times };
  }
  return week;
}

function storedTimes(row: DayTimes | undefined): Record<TimeField, string> {
  return Object.fromEntries(TIME_FIELDS.map((field) => [field, row?.[field]?.slice(0, 5) ?? ""])) as Record<TimeField, string>;
}

/**
 * The weekly form: one card per day, Monday → Saturday then Sunday, a 'Fermé'
 * switch, four time inputs when open. Used for the site's hours and for a period's hours. The
 * closed state travels in a hidden input, so the form also posts without JavaScript.
 * Beyond the spec: 'Copier sur les autres jours' on a day's card gives other cards its
 * 'Fermé' switch and times, in the form only — nothing is saved before 'Enregistrer les horaires',
 * and 'Annuler la copie' puts back what the cards showed. She chooses the days first
 * (CopyDaysDialog: closed days unticked), and what was copied, with its undo, is said under the
 * button she used, scrolled into view.
 */
export function WeeklyHoursForm({ intent, periodId, days, onSaved }: Props) {
  const actionData = useActionData<ActionResult>();
  const form = useActionForm({
    read: (data) => data,
    check: (data) => weekFieldErrors(parseWeekForm(data as FormData).errors),
    invalidToast: errorToast(HOURS_ADMIN_MESSAGES.invalidWeek),
    // Without JavaScript the answer arrives as the route's action data.
    actionData: actionData?.intent === intent ? actionData : null,
    onResult: (result) => result.ok && onSaved?.(),
  });
  const [closed, setClosed] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(WEEK_ORDER.map((d) => [d, days.find((row) => row.dayOfWeek === d)?.isClosed ?? false])),
  );
  // The times a card shows, once a copy replaced the stored ones; `versions` remounts its inputs.
  const [shown, setShown] = useState<Partial<Record<number, Record<TimeField, string>>>>({});
  const [versions, setVersions] = useState<Record<number, number>>({});
  const [copy, setCopy] = useState<{ from: number; to: number[]; before: TypedWeek } | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const { fetcher, errors, setErrors, formProps } = form;
  const ids = useId();

  function applyWeek(week: TypedWeek, only: (dayOfWeek: number) => boolean) {
    const targets = WEEK_ORDER.filter(only);
    setClosed((prev) => ({ ...prev, ...Object.fromEntries(targets.map((d) => [d, week[d].closed])) }));
    setShown((prev) => ({ ...prev, ...Object.fromEntries(targets.map((d) => [d, week[d].times])) }));
    setVersions((prev) => ({ ...prev, ...Object.fromEntries(targets.map((d) => [d, (prev[d] ?? 0) + 1])) }));
    // The copied days' messages were about what they showed before.
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => !targets.some((d) => key === `d${d}`))));
  }

  const typedWeek = () => {
    const element = form.element();
    return element ? readTypedWeek(element, closed, shown, days) : null;
  };

  function copyTo(from: number, to: number[]) {
    const before = typedWeek();
    if (!before || to.length === 0) return;
    const source = before[from];
    applyWeek(Object.fromEntries(WEEK_ORDER.map((d) => [d, source])), (d) => to.includes(d));
    setCopy({ from, to, before });
  }

  function undoCopy() {
    if (!copy) return;
    // The undo button goes: the focus goes back to the copy's button of the same card.
    notice.current?.closest("fieldset")?.querySelector<HTMLElement>("button[aria-haspopup='dialog']")?.focus();
    applyWeek(copy.before, (d) => copy.to.includes(d));
    setCopy(null);
  }

  // What was copied is said where she is: under the button she used, never a long scroll away.
  useEffect(() => {
    if (copy) notice.current?.scrollIntoView({ block: "nearest" });
  }, [copy]);

  return (
    <fetcher.Form
      method="post"
      action={HOURS_ACTION}
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) setCopy(null);
      }}
      className="grid gap-4"
    >
      <SiteIdField />
      <input type="hidden" name="intent" value={intent} />
      {periodId ? <input type="hidden" name="periodId" value={periodId} /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {WEEK_ORDER.map((dayOfWeek) => {
          const defaults = shown[dayOfWeek] ?? storedTimes(days.find((d) => d.dayOfWeek === dayOfWeek));
          const isClosed = closed[dayOfWeek] ?? false;
          const label = DAY_LABELS[dayOfWeek];
          const error = errors[`d${dayOfWeek}`];
          const errorId = `${ids}-d${dayOfWeek}-error`;
          return (
            <fieldset key={dayOfWeek} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" aria-describedby={error ? errorId : undefined}>
              <div className="flex items-center justify-between gap-3">
                <legend className="float-left text-sm font-semibold">{label}</legend>
                <div className="flex items-center gap-2">
                  <Label htmlFor={`${ids}-d${dayOfWeek}-closed`} className="text-sm text-muted-foreground">
                    Fermé
                  </Label>
                  <Switch
                    id={`${ids}-d${dayOfWeek}-closed`}
                    checked={isClosed}
                    aria-label={`Fermé le ${label.toLowerCase()}`}
                    onCheckedChange={(next) => setClosed((prev) => ({ ...prev, [dayOfWeek]: next }))}
                  />
                  <input type="hidden" name={dayField(dayOfWeek, "closed")} value={isClosed ? "on" : ""} />
                </div>
              </div>
              {isClosed ? (
                <p className="text-sm text-muted-foreground">Fermé toute la journée</p>
              ) : (
                <div key={versions[dayOfWeek] ?? 0} className="grid grid-cols-2 gap-x-3 gap-y-2">
                  {TIME_FIELDS.map((field) => (
                    <div key={field} className="grid gap-1">
                      <Label htmlFor={`${ids}-d${dayOfWeek}-${field}`} className="text-xs text-muted-foreground">
                        {TIME_LABELS[field]}
                      </Label>
                      <Input
                        id={`${ids}-d${dayOfWeek}-${field}`}
                        type="time"
                        name={dayField(dayOfWeek, field)}
                        defaultValue={defaults[field]}
                        aria-label={`${label}\u00a0: ${TIME_LABELS[field].toLowerCase()}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        className="tabular-nums"
                      />
                    </div>
                  ))}
                </div>
              )}
              {error ? (
                <p id={errorId} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              {/* The copy's button, and under it what it copied with its undo. The live region is always there, empty until a copy from this card: said when it fills. */}
              <div className="flex flex-col items-start">
                <CopyDaysDialog from={dayOfWeek} read={typedWeek} onCopy={(to) => copyTo(dayOfWeek, to)} />
                <div role="status" className="w-full">
                  {copy?.from === dayOfWeek ? (
                    <div
                      ref={notice}
                      className="mt-2 flex scroll-mt-24 scroll-mb-24 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-muted px-3 py-2 text-sm"
                    >
                      <span>
                        Horaires du {label.toLowerCase()} copiés sur {copy.to.length === 6 ? "les autres jours" : dayList(copy.to)}, à enregistrer pour les
                        appliquer.
                      </span>
                      <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={undoCopy}>
                        <Undo2 aria-hidden="true" />
                        Annuler la copie
                      </Button>
                    </div>
                  ) : null}
                </div>
              </div>
            </fieldset>
          );
        })}
      </div>
      <SaveBar form={form} label="Enregistrer les horaires" busyLabel="Enregistrer les horaires" />
    </fetcher.Form>
  );
}
