import { useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { LoaderCircle } from "lucide-react";
import type { ReassuranceIcon } from "~/db/enums";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { fieldErrors } from "~/lib/form-errors";
import { DEFAULT_REASSURANCE_ICON, reassuranceSchema, type HomeActionResult, type ReassuranceField } from "../home-editor-schema";
import type { ReassuranceItemView } from "../home-editor.server";
import { ReassuranceIconPicker } from "./reassurance-icon-picker";

type Values = { title: string; description: string; iconName: ReassuranceIcon };
type Errors = Partial<Record<ReassuranceField, string>>;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  siteId: string;
  /** Edit this item; create when null. */
  item: ReassuranceItemView | null;
};

/**
 * Create and edit a reassurance item (back-office.md §5: title and description required). The
 * fetcher lives outside the dialog's content, so an answer arriving after it closed is handled.
 */
export function ReassuranceDialog({ open, onOpenChange, siteId, item }: Props) {
  const fetcher = useFetcher<HomeActionResult>();
  const submitting = fetcher.state !== "idle";
  const initial: Values = item
    ? { title: item.title, description: item.description, iconName: item.iconName }
    : { title: "", description: "", iconName: DEFAULT_REASSURANCE_ICON };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});

  // Each opening starts from the item (or an empty form), never from what was typed last time.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const openKey = open ? (item?.id ?? "new") : null;
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
    else if (result.errors) {
      setErrors(result.errors);
      focusFirst(result.errors);
    }
  });

  const ids = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  function validate(next: Values): Errors {
    const parsed = reassuranceSchema.safeParse(next);
    return parsed.success ? {} : fieldErrors<ReassuranceField>(parsed.error);
  }

  function focusFirst(found: Errors) {
    if (found.title) titleRef.current?.focus();
    else if (found.description) descriptionRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(values);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    focusFirst(found);
  }

  function update<K extends keyof Values>(field: K, value: Values[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A message goes away as soon as the field is filled.
    if (field !== "iconName" && errors[field]) setErrors({ ...errors, [field]: validate(next)[field] });
  }

  const describe = (field: ReassuranceField) => (errors[field] ? `${ids}-${field}-error` : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? "Modifier l'élément" : "Nouvel élément de réassurance"}</DialogTitle>
          <DialogDescription>Un engagement court, affiché avec son icône sous le haut de l'accueil.</DialogDescription>
        </DialogHeader>

        <fetcher.Form method="post" noValidate onSubmit={handleSubmit} className="grid gap-4">
          <input type="hidden" name="intent" value={item ? "update" : "create"} />
          <input type="hidden" name="siteId" value={siteId} />
          {item ? <input type="hidden" name="itemId" value={item.id} /> : null}

          <div className="grid gap-2">
            <Label htmlFor={`${ids}-title`}>Titre</Label>
            <Input
              ref={titleRef}
              id={`${ids}-title`}
              name="title"
              maxLength={120}
              placeholder="Ex. : Produits locaux"
              value={values.title}
              onChange={(event) => update("title", event.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describe("title")}
              aria-required="true"
            />
            {errors.title ? (
              <p id={`${ids}-title-error`} className="text-sm text-destructive">
                {errors.title}
              </p>
            ) : null}
          </div>

          <div className="grid gap-2">
            <Label htmlFor={`${ids}-description`}>Description</Label>
            <Textarea
              ref={descriptionRef}
              id={`${ids}-description`}
              name="description"
              rows={3}
              maxLength={400}
              placeholder="Ex. : Des produits de notre région, choisis au plus près de chez vous."
              value={values.description}
              onChange={(event) => update("description", event.target.value)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describe("description")}
              aria-required="true"
            />
            {errors.description ? (
              <p id={`${ids}-description-error`} className="text-sm text-destructive">
                {errors.description}
              </p>
            ) : null}
          </div>

          <ReassuranceIconPicker value={values.iconName} onChange={(icon) => update("iconName", icon)} />

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? "Enregistrement..." : item ? "Enregistrer" : "Créer"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
