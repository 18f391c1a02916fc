import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { categoryFormSchema } from "../product-form-schema";
import type { AdminCategory } from "../products.server";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; category: AdminCategory | null; action: string };

/** Create or edit a category (§5: 'Le nom de la catégorie est obligatoire'). */
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

/** The site's categories as a select's options (the value is the category's id), after its empty choice. */
export function CategoryOptions({ categories }: { categories: AdminCategory[] }) {
  return categories.map((c) => (
    <option key={c.id} value={c.id}>
      {c.name}
    </option>
  ));
}

export type Deleting = { kind: "product" | "category"; id: string; name: string; productCount?: number };

/** What deleting says first: a category's products stay, without a category (ON DELETE SET NULL). */
export function deleteText({ kind, name, productCount = 0 }: Deleting): string {
  if (kind === "product") return `«\u00a0${name}\u00a0» et toutes ses déclinaisons seront supprimés définitivement.`;
  const products =
    productCount === 0
      ? "Aucun produit n'y est rangé."
      : productCount === 1
        ? "Son produit n'est pas supprimé\u00a0: il reste sur le site, sans catégorie."
        : `Ses ${productCount} produits ne sont pas supprimés\u00a0: ils restent sur le site, sans catégorie.`;
  return `La catégorie «\u00a0${name}\u00a0» sera supprimée. ${products}`;
}
