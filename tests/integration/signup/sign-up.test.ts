/**
 * Issue 14: self-service sign-up at /inscription. One transaction creates the account, the
 * draft site, its starter content and the mails (a failure midway leaves nothing); the address
 * confirmation's link works once, expires, refuses a forged secret; every admin is told; the
 * form is guarded like the public forms (token, honeypot, fill time, limits, spam signs); a
 * flood is refused without locking a real visitor out; SIGNUP=closed closes it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, like, sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import {
  account,
  homeContent,
  homeReassuranceItems,
  mailOutbox,
  openingHours,
  productCategories,
  rateLimits,
  serviceFaqs,
  siteAppearance,
  sites,
  user as users,
  verification,
} from "~/db/schema";
import { BUSINESS_KINDS, type BusinessKind } from "~/db/enums";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { checkAddressToken, confirmAddress, RESEND_LIMIT, resendAddressConfirmation } from "~/features/signup/address-confirmation.server";
import { SIGNUP_LIMITS } from "~/features/signup/signup-guard.server";
import { SIGNUP_TEXTS, type SignupInput } from "~/features/signup/signup-schema";
import { createSignup } from "~/features/signup/signup.server";
import { starterContent } from "~/features/signup/starter-content";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { SUBMISSION_TEXTS } from "~/features/submissions/submission-fields";
import { action as signupAction, loader as signupLoader } from "~/routes/admin/signup";
import { action as confirmAction, loader as confirmLoader } from "~/routes/admin/confirm-address";
import { loader as homeLoader } from "~/routes/storefront/home";
import { getRequest, postRequest, renderedSiteId, sessionCookie, unwrap } from "../../support/admin-route-calls";
import { cookieHeader, createTestServices, requestContext } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

const PUBLIC_URL = "https://vitrine.example";
const MAIL_FROM = "Vitrine <noreply@vitrine.example>";

let t: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db, { PUBLIC_URL, MAIL_FROM });
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  await upsertUserWithPassword(services.auth, t.db, { email: "admin2@test.fr", password: "admin-secret", role: "admin" });
});

afterAll(async () => {
  await t?.drop();
});

// Each test starts with fresh counters; the flood test builds its own.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

/** A token issued `ageMs` ago: a person who took a minute to fill the form, by default. */
function token(ageMs = 60_000, svc = services): string {
  return issueFormToken(svc.config.authSecret, "signup", "platform", Date.now() - ageMs);
}

const form = (over: Record<string, string> = {}): Record<string, string> => ({
  formToken: token(),
  website: "",
  email: "marie@boulangerie-martin.fr",
  password: "pain-chaud-42",
  shopName: "Boulangerie Martin",
  businessKind: "boulangerie-patisserie",
  town: "Lyon",
  plan: "pro",
  ...over,
});

type Answer = { status: string; reason?: string; values?: Record<string, string>; errors?: Record<string, string>; message?: string | null; token?: string };

async function signup(fields: Record<string, string>, clientAddress = "198.18.0.1", svc = services) {
  const answer: unknown = await (signupAction as (args: unknown) => Promise<unknown>)({
    request: postRequest("/inscription", fields),
    context: requestContext(svc, { clientAddress }),
    params: {},
  });
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), cookies: cookieHeader(answer.headers), data: null };
  const { status, data } = unwrap<Answer>(answer);
  return { status, location: null, cookies: "", data };
}

async function accountOf(email: string) {
  return (await t.db.select().from(users).where(eq(users.email, email)))[0];
}

async function siteOf(email: string) {
  const owner = await accountOf(email);
  if (!owner) return undefined;
  return (await t.db.select().from(sites).where(eq(sites.ownerId, owner.id)))[0];
}

async function tableCounts() {
  const rows = await t.db.execute<{ n: number; name: string }>(sql`
    SELECT 'user' AS name, count(*)::int AS n FROM "user" UNION ALL
    SELECT 'account', count(*)::int FROM account UNION ALL
    SELECT 'sites', count(*)::int FROM sites UNION ALL
    SELECT 'site_appearance', count(*)::int FROM site_appearance UNION ALL
    SELECT 'home_content', count(*)::int FROM home_content UNION ALL
    SELECT 'home_reassurance_items', count(*)::int FROM home_reassurance_items UNION ALL
    SELECT 'service_faqs', count(*)::int FROM service_faqs UNION ALL
    SELECT 'product_categories', count(*)::int FROM product_categories UNION ALL
    SELECT 'opening_hours', count(*)::int FROM opening_hours UNION ALL
    SELECT 'verification', count(*)::int FROM verification UNION ALL
    SELECT 'mail_outbox', count(*)::int FROM mail_outbox`);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.n]));
}

/** The confirmation link's token of the last confirmation mailed to this address. */
async function mailedToken(email: string): Promise<string> {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "email_confirm"));
  const row = rows.filter((r) => r.toAddresses.includes(email)).at(-1);
  if (!row) throw new Error(`no confirmation mailed to ${email}`);
  const match = /\/admin\/account\/confirm-address\?token=(\S+)/.exec(row.textBody);
  if (!match) throw new Error("no link in the confirmation");
  return decodeURIComponent(match[1]);
}

/** The page's loader (synchronous: it only reads the configuration and issues a token). */
const loadSignup = signupLoader as unknown as (args: unknown) => { plan: string; open: boolean; token: string };

const input = (over: Partial<SignupInput> = {}): SignupInput => ({
  email: "direct@example.fr",
  password: "unused",
  shopName: "Chez Lou",
  businessKind: "fleuriste",
  town: "Nantes",
  plan: "essentiel",
  ...over,
});

describe("the sign-up page", () => {
  it("preselects the plan of the link, Pro when none or unknown, and issues a token", async () => {
    const load = async (query: string) => loadSignup({ request: getRequest(`/inscription${query}`), context: requestContext(services), params: {} });
    expect((await load("?formule=expert")).plan).toBe("expert");
    expect((await load("?formule=Essentiel")).plan).toBe("essentiel");
    expect((await load("?formule=gold")).plan).toBe("pro");
    const first = await load("");
    expect(first).toMatchObject({ plan: "pro", open: true });
    expect(first.token).toMatch(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{43}$/);
  });

  it("the landing's plans lead to it while sign-up is open", async () => {
    const landing = (await (homeLoader as (args: unknown) => Promise<unknown>)({
      request: new Request(`${PUBLIC_URL}/`),
      context: requestContext(services),
      params: {},
    })) as { kind: string; signupOpen: boolean };
    expect(landing).toEqual({ kind: "landing", signupOpen: true });
  });
});

describe("what a sign-up creates", () => {
  it("creates the account, the draft site, its starter content and the mails, and signs the merchant in on the dashboard", async () => {
    const answer = await signup(form({ email: "  Marie@Boulangerie-Martin.fr " }));
    expect(answer).toMatchObject({ status: 303, location: "/admin/dashboard" });

    const owner = await accountOf("marie@boulangerie-martin.fr");
    expect(owner).toMatchObject({ role: "user", emailVerified: false });
    const [credential] = await t.db.select().from(account).where(eq(account.userId, owner.id));
    expect(credential).toMatchObject({ providerId: "credential", accountId: owner.id });
    expect(credential.password).not.toContain("pain-chaud-42");

    const site = (await siteOf("marie@boulangerie-martin.fr"))!;
    expect(site).toMatchObject({ name: "Boulangerie Martin", plan: "pro", publishedAt: null, businessKind: "boulangerie-patisserie", town: "Lyon" });

    const starter = starterContent("boulangerie-patisserie", "Boulangerie Martin", "Lyon");
    const [appearance] = await t.db.select().from(siteAppearance).where(eq(siteAppearance.siteId, site.id));
    expect(appearance).toMatchObject(starter.colors);
    const [home] = await t.db.select().from(homeContent).where(eq(homeContent.siteId, site.id));
    expect(home).toMatchObject({ heroTitle: "Boulangerie Martin", heroSubtitle: expect.stringContaining("à Lyon") });
    expect((await t.db.select().from(homeReassuranceItems).where(eq(homeReassuranceItems.siteId, site.id))).map((r) => r.title)).toEqual(
      starter.reassurance.map((r) => r.title),
    );
    expect(await t.db.select({ q: serviceFaqs.question }).from(serviceFaqs).where(eq(serviceFaqs.siteId, site.id)).orderBy(serviceFaqs.orderIndex)).toEqual(
      starter.faqs.map((f) => ({ q: f.question })),
    );
    expect(await t.db.select({ name: productCategories.name }).from(productCategories).where(eq(productCategories.siteId, site.id))).toEqual([
      { name: "Nos pains" },
    ]);
    const hours = await t.db.select().from(openingHours).where(eq(openingHours.siteId, site.id)).orderBy(openingHours.dayOfWeek);
    expect(hours.map((h) => [h.dayOfWeek, h.isClosed, h.morningOpen, h.afternoonClose])).toEqual([
      [0, false, "07:00", null],
      [1, true, null, null],
      [2, false, "07:00", "19:30"],
      [3, false, "07:00", "19:30"],
      [4, false, "07:00", "19:30"],
      [5, false, "07:00", "19:30"],
      [6, false, "07:00", "19:30"],
    ]);

    // Signed in, on the new site; the password works for a later sign-in.
    expect(await renderedSiteId(services, answer.cookies)).toBe(site.id);
    expect(await sessionCookie(services, "marie@boulangerie-martin.fr", "pain-chaud-42")).toContain("=");

    // The confirmation, from PUBLIC_URL; the database holds only the secret's hash.
    const confirmToken = await mailedToken("marie@boulangerie-martin.fr");
    const [link] = await t.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `email-confirm:${owner.id}`));
    expect(link.value).not.toContain(confirmToken.split(".")[1]);
    const [confirmation] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "email_confirm"), eq(mailOutbox.siteId, site.id)));
    expect(confirmation.textBody).toContain(`${PUBLIC_URL}/admin/account/confirm-address?token=`);
    expect(confirmation.subject).toBe("Confirmez votre adresse e-mail");
    // Issue 24: the site's own address, from the first mail.
    const address = `https://${site.slug}.vitrine.example/`;
    expect(site.slug).toBe("boulangerie-martin");
    expect(confirmation.textBody).toContain(`Son adresse\u00a0: ${address}`);

    // Every admin is told, with the shop, its kind, town, plan, address and a link to the Sites screen.
    const notices = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "signup_notice"), eq(mailOutbox.siteId, site.id)));
    expect(
      notices
        .map((n) => n.toAddresses)
        .flat()
        .sort(),
    ).toEqual(["admin2@test.fr", "admin@test.fr"]);
    for (const text of [
      "Boulangerie Martin",
      "Boulangerie-pâtisserie",
      "Lyon",
      "Pro (59\u00a0€ HT/mois)",
      "marie@boulangerie-martin.fr",
      `${PUBLIC_URL}/admin/sites`,
      `Adresse\u00a0: ${address}`,
    ]) {
      expect(notices[0].textBody).toContain(text);
    }
    // The outbox makes a subject one line of plain spaces.
    expect(notices[0].subject).toBe("Nouvelle inscription\u00a0: Boulangerie Martin");
  });

  it.each(BUSINESS_KINDS)("writes the starter content of a %s", async (kind: BusinessKind) => {
    const email = `${kind}@example.fr`;
    const created = await createSignup(
      t.db,
      { publicUrl: PUBLIC_URL, mailFrom: MAIL_FROM },
      input({ email, businessKind: kind, shopName: `Maison ${kind}` }),
      "hash",
    );
    expect(created.ok).toBe(true);
    const site = (await siteOf(email))!;
    const starter = starterContent(kind, `Maison ${kind}`, "Nantes");
    expect(site).toMatchObject({ businessKind: kind, plan: "essentiel", publishedAt: null });
    const [appearance] = await t.db.select().from(siteAppearance).where(eq(siteAppearance.siteId, site.id));
    expect(appearance).toMatchObject(starter.colors);
    const [home] = await t.db.select().from(homeContent).where(eq(homeContent.siteId, site.id));
    expect(home.heroSubtitle).toBe(starter.hero.subtitle);
    expect((await t.db.select().from(serviceFaqs).where(eq(serviceFaqs.siteId, site.id))).length).toBe(2);
    const [category] = await t.db.select().from(productCategories).where(eq(productCategories.siteId, site.id));
    expect(category.name).toBe(starter.productCategory.name);
    const hours = await t.db.select().from(openingHours).where(eq(openingHours.siteId, site.id)).orderBy(openingHours.dayOfWeek);
    expect(
      hours.map(({ morningOpen, morningClose, afternoonOpen, afternoonClose, isClosed }) => ({
        morningOpen,
        morningClose,
        afternoonOpen,
        afternoonClose,
        isClosed,
      })),
    ).toEqual(starter.hours);
  });

  it("is one transaction: a failure midway leaves nothing, not even a mail", async () => {
    const before = await tableCounts();
    const broken = starterContent("caviste", "Cave Cassée", "Lyon");
    // The database refuses this time ('HH:MM' check) after the account and the site were written.
    const badHours = broken.hours.map((day, i) => (i === 3 ? { ...day, morningOpen: "25:00" } : day));
    await expect(
      createSignup(t.db, { publicUrl: PUBLIC_URL, mailFrom: MAIL_FROM }, input({ email: "cave@example.fr", businessKind: "caviste" }), "hash", {
        ...broken,
        hours: badHours,
      }),
    ).rejects.toThrow();
    expect(await tableCounts()).toEqual(before);
    expect(await accountOf("cave@example.fr")).toBeUndefined();

    // Through the form: the visitor gets a French message and their values, without the password.
    const failing = createTestServices(t.db, { PUBLIC_URL });
    const original = failing.auth.$context;
    failing.auth.$context = original.then((ctx) => ({
      ...ctx,
      password: { ...ctx.password, hash: () => Promise.reject(new Error("boom")) },
    })) as typeof original;
    const answer = await signup(form({ email: "cave@example.fr", formToken: token(60_000, failing) }), "198.18.9.9", failing);
    expect(answer).toMatchObject({
      status: 500,
      data: { status: "failed", message: SIGNUP_TEXTS.failed, values: { email: "cave@example.fr", password: "", shopName: "Boulangerie Martin" } },
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses an address that already has an account, with a link to sign in, creating nothing", async () => {
    const before = await tableCounts();
    const answer = await signup(form({ email: "ADMIN@test.fr", shopName: "Autre boutique" }), "198.18.0.2");
    expect(answer).toMatchObject({
      status: 409,
      data: { status: "refused", reason: "exists", errors: { email: SIGNUP_TEXTS.accountExists }, values: { email: "ADMIN@test.fr", password: "" } },
    });
    expect(await tableCounts()).toEqual(before);
  });
});

describe("the site's address (issue 24)", () => {
  it("takes the slug she typed, refuses one already used (nothing created) and proposes a free one when the page proposed it", async () => {
    const chosen = await signup(form({ email: "adresse@boulangerie.fr", slug: "Mon-Fournil", formToken: token(60_000) }), "198.18.7.1");
    expect(chosen.status).toBe(303);
    expect((await siteOf("adresse@boulangerie.fr"))?.slug).toBe("mon-fournil");

    const before = await tableCounts();
    const taken = await signup(form({ email: "deux@boulangerie.fr", slug: "mon-fournil", formToken: token(60_000) }), "198.18.7.2");
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({
      status: "invalid",
      errors: { slug: "Cette adresse est déjà utilisée par un autre site\u00a0: choisissez-en une autre" },
      values: { email: "deux@boulangerie.fr", slug: "mon-fournil", password: "" },
    });
    expect(await tableCounts()).toEqual(before);
    // The same token serves again: the refused try wrote nothing, its spent token included.
    const reserved = await signup(form({ email: "deux@boulangerie.fr", slug: "admin", formToken: token(60_000) }), "198.18.7.3");
    expect(reserved.data).toMatchObject({ errors: { slug: "Cette adresse est réservée\u00a0: choisissez-en une autre" } });

    // Proposed by the page from a name whose slug is taken: the next free one, no refusal.
    const proposed = await signup(
      form({ email: "trois@boulangerie.fr", shopName: "Mon Fournil", slug: "mon-fournil", slugProposed: "1", formToken: token(60_000) }),
      "198.18.7.4",
    );
    expect(proposed.status).toBe(303);
    expect((await siteOf("trois@boulangerie.fr"))?.slug).toBe("mon-fournil-2");
  });
});

describe("the address confirmation", () => {
  const confirmGet = async (tok: string) =>
    (
      await (confirmLoader as (args: unknown) => Promise<{ check: { ok: boolean; reason?: string; email?: string } }>)({
        request: getRequest(`/admin/account/confirm-address?token=${encodeURIComponent(tok)}`),
        context: requestContext(services),
        params: {},
      })
    ).check;
  const confirmPost = async (tok: string) =>
    unwrap<{ confirmed: { ok: boolean; reason?: string; email?: string } }>(
      await (confirmAction as (args: unknown) => Promise<unknown>)({
        request: postRequest("/admin/account/confirm-address", { token: tok }),
        context: requestContext(services),
        params: {},
      }),
    );

  it("shows the address without using the link, confirms on POST, then works no more", async () => {
    const tok = await mailedToken("marie@boulangerie-martin.fr");
    expect(await confirmGet(tok)).toEqual({ ok: true, email: "marie@boulangerie-martin.fr" });
    expect(await confirmGet(tok)).toEqual({ ok: true, email: "marie@boulangerie-martin.fr" });
    expect((await accountOf("marie@boulangerie-martin.fr")).emailVerified).toBe(false);

    expect(await confirmPost(tok)).toEqual({ status: 200, data: { confirmed: { ok: true, email: "marie@boulangerie-martin.fr" } } });
    expect((await accountOf("marie@boulangerie-martin.fr")).emailVerified).toBe(true);
    expect(await confirmPost(tok)).toEqual({ status: 400, data: { confirmed: { ok: false, reason: "invalid" } } });
    expect(await confirmGet(tok)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a forged secret and an expired link", async () => {
    const tok = await mailedToken("fleuriste@example.fr");
    const forged = `${tok.split(".")[0]}.${"A".repeat(43)}`;
    expect(await confirmGet(forged)).toEqual({ ok: false, reason: "invalid" });
    expect((await confirmPost(forged)).data.confirmed).toEqual({ ok: false, reason: "invalid" });
    expect((await confirmPost("n'importe-quoi")).data.confirmed).toEqual({ ok: false, reason: "invalid" });

    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await createSignup(t.db, { publicUrl: PUBLIC_URL, mailFrom: MAIL_FROM, now: eightDaysAgo }, input({ email: "tard@example.fr" }), "hash");
    const late = await mailedToken("tard@example.fr");
    expect(await checkAddressToken(t.db, late)).toEqual({ ok: false, reason: "expired" });
    expect((await confirmPost(late)).data.confirmed).toEqual({ ok: false, reason: "expired" });
    expect((await accountOf("tard@example.fr")).emailVerified).toBe(false);
    expect((await accountOf("fleuriste@example.fr")).emailVerified).toBe(false);
  });

  it("is sent again on request (a new link replaces the old one), a few times an hour, never to a confirmed address", async () => {
    const owner = await accountOf("traiteur@example.fr");
    const old = await mailedToken("traiteur@example.fr");
    const options = { publicUrl: PUBLIC_URL, mailFrom: MAIL_FROM };
    expect(await resendAddressConfirmation(t.db, options, owner.id)).toEqual({ ok: true, email: "traiteur@example.fr" });
    const fresh = await mailedToken("traiteur@example.fr");
    expect(fresh).not.toBe(old);
    expect(await checkAddressToken(t.db, old)).toEqual({ ok: false, reason: "invalid" });
    for (let i = 1; i < RESEND_LIMIT.max; i++) expect((await resendAddressConfirmation(t.db, options, owner.id)).ok).toBe(true);
    const mailsBefore = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "email_confirm"))).length;
    expect(await resendAddressConfirmation(t.db, options, owner.id)).toMatchObject({
      ok: false,
      reason: "limited",
      message: expect.stringContaining("Réessayez dans"),
    });
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "email_confirm"))).length).toBe(mailsBefore);

    expect(await confirmAddress(t.db, await mailedToken("traiteur@example.fr"))).toMatchObject({ ok: true });
    expect(await resendAddressConfirmation(t.db, options, owner.id)).toEqual({ ok: false, reason: "verified" });
  });
});

describe("protection like the public forms", () => {
  it("refuses a missing, forged or foreign token with a fresh one, keeping the values but not the password", async () => {
    const before = await tableCounts();
    const foreign = issueFormToken(services.config.authSecret, "contact", "platform", Date.now() - 60_000);
    for (const formToken of ["", "abc", `${token().slice(0, -4)}AAAA`, foreign]) {
      const answer = await signup(form({ email: "robot@example.fr", formToken }), "198.18.1.1");
      expect(answer).toMatchObject({
        status: 400,
        data: { status: "refused", message: SUBMISSION_TEXTS.expired, values: { email: "robot@example.fr", password: "", town: "Lyon" } },
      });
      expect(answer.data?.token).toMatch(/^[0-9a-z]+\./);
      expect(answer.data?.token).not.toBe(formToken);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses a filled honeypot and a send faster than a person, creating nothing", async () => {
    const before = await tableCounts();
    expect(await signup(form({ email: "robot@example.fr", website: "https://spam.example" }), "198.18.1.2")).toMatchObject({
      status: 400,
      data: { status: "refused", message: SUBMISSION_TEXTS.honeypot },
    });
    const quick = token(500);
    const answer = await signup(form({ email: "robot@example.fr", formToken: quick }), "198.18.1.3");
    expect(answer).toMatchObject({ status: 400, data: { status: "refused", message: SUBMISSION_TEXTS.tooFast, token: quick } });
    expect(await tableCounts()).toEqual(before);
  });

  it("checks every field and the common-password list, in French", async () => {
    const before = await tableCounts();
    const answer = await signup(form({ email: "x", password: "abc", shopName: "ab", businessKind: "garage", town: "", plan: "gold" }), "198.18.1.4");
    expect(answer).toMatchObject({
      status: 400,
      data: {
        status: "invalid",
        errors: {
          email: "Email invalide",
          password: "Le mot de passe doit contenir au moins 6 caractères",
          shopName: "Le nom du site doit contenir au moins 3 caractères",
          businessKind: "Choisissez le type de votre commerce",
          town: "Indiquez la ville de votre boutique",
          plan: "Choisissez une formule",
        },
        values: { email: "x", password: "", shopName: "ab" },
      },
    });
    expect(await signup(form({ email: "nouveau@example.fr", password: "azerty123" }), "198.18.1.4")).toMatchObject({
      status: 400,
      data: { status: "invalid", errors: { password: expect.stringContaining("trop courant") } },
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("holds a shop name with a link: nothing created, a calm French message", async () => {
    const before = await tableCounts();
    const answer = await signup(form({ email: "promo@example.fr", shopName: "Pilules pas chères https://spam.example" }), "198.18.1.5");
    expect(answer).toMatchObject({
      status: 400,
      data: { status: "refused", reason: "held", message: SIGNUP_TEXTS.held, values: { shopName: "Pilules pas chères https://spam.example", password: "" } },
    });
    expect(await tableCounts()).toEqual(before);
  });

  it("limits the sign-ups of one address, counted before any look-up", async () => {
    for (let i = 0; i < SIGNUP_LIMITS.perAddress.max; i++) {
      // An office sharing one address: each of its shops is created (the repeat is only a small sign).
      const answer = await signup(form({ email: `bureau${i}@example.fr`, shopName: `Boutique ${i}` }), "198.18.2.1");
      expect(answer.status).toBe(303);
    }
    const before = await tableCounts();
    const limited = await signup(form({ email: "bureau-trop@example.fr" }), "198.18.2.1");
    expect(limited).toMatchObject({ status: 429, data: { status: "refused", message: expect.stringContaining("Trop d'inscriptions depuis votre connexion") } });
    expect(await tableCounts()).toEqual(before);
    // Another address is not held by it.
    expect((await signup(form({ email: "voisin@example.fr" }), "198.18.3.1")).status).toBe(303);
  });

  it("refuses a flood from rotating addresses without locking a real visitor out", async () => {
    const held: string[] = [];
    const created: string[] = [];
    // A robot rotating its addresses inside one network, each attempt as slow as a person.
    for (let i = 1; i <= 30; i++) {
      const email = `flood${i}@example.fr`;
      const answer = await signup(form({ email, shopName: `Flood ${i}` }), `192.0.2.${i}`);
      (answer.status === 303 ? created : held).push(email);
      if (answer.status !== 303) expect(answer).toMatchObject({ status: 400, data: { status: "refused", reason: "held", message: SIGNUP_TEXTS.held } });
    }
    expect(created.length).toBeLessThanOrEqual(SIGNUP_LIMITS.perNetwork.max);
    expect(held.length).toBeGreaterThan(24);
    for (const email of held) expect(await accountOf(email)).toBeUndefined();
    expect(await t.db.select().from(sites).where(like(sites.name, "Flood %"))).toHaveLength(created.length);

    // And from addresses all over: a platform-wide rush is only a sign.
    for (let i = 1; i <= 25; i++) await signup(form({ email: `rush${i}@example.fr`, shopName: `Rush ${i}` }), `10.${i}.0.1`);

    // Meanwhile a person, from their own connection, signs up as usual.
    const person = await signup(form({ email: "vraie.personne@example.fr", shopName: "Fromagerie Durand", businessKind: "fromagerie" }), "203.0.113.77");
    expect(person).toMatchObject({ status: 303, location: "/admin/dashboard" });
    expect(await siteOf("vraie.personne@example.fr")).toMatchObject({ name: "Fromagerie Durand", businessKind: "fromagerie" });
    // 56 sign-ups one after the other, each a password hash and a starter site: past the default
    // 30 s on a loaded CI machine with the files on two workers (issue 22).
  }, 120_000);
});

describe("SIGNUP=closed", () => {
  it("closes the page and the action, and sends the landing's plans to the contact block", async () => {
    const closed = createTestServices(t.db, { PUBLIC_URL, SIGNUP: "closed" });
    const page = loadSignup({ request: getRequest("/inscription?formule=pro"), context: requestContext(closed), params: {} });
    expect(page).toMatchObject({ open: false, token: "" });
    const before = await tableCounts();
    expect(await signup(form({ email: "ferme@example.fr", formToken: token(60_000, closed) }), "198.18.4.1", closed)).toMatchObject({
      status: 403,
      data: { status: "closed" },
    });
    expect(await tableCounts()).toEqual(before);
    const landing = (await (homeLoader as (args: unknown) => Promise<unknown>)({
      request: new Request(`${PUBLIC_URL}/`),
      context: requestContext(closed),
      params: {},
    })) as { signupOpen: boolean };
    expect(landing.signupOpen).toBe(false);
  });
});
