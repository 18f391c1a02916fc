/**
 * Reads a public form post with a size cap (ADR 009): a declared Content-Length over the cap is
 * refused without reading anything, and a body without one (chunked) is read only up to the cap.
 */
export type FormBody = { ok: true; form: FormData } | { ok: false; reason: "too-large" };

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, reason: "too-large" };
  }
  if (!request.body) return { ok: true, form: new FormData() };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
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
