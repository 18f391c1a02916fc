import { useId, useState } from "react";
import { Info } from "lucide-react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { FormField } from "~/features/admin-kit/form-field";
import { RadioGroup } from "~/features/admin-kit/radio-group";
import {
  parsePeriodForm,
  PERIOD_CLOSED,
  readPeriodValues,
  type AdminPeriod,
  TIME_FIELDS,
  TIME_LABELS,
  type PeriodFormErrors,
  type PeriodFormValues,
} from "~/features/hours/hours-schema";
import { HOURS_ACTION } from "~/features/hours/admin/hours-screen-constants";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit when set, create otherwise. */
  period: AdminPeriod | null;
};

function initialValues(period: AdminPeriod | null): PeriodFormValues {
  // The initial tab is 'Jour unique' if is_single_day is set or start equals end.
  const single = !period || period.isSingleDay || period.startDate === period.endDate;
  return {
    title: period?.title ?? "",
    description: period?.description ?? "",
    type: single ? "single" : "range",
    date: period?.startDate ?? "",
    startDate: period?.startDate ?? "",
    endDate: period?.endDate ?? "",
    // An existing period shows its state chosen; a new one has none until she picks one.
    closed: period ? (period.isPeriodClosed ? PERIOD_CLOSED.closed : PERIOD_CLOSED.hours) : "",
    morningOpen: period?.morningOpen?.slice(0, 5) ?? "",
    morningClose: period?.morningClose?.slice(0, 5) ?? "",
    afternoonOpen: period?.afternoonOpen?.slice(0, 5) ?? "",
    afternoonClose: period?.afternoonClose?.slice(0, 5) ?? "",
  };
}

/**
 * A period without a start date is abandoned silently — its date field is only marked (and
 * focused); other problems have their messages.
 */
function checkPeriod(values: unknown): PeriodFormErrors {
  const form = values as PeriodFormValues;
  const parsed = parsePeriodForm(form);
  if (parsed.status === "ignored") return form.type === "range" ? { startDate: "" } : { date: "" };
  return parsed.status === "invalid" ? parsed.errors : {};
}

/** 'Nouvelle période spéciale' / 'Modifier la période spéciale'. */
export function PeriodDialog({ open, onOpenChange, period }: Props) {
  const editing = period !== null;
  const [values, setValues] = useState(() => initialValues(period));
  const form = useDialogForm({ open, onOpenChange, read: readPeriodValues, check: checkPeriod, onOpen: () => setValues(initialValues(period)) });
  const errors: PeriodFormErrors = form.errors;

  const set = (field: keyof PeriodFormValues, value: string) => setValues((prev) => ({ ...prev, [field]: value }));
  const ids = useId();
  // The four times share one message, under them.
  const timesErrorId = `${ids}-times-error`;

  return (
    <FormDialog
      form={form}
      title={editing ? "Modifier la période spéciale" : "Nouvelle période spéciale"}
      description="Fermeture exceptionnelle, jour férié, horaires d'été… Elle remplace les horaires réguliers sur ses dates."
      action={HOURS_ACTION}
      fields={{ intent: editing ? "update" : "create", ...(editing ? { periodId: period.id } : {}), type: values.type }}
      submitLabel={editing ? "Modifier" : "Créer"}
      submittingLabel={editing ? "Modifier" : "Créer"}
    >
      <FormField formId={ids} name="title" label="Titre" error={errors.title}>
        {(props) => <Input {...props} maxLength={200} placeholder="Fermeture annuelle" value={values.title} onChange={(e) => set("title", e.target.value)} />}
      </FormField>
      <FormField formId={ids} name="description" label="Description">
        {(props) => <Textarea {...props} rows={2} maxLength={1000} value={values.description} onChange={(e) => set("description", e.target.value)} />}
      </FormField>

      <Tabs value={values.type} onValueChange={(type) => setValues((prev) => ({ ...prev, type }))}>
        <TabsList className="w-full">
          <TabsTrigger value="single" className="flex-1">
            Jour unique
          </TabsTrigger>
          <TabsTrigger value="range" className="flex-1">
            Période
          </TabsTrigger>
        </TabsList>

        <TabsContent value="single" className="grid gap-4">
          <FormField formId={ids} name="date" label="Date" error={errors.date}>
            {(props) => <Input {...props} type="date" value={values.date} onChange={(e) => set("date", e.target.value)} />}
          </FormField>
          <StateChoice
            idPrefix={`${ids}-single`}
            legend="Ce jour-là"
            closedDescription="Fermé ce jour, quels que soient vos horaires habituels."
            hoursDescription="Des horaires différents de vos horaires habituels, à saisir ci-dessous."
            value={values.closed}
            onChange={(value) => set("closed", value)}
            error={errors.closed}
          />
          {values.closed !== PERIOD_CLOSED.hours ? null : (
            <div className="grid grid-cols-2 gap-3">
              {TIME_FIELDS.map((field) => (
                <div key={field} className="grid gap-1">
                  <Label htmlFor={`${ids}-${field}`} className="text-xs text-muted-foreground">
                    {TIME_LABELS[field]}
                  </Label>
                  <Input
                    id={`${ids}-${field}`}
                    type="time"
                    name={field}
                    value={values[field]}
                    onChange={(e) => set(field, e.target.value)}
                    {...(errors.times ? { "aria-invalid": true as const, "aria-describedby": timesErrorId } : {})}
                  />
                </div>
              ))}
              {errors.times ? (
                <p id={timesErrorId} className="col-span-2 text-sm text-destructive">
                  {errors.times}
                </p>
              ) : null}
            </div>
          )}
        </TabsContent>

        <TabsContent value="range" className="grid gap-4">
          {/* Side by side from 640 px: on a phone two date inputs do not fit in one row. */}
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField formId={ids} name="startDate" label="Date de début" error={errors.startDate}>
              {(props) => <Input {...props} type="date" value={values.startDate} onChange={(e) => set("startDate", e.target.value)} />}
            </FormField>
            <FormField formId={ids} name="endDate" label="Date de fin" error={errors.endDate}>
              {(props) => (
                <Input {...props} type="date" min={values.startDate || undefined} value={values.endDate} onChange={(e) => set("endDate", e.target.value)} />
              )}
            </FormField>
          </div>
          <StateChoice
            idPrefix={`${ids}-range`}
            legend="Pendant la période"
            closedDescription="Fermé pendant toute la période, quels que soient vos horaires habituels."
            hoursDescription="Des horaires différents de vos horaires habituels, jour par jour."
            value={values.closed}
            onChange={(value) => set("closed", value)}
            error={errors.closed}
          />
          <p className="flex gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Les horaires jour par jour de la période se définissent après sa création, avec «{"\u00a0"}Gérer les horaires{"\u00a0"}».
          </p>
        </TabsContent>
      </Tabs>
    </FormDialog>
  );
}

type StateChoiceProps = {
  idPrefix: string;
  legend: string;
  /** The spec's words ('Fermé ce jour', 'Fermé pendant toute la période') begin it. */
  closedDescription: string;
  hoursDescription: string;
  /** `closed`: "on" 'Fermé', "off" 'Horaires spéciaux', "" not chosen yet. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * 'Fermé' or 'Horaires spéciaux', as two radio buttons named `closed` with neither
 * checked for a new period (a switch left off made a closure that was not one). Refused without
 * a choice, the message under it and the focus on its first button (the kit's RadioGroup).
 */
function StateChoice({ idPrefix, legend, closedDescription, hoursDescription, value, onChange, error }: StateChoiceProps) {
  return (
    <RadioGroup
      idPrefix={idPrefix}
      name="closed"
      legend={legend}
      options={[
        { value: PERIOD_CLOSED.closed, label: "Fermé", description: closedDescription },
        { value: PERIOD_CLOSED.hours, label: "Horaires spéciaux", description: hoursDescription },
      ]}
      value={value}
      onChange={onChange}
      error={error}
      optionsClassName="sm:grid-cols-2"
    />
  );
}
