/**
 * Real SMTP parts for the mail tests: an `smtp-server` that keeps what it receives, a server that
 * accepts connections and never answers, free ports, and a small MIME reader for nodemailer's
 * output (headers with RFC 2047 words, quoted-printable or base64 parts).
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../server/free-port";

export type ReceivedMail = {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  /** Header values, unfolded and decoded; lower-case names. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  messageId: string;
  text: string;
  html: string;
  /** When the peer had the whole message (end of DATA): from then on, a sender killed before recording it re-sends it. */
  receivedAt: number;
};

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export async function startSmtpServer(opts: { port?: number; rejectRecipients?: string[]; delayMs?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const reject = new Set((opts.rejectRecipients ?? []).map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (reject.has(address.address.toLowerCase())) {
        const err = new Error("Mailbox unavailable") as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({
          ...parseMail(
            raw,
            mailFrom,
            session.envelope.rcptTo.map((r) => r.address),
          ),
          receivedAt: Date.now(),
        });
        // A slower server, so that concurrent workers overlap.
        if (opts.delayMs) setTimeout(() => callback(), opts.delayMs);
        else callback();
      });
    },
  });
  const port = opts.port ?? (await freePort());
  await new Promise<void>((resolve, rejectListen) => {
    server.once("error", rejectListen);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", rejectListen);
      resolve();
    });
  });
  // A sender killed mid-session resets its connection (the crash loop does it on purpose): the
  // session is simply over, not the server.
  server.on("error", () => undefined);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: (count, timeoutMs = 15_000) => waitUntil(() => received.length >= count, timeoutMs, `${count} messages (got ${received.length})`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Accepts TCP connections and never says a word: the hung SMTP server. */
export async function startSilentServer(port?: number): Promise<{ port: number; url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// ---------------------------------------------------------------------------------------------
// A MIME reader just large enough for what nodemailer writes.

export function parseMail(raw: string, mailFrom = "", rcptTo: string[] = []): Omit<ReceivedMail, "receivedAt"> {
  const { headers, body } = splitEntity(raw);
  const header = (name: string) => headers.get(name.toLowerCase())?.[0];
  let text = "";
  let html = "";
  const visit = (entityHeaders: Map<string, string[]>, entityBody: string) => {
    const type = entityHeaders.get("content-type")?.[0] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const parts = entityBody.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith("--")) break;
        const child = splitEntity(part.replace(/^\r?\n/, ""));
        visit(child.headers, child.body);
      }
      return;
    }
    const decoded = decodeBody(entityBody, entityHeaders.get("content-transfer-encoding")?.[0] ?? "7bit");
    if (/^text\/html/i.test(type)) html = decoded;
    else if (/^text\/plain/i.test(type)) text = decoded;
  };
  visit(headers, body);
  return { mailFrom, rcptTo, raw, headers, header, messageId: header("message-id") ?? "", text, html };
}

function splitEntity(raw: string): { headers: Map<string, string[]>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeWords(line.slice(colon + 1).trim());
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : qpBytes(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable")
    return qpBytes(body.replace(/=\r?\n/g, ""))
      .toString("utf8")
      .replace(/\r\n/g, "\n");
  return body.replace(/\r\n/g, "\n");
}

function qpBytes(value: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i], "utf8"));
    }
  }
  return Buffer.from(bytes);
}
