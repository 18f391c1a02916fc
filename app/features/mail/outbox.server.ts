/**
 * The transactional outbox (ADR 008): an e-mail is a `mail_outbox` row written in the caller's
 * transaction, so it exists exactly when the visitor's message or quote does. The worker
 * (outbox-worker.server.ts) delivers it later, with retries.
 */
import { randomUUID } from "node:crypto";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import { mailOutbox } from "~/db/schema";
import { type MailStatus } from "~/db/enums";
import { MailAddressError, isValidEmailAddress, parseMailbox, stripLineBreaks, formatMailbox } from "~/features/mail/addresses";

export { MailAddressError };

export const MAIL_KINDS = [
  "contact_notification",
  "quote_notification",
  "email_change",
  "signin_alert",
  "site_invitation",
  "email_confirm",
  "confirm_reminder",
  "signup_notice",
  "password_reset",
  "password_changed",
  "invoice_issued",
  "invoice_reminder",
  "payment_received",
  "plan_change",
  "domain_verified",
  "domain_certificate",
  "support_request",
  "support_reply",
  "test",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type OutgoingMail = {
  /** The site the mail is about (null for platform mails); kept for the back-office, not for routing. */
  siteId: string | null;
  kind: MailKind;
  /** `a@b.fr` or `"Name" <a@b.fr>`. */
  from: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
};

/** Writes a pending e-mail in the given transaction; the worker sends it after commit. */
export async function enqueueMail(tx: DatabaseOrTransaction, mail: OutgoingMail): Promise<{ id: string; messageId: string }> {
  const row = await insertMail(tx, mail, "pending");
  for (const listener of enqueueListeners) listener();
  return row;
}

/**
 * One set per process, not per copy of this module: the server runs the worker from its own
 * bundle (server/workers.ts in build/bin/main.mjs, ADR 032) and the actions from the app's
 * production build, which has its own copy of this file. A module-level set left the worker deaf to every form (it waited for its next poll).
 */
const LISTENERS = Symbol.for("vitrine.mail-outbox.enqueue-listeners");
const registry = globalThis as typeof globalThis & { [LISTENERS]?: Set<() => void> };
const enqueueListeners: Set<() => void> = (registry[LISTENERS] ??= new Set());

/**
 * Called after each enqueue in this process (before the caller's commit): lets the worker look
 * sooner than its next poll. Other processes' mails wait for the poll. Returns the unsubscribe.
 */
export function onMailEnqueued(listener: () => void): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

/**
 * The row as stored: addresses checked and header values single-line, so nothing a visitor typed
 * can add a header or a recipient. Throws MailAddressError on a bad address.
 */
export function normaliseMail(mail: OutgoingMail): OutgoingMail & { replyTo: string | null } {
  if (!MAIL_KINDS.includes(mail.kind)) throw new Error(`Unknown mail kind: ${String(mail.kind)}`);
  const from = parseMailbox(mail.from);
  if (!from) throw new MailAddressError("from", mail.from);
  const to = uniqueAddresses(mail.to.map(stripLineBreaks));
  if (to.length === 0) throw new Error("An e-mail needs at least one recipient");
  for (const address of to) if (!isValidEmailAddress(address)) throw new MailAddressError("to", address);
  let replyTo: string | null = null;
  if (mail.replyTo != null && stripLineBreaks(mail.replyTo) !== "") {
    const parsed = parseMailbox(mail.replyTo);
    if (!parsed) throw new MailAddressError("replyTo", mail.replyTo);
    replyTo = formatMailbox(parsed.name, parsed.address);
  }
  return {
    ...mail,
    from: formatMailbox(from.name, from.address),
    to,
    replyTo,
    // Runs of spaces collapsed, the non-breaking ones of French typography kept (ADR 027).
    subject: stripLineBreaks(mail.subject).replace(/[^\S\u00a0]+/g, " "),
  };
}

/** Drops repeats (case-insensitively: one inbox), keeping the first spelling. */
export function uniqueAddresses(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A Message-ID fixed once per row, so a retried delivery is the same message to the receiving
 * servers (and to our tests). Its right-hand side is the sender's domain: it needs no
 * configuration and looks like every other mail that domain sends.
 */
export function newMessageId(fromAddress: string): string {
  const domain = parseMailbox(fromAddress)?.address.split("@")[1]?.toLowerCase() ?? "vitrine.localhost";
  return `<${randomUUID()}@${domain}>`;
}

/** Also used by the synchronous test e-mail, which records its row already claimed. */
export async function insertMail(
  tx: DatabaseOrTransaction,
  mail: OutgoingMail,
  status: Extract<MailStatus, "pending" | "sending">,
  claim?: { lockedUntil: Date },
): Promise<{ id: string; messageId: string }> {
  const clean = normaliseMail(mail);
  const messageId = newMessageId(clean.from);
  const rows = await tx
    .insert(mailOutbox)
    .values({
      siteId: clean.siteId,
      kind: clean.kind,
      messageId,
      fromAddress: clean.from,
      toAddresses: clean.to,
      replyTo: clean.replyTo,
      subject: clean.subject,
      textBody: clean.text,
      htmlBody: clean.html,
      status,
      attempts: status === "sending" ? 1 : 0,
      lockedUntil: claim?.lockedUntil ?? null,
    })
    .returning({ id: mailOutbox.id, messageId: mailOutbox.messageId });
  return rows[0];
}
