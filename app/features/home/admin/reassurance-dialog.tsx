import { useId, useState } from "react";
import type { ReassuranceIcon } from "~/db/enums";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormField } from "~/features/admin-kit/form-field";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { DEFAULT_REASSURANCE_ICON, reassuranceSchema } from "~/features/home/home-schema";
import type { ReassuranceItemView } from "~/features/home/home.server";
import { ReassuranceIconPicker } from "~/features/home/admin/reassurance-icon-picker";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this item; create when null. */
  item: ReassuranceItemView | null;
};

/** Create and edit a reassurance item (title and description required). */
export function ReassuranceDialog({ open, onOpenChange, item }: Props) {
  const [icon, setIcon] = useState<ReassuranceIcon>(item?.iconName ?? DEFAULT_REASSURANCE_ICON);
  const form = useDialogForm({ open, onOpenChange, schema: reassuranceSchema, onOpen: () => setIcon(item?.iconName ?? DEFAULT_REASSURANCE_ICON) });
  const formId = useId();
  return (
    <FormDialog
      form={form}
      title={item ? "Modifier l'élément" : "Nouvel élément de réassurance"}
      description="Un engagement court, affiché avec son icône sous le haut de l'accueil."
      fields={item ? { intent: "update", itemId: item.id } : { intent: "create" }}
      submitLabel={item ? "Enregistrer" : "Créer"}
    >
      <FormField formId={formId} name="title" label="Titre" error={form.errors.title}>
        {(props) => <Input {...props} maxLength={120} placeholder={"Ex.\u00a0: Produits locaux"} defaultValue={item?.title} aria-required="true" />}
      </FormField>
      <FormField formId={formId} name="description" label="Description" error={form.errors.description}>
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            maxLength={400}
            placeholder={"Ex.\u00a0: Des produits de notre région, choisis au plus près de chez vous."}
            defaultValue={item?.description}
            aria-required="true"
          />
        )}
      </FormField>
      <ReassuranceIconPicker value={icon} onChange={setIcon} />
    </FormDialog>
  );
}
