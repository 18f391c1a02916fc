import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { mailOutbox, rateLimits, user as users, verification } from "~/db/schema";
import type { AppServices } from "~/context";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { getSessionUser } from "~/features/auth/session.server";
import { signIn } from "~/features/auth/sign-in.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { action, loader } from "~/routes/admin/account";
import { action as confirmAction, loader as confirmLoader } from "~/routes/admin/confirm-email";
import { callRoute, getRequest, postRequest, refusal, sessionCookie, unwrap } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { cookieHeader, createTestServices, requestContext } from "../../support/services";

let t: TestDatabase;
let services: AppServices;
let marieId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db, { PUBLIC_URL: "https://app.vitrine.test", MAIL_FROM: "Vitrine <no-reply@vitrine.test>" });
  marieId = (await upsertUserWithPassword(services.auth, t.db, { email: "marie@test.fr", password: "marie-secret", role: "user" })).id;
  await upsertUserWithPassword(services.auth, t.db, { email: "paul@test.fr", password: "paul-secret", role: "user" });
  await upsertUserWithPassword(services.auth, t.db, { email: "lea@test.fr", password: "lea-secret", role: "user" });
  await upsertUserWithPassword(services.auth, t.db, { email: "zoe@test.fr", password: "zoe-secret", role: "user" });
  await upsertUserWithPassword(services.auth, t.db, { email: "hugo@test.fr", password: "hugo-secret", role: "user" });
  await upsertUserWithPassword(services.auth, t.db, { email: "ines@test.fr", password: "ines-secret", role: "user" });
});

afterAll(async () => {
  await t?.drop();
});

/** The account page's POST; `clientAddress`: where it comes from (the e-mail change counts per address too, issue 23). */
async function post(cookie: string, fields: Record<string, string>, clientAddress?: string) {
  if (!clientAddress) return unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/account", fields, cookie)));
  const run = action as (args: unknown) => Promise<unknown>;
  return unwrap<ActionResult>(
    await run({ request: postRequest("/admin/account", fields, cookie), context: requestContext(services, { clientAddress }), params: {} }),
  );
}

async function emailOf(id: string) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

/** The confirmation link of the newest e-mail-change mail to `to`. */
async function linkSentTo(to: string): Promise<URL> {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "email_change"));
  const mail = rows.filter((r) => r.toAddresses.includes(to)).at(-1);
  const match = mail?.textBody.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link sent to ${to}`);
  return new URL(match[0]);
}

type ConfirmPage = Awaited<ReturnType<typeof confirmLoader>>;
const openLink = (link: URL) => callRoute<ConfirmPage>(confirmLoader, services, getRequest(`${link.pathname}${link.search}`));
const confirmLink = async (link: URL) =>
  unwrap<{ confirmed: { ok: boolean; reason?: string; email?: string } }>(
    await callRoute(confirmAction, services, postRequest(link.pathname, { token: link.searchParams.get("token") ?? "" })),
  );

describe("changing the e-mail", () => {
  it("is refused to a visitor", async () => {
    expect(await refusal(callRoute(action, services, postRequest("/admin/account", { intent: "email", email: "x@test.fr" })))).toEqual({
      status: 302,
      location: "/admin/login",
    });
  });

  it("validates the address, refuses the user's own, and answers one used by another account like a free one (issue 23)", async () => {
    const cookie = await sessionCookie(services, "marie@test.fr", "marie-secret");
    expect(await post(cookie, { intent: "email", email: "pas-un-email", currentPassword: "marie-secret" })).toMatchObject({
      status: 400,
      data: { errors: { email: "Email invalide" } },
    });
    expect(await post(cookie, { intent: "email", email: "marie@test.fr", currentPassword: "marie-secret" })).toMatchObject({
      data: { errors: { email: "C'est déjà l'adresse de votre compte." } },
    });
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    // Taken: the same success as for a free address; the mail to it says the address is taken, and carries no link.
    expect(await post(cookie, { intent: "email", email: " PAUL@test.fr ", currentPassword: "marie-secret" })).toMatchObject({
      status: 200,
      data: { ok: true, toast: { description: "Un email de confirmation a été envoyé à votre nouvelle adresse." } },
    });
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.map((m) => m.toAddresses)).toEqual([["paul@test.fr"]]);
    expect(mails[0]?.textBody).toContain("Un compte Vitrine utilise déjà cette adresse");
    expect(mails[0]?.textBody).not.toMatch(/token=/);
    expect(await emailOf(marieId)).toBe("marie@test.fr");
    await t.db.delete(mailOutbox);
  });

  it("sends one confirmation to the NEW address and changes nothing until the link is confirmed, once", async () => {
    const cookie = await sessionCookie(services, "marie@test.fr", "marie-secret");
    const answer = await post(cookie, { intent: "email", email: "Marie.Nouvelle@Test.fr", currentPassword: "marie-secret" });
    expect(answer).toMatchObject({
      status: 200,
      data: { ok: true, toast: { title: "Succès", description: "Un email de confirmation a été envoyé à votre nouvelle adresse." } },
    });

    const mails = await t.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "email_change", siteId: null, toAddresses: ["marie.nouvelle@test.fr"], status: "pending" });
    expect(mails[0]?.fromAddress).toContain("no-reply@vitrine.test");
    const link = await linkSentTo("marie.nouvelle@test.fr");
    // From PUBLIC_URL, never from the request's host.
    expect(link.origin).toBe("https://app.vitrine.test");
    expect(link.pathname).toBe("/admin/account/confirm-email");
    // Only a hash of the link's secret is stored.
    const [stored] = await t.db.select().from(verification).where(like(verification.identifier, "email-change:%"));
    expect(stored?.value).not.toContain(link.searchParams.get("token")!.split(".")[1]);

    expect(await emailOf(marieId)).toBe("marie@test.fr");
    const page = await callRoute<Awaited<ReturnType<typeof loader>>>(loader, services, getRequest("/admin/account", cookie));
    expect(page.pendingEmail?.email).toBe("marie.nouvelle@test.fr");

    // Opening the link shows the address and changes nothing; confirming changes it.
    expect((await openLink(link)).check).toEqual({ ok: true, email: "marie.nouvelle@test.fr" });
    expect(await emailOf(marieId)).toBe("marie@test.fr");
    expect((await confirmLink(link)).data.confirmed).toEqual({ ok: true, email: "marie.nouvelle@test.fr" });
    expect(await emailOf(marieId)).toBe("marie.nouvelle@test.fr");

    // A second use is refused.
    expect((await confirmLink(link)).data.confirmed).toEqual({ ok: false, reason: "invalid" });
    expect((await openLink(link)).check).toEqual({ ok: false, reason: "invalid" });

    // The session goes on, and the new address signs in.
    expect(await getSessionUser(getRequest("/admin", cookie), requestContext(services))).toMatchObject({ email: "marie.nouvelle@test.fr" });
    await sessionCookie(services, "marie.nouvelle@test.fr", "marie-secret");
  });

  it("refuses an expired link, a forged one, and an address taken in the meantime", async () => {
    const cookie = await sessionCookie(services, "lea@test.fr", "lea-secret");
    await post(cookie, { intent: "email", email: "lea.2@test.fr", currentPassword: "lea-secret" });
    const link = await linkSentTo("lea.2@test.fr");
    const [id, secret] = link.searchParams.get("token")!.split(".");

    const forged = new URL(link);
    forged.searchParams.set("token", `${id}.${secret!.slice(0, -2)}xx`);
    expect((await confirmLink(forged)).data.confirmed).toEqual({ ok: false, reason: "invalid" });

    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, id!));
    expect((await openLink(link)).check).toEqual({ ok: false, reason: "expired" });
    expect((await confirmLink(link)).data.confirmed).toEqual({ ok: false, reason: "expired" });
    expect(await t.db.select({ email: users.email }).from(users).where(eq(users.email, "lea@test.fr"))).toHaveLength(1);

    // A new request replaces the old link; meanwhile another account takes the address.
    await post(cookie, { intent: "email", email: "lea.3@test.fr", currentPassword: "lea-secret" });
    const second = await linkSentTo("lea.3@test.fr");
    await t.db.update(users).set({ email: "lea.3@test.fr" }).where(eq(users.email, "paul@test.fr"));
    expect((await confirmLink(second)).data.confirmed).toEqual({ ok: false, reason: "taken" });
    expect(await t.db.select({ email: users.email }).from(users).where(eq(users.email, "lea@test.fr"))).toHaveLength(1);
    await t.db.update(users).set({ email: "paul@test.fr" }).where(eq(users.email, "lea.3@test.fr"));
  });
});

describe("changing the e-mail asks for the current password (issue 11)", () => {
  const pendingRows = () => t.db.select().from(verification).where(like(verification.identifier, "email-change:%"));

  it("refuses a wrong or missing one in French, keeps the address typed, and stores nothing", async () => {
    const cookie = await sessionCookie(services, "zoe@test.fr", "zoe-secret");
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const pendingBefore = (await pendingRows()).length;

    const wrong = await post(cookie, { intent: "email", email: "voleur@exemple.fr", currentPassword: "pas-le-bon" });
    expect(wrong).toMatchObject({
      status: 400,
      data: { ok: false, values: { email: "voleur@exemple.fr" }, errors: { currentPassword: "Le mot de passe actuel est incorrect." } },
    });
    // The password typed is never sent back to the page.
    expect(JSON.stringify(wrong.data)).not.toContain("pas-le-bon");

    const missing = await post(cookie, { intent: "email", email: "voleur@exemple.fr" });
    expect(missing).toMatchObject({
      status: 400,
      data: { values: { email: "voleur@exemple.fr" }, errors: { currentPassword: "Le mot de passe doit contenir au moins 6 caractères" } },
    });

    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect((await pendingRows()).length).toBe(pendingBefore);
    expect(await t.db.select({ email: users.email }).from(users).where(eq(users.email, "zoe@test.fr"))).toHaveLength(1);

    // With the right one, the change is asked for as before.
    expect(await post(cookie, { intent: "email", email: "zoe.2@exemple.fr", currentPassword: "zoe-secret" })).toMatchObject({
      status: 200,
      data: { ok: true },
    });
  });

  it("counts tries before checking them: 40 at once give 5 checks, then even the right password waits", async () => {
    const cookie = await sessionCookie(services, "hugo@test.fr", "hugo-secret");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(cookie, { intent: "email", email: `voleur${i}@exemple.fr`, currentPassword: `devine-${i}` }, "192.0.2.50")),
    );
    const checked = answers.filter((a) => a.status === 400);
    const limited = answers.filter((a) => a.status === 429);
    expect(checked).toHaveLength(5);
    expect(limited).toHaveLength(35);
    // Issue 23: the e-mail change's own per-account counter, taken before the password is checked, holds these.
    for (const a of limited)
      expect(a.data).toMatchObject({ errors: { email: expect.stringMatching(/^Trop de demandes de changement d'adresse\. Réessayez dans \d+ minutes?\.$/) } });
    // One counter for both forms of the page: the password form is closed too.
    expect((await post(cookie, { intent: "password", currentPassword: "hugo-secret", newPassword: "brioche7", confirmPassword: "brioche7" })).status).toBe(429);
    // The e-mail change's counters were given back (wrong passwords send nothing): the password counter is what holds it.
    expect(await post(cookie, { intent: "email", email: "voleur@exemple.fr", currentPassword: "hugo-secret" }, "192.0.2.50")).toMatchObject({
      status: 429,
      data: { errors: { currentPassword: expect.stringMatching(/^Trop de tentatives\./) } },
    });
    const [counter] = await t.db.select().from(rateLimits).where(like(rateLimits.key, "password-change:%"));
    expect(counter?.count).toBe(5);
    expect(await pendingRows().then((rows) => rows.filter((r) => r.value.includes("voleur")))).toEqual([]);
  });
});

describe("changing the password", () => {
  const marieEmail = "marie.nouvelle@test.fr";

  it("validates the three fields with the spec's messages", async () => {
    const cookie = await sessionCookie(services, marieEmail, "marie-secret");
    expect(await post(cookie, { intent: "password", currentPassword: "123", newPassword: "abcdef", confirmPassword: "abcdeg" })).toMatchObject({
      status: 400,
      data: {
        ok: false,
        errors: { currentPassword: "Le mot de passe doit contenir au moins 6 caractères", confirmPassword: "Les mots de passe ne correspondent pas" },
      },
    });
  });

  it("refuses a wrong current password in French, and keeps the old one", async () => {
    const cookie = await sessionCookie(services, marieEmail, "marie-secret");
    expect(
      await post(cookie, { intent: "password", currentPassword: "mauvais-mdp", newPassword: "nouveau-secret", confirmPassword: "nouveau-secret" }),
    ).toMatchObject({
      status: 400,
      data: { ok: false, errors: { currentPassword: "Le mot de passe actuel est incorrect." } },
    });
    await sessionCookie(services, marieEmail, "marie-secret");
  });

  it("changes it, signs out the other sessions and keeps this one (with the new cookie)", async () => {
    const here = await sessionCookie(services, marieEmail, "marie-secret");
    const elsewhere = await sessionCookie(services, marieEmail, "marie-secret");
    const ctx = requestContext(services);
    expect(await getSessionUser(getRequest("/admin", elsewhere), ctx)).not.toBeNull();

    const answer = await callRoute<Response>(
      action,
      services,
      postRequest(
        "/admin/account",
        { intent: "password", currentPassword: "marie-secret", newPassword: "nouveau-secret", confirmPassword: "nouveau-secret" },
        here,
      ),
    );
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/account");
    const fresh = cookieHeader(answer.headers);
    expect(fresh).toContain("vitrine_toast=");

    expect(await getSessionUser(getRequest("/admin", elsewhere), ctx)).toBeNull();
    expect(await getSessionUser(getRequest("/admin", fresh), ctx)).toMatchObject({ id: marieId });
    const page = await callRoute<Awaited<ReturnType<typeof loader>>>(loader, services, getRequest("/admin/account", fresh));
    expect(page.email).toBe(marieEmail);

    const old = await signIn(ctx, getRequest("/admin/login"), { email: marieEmail, password: "marie-secret", clientAddress: "192.0.2.9" });
    expect(old.ok).toBe(false);
    await sessionCookie(services, marieEmail, "nouveau-secret");
  });

  it("refuses one of the 10,000 most common passwords in French, and accepts an uncommon one of 6 characters", async () => {
    const cookie = await sessionCookie(services, "lea@test.fr", "lea-secret");
    for (const common of ["password1", "Soleil", "azerty123", "motdepasse"]) {
      expect(await post(cookie, { intent: "password", currentPassword: "lea-secret", newPassword: common, confirmPassword: common }), common).toMatchObject({
        status: 400,
        data: { errors: { newPassword: "Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre." } },
      });
    }
    // Still the old password: nothing was changed.
    await sessionCookie(services, "lea@test.fr", "lea-secret");
    const changed = await callRoute<Response>(
      action,
      services,
      postRequest("/admin/account", { intent: "password", currentPassword: "lea-secret", newPassword: "k7lune", confirmPassword: "k7lune" }, cookie),
    );
    expect(changed.status).toBe(302);
    await sessionCookie(services, "lea@test.fr", "k7lune");
    await upsertUserWithPassword(services.auth, t.db, { email: "lea@test.fr", password: "lea-secret", role: "user" });
  });

  it("refuses a common password when an account is created or reset (npm run user:create, the seed)", async () => {
    await expect(upsertUserWithPassword(services.auth, t.db, { email: "nouveau@test.fr", password: "Sunshine", role: "user" })).rejects.toThrow(
      "Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre.",
    );
    expect(await t.db.select().from(users).where(eq(users.email, "nouveau@test.fr"))).toEqual([]);
    expect((await upsertUserWithPassword(services.auth, t.db, { email: "nouveau@test.fr", password: "k7lune", role: "user" })).created).toBe(true);
  });

  it("counts guesses before checking them: 40 at once on the password form give 5 checks, the right one 35th changes nothing", async () => {
    const cookie = await sessionCookie(services, "ines@test.fr", "ines-secret");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callRoute<unknown>(
          action,
          services,
          postRequest(
            "/admin/account",
            { intent: "password", currentPassword: i === 34 ? "ines-secret" : `devine-${i}`, newPassword: "brioche7", confirmPassword: "brioche7" },
            cookie,
          ),
        ).then((answer) => (answer instanceof Response ? answer.status : unwrap(answer).status)),
      ),
    );
    const wrong = answers.filter((s) => s === 400).length;
    const changed = answers.filter((s) => s === 302).length;
    expect(wrong + changed).toBeLessThanOrEqual(5);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    // The password changed only if the right guess was one of the five checked.
    const stillOld = await signIn(requestContext(services), getRequest("/admin/login"), {
      email: "ines@test.fr",
      password: "ines-secret",
      clientAddress: "192.0.2.77",
    });
    expect(stillOld.ok).toBe(changed === 0);
  });

  it("stops guessing the current password after 5 wrong tries", async () => {
    const cookie = await sessionCookie(services, "paul@test.fr", "paul-secret");
    const wrong = { intent: "password", currentPassword: "devine-1", newPassword: "nouveau-secret", confirmPassword: "nouveau-secret" };
    for (let i = 0; i < 5; i++)
      expect((await post(cookie, wrong)).data).toMatchObject({ errors: { currentPassword: "Le mot de passe actuel est incorrect." } });
    const blocked = await post(cookie, { ...wrong, currentPassword: "paul-secret" });
    expect(blocked.status).toBe(429);
    expect(blocked.data).toMatchObject({ errors: { currentPassword: expect.stringMatching(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/) } });
    await sessionCookie(services, "paul@test.fr", "paul-secret");
  });
});

describe("when the database fails", () => {
  it("answers with the §8 failure toasts", async () => {
    const cookie = await sessionCookie(services, "lea@test.fr", "lea-secret");
    await t.pool.query("ALTER TABLE mail_outbox RENAME TO mail_outbox_away");
    try {
      expect(await post(cookie, { intent: "email", email: "lea.panne@test.fr", currentPassword: "lea-secret" })).toMatchObject({
        status: 500,
        data: { ok: false, toast: { title: "Erreur", description: "Une erreur est survenue lors de la mise à jour de l'email." } },
      });
    } finally {
      await t.pool.query("ALTER TABLE mail_outbox_away RENAME TO mail_outbox");
    }
    // Nothing half-done: no pending change was kept without its e-mail.
    const page = await callRoute<Awaited<ReturnType<typeof loader>>>(loader, services, getRequest("/admin/account", cookie));
    expect(page.pendingEmail?.email).not.toBe("lea.panne@test.fr");

    await t.pool.query("ALTER TABLE account RENAME TO account_away");
    try {
      expect(
        await post(cookie, { intent: "password", currentPassword: "lea-secret", newPassword: "nouveau-secret", confirmPassword: "nouveau-secret" }),
      ).toMatchObject({
        status: 500,
        data: { ok: false, toast: { title: "Erreur", description: "Une erreur est survenue lors de la mise à jour du mot de passe." } },
      });
    } finally {
      await t.pool.query("ALTER TABLE account_away RENAME TO account");
    }
  });
});

describe("the list of common passwords", () => {
  it("is in the server build and never in what browsers download", () => {
    expect(readFileSync(path.resolve("build/server/index.js"), "utf8").includes("trustno1")).toBe(true);
    const client = path.resolve("build/client");
    const files = readdirSync(client, { recursive: true })
      .map(String)
      .filter((f) => /\.(js|mjs|json|html|txt)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    const shipped = files.filter((f) => /trustno1|qwertyuiop/.test(readFileSync(path.join(client, f), "utf8")));
    expect(shipped).toEqual([]);
  });
});
