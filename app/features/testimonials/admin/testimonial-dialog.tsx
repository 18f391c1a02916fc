import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { RatingInput } from "~/features/testimonials/admin/rating-input";
import { DEFAULT_RATING, MAX_INITIALS, suggestInitials, testimonialFormSchema } from "~/features/testimonials/testimonials-schema";
import type { EditorTestimonial } from "~/features/testimonials/testimonials.server";

export const TESTIMONIALS_PATH = "/admin/content/testimonials";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; testimonial: EditorTestimonial | null };

/** Create (testimonial = null) or edit one testimonial. */
export function TestimonialDialog({ open, onOpenChange, testimonial }: Props) {
  const [initials, setInitials] = useState(testimonial?.customerInitials ?? "");
  // On a new testimonial the initials follow the name until they are typed in.
  const [initialsTouched, setInitialsTouched] = useState(testimonial !== null);
  const [rating, setRating] = useState(testimonial?.rating ?? DEFAULT_RATING);
  const form = useDialogForm({
    open,
    onOpenChange,
    schema: testimonialFormSchema,
    onOpen() {
      setInitials(testimonial?.customerInitials ?? "");
      setInitialsTouched(testimonial !== null);
      setRating(testimonial?.rating ?? DEFAULT_RATING);
    },
  });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      title={testimonial ? "Modifier le témoignage" : "Nouveau témoignage"}
      description={"Il s'affiche dans la section «\u00a0Témoignages\u00a0» de la page d'accueil."}
      action={TESTIMONIALS_PATH}
      fields={testimonial ? { intent: "update", id: testimonial.id } : { intent: "create" }}
      submitLabel={testimonial ? "Enregistrer" : "Créer"}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField formId={formId} name="customerName" label="Nom du client" error={form.errors.customerName}>
          {(props) => (
            <Input
              {...props}
              maxLength={120}
              autoComplete="off"
              defaultValue={testimonial?.customerName}
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
        {(props) => <Textarea {...props} maxLength={2000} rows={4} defaultValue={testimonial?.text} />}
      </FormField>
      <RatingInput name="rating" value={rating} onChange={setRating} error={form.errors.rating} idPrefix={formId} />
    </FormDialog>
  );
}
