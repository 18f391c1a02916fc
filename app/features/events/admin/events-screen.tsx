import { useState } from "react";
import { CalendarCheck, CalendarDays, Pencil, Plus, Tag, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LoadErrorAlert } from "~/features/admin-kit/load-error-alert";
import { PageHeader } from "~/features/admin-kit/page-header";
import { ConfirmDelete, DeleteButton } from "~/features/admin-kit/confirm-delete";
import { SortableList } from "~/features/admin-kit/sortable-list";
import { EVENT_TEXTS, EVENT_TYPE_LABELS, isEventEnded } from "~/features/events/events-schema";
import { EVENTS_PATH, EventDialog } from "~/features/events/admin/event-dialog";
import type { EditorEvent } from "~/features/events/events.server";
import { formatFrench } from "~/lib/french-date";
import { PostButton } from "~/features/social/admin/post-button";
import { addDays } from "~/lib/calendar";

export type EventsPageProps = {
  events: EditorEvent[];
  rsvpCounts: Record<string, number>;
  /** The site's local date ('YYYY-MM-DD'): an event whose end date is before it shows 'Terminé'. */
  today: string;
  loadError: boolean;
};

const endDateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
/** '14 juin 2026' from '2026-06-14', the calendar date itself. */
const formatEndDate = (date: string) => formatFrench(endDateFormat, new Date(`${date}T00:00:00Z`));

export function rsvpLabel(count: number): string {
  if (count === 0) return "Aucun participant annoncé";
  return count === 1 ? "1 participant annoncé" : `${count} participants annoncés`;
}

/** /admin/content/events: the home page's events and promotions. */
export function EventsPage({ events, rsvpCounts, today, loadError }: EventsPageProps) {
  const [dialog, setDialog] = useState<{ open: boolean; event: EditorEvent | null }>({ open: false, event: null });
  const [deleting, setDeleting] = useState<EditorEvent | null>(null);

  const add = (
    <Button onClick={() => setDialog({ open: true, event: null })} disabled={loadError}>
      <Plus aria-hidden="true" />
      Ajouter un événement
    </Button>
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <PageHeader title="Événements" description="Événements et promotions de la page d'accueil, dans l'ordre affiché." actions={add} />
      {loadError ? <LoadErrorAlert>{EVENT_TEXTS.loadFailed}</LoadErrorAlert> : null}

      {!loadError && events.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <CalendarDays aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">Aucun événement</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Ajoutez un événement ou une promotion{"\u00a0"}: il apparaîtra sur la page d'accueil de votre site.
          </p>
        </div>
      ) : null}

      {events.length > 0 ? (
        <SortableList
          items={events}
          label="Événements"
          reorderAction={EVENTS_PATH}
          renderItem={(event, { handle }) => (
            <article
              className={`flex flex-wrap items-start gap-x-3 gap-y-1 rounded-xl border p-3 shadow-sm sm:flex-nowrap sm:p-4 ${isEventEnded(event, today) ? "bg-muted/60" : "bg-card"}`}
            >
              {handle}
              <div className="order-last min-w-0 basis-full sm:order-none sm:basis-auto sm:flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-sans font-semibold break-words">{event.title}</h2>
                  <Badge variant={event.type === "promotion" ? "warning" : "info"}>
                    {event.type === "promotion" ? <Tag aria-hidden="true" className="size-3" /> : null}
                    {EVENT_TYPE_LABELS[event.type]}
                  </Badge>
                  {isEventEnded(event, today) ? <Badge variant="secondary">{EVENT_TEXTS.ended}</Badge> : null}
                </div>
                <p className="mt-0.5 text-sm font-medium text-muted-foreground">{event.date}</p>
                {event.endDate ? (
                  <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted-foreground">
                    <CalendarCheck aria-hidden="true" className="size-3.5 shrink-0" />
                    {isEventEnded(event, today)
                      ? `Retiré du site depuis le ${formatEndDate(addDays(event.endDate, 1))}`
                      : `Sur le site jusqu'au ${formatEndDate(event.endDate)} inclus`}
                  </p>
                ) : null}
                <p className="mt-1 line-clamp-2 text-sm break-words text-muted-foreground">{event.description}</p>
                <p className="mt-2 inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Users aria-hidden="true" className="size-3.5" />
                  {rsvpLabel(rsvpCounts[event.id] ?? 0)}
                </p>
              </div>
              <div className="ml-auto flex shrink-0 items-center sm:order-last">
                <PostButton target={{ type: "event", id: event.id }} name={event.title} />
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Modifier «\u00a0${event.title}\u00a0»`}
                  title="Modifier"
                  onClick={() => setDialog({ open: true, event })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <DeleteButton label={`Supprimer «\u00a0${event.title}\u00a0»`} onClick={() => setDeleting(event)} />
              </div>
            </article>
          )}
        />
      ) : null}

      <EventDialog open={dialog.open} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} event={dialog.event} />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(null)}
        title={() => "Supprimer cet événement\u00a0?"}
        description={(event) =>
          `«\u00a0${event.title}\u00a0» disparaîtra de la page d'accueil, avec ses réponses «\u00a0Je viendrai\u00a0». Cette action est irréversible.`
        }
        fields={(event) => ({ intent: "delete", id: event.id })}
        action={EVENTS_PATH}
      />
    </div>
  );
}
