/**
 * The outbox worker (ADR 008), one per server process. Every ~2 s it claims due rows with
 * `FOR UPDATE SKIP LOCKED` (so several processes share the work and never take the same row),
 * marks them 'sending' until `locked_until`, delivers them one by one, then records 'sent' or the
 * next attempt with exponential back-off, and 'failed' after the last one.
 *
 * A claim is short (30 s) and renewed every 10 s while its worker lives: a process that dies
 * mid-send leaves a claim that expires within 30 s, and the row is tried again. A server that owns
 * the embedded database is its only worker, so at start it takes over at once the claims its
 * killed predecessor left (ADR 039).
 *
 * An attempt is counted when its delivery starts (committed before the first byte goes out), not
 * when the batch is claimed: a process killed halfway through a batch costs an attempt only to
 * the mail it was sending, not to the ones it never tried — in a crash loop those would otherwise
 * run out of attempts without ever being sent.
 *
 * Every write after the claim is fenced on (id, status 'sending', attempts), and starting an
 * attempt moves `attempts` on: of two workers holding the same row (a claim taken over after it
 * expired), only one can start an attempt, and the other can no longer change the row.
 */
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "~/lib/config.server";
import type { Database } from "~/db/connect.server";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "~/db/database-unavailable";
import { onMailEnqueued } from "~/features/mail/outbox.server";
import { afterFailure, MAX_ATTEMPTS, retryDelayMs } from "~/features/mail/retry-schedule";
import { createMailTransport, MailDeliveryError, type DeliverableMail, type MailTransport, type TransportTimeouts } from "~/features/mail/transport.server";

export type OutboxWorkerOptions = {
  /** Between two looks at the table when it had nothing due. Default 2 s. */
  pollIntervalMs?: number;
  /** Rows claimed at once. Default 10. */
  batchSize?: number;
  /** How long a claim holds without renewal. Default 30 s; renewed every third of it while the batch is worked on. */
  lockMs?: number;
  /**
   * This worker is the only one on the database (a server owning the embedded PostgreSQL): claims
   * found at start belong to a dead process and are taken over at once instead of at their expiry.
   */
  soleWorker?: boolean;
  /** How long stop() waits for the delivery in progress. Default 3 s (shutdown must end within 10 s). */
  stopTimeoutMs?: number;
  maxAttempts?: number;
  /** Wait after `attempts` failed attempts. Default: retryDelayMs (30 s doubling, capped at 4 h). */
  retryDelay?: (attempts: number) => number;
  /** SMTP timeouts (tests shorten them). */
  timeouts?: Partial<TransportTimeouts>;
  /** A ready transport instead of the one the configuration describes. */
  transport?: MailTransport;
};

export type OutboxWorker = {
  /** Starts polling (idempotent). */
  start(): void;
  /** Looks at the table shortly instead of at the next poll (called after an enqueue in this process). */
  wake(): void;
  /** One pass over everything due; resolves with the number of deliveries attempted. */
  runOnce(): Promise<number>;
  /** Stops polling, waits (bounded) for the delivery in progress, hands unsent claims back. */
  stop(): Promise<void>;
};

const WAKE_DELAY_MS = 50;
const DEFAULT_LOCK_MS = 30_000;

type WorkerServices = { db: Database; config: Config; logger: Logger };

type ClaimedMail = DeliverableMail & { attempts: number };

export function createOutboxWorker(services: WorkerServices, opts: OutboxWorkerOptions = {}): OutboxWorker {
  const { db } = services;
  const logger = services.logger.child({ component: "mail-outbox" });
  const pollIntervalMs = opts.pollIntervalMs ?? 2_000;
  const batchSize = opts.batchSize ?? 10;
  const lockMs = opts.lockMs ?? DEFAULT_LOCK_MS;
  const renewEveryMs = Math.max(100, Math.floor(lockMs / 3));
  const stopTimeoutMs = opts.stopTimeoutMs ?? 3_000;
  const maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
  const retryDelay = opts.retryDelay ?? retryDelayMs;
  const transport = opts.transport ?? createMailTransport(services, { timeouts: opts.timeouts });

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | undefined;
  let again = false;
  let wokenDuringPass = false;
  let unsubscribe: (() => void) | undefined;
  /**
   * Writes a pass could not make because the database went away (ADR 019): a mail delivered but
   * not yet marked sent, claims not attempted. Made first thing in the next pass, so these mails
   * go on as soon as the database is back instead of waiting for their claim to expire (11 min).
   * Each write is fenced on the claim, so it is harmless if another process took the mail over.
   */
  const owed: (() => Promise<void>)[] = [];

  async function settleOwed(): Promise<void> {
    while (owed.length > 0) {
      await owed[0]!();
      owed.shift();
    }
  }

  /** Runs a bookkeeping write; if the database is unreachable, keeps it for the next pass and says so. */
  async function orOwe(write: () => Promise<void>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      owed.push(write);
      return false;
    }
  }

  async function claim(): Promise<ClaimedMail[]> {
    const result = await db.execute<{
      id: string;
      kind: string;
      message_id: string;
      from_address: string;
      to_addresses: string[];
      reply_to: string | null;
      subject: string;
      text_body: string;
      html_body: string | null;
      created_at: Date | string;
      attempts: number;
    }>(sql`
      WITH due AS (
        SELECT id FROM mail_outbox
        WHERE (status = 'pending' AND next_attempt_at <= now())
           OR (status = 'sending' AND locked_until <= now())
        ORDER BY next_attempt_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE mail_outbox m
      SET status = 'sending',
          locked_until = now() + make_interval(secs => ${lockMs / 1000})
      FROM due
      WHERE m.id = due.id
      RETURNING m.id, m.kind, m.message_id, m.from_address, m.to_addresses, m.reply_to, m.subject,
                m.text_body, m.html_body, m.created_at, m.attempts`);
    return result.rows
      .map((r) => ({
        id: r.id,
        kind: r.kind,
        messageId: r.message_id,
        fromAddress: r.from_address,
        toAddresses: r.to_addresses,
        replyTo: r.reply_to,
        subject: r.subject,
        textBody: r.text_body,
        htmlBody: r.html_body,
        createdAt: new Date(r.created_at),
        attempts: r.attempts,
      }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function markSent(mail: ClaimedMail, rejected: string[], file: string | undefined): Promise<void> {
    const note = rejected.length > 0 ? `Refusé par le serveur\u00a0: ${rejected.join(", ")}` : null;
    const result = await db.execute(sql`
      UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = ${note}
      WHERE id = ${mail.id} AND status = 'sending' AND attempts = ${mail.attempts}`);
    if (result.rowCount === 0 && file !== undefined) {
      // Erased while it was being written (a visitor's erasure): its file goes too.
      const still = await db.execute(sql`SELECT 1 FROM mail_outbox WHERE id = ${mail.id}`);
      if (still.rows.length === 0) {
        await rm(file, { force: true });
        logger.info({ mailId: mail.id, kind: mail.kind }, "mail erased while it was written: its file deleted");
        return;
      }
    }
    logger.info({ mailId: mail.id, messageId: mail.messageId, kind: mail.kind, attempts: mail.attempts, rejected }, "mail sent");
  }

  async function markFailed(mail: ClaimedMail, error: string): Promise<void> {
    const next = afterFailure(mail.attempts, maxAttempts, retryDelay);
    const lastError = error.slice(0, 2000);
    if (next.status === "failed") {
      await db.execute(sql`
        UPDATE mail_outbox SET status = 'failed', locked_until = NULL, last_error = ${lastError}
        WHERE id = ${mail.id} AND status = 'sending' AND attempts = ${mail.attempts}`);
      logger.error({ mailId: mail.id, messageId: mail.messageId, kind: mail.kind, attempts: mail.attempts, error: lastError }, "mail failed for good");
    } else {
      await db.execute(sql`
        UPDATE mail_outbox
        SET status = 'pending', locked_until = NULL, last_error = ${lastError},
            next_attempt_at = now() + make_interval(secs => ${next.delayMs / 1000})
        WHERE id = ${mail.id} AND status = 'sending' AND attempts = ${mail.attempts}`);
      logger.warn(
        { mailId: mail.id, messageId: mail.messageId, kind: mail.kind, attempts: mail.attempts, retryInMs: next.delayMs, error: lastError },
        "mail not sent, will retry",
      );
    }
  }

  /** Claims not attempted (stopping): back to pending, no attempt counted. */
  async function release(mails: ClaimedMail[]): Promise<void> {
    for (const mail of mails) {
      await db.execute(sql`
        UPDATE mail_outbox SET status = 'pending', locked_until = NULL
        WHERE id = ${mail.id} AND status = 'sending' AND attempts = ${mail.attempts}`);
    }
  }

  /**
   * Counts the attempt about to be made (committed before the delivery starts, so a mail that
   * crashes its process still uses up its attempts). False when the claim is no longer ours.
   */
  async function beginAttempt(mail: ClaimedMail): Promise<boolean> {
    const result = await db.$client.query(
      `UPDATE mail_outbox SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $3)
        WHERE id = $1 AND status = 'sending' AND attempts = $2`,
      [mail.id, mail.attempts, lockMs / 1000],
    );
    if (result.rowCount !== 1) return false;
    mail.attempts++;
    return true;
  }

  /**
   * Pushes back the expiry of the batch's claims that are still ours (same fence as every write):
   * rows already recorded, or taken over by another worker, are left alone.
   */
  async function renew(batch: ClaimedMail[]): Promise<void> {
    if (stopping) return; // a delivery still hanging after stop(): its claim expires by itself
    await db.$client.query(
      `UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $3)
        WHERE status = 'sending' AND (id, attempts) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`,
      [batch.map((m) => m.id), batch.map((m) => m.attempts), lockMs / 1000],
    );
  }

  /** `broken`: the way out failed, so this pass stops (the next poll tries again). */
  async function processBatch(batch: ClaimedMail[]): Promise<{ attempted: number; broken: boolean }> {
    let renewing: Promise<void> | undefined;
    const renewal = setInterval(() => {
      renewing ??= renew(batch)
        .catch((err: unknown) => logger.warn({ err }, "mail outbox: could not renew the claims"))
        .finally(() => {
          renewing = undefined;
        });
    }, renewEveryMs);
    renewal.unref();
    try {
      return await deliverBatch(batch);
    } finally {
      clearInterval(renewal);
    }
  }

  async function deliverBatch(batch: ClaimedMail[]): Promise<{ attempted: number; broken: boolean }> {
    let attempted = 0;
    for (let i = 0; i < batch.length; i++) {
      const mail = batch[i];
      if (stopping) {
        await release(batch.slice(i));
        break;
      }
      let begun: boolean;
      try {
        begun = await beginAttempt(mail);
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        // The database went away before this delivery: the batch is handed back once it returns.
        owed.push(() => release(batch.slice(i)));
        throw new DatabaseUnavailableError("mail outbox: database unavailable, bookkeeping postponed");
      }
      if (!begun) continue; // taken over by another worker
      if (mail.attempts > maxAttempts) {
        // Only a mail whose last attempt was cut short (its process died) gets here.
        await markFailed(mail, "Tentative interrompue (processus arrêté pendant l'envoi)");
        continue;
      }
      attempted++;
      let written: boolean;
      let error: MailDeliveryError | null = null;
      try {
        const result = await transport.deliver(mail);
        written = await orOwe(() => markSent(mail, result.rejected, result.file));
      } catch (err) {
        error = asDeliveryError(err);
        const message = error.message;
        written = await orOwe(() => markFailed(mail, message));
      }
      if (!written) {
        // The database went away: the rest of the batch is handed back once it returns.
        const rest = batch.slice(i + 1);
        if (rest.length > 0) owed.push(() => release(rest));
        throw new DatabaseUnavailableError("mail outbox: database unavailable, bookkeeping postponed");
      }
      if (error && !error.concernsThisMail) {
        // The way out is broken: the rest of the batch would wait a timeout each for the same
        // answer. Each counts an attempt that failed the same way.
        const message = error.message;
        for (const rest of batch.slice(i + 1)) {
          await orOwe(async () => {
            if (await beginAttempt(rest)) await markFailed(rest, message);
          });
        }
        return { attempted, broken: true };
      }
    }
    return { attempted, broken: false };
  }

  async function drain(): Promise<number> {
    let attempted = 0;
    await settleOwed();
    do {
      again = false;
      for (;;) {
        if (stopping) return attempted;
        const batch = await claim();
        if (batch.length === 0) break;
        const result = await processBatch(batch);
        attempted += result.attempted;
        if (result.broken) return attempted;
        if (batch.length < batchSize) break;
      }
    } while (again && !stopping);
    return attempted;
  }

  function runOnce(): Promise<number> {
    if (current) {
      again = true;
      return current;
    }
    current = drain().finally(() => {
      current = undefined;
    });
    return current;
  }

  function schedule(delayMs: number) {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    runOnce()
      .catch((err: unknown) => {
        // The database may be down for a moment: log and try again at the next poll.
        if (isDatabaseUnavailable(err)) logger.warn({ err }, "mail outbox pass failed: database unavailable");
        else logger.error({ err }, "mail outbox pass failed");
      })
      .finally(() => {
        const soon = wokenDuringPass;
        wokenDuringPass = false;
        schedule(soon ? WAKE_DELAY_MS : pollIntervalMs);
      });
  }

  function wake() {
    if (!started || stopping) return;
    // The enqueueing transaction commits just after: give it a moment (else the poll finds it).
    if (current) wokenDuringPass = true;
    else schedule(WAKE_DELAY_MS);
  }

  /** Claims of a dead predecessor (soleWorker only): due now, their attempt stays counted. */
  async function takeOverClaims(): Promise<void> {
    const result = await db.$client.query("UPDATE mail_outbox SET locked_until = now() WHERE status = 'sending' AND locked_until > now()");
    if (result.rowCount) logger.warn({ mails: result.rowCount }, "mail outbox: resuming mails a stopped process was sending");
  }

  return {
    start() {
      if (started || stopping) return;
      started = true;
      unsubscribe = onMailEnqueued(wake);
      if (!opts.soleWorker) {
        schedule(0);
        return;
      }
      takeOverClaims()
        .catch((err: unknown) => logger.error({ err }, "mail outbox: could not take over the claims left at start"))
        .finally(() => schedule(0));
    },
    wake,
    runOnce,
    async stop() {
      if (stopping) return;
      stopping = true;
      unsubscribe?.();
      clearTimeout(timer);
      if (current) {
        let waited: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          current.then(
            () => false,
            () => false,
          ),
          new Promise<boolean>((resolve) => {
            waited = setTimeout(() => resolve(true), stopTimeoutMs);
          }),
        ]);
        clearTimeout(waited);
        // Its claim expires by itself: another process (or this one, restarted) retries the mail.
        if (timedOut) logger.warn({ stopTimeoutMs }, "stopped while a mail was being sent");
      }
      transport.close();
    },
  };
}

function asDeliveryError(err: unknown): MailDeliveryError {
  if (err instanceof MailDeliveryError) return err;
  const e = err as { message?: string; code?: string };
  return new MailDeliveryError(e.message ?? String(err), undefined, e.code);
}
