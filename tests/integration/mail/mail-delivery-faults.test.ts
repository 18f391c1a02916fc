/**
 * The outbox under faults, with a real SMTP server: SMTP down then back, a server that never
 * answers, two workers on one database, a crashed claim, the end of the retries, a bounded stop.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { contactMessages, mailOutbox } from "~/db/schema";
import { createDatabase, type Database, type Transaction } from "~/db/connect.server";
import { enqueueContactNotification, type ContactNotificationFields } from "~/features/mail/notifications.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "~/features/mail/outbox-worker.server";
import { MAX_ATTEMPTS, retryDelayMs } from "~/features/mail/retry-schedule";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { freePort } from "../../../server/free-port";
import { startSilentServer, startSmtpServer, waitUntil } from "../../support/mail-test-smtp";
import { createMessage, createSite } from "../../support/factories";

let t: TestDatabase;
let siteId: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestDatabase({ max: 10 });
  siteId = (await createSite(t.db, { name: "Les Délices de Marie", senderEmail: "contact@delices.fr", merchantEmail1: "marie@delices.fr" })).id;
});

afterEach(async () => {
  // Stop workers and servers before the next test, in reverse order of creation.
  while (cleanups.length > 0) await cleanups.pop()?.();
  await t.db.delete(mailOutbox);
  await t.db.delete(contactMessages);
});

afterAll(async () => {
  await t?.drop();
});

function workerOn(db: Database, smtpUrl: string, opts: OutboxWorkerOptions = {}): OutboxWorker {
  const services = createTestServices(db, { SMTP_URL: smtpUrl });
  const worker = createOutboxWorker(services, { pollIntervalMs: 25, ...opts });
  cleanups.push(() => worker.stop());
  return worker;
}

const contact = (n: number): ContactNotificationFields => ({
  firstName: "Visiteur",
  name: `Numéro ${n}`,
  email: `visiteur${n}@example.fr`,
  subject: `Demande ${n}`,
  message: `Message numéro ${n}`,
});

/** A visitor's submission as the storefront stores it: the message and its notification, one transaction. */
async function submit(n: number): Promise<void> {
  await t.db.transaction(async (tx: Transaction) => {
    await createMessage(tx, siteId, contact(n));
    expect(await enqueueContactNotification(tx, siteId, contact(n))).toBe(true);
  });
}

async function plainMail(n: number) {
  return enqueueMail(t.db, {
    siteId,
    kind: "contact_notification",
    from: "contact@delices.fr",
    to: ["marie@delices.fr"],
    subject: `Courrier ${n}`,
    text: `Texte ${n}`,
    html: `<p>Texte ${n}</p>`,
  });
}

async function rows() {
  return t.db.select().from(mailOutbox);
}

async function rowsBySubject() {
  return (await rows()).sort((a, b) => a.subject.localeCompare(b.subject));
}

describe("SMTP down, then back", () => {
  it("keeps 50 submissions and 50 pending notifications, then delivers each exactly once", async () => {
    const port = await freePort(); // nothing listens there yet
    const worker = workerOn(t.db, `smtp://127.0.0.1:${port}`, { retryDelay: () => 300, maxAttempts: 1000 });
    worker.start();

    await Promise.all(Array.from({ length: 50 }, (_, i) => submit(i)));
    expect(await t.db.$count(contactMessages)).toBe(50);

    // Every notification has been tried and put back for later.
    await waitUntil(async () => (await rows()).every((r) => r.status === "pending" && r.attempts >= 1), 15_000, "50 failed attempts");
    const pending = await rows();
    expect(pending).toHaveLength(50);
    expect(pending.every((r) => r.lastError !== null && /ECONNREFUSED|ECONNECTION|connect/i.test(r.lastError))).toBe(true);

    const smtp = await startSmtpServer({ port });
    cleanups.push(() => smtp.close());
    await smtp.waitFor(50);
    await waitUntil(async () => (await rows()).every((r) => r.status === "sent"), 10_000, "50 sent rows");
    // A few more polls: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(smtp.received).toHaveLength(50);
    const ids = new Set(smtp.received.map((m) => m.messageId));
    expect(ids.size).toBe(50);
    expect([...ids].sort()).toEqual(pending.map((r) => r.messageId).sort());
    const subjects = smtp.received.map((m) => m.header("subject")).sort();
    expect(subjects).toEqual(Array.from({ length: 50 }, (_, i) => `Nouveau message de contact\u00a0: Demande ${i}`).sort());
  });
});

describe("an SMTP server that accepts and never answers", () => {
  it("times the attempt out, never holds up a submission, and the mail goes out on a later attempt", async () => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    const worker = workerOn(t.db, silent.url, {
      timeouts: { connectionTimeoutMs: 500, greetingTimeoutMs: 400, socketTimeoutMs: 500, deliveryTimeoutMs: 3_000 },
      retryDelay: () => 200,
    });
    await submit(1);

    let attemptDone = false;
    const attempt = worker.runOnce().finally(() => {
      attemptDone = true;
    });
    await waitUntil(() => silent.connections() > 0, 5_000, "a connection to the silent server");
    // While the worker waits on the hung server, a visitor's submission is stored at once.
    await submit(2);
    expect(attemptDone).toBe(false);
    expect(await t.db.$count(contactMessages)).toBe(2);

    await attempt;
    const [first, second] = await rowsBySubject();
    expect(first).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(first.lastError).toMatch(/greeting|timeout|ETIMEDOUT/i);
    expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1_000);
    // Enqueued during the hung attempt; that pass stopped at the broken way out.
    expect(second).toMatchObject({ status: "pending", attempts: 0 });

    // The server comes back on the same port; the next attempt delivers.
    await silent.close();
    const smtp = await startSmtpServer({ port: silent.port });
    cleanups.push(() => smtp.close());
    await waitUntil(async () => (await rows()).every((r) => r.nextAttemptAt.getTime() <= Date.now()), 5_000, "retry due");
    await worker.runOnce();
    expect(smtp.received).toHaveLength(2);
    expect((await rowsBySubject()).map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 1],
    ]);
  });

  it("lets stop() return within its bound while a delivery hangs, leaving the claim to expire", async () => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    const worker = workerOn(t.db, silent.url, { stopTimeoutMs: 300 }); // default 10 s greeting timeout
    await plainMail(1);
    worker.start();
    await waitUntil(() => silent.connections() > 0, 5_000, "a connection to the silent server");
    const started = Date.now();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await rows();
    expect(row.status).toBe("sending");
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("two workers on one database", () => {
  it("deliver every mail once between them", async () => {
    const smtp = await startSmtpServer({ delayMs: 5 });
    cleanups.push(() => smtp.close());
    const second = createDatabase(t.url, { max: 5 });
    cleanups.push(() => second.close());
    const a = workerOn(t.db, smtp.url, { batchSize: 3 });
    const b = workerOn(second.db, smtp.url, { batchSize: 3 });

    const total = 60;
    for (let i = 0; i < total; i += 20) await Promise.all(Array.from({ length: 20 }, (_, k) => plainMail(i + k)));

    // Both drain the table at the same time, as two server processes would.
    const counts = { a: 0, b: 0 };
    const drain = async (worker: OutboxWorker, key: "a" | "b") => {
      for (;;) {
        const n = await worker.runOnce();
        counts[key] += n;
        if (n > 0) continue;
        if ((await t.db.$count(mailOutbox, inArray(mailOutbox.status, ["pending", "sending"]))) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await Promise.all([drain(a, "a"), drain(b, "b")]);

    expect(counts.a + counts.b).toBe(total);
    expect(counts.a).toBeGreaterThan(0);
    expect(counts.b).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(total);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(total);
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.status, "sent"))).toBe(total);
    expect(await t.db.$count(mailOutbox, sql`${mailOutbox.attempts} <> 1`)).toBe(0);
  });
});

describe("claims and the end of the retries", () => {
  it("retries a row whose claim expired (its process died mid-send) and leaves a live claim alone", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const worker = workerOn(t.db, smtp.url);
    const dead = await plainMail(1);
    const alive = await plainMail(2);
    await t.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(mailOutbox.id, dead.id));
    await t.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(mailOutbox.id, alive.id));

    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received.map((m) => m.messageId)).toEqual([dead.messageId]);
    const byId = new Map((await rows()).map((r) => [r.id, r]));
    expect(byId.get(dead.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(byId.get(alive.id)).toMatchObject({ status: "sending", attempts: 1 });
  });

  it("renews its claim while a delivery outlasts the lock, so another worker never takes the mail over", async () => {
    // The peer takes 1.2 s to accept; the claim holds 300 ms unless renewed (every 100 ms).
    const smtp = await startSmtpServer({ delayMs: 1_200 });
    cleanups.push(() => smtp.close());
    const second = createDatabase(t.url, { max: 2 });
    cleanups.push(() => second.close());
    const a = workerOn(t.db, smtp.url, { lockMs: 300 });
    const b = workerOn(second.db, smtp.url, { lockMs: 300 });
    const mail = await plainMail(1);

    const delivering = a.runOnce();
    await waitUntil(async () => (await rows())[0]?.status === "sending", 5_000, "the claim of worker a");
    // b looks again and again during the delivery: the claim never expires under it.
    let lookedAt = 0;
    while ((await rows())[0].status === "sending") {
      expect(await b.runOnce()).toBe(0);
      lookedAt++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await delivering).toBe(1);
    expect(lookedAt).toBeGreaterThan(5);
    expect(smtp.received.map((m) => m.messageId)).toEqual([mail.messageId]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
  });

  it("counts an attempt only for the mail being sent when its process dies, not for the rest of the batch", async () => {
    // The peer takes a second to accept: long enough to cut worker a off while it sends.
    const smtp = await startSmtpServer({ delayMs: 1_000 });
    cleanups.push(() => smtp.close());
    const first = await plainMail(1);
    const second = await plainMail(2);
    const third = await plainMail(3);
    const aHandle = createDatabase(t.url, { max: 2, onError: () => undefined });
    const a = workerOn(aHandle.db, smtp.url, { batchSize: 3 });
    const passOfA = a.runOnce().catch(() => -1); // it dies with its database connection
    await waitUntil(async () => (await rows()).some((r) => r.status === "sending" && r.attempts === 1), 5_000, "worker a sending its first mail");
    // As for a process killed mid-send: its connections go, its claims stay until they expire.
    await aHandle.close();
    expect(await passOfA).toBe(-1);
    await t.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(mailOutbox.status, "sending"));

    const b = workerOn(t.db, smtp.url);
    expect(await b.runOnce()).toBe(3);
    const byId = new Map((await rows()).map((r) => [r.id, r]));
    // The first was sent by a (its 250 came after a lost its database) and is sent again, same Message-ID.
    expect(byId.get(first.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(byId.get(second.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(byId.get(third.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual([first.messageId, first.messageId, second.messageId, third.messageId].sort());
  });

  it("as the only worker of its database, resumes at start the claims a killed predecessor left", async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const mail = await plainMail(1);
    // What a process killed mid-send leaves: a claim that would hold for minutes.
    await t.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(mailOutbox.id, mail.id));
    const shared = workerOn(t.db, smtp.url);
    expect(await shared.runOnce()).toBe(0); // another worker may still be sending it

    const sole = workerOn(t.db, smtp.url, { soleWorker: true });
    sole.start();
    await smtp.waitFor(1, 5_000);
    expect(smtp.received.map((m) => m.messageId)).toEqual([mail.messageId]);
    await waitUntil(async () => (await rows())[0].status === "sent", 5_000, "the row recorded as sent");
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("schedules the next attempt by the back-off and marks the mail 'failed' after the last one, keeping the error", async () => {
    const port = await freePort();
    const worker = workerOn(t.db, `smtp://127.0.0.1:${port}`);
    const early = await plainMail(1);
    const last = await plainMail(2);
    await t.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 2 })
      .where(eq(mailOutbox.id, early.id));
    await t.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, last.id));

    const before = Date.now();
    await worker.runOnce();
    const after = Date.now();
    const byId = new Map((await rows()).map((r) => [r.id, r]));

    const retried = byId.get(early.id)!;
    expect(retried).toMatchObject({ status: "pending", attempts: MAX_ATTEMPTS - 1, lockedUntil: null });
    const delay = retryDelayMs(MAX_ATTEMPTS - 1);
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + delay - 1_000);
    expect(retried.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + delay + 1_000);
    expect(retried.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);

    const failed = byId.get(last.id)!;
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lockedUntil: null, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);

    // A failed mail is never picked up again.
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, last.id));
    const smtp = await startSmtpServer({ port });
    cleanups.push(() => smtp.close());
    await worker.runOnce();
    expect(smtp.received).toHaveLength(0);
  });
});

describe("the database goes away during a pass (issue 11, ADR 019)", () => {
  it("records a mail delivered just before as sent, and hands the untried claims back, as soon as it returns", async () => {
    for (let n = 1; n <= 3; n++) await plainMail(n);
    // The worker's database: the test one, until the first delivery; then a real refused connection.
    const unreachable = createDatabase(`postgres://nobody@127.0.0.1:${await freePort()}/nothing`, { max: 1, onError: () => undefined });
    cleanups.push(() => unreachable.close());
    let current: Database = t.db;
    const db = new Proxy(t.db, { get: (_target, prop) => Reflect.get(current, prop) as unknown }) as Database;
    const delivered: string[] = [];
    const transport = {
      kind: "file" as const,
      async deliver(mail: { messageId: string }) {
        delivered.push(mail.messageId);
        if (delivered.length === 1) current = unreachable.db;
        return { accepted: ["marie@delices.fr"], rejected: [] };
      },
      close() {},
    };
    const worker = createOutboxWorker(createTestServices(db), { pollIntervalMs: 60_000, transport });
    cleanups.push(() => worker.stop());

    await expect(worker.runOnce()).rejects.toThrow();
    expect(delivered).toHaveLength(1);
    // Meanwhile the rows look as the pass left them: claimed, one delivered but not recorded.
    expect((await rows()).map((r) => r.status).sort()).toEqual(["sending", "sending", "sending"]);

    current = t.db;
    await worker.runOnce();
    const byMessageId = new Map((await rows()).map((r) => [r.messageId, r]));
    // The delivered one is sent, counted once; the other two were tried in this pass, each once.
    expect(byMessageId.get(delivered[0]!)).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
    expect([...byMessageId.values()].map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
      ["sent", 1],
    ]);
    expect(delivered).toHaveLength(3);
    expect(new Set(delivered).size).toBe(3);
  });
});
