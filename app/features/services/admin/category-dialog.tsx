import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { CategoryImagesField } from "~/features/services/admin/category-images-field";
import { eachMessageOnce } from "~/features/admin-kit/action-result";
import { FormField } from "~/features/admin-kit/form-field";
import { categorySchema } from "~/features/services/services-schema";
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
  const errors = eachMessageOnce(form.errors, ["name", "title", "description"]);
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
        <FormField name="name" label="Nom (onglet)" error={errors.name}>
          {(props) => <Input {...props} defaultValue={category?.name} maxLength={100} placeholder="Buffets" />}
        </FormField>
        <FormField name="title" label="Titre" error={errors.title}>
          {(props) => <Input {...props} defaultValue={category?.title} maxLength={200} placeholder="Des buffets pour tous vos événements" />}
        </FormField>
      </div>
      <FormField name="description" label="Description" error={errors.description}>
        {(props) => <Textarea {...props} rows={4} defaultValue={category?.description ?? ""} maxLength={5000} />}
      </FormField>
      <CategoryImagesField defaultValue={category?.images ?? []} error={form.errors.images} onUploadingChange={form.trackUpload} />
    </FormDialog>
  );
}
