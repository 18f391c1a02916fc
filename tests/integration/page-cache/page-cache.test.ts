/**
 * The rendered-page cache (issue 10, ADR 014), against the production server build and a real
 * PostgreSQL, as two "processes": two sets of services with their own pools and LISTEN
 * connections on one database. Process B serves the public pages over HTTP; process A runs the
 * back-office actions. Checked here:
 *   - a cached hit makes no database query at all;
 *   - every action that writes what a public page shows raises the site's content version, and
 *     process B serves the new page within a second (LISTEN/NOTIFY), marker text included;
 *   - every table with a site_id either has the version triggers or is on the private list;
 *   - what is never stored: personal cookies, back-office, POST, unknown sites;
 *   - ETag / 304, gzip and brotli bodies equal to the page, the form token fetched per visitor;
 *   - a public form's send: 303 back to the form, its toast shown once on a page never stored.
 */
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { AppServices } from "~/context";
import { aboutTeamMembers, homeEvents, homeTestimonials, pageTranslations, productCategories, serviceFaqs, sites } from "~/db/schema";
import { pageFields } from "~/features/languages/page-fields.server";
import { saveTranslations } from "~/features/languages/translations.server";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { addDays, localDateTime } from "~/lib/calendar";
import { issueFormToken, verifyFormToken } from "~/features/submissions/form-token.server";
import * as aboutRoute from "~/routes/admin/about";
import * as appearanceRoute from "~/routes/admin/appearance";
import * as domainsRoute from "~/routes/admin/domains";
import * as eventsRoute from "~/routes/admin/events";
import * as homeRoute from "~/routes/admin/home";
import * as hoursRoute from "~/routes/admin/hours";
import * as languagesRoute from "~/routes/admin/languages";
import * as productsRoute from "~/routes/admin/products";
import * as servicesRoute from "~/routes/admin/services";
import * as settingsRoute from "~/routes/admin/settings";
import * as testimonialsRoute from "~/routes/admin/testimonials";
import * as rsvpRoute from "~/routes/storefront/event-rsvp";
import { createDatabase, type DatabaseHandle } from "~/db/connect.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { createTestServices, requestContext } from "../../support/services";
import { postRequest, sessionCookie, withSelection } from "../../support/admin-route-calls";
import { createProduct, createSite } from "../../support/factories";

let t: TestDatabase;
let a: AppServices;
let bHandle: DatabaseHandle;
let b: AppServices;
let server: TestServer;
let port: number;
let siteId: string;
let ownerCookie: string;
let adminCookie: string;
const ids = { event: "", testimonial: "", member: "", faq: "", category: "" };
/** Queries process B sent to PostgreSQL. */
let queries = 0;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw HTTP request to process B (node:http, so the Host header is ours to choose). */
function get(pathAndQuery: string, headers: Record<string, string> = {}, method = "GET", body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, method, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const page = (p: string) => `${p}${p.includes("?") ? "&" : "?"}site=${siteId}`;

async function version(): Promise<number> {
  const [row] = await t.db.select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, siteId));
  return row.v;
}

beforeAll(async () => {
  t = await createTestDatabase();
  a = createTestServices(t.db);
  bHandle = createDatabase(t.url, { max: 5 });
  const realQuery = bHandle.pool.query.bind(bHandle.pool);
  const realConnect = bHandle.pool.connect.bind(bHandle.pool);
  // Every way process B can reach PostgreSQL goes through one of these.
  bHandle.pool.query = ((...args: Parameters<typeof realQuery>) => {
    queries++;
    return realQuery(...args);
  }) as typeof bHandle.pool.query;
  bHandle.pool.connect = ((...args: Parameters<typeof realConnect>) => {
    queries++;
    return realConnect(...args);
  }) as typeof bHandle.pool.connect;
  // The periodic check is off: only requests may query during a measurement.
  b = createTestServices(bHandle.db, {}, { contentPollMs: 0 });
  await Promise.all([a.contentVersions.start(), b.contentVersions.start()]);

  const admin = await upsertUserWithPassword(a.auth, t.db, { email: "admin@cache.test", password: "admin-secret-1", role: "admin" });
  const owner = await upsertUserWithPassword(a.auth, t.db, { email: "owner@cache.test", password: "owner-secret-1", role: "user" });
  void admin;
  const site = await createSite(t.db, { name: "Boulangerie Cache", ownerId: owner.id });
  siteId = site.id;
  const [event] = await t.db
    .insert(homeEvents)
    .values({ siteId, title: "Marché", date: "Samedi", description: "Sur la place", orderIndex: 0 })
    .returning({ id: homeEvents.id });
  const [testimonial] = await t.db
    .insert(homeTestimonials)
    .values({ siteId, customerName: "Claire", customerInitials: "CL", text: "Délicieux", orderIndex: 0 })
    .returning({ id: homeTestimonials.id });
  const [member] = await t.db
    .insert(aboutTeamMembers)
    .values({ siteId, name: "Jean", role: "Boulanger", bio: "Depuis 1990" })
    .returning({ id: aboutTeamMembers.id });
  const [faq] = await t.db
    .insert(serviceFaqs)
    .values({ siteId, question: "Livrez-vous\u00a0?", answer: "Oui", orderIndex: 0 })
    .returning({ id: serviceFaqs.id });
  const [category] = await t.db.insert(productCategories).values({ siteId, name: "Pains" }).returning({ id: productCategories.id });
  await createProduct(t.db, siteId, { name: "Baguette", categoryId: category.id, price: 1.2 });
  Object.assign(ids, { event: event.id, testimonial: testimonial.id, member: member.id, faq: faq.id, category: category.id });

  ownerCookie = await withSelection(a, await sessionCookie(a, "owner@cache.test", "owner-secret-1"), siteId);
  adminCookie = await withSelection(a, await sessionCookie(a, "admin@cache.test", "admin-secret-1"), siteId);

  server = await startTestServer(b);
  port = server.port;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await Promise.all([a?.contentVersions.stop(), b?.contentVersions.stop()]);
  await bHandle?.close();
  await t?.drop();
});

/** Loads a page until process B has it stored (first answer MISS, then HIT). */
async function warm(p: string): Promise<Answer> {
  await get(p);
  const hit = await get(p);
  expect(hit.headers["x-cache"], `${p} is served from the cache`).toBe("HIT");
  return hit;
}

describe("a cached hit", () => {
  it("is answered with no database query, on ?site= and on a mapped domain", async () => {
    await t.pool.query("INSERT INTO domain_mappings (domain, site_id) VALUES ('boulangerie-cache.test', $1)", [siteId]);
    // Every notification of the set-up has reached B before the first page.
    const current = await version();
    await expect.poll(() => b.contentVersions.known(siteId) ?? 0, { timeout: 2000 }).toBe(current);
    for (const [p, host] of [
      [page("/"), undefined],
      [page("/merchant/contact"), undefined],
      ["/merchant/products", "boulangerie-cache.test"],
      ["/", "www.boulangerie-cache.test"],
      ["/", undefined],
      ["/sitemap.xml", "boulangerie-cache.test"],
    ] as const) {
      const headers: Record<string, string> = host ? { host } : {};
      await get(p, headers);
      const before = queries;
      const hit = await get(p, { ...headers, "accept-encoding": "br" });
      expect(hit.headers["x-cache"], `${host ?? ""}${p}`).toBe("HIT");
      expect(queries - before, `queries for a hit on ${host ?? ""}${p}`).toBe(0);
    }
  });

  it("carries an ETag (304 on If-None-Match), a short shared lifetime, and the same bytes in every encoding", async () => {
    const p = page("/merchant/about");
    const hit = await warm(p);
    const etag = String(hit.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(hit.headers["cache-control"]).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(hit.headers.vary).toBe("Accept-Encoding");
    const notModified = await get(p, { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const plain = await get(p);
    const gz = await get(p, { "accept-encoding": "gzip" });
    const br = await get(p, { "accept-encoding": "gzip, deflate, br" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // Each encoding's own length, the same validator and headers; a 304 has no body type.
    for (const answer of [plain, gz, br]) {
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.headers["x-frame-options"]).toBeDefined();
    }
    expect(notModified.headers["content-type"]).toBeUndefined();
    expect(notModified.headers.etag).toBe(etag);
    // A hit is in no log: it carries a request id only when a proxy sent one, and then that one.
    expect(hit.headers["x-request-id"]).toBeUndefined();
    expect((await get(p, { "x-request-id": "proxy-1234-abcd" })).headers["x-request-id"]).toBe("proxy-1234-abcd");
    expect((await get(p)).headers["x-request-id"]).toBeUndefined();
    expect(plain.body.toString()).toContain("Boulangerie Cache");
    // The page's scripts still run under the stored CSP: it names them by their hash, not by a nonce.
    expectScriptsAllowedByHash(String(plain.headers["content-security-policy"]), plain.body.toString());
  });

  it("gives no nonce away: a stored page is the same for every visitor, so it carries none and its policy allows its own scripts only", async () => {
    // The attacker reads the stored contact page (it has an inline script) to learn a nonce that
    // markup of theirs could carry.
    const p = page("/merchant/contact");
    const first = await get(p);
    const hit = await get(p);
    expect(hit.headers["x-cache"]).toBe("HIT");
    for (const answer of [first, hit]) {
      const csp = String(answer.headers["content-security-policy"]);
      const html = answer.body.toString();
      expect(csp).not.toMatch(/'nonce-/);
      expect(html).not.toMatch(/\snonce=/);
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
      expectScriptsAllowedByHash(csp, html);
      // A script the page did not ship is not allowed, whatever attribute it carries.
      const injected = `alert(document.cookie)`;
      expect(csp).not.toContain(sha256(injected));
    }
    // The back-office hydrates: a fresh nonce for each response, never stored.
    const [a, b] = [await get("/admin/login"), await get("/admin/login")];
    const nonces = [a, b].map((r) => /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))?.[1]);
    expect(nonces[0]).toMatch(/^[\w+/=]{20,}$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    expect(a.body.toString()).toContain(`nonce="${nonces[0]}"`);
  });

  it("a HEAD that misses stores the whole page for the GETs after it", async () => {
    const p = page("/merchant/products?tri=nom");
    const head = await get(p, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const hit = await get(p);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.body.toString()).toContain("</html>");
  });

  it("never carries a form token: each visitor fetches their own", async () => {
    const hit = await warm(page("/merchant/contact"));
    const html = hit.body.toString();
    expect(html).toMatch(/name="formToken" value=""/);
    const first = await get(`/merchant/form-token?form=contact&site=${siteId}`);
    const second = await get(`/merchant/form-token?form=contact&site=${siteId}`);
    expect(first.headers["cache-control"]).toBe("no-store");
    const tokens = [first, second].map((r) => (JSON.parse(r.body.toString()) as { token: string }).token);
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) expect(verifyFormToken(b.config.authSecret, token, "contact", siteId).ok).toBe(true);
    expect((await get(`/merchant/form-token?form=autre&site=${siteId}`)).status).toBe(400);
  });
});

describe("a public form's send (Post/Redirect/Get)", () => {
  it("goes back to the form with its toast, shown once on a page made for that visitor and never stored", async () => {
    await warm(page("/merchant/contact"));
    const formToken = issueFormToken(b.config.authSecret, "contact", siteId, Date.now() - 10_000);
    const body = new URLSearchParams({
      formToken,
      firstName: "Jeanne",
      name: "Martin",
      email: "jeanne@example.fr",
      subject: "Pain de mie",
      message: "Bonjour",
    }).toString();
    const sent = await get(page("/merchant/contact"), { "content-type": "application/x-www-form-urlencoded" }, "POST", body);
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(`/merchant/contact?site=${siteId}#formulaire`);
    const cookie = [sent.headers["set-cookie"] ?? []]
      .flat()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toMatch(/^vitrine_toast=./);

    // The page after the redirect: the toast, a token of this visitor's own, the cookie cleared.
    const after = await get(page("/merchant/contact"), { cookie });
    expect(after.status).toBe(200);
    expect(after.headers["x-cache"]).not.toBe("HIT");
    const html = after.body.toString();
    expect(html).toContain("Message envoyé!");
    expect(html).toContain("Nous vous répondrons dans les plus brefs délais.");
    expect(html).toMatch(/<dialog[^>]*data-toast/);
    const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect(verifyFormToken(b.config.authSecret, token, "contact", siteId).ok).toBe(true);
    expect([after.headers["set-cookie"] ?? []].flat().some((c) => /^vitrine_toast=;.*Max-Age=0/i.test(c))).toBe(true);

    // Everyone else (and the same visitor reloading) gets the stored page: no toast, no token.
    const again = await get(page("/merchant/contact"));
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.body.toString()).not.toContain("Message envoyé!");
    expect(again.body.toString()).toMatch(/name="formToken" value=""/);
  });
});

describe("what is never stored", () => {
  it("pages asked with a personal cookie, the back-office, other methods, unknown sites", async () => {
    await warm(page("/"));
    for (const cookie of [
      "vitrine_voter=abc",
      "vitrine_toast=xyz",
      "vitrine.session_token=s",
      "__Secure-vitrine.session_token=s",
      "better-auth.session_token=s",
    ]) {
      const answer = await get(page("/"), { cookie });
      expect(answer.headers["x-cache"], cookie).not.toBe("HIT");
    }
    const stored = b.pages.stats().entries;
    await get("/admin/login");
    await get("/admin/login");
    expect((await get("/admin/login")).headers["x-cache"]).toBeUndefined();
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await get(`/merchant/about?site=${unknown}`)).status).toBe(404);
    expect((await get(`/merchant/about?site=${unknown}`)).headers["x-cache"]).not.toBe("HIT");
    expect((await get(page("/merchant/nope"))).status).toBe(404);
    expect(b.pages.stats().entries).toBe(stored);
  });

  it("tracking parameters share the page; other parameters get their own", async () => {
    await warm(page("/merchant/products"));
    expect((await get(`${page("/merchant/products")}&utm_source=facebook&fbclid=1`)).headers["x-cache"]).toBe("HIT");
    expect((await get(`${page("/merchant/products")}&q=pain`)).headers["x-cache"]).toBe("MISS");
  });
});

describe("every table a public page reads raises the content version", () => {
  /**
   * Tables with a site_id whose rows no public page shows (media_files: the upload quota's record
   * of stored files; invoices and plan_changes: billing, issue 24; a plan change moves the version
   * through sites.plan itself).
   */
  const PRIVATE = [
    "contact_messages",
    "quote_requests",
    "mail_outbox",
    "rate_limits",
    "visitor_data_log",
    "media_files",
    "invoices",
    "plan_changes",
    "support_requests",
    "support_messages",
    "site_advisors",
  ];

  it("has the insert, update and delete triggers, or is listed as private", async () => {
    const { rows } = await t.pool.query<{ table: string; triggers: string[] | null }>(`
      SELECT c.relname AS table,
             (SELECT array_agg(tg.tgname::text ORDER BY tg.tgname) FROM pg_trigger tg WHERE tg.tgrelid = c.oid AND NOT tg.tgisinternal) AS triggers
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r'
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'site_id' AND NOT a.attisdropped)`);
    const problems: string[] = [];
    for (const row of rows) {
      if (PRIVATE.includes(row.table)) continue;
      for (const op of ["insert", "update", "delete"]) {
        if (!row.triggers?.includes(`${row.table}_cv_${op}`))
          problems.push(`${row.table}: no ${op} trigger (add it in a migration, or list the table as private)`);
      }
    }
    expect(rows.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it("a visitor's message or quote request leaves the cached pages alone", async () => {
    const before = await version();
    await t.pool.query("INSERT INTO contact_messages (site_id, first_name, name, email, subject, message) VALUES ($1, 'A', 'A', 'a@b.fr', 'S', 'M')", [siteId]);
    expect(await version()).toBe(before);
  });
});

type Write = {
  name: string;
  route: { action?: unknown };
  path: string;
  body: () => Record<string, string>;
  /** The public page that shows the change, and what it then contains. */
  check: { path: string; text: string; host?: string };
  as?: "owner" | "admin";
  /** What the write needs first, written straight to the database (B has heard of it before the page is cached). */
  prepare?: () => Promise<void>;
};

/** English's 404 page, for a version no longer shown. */
const ENGLISH_NOT_FOUND = "The page you are looking for does not exist";

const soon = () => addDays(localDateTime(new Date(), "Europe/Paris").date, 10);

const WRITES: Write[] = [
  {
    name: "home hero",
    route: homeRoute,
    path: "/admin/pages/home",
    body: () => ({ intent: "save-hero", siteId, heroTitle: "Marqueur bannière", heroSubtitle: "", heroImageUrl: "" }),
    check: { path: "/", text: "Marqueur bannière" },
  },
  {
    name: "home reassurance item",
    route: homeRoute,
    path: "/admin/pages/home",
    body: () => ({ intent: "create", siteId, title: "Marqueur réassurance", description: "Toujours frais", iconName: "star" }),
    check: { path: "/", text: "Marqueur réassurance" },
  },
  {
    name: "event",
    route: eventsRoute,
    path: "/admin/content/events",
    body: () => ({ siteId, intent: "update", id: ids.event, title: "Marqueur événement", date: "Samedi", description: "Sur la place", type: "event" }),
    check: { path: "/", text: "Marqueur événement" },
  },
  {
    name: "testimonial",
    route: testimonialsRoute,
    path: "/admin/content/testimonials",
    // A review is never edited: a new one is added.
    body: () => ({ siteId, intent: "create", customerName: "Marqueur avis", customerInitials: "MA", text: "Parfait", rating: "5", experienceMonth: "" }),
    check: { path: "/", text: "Marqueur avis" },
  },
  {
    name: "about team member",
    route: aboutRoute,
    path: "/admin/pages/about",
    body: () => ({ siteId, intent: "save", kind: "member", itemId: ids.member, name: "Marqueur équipe", role: "Boulanger", bio: "Depuis 1990", imageUrl: "" }),
    check: { path: "/merchant/about", text: "Marqueur équipe" },
  },
  {
    name: "services FAQ",
    route: servicesRoute,
    path: "/admin/pages/services",
    body: () => ({ siteId, intent: "save-faq", faqId: ids.faq, question: "Marqueur question\u00a0?", answer: "Oui" }),
    check: { path: "/merchant/services", text: "Marqueur question" },
  },
  {
    name: "product category",
    route: productsRoute,
    path: "/admin/products",
    body: () => ({ siteId, intent: "save-category", categoryId: ids.category, name: "Marqueur catégorie", description: "" }),
    check: { path: "/merchant/products", text: "Marqueur catégorie" },
  },
  {
    name: "weekly hours",
    route: hoursRoute,
    path: "/admin/pages/hours",
    body: () => ({ intent: "save-week", siteId, "d1.morningOpen": "07:15", "d1.morningClose": "12:45" }),
    check: { path: "/merchant/contact", text: "07:15" },
  },
  {
    name: "special period",
    route: hoursRoute,
    path: "/admin/pages/hours",
    body: () => ({ intent: "create", siteId, title: "Marqueur congés", type: "single", date: soon(), closed: "on" }),
    check: { path: "/merchant/contact", text: "Marqueur congés" },
  },
  {
    name: "settings",
    route: settingsRoute,
    path: "/admin/settings",
    body: () => ({ intent: "save", siteId, senderEmail: "boutique@cache.test", merchantPhone1: "01 98 76 54 32" }),
    check: { path: "/merchant/contact", text: "01 98 76 54 32" },
  },
  {
    name: "appearance",
    route: appearanceRoute,
    path: "/admin/appearance",
    body: () => ({ siteId, logoUrl: "", primaryColor: "#123456", primaryHoverColor: "", secondaryColor: "", accentColor: "" }),
    check: { path: "/", text: "#123456" },
  },
  {
    name: "domain mapping",
    route: domainsRoute,
    path: "/admin/domains",
    body: () => ({ intent: "create", domain: "nouveau-domaine.test", siteId }),
    check: { path: "/", text: "Boulangerie Cache", host: "nouveau-domaine.test" },
    as: "admin",
  },
  // The languages (Expert): the home translated in full and its English version published, while
  // English is off: switching it on shows the version (the French home links to it).
  {
    name: "language switched on",
    route: languagesRoute,
    path: "/admin/langues",
    prepare: async () => {
      await t.db.update(sites).set({ plan: "expert" }).where(eq(sites.id, siteId));
      const fields = await pageFields(t.db, siteId, "home");
      await saveTranslations(
        t.db,
        siteId,
        "en",
        fields.map((field) => ({ field, value: `EN ${field.french}` })),
      );
      await t.db.insert(pageTranslations).values({ siteId, language: "en", page: "home" });
    },
    body: () => ({ intent: "switch-on", siteId, language: "en" }),
    check: { path: "/", text: 'hrefLang="en"' },
  },
  {
    name: "translation saved",
    route: languagesRoute,
    path: "/admin/langues",
    body: () => ({ intent: "save", siteId, language: "en", page: "home", [`t:home:${siteId}:heroTitle`]: "Marqueur traduction" }),
    check: { path: "/en", text: "Marqueur traduction" },
  },
  {
    name: "page version unpublished",
    route: languagesRoute,
    path: "/admin/langues",
    body: () => ({ intent: "unpublish", siteId, language: "en", page: "home" }),
    check: { path: "/en", text: ENGLISH_NOT_FOUND },
  },
  {
    name: "page version published",
    route: languagesRoute,
    path: "/admin/langues",
    body: () => ({ intent: "publish", siteId, language: "en", page: "home" }),
    check: { path: "/", text: 'hrefLang="en"' },
  },
  {
    name: "language switched off",
    route: languagesRoute,
    path: "/admin/langues",
    body: () => ({ intent: "switch-off", siteId, language: "en" }),
    check: { path: "/en", text: ENGLISH_NOT_FOUND },
  },
];

describe("freshness across processes: an edit saved by A is served by B within a second", () => {
  for (const write of WRITES) {
    it(write.name, async () => {
      const target = write.check.host ? write.check.path : page(write.check.path);
      const headers: Record<string, string> = write.check.host ? { host: write.check.host } : {};
      if (write.prepare) {
        await write.prepare();
        const prepared = await version();
        await expect.poll(() => b.contentVersions.known(siteId) ?? 0, { timeout: 2000 }).toBe(prepared);
      }
      // B has the page in its cache (for a new domain: the answer for an unknown host).
      await get(target, headers);
      const cached = await get(target, headers);
      expect(cached.headers["x-cache"]).toBe("HIT");
      expect(cached.body.toString()).not.toContain(write.check.text);

      const before = await version();
      const cookie = write.as === "admin" ? adminCookie : ownerCookie;
      const fn = write.route.action as (args: {
        request: Request;
        context: ReturnType<typeof requestContext>;
        params: Record<string, string>;
      }) => Promise<unknown>;
      await fn({ request: postRequest(write.path, write.body(), cookie), context: requestContext(a), params: {} }).catch((thrown: unknown) => {
        // A redirect after a save is a success too.
        if (!(thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)) throw thrown;
      });
      const savedAt = performance.now();
      const after = await version();
      expect(after, "the action raised the site's content version").toBeGreaterThan(before);

      // B hears of it within a second (NOTIFY at commit) and drops its copy; the page it then
      // serves is rendered anew. The render's own time is the bench's business, not this test's:
      // on a loaded machine it alone can take longer than the notification.
      while ((b.contentVersions.known(siteId) ?? 0) < after && performance.now() - savedAt < 1000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(b.contentVersions.known(siteId), `${write.name}: B knows the new version within a second`).toBeGreaterThanOrEqual(after);
      const answer = await get(target, headers);
      expect(answer.headers["x-cache"]).not.toBe("HIT");
      expect(answer.body.toString(), `${write.name}: B serves the edit`).toContain(write.check.text);
    });
  }

  it("an RSVP ('Je viendrai') changes the count on B's cached home", async () => {
    await warm(page("/"));
    const before = await version();
    const request = new Request(`http://localhost:3000/merchant/events/${ids.event}/rsvp?site=${siteId}`, {
      method: "POST",
      body: new URLSearchParams({ returnTo: "/merchant" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await rsvpRoute.action({ request, context: requestContext(a), params: { eventId: ids.event } } as Parameters<typeof rsvpRoute.action>[0]);
    expect(await version()).toBeGreaterThan(before);
    await expect.poll(async () => (await get(page("/"))).headers["x-cache"], { timeout: 1000, interval: 10 }).toBe("MISS");
  });

  it("the version never goes back, even when a whole saved row is written over the site", async () => {
    await warm(page("/merchant/about"));
    const [saved] = await t.db.select().from(sites).where(eq(sites.id, siteId));
    await t.db.execute(sql`UPDATE sites SET name = 'Nom provisoire' WHERE id = ${siteId}`);
    const { id: _id, ...row } = saved;
    await t.db.update(sites).set(row).where(eq(sites.id, siteId));
    // The restored row carried the old version: the database moved it forward anyway.
    expect(await version()).toBeGreaterThan(saved.contentVersion + 1);
    await expect.poll(() => b.contentVersions.known(siteId), { timeout: 1000, interval: 10 }).toBe(await version());
    const answer = await get(page("/merchant/about"));
    expect(answer.headers["x-cache"]).not.toBe("HIT");
    expect(answer.body.toString()).toContain(saved.name);
  });

  it("a site renamed in the database directly is seen too (any write to sites)", async () => {
    await warm(page("/merchant/about"));
    await t.db.execute(sql`UPDATE sites SET name = 'Boulangerie Renommée' WHERE id = ${siteId}`);
    await expect.poll(async () => (await get(page("/merchant/about"))).body.toString(), { timeout: 1000, interval: 10 }).toContain("Boulangerie Renommée");
  });
});

describe("when notifications stop", () => {
  it("B trusts no version while its LISTEN connection is down, and catches up when it returns", async () => {
    await warm(page("/merchant/services"));
    // Cut B's LISTEN connection from the server side, as a restart or a network cut would.
    await t.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN vitrine_content' AND datname = current_database()");
    await expect.poll(() => b.contentVersions.listening, { timeout: 2000 }).toBe(false);
    await t.db.execute(sql`UPDATE service_faqs SET question = 'Pendant la coupure\u00a0?' WHERE site_id = ${siteId}`);
    // Without notifications, each request reads its site's version: never stale.
    expect((await get(page("/merchant/services"))).body.toString()).toContain("Pendant la coupure");
    await expect.poll(() => b.contentVersions.listening, { timeout: 10_000 }).toBe(true);
    await warm(page("/merchant/services"));
  }, 20_000);
});

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** Every script of the page that runs (JSON-LD is data) is named by its SHA-256 in script-src. */
function expectScriptsAllowedByHash(csp: string, html: string) {
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).not.toMatch(/'nonce-|unsafe-inline/);
  for (const [, text] of html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) {
    expect(scriptSrc).toContain(`'sha256-${sha256(text!)}'`);
  }
}
