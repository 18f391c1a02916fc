import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { LoaderCircle, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { showResultToast, useOnResult } from "~/features/admin-kit/result-toast";
import type { ListActionResult } from "./list-result";

type Props = {
  /** The dialog's question ("Supprimer cet événement ?"). */
  title: string;
  description: ReactNode;
  /** Hidden fields posted with `intent=delete` (the row id…). */
  fields: Record<string, string>;
  /** The trigger's accessible name ("Supprimer « Marché de Noël »"). */
  triggerLabel: string;
  /** Where to post; the current route by default. */
  action?: string;
};

/**
 * Deleting asks first (an AlertDialog: focus starts on 'Annuler'). The fetcher lives outside the
 * dialog's content so the answer's toast still shows; the dialog stays open until the answer, and
 * closes when it succeeded.
 */
export function ConfirmDelete({ title, description, fields, triggerLabel, action }: Props) {
  const fetcher = useFetcher<ListActionResult>();
  const [open, setOpen] = useState(false);
  const submitting = fetcher.state !== "idle";

  useOnResult(fetcher.data, (result) => {
    if (result.toast) showResultToast(result.toast);
    if (result.ok) setOpen(false);
  });

  return (
    <AlertDialog open={open} onOpenChange={(next) => (submitting ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={triggerLabel} title="Supprimer" className="text-muted-foreground hover:text-destructive">
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="delete" />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={submitting}>Annuler</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={submitting}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? "Suppression..." : "Supprimer"}
            </Button>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
