import { useId, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { FormField } from "~/features/admin-kit/form-field";
import { ListItemDialog } from "~/features/admin-kit/list-item-dialog";
import { fieldErrors } from "~/lib/form-errors";
import { EMPTY_EVENT, EVENT_TYPE_LABELS, eventFormSchema, type EventActionResult, type EventField, type EventFormErrors, type EventFormValues } from "../event-form";
import type { EditorEvent } from "../events.server";

export const EVENTS_PATH = "/admin/content/events";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; event: EditorEvent | null };

/** Create (event = null) or edit one event; closes with the success toast, keeps what was typed otherwise. */
export function EventDialog({ open, onOpenChange, event }: Props) {
  const fetcher = useFetcher<EventActionResult>();
  const formId = useId();
  const initial: EventFormValues = event ? { title: event.title, date: event.date, description: event.description, type: event.type } : EMPTY_EVENT;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});

  // Each opening starts from the event (or an empty form), never from what was typed last time.
  const openKey = open ? (event?.id ?? "new") : null;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey) {
      setValues(initial);
      setErrors({});
    }
  }

  useOnResult(fetcher.data, (result) => {
    if (result.toast) showResultToast(result.toast);
    if (result.ok) onOpenChange(false);
    else if (result.errors) setErrors(result.errors);
  });

  function validate(next: EventFormValues): EventFormErrors {
    const parsed = eventFormSchema.safeParse(next);
    return parsed.success ? {} : fieldErrors<EventField>(parsed.error);
  }

  function handleSubmit(e: FormEvent<HTMLFormElement>) {
    const found = validate(values);
    if (Object.keys(found).length === 0) return;
    e.preventDefault();
    setErrors(found);
    const first = (["title", "date", "description"] as const).find((f) => found[f]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }

  function update(field: EventField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validate(next)[field] });
  }

  return (
    <ListItemDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? "Modifier l'événement" : "Nouvel événement"}
      description={"Il s'affiche dans la section «\u00a0Événements\u00a0» de la page d'accueil."}
      fetcher={fetcher}
      action={EVENTS_PATH}
      onSubmit={handleSubmit}
      submitLabel={event ? "Enregistrer" : "Créer"}
    >
      <input type="hidden" name="intent" value={event ? "update" : "create"} />
      {event ? <input type="hidden" name="id" value={event.id} /> : null}
      <FormField formId={formId} name="title" label="Titre" error={errors.title}>
        {(props) => <Input {...props} maxLength={200} value={values.title} onChange={(e) => update("title", e.target.value)} placeholder="Ex. : Marché de Noël" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField formId={formId} name="date" label="Date" error={errors.date} hint="En toutes lettres : « Samedi 14 juin », « Tout le mois de mai »">
          {(props) => <Input {...props} maxLength={120} value={values.date} onChange={(e) => update("date", e.target.value)} />}
        </FormField>
        <FormField formId={formId} name="type" label="Type" error={errors.type}>
          {(props) => (
            <Select {...props} value={values.type} onChange={(e) => update("type", e.target.value)}>
              {Object.entries(EVENT_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField formId={formId} name="description" label="Description" error={errors.description}>
        {(props) => <Textarea {...props} maxLength={2000} rows={4} value={values.description} onChange={(e) => update("description", e.target.value)} />}
      </FormField>
    </ListItemDialog>
  );
}
