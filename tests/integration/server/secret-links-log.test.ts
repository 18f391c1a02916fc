/**
 * Issue 23, finding 2: pino-http logged the full URL, so opening a link sent by e-mail wrote its
 * live token to the access log (and a token read there made a third party a site's owner). The
 * attack, replayed against the real HTTP stack at info level: open every link-token route with a
 * live token (the page, its `.data` request, the confirming POST), then read what the logger
 * wrote: the token is nowhere, the paths are there.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { mailOutbox, user as users } from "~/db/schema";
import { requestEmailChange } from "~/features/account/email-change.server";
import { requestPasswordReset } from "~/features/account/password-reset.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { createSignup } from "~/features/signup/signup.server";
import { inviteOwner } from "~/features/sites/site-invitations.server";
import { createLoggedServices, startTestServer, type LogLines, type TestServer } from "../../support/http-server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let logs: LogLines;
let server: TestServer;
const links: Array<{ path: string; token: string; email: string }> = [];

/** The token of the last mail of `kind` to `to`, read from its link. */
async function mailedToken(kind: string, to: string, path: string): Promise<string> {
  const rows = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((m) => m.toAddresses.includes(to));
  const match = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=(\\S+)`).exec(rows.at(-1)?.textBody ?? "");
  if (!match) throw new Error(`no ${kind} link mailed to ${to}`);
  return decodeURIComponent(match[1]!);
}

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services, logs } = createLoggedServices(t.db));
  const { publicUrl, mailFrom } = services.config;

  // An owner invitation.
  const site = await createSite(t.db, { name: "Boulangerie Martin" });
  await inviteOwner(t.db, { publicUrl, mailFrom }, site.id, "invitee@martin.test");
  links.push({
    path: "/admin/invitation",
    email: "invitee@martin.test",
    token: await mailedToken("site_invitation", "invitee@martin.test", "/admin/invitation"),
  });

  // An e-mail change.
  const { id } = await upsertUserWithPassword(services.auth, t.db, { email: "owner@martin.test", password: "owner-secret-7", role: "user" });
  await requestEmailChange(t.db, { publicUrl, mailFrom }, { id, email: "owner@martin.test" }, "nouvelle@martin.test");
  links.push({
    path: "/admin/account/confirm-email",
    email: "nouvelle@martin.test",
    token: await mailedToken("email_change", "nouvelle@martin.test", "/admin/account/confirm-email"),
  });

  // A sign-up's address confirmation.
  const hash = await (await services.auth.$context).password.hash("signup-secret-7");
  await createSignup(
    t.db,
    { publicUrl, mailFrom },
    { email: "inscrit@martin.test", password: "", shopName: "Chez Inscrit", businessKind: "fleuriste", town: "Nantes", plan: "pro" },
    hash,
  );
  links.push({
    path: "/admin/account/confirm-address",
    email: "inscrit@martin.test",
    token: await mailedToken("email_confirm", "inscrit@martin.test", "/admin/account/confirm-address"),
  });

  // A forgotten password's link (issue 24).
  await requestPasswordReset(t.db, { publicUrl, mailFrom }, "owner@martin.test");
  links.push({
    path: "/admin/nouveau-mot-de-passe",
    email: "owner@martin.test",
    token: await mailedToken("password_reset", "owner@martin.test", "/admin/nouveau-mot-de-passe"),
  });

  server = await startTestServer(services);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
});

describe("the access log and the links sent by e-mail", () => {
  it("never holds a live token, whatever the link-token route, and still says which path was asked", async () => {
    for (const { path, token, email } of links) {
      const query = `?token=${encodeURIComponent(token)}`;
      // The page a mail link opens: the token is live, the page shows the address.
      const page = await server.request("GET", `${path}${query}`);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain(email);
      // The same page's data, as a client-side navigation asks for it.
      expect((await server.request("GET", `${path}.data${query}`)).status, path).toBe(200);
    }
    // The confirming POST of the address (its form posts to the link's own address).
    const address = links.find((l) => l.path === "/admin/account/confirm-address")!;
    const body = new URLSearchParams({ token: address.token }).toString();
    const confirmed = await server.request("POST", `${address.path}?token=${encodeURIComponent(address.token)}`, {
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(confirmed.status).toBe(200);
    expect((await t.db.select({ v: users.emailVerified }).from(users).where(eq(users.email, address.email)))[0]?.v).toBe(true);

    // What the logger wrote.
    const written = logs.map((line) => JSON.stringify(line));
    for (const { path, token } of links) {
      const [id, secret] = token.split(".");
      expect(
        written.filter((line) => line.includes(secret!)),
        `${path}: secret`,
      ).toEqual([]);
      expect(
        written.filter((line) => line.includes(id!)),
        `${path}: token id`,
      ).toEqual([]);
      const logged = logs.map((line) => (line.req as { url?: string } | undefined)?.url).filter((url): url is string => url?.startsWith(path) ?? false);
      expect(logged.length, path).toBeGreaterThanOrEqual(2);
      for (const url of logged) expect(url).toMatch(/\?token=\[redacted\]/);
    }
  }, 120_000);

  it("answers every link-token page so that the token stays on it: never cached, never sent on as a referrer", async () => {
    // The stack's default policy comes first and the page's is appended: a browser applies the
    // last policy it knows (Referrer Policy, "parse a referrer policy from a header").
    const referrerPolicy = (value: string | string[] | undefined) => String(value).split(",").at(-1)?.trim();
    for (const { path, token } of links) {
      const query = `?token=${encodeURIComponent(token)}`;
      for (const answer of [await server.request("GET", `${path}${query}`), await server.request("GET", `${path}.data${query}`)]) {
        expect(referrerPolicy(answer.headers["referrer-policy"]), path).toBe("no-referrer");
        expect(answer.headers["cache-control"], path).toBe("no-store");
      }
    }
    // A confirming POST's answer too (the token went in its body and stays in the page's address).
    const change = links.find((l) => l.path === "/admin/account/confirm-email")!;
    const answer = await server.request("POST", `${change.path}?token=${encodeURIComponent(change.token)}`, {
      body: new URLSearchParams({ token: change.token }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(200);
    expect(referrerPolicy(answer.headers["referrer-policy"])).toBe("no-referrer");
    expect(answer.headers["cache-control"]).toBe("no-store");
  }, 120_000);
});
