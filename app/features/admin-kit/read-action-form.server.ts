import { FORBIDDEN_CHARACTER_TEXTS, readRequestForm } from "~/features/submissions/form-body.server";
import { errorToast } from "~/lib/toast";
import { invalid, type ActionResult, type FormValue } from "~/features/admin-kit/action-result";

/** Fields never sent back to a page, whatever the form (a refused form may be shown again without JavaScript). */
const SECRET_FIELD = /password/i;

/** The kit's 400 answer (what `invalid` returns, with the kit's own `ActionResult`). */
type Refusal = ReturnType<typeof invalid<string, ActionResult["values"]>>;

export type ActionForm = { form: FormData; refused: null } | { form: FormData; refused: Refusal };

/**
 * Every back-office action reads its form here (`siteAction` and the screens outside a site):
 * the body screened by the one character check of all forms (`screenFormCharacters`).
 * A form that held a NUL gets `refused`: 400, the message on each field that held it, an 'Erreur'
 * toast (the field may be a hidden one), and what was typed without it (never a password).
 * `form` is always the form without the character, for the checks that come before (`siteId`).
 */
export async function readActionForm(request: Request): Promise<ActionForm> {
  const read = await readRequestForm(request);
  if (read.ok) return { form: read.form, refused: null };
  const intent = read.form.get("intent");
  const errors = Object.fromEntries(read.fields.map((field) => [field, FORBIDDEN_CHARACTER_TEXTS.field]));
  const values: Record<string, FormValue> = {};
  for (const name of new Set(read.form.keys())) {
    if (SECRET_FIELD.test(name)) continue;
    const all = read.form.getAll(name).filter((value): value is string => typeof value === "string");
    if (all.length > 0) values[name] = all.length === 1 ? all[0]! : all;
  }
  const refused = invalid<string, ActionResult["values"]>(typeof intent === "string" ? intent : undefined, errors, {
    values,
    toast: errorToast(FORBIDDEN_CHARACTER_TEXTS.form),
  });
  return { form: read.form, refused };
}
