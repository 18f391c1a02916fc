/**
 * The public forms attacked over real HTTP, against the production server build and a real
 * PostgreSQL (issue 11, ADR 017):
 *   - a 500-post flood from rotating addresses no longer closes a shop's forms: a person writing
 *     after it is stored in the inbox and notified; the flood is in the spam folder, with no mail;
 *   - one address over its limit is still refused, with the French message and Retry-After;
 *   - an over-size form gets the French 413 page, never a reset connection.
 *
 * The flood posts to the actions' data endpoints (`.data`, what the pages' scripts use): a robot
 * takes the cheapest way in, and the test stays fast. The person posts the page itself.
 *
 * Client addresses: the server believes the socket's address (no forwarded header is sent), and
 * each request leaves from its own 127.x.y.z address (Linux routes all of 127/8 to the loopback
 * interface), so the test holds whatever proxies the server is told to trust.
 */
import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { AppServices } from "~/context";
import { contactMessages, mailOutbox, quoteRequests, rateLimits } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { MAX_BODY_BYTES, SUBMISSION_TEXTS } from "~/features/submissions/submission-fields";
import { SUBMISSION_LIMITS } from "~/features/submissions/submission-limits.server";
import { SPAM_RULES } from "~/features/submissions/spam-score";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { createTestServices } from "../../support/services";
import { sessionCookie, withSelection } from "../../support/admin-route-calls";
import { createSite } from "../../support/factories";

const FLOOD = 500;
/**
 * A flood is 500 posts through the whole stack: about 20 s on the quiet machine, 69 s once beside
 * an e2e run and a second `npm test` (the 60 s it had then cut it off). The tests are about what
 * the flood leaves behind, not how fast it goes: they get room for a busy machine.
 */
const FLOOD_TIMEOUT_MS = 240_000;

let t: TestDatabase;
let services: AppServices;
let server: TestServer;
let port: number;
let siteId: string;
let owner: string;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request on a connection of its own, from `from` (a 127.x.y.z address). */
function send(method: string, pathAndQuery: string, from: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: pathAndQuery,
        method,
        localAddress: from,
        agent: false,
        headers: {
          host: `127.0.0.1:${port}`,
          ...(body !== undefined
            ? { origin: `http://127.0.0.1:${port}`, "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A token as /merchant/form-token hands it out, `ageMs` before the post. */
const token = (form: "contact" | "quote", ageMs: number) => issueFormToken(services.config.authSecret, form, siteId, Date.now() - ageMs);

const contactBody = (fields: Record<string, string>, ageMs: number) =>
  new URLSearchParams({
    formToken: token("contact", ageMs),
    website: "",
    firstName: "Jeanne",
    name: "Martin",
    email: "jeanne@example.fr",
    message: "Bonjour, avez-vous du pain de seigle samedi\u00a0?",
    ...fields,
  }).toString();
const quoteBody = (fields: Record<string, string>, ageMs: number) =>
  new URLSearchParams({
    formToken: token("quote", ageMs),
    website: "",
    firstName: "Paul",
    lastName: "Durand",
    company: "",
    email: "paul@example.fr",
    phone: "06 12 34 56 78",
    service: "Autre",
    date: "2026-06-14",
    guests: "40",
    budget: "",
    details: "Un buffet pour un mariage, quarante personnes.",
    ...fields,
  }).toString();

/** Runs `task` for 0..n-1, `concurrency` at a time. */
async function pool<T>(n: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

/** A robot that learnt the 3-second minimum: each post 3.5 s after its token. */
const ROBOT_FILL_MS = 3_500;
/** A person: the page was opened a minute before sending. */
const PERSON_FILL_MS = 60_000;

beforeAll(async () => {
  t = await createTestDatabase({ max: 10 });
  services = createTestServices(t.db);
  const user = await upsertUserWithPassword(services.auth, t.db, { email: "owner@flood.test", password: "owner-secret-1", role: "user" });
  siteId = (await createSite(t.db, { name: "Boulangerie Inondée", ownerId: user.id, senderEmail: "site@flood.test", merchantEmail1: "marie@flood.test" })).id;
  owner = await withSelection(services, await sessionCookie(services, "owner@flood.test", "owner-secret-1"), siteId);
  server = await startTestServer(services);
  port = server.port;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await services?.contentVersions.stop();
  await t?.drop();
});

beforeEach(async () => {
  // Each test starts with a quiet site: no counters, no rows, no mail.
  await t.db.delete(rateLimits);
  await t.db.delete(contactMessages);
  await t.db.delete(quoteRequests);
  await t.db.delete(mailOutbox);
});

/** The back-office page, over HTTP, as the owner sees it. */
async function backOffice(pathAndQuery: string): Promise<string> {
  const answer = await send("GET", pathAndQuery, "127.0.0.1", undefined, { cookie: owner });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe("a flood from rotating addresses", () => {
  it(
    `leaves the contact form open: after ${FLOOD} posts from addresses rotating inside two networks, a person's message reaches the inbox and is notified`,
    async () => {
      // 500 addresses, 250 in each of two /24s — a rented block, or a /48 of IPv6 cut into /64s.
      const flood = await pool(FLOOD, 25, (i) =>
        send("POST", `/merchant/contact.data?site=${siteId}`, `127.1.${i % 2}.${2 + Math.floor(i / 2)}`, contactBody({ subject: `Promo ${i}` }, ROBOT_FILL_MS)),
      );
      // Every post was answered as a person's would be: a robot learns nothing to adjust.
      expect(flood.filter((a) => a.status >= 400).map((a) => a.status)).toEqual([]);
      expect(new Set(flood.map((a) => a.body.replace(/[0-9a-f-]{36}/g, "<id>"))).size).toBeLessThanOrEqual(2);

      const person = await send("POST", `/merchant/contact?site=${siteId}`, "127.2.0.9", contactBody({ subject: "Commande de Noël" }, PERSON_FILL_MS));
      expect(person.status).toBeLessThan(400);
      expect(person.body).not.toContain("Ce site reçoit beaucoup de demandes");

      // Stored in the inbox, not in spam, with its notification.
      const [mine] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, "Commande de Noël"));
      expect(mine).toMatchObject({ siteId, isSpam: false, isViewed: false, spamReasons: [] });
      expect(await t.db.select().from(mailOutbox).where(like(mailOutbox.subject, "%Commande de Noël%"))).toHaveLength(1);
      expect(await backOffice("/admin/content/messages")).toContain("Commande de Noël");
      expect(await backOffice("/admin/content/messages?folder=spam")).not.toContain("Commande de Noël");

      // The flood: all stored, all in spam but the first post of each network (nothing could tell
      // it from a person yet), and no mail for any spam.
      const rows = await t.db.select().from(contactMessages).where(like(contactMessages.subject, "Promo %"));
      expect(rows).toHaveLength(FLOOD);
      const inbox = rows.filter((r) => !r.isSpam);
      expect(inbox.length).toBeLessThanOrEqual(2);
      expect(rows.filter((r) => r.isSpam).every((r) => r.spamReasons.includes("network-burst"))).toBe(true);
      const mails = await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(like(mailOutbox.subject, "%Promo %"));
      expect(mails.map((m) => m.subject).sort()).toEqual(inbox.map((r) => `Nouveau message de contact\u00a0: ${r.subject}`).sort());
    },
    FLOOD_TIMEOUT_MS,
  );

  it(
    `leaves the quote form open: after ${FLOOD} posts each from another network, a person's request reaches the inbox and is notified`,
    async () => {
      // No two posts from one network: only the timing and the rush on the site tell them apart.
      const flood = await pool(FLOOD, 25, (i) =>
        send(
          "POST",
          `/merchant/services.data?site=${siteId}`,
          `127.${10 + Math.floor(i / 200)}.${i % 200}.7`,
          quoteBody({ lastName: `Robot${i}` }, ROBOT_FILL_MS),
        ),
      );
      expect(flood.filter((a) => a.status >= 400).map((a) => a.status)).toEqual([]);

      const person = await send("POST", `/merchant/services?site=${siteId}`, "127.2.0.9", quoteBody({ lastName: "Lefèvre" }, PERSON_FILL_MS));
      expect(person.status).toBeLessThan(400);

      const [mine] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.customerLastName, "Lefèvre"));
      expect(mine).toMatchObject({ siteId, isSpam: false, isViewed: false, status: "new" });
      expect(await t.db.select().from(mailOutbox).where(like(mailOutbox.subject, "%Paul Lefèvre%"))).toHaveLength(1);
      expect(await backOffice("/admin/content/quotes")).toContain("Lefèvre");

      const rows = await t.db.select().from(quoteRequests).where(like(quoteRequests.customerLastName, "Robot%"));
      expect(rows).toHaveLength(FLOOD);
      const inbox = rows.filter((r) => !r.isSpam);
      // What came before the site was busy could not be told from people.
      expect(inbox.length).toBeLessThanOrEqual(SPAM_RULES.siteQuietMax);
      expect(rows.filter((r) => r.isSpam).every((r) => r.spamReasons.includes("hasty") && r.spamReasons.includes("site-busy"))).toBe(true);
      const mails = await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(like(mailOutbox.subject, "%Robot%"));
      expect(mails).toHaveLength(inbox.length);
    },
    FLOOD_TIMEOUT_MS,
  );
});

describe("one abuser", () => {
  it(`is still refused past ${SUBMISSION_LIMITS.perAddress.max} posts in ten minutes, with the French message and Retry-After`, async () => {
    for (let i = 0; i < SUBMISSION_LIMITS.perAddress.max; i++) {
      expect(
        (await send("POST", `/merchant/contact?site=${siteId}`, "127.3.0.5", contactBody({ subject: `Relance ${i}` }, PERSON_FILL_MS))).status,
      ).toBeLessThan(400);
    }
    const refused = await send("POST", `/merchant/contact?site=${siteId}`, "127.3.0.5", contactBody({ subject: "Une de trop" }, PERSON_FILL_MS));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatch(/Vous avez envoyé trop de demandes depuis votre connexion\. Réessayez dans \d+ minutes?\./);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // What was typed is kept in the form.
    expect(refused.body).toContain("Une de trop");
    expect(
      await t.db
        .select()
        .from(contactMessages)
        .where(and(eq(contactMessages.siteId, siteId), eq(contactMessages.subject, "Une de trop"))),
    ).toEqual([]);
  });
});

/** Posts `total` bytes of form body, `chunked` or with a Content-Length, until the server answers; never throws for a write after it. */
function postLarge(pathAndQuery: string, total: number, chunked: boolean): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const head = Buffer.from(`formToken=${encodeURIComponent(token("contact", PERSON_FILL_MS))}&firstName=Jeanne&message=`);
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      path: pathAndQuery,
      method: "POST",
      localAddress: "127.4.0.1",
      agent: false,
      headers: {
        host: `127.0.0.1:${port}`,
        origin: `http://127.0.0.1:${port}`,
        "content-type": "application/x-www-form-urlencoded",
        ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(total) }),
      },
    });
    let answered = false;
    let sent = head.length;
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), sent }));
      res.on("error", reject);
    });
    // A reset before the answer is what this test is about: it fails the test.
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    req.write(head);
    const chunk = Buffer.alloc(64 * 1024, "x");
    const pump = () => {
      while (!answered && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered || sent >= total) req.end();
    };
    pump();
  });
}

describe("an over-size form", () => {
  for (const [label, total, chunked] of [
    ["1 MB with a Content-Length", 1024 * 1024, false],
    ["1 MB chunked", 1024 * 1024, true],
    ["an endless chunked body (200 MB offered)", 200 * 1024 * 1024, true],
  ] as const) {
    it(`gets the French 413 page, not a reset connection: ${label}`, async () => {
      const answer = await postLarge(`/merchant/contact?site=${siteId}`, total, chunked);
      expect(answer.status).toBe(413);
      expect(answer.body).toContain('lang="fr"');
      expect(answer.body).toContain(SUBMISSION_TEXTS.tooLarge);
      // The server read what it had to, then stopped: 64 KB kept at most, 16 MB more drained.
      expect(answer.sent).toBeLessThan(MAX_BODY_BYTES + 40 * 1024 * 1024);
      expect(await t.db.select().from(contactMessages)).toEqual([]);
    });
  }

  it("keeps the connection for the next request when the whole body could be read", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let connections = 0;
    const count = () => connections++;
    server.server.on("connection", count);
    try {
      const body = `formToken=x&message=${"x".repeat(MAX_BODY_BYTES)}`;
      const post = () =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            {
              host: "127.0.0.1",
              port,
              localAddress: "127.4.0.2",
              agent,
              path: `/merchant/contact?site=${siteId}`,
              method: "POST",
              headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, "content-type": "application/x-www-form-urlencoded" },
            },
            (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            },
          );
          req.on("error", reject);
          req.end(body);
        });
      expect([await post(), await post()]).toEqual([413, 413]);
      expect(connections).toBe(1);
    } finally {
      server.server.off("connection", count);
      agent.destroy();
    }
  });
});
