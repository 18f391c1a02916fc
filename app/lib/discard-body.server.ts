/**
 * Answering a request before its body has arrived (a refused upload, a form over its size cap).
 *
 * A server that closes the connection while the client is still sending leaves unread bytes
 * behind: the kernel answers them with a reset, which also throws away whatever the client had
 * not read yet — our answer included — and many clients, browsers among them, then report a
 * network error instead of it. So the rest of the body is read and thrown away: first while the
 * answer waits (a few seconds at most), then, if the client is still sending, after the answer
 * has gone out, for a short while more, before the connection is cut. The answer never says
 * `Connection: close`: Node would close the socket at once after it (measured: 15 resets in 20).
 */

/** How much of the rest is read and thrown away in all. */
const LINGER_BYTES = 16 * 1024 * 1024;
/** In all, after this the connection of a client still sending is cut. */
const LINGER_MS = 10_000;
/** How long the answer waits for the rest of the body before it goes out anyway. */
const ANSWER_WAIT_MS = 3_000;
/** Once LINGER_BYTES are read, how long the client has to read the answer before the connection is cut. */
const GRACE_MS = 2_000;

/**
 * Throws the body away (see lingerThenCancel). Resolves true when it was read to its end before
 * the answer — the connection can carry another request — or false when the answer goes out first.
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
 * Reads and drops what the client is still sending, on a reader already in use. Resolves true
 * when the body ended within ANSWER_WAIT_MS; otherwise false at that moment, and the reading goes
 * on behind the answer up to LINGER_BYTES and LINGER_MS (then GRACE_MS more at most) before the
 * body is cancelled, which closes the connection.
 */
export function lingerThenCancel(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const cancel = () => reader.cancel().catch(() => undefined);
  const timer = setTimeout(cancel, LINGER_MS);
  timer.unref();
  let dropped = 0;
  const drained = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          clearTimeout(timer);
          return true;
        }
        dropped += value.byteLength;
        if (dropped > LINGER_BYTES) {
          // Enough: stop reading (the client's sending stalls, no reset yet), let the answer reach
          // it, then cut.
          clearTimeout(timer);
          setTimeout(cancel, GRACE_MS).unref();
          return false;
        }
      }
    } catch {
      // The connection is gone: nothing left to drain.
      clearTimeout(timer);
      return false;
    }
  })();
  let waited: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    waited = setTimeout(() => resolve(false), ANSWER_WAIT_MS);
    waited.unref();
  });
  return Promise.race([drained, deadline]).finally(() => clearTimeout(waited));
}
