import { useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { CategoryImagesField } from "./category-images-field";
import { categorySchema, errorsOf, uniqueMessages, type CategoryField, type FormErrors } from "../services-editor-forms";
import { SERVICES_EDITOR_PATH, type CategoryView, type ServicesActionResult } from "../services-editor-result";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this category; create when null. */
  category: CategoryView | null;
};

/**
 * Create or edit a service category with its images (back-office.md §3, §5). The fetcher lives
 * outside the dialog's content, so an answer arriving after it closed is still shown.
 */
export function CategoryDialog({ open, onOpenChange, category }: Props) {
  const fetcher = useFetcher<ServicesActionResult>();
  const [errors, setErrors] = useState<FormErrors<CategoryField>>({});
  const [uploading, setUploading] = useState(false);
  const ids = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const submitting = fetcher.state !== "idle";

  // Each opening starts from the category (or blank fields), never from what was typed last time.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const openKey = open ? (category?.id ?? "new") : null;
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey) {
      setErrors({});
      setUploading(false);
    }
  }

  function focusFirst(found: FormErrors<CategoryField>) {
    if (found.name) nameRef.current?.focus();
    else if (found.title) titleRef.current?.focus();
  }

  useOnResult(fetcher.data, (result) => {
    if (result.status === "invalid") {
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    showResultToast(result.toast);
    if (result.status === "done") onOpenChange(false);
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = categorySchema.safeParse({
      name: form.get("name"),
      title: form.get("title"),
      description: form.get("description"),
      images: form.getAll("images"),
    });
    if (parsed.success && !uploading) return;
    event.preventDefault();
    if (parsed.success) return;
    const found = errorsOf<CategoryField>(parsed.error);
    setErrors(found);
    focusFirst(found);
  }

  const messages = uniqueMessages({ name: errors.name, title: errors.title, description: errors.description });
  const summaryId = `${ids}-errors`;
  const invalid = (field: CategoryField) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": summaryId } : {});

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{category ? "Modifier la catégorie" : "Nouvelle catégorie"}</DialogTitle>
          <DialogDescription>Chaque catégorie est un onglet de la page Services et un choix du formulaire de devis.</DialogDescription>
        </DialogHeader>

        <fetcher.Form
          method="post"
          action={SERVICES_EDITOR_PATH}
          noValidate
          onSubmit={onSubmit}
          // The message goes as soon as the merchant starts fixing the fields; a new check runs on submit.
          onInput={() => messages.length > 0 && setErrors({})}
          className="grid gap-4"
        >
          <input type="hidden" name="intent" value="save-category" />
          {category ? <input type="hidden" name="categoryId" value={category.id} /> : null}

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-name`}>Nom (onglet)</Label>
              <Input ref={nameRef} id={`${ids}-name`} name="name" defaultValue={category?.name} maxLength={100} placeholder="Buffets" {...invalid("name")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-title`}>Titre</Label>
              <Input
                ref={titleRef}
                id={`${ids}-title`}
                name="title"
                defaultValue={category?.title}
                maxLength={200}
                placeholder="Des buffets pour tous vos événements"
                {...invalid("title")}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-description`}>Description</Label>
            <Textarea id={`${ids}-description`} name="description" rows={4} defaultValue={category?.description ?? ""} maxLength={5000} {...invalid("description")} />
          </div>

          {messages.length > 0 ? (
            <div id={summaryId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}

          <CategoryImagesField key={openKey ?? "closed"} defaultValue={category?.images ?? []} error={errors.images} onUploadingChange={setUploading} />

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting || uploading}>
              {submitting || uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? "Sauvegarde..." : uploading ? "Envoi de l'image..." : category ? "Sauvegarder" : "Créer"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
