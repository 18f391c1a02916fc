/**
 * Reads the one image file of a multipart upload as a stream, counting bytes as they arrive:
 * past the limit, or as soon as the first bytes are not an image, reading stops and the caller
 * answers at once. Nothing beyond the limit is ever held in memory.
 */
import Busboy from "busboy";
import { detectImageKind, SIGNATURE_BYTES, type ImageKind } from "./image-signature";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./media-rules";

export type UploadRefused = {
  ok: false;
  status: number;
  message: string;
  /** True when the body was not read to its end: the answer closes the connection. */
  stoppedEarly: boolean;
};

export type ReadUpload = { ok: true; bytes: Buffer; kind: ImageKind } | UploadRefused;

/** Room for the multipart framing (boundaries, part headers, a long file name) around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** After a refusal, how much of the rest is read and thrown away so the client gets the answer. */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 10_000;
/** How long the answer waits for that: past it, it goes out and the connection is closed. */
const ANSWER_WAIT_MS = 3_000;

export async function readImageUpload(request: Request, maxBytes = MAX_UPLOAD_BYTES): Promise<ReadUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  const refuse = (status: number, message: string, stoppedEarly: boolean): UploadRefused => ({ ok: false, status, message, stoppedEarly });

  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    return refuse(400, UPLOAD_MESSAGES.notAnImageFile, !(await discardBody(request)));
  }
  const declaredLength = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes + MULTIPART_OVERHEAD) {
    return refuse(413, UPLOAD_MESSAGES.tooLarge, !(await discardBody(request)));
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
    return refuse(400, UPLOAD_MESSAGES.notAnImageFile, !(await discardBody(request)));
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
    if (!kind) outcome ??= refuse(400, UPLOAD_MESSAGES.notAnImageFile, true);
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
        if (size > maxBytes) outcome = refuse(413, UPLOAD_MESSAGES.tooLarge, true);
        else if (size >= SIGNATURE_BYTES) sniff();
      });
      stream.on("limit", () => {
        outcome ??= refuse(413, UPLOAD_MESSAGES.tooLarge, true);
      });
      stream.on("end", resolve);
      stream.on("error", () => resolve());
    });
  });
  parser.on("error", () => {
    outcome ??= refuse(400, UPLOAD_MESSAGES.notAnImageFile, true);
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
      if (received > maxBytes + MULTIPART_OVERHEAD) outcome ??= refuse(413, UPLOAD_MESSAGES.tooLarge, true);
      if (outcome) break;
      await new Promise<void>((resolve) => parser.write(value, () => resolve()));
      if (outcome) break;
    }
  } catch {
    // The client went away or the connection broke: nobody is left to read an answer.
    parser.destroy();
    return refuse(400, UPLOAD_MESSAGES.uploadFailed("envoi interrompu"), false);
  }

  if (outcome) {
    parser.destroy();
    return { ...outcome, stoppedEarly: !(await lingerThenCancel(reader)) };
  }

  parser.end();
  await parserClosed;
  await fileDone;
  // Events of the last chunk may have settled the outcome while the parser finished.
  const settled = outcome as UploadRefused | null;
  if (settled) return { ...settled, stoppedEarly: false };
  if (!fileSeen || size === 0) return refuse(400, UPLOAD_MESSAGES.notAnImageFile, false);
  sniff();
  if (!kind) return refuse(400, UPLOAD_MESSAGES.notAnImageFile, false);
  return { ok: true, bytes: Buffer.concat(chunks, size), kind };
}

/**
 * Throws the body away (see lingerThenCancel). Resolves true when it was read to its end — the
 * connection can carry another request — or false when the answer cannot wait any longer.
 */
export function discardBody(request: Request): Promise<boolean> {
  if (!request.body || request.bodyUsed) return Promise.resolve(!request.body);
  try {
    return lingerThenCancel(request.body.getReader());
  } catch {
    // Already locked by someone else: theirs to finish.
    return Promise.resolve(false);
  }
}

/**
 * Reads and drops what the client is still sending, up to a few MB or seconds. The answer waits for this, up to ANSWER_WAIT_MS: a server that
 * answers and closes while a client is still uploading leaves unread bytes behind, the kernel
 * resets the connection, and many clients — browsers included — then report a network error
 * instead of our answer. Resolves true when the whole body was read.
 */
function lingerThenCancel(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const cancel = () => reader.cancel().catch(() => undefined);
  // A client that stops sending mid-body is cut off after the delay too.
  const timer = setTimeout(cancel, LINGER_MS);
  timer.unref();
  let dropped = 0;
  const drained = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return true;
        dropped += value.byteLength;
        // Too much: stop reading, but never cut the connection before the answer is out (the
        // client would get a reset instead); the answer closes it, or the timer above does.
        if (dropped > LINGER_BYTES) return false;
      }
    } catch {
      // The connection is gone: nothing left to drain.
      return false;
    } finally {
      clearTimeout(timer);
    }
  })();
  let waited: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    waited = setTimeout(() => resolve(false), ANSWER_WAIT_MS);
    waited.unref();
  });
  return Promise.race([drained, deadline]).finally(() => clearTimeout(waited));
}
