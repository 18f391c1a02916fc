import { useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import { errorsOf, faqSchema, uniqueMessages, type FaqField, type FormErrors } from "../services-editor-forms";
import { SERVICES_EDITOR_PATH, type FaqView, type ServicesActionResult } from "../services-editor-result";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this FAQ; create when null. */
  faq: FaqView | null;
};

/** Create or edit a question of the services page's FAQ (back-office.md §3, §5). */
export function FaqDialog({ open, onOpenChange, faq }: Props) {
  const fetcher = useFetcher<ServicesActionResult>();
  const [errors, setErrors] = useState<FormErrors<FaqField>>({});
  const ids = useId();
  const questionRef = useRef<HTMLInputElement>(null);
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const submitting = fetcher.state !== "idle";

  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const openKey = open ? (faq?.id ?? "new") : null;
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey) setErrors({});
  }

  function focusFirst(found: FormErrors<FaqField>) {
    if (found.question) questionRef.current?.focus();
    else if (found.answer) answerRef.current?.focus();
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
    const parsed = faqSchema.safeParse({ question: form.get("question"), answer: form.get("answer") });
    if (parsed.success) return;
    event.preventDefault();
    const found = errorsOf<FaqField>(parsed.error);
    setErrors(found);
    focusFirst(found);
  }

  const messages = uniqueMessages(errors);
  const summaryId = `${ids}-errors`;
  const invalid = (field: FaqField) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": summaryId } : {});

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{faq ? "Modifier la question" : "Nouvelle question"}</DialogTitle>
          <DialogDescription>Les questions s'affichent en bas de la page Services, dans cet ordre.</DialogDescription>
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
          <input type="hidden" name="intent" value="save-faq" />
          {faq ? <input type="hidden" name="faqId" value={faq.id} /> : null}
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-question`}>Question</Label>
            <Input ref={questionRef} id={`${ids}-question`} name="question" defaultValue={faq?.question} maxLength={500} {...invalid("question")} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-answer`}>Réponse</Label>
            <Textarea ref={answerRef} id={`${ids}-answer`} name="answer" rows={5} defaultValue={faq?.answer} maxLength={5000} {...invalid("answer")} />
          </div>
          {messages.length > 0 ? (
            <div id={summaryId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              {messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? "Sauvegarde..." : faq ? "Sauvegarder" : "Créer"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
