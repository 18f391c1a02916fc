import { data } from "react-router";
import { errorToast, successToast, type Toast } from "~/lib/toast";

/** A field's value as a form sent it (several values: a list, such as a partner's images). */
export type FormValue = string | string[];
/** The first message per field of a refused form ("" marks a field without a message, a silent refusal). */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * What every back-office action answers (ADR 022), to a fetcher or as the route's action data:
 * - `id`: fresh for each answer, so the page reacts to it once (`useResultToast`);
 * - `ok`: whether the change was made;
 * - `intent`: which of the route's forms it answers;
 * - `toast`: what to tell the merchant (the spec's texts);
 * - `errors` and `values`: a refused form's messages per field, and what was typed (status 400);
 * - `rowId`: the row the change made or touched, when there is one.
 * A refusal without a toast nor errors is a silent refusal: nothing happened, nothing is said.
 */
export type ActionResult<F extends string = string, V = Partial<Record<F, FormValue>>> = {
  id: string;
  ok: boolean;
  intent?: string;
  toast?: Toast;
  errors?: FieldErrors<F>;
  values?: V;
  rowId?: string;
};

/**
 * The toast of a form refused by its checks: 'Erreur', '1 champ à corriger' or
 * '3 champs à corriger', so a refusal is never silent when its message is out of sight. Null when
 * no field has a message: silent refusals stay silent.
 */
export function fieldsToFixToast(errors: FieldErrors): Toast | null {
  const count = Object.values(errors).filter((message) => typeof message === "string" && message !== "").length;
  if (count === 0) return null;
  return errorToast(count === 1 ? "1 champ à corriger" : `${count} champs à corriger`);
}

/**
 * A refused form's errors as its fields show them, when one rule covers several fields ('Veuillez
 * remplir la question et la réponse'): the message under the first of them in `order`, the others
 * marked without it (""), so it is read once.
 */
export function eachMessageOnce<F extends string>(errors: FieldErrors<F>, order: readonly F[]): FieldErrors<F> {
  const said = new Set<string>();
  const shown: FieldErrors<F> = {};
  for (const field of order) {
    const message = errors[field];
    if (message === undefined) continue;
    shown[field] = said.has(message) ? "" : message;
    said.add(message);
  }
  return shown;
}

/** The generic failures, for the answers no screen has its own text for. */
export const GENERIC_TEXTS = {
  saveFailed: "Erreur lors de la sauvegarde",
  deleteFailed: "Erreur lors de la suppression",
  updateFailed: "Erreur lors de la mise à jour",
} as const;

const asToast = (toast: Toast | string, make: (text: string) => Toast) => (typeof toast === "string" ? make(toast) : toast);

/** The change was made (200); a string is the description of a 'Succès' toast; `values`: what the page shows of it (never a password). */
export function done(intent: string | undefined, toast?: Toast | string, extra: { rowId?: string; values?: Record<string, FormValue> } = {}) {
  return data<ActionResult>({ id: crypto.randomUUID(), ok: true, intent, ...(toast ? { toast: asToast(toast, successToast) } : {}), ...extra });
}

/**
 * Nothing was changed: a 404 (not this site's row), 409 (another site's form), 500 (logged)…; a
 * string is an 'Erreur' toast's description. A form shown again without JavaScript may get back
 * what was typed (`values`); `headers` such as a refused sign-in's Retry-After.
 */
export function failed(
  intent: string | undefined,
  toast: Toast | string,
  status: number,
  { values, headers }: { values?: Record<string, FormValue>; headers?: HeadersInit } = {},
) {
  return data<ActionResult>(
    { id: crypto.randomUUID(), ok: false, intent, toast: asToast(toast, errorToast), ...(values ? { values } : {}) },
    { status, headers },
  );
}

/**
 * A form the shared schema refused: 400 with the messages per field and, for a form shown again
 * without JavaScript, what was typed (never a password). `status` only for a refusal that says
 * more than "invalid", such as 429 (too many wrong passwords, with its Retry-After in `headers`).
 */
export function invalid<F extends string, V = Partial<Record<F, FormValue>>>(
  intent: string | undefined,
  errors: FieldErrors<F>,
  { values, toast, status = 400, headers }: { values?: V; toast?: Toast; status?: number; headers?: HeadersInit } = {},
) {
  return data<ActionResult<F, V>>(
    { id: crypto.randomUUID(), ok: false, intent, errors, ...(values ? { values } : {}), ...(toast ? { toast } : {}) },
    { status, headers },
  );
}

/** Silent refusals (a blank journey step, a period without a start date, a blank domain): 400, nothing said. */
export function ignored(intent: string | undefined) {
  return data<ActionResult>({ id: crypto.randomUUID(), ok: false, intent }, { status: 400 });
}
