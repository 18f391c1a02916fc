import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { RatingInput } from "~/features/testimonials/admin/rating-input";
import { DEFAULT_RATING, MAX_INITIALS, currentMonth, suggestInitials, testimonialFormSchema } from "~/features/testimonials/testimonials-schema";

export const TESTIMONIALS_PATH = "/admin/content/testimonials";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Adds a review. Once added it is never edited (only hidden): the dialog says so before it is sent. */
export function TestimonialDialog({ open, onOpenChange }: Props) {
  const [initials, setInitials] = useState("");
  // The initials follow the name until they are typed in.
  const [initialsTouched, setInitialsTouched] = useState(false);
  const [rating, setRating] = useState(DEFAULT_RATING);
  const form = useDialogForm({
    open,
    onOpenChange,
    schema: testimonialFormSchema,
    onOpen() {
      setInitials("");
      setInitialsTouched(false);
      setRating(DEFAULT_RATING);
    },
  });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      title="Nouveau témoignage"
      description={
        "Il s'affiche dans la section «\u00a0Témoignages\u00a0» de la page d'accueil, avec sa date d'ajout. Recopiez l'avis tel que le client l'a donné\u00a0: une fois ajouté, il ne pourra plus être modifié, seulement masqué."
      }
      action={TESTIMONIALS_PATH}
      fields={{ intent: "create" }}
      submitLabel="Ajouter"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField formId={formId} name="customerName" label="Nom du client" error={form.errors.customerName}>
          {(props) => (
            <Input
              {...props}
              maxLength={120}
              autoComplete="off"
              onChange={(e) => {
                if (!initialsTouched) setInitials(suggestInitials(e.target.value).slice(0, MAX_INITIALS));
              }}
              placeholder={"Ex.\u00a0: Sophie Martin"}
            />
          )}
        </FormField>
        <FormField formId={formId} name="customerInitials" label="Initiales" error={form.errors.customerInitials} hint="4 caractères max.">
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              className="uppercase"
              value={initials}
              onChange={(e) => {
                setInitialsTouched(true);
                setInitials(e.target.value);
              }}
            />
          )}
        </FormField>
      </div>
      <FormField formId={formId} name="text" label="Témoignage" error={form.errors.text}>
        {(props) => <Textarea {...props} maxLength={2000} rows={4} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem] sm:items-start">
        <RatingInput name="rating" value={rating} onChange={setRating} error={form.errors.rating} idPrefix={formId} />
        <FormField
          formId={formId}
          name="experienceMonth"
          label="Mois de l'expérience"
          error={form.errors.experienceMonth}
          hint={"Facultatif\u00a0: quand le client est venu."}
        >
          {(props) => <Input {...props} type="month" max={currentMonth()} placeholder="MM/AAAA" />}
        </FormField>
      </div>
    </FormDialog>
  );
}
