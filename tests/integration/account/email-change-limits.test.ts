/**
 * Issue 23, finding 6: the e-mail change told whether an address had an account (40 probes in
 * 8.9 s, no limit) and mailed one person as often as asked (12 requests, 12 mails). The attack,
 * replayed through the account page's action: the answer is the same for a taken and a free
 * address (only the mail to that address says it is taken), the requests are counted before any
 * work per account, per client address and per target address, with a French message and
 * Retry-After, and a victim gets at most the per-target limit's mails (outbox rows and the .eml
 * files the outbox worker writes).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import type { AppServices } from "~/context";
import { mailOutbox, rateLimits, verification } from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { EMAIL_CHANGE_LIMITS } from "~/features/account/email-change.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { createOutboxWorker } from "~/features/mail/outbox-worker.server";
import { action, loader } from "~/routes/admin/account";
import { getRequest, postRequest, sessionCookie } from "../../support/admin-route-calls";
import { createTestServices, requestContext } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

let t: TestDatabase;
let services: AppServices;

/** An account and its session, made the way every test makes one. */
async function member(email: string): Promise<{ email: string; password: string; cookie: string }> {
  const password = `${email.split("@")[0]}-secret-7`;
  await upsertUserWithPassword(services.auth, t.db, { email, password, role: "user" });
  return { email, password, cookie: await sessionCookie(services, email, password) };
}

type Sent = { status: number; data: ActionResult; retryAfter: string | null };

/** The account page's e-mail form, posted from `clientAddress`. */
async function changeEmail(who: { cookie: string; password: string }, email: string, clientAddress: string): Promise<Sent> {
  const request = postRequest("/admin/account", { intent: "email", email, currentPassword: who.password }, who.cookie);
  const answer = (await (action as (args: unknown) => Promise<unknown>)({ request, context: requestContext(services, { clientAddress }), params: {} })) as {
    data: ActionResult;
    init: { status?: number; headers?: HeadersInit } | null;
  };
  return { status: answer.init?.status ?? 200, data: answer.data, retryAfter: new Headers(answer.init?.headers).get("Retry-After") };
}

/** What the page is told, without the per-answer id. */
const shown = ({ status, data }: Sent) => ({ status, ...data, id: undefined });

const mailsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "email_change"))).filter((m) => m.toAddresses.includes(email));

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db, { PUBLIC_URL: "https://app.vitrine.test", MAIL_FROM: "Vitrine <no-reply@vitrine.test>" });
}, 120_000);

afterAll(async () => {
  await t?.drop();
});

describe("probing addresses through the e-mail change", () => {
  it("gets the same answer for a taken and a free address, then the limit, in French with Retry-After", async () => {
    const prober = await member("sonde@attaque.test");
    const taken = await Promise.all(Array.from({ length: 3 }, (_, i) => member(`client${i}@victimes.test`)));
    const answers: Array<{ address: string; isTaken: boolean; sent: Sent }> = [];
    for (let i = 0; i < 40; i++) {
      const isTaken = i % 2 === 0;
      const address = isTaken ? taken[(i / 2) % taken.length]!.email : `libre${i}@victimes.test`;
      answers.push({ address, isTaken, sent: await changeEmail(prober, address, "198.51.100.10") });
    }
    const answered = answers.filter((a) => a.sent.status === 200);
    const limited = answers.filter((a) => a.sent.status === 429);
    expect(answered).toHaveLength(EMAIL_CHANGE_LIMITS.perAccount.max);
    expect(limited).toHaveLength(40 - EMAIL_CHANGE_LIMITS.perAccount.max);
    // Taken or free, the page is told the same thing.
    expect(answered.some((a) => a.isTaken) && answered.some((a) => !a.isTaken)).toBe(true);
    for (const a of answered) {
      expect(shown(a.sent)).toEqual(shown(answered[0]!.sent));
      expect(a.sent.data.toast?.description).toBe("Un email de confirmation a été envoyé à votre nouvelle adresse.");
    }
    for (const a of limited) {
      expect(a.sent.data.errors?.email).toMatch(/^Trop de demandes de changement d'adresse\. Réessayez dans \d+ minutes?\.$/);
      expect(Number(a.sent.retryAfter)).toBeGreaterThan(0);
      expect(a.sent.data.values).toEqual({ email: a.address });
    }
    // And the account page shows the last answered request pending, taken or not.
    const page = await (loader as (args: unknown) => Promise<{ pendingEmail: { email: string } | null }>)({
      request: getRequest("/admin/account", prober.cookie),
      context: requestContext(services),
      params: {},
    });
    expect(page.pendingEmail?.email).toBe(answered.at(-1)!.address);

    // Only the mails differ: a taken address is told so, with no link that could change anything.
    for (const a of answered) {
      const [mail] = await mailsTo(a.address);
      expect(mail, a.address).toBeDefined();
      if (a.isTaken) {
        expect(mail!.textBody).toContain("Un compte Vitrine utilise déjà cette adresse");
        expect(mail!.textBody).not.toContain("confirm-email");
      } else {
        expect(mail!.textBody).toContain("/admin/account/confirm-email?token=");
      }
    }
    expect((await t.db.select().from(mailOutbox)).length).toBe(EMAIL_CHANGE_LIMITS.perAccount.max);
  }, 180_000);

  it("holds a connection that probes from many accounts", async () => {
    const probers = await Promise.all(Array.from({ length: EMAIL_CHANGE_LIMITS.perAddress.max + 2 }, (_, i) => member(`compte${i}@bureau.test`)));
    const before = (await t.db.select().from(mailOutbox)).length;
    const sent: Sent[] = [];
    for (const [i, prober] of probers.entries()) sent.push(await changeEmail(prober, `cible${i}@victimes.test`, "203.0.113.50"));
    expect(sent.filter((s) => s.status === 200)).toHaveLength(EMAIL_CHANGE_LIMITS.perAddress.max);
    expect(sent.slice(EMAIL_CHANGE_LIMITS.perAddress.max).map((s) => s.status)).toEqual([429, 429]);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before + EMAIL_CHANGE_LIMITS.perAddress.max);
  }, 180_000);

  it("gives the attempt back when the password is wrong: its own counter holds it, and nothing is sent", async () => {
    const typo = await member("typo@exemple.test");
    const before = (await t.db.select().from(mailOutbox)).length;
    for (let i = 0; i < 3; i++) expect((await changeEmail({ ...typo, password: "pas-le-bon" }, "typo2@exemple.test", "192.0.2.77")).status).toBe(400);
    const counters = await t.db.select().from(rateLimits).where(like(rateLimits.key, "email-change:%"));
    expect(counters.filter((c) => c.key.includes("typo") || c.key.endsWith("192.0.2.77")).every((c) => c.count === 0)).toBe(true);
    expect((await changeEmail(typo, "typo2@exemple.test", "192.0.2.77")).status).toBe(200);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before + 1);
  }, 180_000);
});

describe("bombing one mailbox through the e-mail change", () => {
  it("12 requests toward one victim, from 12 accounts and 12 addresses, send at most the per-target limit's mails", async () => {
    const victim = "victime@boite.test";
    const attackers = await Promise.all(Array.from({ length: 12 }, (_, i) => member(`bombe${i}@attaque.test`)));
    const sent: Sent[] = [];
    for (const [i, attacker] of attackers.entries()) sent.push(await changeEmail(attacker, victim, `198.18.${i}.1`));
    expect(sent.filter((s) => s.status === 200)).toHaveLength(EMAIL_CHANGE_LIMITS.perTarget.max);
    for (const s of sent.filter((x) => x.status !== 200)) {
      expect(s.status).toBe(429);
      expect(s.data.errors?.email).toMatch(/^Trop de demandes de changement d'adresse/);
      expect(s.retryAfter).not.toBeNull();
    }
    expect(await mailsTo(victim)).toHaveLength(EMAIL_CHANGE_LIMITS.perTarget.max);
    // Pending requests only for the answered ones.
    const pending = (await t.db.select().from(verification).where(like(verification.identifier, "email-change:%"))).filter((r) => r.value.includes(victim));
    expect(pending).toHaveLength(EMAIL_CHANGE_LIMITS.perTarget.max);

    // Delivered (no SMTP_URL: .eml files in DATA_DIR/mail): the victim's mailbox holds that many.
    const worker = createOutboxWorker(services);
    await worker.runOnce();
    const mailDir = path.join(services.config.dataDir, "mail");
    const files = existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith(".eml")) : [];
    const toVictim = files.filter((f) => /^To: .*victime@boite\.test/m.test(readFileSync(path.join(mailDir, f), "utf8")));
    expect(toVictim).toHaveLength(EMAIL_CHANGE_LIMITS.perTarget.max);
  }, 180_000);
});
