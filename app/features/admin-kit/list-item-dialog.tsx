import type { FormEvent, ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Owned by the caller, outside the dialog, so an answer arriving after closing is still seen. */
  fetcher: FetcherWithComponents<unknown>;
  /** Where to post; the current route by default. */
  action?: string;
  /** Client-side validation: call `preventDefault()` to keep the form from being sent. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submittingLabel?: string;
  /** E.g. while an image is still uploading. */
  submitDisabled?: boolean;
  children: ReactNode;
};

/** A create/edit dialog: the form, 'Annuler', and a submit button showing the sending state. */
export function ListItemDialog({ open, onOpenChange, title, description, fetcher, action, onSubmit, submitLabel, submittingLabel = "Enregistrement...", submitDisabled, children }: Props) {
  const submitting = fetcher.state !== "idle";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <fetcher.Form method="post" action={action} noValidate onSubmit={onSubmit} className="grid gap-4">
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting || submitDisabled}>
              {submitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? submittingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
