import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { eachMessageOnce } from "~/features/admin-kit/action-result";
import { FormField } from "~/features/admin-kit/form-field";
import { faqSchema } from "~/features/services/services-schema";
import { SERVICES_EDITOR_PATH, type FaqView } from "~/features/services/services-texts";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this FAQ; create when null. */
  faq: FaqView | null;
};

/** Create or edit a question of the services page's FAQ. */
export function FaqDialog({ open, onOpenChange, faq }: Props) {
  const form = useDialogForm({ open, onOpenChange, schema: faqSchema });
  const errors = eachMessageOnce(form.errors, ["question", "answer"]);
  return (
    <FormDialog
      form={form}
      title={faq ? "Modifier la question" : "Nouvelle question"}
      description="Les questions s'affichent en bas de la page Services, dans cet ordre."
      action={SERVICES_EDITOR_PATH}
      fields={faq ? { intent: "save-faq", faqId: faq.id } : { intent: "save-faq" }}
      submitLabel={faq ? "Sauvegarder" : "Créer"}
      submittingLabel="Sauvegarde..."
    >
      <FormField name="question" label="Question" error={errors.question}>
        {(props) => <Input {...props} defaultValue={faq?.question} maxLength={500} />}
      </FormField>
      <FormField name="answer" label="Réponse" error={errors.answer}>
        {(props) => <Textarea {...props} rows={5} defaultValue={faq?.answer} maxLength={5000} />}
      </FormField>
    </FormDialog>
  );
}
