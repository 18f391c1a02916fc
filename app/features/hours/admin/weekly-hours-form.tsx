import { useId, useState } from "react";
import { useActionData } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { DAY_LABELS, WEEK_ORDER, type DayHours } from "~/features/hours/hours";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { useActionForm } from "~/features/admin-kit/action-form";
import { SaveBar } from "~/features/admin-kit/save-bar";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { errorToast } from "~/lib/toast";
import { dayField, parseWeekForm, TIME_FIELDS, TIME_LABELS, weekFieldErrors } from "../hours-form";
import { HOURS_ADMIN_MESSAGES } from "../hours-messages";

export const HOURS_ACTION = "/admin/pages/hours";

type Props = {
  intent: "save-week" | "save-special";
  periodId?: string;
  days: readonly DayHours[];
  /** Called after a successful save (the special hours dialog closes). */
  onSaved?: () => void;
};

/**
 * The weekly form (back-office.md §2): one card per day, Monday → Saturday then Sunday, a 'Fermé'
 * switch, four time inputs when open. Used for the site's hours and for a period's hours. The
 * closed state travels in a hidden input, so the form also posts without JavaScript.
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
  const { fetcher, errors, formProps } = form;
  const ids = useId();
  return (
    <fetcher.Form method="post" action={HOURS_ACTION} {...formProps} className="grid gap-4">
      <SiteIdField />
      <input type="hidden" name="intent" value={intent} />
      {periodId ? <input type="hidden" name="periodId" value={periodId} /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {WEEK_ORDER.map((dayOfWeek) => {
          const row = days.find((d) => d.dayOfWeek === dayOfWeek);
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
                <div className="grid grid-cols-2 gap-x-3 gap-y-2">
                  {TIME_FIELDS.map((field) => (
                    <div key={field} className="grid gap-1">
                      <Label htmlFor={`${ids}-d${dayOfWeek}-${field}`} className="text-xs text-muted-foreground">
                        {TIME_LABELS[field]}
                      </Label>
                      <Input
                        id={`${ids}-d${dayOfWeek}-${field}`}
                        type="time"
                        name={dayField(dayOfWeek, field)}
                        defaultValue={row?.[field]?.slice(0, 5) ?? ""}
                        aria-label={`${label} : ${TIME_LABELS[field].toLowerCase()}`}
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
            </fieldset>
          );
        })}
      </div>
      <SaveBar form={form} label="Enregistrer les horaires" busyLabel="Enregistrer les horaires" />
    </fetcher.Form>
  );
}
