/**
 * Reads the one image file of a multipart upload as a stream, counting bytes as they arrive:
 * past the limit, or as soon as the first bytes are not an image, reading stops and the caller
 * answers at once. Nothing beyond the limit is ever held in memory.
 */
import Busboy from "busboy";
import { discardBody, lingerThenCancel } from "~/lib/discard-body.server";
import { detectImageKind, SIGNATURE_BYTES, type ImageKind } from "~/features/media/image-signature";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/features/media/media-rules";

export type UploadRefused = { ok: false; status: number; message: string };

export type ReadUpload = { ok: true; bytes: Buffer; kind: ImageKind } | UploadRefused;

/** Room for the multipart framing (boundaries, part headers, a long file name) around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export async function readImageUpload(request: Request, maxBytes = MAX_UPLOAD_BYTES): Promise<ReadUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  const refuse = (status: number, message: string): UploadRefused => ({ ok: false, status, message });

  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    await discardBody(request);
    return refuse(400, UPLOAD_MESSAGES.notAnImageFile);
  }
  const declaredLength = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes + MULTIPART_OVERHEAD) {
    await discardBody(request);
    return refuse(413, UPLOAD_MESSAGES.tooLarge);
  }

  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      // One byte more than allowed, so a file of exactly `maxBytes` is not flagged: busboy marks
      // a file truncated as soon as it reaches its limit.
      limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
    });
  } catch {
    await discardBody(request);
    return refuse(400, UPLOAD_MESSAGES.notAnImageFile);
  }

  // The parser's events settle the outcome; the read loop below checks it after every chunk.
  let outcome: UploadRefused | null = null;
  let fileSeen = false;
  let fileDone: Promise<void> = Promise.resolve();
  const chunks: Buffer[] = [];
  let size = 0;
  let kind: ImageKind | null = null;

  const sniff = () => {
    if (kind) return;
    kind = detectImageKind(Buffer.concat(chunks).subarray(0, SIGNATURE_BYTES));
    if (!kind) outcome ??= refuse(400, UPLOAD_MESSAGES.notAnImageFile);
  };

  parser.on("file", (_field, stream) => {
    if (fileSeen) {
      stream.resume();
      return;
    }
    fileSeen = true;
    fileDone = new Promise<void>((resolve) => {
      stream.on("data", (chunk: Buffer) => {
        if (outcome) return;
        chunks.push(chunk);
        size += chunk.length;
        if (size > maxBytes) outcome = refuse(413, UPLOAD_MESSAGES.tooLarge);
        else if (size >= SIGNATURE_BYTES) sniff();
      });
      stream.on("limit", () => {
        outcome ??= refuse(413, UPLOAD_MESSAGES.tooLarge);
      });
      stream.on("end", resolve);
      stream.on("error", () => resolve());
    });
  });
  parser.on("error", () => {
    outcome ??= refuse(400, UPLOAD_MESSAGES.notAnImageFile);
  });
  const parserClosed = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", () => resolve());
  });

  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes + MULTIPART_OVERHEAD) outcome ??= refuse(413, UPLOAD_MESSAGES.tooLarge);
      if (outcome) break;
      await new Promise<void>((resolve) => parser.write(value, () => resolve()));
      if (outcome) break;
    }
  } catch {
    // The client went away or the connection broke: nobody is left to read an answer.
    parser.destroy();
    return refuse(400, UPLOAD_MESSAGES.uploadFailed("envoi interrompu"));
  }

  if (outcome) {
    parser.destroy();
    await lingerThenCancel(reader);
    return outcome;
  }

  parser.end();
  await parserClosed;
  await fileDone;
  // Events of the last chunk may have settled the outcome while the parser finished.
  const settled = outcome as UploadRefused | null;
  if (settled) return settled;
  if (!fileSeen || size === 0) return refuse(400, UPLOAD_MESSAGES.notAnImageFile);
  sniff();
  if (!kind) return refuse(400, UPLOAD_MESSAGES.notAnImageFile);
  return { ok: true, bytes: Buffer.concat(chunks, size), kind };
}
