import { discardBody, lingerThenCancel } from "~/lib/discard-body.server";

/**
 * Reads a public form post with a size cap (ADR 009): a declared Content-Length over the cap is
 * refused without keeping anything, and a body without one (chunked) is kept only up to the cap.
 * Either way the rest of an over-size body is read and dropped (bounded, app/lib/discard-body)
 * before and after the refusal is answered, so the visitor gets the French 413 page instead of a
 * reset connection.
 */
export type FormBody = { ok: true; form: FormData } | { ok: false; reason: "too-large" };

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
    return { ok: true, form };
  } catch {
    // Not a form encoding (or a broken one): treated as an empty form, which the token check refuses.
    return { ok: true, form: new FormData() };
  }
}
