import { useId, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { FormField } from "~/features/admin-kit/form-field";
import { ListItemDialog } from "~/features/admin-kit/list-item-dialog";
import { fieldErrors } from "~/lib/form-errors";
import { RatingInput } from "./rating-input";
import {
  EMPTY_TESTIMONIAL,
  MAX_INITIALS,
  suggestInitials,
  testimonialFormSchema,
  type TestimonialActionResult,
  type TestimonialField,
  type TestimonialFormErrors,
  type TestimonialFormValues,
} from "../testimonial-form";
import type { EditorTestimonial } from "../testimonials.server";

export const TESTIMONIALS_PATH = "/admin/content/testimonials";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; testimonial: EditorTestimonial | null };

/** Create (testimonial = null) or edit one testimonial. */
export function TestimonialDialog({ open, onOpenChange, testimonial }: Props) {
  const fetcher = useFetcher<TestimonialActionResult>();
  const formId = useId();
  const initial: TestimonialFormValues = testimonial
    ? { customerName: testimonial.customerName, customerInitials: testimonial.customerInitials, text: testimonial.text, rating: String(testimonial.rating) }
    : EMPTY_TESTIMONIAL;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TestimonialFormErrors>({});
  // On a new testimonial the initials follow the name until they are typed in.
  const [initialsTouched, setInitialsTouched] = useState(false);

  const openKey = open ? (testimonial?.id ?? "new") : null;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey) {
      setValues(initial);
      setErrors({});
      setInitialsTouched(testimonial !== null);
    }
  }

  useOnResult(fetcher.data, (result) => {
    if (result.toast) showResultToast(result.toast);
    if (result.ok) onOpenChange(false);
    else if (result.errors) setErrors(result.errors);
  });

  function validate(next: TestimonialFormValues): TestimonialFormErrors {
    const parsed = testimonialFormSchema.safeParse(next);
    return parsed.success ? {} : fieldErrors<TestimonialField>(parsed.error);
  }

  function handleSubmit(e: FormEvent<HTMLFormElement>) {
    const found = validate(values);
    if (Object.keys(found).length === 0) return;
    e.preventDefault();
    setErrors(found);
    const first = (["customerName", "customerInitials", "text"] as const).find((f) => found[f]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }

  function update(patch: Partial<TestimonialFormValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    const again = validate(next);
    const fields = Object.keys(patch) as TestimonialField[];
    if (fields.some((f) => errors[f])) setErrors({ ...errors, ...Object.fromEntries(fields.map((f) => [f, again[f]])) });
  }

  return (
    <ListItemDialog
      open={open}
      onOpenChange={onOpenChange}
      title={testimonial ? "Modifier le témoignage" : "Nouveau témoignage"}
      description={"Il s'affiche dans la section «\u00a0Témoignages\u00a0» de la page d'accueil."}
      fetcher={fetcher}
      action={TESTIMONIALS_PATH}
      onSubmit={handleSubmit}
      submitLabel={testimonial ? "Enregistrer" : "Créer"}
    >
      <input type="hidden" name="intent" value={testimonial ? "update" : "create"} />
      {testimonial ? <input type="hidden" name="id" value={testimonial.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField formId={formId} name="customerName" label="Nom du client" error={errors.customerName}>
          {(props) => (
            <Input
              {...props}
              maxLength={120}
              autoComplete="off"
              value={values.customerName}
              onChange={(e) =>
                update(initialsTouched ? { customerName: e.target.value } : { customerName: e.target.value, customerInitials: suggestInitials(e.target.value).slice(0, MAX_INITIALS) })
              }
              placeholder="Ex. : Sophie Martin"
            />
          )}
        </FormField>
        <FormField formId={formId} name="customerInitials" label="Initiales" error={errors.customerInitials} hint="4 caractères max.">
          {(props) => (
            <Input
              {...props}
              autoComplete="off"
              className="uppercase"
              value={values.customerInitials}
              onChange={(e) => {
                setInitialsTouched(true);
                update({ customerInitials: e.target.value });
              }}
            />
          )}
        </FormField>
      </div>
      <FormField formId={formId} name="text" label="Témoignage" error={errors.text}>
        {(props) => <Textarea {...props} maxLength={2000} rows={4} value={values.text} onChange={(e) => update({ text: e.target.value })} />}
      </FormField>
      <RatingInput name="rating" value={Number(values.rating) || 5} onChange={(n) => update({ rating: String(n) })} error={errors.rating} errorId={`${formId}-rating-error`} />
    </ListItemDialog>
  );
}
