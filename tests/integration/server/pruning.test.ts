/**
 * The pruning worker (issue 11): old rows go, recent ones and unfinished mails stay. Real
 * PostgreSQL; rows are aged by writing their timestamps, as they would be after days.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { contactMessages, mailOutbox, quoteRequests, rateLimits } from "~/db/schema";
import { hitLimit, pruneRateLimits } from "~/features/rate-limit/rate-limit.server";
import { createPruningWorker } from "../../../server/pruning-worker";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteId: string;

const ago = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
const days = (n: number) => ago(n * 24);

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  siteId = (await createSite(t.db, { name: "Élagage" })).id;
});

afterAll(async () => {
  await t?.drop();
});

function mail(status: "pending" | "sending" | "sent" | "failed", created: Date, sent: Date | null, subject: string) {
  return {
    siteId,
    kind: "contact_notification",
    messageId: `<${randomUUID()}@prune.test>`,
    fromAddress: "site@prune.test",
    toAddresses: ["marie@prune.test"],
    subject,
    textBody: "…",
    status,
    createdAt: created,
    sentAt: sent,
  };
}

const contact = (subject: string, createdAt: Date, isSpam: boolean) => ({
  siteId,
  firstName: "A",
  name: "B",
  email: "a@b.fr",
  subject,
  message: "M",
  createdAt,
  isSpam,
  spamReasons: isSpam ? ["links"] : [],
});
const quote = (lastName: string, createdAt: Date, isSpam: boolean) => ({
  siteId,
  customerFirstName: "A",
  customerLastName: lastName,
  customerEmail: "a@b.fr",
  serviceType: "Autre",
  message: "Un message assez long",
  createdAt,
  isSpam,
  spamReasons: isSpam ? ["hasty", "site-busy"] : [],
});

describe("the pruning worker", () => {
  it("deletes expired counters, mails past their retention and old spam, and keeps the rest", async () => {
    await t.db.insert(rateLimits).values([
      { key: "old:1", count: 3, windowStart: ago(25) },
      { key: "old:2", count: 9, windowStart: days(40) },
      { key: "recent:day", count: 1, windowStart: ago(23) },
      { key: "recent:now", count: 1, windowStart: new Date() },
    ]);
    await t.db
      .insert(mailOutbox)
      .values([
        mail("sent", days(40), days(31), "sent long ago"),
        mail("sent", days(31), days(29), "sent 29 days ago"),
        mail("sent", new Date(), new Date(), "sent today"),
        mail("failed", days(91), null, "failed long ago"),
        mail("failed", days(60), null, "failed 60 days ago"),
        mail("pending", days(100), null, "pending for ever"),
        mail("sending", days(100), null, "claimed for ever"),
      ]);
    await t.db
      .insert(contactMessages)
      .values([contact("old spam", days(31), true), contact("recent spam", days(29), true), contact("old message", days(400), false)]);
    await t.db.insert(quoteRequests).values([quote("OldSpam", days(31), true), quote("RecentSpam", days(2), true), quote("OldRequest", days(400), false)]);

    const worker = createPruningWorker(services);
    expect(await worker.runOnce()).toEqual({
      rateLimits: 2,
      outbox: 2,
      spam: 2,
      retention: 0,
      unconfirmedReminders: 0,
      unconfirmedAccounts: 0,
      oldAddresses: 0,
    });

    expect((await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort()).toEqual(["recent:day", "recent:now"]);
    expect((await t.db.select({ s: mailOutbox.subject }).from(mailOutbox)).map((r) => r.s).sort()).toEqual([
      "claimed for ever",
      "failed 60 days ago",
      "pending for ever",
      "sent 29 days ago",
      "sent today",
    ]);
    expect((await t.db.select({ s: contactMessages.subject }).from(contactMessages)).map((r) => r.s).sort()).toEqual(["old message", "recent spam"]);
    expect((await t.db.select({ s: quoteRequests.customerLastName }).from(quoteRequests)).map((r) => r.s).sort()).toEqual(["OldRequest", "RecentSpam"]);

    // Nothing more to do the second time.
    expect(await worker.runOnce()).toEqual({
      rateLimits: 0,
      outbox: 0,
      spam: 0,
      retention: 0,
      unconfirmedReminders: 0,
      unconfirmedAccounts: 0,
      oldAddresses: 0,
    });
    await worker.stop();
  });

  it("deletes in batches until nothing old is left, and a live counter keeps counting", async () => {
    await t.db.delete(rateLimits);
    await t.db.insert(rateLimits).values(Array.from({ length: 23 }, (_, i) => ({ key: `batch:${i}`, count: 1, windowStart: ago(30) })));
    const live = { key: "live", max: 5, windowSeconds: 600 };
    await hitLimit(t.db, live);
    expect(await pruneRateLimits(t.db, 5)).toBe(23);
    expect((await hitLimit(t.db, live)).count).toBe(2);
  });

  it("refuses a limit whose window is longer than what pruning keeps", async () => {
    await expect(hitLimit(t.db, { key: "too-long", max: 1, windowSeconds: 25 * 3600 })).rejects.toThrow(/window/);
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} = 'too-long'`),
    ).toEqual([]);
  });
});
