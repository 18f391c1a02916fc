import { useId, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { LoaderCircle, Save } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { DAY_LABELS, WEEK_ORDER, type DayHours } from "~/features/hours/hours";
import { errorToast, showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { dayField, parseWeekForm, TIME_FIELDS, TIME_LABELS } from "../hours-form";
import { HOURS_ADMIN_MESSAGES, type HoursActionResult } from "../hours-messages";

export const HOURS_ACTION = "/admin/pages/hours";

type Props = {
  intent: "save-week" | "save-special";
  siteId: string;
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
export function WeeklyHoursForm({ intent, siteId, periodId, days, onSaved }: Props) {
  const fetcher = useFetcher<HoursActionResult>();
  const actionData = useActionData<HoursActionResult>();
  const submitting = fetcher.state !== "idle";
  const [closed, setClosed] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(WEEK_ORDER.map((d) => [d, days.find((row) => row.dayOfWeek === d)?.isClosed ?? false])),
  );
  // Without JavaScript the answer arrives as the route's action data.
  const serverResult = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  const [errors, setErrors] = useState<Partial<Record<number, string>>>(
    serverResult?.status === "invalid" && "dayErrors" in serverResult ? serverResult.dayErrors : {},
  );

  useOnResult(fetcher.data, (result) => {
    if (result.status === "invalid" && "dayErrors" in result) {
      setErrors(result.dayErrors);
      showResultToast(result.toast);
    } else if (result.status === "done" || result.status === "failed") {
      showResultToast(result.toast);
      if (result.status === "done") {
        setErrors({});
        onSaved?.();
      }
    }
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = parseWeekForm(new FormData(event.currentTarget)).errors;
    setErrors(found);
    const first = WEEK_ORDER.find((d) => found[d]);
    if (first === undefined) return;
    event.preventDefault();
    showResultToast(errorToast(HOURS_ADMIN_MESSAGES.invalidWeek));
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${dayField(first, "morningOpen")}"]`)?.focus();
  }

  const ids = useId();
  return (
    <fetcher.Form method="post" action={HOURS_ACTION} noValidate onSubmit={handleSubmit} className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="siteId" value={siteId} />
      {periodId ? <input type="hidden" name="periodId" value={periodId} /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        {WEEK_ORDER.map((dayOfWeek) => {
          const row = days.find((d) => d.dayOfWeek === dayOfWeek);
          const isClosed = closed[dayOfWeek] ?? false;
          const label = DAY_LABELS[dayOfWeek];
          const errorId = `${ids}-d${dayOfWeek}-error`;
          return (
            <fieldset key={dayOfWeek} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" aria-describedby={errors[dayOfWeek] ? errorId : undefined}>
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
                        aria-invalid={errors[dayOfWeek] ? true : undefined}
                        aria-describedby={errors[dayOfWeek] ? errorId : undefined}
                        className="tabular-nums"
                      />
                    </div>
                  ))}
                </div>
              )}
              {errors[dayOfWeek] ? (
                <p id={errorId} className="text-sm text-destructive">
                  {errors[dayOfWeek]}
                </p>
              ) : null}
            </fieldset>
          );
        })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={submitting}>
          {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          Enregistrer les horaires
        </Button>
      </div>
    </fetcher.Form>
  );
}
