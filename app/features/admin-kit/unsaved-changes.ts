/**
 * The back-office's forms on screen and whether each holds unsaved changes (ADR 042):
 * every kit form (`useActionForm`, hence `useDialogForm`) registers here when its element mounts.
 * The guards read it: leaving the page (`UnsavedChangesGuard`), closing a dialog (`GuardedDialog`),
 * and Ctrl/Cmd+S, which finds the form in view. Browser-only state: nothing registers on the server.
 */

export const UNSAVED_TEXTS = {
  title: "Quitter sans enregistrer\u00a0?",
  description: "Vos modifications n'ont pas été enregistrées\u00a0: si vous quittez, elles seront perdues.",
  stay: "Rester",
  leave: "Quitter",
  /** The sticky save bar's note while the form differs from what was saved. */
  pending: "Modifications non enregistrées",
} as const;

/** A kit form on screen. */
export type TrackedForm = {
  readonly form: HTMLFormElement;
  /** Its values differ from those it was rendered (or opened, or last saved) with. */
  dirty: boolean;
  /** It has been sent and its answer has not come yet: leaving is its own doing. */
  sending: boolean;
};

const tracked = new Set<TrackedForm>();

/** Events by which a person changes a form: until one comes, what the form shows is what it was rendered with. */
const USER_EVENTS = ["input", "change", "pointerdown", "keydown", "drop", "paste"] as const;

/**
 * A form's values, as it would send them: every entry of its FormData in order (a file by its
 * name and size). Controlled widgets (the hours' switches, colour pickers, image fields, the
 * product's JSON draft) count through the hidden inputs that carry their values.
 */
export function serialiseForm(form: HTMLFormElement): string {
  const entries: string[] = [];
  for (const [name, value] of new FormData(form)) entries.push(`${name}=${typeof value === "string" ? value : `file:${value.name}:${value.size}`}`);
  return JSON.stringify(entries);
}

/**
 * Follows a form from its mounting: its values then are the clean ones; as long as nobody has
 * touched it, changes made by the page itself (a revalidation, a widget settling) are still
 * clean. After that, every input event and every change of its DOM (a React re-render of a
 * controlled widget) compares its values with the clean ones. `onDirtyChange` hears each change
 * of state. Returns the tracked form, `markClean` (after a save) and `stop` (on unmount).
 */
export function trackForm(form: HTMLFormElement, onDirtyChange: (dirty: boolean) => void) {
  const entry: TrackedForm = { form, dirty: false, sending: false };
  let clean = serialiseForm(form);
  let touched = false;
  let told = false;
  let telling: ReturnType<typeof setTimeout> | undefined;

  function update() {
    const now = serialiseForm(form);
    if (!touched) clean = now;
    entry.dirty = now !== clean;
    // The page hears it once the event is over: a React state set from this listener, which runs
    // before React's own, would re-render a controlled input with its old value and lose the key.
    if (entry.dirty !== told && telling === undefined) {
      telling = setTimeout(() => {
        telling = undefined;
        if (entry.dirty === told) return;
        told = entry.dirty;
        onDirtyChange(told);
      });
    }
  }
  function onUserEvent(event: Event) {
    // Ctrl/Cmd+S is not a change.
    if (event instanceof KeyboardEvent && (event.ctrlKey || event.metaKey)) return;
    touched = true;
    update();
  }

  for (const type of USER_EVENTS) form.addEventListener(type, onUserEvent);
  const observer = new MutationObserver(update);
  observer.observe(form, { subtree: true, childList: true, attributes: true, characterData: true });
  tracked.add(entry);

  return {
    entry,
    /** Saved: what the form holds now is the clean state, and stays so until it is touched again. */
    markClean() {
      entry.sending = false;
      touched = false;
      update();
    },
    stop() {
      clearTimeout(telling);
      for (const type of USER_EVENTS) form.removeEventListener(type, onUserEvent);
      observer.disconnect();
      tracked.delete(entry);
    },
  };
}

/** Some form (inside `within`, when given) holds changes that would be lost: dirty and not being sent. */
export function hasUnsavedChanges(within?: Element | null): boolean {
  for (const entry of tracked) {
    if (!entry.dirty || entry.sending || !entry.form.isConnected) continue;
    if (!within || within.contains(entry.form)) return true;
  }
  return false;
}

/**
 * The form Ctrl/Cmd+S saves: the one in the open dialog on top, else the page's form that has the
 * focus, else its first form with changes, else its only form. Null when none fits (a page with
 * several clean forms and the focus in none).
 */
export function formInView(): HTMLFormElement | null {
  // Shown ones only: a tab kept mounted but hidden is not in view.
  const forms = [...tracked].map((entry) => entry.form).filter((form) => form.isConnected && form.getClientRects().length > 0);
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')];
  const top = dialogs.at(-1);
  if (top) return forms.find((form) => top.contains(form)) ?? null;
  const focused = document.activeElement;
  const byFocus = forms.find((form) => focused instanceof Node && form.contains(focused));
  if (byFocus) return byFocus;
  const inOrder = forms.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const withChanges = inOrder.find((form) => [...tracked].some((entry) => entry.form === form && entry.dirty));
  if (withChanges) return withChanges;
  return inOrder.length === 1 ? inOrder[0] : null;
}
