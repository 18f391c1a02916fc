import { discardBody, lingerThenCancel } from "~/lib/discard-body.server";

/**
 * A form that holds a forbidden character (`screenFormCharacters`): the names of the fields that
 * held it, and the form without it, so what was typed is shown again and a second send goes through.
 */
export type ForbiddenCharacters = { ok: false; reason: "forbidden-character"; fields: string[]; form: FormData };

/**
 * Reads a public form post with a size cap (ADR 009): a declared Content-Length over the cap is
 * refused without keeping anything, and a body without one (chunked) is kept only up to the cap.
 * Either way the rest of an over-size body is read and dropped (bounded, app/lib/discard-body)
 * before and after the refusal is answered, so the visitor gets the French 413 page instead of a
 * reset connection. A form with a forbidden character is refused too (`screenFormCharacters`).
 */
export type FormBody = { ok: true; form: FormData } | { ok: false; reason: "too-large" } | ForbiddenCharacters;

/** What a field or a form refused by `screenFormCharacters` says. */
export const FORBIDDEN_CHARACTER_TEXTS = {
  field: "Caractère non autorisé\u00a0: nous l'avons retiré, vérifiez ce champ puis envoyez à nouveau.",
  form: "Votre envoi contenait un caractère non autorisé. Vérifiez vos informations puis envoyez-les à nouveau.",
} as const;

/** The NUL character: PostgreSQL refuses it in text, so a field holding it was a 500, or silently changed. */
const NUL = "\u0000";

/**
 * The one check of every form's characters, made by both readers of form bodies: the
 * public forms' `readFormBody` and the back-office's `readRequestForm`. Null when the form is
 * clean; otherwise the fields that held a NUL (in their name or value) and the form without it.
 */
export function screenFormCharacters(form: FormData): ForbiddenCharacters | null {
  const fields = new Set<string>();
  for (const [name, value] of form) {
    if (name.includes(NUL) || (typeof value === "string" && value.includes(NUL))) fields.add(name.replaceAll(NUL, ""));
  }
  if (fields.size === 0) return null;
  const clean = new FormData();
  for (const [name, value] of form) {
    if (typeof value === "string") clean.append(name.replaceAll(NUL, ""), value.replaceAll(NUL, ""));
    else clean.append(name.replaceAll(NUL, ""), value);
  }
  return { ok: false, reason: "forbidden-character", fields: [...fields], form: clean };
}

/** The field messages of a refused form, for the fields the page shows (`shown`); empty when none of them held it. */
export function forbiddenCharacterErrors<K extends string>(refusal: ForbiddenCharacters, shown: readonly K[]): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of shown) if (refusal.fields.includes(field)) errors[field] = FORBIDDEN_CHARACTER_TEXTS.field;
  return errors;
}

/**
 * A back-office form's body (`request.formData()`, no size cap of its own: uploads go through
 * it), screened like a public form's.
 */
export async function readRequestForm(request: Request): Promise<{ ok: true; form: FormData } | ForbiddenCharacters> {
  const form = await request.formData();
  return screenFormCharacters(form) ?? { ok: true, form };
}

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await discardBody(request);
    return { ok: false, reason: "too-large" };
  }
  if (!request.body) return { ok: true, form: new FormData() };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      // The client went away mid-body: what arrived is not a whole form.
      return { ok: true, form: new FormData() };
    }
    const { done, value } = next;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      chunks.length = 0;
      await lingerThenCancel(reader);
      return { ok: false, reason: "too-large" };
    }
    chunks.push(value);
  }

  const contentType = request.headers.get("content-type") ?? "";
  try {
    const form = await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
    return screenFormCharacters(form) ?? { ok: true, form };
  } catch {
    // Not a form encoding (or a broken one): treated as an empty form, which the token check refuses.
    return { ok: true, form: new FormData() };
  }
}
