import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { categoryFormSchema } from "~/features/products/products-schema";
import type { AdminCategory } from "~/features/products/products.server";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; category: AdminCategory | null; action: string };

/** Create or edit a category ('Le nom de la catégorie est obligatoire'). */
export function CategoryDialog({ open, onOpenChange, category, action }: DialogProps) {
  const form = useDialogForm({ open, onOpenChange, schema: categoryFormSchema });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      title={category ? "Modifier la catégorie" : "Nouvelle catégorie"}
      description="Les catégories regroupent les produits sur la page publique."
      action={action}
      fields={category ? { intent: "save-category", categoryId: category.id } : { intent: "save-category" }}
      submitLabel="Sauvegarder"
      submittingLabel="Sauvegarde..."
    >
      <FormField formId={formId} name="name" label="Nom de la catégorie" error={form.errors.name}>
        {(props) => <Input {...props} maxLength={200} defaultValue={category?.name} />}
      </FormField>
      <FormField formId={formId} name="description" label="Description" error={form.errors.description}>
        {(props) => <Textarea {...props} rows={3} defaultValue={category?.description ?? ""} />}
      </FormField>
    </FormDialog>
  );
}
