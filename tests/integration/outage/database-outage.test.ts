/**
 * Issue 11, "Database outage" (ADR 019): the production server in its own process, against a
 * PostgreSQL this test owns, stopped for real (fast shutdown) while requests flow, then started
 * again on the same port. Over real HTTP:
 *   - public pages already cached keep being served (X-Cache: STALE, a short s-maxage);
 *   - a site edited just before the stop is never shown as it was before the edit;
 *   - everything else answers 503, Retry-After and a French page (public look / back-office);
 *   - /readyz turns 503, /healthz stays 200;
 *   - contact, quote and 'Je viendrai 👍' sent during the outage get their French failure with
 *     the typed values, and nothing half-written is left;
 *   - once the database is back, without a restart: /readyz, fresh pages, notifications
 *     (LISTEN), the mail worker, and every acknowledged submission stored once with its e-mail.
 * No request of the load may get anything but its page, a 503 or a 304: "other" must stay 0.
 * The figures printed go to docs/reliability.md.
 */
import { mkdtempSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { homeContent, homeEvents, sites } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/features/submissions/submission-fields";
import { OUTAGE_TEXTS } from "~/features/outage/outage-texts";
import { CONTACT_TOASTS } from "~/features/messages/public/contact-result";
import { QUOTE_TEXTS } from "~/features/quotes/public/quote-result";
import { RSVP_TEXTS } from "~/features/events/rsvp-texts";
import pg from "pg";
import { createDatabase, runMigrations, type DatabaseHandle } from "~/db/connect.server";
import { LOCAL_WRITE_GUARD_MS } from "~/features/page-cache/page-cache.server";
import { openEmbeddedPostgres, type EmbeddedPostgres } from "../../../server/db/embedded-postgres";
import { freePort } from "../../../server/free-port";
import { createTestServices } from "../../support/services";
import { sessionCookie, withSelection } from "../../support/admin-route-calls";
import { httpRequest, startServerProcess, type HttpAnswer, type ServerProcess } from "../../support/server-process";
import { createDomain, createSite } from "../../support/factories";

const BUILD = path.resolve("build/server/index.js");
const AUTH_SECRET = "outage-test-secret-0123456789-abcdefghijklmnop";
const HOST_A = "panne.test";
const ORIGIN_A = `http://${HOST_A}`;
/** How long the database stays down. */
const OUTAGE_MS = 4_000;

let root: string;
let pgPort: number;
let postgres: EmbeddedPostgres | null = null;
let handle: DatabaseHandle;
let services: AppServices;
let server: ServerProcess;
let siteA: string;
let siteB: string;
let siteC: string;
let eventA: string;
let adminCookie: string;
let cookieB: string;

const startPostgres = () => openEmbeddedPostgres({ dataDir: path.join(root, "pg"), role: "server", port: pgPort, durable: false, log: () => undefined });

beforeAll(async () => {
  if (!existsSync(BUILD)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
  root = mkdtempSync(path.join(os.tmpdir(), "vitrine-outage-"));
  // As root, the embedded PostgreSQL runs as `postgres`, which must reach its directory.
  await fs.chmod(root, 0o755);
  pgPort = await freePort();
  postgres = await startPostgres();
  handle = createDatabase(postgres.url, { max: 3, onError: () => undefined });
  await runMigrations(handle.db);
  services = createTestServices(handle.db, { AUTH_SECRET });

  const owner = await upsertUserWithPassword(services.auth, handle.db, { email: "owner@panne.test", password: "owner-secret-1", role: "user" });
  const a = await createSite(handle.db, { name: "Boulangerie Panne", ownerId: owner.id, senderEmail: "site@panne.test", merchantEmail1: "patron@panne.test" });
  const b = await createSite(handle.db, { name: "Épicerie Avant", ownerId: owner.id });
  const c = await createSite(handle.db, { name: "Crèmerie Ailleurs", ownerId: owner.id });
  siteA = a.id;
  siteB = b.id;
  siteC = c.id;
  await createDomain(handle.db, siteA, { domain: HOST_A });
  await handle.db.insert(homeContent).values({ siteId: siteA, heroTitle: "Du pain tous les jours" });
  const [event] = await handle.db
    .insert(homeEvents)
    .values({ siteId: siteA, title: "Marché de Noël", date: "Samedi", description: "Sur la place" })
    .returning({ id: homeEvents.id });
  eventA = event.id;
  const session = await sessionCookie(services, "owner@panne.test", "owner-secret-1");
  adminCookie = await withSelection(services, session, siteA);
  cookieB = await withSelection(services, session, siteB);

  server = await startServerProcess({ DATABASE_URL: postgres.url, DATA_DIR: path.join(root, "data"), AUTH_SECRET, LOG_LEVEL: "warn" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await handle?.close();
  await postgres?.stop();
  if (root) await fs.rm(root, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// Requests

const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  httpRequest(server.port, { path: pathAndQuery, headers: { host: HOST_A, accept: "text/html", "accept-encoding": "identity", ...headers } });

const onB = (p: string) => get(`${p}${p.includes("?") ? "&" : "?"}site=${siteB}`, { host: `127.0.0.1:${server.port}` });

function post(pathAndQuery: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return httpRequest(server.port, {
    path: pathAndQuery,
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { host: HOST_A, origin: ORIGIN_A, accept: "text/html", "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** A merchant saves the appearance of the selected site through the server (the back-office form, without JavaScript). */
function saveAppearance(cookie: string, siteId: string, primaryColor: string): Promise<HttpAnswer> {
  const platform = `127.0.0.1:${server.port}`;
  return post(
    "/admin/appearance",
    { siteId, logoUrl: "", primaryColor, primaryHoverColor: "#1e40af", secondaryColor: "#1E3A8A", accentColor: "#BFDBFE" },
    { cookie, host: platform, origin: `http://${platform}` },
  );
}

/**
 * How long a change takes to reach a LISTENing connection (ADR 019's window): `count` edits of
 * site C by another connection, each timed from its commit's acknowledgement to the notification.
 */
async function notificationDelays(count: number): Promise<number[]> {
  const listener = new pg.Client({ connectionString: postgres!.url });
  await listener.connect();
  const heard = new Map<string, number>();
  listener.on("notification", (m) => {
    if (m.payload?.startsWith(`${siteC}:`)) heard.set(m.payload, performance.now());
  });
  await listener.query("LISTEN vitrine_content");
  const delays: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const [row] = await handle.db
        .update(sites)
        .set({ name: `Crèmerie ${i}` })
        .where(eq(sites.id, siteC))
        .returning({ version: sites.contentVersion });
      const acknowledged = performance.now();
      const payload = `${siteC}:${row!.version}`;
      await until("notification of an edit", 5_000, async () => heard.has(payload));
      delays.push(Math.max(0, heard.get(payload)! - acknowledged));
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  } finally {
    await listener.end();
  }
  return delays.sort((x, y) => x - y);
}

/** A contact form as a visitor fills it, with a token issued long enough ago (ADR 009). */
function contactFields(marker: string, issuedAgoMs = 10_000): Record<string, string> {
  return {
    [TOKEN_FIELD]: issueFormToken(AUTH_SECRET, "contact", siteA, Date.now() - issuedAgoMs),
    [HONEYPOT_FIELD]: "",
    firstName: "Camille",
    name: "Durand",
    email: "camille@example.fr",
    subject: `Commande ${marker}`,
    message: `Bonjour, je voudrais réserver deux baguettes (${marker}).`,
  };
}

function quoteFields(marker: string): Record<string, string> {
  return {
    [TOKEN_FIELD]: issueFormToken(AUTH_SECRET, "quote", siteA, Date.now() - 10_000),
    [HONEYPOT_FIELD]: "",
    firstName: "Jules",
    lastName: "Martin",
    company: "",
    email: "jules@example.fr",
    phone: "0600000000",
    service: "Autre",
    date: "12 juin",
    guests: "",
    budget: "",
    details: `Un buffet pour quarante personnes (${marker}).`,
  };
}

// ---------------------------------------------------------------------------------------------
// The load: pages and forms, each answer classified by the phase it started in

type Phase = "before" | "outage" | "after";
type Outcome = "cache" | "page" | "503" | "other";
type Record_ = { phase: Phase; what: string; outcome: Outcome; detail: string };

let phase: Phase = "before";
const records: Record_[] = [];
/** Form tokens and what their POST was answered (status). */
const submissions = new Map<
  string,
  { form: "contact" | "quote"; marker: string; status: number | "error"; phase: Phase; startedAt: number; fields: Record<string, string> }
>();
/** When PostgreSQL had stopped: a commit can only have raced the stop before that. */
let stopDoneAt = Number.POSITIVE_INFINITY;

function classify(answer: HttpAnswer): Outcome {
  if (answer.status === 503) return answer.headers["retry-after"] ? "503" : "other";
  if (answer.status === 200 || answer.status === 304) {
    const cache = answer.headers["x-cache"];
    return cache === "HIT" || cache === "STALE" ? "cache" : "page";
  }
  return "other";
}

let counter = 0;
const PAGE_MIX: { what: string; run: () => Promise<HttpAnswer> }[] = [
  { what: "home (cached)", run: () => get("/") },
  { what: "contact page (cached)", run: () => get("/merchant/contact") },
  { what: "about ?site= (cached)", run: () => get(`/merchant/about?site=${siteA}`, { host: `127.0.0.1:${server.port}` }) },
  { what: "products search (never cached before)", run: () => get(`/merchant/products?q=pain-${++counter}`) },
  { what: "back-office editor", run: () => get("/admin/pages/home", { cookie: adminCookie }) },
  { what: "contact.data (client navigation)", run: () => get("/merchant/contact.data", { accept: "*/*" }) },
];

async function pageWorker(stop: () => boolean, offset: number) {
  for (let i = offset; !stop(); i++) {
    const { what, run } = PAGE_MIX[i % PAGE_MIX.length]!;
    const startedIn = phase;
    try {
      const answer = await run();
      records.push({
        phase: startedIn,
        what,
        outcome: classify(answer),
        detail: `${answer.status} ${answer.headers["x-cache"] ?? ""} ${answer.body.slice(0, 200)}`,
      });
    } catch (err) {
      records.push({ phase: startedIn, what, outcome: "other", detail: String(err) });
    }
  }
}

/** Contact (no JavaScript) and quote (a fetcher's data request) in turn, every 700 ms: under the per-address limits (10 per form in 10 minutes) for the whole test. */
async function formWorker(stop: () => boolean) {
  for (let i = 0; !stop(); i++) {
    const form = i % 2 === 0 ? "contact" : "quote";
    const marker = `${form}-${i}`;
    const fields = form === "contact" ? contactFields(marker) : quoteFields(marker);
    const startedIn = phase;
    const startedAt = Date.now();
    try {
      const answer = form === "contact" ? await post(`/merchant/contact`, fields) : await post(`/merchant/services.data`, fields, { accept: "*/*" });
      // Sent: 303 back to the form (Post/Redirect/Get, ADR 038), or React Router's 202 redirect
      // answer to a .data post. Stored just before the database stopped, with the page around the
      // form not rendered: the 503 page says it was sent. Refused for the outage: 503.
      const redirected = answer.status === 303 || answer.status === 202;
      const sent = redirected || (answer.status === 503 && textOf(answer.body).includes(CONTACT_TOASTS.sent.title));
      submissions.set(fields[TOKEN_FIELD]!, { form, marker, status: sent ? 303 : answer.status, phase: startedIn, startedAt, fields });
      const ok = redirected || (answer.status === 503 && answer.headers["retry-after"] !== undefined);
      records.push({
        phase: startedIn,
        what: `${form} form`,
        outcome: ok ? (redirected ? "page" : "503") : "other",
        detail: `${answer.status} ${answer.body.slice(0, 300)}`,
      });
    } catch (err) {
      submissions.set(fields[TOKEN_FIELD]!, { form, marker, status: "error", phase: startedIn, startedAt, fields });
      records.push({ phase: startedIn, what: `${form} form`, outcome: "other", detail: String(err) });
    }
    await new Promise((resolve) => setTimeout(resolve, 700));
  }
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[^\S\u00a0]+/g, " ");

// ---------------------------------------------------------------------------------------------

describe("a database outage under load", () => {
  it("serves cached pages, answers 503 elsewhere, keeps forms' values, and recovers without a restart", async () => {
    // Warm the pages the outage will serve: first answer MISS, then HIT.
    for (const p of ["/", "/merchant", "/merchant/contact", "/merchant/about"]) {
      await get(p);
      expect((await get(p)).headers["x-cache"], p).toBe("HIT");
    }
    await get(`/merchant/about?site=${siteA}`, { host: `127.0.0.1:${server.port}` });
    await onB("/merchant");
    expect((await onB("/merchant")).headers["x-cache"]).toBe("HIT");
    expect(textOf((await onB("/merchant")).body)).toContain("Épicerie Avant");

    let stopLoad = false;
    const load = Promise.all([...Array.from({ length: 4 }, (_, i) => pageWorker(() => stopLoad, i)), formWorker(() => stopLoad)]);
    // Under that load: how long an edit takes to be heard.
    const delays = await notificationDelays(20);

    // A merchant saves site B's appearance: its page of before must never be served again.
    const saved = await saveAppearance(cookieB, siteB, "#1D4ED8");
    expect(saved.status).toBe(200);
    // The notification had time to arrive, and the save is older than the local-write guard.
    await new Promise((resolve) => setTimeout(resolve, LOCAL_WRITE_GUARD_MS + 500));

    const stopStarted = Date.now();
    await postgres!.stop();
    postgres = null;
    stopDoneAt = Date.now();
    // Requests begun while PostgreSQL was stopping count as "before".
    phase = "outage";
    const stoppedMs = stopDoneAt - stopStarted;

    // --- During the outage -------------------------------------------------------------------
    const readyz = await until("/readyz turns 503", 5_000, async () => ((await get("/readyz")).status === 503 ? true : null));
    expect(readyz).toBe(true);
    expect((await get("/healthz")).status).toBe(200);

    const cachedHome = await get("/");
    expect(cachedHome.status).toBe(200);
    expect(cachedHome.headers["x-cache"]).toBe("STALE");
    expect(cachedHome.headers["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=5");
    expect(textOf(cachedHome.body)).toContain("Du pain tous les jours");

    // Site B changed before the outage: its page of before is never served.
    const editedSite = await onB("/merchant");
    expect(editedSite.status).toBe(503);
    expect(editedSite.headers["x-cache"]).toBeUndefined();

    const uncached = await get(`/merchant/products?q=jamais-vu`);
    expect(uncached.status).toBe(503);
    expect(uncached.headers["retry-after"]).toBe("5");
    expect(uncached.headers["cache-control"]).toBe("no-store");
    expect(uncached.headers["content-type"]).toMatch(/^text\/html/);
    expect(textOf(uncached.body)).toContain(OUTAGE_TEXTS.publicTitle);
    expect(uncached.body).toMatch(/<link rel="stylesheet" href="\/assets\/site-[\w-]+\.css"/);

    const backOffice = await get("/admin/pages/home", { cookie: adminCookie });
    expect(backOffice.status).toBe(503);
    expect(backOffice.headers["retry-after"]).toBe("5");
    expect(textOf(backOffice.body)).toContain(OUTAGE_TEXTS.adminTitle);
    expect(backOffice.body).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
    const signIn = await post(
      "/admin/login",
      { email: "owner@panne.test", password: "owner-secret-1" },
      { origin: `http://127.0.0.1:${server.port}`, host: `127.0.0.1:${server.port}` },
    );
    expect(signIn.status).toBe(503);
    expect(textOf(signIn.body)).toContain(OUTAGE_TEXTS.adminUnsaved);

    const dataRequest = await get("/merchant/products.data?q=autre", { accept: "*/*" });
    expect(dataRequest.status).toBe(503);
    expect(dataRequest.body).toBe(OUTAGE_TEXTS.plain);

    // Forms without JavaScript: the spec's failure, and what was typed, ready to send again.
    const contactToken = contactFields("sans-js");
    const contact = await post("/merchant/contact", contactToken);
    expect(contact.status).toBe(503);
    expect(contact.headers["retry-after"]).toBe("5");
    const contactText = textOf(contact.body);
    expect(contactText).toContain(CONTACT_TOASTS.insertFailed.text);
    expect(contactText).toContain(OUTAGE_TEXTS.keptIntro);
    expect(contact.body).toContain('value="Commande sans-js"');
    expect(contact.body).toContain("Bonjour, je voudrais réserver deux baguettes (sans-js).</textarea>");
    expect(contact.body).toContain(`name="${TOKEN_FIELD}" value="${contactToken[TOKEN_FIELD]}"`);
    expect(contact.body).toMatch(/<form [^>]*action="\/merchant\/contact" method="post"/);

    const quote = await post("/merchant/services", quoteFields("devis-sans-js"));
    expect(quote.status).toBe(503);
    expect(textOf(quote.body)).toContain(QUOTE_TEXTS.insertFailed);
    expect(quote.body).toContain("Un buffet pour quarante personnes (devis-sans-js).</textarea>");

    const rsvp = await post(`/merchant/events/${eventA}/rsvp`, { returnTo: "/merchant" });
    expect(rsvp.status).toBe(503);
    expect(textOf(rsvp.body)).toContain(RSVP_TEXTS.failed);

    // With JavaScript (a fetcher's data request): the form's own answer, values included.
    const fetcherContact = contactFields("avec-js");
    const viaScript = await post("/merchant/contact.data", fetcherContact, { accept: "*/*" });
    expect(viaScript.status).toBe(503);
    expect(viaScript.headers["x-remix-response"]).toBe("yes");
    expect(viaScript.headers["retry-after"]).toBe("5");
    expect(viaScript.body).toContain(CONTACT_TOASTS.insertFailed.text);
    expect(viaScript.body).toContain("Commande avec-js");

    const outageLeft = OUTAGE_MS - (Date.now() - stopStarted);
    if (outageLeft > 0) await new Promise((resolve) => setTimeout(resolve, outageLeft));

    // --- The database comes back -------------------------------------------------------------
    postgres = await startPostgres();
    const backAt = Date.now();
    const outageMs = backAt - stopStarted;
    phase = "after";
    await until("/readyz back to 200", 10_000, async () => (await get("/readyz")).status === 200);
    const readyMs = Date.now() - backAt;
    await until("fresh pages again", 10_000, async () => {
      const answer = await get(`/merchant/products?q=retour-${Date.now()}`);
      return answer.status === 200 && answer.headers["x-cache"] !== "STALE";
    });
    const pagesMs = Date.now() - backAt;
    await until("notifications heard again", 15_000, async () => {
      const stats = JSON.parse((await get("/internal/page-cache", { host: `127.0.0.1:${server.port}` })).body) as { listening: boolean };
      return stats.listening;
    });
    const listenMs = Date.now() - backAt;
    // The cache stores again, and an edit reaches the page through the notification.
    await until("pages stored again", 10_000, async () => (await get("/merchant")).headers["x-cache"] === "HIT");
    await handle.db.update(homeContent).set({ heroTitle: "Pain chaud revenu" }).where(eq(homeContent.siteId, siteA));
    await until("the edit is served", 5_000, async () => textOf((await get("/merchant")).body).includes("Pain chaud revenu"));
    expect((await onB("/merchant")).body).toMatch(/#1d4ed8/i);

    // The visitor sends the kept contact form again: stored once, notified.
    const resent = await post("/merchant/contact", contactToken);
    expect(resent.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stopLoad = true;
    await load;

    // --- What the database holds ---------------------------------------------------------------
    let lastWaiting = "";
    await until("every notification delivered", 15_000, async () => {
      const waiting = await handle.db.execute<{ status: string; attempts: number; last_error: string | null }>(
        sql`SELECT status, attempts, last_error FROM mail_outbox WHERE status <> 'sent'`,
      );
      if (waiting.rows.length > 0) lastWaiting = JSON.stringify(waiting.rows);
      return waiting.rows.length === 0;
    }).catch((err: Error) => {
      throw new Error(`${err.message.split("\n")[0]}: ${lastWaiting}`);
    });
    const mailReadyMs = Date.now() - backAt;
    const [firstMail] = await handle.db
      .execute<{ ms: string | null }>(
        sql`SELECT (extract(epoch FROM min(sent_at)) * 1000)::bigint - ${backAt}::bigint AS ms FROM mail_outbox WHERE sent_at >= to_timestamp(${backAt / 1000})`,
      )
      .then((r) => r.rows);
    const firstMailMs = Number(firstMail?.ms);
    const stored = await handle.db.execute<{ token: string; subject: string; form: string }>(sql`
      SELECT submission_token AS token, subject, 'contact' AS form FROM contact_messages WHERE site_id = ${siteA}
      UNION ALL SELECT submission_token, customer_first_name, 'quote' FROM quote_requests WHERE site_id = ${siteA}`);
    const storedTokens = new Map<string, number>();
    for (const row of stored.rows) storedTokens.set(row.token, (storedTokens.get(row.token) ?? 0) + 1);
    // No duplicates, and every acknowledged submission is there.
    expect([...storedTokens.values()].every((n) => n === 1)).toBe(true);
    const acknowledged = [...submissions].filter(([, s]) => s.status === 303 || s.status === 202);
    for (const [token, s] of acknowledged) expect(storedTokens.has(token), `${s.marker} acknowledged and stored`).toBe(true);
    // Refused during the outage: not stored (nothing half-written), unless its commit reached
    // PostgreSQL as it stopped and only the acknowledgement was lost: sent again with its token,
    // such a one is answered as sent and stays stored once (ADR 009's idempotency).
    const refused = [...submissions].filter(([, s]) => s.status === 503);
    const refusedButStored = refused.filter(([token]) => storedTokens.has(token));
    expect(refused.length).toBeGreaterThan(0);
    expect(refusedButStored.every(([, s]) => s.startedAt < stopDoneAt)).toBe(true);
    for (const [token, s] of refusedButStored) {
      const again = s.form === "contact" ? await post("/merchant/contact", s.fields) : await post("/merchant/services.data", s.fields, { accept: "*/*" });
      expect(again.status, `${s.marker} sent again`).toBe(s.form === "contact" ? 303 : 202);
      const [row] = await handle.db
        .execute<{ n: string }>(
          sql`SELECT (SELECT count(*) FROM contact_messages WHERE submission_token = ${token}) + (SELECT count(*) FROM quote_requests WHERE submission_token = ${token}) AS n`,
        )
        .then((r) => r.rows);
      expect(row?.n).toBe("1");
    }
    expect(storedTokens.has(fetcherContact[TOKEN_FIELD]!)).toBe(false);
    expect(storedTokens.has(contactToken[TOKEN_FIELD]!)).toBe(true);
    // One notification per stored submission, each with its own row.
    const [mails] = await handle.db
      .execute<{ contact: string; quote: string }>(
        sql`SELECT count(*) FILTER (WHERE kind = 'contact_notification') AS contact, count(*) FILTER (WHERE kind = 'quote_notification') AS quote FROM mail_outbox WHERE site_id = ${siteA}`,
      )
      .then((r) => r.rows);
    expect(Number(mails!.contact)).toBe(stored.rows.filter((r) => r.form === "contact").length);
    expect(Number(mails!.quote)).toBe(stored.rows.filter((r) => r.form === "quote").length);
    const emlFiles = (await fs.readdir(path.join(root, "data", "mail"))).filter((name) => name.endsWith(".eml"));
    expect(emlFiles.length).toBe(stored.rows.length);

    // --- The load's answers --------------------------------------------------------------------
    const count = (p: Phase, o: Outcome) => records.filter((r) => r.phase === p && r.outcome === o).length;
    const others = records.filter((r) => r.outcome === "other");
    expect(others, others.map((r) => `${r.phase} ${r.what}: ${r.detail}`).join("\n")).toHaveLength(0);
    expect(count("outage", "cache")).toBeGreaterThan(0);
    expect(count("outage", "503")).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();

    // --- A second outage, right after a save through this server ---------------------------------
    // Site B's page is current and stored; site A is saved, and the database stops at once: the
    // save's notification may not have been heard, so this process serves no stale page at all.
    await until("site B's page stored again", 5_000, async () => (await onB("/merchant")).headers["x-cache"] === "HIT");
    expect((await saveAppearance(adminCookie, siteA, "#7C2D12")).status).toBe(200);
    await postgres!.stop();
    postgres = null;
    await until("/readyz 503 again", 5_000, async () => (await get("/readyz")).status === 503);
    const afterSave = await onB("/merchant");
    expect(afterSave.status).toBe(503);
    expect(afterSave.headers["retry-after"]).toBe("5");
    postgres = await startPostgres();
    await until("back after the second outage", 10_000, async () => (await onB("/merchant")).status === 200);

    const pct = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))]!.toFixed(1);
    const figures = [
      `database outage (tests/integration/outage/database-outage.test.ts): PostgreSQL stopped for ${outageMs} ms (fast shutdown took ${stoppedMs} ms), ${records.length} requests from 5 clients`,
      ...(["before", "outage", "after"] as const).map(
        (p) =>
          `  ${p.padEnd(6)}  cache ${String(count(p, "cache")).padStart(4)}  page ${String(count(p, "page")).padStart(4)}  503 ${String(count(p, "503")).padStart(4)}  other ${count(p, "other")}`,
      ),
      `  submissions: ${submissions.size} sent by the load, ${acknowledged.length} acknowledged (all stored once), ${refused.length} refused with 503 (${refusedButStored.length} of them stored: committed as the database stopped, answered as sent when sent again), ${stored.rows.length} stored with ${emlFiles.length} e-mails delivered`,
      `  an edit reaches a LISTENing connection (20 edits under that load): median ${pct(0.5)} ms, max ${delays[delays.length - 1]!.toFixed(1)} ms`,
      `  recovery after PostgreSQL is back: /readyz ${readyMs} ms, fresh pages ${pagesMs} ms, notifications (LISTEN) ${listenMs} ms, first e-mail sent ${firstMailMs} ms, outbox empty ${mailReadyMs} ms (checked after the load ended)`,
    ];
    console.log(`\n[reliability] ${figures.join("\n")}\n`);
  }, 180_000);
});
