import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { CategoryImagesField } from "~/features/services/admin/category-images-field";
import { ErrorSummary, invalidMarks } from "~/features/services/admin/error-summary";
import { categorySchema, type CategoryField } from "~/features/services/services-schema";
import { SERVICES_EDITOR_PATH, type CategoryView } from "~/features/services/services-texts";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this category; create when null. */
  category: CategoryView | null;
};

const readCategory = (data: FormData) => ({
  name: data.get("name"),
  title: data.get("title"),
  description: data.get("description"),
  images: data.getAll("images"),
});

/** Create or edit a service category with its images. */
export function CategoryDialog({ open, onOpenChange, category }: Props) {
  const form = useDialogForm({ open, onOpenChange, schema: categorySchema, read: readCategory });
  const ids = useId();
  const summaryId = `${ids}-errors`;
  const invalid = invalidMarks<CategoryField>(form.errors, summaryId);
  return (
    <FormDialog
      form={form}
      className="max-w-2xl"
      title={category ? "Modifier la catégorie" : "Nouvelle catégorie"}
      description="Chaque catégorie est un onglet de la page Services et un choix du formulaire de devis."
      action={SERVICES_EDITOR_PATH}
      fields={category ? { intent: "save-category", categoryId: category.id } : { intent: "save-category" }}
      submitLabel={category ? "Sauvegarder" : "Créer"}
      submittingLabel="Sauvegarde..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-name`}>Nom (onglet)</Label>
          <Input id={`${ids}-name`} name="name" defaultValue={category?.name} maxLength={100} placeholder="Buffets" {...invalid("name")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-title`}>Titre</Label>
          <Input
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
        <Textarea
          id={`${ids}-description`}
          name="description"
          rows={4}
          defaultValue={category?.description ?? ""}
          maxLength={5000}
          {...invalid("description")}
        />
      </div>
      <ErrorSummary id={summaryId} errors={{ name: form.errors.name, title: form.errors.title, description: form.errors.description }} />
      <CategoryImagesField defaultValue={category?.images ?? []} error={form.errors.images} onUploadingChange={form.trackUpload} />
    </FormDialog>
  );
}
