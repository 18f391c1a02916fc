import { useId, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useResultToast } from "~/components/ui/toaster";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { ConfirmDialog, ConfirmFooter } from "~/features/admin-kit/confirm-dialog";
import { HiddenFields } from "~/features/admin-kit/hidden-fields";
import { SiteIdField } from "~/features/admin-kit/site-id-field";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { useKeptWhileClosing } from "~/features/admin-kit/kept-while-closing";

type Props<T> = {
  /** What is to be deleted; null when nothing is (the dialog is closed). */
  target: T | null;
  onClose: () => void;
  /** The question ("Supprimer cet événement ?"). */
  title: (target: T) => string;
  description: (target: T) => ReactNode;
  /** The fields posted: the `intent`, the row's id… */
  fields: (target: T) => Record<string, string>;
  /** Where to post; the current route by default. */
  action?: string;
  /** A per-site screen's form carries its site (ADR 013); the admins' domains screen says false. */
  withSiteId?: boolean;
  /** What else the page does with the answer, after its toast. */
  onResult?: (result: ActionResult) => void;
  /** For a page that reads the pending deletion (`useFetcher({ key })`) to take the row out at once. */
  fetcherKey?: string;
  /**
   * A deletion too heavy for one click (a whole site): the exact text to type again, posted as
   * `name`; 'Supprimer' stays disabled until it matches.
   */
  typeToConfirm?: (target: T) => { expected: string; label: ReactNode; name: string };
};

/**
 * Deleting asks first, the same way on every screen. Controlled: the page mounts one per list
 * and opens it with the row to delete, so the fetcher outlives the row and its toast still shows.
 * Focus starts on 'Annuler', which is disabled while the deletion is sent; the dialog closes with
 * the answer, and focus goes back to where it was: the row's button, or the page's content when
 * the row is gone.
 */
export function ConfirmDelete<T>({ target, onClose, title, description, fields, action, withSiteId = true, onResult, fetcherKey, typeToConfirm }: Props<T>) {
  const fetcher = useFetcher<ActionResult>(fetcherKey ? { key: fetcherKey } : undefined);
  const submitting = fetcher.state !== "idle";
  const [typed, setTyped] = useState("");
  const shown = useKeptWhileClosing(target, () => setTyped(""));
  const typing = shown !== null && typeToConfirm ? typeToConfirm(shown) : null;
  const typedId = useId();

  useResultToast(fetcher.data, (result) => {
    onClose();
    onResult?.(result);
  });

  return (
    <ConfirmDialog
      open={target !== null}
      onCancel={onClose}
      busy={submitting}
      title={shown !== null ? title(shown) : null}
      description={shown !== null ? description(shown) : null}
    >
      {shown !== null ? (
        <fetcher.Form method="post" action={action}>
          {withSiteId ? <SiteIdField /> : null}
          <HiddenFields fields={fields(shown)} />
          {typing ? (
            <div className="mb-4 grid gap-2">
              <Label htmlFor={typedId}>{typing.label}</Label>
              <Input
                id={typedId}
                name={typing.name}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                disabled={submitting}
              />
            </div>
          ) : null}
          <ConfirmFooter busy={submitting}>
            <SubmitButton
              variant="destructive"
              submitting={submitting}
              disabled={typing !== null && typed !== typing.expected}
              busyLabel="Suppression..."
              icon={<Trash2 aria-hidden="true" />}
            >
              Supprimer
            </SubmitButton>
          </ConfirmFooter>
        </fetcher.Form>
      ) : null}
    </ConfirmDialog>
  );
}

/** A row's delete button (an icon, named by `label`: "Supprimer « Marché de Noël »"), which opens the page's `ConfirmDelete`. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title="Supprimer"
      className="text-muted-foreground hover:bg-red-50 hover:text-red-700"
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
