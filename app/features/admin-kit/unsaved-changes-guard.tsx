import { useEffect, useRef, useState, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { LogOut } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { ConfirmDialog, ConfirmFooter } from "~/features/admin-kit/confirm-dialog";
import { formInView, hasUnsavedChanges, UNSAVED_TEXTS } from "~/features/admin-kit/unsaved-changes";

/** 'Quitter sans enregistrer ?': 'Rester' (focused first, and Escape) keeps everything as typed; 'Quitter' lets it go. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmDialog open={open} onCancel={onStay} title={UNSAVED_TEXTS.title} description={UNSAVED_TEXTS.description}>
      <ConfirmFooter cancelLabel={UNSAVED_TEXTS.stay}>
        <Button type="button" variant="destructive" onClick={onLeave}>
          <LogOut aria-hidden="true" />
          {UNSAVED_TEXTS.leave}
        </Button>
      </ConfirmFooter>
    </ConfirmDialog>
  );
}

type GuardedDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when the dialog has its own. */
  trigger?: ReactNode;
  /** The content's classes (width, height). */
  className?: string;
  children: ReactNode;
};

/**
 * A dialog holding a kit form: Escape, a click outside and its 'Fermer' button ask 'Quitter sans
 * enregistrer ?' while a form inside has unsaved changes, instead of dropping what was typed. A
 * dialog's own 'Annuler' calls `onOpenChange(false)` itself: an explicit choice, not asked again.
 */
export function GuardedDialog({ open, onOpenChange, trigger, className, children }: GuardedDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && hasUnsavedChanges(content.current)) setAsking(true);
        else onOpenChange(next);
      }}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent ref={content} className={className}>
        {children}
      </DialogContent>
      <UnsavedChangesDialog
        open={asking && open}
        onStay={() => setAsking(false)}
        onLeave={() => {
          setAsking(false);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

const differentPage = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: { pathname: string; search: string };
  nextLocation: { pathname: string; search: string };
}) => currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/**
 * Mounted once by the back-office's shell: nothing typed is lost by leaving. A navigation to
 * another page (a menu entry, a link, Back, the site switch, signing out) while a form has unsaved
 * changes asks 'Quitter sans enregistrer ?'; closing or reloading the tab gets the browser's own
 * question (`beforeunload`). A form sending itself is not leaving. Also Ctrl/Cmd+S.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker((args) => differentPage(args) && hasUnsavedChanges());
  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);
  useSaveShortcut();
  return <UnsavedChangesDialog open={blocker.state === "blocked"} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}

/**
 * Ctrl+S (Cmd+S on a Mac) saves the form in view (`formInView`: the open dialog's, else the page's)
 * as its submit button would: checked first, not sent twice, held while an image uploads. The
 * browser's "save the page" never opens in the back-office.
 */
export function useSaveShortcut() {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      if (event.repeat) return;
      const form = formInView();
      if (!form) return;
      const submitter = [...form.elements].find((el): el is HTMLButtonElement => el instanceof HTMLButtonElement && el.type === "submit");
      // Disabled while the form is sent or an image uploads: as a click would, nothing happens.
      if (submitter?.disabled) return;
      form.requestSubmit(submitter);
    }
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, []);
}
