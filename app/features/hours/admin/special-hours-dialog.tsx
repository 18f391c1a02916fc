import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CalendarClock, LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { GuardedDialog } from "~/features/admin-kit/unsaved-changes-guard";
import { showToast } from "~/components/ui/toaster";
import { errorToast } from "~/lib/toast";
import type { DayHours } from "~/features/hours/hours";
import type { AdminPeriod } from "~/features/hours/hours-schema";
import { HOURS_ADMIN_MESSAGES } from "~/features/hours/hours-texts";
import { HOURS_ACTION } from "~/features/hours/admin/hours-screen-constants";
import { WeeklyHoursForm } from "~/features/hours/admin/weekly-hours-form";

type SpecialHoursData = { special: { periodId: string; title: string; days: DayHours[] } | { periodId: string; error: true } | null };

/**
 * 'Gérer les horaires' of a range period: the period's rows are fetched
 * first, the dialog 'Horaires pour : {title}' opens once they are there and closes after a save.
 */
export function ManageHoursButton({ period }: { period: AdminPeriod }) {
  const fetcher = useFetcher<SpecialHoursData>();
  const [open, setOpen] = useState(false);
  // Fetchers' data is revalidated after every action: only a click may open the dialog.
  const [wanted, setWanted] = useState(false);
  const started = useRef(false);
  const loading = fetcher.state === "loading";
  const special = fetcher.data?.special;

  useEffect(() => {
    if (!wanted) return;
    if (fetcher.state !== "idle") {
      started.current = true;
      return;
    }
    if (!started.current || !special || special.periodId !== period.id) return;
    started.current = false;
    setWanted(false);
    if ("error" in special) showToast(errorToast(HOURS_ADMIN_MESSAGES.specialLoadFailed));
    else setOpen(true);
  }, [wanted, fetcher.state, special, period.id]);

  const loaded = special && !("error" in special) && special.periodId === period.id ? special : null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={loading}
        onClick={() => {
          setWanted(true);
          void fetcher.load(`${HOURS_ACTION}?period=${period.id}`);
        }}
      >
        {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <CalendarClock aria-hidden="true" />}
        Gérer les horaires
      </Button>
      <GuardedDialog open={open && loaded !== null} onOpenChange={setOpen} className="max-h-[85vh] max-w-4xl">
        <DialogHeader>
          <DialogTitle>Horaires pour : {period.title}</DialogTitle>
          <DialogDescription>Ces horaires remplacent les horaires réguliers, jour par jour, pendant toute la période.</DialogDescription>
        </DialogHeader>
        {loaded ? <WeeklyHoursForm intent="save-special" periodId={period.id} days={loaded.days} onSaved={() => setOpen(false)} /> : null}
      </GuardedDialog>
    </>
  );
}
