import { Save } from "lucide-react";
import { SubmitButton } from "~/features/admin-kit/submit-button";
import { cn } from "~/lib/cn";
import { UNSAVED_TEXTS } from "~/features/admin-kit/unsaved-changes";

type Props = {
  /** From `useActionForm`: whether it has unsaved changes, is being sent, waits for an upload. */
  form: { dirty: boolean; submitting: boolean; uploading: boolean };
  label?: string;
  busyLabel?: string;
  disabled?: boolean;
  /**
   * "phone" (default): a bar stuck to the bottom of a phone's screen while the form is in view,
   * the button in the flow from `md` up; "always": stuck at every width (a long page form).
   */
  sticky?: "phone" | "always";
  /** Where the form sits (a card's footer…): classes merged last. */
  className?: string;
};

/**
 * A page form's save button: on a phone it stays at hand at the bottom of the screen,
 * never a long scroll away, and says 'Modifications non enregistrées' while the form differs from
 * what was saved (or that an image is still uploading). Put it last in the form.
 */
export function SaveBar({ form, label = "Sauvegarder", busyLabel = "Sauvegarde...", disabled = false, sticky = "phone", className }: Props) {
  const note = form.uploading ? "Envoi de l'image en cours…" : form.dirty ? UNSAVED_TEXTS.pending : null;
  return (
    <div
      data-save-bar=""
      className={cn(
        "sticky bottom-0 z-20 flex items-center justify-end gap-3 border-t bg-background py-3 shadow-[0_-8px_16px_-12px_rgb(15_23_42/0.35)]",
        sticky === "phone"
          ? "-mx-4 px-4 sm:-mx-6 sm:px-6 md:static md:mx-0 md:border-t-0 md:bg-transparent md:px-0 md:py-0 md:shadow-none"
          : "rounded-xl border px-4 shadow-sm",
        className,
      )}
    >
      <p aria-live="polite" className="flex min-w-0 flex-1 items-center gap-2 text-xs leading-tight text-muted-foreground">
        {note ? (
          <>
            <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", form.uploading ? "bg-sky-500" : "bg-amber-500")} />
            {note}
          </>
        ) : null}
      </p>
      <SubmitButton
        submitting={form.submitting}
        disabled={form.uploading || disabled}
        busyLabel={busyLabel}
        icon={<Save aria-hidden="true" />}
        className="shrink-0"
      >
        {label}
      </SubmitButton>
    </div>
  );
}
