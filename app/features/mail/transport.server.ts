/**
 * Where e-mails go (ADR 008): with SMTP_URL, nodemailer over SMTP with short connect, greeting and
 * socket timeouts so a hung server cannot hold a worker; without it, one RFC 822 `.eml` file per
 * e-mail under DATA_DIR/mail, logged, so a newcomer reads exactly what would have been sent.
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "~/lib/config.server";
import type { MailOutboxRow } from "~/db/schema";
import { parseMailbox } from "~/features/mail/addresses";

/** The stored row's fields a delivery needs. */
export type DeliverableMail = Pick<
  MailOutboxRow,
  "id" | "kind" | "messageId" | "fromAddress" | "toAddresses" | "replyTo" | "subject" | "textBody" | "htmlBody" | "createdAt"
>;

export type DeliveryResult = {
  accepted: string[];
  rejected: string[];
  /** The file written by the file transport. */
  file?: string;
};

export type MailTransport = {
  readonly kind: "smtp" | "file";
  deliver(mail: DeliverableMail): Promise<DeliveryResult>;
  close(): void;
};

export type TransportTimeouts = {
  /** TCP (and TLS) connection. */
  connectionTimeoutMs: number;
  /** From connected to the server's 220 greeting. */
  greetingTimeoutMs: number;
  /** Any silence on an open connection. */
  socketTimeoutMs: number;
  /** The whole delivery, whatever the server does: a worker never waits longer than this. */
  deliveryTimeoutMs: number;
};

export const DEFAULT_TIMEOUTS: TransportTimeouts = {
  connectionTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 20_000,
  deliveryTimeoutMs: 60_000,
};

export type TransportOptions = { timeouts?: Partial<TransportTimeouts> };

export class MailDeliveryError extends Error {
  constructor(
    message: string,
    /** The SMTP reply code, when the server answered. */
    readonly responseCode?: number,
    /** nodemailer's error code (ECONNECTION, ETIMEDOUT, EENVELOPE…). */
    readonly code?: string,
  ) {
    super(message);
    this.name = "MailDeliveryError";
  }

  /**
   * True when the failure is about this e-mail (a recipient or its content refused), false when
   * it is about the way out (connection, timeout, authentication, disk): then the other e-mails
   * waiting behind it would fail the same way.
   */
  get concernsThisMail(): boolean {
    return this.code === "EENVELOPE" || this.code === "EMESSAGE" || this.code === "ENORECIPIENT";
  }
}

export function createMailTransport(services: { config: Config; logger: Logger }, opts: TransportOptions = {}): MailTransport {
  const { config, logger } = services;
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, envelopeSender(config), { ...DEFAULT_TIMEOUTS, ...opts.timeouts })
    : createFileTransport(mailFileDir(config.dataDir), envelopeSender(config), logger);
}

/** Where the file transport writes: DATA_DIR/mail. */
export function mailFileDir(dataDir: string): string {
  return path.join(dataDir, "mail");
}

/** The file of one outbox row: named after the row, so a retry rewrites the same file rather than adding a second one. */
export function mailFilePath(dir: string, mail: Pick<DeliverableMail, "id" | "kind" | "createdAt">): string {
  return path.join(dir, `${fileStamp(mail.createdAt)}-${mail.kind.replace(/_/g, "-")}-${mail.id}.eml`);
}

/**
 * Deletes the files the file transport wrote for these outbox rows (a visitor's erasure
 * the copies of their messages must not outlive it). A row never written to a file (SMTP, not yet
 * sent) has none: nothing to do. Resolves with the number of files deleted.
 */
export async function deleteMailFiles(dataDir: string, mails: readonly Pick<DeliverableMail, "id" | "kind" | "createdAt">[]): Promise<number> {
  const dir = mailFileDir(dataDir);
  let deleted = 0;
  for (const mail of mails) {
    const file = mailFilePath(dir, mail);
    try {
      await rm(file);
      deleted++;
    } catch (err) {
      if ((err as { code?: unknown }).code !== "ENOENT") throw err;
    }
  }
  return deleted;
}

/**
 * MAIL_FROM's address is the envelope sender (Return-Path) of every e-mail: bounces reach the
 * platform, and SPF is checked against the platform's domain, which its relay may send for, not
 * against the merchant's. Header From stays the site's sender e-mail.
 */
function envelopeSender(config: Config): string | undefined {
  return parseMailbox(config.mailFrom)?.address;
}

function messageOptions(mail: DeliverableMail, envelopeFrom: string | undefined): SendMailOptions {
  return {
    from: mail.fromAddress,
    to: mail.toAddresses,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody ?? undefined,
    // Fixed at enqueue: a retry is the same message, which receivers and tests can recognise.
    messageId: mail.messageId,
    date: mail.createdAt,
    envelope: { from: envelopeFrom ?? parseMailbox(mail.fromAddress)?.address, to: mail.toAddresses },
    // RFC 3834: out-of-office replies must not answer a notification.
    headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

function createSmtpTransport(url: string, envelopeFrom: string | undefined, timeouts: TransportTimeouts): MailTransport {
  // One connection per delivery (no pool): few e-mails, and nothing to go stale between them.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionTimeoutMs,
    greetingTimeout: timeouts.greetingTimeoutMs,
    socketTimeout: timeouts.socketTimeoutMs,
    dnsTimeout: timeouts.connectionTimeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: "smtp",
    async deliver(mail) {
      const info = await withDeadline(transporter.sendMail(messageOptions(mail, envelopeFrom)), timeouts.deliveryTimeoutMs).catch((err: unknown) => {
        throw asDeliveryError(err);
      });
      const accepted = info.accepted.map(String);
      if (accepted.length === 0) throw new MailDeliveryError(`Aucun destinataire accepté\u00a0: ${info.response}`, undefined, "ENORECIPIENT");
      return { accepted, rejected: info.rejected.map(String) };
    },
    close() {
      transporter.close();
    },
  };
}

function createFileTransport(dir: string, envelopeFrom: string | undefined, logger: Logger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "file",
    async deliver(mail) {
      const info = await composer.sendMail(messageOptions(mail, envelopeFrom));
      const message = info.message as Buffer;
      await mkdir(dir, { recursive: true });
      const file = mailFilePath(dir, mail);
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, message);
      await rename(partial, file);
      logger.info({ file, to: mail.toAddresses, subject: mail.subject, messageId: mail.messageId }, "mail written to file (no SMTP_URL)");
      return { accepted: [...mail.toAddresses], rejected: [], file };
    },
    close() {},
  };
}

function fileStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")
    .replace("T", "-");
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailDeliveryError(`Délai d'envoi dépassé (${ms} ms)`, undefined, "ETIMEDOUT")), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function asDeliveryError(err: unknown): MailDeliveryError {
  if (err instanceof MailDeliveryError) return err;
  const e = err as { message?: string; code?: string; responseCode?: number; response?: string };
  const detail = e.response && !(e.message ?? "").includes(e.response) ? ` (${e.response})` : "";
  const message = `${e.code ? `${e.code}: ` : ""}${e.message ?? String(err)}${detail}`;
  return new MailDeliveryError(message, typeof e.responseCode === "number" ? e.responseCode : undefined, e.code);
}
