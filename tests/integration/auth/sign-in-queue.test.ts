/**
 * Issue 23, finding 4 — one attacker slowed every sign-in: password hashing ran two at a time
 * with an unbounded waiting list, so 120 guesses on unknown accounts from 24 addresses, each
 * under every per-address limit, made the real owner wait 19.5 s behind them.
 *
 * The attack, over HTTP against the production build behind the real middleware stack (trusted
 * proxy, X-Forwarded-For as a botnet's addresses) and a real PostgreSQL: the 120 guesses at once,
 * and the owner signing in from the browser they always use while the guesses wait. Checked:
 *   - the crowd beyond the queue's places is refused at once: 429, Retry-After, the French
 *     message on the login page with the e-mail typed and without the password;
 *   - the owner is served before the guesses that were already waiting (some are answered after
 *     the owner), and gets a session; no guess gets one, no account is created.
 * Behaviour only: the owner's time is printed for docs/reliability.md, never asserted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { session, user as users } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { sessionsOf } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { cookiesOf, createLoggedServices, formBody, startTestServer, type Answer, type LogLines, type TestServer } from "../../support/http-server";

const OWNER = { email: "patronne@file.test", password: "patronne-secret-1" };
const GUESSES = 120;
const ADDRESSES = 24;

let t: TestDatabase;
let server: TestServer;
let logs: LogLines;

beforeAll(async () => {
  t = await createTestDatabase({ max: 10 });
  // The default queue (SIGN_IN_QUEUE_MAX unset), behind a reverse proxy on this machine.
  const a = createLoggedServices(t.db, { TRUSTED_PROXIES: "127.0.0.1" });
  logs = a.logs;
  await upsertUserWithPassword(a.services.auth, t.db, { email: OWNER.email, password: OWNER.password, role: "user" });
  server = await startTestServer(a.services);
}, 300_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

function signIn(email: string, password: string, options: { from: string; cookie?: string }): Promise<Answer> {
  const form = formBody({ email, password });
  return server.request("POST", "/admin/login", {
    headers: { ...form.headers, "x-forwarded-for": options.from, ...(options.cookie ? { cookie: options.cookie } : {}) },
    body: form.body,
  });
}

const statuses = (answers: Answer[]) => answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

describe("sign-ins under a crowd of guesses (issue 23, finding 4)", () => {
  it("120 guesses from 24 addresses: the owner's known browser is served before the waiting guesses, the crowd beyond the queue gets 429 at once", async () => {
    // The owner's usual browser, signed in last week.
    const usual = await signIn(OWNER.email, OWNER.password, { from: "192.0.2.10" });
    expect(usual.status).toBe(302);
    const knownBrowser = cookiesOf(usual)
      .split("; ")
      .filter((c) => c.startsWith("vitrine_known_browser="))
      .join("; ");
    expect(knownBrowser).not.toBe("");
    expect(await sessionsOf(t.db, OWNER.email)).toBe(1);

    // The attack: every guess on an account that does not exist, five per address (under the 20
    // per address, the 5 per account and address, the 50 per account), all at once.
    const order: string[] = [];
    let attackAnswered!: () => void;
    const firstAnswer = new Promise<void>((resolve) => (attackAnswered = resolve));
    const guesses = Array.from({ length: GUESSES }, (_, i) =>
      signIn(`inconnu-${i}@attaque.test`, `devine-${i}`, { from: `198.18.7.${(i % ADDRESSES) + 1}` }).then((answer) => {
        order.push(`guess ${answer.status}`);
        attackAnswered();
        return answer;
      }),
    );
    // The owner comes while the attack is under way: once the server has answered one guess.
    await firstAnswer;
    const started = performance.now();
    const owner = await signIn(OWNER.email, OWNER.password, { from: "192.0.2.11", cookie: knownBrowser });
    const ownerMs = performance.now() - started;
    order.push("owner");
    const answers = await Promise.all(guesses);
    const byStatus = statuses(answers);
    const guessesAfterOwner = order.slice(order.indexOf("owner") + 1).filter((entry) => entry === "guess 401").length;
    console.log(
      `[figures] owner's sign-in during ${GUESSES} guesses from ${ADDRESSES} addresses: ${Math.round(ownerMs)} ms; ` +
        `guesses answered ${JSON.stringify(byStatus)}, of which ${guessesAfterOwner} checked after the owner`,
    );

    // The owner got in, ahead of the guesses that were waiting when they came.
    expect(owner.status).toBe(302);
    expect(owner.headers.location).toBe("/admin/dashboard");
    expect(guessesAfterOwner).toBeGreaterThan(0);

    // Every guess was answered: checked (401) or refused unchecked (429), never a 500.
    expect((byStatus[401] ?? 0) + (byStatus[429] ?? 0)).toBe(GUESSES);
    expect(byStatus[429]).toBeGreaterThan(0);
    const busy = logs.filter((l) => l.event === "sign-in-busy").length;
    expect(busy).toBe(byStatus[429]);
    expect(logs.filter((l) => l.event === "sign-in-failed").length).toBe(byStatus[401]);

    // A refused guess: at once, with when to come back, on the login page like its other errors.
    const index = answers.findIndex((a) => a.status === 429);
    const refused = answers[index]!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.body).toContain("Échec de l&#x27;authentification");
    expect(refused.body).toMatch(/Trop de connexions en cours\. Réessayez dans \d+ secondes?\./);
    expect(refused.body).toContain(`value="inconnu-${index}@attaque.test"`);
    expect(refused.body).not.toContain(`devine-${index}`);

    // In the database: the owner's new session, nothing for the guesses.
    expect(await sessionsOf(t.db, OWNER.email)).toBe(2);
    const [all] = await t.db.select({ n: sql<number>`count(*)::int` }).from(session);
    expect(all?.n).toBe(2);
    const [created] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.email} like '%@attaque.test'`);
    expect(created?.n).toBe(0);
    // Refused guesses counted nowhere: each address holds only its checked guesses.
    const [counted] = await t.db
      .execute<{ n: number }>(sql`SELECT coalesce(sum(count), 0)::int AS n FROM rate_limits WHERE key LIKE 'signin:ip:198.18.7.%'`)
      .then((r) => r.rows);
    expect(counted?.n).toBe(byStatus[401]);
    // Room for the code before the fix, whose owner waited behind every guess, on a busy machine.
  }, 180_000);
});
