import { useMemo, useState } from "react";
import { EmptyState } from "~/features/admin-kit/empty-state";
import { CalendarDays, CalendarPlus, Info, Pencil, Plus } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { formatPeriodDates, isPeriodActive, type DayHours } from "~/features/hours/hours";
import { upcomingHolidays } from "~/features/hours/french-holidays";
import { periodConflict, periodListState, type AdminPeriod, type PeriodListState } from "~/features/hours/hours-schema";
import { HOURS_ADMIN_MESSAGES } from "~/features/hours/hours-texts";
import { HolidaysDialog } from "~/features/hours/admin/holidays-dialog";
import { PeriodDialog } from "~/features/hours/admin/period-dialog";
import { ManageHoursButton } from "~/features/hours/admin/special-hours-dialog";
import { HOURS_ACTION } from "~/features/hours/admin/hours-screen-constants";
import { WeeklyHoursForm } from "~/features/hours/admin/weekly-hours-form";

type Props = {
  timeZone: string;
  /** The loader's instant (ISO) and the site's local date then. */
  now: string;
  today: string;
  weekly: DayHours[];
  periods: AdminPeriod[];
  loadError: boolean;
};

const isSingle = (p: AdminPeriod) => p.isSingleDay || p.startDate === p.endDate;

/** /admin/pages/hours (Hours). */
export function HoursPage({ timeZone, now, today, weekly, periods, loadError }: Props) {
  const [creating, setCreating] = useState(false);
  // The edited period stays set while the dialog closes, so its content does not flip to "create".
  const [editing, setEditing] = useState<AdminPeriod | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminPeriod | null>(null);
  const [holidaysOpen, setHolidaysOpen] = useState(false);

  const holidays = useMemo(
    () => upcomingHolidays(today).filter((h) => periodConflict({ startDate: h.date, endDate: h.date }, periods) === null),
    [today, periods],
  );
  // Saved rows reset the weekly form (its inputs are uncontrolled): a new key after each reload.
  const weeklyKey = JSON.stringify(weekly);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Horaires"
        description="Les horaires d'ouverture affichés sur votre site, et les périodes qui les remplacent (congés, jours fériés…)."
      />
      {loadError ? <LoadErrorAlert>{HOURS_ADMIN_MESSAGES.loadFailed}</LoadErrorAlert> : null}

      <Tabs defaultValue="regular">
        <TabsList>
          <TabsTrigger value="regular">Horaires réguliers</TabsTrigger>
          <TabsTrigger value="special">Périodes spéciales</TabsTrigger>
        </TabsList>

        {/* Kept mounted while the other tab shows: hours being typed survive a look at the periods. */}
        <TabsContent value="regular" forceMount className="data-[state=inactive]:hidden">
          <WeeklyHoursForm key={weeklyKey} intent="save-week" days={weekly} />
        </TabsContent>

        <TabsContent value="special" className="grid gap-4">
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setHolidaysOpen(true)}>
              <CalendarPlus aria-hidden="true" />
              Ajouter les jours fériés
            </Button>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Ajouter une période
            </Button>
          </div>
          {periods.length === 0 ? (
            <EmptyState icon={<CalendarDays />}>Aucune période spéciale{"\u00a0"}: vos horaires réguliers s'appliquent toute l'année.</EmptyState>
          ) : (
            <ul className="grid gap-3" aria-label="Périodes spéciales">
              {periods.map((period) => (
                <PeriodCard
                  key={period.id}
                  period={period}
                  active={isPeriodActive(period, new Date(now), timeZone)}
                  onEdit={() => {
                    setEditing(period);
                    setEditOpen(true);
                  }}
                  onDelete={() => setDeleting(period)}
                />
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>

      <PeriodDialog open={creating} onOpenChange={setCreating} period={null} />
      {editing ? <PeriodDialog open={editOpen} onOpenChange={setEditOpen} period={editing} /> : null}
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={(period) => `Supprimer «\u00a0${period.title}\u00a0»\u00a0?`}
        description={() => "Êtes-vous sûr de vouloir supprimer cette période ?"}
        fields={(period) => ({ intent: "delete", periodId: period.id })}
        action={HOURS_ACTION}
      />
      <HolidaysDialog open={holidaysOpen} onOpenChange={setHolidaysOpen} holidays={holidays} />
    </div>
  );
}

type CardProps = { period: AdminPeriod; active: boolean; onEdit: () => void; onDelete: () => void };

function PeriodCard({ period, active, onEdit, onDelete }: CardProps) {
  const single = isSingle(period);
  return (
    <li>
      <Card className="gap-2 px-4 py-4 sm:px-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h3 className="font-sans text-base font-semibold">{period.title}</h3>
            {single ? <Badge variant="secondary">Jour unique</Badge> : null}
            {active ? <Badge variant="success">Actif</Badge> : null}
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <Button variant="ghost" size="icon-sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              <span className="sr-only">Modifier {period.title}</span>
            </Button>
            <DeleteButton label={`Supprimer ${period.title}`} onClick={onDelete} />
          </div>
        </div>
        {period.description ? <p className="text-sm text-muted-foreground">{period.description}</p> : null}
        <p className="text-sm">{formatPeriodDates(period)}</p>
        <PeriodStateLine state={periodListState(period)} />
        {single ? null : (
          <div className="pt-1">
            <ManageHoursButton period={period} />
          </div>
        )}
      </Card>
    </li>
  );
}

/**
 * What the period does, for every period: 'Fermé', its hours, its week grouped, or
 * that it changes nothing ('Horaires habituels', and why), marked so it catches the eye.
 */
function PeriodStateLine({ state }: { state: PeriodListState }) {
  if (state.kind === "week") {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm sm:max-w-md">
        {state.groups.map((group) => (
          <div key={group.days} className="contents">
            <dt className="text-muted-foreground">{group.days}</dt>
            <dd className="font-medium tabular-nums">{group.hours}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (state.kind === "usual") {
    return (
      <div className="grid gap-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-inset ring-amber-200">
        <p className="flex items-center gap-2 font-medium">
          <Info aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
          {state.text}
        </p>
        <p>{state.note}</p>
      </div>
    );
  }
  return <p className="text-sm font-medium tabular-nums">{state.text}</p>;
}
