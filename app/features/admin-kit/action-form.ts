import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useNavigation } from "react-router";
import type { z } from "zod";
import { useResultToast } from "~/components/ui/toaster";
import { fieldErrors } from "~/lib/form-errors";
import type { Toast } from "~/lib/toast";
import type { ActionResult, FieldErrors } from "./action-result";
import { trackForm } from "./unsaved-changes";

type ActionFormOptions<R extends ActionResult> = {
  /** The zod schema the action parses too (ADR 022): checked before sending, with the same messages. */
  schema?: z.ZodType;
  /** The values the schema parses, read from the form (by default its text fields). */
  read?: (data: FormData) => unknown;
  /** Checks of the screen's own that come before the schema's (§5's silent refusals): errors, or null to go on. */
  check?: (values: unknown) => FieldErrors | null;
  /** The route's action data, for a page form that also works without JavaScript (its errors show from the first render). */
  actionData?: R | null;
  /** A toast for a form the checks keep from being sent, when its messages may be out of sight (a week of hours). */
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

/**
 * Focuses the form's first control (in the form's order) whose field has an error, else its first
 * control marked invalid (a dialog whose controls have no names, such as the product's).
 */
function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (control.name && errorKeyOf(control.name, errors) !== undefined && control.type !== "hidden" && !control.disabled) {
      control.focus();
      return;
    }
  }
  form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
}

/**
 * A back-office form sent through a fetcher (ADR 022): checked with the shared schema before it
 * goes (a refusal keeps it here, its messages shown and the first wrong field focused), answered
 * with an `ActionResult` whose toast shows once and whose errors replace the shown ones. A field's
 * message goes as soon as it is right again. While an image uploads, the form is not sent.
 * The form's toast is one: a new answer replaces the last one still on screen. The form is
 * tracked for unsaved changes (`dirty`, unsaved-changes.ts): leaving the page or closing its
 * dialog asks first, Ctrl/Cmd+S sends it, and a successful save makes it clean again (issue 13).
 */
export function useActionForm<R extends ActionResult = ActionResult>({ schema, read = textFields, check, actionData, invalidToast, onResult }: ActionFormOptions<R> = {}) {
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
  const answer = (fetcher.data ?? actionData ?? null) as R | null;
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
    if (invalidToast) showFormToast(invalidToast);
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
