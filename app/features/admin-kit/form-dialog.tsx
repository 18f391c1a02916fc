import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { DialogForm } from "~/features/admin-kit/action-form";
import { HiddenFields } from "~/features/admin-kit/hidden-fields";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { GuardedDialog } from "~/features/admin-kit/unsaved-changes-guard";

type Props = {
  /** From `useDialogForm`: the fetcher (outside the dialog's content, so a late answer is still seen), the state, the form's handlers. */
  form: DialogForm;
  /** The button that opens it, when the dialog has its own (focus returns to it on closing). */
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Where to post; the current route by default. */
  action?: string;
  /** Hidden fields: the `intent`, the edited row's id… */
  fields?: Record<string, string>;
  /** A per-site screen's form carries its site (ADR 013); the admins' screens (domains, sites) say false. */
  withSiteId?: boolean;
  submitLabel: string;
  submittingLabel?: string;
  /** The dialog's width and height, when the default does not fit. */
  className?: string;
  footerClassName?: string;
  children: ReactNode;
};

/**
 * A create/edit dialog: the form, 'Annuler', and a submit button showing the sending state (and an
 * upload in progress). With unsaved changes, Escape, a click outside and 'Fermer' ask first
 * (`GuardedDialog`); 'Annuler' is the merchant's own choice and closes at once.
 */
export function FormDialog({
  form,
  trigger,
  title,
  description,
  action,
  fields = {},
  withSiteId = true,
  submitLabel,
  submittingLabel = "Enregistrement...",
  className,
  footerClassName,
  children,
}: Props) {
  const busy = form.submitting || form.uploading;
  return (
    <GuardedDialog open={form.open} onOpenChange={form.onOpenChange} trigger={trigger} className={className}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      <form.fetcher.Form method="post" action={action} {...form.formProps} className="grid gap-4">
        {withSiteId ? <SiteIdField /> : null}
        <HiddenFields fields={fields} />
        {children}
        <DialogFooter className={footerClassName}>
          <Button type="button" variant="outline" onClick={() => form.onOpenChange(false)}>
            Annuler
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {form.submitting ? submittingLabel : form.uploading ? "Envoi de l'image..." : submitLabel}
          </Button>
        </DialogFooter>
      </form.fetcher.Form>
    </GuardedDialog>
  );
}
