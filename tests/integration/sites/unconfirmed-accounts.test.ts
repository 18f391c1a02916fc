/**
 * Issue 23, finding 3: an unconfirmed account could take someone's address. The attack, replayed:
 * someone signs up with the future owner's address (never confirmed); the admin invites that
 * address; 'Modifier' used to be the way to give it the site. Now 'Modifier' refuses it (nothing
 * changes), the invitation goes out anyway, and the invitation accepted from the real mailbox
 * (the SMTP peer) replaces the unconfirmed account: its sessions end, its draft goes, the site is
 * the mailbox holder's, with their own password. And unconfirmed accounts do not live for ever:
 * a reminder on day 5, deletion from day 7 with their drafts (and their image files), run by the
 * pruning worker; confirmed accounts and published sites are kept.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { AppServices } from "~/context";
import { homeContent, mailOutbox, session, sites, user as users, verification } from "~/db/schema";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { getSessionUser } from "~/features/auth/session.server";
import { signIn } from "~/features/auth/sign-in.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { createOutboxWorker } from "~/features/mail/outbox-worker.server";
import { newMediaKey } from "~/features/media/storage.server";
import { deleteExpiredUnconfirmedAccounts, UNCONFIRMED_EXPIRY } from "~/features/signup/unconfirmed-expiry.server";
import { createSignup } from "~/features/signup/signup.server";
import { SITE_MESSAGES } from "~/features/sites/sites-schema";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { action as signupAction } from "~/routes/admin/signup";
import { action as sitesAction, loader as sitesLoader } from "~/routes/admin/sites";
import { action as acceptAction, loader as invitationLoader } from "~/routes/admin/invitation";
import { action as confirmAction } from "~/routes/admin/confirm-address";
import { createPruningWorker } from "../../../server/pruning-worker";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap } from "../../support/admin-route-calls";
import { cookieHeader, createTestServices, requestContext } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { startSmtpServer, type TestSmtpServer } from "../../support/mail-test-smtp";

const PUBLIC_URL = "https://vitrine.example";
const VICTIM = "marie@boulangerie-martin.fr";
const DAY = 24 * 60 * 60 * 1000;

let t: TestDatabase;
let services: AppServices;
let smtp: TestSmtpServer;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpServer();
  services = createTestServices(t.db, { PUBLIC_URL, MAIL_FROM: "Vitrine <noreply@vitrine.example>", SMTP_URL: smtp.url });
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  adminCookie = await sessionCookie(services, "admin@test.fr", "admin-secret");
}, 120_000);

afterAll(async () => {
  await smtp?.close();
  await t?.drop();
});

async function sitesPost(fields: Record<string, string>) {
  return unwrap<ActionResult>(await callRoute(sitesAction, services, postRequest("/admin/sites", fields, adminCookie)));
}

/** Everything the outbox holds goes out through the real SMTP peer; resolves with what it received for `to`. */
async function deliver(to: string) {
  await createOutboxWorker(services).runOnce();
  return smtp.received.filter((m) => m.rcptTo.includes(to));
}

const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe("an unconfirmed account holding the future owner's address", () => {
  let attackerId: string;
  let attackerCookie: string;
  let attackerSiteId: string;
  let siteId: string;

  it("the attacker signs up with the victim's address and is signed in, unconfirmed", async () => {
    const fields = {
      formToken: issueFormToken(services.config.authSecret, "signup", "platform", Date.now() - 60_000),
      website: "",
      email: VICTIM,
      password: "pirate-secret-9",
      shopName: "Faux Martin",
      businessKind: "boulangerie-patisserie",
      town: "Lyon",
      plan: "pro",
    };
    const answer = await (signupAction as (args: unknown) => Promise<Response>)({
      request: postRequest("/inscription", fields),
      context: requestContext(services, { clientAddress: "198.51.100.66" }),
      params: {},
    });
    expect(answer.status).toBe(303);
    attackerCookie = cookieHeader(answer.headers);
    const attacker = await accountOf(VICTIM);
    expect(attacker).toMatchObject({ emailVerified: false });
    attackerId = attacker!.id;
    [{ id: attackerSiteId }] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.ownerId, attackerId));
    expect(await getSessionUser(getRequest("/admin", attackerCookie), requestContext(services))).toMatchObject({ id: attackerId });
  }, 180_000);

  it("the Sites screen says the address is not confirmed", async () => {
    const page = await callRoute<{ sites: Array<{ id: string; ownerConfirmed: boolean | null }>; profiles: Array<{ id: string; confirmed: boolean }> }>(
      sitesLoader,
      services,
      getRequest("/admin/sites", adminCookie),
    );
    expect(page.sites.find((s) => s.id === attackerSiteId)?.ownerConfirmed).toBe(false);
    expect(page.profiles.find((p) => p.id === attackerId)?.confirmed).toBe(false);
  }, 180_000);

  it("'Modifier' and 'Créer un site' refuse to give a site to it, in French, and nothing changes", async () => {
    const created = await sitesPost({ intent: "create", name: "Boulangerie Martin", ownerId: "no-owner", plan: "pro" });
    expect(created.data.ok).toBe(true);
    siteId = created.data.rowId!;
    const invited = await sitesPost({ intent: "invite", siteId, email: VICTIM });
    // The invitation goes out: the screen no longer says to assign the account with 'Modifier'.
    expect(invited).toMatchObject({ status: 200, data: { ok: true } });
    expect(invited.data.toast?.description).toContain(`Invitation envoyée à ${VICTIM}.`);
    expect(invited.data.toast?.description).not.toContain("Modifier");

    const before = await t.db.select().from(sites).where(eq(sites.id, siteId));
    const pendingBefore = await t.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `site-invitation:${siteId}`));
    const update = await sitesPost({ intent: "update", siteId, name: "Boulangerie Martin", ownerId: attackerId, plan: "pro" });
    expect(update).toMatchObject({ status: 400, data: { ok: false, errors: { ownerId: SITE_MESSAGES.unconfirmedOwner } } });
    const create = await sitesPost({ intent: "create", name: "Autre boutique", ownerId: attackerId, plan: "pro" });
    expect(create).toMatchObject({ status: 400, data: { ok: false, errors: { ownerId: SITE_MESSAGES.unconfirmedOwner } } });
    expect(await t.db.select().from(sites).where(eq(sites.id, siteId))).toEqual(before);
    expect(await t.db.select().from(sites).where(eq(sites.name, "Autre boutique"))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(verification)
        .where(eq(verification.identifier, `site-invitation:${siteId}`)),
    ).toEqual(pendingBefore);
    // The attacker's own draft can still be renamed by an admin: its owner does not change.
    expect((await sitesPost({ intent: "update", siteId: attackerSiteId, name: "Faux Martin", ownerId: attackerId, plan: "pro" })).status).toBe(200);
  }, 180_000);

  it("the invitation accepted from the mailbox replaces the unconfirmed account: its sessions end, its draft goes, the site is the victim's", async () => {
    const received = await deliver(VICTIM);
    const invitation = received.find((m) => m.text.includes("/admin/invitation?token="));
    expect(invitation).toBeDefined();
    const link = new URL(/https?:\/\/\S+\/admin\/invitation\?token=\S+/.exec(invitation!.text)![0]);
    const token = link.searchParams.get("token")!;

    const shown = await callRoute<{ check: { ok: boolean; replacesUnconfirmed?: boolean } }>(
      invitationLoader,
      services,
      getRequest(`${link.pathname}${link.search}`),
    );
    expect(shown.check).toMatchObject({ ok: true, replacesUnconfirmed: true });

    const accepted = (await (acceptAction as (args: unknown) => Promise<unknown>)({
      request: postRequest(`${link.pathname}${link.search}`, { token, password: "levain-du-matin-3", confirmPassword: "levain-du-matin-3" }),
      context: requestContext(services, { clientAddress: "203.0.113.200" }),
      params: {},
    })) as Response;
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("Location")).toBe("/admin/dashboard");

    // The database afterwards.
    const owner = await accountOf(VICTIM);
    expect(owner).toMatchObject({ emailVerified: true, role: "user" });
    expect(owner!.id).not.toBe(attackerId);
    expect(await t.db.select().from(users).where(eq(users.id, attackerId))).toEqual([]);
    expect(await t.db.select().from(session).where(eq(session.userId, attackerId))).toEqual([]);
    expect(await getSessionUser(getRequest("/admin", attackerCookie), requestContext(services))).toBeNull();
    expect(await t.db.select().from(sites).where(eq(sites.id, attackerSiteId))).toEqual([]);
    expect((await t.db.select({ ownerId: sites.ownerId }).from(sites).where(eq(sites.id, siteId)))[0]?.ownerId).toBe(owner!.id);
    expect(
      await t.db
        .select()
        .from(verification)
        .where(inArray(verification.identifier, [`email-confirm:${attackerId}`, `email-change:${attackerId}`, `site-invitation:${siteId}`])),
    ).toEqual([]);
    // The victim's password opens the account; the attacker's no longer does.
    expect(await sessionCookie(services, VICTIM, "levain-du-matin-3")).toContain("=");
    const old = await signIn(requestContext(services), getRequest("/admin/login"), {
      email: VICTIM,
      password: "pirate-secret-9",
      clientAddress: "198.51.100.66",
    });
    expect(old.ok).toBe(false);
  }, 180_000);
});

describe("unconfirmed accounts expire", () => {
  let hash: string | undefined;
  async function signedUp(
    email: string,
    ageDays: number,
    over: { confirmed?: boolean; remindedDaysAgo?: number; published?: boolean; signedIn?: boolean } = {},
  ) {
    const now = new Date(Date.now() - ageDays * DAY);
    // One hash for every account (scrypt is the slow part on a busy machine).
    hash ??= await (await services.auth.$context).password.hash("un-mot-de-passe-9");
    const created = await createSignup(
      t.db,
      { publicUrl: PUBLIC_URL, mailFrom: services.config.mailFrom, now },
      { email, password: "", shopName: `Boutique ${email.split("@")[0]}`, businessKind: "fleuriste", town: "Nantes", plan: "pro" },
      hash,
    );
    if (!created.ok) throw new Error(created.reason);
    await t.db
      .update(users)
      .set({
        createdAt: now,
        emailVerified: over.confirmed ?? false,
        confirmationReminderAt: over.remindedDaysAgo === undefined ? null : new Date(Date.now() - over.remindedDaysAgo * DAY),
      })
      .where(eq(users.id, created.userId));
    if (over.published) await t.db.update(sites).set({ publishedAt: new Date() }).where(eq(sites.id, created.siteId));
    const cookie = over.signedIn ? await sessionCookie(services, email, "un-mot-de-passe-9") : "";
    return { ...created, cookie };
  }

  it("reminds on day 5, deletes from day 7 (and 2 days after the reminder) with the drafts and their files, keeps the rest", async () => {
    await t.db.delete(mailOutbox);
    const fifthDay = await signedUp("cinq@exemple.fr", 5.1);
    const expired = await signedUp("huit@exemple.fr", 8, { remindedDaysAgo: 3, signedIn: true });
    const neverReminded = await signedUp("oublie@exemple.fr", 8);
    const recent = await signedUp("trois@exemple.fr", 3);
    const confirmed = await signedUp("confirme@exemple.fr", 30, { confirmed: true });
    const published = await signedUp("publie@exemple.fr", 8, { remindedDaysAgo: 3, published: true, signedIn: true });
    // The expired draft has a photo of its own: its file goes with it.
    const photo = (await services.media.put(newMediaKey("hero-images"), Buffer.from("RIFF0000WEBPVP8 "), "image/webp")).url;
    await t.db.update(homeContent).set({ heroImageUrl: photo }).where(eq(homeContent.siteId, expired.siteId));
    const photoFile = path.join(services.config.dataDir, photo);
    expect(existsSync(photoFile)).toBe(true);

    const worker = createPruningWorker(services);
    expect(await worker.runOnce()).toMatchObject({ unconfirmedReminders: 2, unconfirmedAccounts: 2 });

    const remaining = new Set((await t.db.select({ id: users.id }).from(users)).map((u) => u.id));
    expect(remaining.has(expired.userId)).toBe(false);
    expect(remaining.has(published.userId)).toBe(false);
    for (const kept of [fifthDay, neverReminded, recent, confirmed]) expect(remaining.has(kept.userId)).toBe(true);
    expect(
      await t.db
        .select()
        .from(session)
        .where(inArray(session.userId, [expired.userId, published.userId])),
    ).toEqual([]);
    expect(await getSessionUser(getRequest("/admin", expired.cookie), requestContext(services))).toBeNull();
    // The draft and everything it held are gone, its file too; the published site stays, without owner.
    expect(await t.db.select().from(sites).where(eq(sites.id, expired.siteId))).toEqual([]);
    expect(await t.db.select().from(homeContent).where(eq(homeContent.siteId, expired.siteId))).toEqual([]);
    expect(existsSync(photoFile)).toBe(false);
    expect((await t.db.select({ ownerId: sites.ownerId }).from(sites).where(eq(sites.id, published.siteId)))[0]).toEqual({ ownerId: null });
    expect(
      await t.db
        .select()
        .from(sites)
        .where(inArray(sites.id, [fifthDay.siteId, neverReminded.siteId, recent.siteId, confirmed.siteId])),
    ).toHaveLength(4);

    // One reminder each, to the two accounts due (the one never reminded is told before anything happens to it).
    const reminders = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "confirm_reminder"));
    expect(reminders.map((m) => m.toAddresses[0]).sort()).toEqual(["cinq@exemple.fr", "oublie@exemple.fr"]);
    const received = await deliver("cinq@exemple.fr");
    const reminder = received.find((m) => m.text.includes("Sans confirmation"))!;
    expect(reminder.header("subject")).toMatch(/^Confirmez votre adresse e-mail avant le \d{1,2}(er)? \S+ \d{4}$/);
    expect(reminder.text).toContain("seront supprimés le");

    // A second pass sends nothing more and deletes nothing more.
    expect(await worker.runOnce()).toMatchObject({ unconfirmedReminders: 0, unconfirmedAccounts: 0 });

    // The reminder's link confirms the address: the account then stays for good.
    const token = decodeURIComponent(/confirm-address\?token=(\S+)/.exec(reminder.text)![1]!);
    const confirmedNow = unwrap<{ confirmed: { ok: boolean } }>(
      await callRoute(confirmAction, services, postRequest("/admin/account/confirm-address", { token })),
    );
    expect(confirmedNow.data.confirmed.ok).toBe(true);

    // Three days on: the account never reminded before today has had its 2 days; the confirmed one stays.
    const later = new Date(Date.now() + (UNCONFIRMED_EXPIRY.noticeMs + DAY));
    expect(await deleteExpiredUnconfirmedAccounts(services, later)).toBe(1);
    expect(await accountOf("oublie@exemple.fr")).toBeUndefined();
    expect(await accountOf("cinq@exemple.fr")).toMatchObject({ emailVerified: true });
    expect(
      await t.db
        .select()
        .from(users)
        .where(and(eq(users.email, "trois@exemple.fr"))),
    ).toHaveLength(1);
  }, 360_000);
});
