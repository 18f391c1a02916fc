/**
 * The contact form's submission pipeline against a real database (ADR 009): every refusal stores
 * nothing (no message, no e-mail) and says why; a resend with one token stores one message and
 * one notification; visitor text never breaks an e-mail header.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { contactMessages, mailOutbox, rateLimits } from "~/db/schema";
import type { AppServices } from "~/context";
import type { ContactAnswer } from "~/features/messages/public/contact-result";
import { FORBIDDEN_CHARACTER_TEXTS } from "~/features/submissions/form-body.server";
import { issueFormToken, verifyFormToken } from "~/features/submissions/form-token.server";
import { MAX_BODY_BYTES, SUBMISSION_TEXTS } from "~/features/submissions/submission-fields";
import { SUBMISSION_LIMITS, submissionLimits } from "~/features/submissions/submission-limits.server";
import { action } from "~/routes/storefront/contact";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { formAnswer, type FormAnswer } from "../../support/public-form-answer";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteId: string;
let otherSiteId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  siteId = (await createSite(t.db, { name: "Boulangerie Test", merchantEmail1: "marie@boulangerie.test", senderEmail: "site@boulangerie.test" })).id;
  otherSiteId = (await createSite(t.db, { name: "Autre site" })).id;
});

afterAll(async () => {
  await t?.drop();
});

beforeEach(async () => {
  await t.db.delete(contactMessages);
  await t.db.delete(mailOutbox);
  await t.db.delete(rateLimits);
});

const valid = { firstName: "Jeanne", name: "Martin", email: "jeanne@example.fr", subject: "Commande de Noël", message: "Bonjour,\nune bûche pour 8\u00a0?" };

const SECRET = () => services.config.authSecret;
/** A token as the page's loader would have issued it, `ageMs` ago. */
const tokenFor = (ageMs = 10_000, site = siteId, form: "contact" | "quote" = "contact") => issueFormToken(SECRET(), form, site, Date.now() - ageMs);

type PostOptions = { token?: string | null; address?: string; query?: string; init?: RequestInit };

function post(fields: Record<string, string>, { token = tokenFor(), query = `?site=${siteId}`, init }: PostOptions = {}): Request {
  const body = new URLSearchParams(token === null ? fields : { formToken: token, ...fields });
  return new Request(`http://localhost:3000/merchant/contact${query}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    ...init,
  });
}

/** The route's action as React Router calls it; a stored message answers 303 (Post/Redirect/Get). */
async function submit(request: Request, address = "203.0.113.1") {
  const context = requestContext(services, { clientAddress: address });
  const answer = await action({ request, context, params: {} } as Parameters<typeof action>[0]);
  return formAnswer<ContactAnswer>(answer, request, context);
}

async function stored() {
  return {
    messages: await t.db.select().from(contactMessages),
    mails: await t.db.select().from(mailOutbox),
  };
}

async function expectNothingStored() {
  const { messages, mails } = await stored();
  expect(messages).toHaveLength(0);
  expect(mails).toHaveLength(0);
}

function refusal(result: FormAnswer<ContactAnswer>["result"]) {
  if (result.status === "invalid" || result.status === "sent") throw new Error(`expected a refusal, got ${result.status}`);
  return result;
}

describe("idempotency", () => {
  it("stores a valid message with its token, and its notification in the same go", async () => {
    const token = tokenFor();
    const { status, result } = await submit(post(valid, { token }));
    expect(status).toBe(303);
    expect(result.status).toBe("sent");
    const { messages, mails } = await stored();
    expect(messages).toMatchObject([{ siteId, ...valid, submissionToken: token, isViewed: false }]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ siteId, kind: "contact_notification", status: "pending", toAddresses: ["marie@boulangerie.test"] });
    expect(mails[0].replyTo).toContain("jeanne@example.fr");
  });

  it("answers 'sent' to a resend with the same token, storing one message and one e-mail", async () => {
    const token = tokenFor();
    const first = await submit(post(valid, { token }));
    const again = await submit(post(valid, { token }));
    expect(first.result.status).toBe("sent");
    expect(again.status).toBe(303);
    expect(again.result.status).toBe("sent");
    const { messages, mails } = await stored();
    expect(messages).toHaveLength(1);
    expect(mails).toHaveLength(1);
  });

  it("stores one message and one e-mail when the same form arrives five times at once (double click, retries)", async () => {
    const token = tokenFor();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(post(valid, { token }))));
    expect(answers.map((a) => a.result.status)).toEqual(["sent", "sent", "sent", "sent", "sent"]);
    const { messages, mails } = await stored();
    expect(messages).toHaveLength(1);
    expect(mails).toHaveLength(1);
  });

  it("stores a second message sent with a new token (the form got a fresh one after success)", async () => {
    await submit(post(valid));
    await submit(post({ ...valid, subject: "Deuxième message" }));
    const { messages, mails } = await stored();
    expect(messages.map((m) => m.subject).sort()).toEqual(["Commande de Noël", "Deuxième message"]);
    expect(mails).toHaveLength(2);
  });

  it("stores neither the message nor the e-mail when the notification cannot be written (one transaction)", async () => {
    await t.db.execute(sql`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail()`);
    try {
      const { status, result } = await submit(post(valid));
      expect(status).toBe(500);
      expect(refusal(result).message).toBe("Une erreur est survenue lors de l'envoi du message.");
      expect(refusal(result).values).toEqual(valid);
      await expectNothingStored();
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_mail ON mail_outbox`);
      await t.db.execute(sql`DROP FUNCTION refuse_mail()`);
    }
  });
});

describe("header injection", () => {
  it("turns line breaks in the name, first name and subject into spaces: the stored row and the e-mail stay single-line", async () => {
    const attack = {
      ...valid,
      firstName: "Jeanne\r\nBcc: victim@example.com",
      name: "Martin\nX-Injected: 1",
      subject: "Bonjour\r\nBcc: victim@example.com\r\n\r\nCorps injecté",
    };
    const { status } = await submit(post(attack));
    expect(status).toBe(303);
    const { messages, mails } = await stored();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      firstName: "Jeanne Bcc: victim@example.com",
      name: "Martin X-Injected: 1",
      subject: "Bonjour Bcc: victim@example.com Corps injecté",
    });
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.toAddresses).toEqual(["marie@boulangerie.test"]);
    for (const header of [mail.subject, mail.replyTo ?? "", mail.fromAddress]) expect(header).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("Bonjour Bcc: victim@example.com");
  });

  it("refuses an e-mail address carrying a line break or a second address, storing nothing", async () => {
    for (const email of ["jeanne@example.fr\r\nBcc: victim@example.com", "jeanne@example.fr\nCc:victim@example.com", "jeanne@example.fr, victim@example.com"]) {
      const { status, result } = await submit(post({ ...valid, email }));
      expect(status, email).toBe(400);
      expect(result).toMatchObject({ status: "invalid", errors: { email: "Adresse email invalide" }, values: { email } });
    }
    await expectNothingStored();
  });

  it("keeps the message's line breaks and drops the other control characters", async () => {
    const { status } = await submit(post({ ...valid, message: "Ligne 1\r\nLigne 2\u0007 fin" }));
    expect(status).toBe(303);
    const { messages } = await stored();
    expect(messages[0].message).toBe("Ligne 1\nLigne 2 fin");
  });

  it("refuses a NUL byte with the field's French message, what was typed kept without it (issue 23)", async () => {
    const { status, result } = await submit(post({ ...valid, message: "Ligne 1\u0000 fin" }));
    expect(status).toBe(400);
    expect(result).toMatchObject({ status: "invalid", values: { message: "Ligne 1 fin" }, errors: { message: FORBIDDEN_CHARACTER_TEXTS.field } });
    await expectNothingStored();
  });
});

describe("sizes", () => {
  it("refuses each over-long field with its own French message, keeping what was typed", async () => {
    const long = {
      firstName: "p".repeat(101),
      name: "n".repeat(101),
      email: `${"e".repeat(250)}@example.fr`,
      subject: "s".repeat(201),
      message: "m".repeat(5001),
    };
    const { status, result } = await submit(post(long));
    expect(status).toBe(400);
    expect(result).toMatchObject({
      status: "invalid",
      values: long,
      errors: {
        firstName: "Le prénom ne peut pas dépasser 100 caractères",
        name: "Le nom ne peut pas dépasser 100 caractères",
        email: "L'adresse email ne peut pas dépasser 254 caractères",
        subject: "Le sujet ne peut pas dépasser 200 caractères",
        message: "Le message ne peut pas dépasser 5000 caractères",
      },
    });
    await expectNothingStored();
  });

  it("accepts every field at its maximum length", async () => {
    const { status } = await submit(
      post({
        firstName: "p".repeat(100),
        name: "n".repeat(100),
        email: `${"e".repeat(64)}@${"d".repeat(63)}.${"c".repeat(63)}.fr`,
        subject: "s".repeat(200),
        message: "m".repeat(5000),
      }),
    );
    expect(status).toBe(303);
    expect((await stored()).messages).toHaveLength(1);
  });

  it("refuses a body announced over the limit by its Content-Length without keeping it, with 413 and a French message", async () => {
    // 1 MB announced and sent: read to its end so the visitor gets the answer (app/lib/discard-body),
    // never held in memory.
    const total = 1024 * 1024;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request(`http://localhost:3000/merchant/contact?site=${siteId}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(total) },
      duplex: "half",
    } as RequestInit);
    const { status, result } = await submit(request);
    expect(status).toBe(413);
    expect(pulled).toBe(total);
    expect(refusal(result).message).toBe(SUBMISSION_TEXTS.tooLarge);
    // A fresh token to send again with.
    expect(refusal(result).token).toMatch(/^[0-9a-z]+\./);
    await expectNothingStored();
  });

  it("refuses a form whose fields add up to more than the limit", async () => {
    const { status } = await submit(post({ ...valid, message: "x".repeat(MAX_BODY_BYTES) }));
    expect(status).toBe(413);
    await expectNothingStored();
  });

  it("stops keeping a body without Content-Length once it passes the limit, and drains a bounded amount more", async () => {
    const chunk = new TextEncoder().encode(`formToken=${encodeURIComponent(tokenFor())}&message=${"x".repeat(16 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless body: only the cap ends the reading.
        sent += 1;
        controller.enqueue(sent === 1 ? chunk : new TextEncoder().encode("x".repeat(16 * 1024)));
      },
    });
    const request = new Request(`http://localhost:3000/merchant/contact?site=${siteId}`, {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    const { status } = await submit(request);
    expect(status).toBe(413);
    // 64 KB kept at most, then 16 MB drained and dropped: then reading stops for good.
    const bound = (MAX_BODY_BYTES + 16 * 1024 * 1024) / (16 * 1024) + 16;
    expect(sent).toBeLessThan(bound);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toBeLessThan(bound);
    await expectNothingStored();
  });
});

describe("robots", () => {
  it("refuses a filled honeypot with a neutral message, keeping the values and the token", async () => {
    const token = tokenFor();
    const { status, result, toast } = await submit(post({ ...valid, website: "https://spam.example" }, { token }));
    expect(status).toBe(400);
    expect(refusal(result)).toMatchObject({ status: "refused", message: SUBMISSION_TEXTS.honeypot });
    // The page rendered with the answer shows it as the destructive toast too.
    expect(toast).toMatchObject({ type: "error", title: "Erreur", description: SUBMISSION_TEXTS.honeypot });
    expect(refusal(result).values).toEqual(valid);
    expect(refusal(result).token).toBe(token);
    await expectNothingStored();
  });

  it("refuses a form sent sooner than three seconds after it was rendered, keeping its token to send again", async () => {
    const token = tokenFor(500);
    const { status, result } = await submit(post(valid, { token }));
    expect(status).toBe(400);
    expect(refusal(result).message).toBe("Merci de patienter quelques secondes avant d'envoyer le formulaire.");
    expect(refusal(result).token).toBe(token);
    // The page's script is told how long that token still has to wait (about 2.5 s of the 3).
    expect(refusal(result).fillLeftMs).toBeGreaterThan(1500);
    expect(refusal(result).fillLeftMs).toBeLessThanOrEqual(2500);
    await expectNothingStored();
  });

  it("answers a form sent without JavaScript from a cached page (empty token) with its own token, then accepts the second send", async () => {
    // Missing fields: their messages first, as for any send.
    const incomplete = await submit(post({ ...valid, name: "" }, { token: "" }));
    expect(incomplete.status).toBe(400);
    if (incomplete.result.status !== "invalid") throw new Error(`expected field messages, got ${incomplete.result.status}`);
    expect(incomplete.result.errors.name).toBeTruthy();
    expect(verifyFormToken(SECRET(), incomplete.result.token, "contact", siteId).ok).toBe(true);
    // Complete: asked to wait a few seconds, with a token of its own whose time starts now.
    const first = await submit(post(valid, { token: "" }));
    expect(first.status).toBe(400);
    expect(refusal(first.result).message).toBe(SUBMISSION_TEXTS.tooFast);
    expect(refusal(first.result).values).toEqual(valid);
    const own = refusal(first.result).token;
    expect(verifyFormToken(SECRET(), own, "contact", siteId).ok).toBe(true);
    await expectNothingStored();
    // Sent again at once: still too fast (the token is fresh), so the 3-second check holds.
    expect(refusal((await submit(post(valid, { token: own }))).result).message).toBe(SUBMISSION_TEXTS.tooFast);
    await expectNothingStored();
  });

  it("refuses a post without a token, or with a forged, foreign or expired one, and hands out a fresh token", async () => {
    const good = tokenFor();
    const [issued, nonce, signature] = good.split(".");
    const backdated = `${(Date.now() - 60_000).toString(36)}.${nonce}.${signature}`;
    const forgedSignature = `${issued}.${nonce}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const cases: [string, string | null][] = [
      ["missing", null],
      ["garbage", "not-a-token"],
      ["backdated", backdated],
      ["forged signature", forgedSignature],
      ["another site's", tokenFor(10_000, otherSiteId)],
      ["the quote form's", tokenFor(10_000, siteId, "quote")],
      ["expired", tokenFor(25 * 60 * 60 * 1000)],
    ];
    for (const [label, token] of cases) {
      const { status, result } = await submit(post(valid, { token }));
      expect(status, label).toBe(400);
      expect(refusal(result).message, label).toBe(SUBMISSION_TEXTS.expired);
      expect(refusal(result).token, label).not.toBe(token);
      expect(refusal(result).values, label).toEqual(valid);
    }
    await expectNothingStored();
  });
});

describe("rate limits", () => {
  it(`accepts ${SUBMISSION_LIMITS.perAddress.max} messages per address in ten minutes, then answers 429 with a French message`, async () => {
    for (let i = 0; i < SUBMISSION_LIMITS.perAddress.max; i++) {
      const { status } = await submit(post({ ...valid, subject: `Message ${i}` }), "198.51.100.7");
      expect(status).toBe(303);
    }
    const { status, headers, result } = await submit(post({ ...valid, subject: "Un de trop" }), "198.51.100.7");
    expect(status).toBe(429);
    expect(refusal(result).message).toMatch(/^Vous avez envoyé trop de demandes depuis votre connexion\. Réessayez dans \d+ minutes?\.$/);
    expect(refusal(result).values.subject).toBe("Un de trop");
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
    const { messages, mails } = await stored();
    expect(messages).toHaveLength(SUBMISSION_LIMITS.perAddress.max);
    expect(mails).toHaveLength(SUBMISSION_LIMITS.perAddress.max);

    // Another address is not affected; an IPv6 neighbour in the same /64 is.
    expect((await submit(post(valid), "198.51.100.8")).status).toBe(303);
    for (let i = 0; i < SUBMISSION_LIMITS.perAddress.max; i++) expect((await submit(post(valid), `2001:db8:1:2::${i + 1}`)).status).toBe(303);
    expect((await submit(post(valid), "2001:db8:1:2:ffff::9")).status).toBe(429);
  });

  it("still answers 'sent' to a resend of a stored message when the address is over its limit", async () => {
    const token = tokenFor();
    expect((await submit(post(valid, { token }), "198.51.100.20")).status).toBe(303);
    const limits = submissionLimits("contact", siteId, "198.51.100.20");
    await t.db.update(rateLimits).set({ count: 1000 }).where(eq(rateLimits.key, limits.address.key));
    const again = await submit(post(valid, { token }), "198.51.100.20");
    expect(again.status).toBe(303);
    expect(again.result.status).toBe("sent");
    expect((await stored()).messages).toHaveLength(1);
  });

  it("never refuses a person because the site is busy: past any hourly count, a person's message is stored and notified (ADR 017)", async () => {
    const limits = submissionLimits("contact", siteId, "192.0.2.1");
    await t.db.insert(rateLimits).values({ key: limits.site.key, count: 100_000 });
    const { status, result } = await submit(post(valid, { token: tokenFor(60_000) }), "192.0.2.2");
    expect(status).toBe(303);
    expect(result.status).toBe("sent");
    const { messages, mails } = await stored();
    expect(messages).toMatchObject([{ isSpam: false, spamReasons: [] }]);
    expect(mails).toHaveLength(1);
  });

  it("stores a suspicious message in the spam folder, with its signs, answers it as sent, and sends no e-mail", async () => {
    const { status, result } = await submit(
      post({ ...valid, message: "Visitez https://casino.example, https://pilules.example et www.paris.example" }, { token: tokenFor(60_000) }),
      "192.0.2.3",
    );
    expect(status).toBe(303);
    expect(result.status).toBe("sent");
    const { messages, mails } = await stored();
    expect(messages).toMatchObject([{ isSpam: true, spamReasons: ["links"], isViewed: false }]);
    expect(mails).toEqual([]);
  });

  it(`refuses spam past ${SUBMISSION_LIMITS.spamPerSite.max} an hour with the site message, and still stores a person's message`, async () => {
    const limits = submissionLimits("contact", siteId, "192.0.2.4");
    await t.db.insert(rateLimits).values({ key: limits.spam.key, count: SUBMISSION_LIMITS.spamPerSite.max });
    const spam = await submit(post({ ...valid, name: "www.casino.example" }, { token: tokenFor(60_000) }), "192.0.2.4");
    expect(spam.status).toBe(429);
    expect(refusal(spam.result).message).toMatch(/^Ce site reçoit beaucoup de demandes en ce moment\. Réessayez dans \d+ minutes?\.$/);
    expect(Number(spam.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await stored()).messages).toHaveLength(0);
    const person = await submit(post(valid, { token: tokenFor(60_000) }), "192.0.2.5");
    expect(person.status).toBe(303);
    expect((await stored()).messages).toMatchObject([{ isSpam: false }]);
    // Another site is not affected.
    const other = await submit(
      post({ ...valid, name: "www.casino.example" }, { token: tokenFor(60_000, otherSiteId), query: `?site=${otherSiteId}` }),
      "192.0.2.6",
    );
    expect(other.status).toBe(303);
  });

  it("does not count refused posts (invalid, too fast) against the visitor", async () => {
    for (let i = 0; i < SUBMISSION_LIMITS.perAddress.max + 2; i++) {
      expect((await submit(post({ ...valid, email: "faux" }), "198.51.100.30")).status).toBe(400);
      expect((await submit(post(valid, { token: tokenFor(0) }), "198.51.100.30")).status).toBe(400);
    }
    expect((await submit(post(valid), "198.51.100.30")).status).toBe(303);
  });
});
