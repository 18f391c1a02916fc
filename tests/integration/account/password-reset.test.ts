/**
 * Issue 24: a forgotten password. The request answers the same whether or not an account has the
 * address, and mails a single-use link valid one hour (a secret stored only as a hash); the link's
 * page sets the new password under the spec's rules, closes every session, mails 'Votre mot de
 * passe a été modifié' and signs the browser in. Attacked as an attacker would: probing addresses,
 * flooding a mailbox, replaying, racing and forging links, and the database read afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { AppServices } from "~/context";
import { account, mailOutbox, session, user as users, verification } from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { PASSWORD_RESET_LIMITS } from "~/features/account/password-reset.server";
import { requestEmailChange } from "~/features/account/email-change.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { action as forgotAction, loader as forgotLoader } from "~/routes/admin/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/admin/reset-password";
import { loader as loginLoader } from "~/routes/admin/login";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap } from "../../support/admin-route-calls";
import { cookieHeader, createTestServices, requestContext } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

const PUBLIC_URL = "https://vitrine.example";

let t: TestDatabase;
let services: AppServices;
let ownerId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db, { PUBLIC_URL });
  ({ id: ownerId } = await upsertUserWithPassword(services.auth, t.db, { email: "sophie@boulangerie.fr", password: "ancien-secret-7", role: "user" }));
  await upsertUserWithPassword(services.auth, t.db, { email: "voisin@epicerie.fr", password: "voisin-secret-7", role: "user" });
});

afterAll(async () => {
  await t?.drop();
});

type Call = { status: number; location: string | null; cookies: string; data: ActionResult | null };

async function call(fn: unknown, request: Request, clientAddress: string): Promise<Call> {
  const answer: unknown = await (fn as (args: unknown) => Promise<unknown>)({ request, context: requestContext(services, { clientAddress }), params: {} });
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), cookies: cookieHeader(answer.headers), data: null };
  const { status, data } = unwrap<ActionResult>(answer);
  return { status, location: null, cookies: "", data };
}

/** 'Mot de passe oublié ?', from an address of its own unless told (the per-address limit). */
const forgot = (email: string, clientAddress = "198.51.100.10") => call(forgotAction, postRequest("/admin/mot-de-passe-oublie", { email }), clientAddress);

/** The link page's POST. */
const reset = (token: string, password: string, confirmPassword = password, clientAddress = "198.51.100.20", cookie = "") =>
  call(resetAction, postRequest(`/admin/nouveau-mot-de-passe?token=${encodeURIComponent(token)}`, { token, password, confirmPassword }, cookie), clientAddress);

const check = async (token: string) =>
  (
    await callRoute<{ check: { ok: boolean; reason?: string; email?: string } }>(
      resetLoader,
      services,
      getRequest(`/admin/nouveau-mot-de-passe?token=${encodeURIComponent(token)}`),
    )
  ).check;

async function mails(kind: string, to: string) {
  return (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((row) => row.toAddresses.includes(to));
}

/** The token of the last reset link mailed to this address, read from its outbox row. */
async function mailedToken(to: string): Promise<string> {
  const row = (await mails("password_reset", to)).at(-1);
  const match = /\/admin\/nouveau-mot-de-passe\?token=(\S+)/.exec(row?.textBody ?? "");
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return decodeURIComponent(match[1]!);
}

const passwordHash = async () =>
  (
    await t.db
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, ownerId), eq(account.providerId, "credential")))
  )[0]?.password;
const sessionsOf = async (userId: string) => t.db.select({ id: session.id }).from(session).where(eq(session.userId, userId));
const withoutId = (data: ActionResult | null) => ({ ...data, id: undefined });

describe("asking for a reset link", () => {
  it("answers the same for an address with an account and one without, and mails only the account, from PUBLIC_URL", async () => {
    const known = await forgot("  sophie@BOULANGERIE.fr ", "198.51.100.11");
    const unknown = await forgot("personne@nulle-part.fr", "198.51.100.11");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(withoutId(known.data)).toEqual({ ...withoutId(unknown.data), values: { email: "sophie@boulangerie.fr" } });
    expect(unknown.data).toMatchObject({ ok: true, intent: "forgot", values: { email: "personne@nulle-part.fr" } });
    expect(known.data?.toast).toBeUndefined();

    expect(await mails("password_reset", "personne@nulle-part.fr")).toEqual([]);
    const [mail] = await mails("password_reset", "sophie@boulangerie.fr");
    expect(mail?.subject).toBe("Réinitialisez votre mot de passe Vitrine");
    expect(mail?.textBody).toContain(`${PUBLIC_URL}/admin/nouveau-mot-de-passe?token=`);
    expect(mail?.htmlBody).toContain("Choisir un nouveau mot de passe");

    // Only a hash of the link's secret is stored; the link lasts one hour.
    const token = await mailedToken("sophie@boulangerie.fr");
    const [row] = await t.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `password-reset:${ownerId}`));
    expect(row?.value).not.toContain(token.split(".")[1]);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("keeps what was typed and says why, for an address that is not one, mailing nothing", async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    expect(await forgot("pas-une-adresse")).toMatchObject({
      status: 400,
      data: { ok: false, errors: { email: "Email invalide" }, values: { email: "pas-une-adresse" } },
    });
    const nul = await forgot("sophie@boulangerie.fr\u0000");
    expect(nul.status).toBe(400);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it("mails one address at most 3 times an hour, whoever asks, and says when to try again", async () => {
    const to = "voisin@epicerie.fr";
    for (let i = 0; i < PASSWORD_RESET_LIMITS.requestsPerAccount.max; i++) expect((await forgot(to, `198.51.100.${30 + i}`)).status).toBe(200);
    const refused = await forgot(to, "198.51.100.99");
    expect(refused.status).toBe(429);
    expect(refused.data?.toast?.description).toMatch(/^Trop de demandes\. Réessayez dans \d+/);
    expect(refused.data?.values).toEqual({ email: to });
    expect(await mails("password_reset", to)).toHaveLength(3);
    // One pending link per account: the last one.
    expect(await t.db.select().from(verification).where(like(verification.identifier, "password-reset:%"))).toHaveLength(2);
  });

  it("lets one connection ask 10 times an hour, whatever the addresses: probing stops there", async () => {
    const probe = "192.0.2.77";
    for (let i = 0; i < PASSWORD_RESET_LIMITS.requestsPerAddress.max; i++) expect((await forgot(`sonde${i}@exemple.fr`, probe)).status).toBe(200);
    expect((await forgot("sophie@boulangerie.fr", probe)).status).toBe(429);
  });
});

describe("the link's page", () => {
  it("shows the account's address without using the link", async () => {
    const token = await mailedToken("sophie@boulangerie.fr");
    expect(await check(token)).toEqual({ ok: true, email: "sophie@boulangerie.fr" });
    expect(await check(token)).toEqual({ ok: true, email: "sophie@boulangerie.fr" });
  });

  it("refuses forged links: a wrong secret, another link's kind, nonsense", async () => {
    const token = await mailedToken("sophie@boulangerie.fr");
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    await requestEmailChange(
      t.db,
      { publicUrl: PUBLIC_URL, mailFrom: services.config.mailFrom },
      { id: ownerId, email: "sophie@boulangerie.fr" },
      "pirate@exemple.fr",
    );
    const emailChange = (await mails("email_change", "pirate@exemple.fr")).at(-1)!;
    const otherKind = decodeURIComponent(/token=(\S+)/.exec(emailChange.textBody)![1]!);
    const before = await passwordHash();
    for (const bad of [forged, otherKind, "n'importe quoi", ""]) {
      expect(await check(bad)).toEqual({ ok: false, reason: "invalid" });
      const answer = await reset(bad, "nouveau-secret-9");
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({
        ok: false,
        intent: "link",
        toast: { description: expect.stringContaining("n'est pas valide ou a déjà été utilisé") },
      });
    }
    expect(await passwordHash()).toBe(before);
    expect(await check(token)).toMatchObject({ ok: true });
  });

  it("applies the password rules and refuses a common password, keeping the link", async () => {
    const token = await mailedToken("sophie@boulangerie.fr");
    const before = await passwordHash();
    expect(await reset(token, "court")).toMatchObject({ status: 400, data: { errors: { password: "Le mot de passe doit contenir au moins 6 caractères" } } });
    expect(await reset(token, "nouveau-secret-9", "autre-secret-9")).toMatchObject({
      status: 400,
      data: { errors: { confirmPassword: "Les mots de passe ne correspondent pas" } },
    });
    const common = await reset(token, "azerty123");
    expect(common.status).toBe(400);
    expect(common.data?.errors?.password).toBeTruthy();
    expect(JSON.stringify(common.data)).not.toContain("azerty123");
    expect(await passwordHash()).toBe(before);
    expect(await check(token)).toMatchObject({ ok: true });
  });

  it("sets the password once, closes every session, mails the owner and signs this browser in on the dashboard", async () => {
    const token = await mailedToken("sophie@boulangerie.fr");
    // Two browsers signed in with the old password (one of them an attacker's).
    const phone = await sessionCookie(services, "sophie@boulangerie.fr", "ancien-secret-7");
    await sessionCookie(services, "sophie@boulangerie.fr", "ancien-secret-7");
    expect(await sessionsOf(ownerId)).toHaveLength(2);
    const before = await passwordHash();

    // Two tabs send the form at once: one sets the password, the other finds the link used.
    const [first, second] = await Promise.all([reset(token, "nouveau-secret-9"), reset(token, "autre-secret-9")]);
    const [won, lost] = first.status === 303 ? [first, second] : [second, first];
    expect(won).toMatchObject({ status: 303, location: "/admin/dashboard" });
    expect(won.cookies).toContain("vitrine.session_token=");
    expect(lost).toMatchObject({ status: 400, data: { intent: "link" } });

    expect(await passwordHash()).not.toBe(before);
    // The old sessions are gone; only the one the reset opened is left.
    const left = await sessionsOf(ownerId);
    expect(left).toHaveLength(1);
    const phoneToken = decodeURIComponent(/vitrine\.session_token=([^;.]+)/.exec(phone)![1]!);
    expect(await t.db.select().from(session).where(eq(session.token, phoneToken))).toEqual([]);
    // The link is used up.
    expect(
      await t.db
        .select()
        .from(verification)
        .where(eq(verification.identifier, `password-reset:${ownerId}`)),
    ).toEqual([]);
    expect(await check(token)).toEqual({ ok: false, reason: "invalid" });
    expect((await reset(token, "troisieme-secret-9")).status).toBe(400);

    const [changed] = await mails("password_changed", "sophie@boulangerie.fr");
    expect(changed?.subject).toBe("Votre mot de passe a été modifié");
    expect(changed?.textBody).toContain(`${PUBLIC_URL}/admin/mot-de-passe-oublie`);
    expect(changed?.textBody).toContain("Toutes les sessions ouvertes sur ce compte ont été fermées");
    expect(changed?.textBody).not.toMatch(/nouveau-secret|autre-secret/);

    // The new password signs in; the old one no longer does.
    await expect(sessionCookie(services, "sophie@boulangerie.fr", "ancien-secret-7")).rejects.toThrow();
    expect(await sessionCookie(services, "sophie@boulangerie.fr", (first.status === 303 ? "nouveau" : "autre") + "-secret-9")).toContain(
      "vitrine.session_token=",
    );
  });

  it("says an expired link has expired, offers to send a new one to its address, and changes nothing", async () => {
    const [row] = await t.db.select().from(verification).where(like(verification.identifier, "password-reset:%"));
    expect(row).toBeTruthy();
    const voisinToken = await mailedToken("voisin@epicerie.fr");
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, row!.id));
    const [voisin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, "voisin@epicerie.fr"));
    const before = (await t.db.select({ password: account.password }).from(account).where(eq(account.userId, voisin!.id)))[0]?.password;

    expect(await check(voisinToken)).toEqual({ ok: false, reason: "expired", email: "voisin@epicerie.fr" });
    const answer = await reset(voisinToken, "nouveau-secret-9");
    expect(answer.status).toBe(410);
    expect(answer.data).toMatchObject({
      ok: false,
      intent: "link",
      values: { email: "voisin@epicerie.fr" },
      toast: { description: expect.stringContaining("a expiré") },
    });
    expect((await t.db.select({ password: account.password }).from(account).where(eq(account.userId, voisin!.id)))[0]?.password).toBe(before);
  });

  it("counts the tries on one link, so a link found in a mailbox cannot be hammered", async () => {
    const token = "00000000-0000-4000-8000-000000000000.forged";
    for (let i = 0; i < PASSWORD_RESET_LIMITS.triesPerLink.max; i++)
      expect((await reset(token, "nouveau-secret-9", undefined, `203.0.113.${100 + i}`)).status).toBe(400);
    const limited = await reset(token, "nouveau-secret-9", undefined, "203.0.113.200");
    expect(limited.status).toBe(429);
    expect(limited.data?.toast?.description).toMatch(/^Trop de demandes/);
  });
});

describe("the sign-in page", () => {
  it("offers the sign-up while it is open, and not once it is closed", async () => {
    const open = await callRoute<{ signupOpen: boolean }>(loginLoader, services, getRequest("/admin/login"));
    expect(open.signupOpen).toBe(true);
    const closed = createTestServices(t.db, { PUBLIC_URL, SIGNUP: "closed" });
    expect((await callRoute<{ signupOpen: boolean }>(loginLoader, closed, getRequest("/admin/login"))).signupOpen).toBe(false);
  });

  it("sends a signed-in browser from 'Mot de passe oublié' to its dashboard", async () => {
    const cookie = await sessionCookie(services, "voisin@epicerie.fr", "voisin-secret-7");
    const answer = await (forgotLoader as (args: unknown) => Promise<unknown>)({
      request: getRequest("/admin/mot-de-passe-oublie", cookie),
      context: requestContext(services),
      params: {},
    }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/admin/dashboard");
  });
});
