import { useRef, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";

type Props = {
  open: boolean;
  /** Escape and the cancelling button: the page says what "no" does (close, stay). */
  onCancel: () => void;
  /** While the confirmed action is sent, Escape does nothing. */
  busy?: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The footer (`ConfirmFooter`), possibly inside the form the confirming button posts. */
  children: ReactNode;
};

/**
 * The back-office's one confirmation (deleting, leaving unsaved changes): a question, what it
 * means, and a footer whose first focus is the cancelling button. When it closes, focus goes back
 * to where it was: the button that opened it, or the page's content when that button is gone.
 */
export function ConfirmDialog({ open, onCancel, busy = false, title, description, children }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
          else document.getElementById("contenu")?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The confirmation's buttons: the cancelling one (focused first), then `children`, the confirming one. */
export function ConfirmFooter({ cancelLabel = "Annuler", busy = false, children }: { cancelLabel?: string; busy?: boolean; children: ReactNode }) {
  return (
    <AlertDialogFooter>
      <AlertDialogCancel type="button" disabled={busy}>
        {cancelLabel}
      </AlertDialogCancel>
      {children}
    </AlertDialogFooter>
  );
}
