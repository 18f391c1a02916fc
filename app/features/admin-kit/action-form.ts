import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useFetcher, useNavigation } from "react-router";
import type { z } from "zod";
import { useResultToast } from "~/components/ui/toaster";
import { fieldErrors } from "~/lib/form-errors";
import type { Toast } from "~/lib/toast";
import { fieldsToFixToast, type ActionResult, type FieldErrors } from "~/features/admin-kit/action-result";
import { trackForm } from "~/features/admin-kit/unsaved-changes";

type ActionFormOptions<R extends ActionResult> = {
  /** The zod schema the action parses too (ADR 022): checked before sending, with the same messages. */
  schema?: z.ZodType;
  /** The values the schema parses, read from the form (by default its text fields). */
  read?: (data: FormData) => unknown;
  /** Checks of the screen's own that come before the schema's (silent refusals): errors, or null to go on. */
  check?: (values: unknown) => FieldErrors | null;
  /** The route's action data, for a page form that also works without JavaScript (its errors show from the first render). */
  actionData?: R | null;
  /** The toast of a form the checks keep from being sent, instead of '{n} champs à corriger' (a week of hours says which days). */
  invalidToast?: Toast;
  /** What else the page does with an answer, after its toast. */
  onResult?: (result: R) => void;
};

function textFields(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of data.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

/** The error key a control belongs to: its name, or the group its name starts with (`d1` for `d1.morningOpen`). */
function errorKeyOf(name: string, errors: FieldErrors): string | undefined {
  if (name in errors) return name;
  const group = name.split(".")[0];
  return group !== name && group in errors ? group : undefined;
}

/** Room kept between a field brought into view and what covers the page's edges. */
const FIELD_GAP_PX = 12;

/**
 * The part of the window where a field can be seen: below the back-office's sticky top
 * bar (`data-sticky-header`, the admin shell's) and above the form's save bar while it sticks to
 * the bottom (`data-save-bar`); in a dialog, the dialog's box (which scrolls, over the page).
 */
function visibleBand(control: HTMLElement, form: HTMLFormElement): { top: number; bottom: number } {
  const dialog = control.closest("[role='dialog'], [role='alertdialog']");
  if (dialog) {
    const rect = dialog.getBoundingClientRect();
    return { top: rect.top + FIELD_GAP_PX, bottom: rect.bottom - FIELD_GAP_PX };
  }
  const header = control.ownerDocument.querySelector("[data-sticky-header]");
  const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  const bar = form.querySelector<HTMLElement>("[data-save-bar]");
  const covered = bar && getComputedStyle(bar).position === "sticky" ? bar.offsetHeight : 0;
  return { top: top + FIELD_GAP_PX, bottom: (control.ownerDocument.defaultView?.innerHeight ?? 0) - covered - FIELD_GAP_PX };
}

/**
 * Brings a control's field (its label, the control and its message: `data-form-field`, else the
 * control) into the visible part of the page — never under the sticky top bar, where the browser's
 * own focus scrolling left it — then gives the control the focus.
 */
export function revealAndFocus(control: HTMLElement, form: HTMLFormElement): void {
  const field = control.closest<HTMLElement>("[data-form-field]") ?? control;
  const band = visibleBand(control, form);
  const rect = field.getBoundingClientRect();
  if (rect.top < band.top || rect.bottom > band.bottom) field.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

/**
 * Focuses the form's first control (in the form's order) whose field has an error, else its first
 * control marked invalid (a dialog whose controls have no names, such as the product's), and
 * brings its field into view below the sticky top bar.
 */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (control.name && errorKeyOf(control.name, errors) !== undefined && control.type !== "hidden" && !control.disabled) {
      revealAndFocus(control, form);
      return;
    }
  }
  const invalid = form.querySelector<HTMLElement>("[aria-invalid='true']");
  if (invalid) revealAndFocus(invalid, form);
}

/**
 * A back-office form sent through a fetcher (ADR 022): checked with the shared schema before it
 * goes (a refusal keeps it here, its messages shown, an 'Erreur' toast saying how many fields to
 * correct, and the first wrong field brought into view below the top bar and focused), answered
 * with an `ActionResult` whose toast shows once and whose errors replace the shown ones. A field's
 * message goes as soon as it is right again. While an image uploads, the form is not sent.
 * The form's toast is one: a new answer replaces the last one still on screen. The form is
 * tracked for unsaved changes (`dirty`, unsaved-changes.ts): leaving the page or closing its
 * dialog asks first, Ctrl/Cmd+S sends it, and a successful save makes it clean again.
 */
export function useActionForm<R extends ActionResult = ActionResult>({
  schema,
  read = textFields,
  check,
  actionData,
  invalidToast,
  onResult,
}: ActionFormOptions<R> = {}) {
  const fetcher = useFetcher<R>();
  const [errors, setErrors] = useState<FieldErrors>(() => actionData?.errors ?? {});
  const [uploads, setUploads] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const [dirty, setDirty] = useState(false);
  const tracking = useRef<ReturnType<typeof trackForm> | null>(null);
  // The form element's own ref: tracked from its mounting (a dialog's, at each opening) to its removal.
  const attach = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (!form) return;
    const tracked = trackForm(form, setDirty);
    tracking.current = tracked;
    return () => {
      tracked.stop();
      if (tracking.current === tracked) tracking.current = null;
      formRef.current = null;
      setDirty(false);
    };
  }, []);
  // Sent and answered by a redirect (no answer of ours): once nothing is under way, it is no longer "being sent".
  const navigationState = useNavigation().state;
  const wasBusy = useRef(false);
  // Focus moves once the errors are on screen (marked invalid, their messages described).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstError(formRef.current, errors);
  }, [errors]);

  // The fetcher's data is the answer as serialised: for these plain JSON objects, the same type.
  const received = (fetcher.data ?? actionData ?? null) as R | null;
  // Refused by the action's checks alone (the page's let it go, or no JavaScript): it says how many fields, as the page does.
  const answer = useMemo(() => {
    const count = received && !received.ok && !received.toast && received.errors ? fieldsToFixToast(received.errors) : null;
    return count && received ? { ...received, toast: count } : received;
  }, [received]);
  const showFormToast = useResultToast(answer, (result) => {
    if (result.ok) tracking.current?.markClean();
    else if (tracking.current) tracking.current.entry.sending = false;
    setErrors(result.errors ?? {});
    focusPending.current = result.errors !== undefined;
    onResult?.(result);
  });

  useEffect(() => {
    const busy = navigationState !== "idle" || fetcher.state !== "idle";
    if (wasBusy.current && !busy && tracking.current) tracking.current.entry.sending = false;
    wasBusy.current = busy;
  }, [navigationState, fetcher.state]);

  function validate(values: unknown): FieldErrors {
    const own = check?.(values);
    if (own) return own;
    if (!schema) return {};
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : fieldErrors(parsed.error);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (uploads > 0) {
      event.preventDefault();
      return;
    }
    const found = validate(read(new FormData(event.currentTarget)));
    setErrors(found);
    if (Object.keys(found).length === 0) {
      // On its way: a navigation it causes (a plain POST) is not a departure.
      if (tracking.current) tracking.current.entry.sending = true;
      return;
    }
    event.preventDefault();
    // A refusal always says so, and how many fields need a look (the message may be far down the page).
    const toast = invalidToast ?? fieldsToFixToast(found);
    if (toast) showFormToast(toast);
    focusPending.current = true;
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name;
    const key = typeof name === "string" ? errorKeyOf(name, errors) : undefined;
    if (key === undefined) return;
    const message = validate(read(new FormData(event.currentTarget)))[key];
    setErrors((current) => {
      const next = { ...current };
      if (message === undefined) delete next[key];
      else next[key] = message;
      return next;
    });
  }

  return {
    fetcher,
    errors,
    setErrors,
    submitting: fetcher.state !== "idle",
    /** An image field is still uploading (`onUploadingChange` of ImageField). */
    uploading: uploads > 0,
    trackUpload: (uploading: boolean) => setUploads((n) => Math.max(0, n + (uploading ? 1 : -1))),
    /** The form's values differ from those it was rendered, opened or last saved with. */
    dirty,
    /** For the form element: its ref, `noValidate` (the schema checks), `onSubmit` and `onChange`. */
    formProps: { ref: attach, noValidate: true, onSubmit, onChange },
    /** The form element while it is mounted (to read what it holds). */
    element: () => formRef.current,
    reset() {
      setErrors({});
      setUploads(0);
    },
  };
}

export type ActionForm = ReturnType<typeof useActionForm>;

type DialogFormOptions<R extends ActionResult> = ActionFormOptions<R> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Each opening starts afresh: the errors go, and this resets the dialog's own state. */
  onOpen?: () => void;
};

/**
 * The form of a create/edit dialog: `useActionForm`, reset on each opening (its fields are
 * mounted again with the dialog's content), closed when an answer says the change was made.
 * Render it with `FormDialog`.
 */
export function useDialogForm<R extends ActionResult = ActionResult>({ open, onOpenChange, onOpen, onResult, ...options }: DialogFormOptions<R>) {
  const form = useActionForm<R>({
    ...options,
    onResult(result) {
      if (result.ok) onOpenChange(false);
      onResult?.(result);
    },
  });
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      form.reset();
      onOpen?.();
    }
  }
  return { ...form, open, onOpenChange };
}

export type DialogForm = ReturnType<typeof useDialogForm>;
