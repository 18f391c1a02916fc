import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { EMPTY_EVENT, EVENT_TEXTS, EVENT_TYPE_LABELS, eventFormSchema } from "~/features/events/events-schema";
import type { EditorEvent } from "~/features/events/events.server";

export const EVENTS_PATH = "/admin/content/events";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; event: EditorEvent | null };

/** Create (event = null) or edit one event; closes with the success toast, keeps what was typed otherwise. */
export function EventDialog({ open, onOpenChange, event }: Props) {
  const form = useDialogForm({ open, onOpenChange, schema: eventFormSchema });
  const formId = useId();
  const initial = event ?? EMPTY_EVENT;
  return (
    <FormDialog
      form={form}
      title={event ? "Modifier l'événement" : "Nouvel événement"}
      description={"Il s'affiche dans la section «\u00a0Événements\u00a0» de la page d'accueil."}
      action={EVENTS_PATH}
      fields={event ? { intent: "update", id: event.id } : { intent: "create" }}
      submitLabel={event ? "Enregistrer" : "Créer"}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <FormField formId={formId} name="title" label="Titre" error={form.errors.title}>
          {(props) => <Input {...props} maxLength={200} defaultValue={initial.title} placeholder={"Ex.\u00a0: Marché de Noël"} />}
        </FormField>
        <FormField formId={formId} name="type" label="Type" error={form.errors.type}>
          {(props) => (
            <Select {...props} defaultValue={initial.type}>
              {Object.entries(EVENT_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <FormField
          formId={formId}
          name="date"
          label="Date"
          error={form.errors.date}
          hint={"En toutes lettres\u00a0: «\u00a0Samedi 14 juin\u00a0», «\u00a0Tout le mois de mai\u00a0»"}
        >
          {(props) => <Input {...props} maxLength={120} defaultValue={initial.date} />}
        </FormField>
        <FormField formId={formId} name="endDate" label="Date de fin" error={form.errors.endDate} hint={EVENT_TEXTS.endDateHint}>
          {(props) => <Input {...props} type="date" defaultValue={initial.endDate ?? ""} />}
        </FormField>
      </div>
      <FormField formId={formId} name="description" label="Description" error={form.errors.description}>
        {(props) => <Textarea {...props} maxLength={2000} rows={4} defaultValue={initial.description} />}
      </FormField>
    </FormDialog>
  );
}
