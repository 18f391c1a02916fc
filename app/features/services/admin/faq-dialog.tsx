import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useDialogForm } from "~/features/admin-kit/action-form";
import { FormDialog } from "~/features/admin-kit/form-dialog";
import { ErrorSummary, invalidMarks } from "~/features/services/admin/error-summary";
import { faqSchema, type FaqField } from "~/features/services/services-schema";
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
  const ids = useId();
  const summaryId = `${ids}-errors`;
  const invalid = invalidMarks<FaqField>(form.errors, summaryId);
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
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-question`}>Question</Label>
        <Input id={`${ids}-question`} name="question" defaultValue={faq?.question} maxLength={500} {...invalid("question")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-answer`}>Réponse</Label>
        <Textarea id={`${ids}-answer`} name="answer" rows={5} defaultValue={faq?.answer} maxLength={5000} {...invalid("answer")} />
      </div>
      <ErrorSummary id={summaryId} errors={form.errors} />
    </FormDialog>
  );
}
