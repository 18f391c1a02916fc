/**
 * Issue 13: an admin invites a site's owner by e-mail; the link (7 days, single use, a secret
 * stored only as a hash) lets the invited person choose a password and become the owner, signed
 * in. Expired, used and forged links are refused in French; tries are rate-limited; owners
 * cannot invite.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { AppServices } from "~/context";
import { mailOutbox, sites, user as users, verification } from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { INVITATION_LIMITS } from "~/features/sites/accept-invitation-action.server";
import { inviteOwner } from "~/features/sites/site-invitations.server";
import { action as sitesAction } from "~/routes/admin/sites";
import { action as acceptAction, loader as invitationLoader } from "~/routes/admin/invitation";
import { callRoute, getRequest, postRequest, refusal, renderedSiteId, sessionCookie, unwrap } from "../../support/admin-route-calls";
import { cookieHeader, createTestServices, requestContext } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

const PUBLIC_URL = "https://vitrine.example";

let t: TestDatabase;
let services: AppServices;
let adminCookie: string;
let ownerCookie: string;
let siteId: string;
let otherSiteId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db, { PUBLIC_URL });
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "owner@test.fr", password: "owner-secret", role: "user" });
  siteId = (await createSite(t.db, { name: "Boulangerie Martin" })).id;
  otherSiteId = (await createSite(t.db, { name: "Chez Owner", ownerId: owner.id })).id;
  adminCookie = await sessionCookie(services, "admin@test.fr", "admin-secret");
  ownerCookie = await sessionCookie(services, "owner@test.fr", "owner-secret");
});

afterAll(async () => {
  await t?.drop();
});

async function invite(email: string, site = siteId, cookie = adminCookie) {
  return unwrap<ActionResult>(await callRoute(sitesAction, services, postRequest("/admin/sites", { intent: "invite", siteId: site, email }, cookie)));
}

/** The token of the last invitation mailed to this address, read from its outbox row. */
async function mailedToken(email: string): Promise<{ token: string; text: string; html: string | null }> {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "site_invitation")));
  const row = rows.filter((r) => r.toAddresses.includes(email)).at(-1);
  if (!row) throw new Error(`no invitation mailed to ${email}`);
  const match = /\/admin\/invitation\?token=(\S+)/.exec(row.textBody);
  if (!match) throw new Error("no link in the invitation");
  return { token: decodeURIComponent(match[1]), text: row.textBody, html: row.htmlBody };
}

type Answer = { kind: string; errors?: Record<string, string>; check?: { reason: string }; message?: string };

/** The invitation page's POST, from an address of its own unless told (the per-address limit). */
async function accept(token: string, password: string, confirmPassword = password, clientAddress = "198.51.100.7") {
  const request = postRequest(`/admin/invitation?token=${encodeURIComponent(token)}`, { token, password, confirmPassword });
  const answer: unknown = await (acceptAction as (args: unknown) => Promise<unknown>)({
    request,
    context: requestContext(services, { clientAddress }),
    params: {},
  });
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), cookies: cookieHeader(answer.headers), data: null };
  const { status, data } = unwrap<Answer>(answer);
  return { status, location: null, cookies: "", data };
}

async function check(token: string) {
  return callRoute<{ check: { ok: boolean; reason?: string; email?: string; siteName?: string } }>(
    invitationLoader,
    services,
    getRequest(`/admin/invitation?token=${encodeURIComponent(token)}`),
  );
}

describe("inviting an owner", () => {
  it("mails a link from PUBLIC_URL, valid 7 days; the database holds only the secret's hash", async () => {
    const answer = await invite("  Marie@Boulangerie-Martin.fr ");
    expect(answer).toMatchObject({ status: 200, data: { ok: true, toast: { title: "Succès" } } });
    expect(answer.data.toast?.description).toContain("marie@boulangerie-martin.fr");
    const { token, text, html } = await mailedToken("marie@boulangerie-martin.fr");
    expect(text).toContain(`${PUBLIC_URL}/admin/invitation?token=`);
    expect(text).toContain("Boulangerie Martin");
    expect(html).toContain("Créer mon compte");
    const secret = token.split(".")[1];
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.db.select().from(verification).where(like(verification.identifier, "site-invitation:%"));
    expect(row.value).not.toContain(secret);
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("refuses a bad address and an address that already has an account, mailing nothing", async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    expect(await invite("pas-une-adresse")).toMatchObject({ status: 400, data: { ok: false, errors: { email: "Email invalide" } } });
    expect(await invite("owner@test.fr")).toMatchObject({
      status: 400,
      data: { ok: false, errors: { email: expect.stringContaining("Un compte existe déjà") } },
    });
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it("is for admins only: an owner, even of the site, is sent to the dashboard and nothing is mailed", async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    for (const site of [siteId, otherSiteId]) {
      expect(
        await refusal(
          callRoute(sitesAction, services, postRequest("/admin/sites", { intent: "invite", siteId: site, email: "pirate@example.fr" }, ownerCookie)),
        ),
      ).toEqual({
        status: 302,
        location: "/admin/dashboard",
      });
    }
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
    expect(
      await t.db
        .select()
        .from(verification)
        .where(eq(verification.identifier, `site-invitation:${otherSiteId}`)),
    ).toEqual([]);
  });
});

describe("accepting an invitation", () => {
  it("shows the site and the address without using the link", async () => {
    const { token } = await mailedToken("marie@boulangerie-martin.fr");
    expect((await check(token)).check).toEqual({ ok: true, email: "marie@boulangerie-martin.fr", siteId, siteName: "Boulangerie Martin" });
    expect((await check(token)).check.ok).toBe(true);
  });

  it("applies the spec's password rules and refuses a common password, keeping the link", async () => {
    const { token } = await mailedToken("marie@boulangerie-martin.fr");
    expect(await accept(token, "abc")).toMatchObject({
      status: 400,
      data: { kind: "invalid", errors: { password: "Le mot de passe doit contenir au moins 6 caractères" } },
    });
    expect(await accept(token, "pain-chaud-42", "pain-chaud-43")).toMatchObject({
      status: 400,
      data: { kind: "invalid", errors: { confirmPassword: "Les mots de passe ne correspondent pas" } },
    });
    expect(await accept(token, "azerty123")).toMatchObject({
      status: 400,
      data: { kind: "invalid", errors: { password: expect.stringContaining("trop courant") } },
    });
    expect((await check(token)).check.ok).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.email, "marie@boulangerie-martin.fr"))).toEqual([]);
  });

  it("refuses a forged secret", async () => {
    const { token } = await mailedToken("marie@boulangerie-martin.fr");
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    expect(await accept(forged, "pain-chaud-42")).toMatchObject({ status: 400, data: { kind: "refused", check: { reason: "invalid" } } });
    expect((await check(forged)).check).toEqual({ ok: false, reason: "invalid" });
  });

  it("creates the owner's account, gives them the site and signs them in on its dashboard; the link then works no more", async () => {
    const { token } = await mailedToken("marie@boulangerie-martin.fr");
    const answer = await accept(token, "pain-chaud-42");
    expect(answer).toMatchObject({ status: 303, location: "/admin/dashboard" });
    const [account] = await t.db.select().from(users).where(eq(users.email, "marie@boulangerie-martin.fr"));
    expect(account).toMatchObject({ role: "user", emailVerified: true });
    const [site] = await t.db.select({ ownerId: sites.ownerId }).from(sites).where(eq(sites.id, siteId));
    expect(site.ownerId).toBe(account.id);
    // Signed in, on the site.
    expect(await renderedSiteId(services, answer.cookies)).toBe(siteId);
    // And the password works for a later sign-in.
    expect(await sessionCookie(services, "marie@boulangerie-martin.fr", "pain-chaud-42")).toContain("=");

    expect(await accept(token, "pain-chaud-42")).toMatchObject({ status: 400, data: { kind: "refused", check: { reason: "invalid" } } });
    expect((await check(token)).check).toEqual({ ok: false, reason: "invalid" });
    expect((await t.db.select().from(users).where(eq(users.email, "marie@boulangerie-martin.fr"))).length).toBe(1);
  });

  it("refuses an expired link with its own message", async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await inviteOwner(t.db, { publicUrl: PUBLIC_URL, mailFrom: "Vitrine <noreply@vitrine.example>", now: eightDaysAgo }, otherSiteId, "tard@example.fr");
    const { token } = await mailedToken("tard@example.fr");
    expect((await check(token)).check).toEqual({ ok: false, reason: "expired" });
    expect(await accept(token, "pain-chaud-42")).toMatchObject({ status: 400, data: { kind: "refused", check: { reason: "expired" } } });
    expect(await t.db.select().from(users).where(eq(users.email, "tard@example.fr"))).toEqual([]);
  });

  it("a new invitation replaces the previous one", async () => {
    await invite("premier@example.fr", otherSiteId);
    const first = (await mailedToken("premier@example.fr")).token;
    await invite("second@example.fr", otherSiteId);
    expect((await check(first)).check).toEqual({ ok: false, reason: "invalid" });
    expect((await check((await mailedToken("second@example.fr")).token)).check.ok).toBe(true);
  });

  it("is cancelled when the admin gives the site to someone else, and kept by a mere rename", async () => {
    const { id: site } = await createSite(t.db, { name: "Caviste du Port" });
    await invite("caviste@example.fr", site);
    const { token } = await mailedToken("caviste@example.fr");
    const update = (fields: Record<string, string>) =>
      callRoute(sitesAction, services, postRequest("/admin/sites", { intent: "update", siteId: site, ...fields }, adminCookie));
    await update({ name: "Caviste du Vieux-Port", ownerId: "no-owner" });
    expect((await check(token)).check.ok).toBe(true);
    const [owner] = await t.db.select().from(users).where(eq(users.email, "owner@test.fr"));
    await update({ name: "Caviste du Vieux-Port", ownerId: owner.id });
    expect((await check(token)).check).toEqual({ ok: false, reason: "invalid" });
    expect(await accept(token, "vin-rouge-2026")).toMatchObject({ status: 400, data: { kind: "refused" } });
    expect((await t.db.select({ ownerId: sites.ownerId }).from(sites).where(eq(sites.id, site)))[0].ownerId).toBe(owner.id);
  });

  it("is rate-limited per link, counted before any work", async () => {
    const { token } = await mailedToken("second@example.fr");
    for (let i = 0; i < INVITATION_LIMITS.perToken.max; i++) {
      expect((await accept(token, "abc", "abc", `192.0.2.${i + 1}`)).status).toBe(400);
    }
    const limited = await accept(token, "pain-chaud-42", "pain-chaud-42", "192.0.2.200");
    expect(limited).toMatchObject({ status: 429, data: { kind: "limited", message: expect.stringContaining("Trop de tentatives") } });
    expect(await t.db.select().from(users).where(eq(users.email, "second@example.fr"))).toEqual([]);
  });
});
