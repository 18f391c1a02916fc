/**
 * Answering a request before its body has arrived (a refused upload, a form over its size cap).
 *
 * A server that answers and closes while the client is still sending leaves unread bytes behind:
 * the kernel then resets the connection, and many clients — browsers included — report a network
 * error instead of our answer. So the rest of the body is read and thrown away first, up to a few
 * MB or seconds; past that the answer goes out anyway and must close the connection
 * (`Connection: close`), since the connection can no longer carry another request.
 */

/** How much of the rest is read and thrown away so the client gets the answer. */
const LINGER_BYTES = 16 * 1024 * 1024;
/** A client that stops sending mid-body is cut off after this. */
const LINGER_MS = 10_000;
/** How long the answer waits for the draining: past it, it goes out and the connection is closed. */
const ANSWER_WAIT_MS = 3_000;

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
 * Reads and drops what the client is still sending on a reader already in use, up to
 * LINGER_BYTES or ANSWER_WAIT_MS; the answer waits for this. Resolves true when the whole body
 * was read.
 */
export function lingerThenCancel(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
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
