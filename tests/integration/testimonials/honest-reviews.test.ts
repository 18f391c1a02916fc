/**
 * Honest reviews, against the production server build and a real PostgreSQL: a review is added
 * with its experience month, never edited (the database refuses it, the action too), only hidden;
 * the home shows each review's two dates and the site's statement, never a hidden review; the
 * legal notice explains it. On the demo and on a new sign-up's site.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { homeTestimonials, sites } from "~/db/schema";
import { loadConfig } from "~/lib/config.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { seedDemo } from "~/features/demo/seed-demo.server";
import { createSignup } from "~/features/signup/signup.server";
import { DEFAULT_REVIEW_STATEMENT, TESTIMONIAL_TEXTS, currentMonth } from "~/features/testimonials/testimonials-schema";
import { reviewDay, reviewMonth } from "~/features/testimonials/testimonial-format";
import * as testimonialsRoute from "~/routes/admin/testimonials";
import { createLogger } from "../../../server/logger";
import { createServices } from "../../../server/services";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { startTestServer, type TestServer } from "../../support/http-server";
import { createOwner, createSite } from "../../support/factories";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";

type Result = ActionResult & { values?: Record<string, string>; errors?: Record<string, string> };

const PATH = "/admin/content/testimonials";
const NOTICE = "/merchant/mentions-legales";

let t: TestDatabase;
let dataDir: string;
let s: AppServices;
let server: TestServer;
let demoSite: string;
let signupSite: string;
let otherSite: string;
let signupCookie: string;
let otherCookie: string;

function get(pathAndQuery: string): Promise<{ status: number; body: string }> {
  return server
    .request("GET", pathAndQuery, { headers: { host: `127.0.0.1:${server.port}` } })
    .then((answer) => ({ status: answer.status, body: answer.body.replaceAll("&#x27;", "'") }));
}

const onSite = (siteId: string, p = "/") => `${p}?site=${siteId}`;

async function post(cookie: string, siteId: string, fields: Record<string, string>) {
  return unwrap<Result>(await callRoute(testimonialsRoute.action, s, postRequest(PATH, { siteId, ...fields }, cookie)));
}

const rows = (siteId: string) => t.db.select().from(homeTestimonials).where(eq(homeTestimonials.siteId, siteId)).orderBy(asc(homeTestimonials.orderIndex));

/** The reviews' cards of a home page: each `<figure>`'s HTML. */
const figures = (html: string) => html.match(/<figure[\s\S]*?<\/figure>/g) ?? [];

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-reviews-"));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DEMO: "1", DATABASE_URL: undefined, PUBLIC_URL: undefined });
  s = createServices(config, createLogger("silent"), t.db);
  demoSite = (await seedDemo(s, {})).siteId;

  const created = await createSignup(
    t.db,
    { publicUrl: "https://vitrine.example", mailFrom: "Vitrine <noreply@vitrine.example>" },
    { email: "lou@example.fr", password: "unused", shopName: "Chez Lou", businessKind: "fleuriste", town: "Nantes", plan: "essentiel" },
    "hash",
  );
  if (!created.ok) throw new Error(`sign-up refused: ${created.reason}`);
  signupSite = created.siteId;
  // Published as the checklist would once the legal notice is filled in (not this file's subject).
  await t.db.update(sites).set({ publishedAt: new Date() }).where(eq(sites.id, signupSite));
  await upsertUserWithPassword(s.auth, t.db, { email: "lou@example.fr", password: "lou-secret-42", role: "user" });
  signupCookie = await withSelection(s, await sessionCookie(s, "lou@example.fr", "lou-secret-42"), signupSite);

  const other = await createOwner(t.db, { auth: s.auth, email: "other@reviews.test", password: "other-secret-1" });
  otherSite = (await createSite(t.db, { name: "Autre boutique", ownerId: other.id })).id;
  otherCookie = await withSelection(s, await sessionCookie(s, "other@reviews.test", "other-secret-1"), otherSite);

  server = await startTestServer(s);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await t?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe("the demo's reviews", () => {
  it("each shows its publication date and its experience month, and the default statement links to the legal notice", async () => {
    const stored = await rows(demoSite);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.experienceMonth, row.customerName).not.toBeNull();
      // The experience comes before the review.
      expect(row.experienceMonth! < row.createdAt.toISOString().slice(0, 10), row.customerName).toBe(true);
      expect(row.createdAt.getTime(), row.customerName).toBeLessThan(Date.now());
    }
    // Each was added on its own day, as a shop collects them, not all on the day the demo was made.
    expect(new Set(stored.map((row) => row.createdAt.toISOString().slice(0, 10))).size).toBe(stored.length);
    const home = await get(onSite(demoSite));
    expect(home.status).toBe(200);
    const cards = figures(home.body);
    expect(cards).toHaveLength(stored.length);
    for (const [i, row] of stored.entries()) {
      expect(cards[i]).toContain(row.customerName);
      expect(cards[i]).toContain(`Publié le ${reviewDay(row.createdAt.toISOString(), "fr-FR")}`);
      expect(cards[i]).toContain(`Expérience\u00a0: ${reviewMonth(row.experienceMonth, "fr-FR")}`);
    }
    expect(home.body).toContain(DEFAULT_REVIEW_STATEMENT);
    expect(home.body).toMatch(/href="\/merchant\/mentions-legales\?site=[^"]+#avis-clients"/);

    const notice = await get(onSite(demoSite, NOTICE));
    expect(notice.body).toContain('id="avis-clients"');
    expect(notice.body).toContain("Un avis publié n'est jamais modifié");
    expect(notice.body).toContain("Un avis n'est jamais masqué parce qu'il est négatif.");
    expect(notice.body).toContain(DEFAULT_REVIEW_STATEMENT);
  });

  it("in English: the dates in English, the reviews marked French", async () => {
    const [first] = await rows(demoSite);
    const home = await get(onSite(demoSite, "/en"));
    expect(home.status).toBe(200);
    expect(home.body).toContain(`Published on ${reviewDay(first.createdAt.toISOString(), "en-GB")}`);
    expect(home.body).toContain("Reviews collected by the merchant, not verified");
    expect(home.body).toContain('<blockquote lang="fr"');

    // A statement of the merchant's own stays in French, and says so.
    const mine = "Avis recueillis en boutique, vérifiés sur ticket de caisse";
    await t.db.update(sites).set({ reviewStatement: mine }).where(eq(sites.id, demoSite));
    expect((await get(onSite(demoSite, "/en"))).body).toContain(`<span lang="fr">${mine}</span>`);
    expect((await get(onSite(demoSite, `/en${NOTICE}`))).body).toContain(`<strong lang="fr">${mine}</strong>`);
    await t.db.update(sites).set({ reviewStatement: null }).where(eq(sites.id, demoSite));
  });
});

describe("a new sign-up's reviews", () => {
  it("starts without reviews: no reviews section and no 'Avis clients' in the legal notice", async () => {
    expect(await rows(signupSite)).toEqual([]);
    expect((await get(onSite(signupSite))).body).not.toContain("Ce que nos clients disent");
    expect((await get(onSite(signupSite, NOTICE))).body).not.toContain('id="avis-clients"');
  });

  it("refuses a forged rating, a future or malformed month, with French messages and what was typed", async () => {
    const typed = { intent: "create", customerName: "Anne", customerInitials: "AM", text: "Très bien" };
    for (const rating of ["0", "6"]) {
      const answer = await post(signupCookie, signupSite, { ...typed, rating, experienceMonth: "" });
      expect(answer.status).toBe(400);
      expect(answer.data.errors).toEqual({ rating: TESTIMONIAL_TEXTS.ratingRange });
      expect(answer.data.values).toMatchObject({ customerName: "Anne", text: "Très bien", rating });
    }
    const [year, month] = currentMonth().split("-").map(Number);
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
    let answer = await post(signupCookie, signupSite, { ...typed, rating: "5", experienceMonth: next });
    expect(answer.data.errors).toEqual({ experienceMonth: TESTIMONIAL_TEXTS.monthInFuture });
    expect(answer.data.values?.experienceMonth).toBe(next);
    answer = await post(signupCookie, signupSite, { ...typed, rating: "5", experienceMonth: "2026-13" });
    expect(answer.data.errors).toEqual({ experienceMonth: TESTIMONIAL_TEXTS.monthInvalid });
    expect(await rows(signupSite)).toEqual([]);
  });

  it("adds reviews, shows them with their two dates, hides one (gone from the home), shows it again", async () => {
    let answer = await post(signupCookie, signupSite, {
      intent: "create",
      customerName: "Anne Martin",
      customerInitials: "am",
      text: "Des bouquets magnifiques",
      rating: "",
      experienceMonth: "2026-03",
    });
    expect(answer.data).toMatchObject({ ok: true, toast: { description: TESTIMONIAL_TEXTS.created } });
    answer = await post(signupCookie, signupSite, {
      intent: "create",
      customerName: "Paul",
      customerInitials: "P",
      text: "Accueil froid",
      rating: "2",
      experienceMonth: "",
    });
    expect(answer.data.ok).toBe(true);
    const [anne, paul] = await rows(signupSite);
    expect([anne.customerInitials, anne.rating, anne.experienceMonth, anne.hiddenAt]).toEqual(["AM", 5, "2026-03-01", null]);
    expect(paul.experienceMonth).toBeNull();

    let home = (await get(onSite(signupSite))).body;
    const cards = figures(home);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain(`Publié le ${reviewDay(anne.createdAt.toISOString(), "fr-FR")}`);
    expect(cards[0]).toContain("Expérience\u00a0: mars 2026");
    expect(cards[1]).toContain(`Publié le ${reviewDay(paul.createdAt.toISOString(), "fr-FR")}`);
    expect(cards[1]).not.toContain("Expérience");
    expect(home).toContain(DEFAULT_REVIEW_STATEMENT);
    expect((await get(onSite(signupSite, NOTICE))).body).toContain('id="avis-clients"');

    answer = await post(signupCookie, signupSite, { intent: "hide", id: paul.id });
    expect(answer.data).toMatchObject({ ok: true, toast: { description: TESTIMONIAL_TEXTS.hidden } });
    const hidden = (await rows(signupSite))[1];
    expect(hidden.hiddenAt).not.toBeNull();
    expect([hidden.text, hidden.rating]).toEqual(["Accueil froid", 2]);
    home = (await get(onSite(signupSite))).body;
    expect(figures(home)).toHaveLength(1);
    expect(home).not.toContain("Accueil froid");

    answer = await post(signupCookie, signupSite, { intent: "show", id: paul.id });
    expect(answer.data).toMatchObject({ ok: true, toast: { description: TESTIMONIAL_TEXTS.shown } });
    expect((await rows(signupSite))[1].hiddenAt).toBeNull();
    expect(figures((await get(onSite(signupSite))).body)).toHaveLength(2);
    await post(signupCookie, signupSite, { intent: "hide", id: paul.id });
  });

  it("refuses update and delete (400, the row unchanged), and another site's review id (404)", async () => {
    const before = await rows(signupSite);
    const [anne] = before;
    const attempts: Record<string, string>[] = [
      { intent: "update", id: anne.id, customerName: "Pirate", customerInitials: "P", text: "Réécrit", rating: "1", experienceMonth: "" },
      { intent: "delete", id: anne.id },
    ];
    for (const fields of attempts) {
      const answer = await post(signupCookie, signupSite, fields);
      expect(answer.status, fields.intent).toBe(400);
      expect(answer.data.toast?.description).toBe(TESTIMONIAL_TEXTS.neverEdited);
    }
    for (const intent of ["hide", "show"]) {
      expect((await post(otherCookie, otherSite, { intent, id: anne.id })).status, intent).toBe(404);
    }
    expect((await post(otherCookie, otherSite, { intent: "reorder", ids: JSON.stringify(before.map((r) => r.id)) })).status).toBe(404);
    expect(await rows(signupSite)).toEqual(before);
  });

  it("the database refuses to change a review's words, rating, month or date; order and hiding may change", async () => {
    const [anne] = await rows(signupSite);
    for (const change of [
      "text = 'Réécrit'",
      "rating = 1",
      "customer_name = 'X'",
      "experience_month = '2025-01-01'",
      "created_at = now() - interval '1 year'",
    ]) {
      await expect(t.pool.query(`UPDATE home_testimonials SET ${change} WHERE id = $1`, [anne.id]), change).rejects.toMatchObject({
        code: "23514",
        constraint: "home_testimonials_immutable",
      });
    }
    await t.pool.query("UPDATE home_testimonials SET order_index = order_index + 10, hidden_at = now() WHERE id = $1", [anne.id]);
    await t.pool.query("UPDATE home_testimonials SET order_index = order_index - 10, hidden_at = NULL WHERE id = $1", [anne.id]);
    const [after] = await rows(signupSite);
    expect([after.text, after.rating, after.customerName]).toEqual([anne.text, anne.rating, anne.customerName]);
  });

  it("states how reviews are checked: 10 to 400 characters, shown under the reviews in French and in the legal notice", async () => {
    let answer = await post(signupCookie, signupSite, { intent: "save-statement", verification: "verified", statement: "" });
    expect(answer.data.errors).toEqual({ statement: TESTIMONIAL_TEXTS.statementRequired });
    answer = await post(signupCookie, signupSite, { intent: "save-statement", verification: "verified", statement: "Ticket" });
    expect(answer.data.errors).toEqual({ statement: TESTIMONIAL_TEXTS.statementTooShort });
    expect(answer.data.values?.statement).toBe("Ticket");
    answer = await post(signupCookie, signupSite, { intent: "save-statement", verification: "verified", statement: "x".repeat(401) });
    expect(answer.data.errors).toEqual({ statement: TESTIMONIAL_TEXTS.statementTooLong });

    const mine = "Avis recueillis en boutique auprès de clients ayant acheté, vérifiés par le commerçant sur ticket de caisse";
    answer = await post(signupCookie, signupSite, { intent: "save-statement", verification: "verified", statement: ` ${mine} ` });
    expect(answer.data).toMatchObject({ ok: true, toast: { description: TESTIMONIAL_TEXTS.statementSaved } });
    const statementOf = async (id: string) => (await t.db.select({ v: sites.reviewStatement }).from(sites).where(eq(sites.id, id)))[0].v;
    expect(await statementOf(signupSite)).toBe(mine);
    expect(await statementOf(otherSite)).toBeNull();

    const home = (await get(onSite(signupSite))).body;
    expect(home).toContain(mine);
    expect(home).not.toContain(DEFAULT_REVIEW_STATEMENT);
    expect((await get(onSite(signupSite, NOTICE))).body).toContain(mine);

    answer = await post(signupCookie, signupSite, { intent: "save-statement", verification: "none", statement: "" });
    expect(answer.data.ok).toBe(true);
    expect(await statementOf(signupSite)).toBeNull();
  });
});

describe("an author's erasure request", () => {
  it("only a platform admin erases a review, typing its author's name; an owner gets 403 and the row stays", async () => {
    await upsertUserWithPassword(s.auth, t.db, { email: "admin@reviews.test", password: "admin-secret-1", role: "admin" });
    const adminCookie = await withSelection(s, await sessionCookie(s, "admin@reviews.test", "admin-secret-1"), signupSite);
    const added = await post(signupCookie, signupSite, {
      intent: "create",
      customerName: "Zoé Martin",
      customerInitials: "ZM",
      text: "Effacez-moi",
      rating: "4",
      experienceMonth: "",
    });
    expect(added.data.ok).toBe(true);
    const zoe = added.data.rowId!;
    const load = async (cookie: string) => callRoute<{ canErase: boolean }>(testimonialsRoute.loader, s, getRequest(PATH, cookie));
    expect((await load(signupCookie)).canErase).toBe(false);
    expect((await load(adminCookie)).canErase).toBe(true);
    const stillThere = async () => (await rows(signupSite)).some((row) => row.id === zoe);

    // The owner, forging the admin's form: refused, nothing erased.
    let answer = await post(signupCookie, signupSite, { intent: "erase", id: zoe, confirmName: "Zoé Martin" });
    expect(answer.status).toBe(403);
    expect(answer.data.toast?.description).toBe(TESTIMONIAL_TEXTS.eraseAdminsOnly);
    expect(await stillThere()).toBe(true);

    // The admin, with another name typed, or another site's review: nothing erased either.
    answer = await post(adminCookie, signupSite, { intent: "erase", id: zoe, confirmName: "Zoé" });
    expect(answer.status).toBe(400);
    expect(answer.data.toast?.description).toBe(TESTIMONIAL_TEXTS.eraseNameMismatch);
    const [demoReview] = await rows(demoSite);
    answer = await post(adminCookie, signupSite, { intent: "erase", id: demoReview.id, confirmName: demoReview.customerName });
    expect(answer.status).toBe(404);
    expect((await rows(demoSite)).some((row) => row.id === demoReview.id)).toBe(true);
    expect(await stillThere()).toBe(true);

    // Then as asked: gone from the database and from the home.
    expect((await get(onSite(signupSite))).body).toContain("Zoé Martin");
    answer = await post(adminCookie, signupSite, { intent: "erase", id: zoe, confirmName: " Zoé Martin " });
    expect(answer.status).toBe(200);
    expect(answer.data.toast?.description).toBe(TESTIMONIAL_TEXTS.erased);
    expect(await stillThere()).toBe(false);
    expect((await get(onSite(signupSite))).body).not.toContain("Zoé Martin");
  });
});
