/**
 * Draft sites until published (issue 14), against the production build over HTTP with the page
 * cache on and a real PostgreSQL:
 *   - a visitor of a draft gets 'Bientôt en ligne' on every public page, on `?site=` and on its
 *     mapped domain, `noindex` (header and meta) and never stored; unknown paths stay not-found;
 *   - its sitemap is empty, its robots.txt names none; its forms (contact, quote, RSVP) store nothing;
 *   - its owner and admins see the real pages under the preview banner, `private, no-store`;
 *   - publishing is refused while the owner's address is unconfirmed, and to another owner;
 *   - publishing shows the site at once (through the page cache), unpublishing hides it again;
 *   - a published site's pages never look at the session (the hot path is unchanged).
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { contactMessages, eventRsvps, homeContent, homeEvents, mailOutbox, quoteRequests, sites, user } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { issueFormToken } from "~/features/submissions/form-token.server";
import * as dashboardRoute from "~/routes/admin/dashboard";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { startTestServer, type TestServer } from "../../support/http-server";
import { createTestServices } from "../../support/services";
import { callRoute, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { WITH_MEDIATOR, createDomain, createProduct, createSite } from "../../support/factories";

const DOMAIN = "fromagerie-brouillon.test";
const MARKER = "SECRET-DRAFT-HERO";
const PAGES = ["/", "/merchant", "/merchant/about", "/merchant/services", "/merchant/products", "/merchant/contact"];

let t: TestDatabase;
let s: AppServices;
let server: TestServer;
let port: number;
let draftId: string;
let otherId: string;
let ownerUserId: string;
let eventId: string;
const cookies = { owner: "", admin: "", other: "" };

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function get(pathAndQuery: string, headers: Record<string, string> = {}, method = "GET", body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, method, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      // Text as a reader sees it: React writes an apostrophe as &#x27;.
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8").replaceAll("&#x27;", "'") }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const onPlatform = (p: string, siteId = draftId) => `${p}${p.includes("?") ? "&" : "?"}site=${siteId}`;
/** Every public page of the draft, on the platform host (`?site=`) and on its mapped domain. */
const everyPage = () =>
  PAGES.flatMap((p) => [
    { url: onPlatform(p), headers: {} as Record<string, string> },
    { url: p, headers: { host: DOMAIN } as Record<string, string> },
  ]);

async function publishedAt(siteId = draftId): Promise<Date | null> {
  const [row] = await t.db.select({ at: sites.publishedAt }).from(sites).where(eq(sites.id, siteId));
  return row.at;
}

async function publication(intent: "publish" | "unpublish", cookie: string, siteId = draftId) {
  return unwrap<{ ok: boolean; toast?: { description?: string } }>(
    await callRoute(dashboardRoute.action, s, postRequest("/admin/dashboard", { intent, siteId }, cookie)),
  );
}

function expectComingSoon(answer: Answer, what: string) {
  expect(answer.status, what).toBe(200);
  expect(answer.body, what).toContain("Bientôt en ligne");
  expect(answer.body, what).toContain("Fromagerie Brouillon");
  expect(answer.body, `${what} shows none of the draft's content`).not.toContain(MARKER);
  expect(answer.body, what).toMatch(/<meta name="robots" content="noindex"/);
  expect(answer.headers["x-robots-tag"], what).toBe("noindex");
  expect(answer.headers["cache-control"], what).toBe("private, no-store");
  expect(answer.headers["x-cache"], what).not.toBe("HIT");
  expect(answer.body, `${what} is drawn with the sites' stylesheet`).toMatch(/href="\/assets\/site-[\w-]+\.css"/);
}

beforeAll(async () => {
  t = await createTestDatabase();
  s = createTestServices(t.db);
  await s.contentVersions.start();
  const owner = await upsertUserWithPassword(s.auth, t.db, { email: "owner@draft.test", password: "owner-secret-1", role: "user" });
  const other = await upsertUserWithPassword(s.auth, t.db, { email: "other@draft.test", password: "other-secret-1", role: "user" });
  await upsertUserWithPassword(s.auth, t.db, { email: "admin@draft.test", password: "admin-secret-1", role: "admin" });
  ownerUserId = owner.id;
  // A self-service sign-up inserts a draft: published_at null, the owner's address unconfirmed.
  await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, owner.id));
  // With its consumer mediator, which publishing asks for (tests/integration/legal/consumer-law.test.ts).
  const draft = await createSite(t.db, { name: "Fromagerie Brouillon", ownerId: owner.id, publishedAt: null, ...WITH_MEDIATOR });
  const published = await createSite(t.db, { name: "Épicerie Publiée", ownerId: other.id });
  draftId = draft.id;
  otherId = published.id;
  await t.db.insert(homeContent).values({ siteId: draftId, heroTitle: "Bienvenue", heroSubtitle: MARKER });
  await createProduct(t.db, draftId, { name: "Comté 24 mois", price: 9 });
  const [event] = await t.db
    .insert(homeEvents)
    .values({ siteId: draftId, title: "Dégustation", date: "Samedi", description: "Au marché", orderIndex: 0 })
    .returning({ id: homeEvents.id });
  eventId = event.id;
  await createDomain(t.db, draftId, { domain: DOMAIN });

  cookies.owner = await withSelection(s, await sessionCookie(s, "owner@draft.test", "owner-secret-1"), draftId);
  cookies.admin = await withSelection(s, await sessionCookie(s, "admin@draft.test", "admin-secret-1"), draftId);
  cookies.other = await withSelection(s, await sessionCookie(s, "other@draft.test", "other-secret-1"), otherId);

  server = await startTestServer(s);
  port = server.port;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await s?.contentVersions.stop();
  await t?.drop();
});

describe("a draft site, for its visitors", () => {
  it("shows 'Bientôt en ligne' on every public page, on ?site= and on its domain, noindex and never stored", async () => {
    for (const { url, headers } of everyPage()) {
      const what = `${headers.host ?? "platform"} ${url}`;
      expectComingSoon(await get(url, headers), what);
      // Asked again: still rendered for this request, never served from the page cache.
      expectComingSoon(await get(url, headers), `${what} (again)`);
    }
  });

  it("gives its forms no token", async () => {
    const answer = await get(onPlatform("/merchant/form-token?form=contact"));
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain("token");
  });

  it("keeps the not-found page for an unknown path", async () => {
    const answer = await get("/merchant/nulle-part", { host: DOMAIN });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain("Bientôt en ligne");
  });

  it("gives an empty sitemap, and a robots.txt that names none", async () => {
    const sitemap = await get("/sitemap.xml", { host: DOMAIN });
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain("<urlset");
    expect(sitemap.body).not.toContain("<url>");
    expect(sitemap.headers["cache-control"]).toBe("no-store");
    const robots = await get("/robots.txt", { host: DOMAIN });
    expect(robots.body).not.toMatch(/Sitemap:/);
    expect(robots.body).toContain("Disallow: /admin");
  });

  it("refuses the contact, quote and RSVP posts: nothing is stored", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const contactToken = issueFormToken(s.config.authSecret, "contact", draftId, Date.now() - 10_000);
    const contact = new URLSearchParams({
      formToken: contactToken,
      firstName: "Jeanne",
      name: "Martin",
      email: "jeanne@example.fr",
      subject: "Plateau",
      message: "Bonjour",
    });
    const quoteToken = issueFormToken(s.config.authSecret, "quote", draftId, Date.now() - 10_000);
    const quote = new URLSearchParams({
      formToken: quoteToken,
      firstName: "Camille",
      lastName: "Durand",
      company: "",
      email: "camille@example.fr",
      phone: "06 12 34 56 78",
      service: "Buffets",
      date: "2027-06-12",
      guests: "40",
      budget: "",
      details: "Un plateau de fromages pour quarante personnes.",
    });
    for (const headers of [{}, { host: DOMAIN }] as Record<string, string>[]) {
      const base = headers.host ? "" : `?site=${draftId}`;
      const sent = [
        await get(`/merchant/contact${base}`, { ...headers, ...form }, "POST", contact.toString()),
        await get(`/merchant/services${base}`, { ...headers, ...form }, "POST", quote.toString()),
        await get(`/merchant/events/${eventId}/rsvp${base}`, { ...headers, ...form }, "POST", new URLSearchParams({ returnTo: "/merchant" }).toString()),
      ];
      for (const answer of sent) {
        expect(answer.status).toBe(200);
        expect(answer.body).toContain("Bientôt en ligne");
        expect(answer.body, "drawn with the sites' stylesheet").toMatch(/href="\/assets\/site-[\w-]+\.css"/);
        expect(answer.headers["set-cookie"]).toBeUndefined();
      }
    }
    for (const table of [contactMessages, quoteRequests, eventRsvps]) {
      const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.siteId, draftId));
      expect(row.n).toBe(0);
    }
  });
});

describe("a draft site, for its owner and admins", () => {
  it("shows the real pages under the preview banner, private, no-store and noindex", async () => {
    for (const cookie of [cookies.owner, cookies.admin]) {
      for (const p of PAGES) {
        const answer = await get(onPlatform(p), { cookie });
        expect(answer.status, p).toBe(200);
        expect(answer.body, p).toContain("Aperçu — ce site n'est pas encore publié");
        expect(answer.body, p).toContain('href="http://localhost:3000/admin/dashboard"');
        expect(answer.body, p).not.toContain("Bientôt en ligne");
        expect(answer.headers["cache-control"], p).toBe("private, no-store");
        expect(answer.headers["x-robots-tag"], p).toBe("noindex");
        expect(answer.body, p).toMatch(/<meta name="robots" content="noindex"/);
      }
      expect((await get(onPlatform("/"), { cookie })).body).toContain(MARKER);
    }
  });

  it("shows another owner only 'Bientôt en ligne'", async () => {
    expectComingSoon(await get(onPlatform("/"), { cookie: cookies.other }), "another owner");
  });

  it("refuses to publish while the owner's address is unconfirmed", async () => {
    const answer = await publication("publish", cookies.owner);
    expect(answer.status).toBe(403);
    expect(answer.data.ok).toBe(false);
    expect(answer.data.toast?.description).toBe("Confirmez d'abord votre adresse e-mail pour publier votre site.");
    expect(await publishedAt()).toBeNull();
  });

  it("sends the owner a new confirmation link from the dashboard, three times an hour at most", async () => {
    const resend = (cookie: string) =>
      callRoute(dashboardRoute.action, s, postRequest("/admin/dashboard", { intent: "resend-confirmation", siteId: draftId }, cookie)).then((r) =>
        unwrap<{ ok: boolean; toast?: { description?: string } }>(r),
      );
    const sentTo = async () =>
      (await t.db.select({ to: mailOutbox.toAddresses }).from(mailOutbox).where(eq(mailOutbox.kind, "email_confirm"))).filter((m) =>
        m.to.includes("owner@draft.test"),
      ).length;
    const before = await sentTo();
    // The owner, then an admin helping them: the link goes to the owner's address both times.
    const first = await resend(cookies.owner);
    expect(first.status).toBe(200);
    expect(first.data.toast?.description).toBe("Un nouvel e-mail de confirmation a été envoyé à owner@draft.test.");
    expect((await resend(cookies.admin)).status).toBe(200);
    expect(await sentTo()).toBe(before + 2);
    expect((await resend(cookies.owner)).status).toBe(200);
    const limited = await resend(cookies.owner);
    expect(limited.status).toBe(429);
    expect(limited.data.toast?.description).toMatch(/^Vous avez demandé plusieurs e-mails de confirmation/);
    expect(await sentTo()).toBe(before + 3);
    // Another owner's session cannot send it for this site (its form names another site: 409).
    expect((await resend(cookies.other)).status).toBe(409);
    expect(await sentTo()).toBe(before + 3);
  });

  it("refuses another owner, whatever site id the form names", async () => {
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, "other@draft.test"));
    const publishedBefore = await publishedAt(otherId);
    const answer = await publication("publish", cookies.other, draftId);
    expect(answer.status).toBe(409);
    expect(await publishedAt()).toBeNull();
    // Nor can the other owner select the draft: its session falls back to its own site.
    const forged = await withSelection(s, await sessionCookie(s, "other@draft.test", "other-secret-1"), draftId);
    expect((await publication("unpublish", forged, draftId)).status).toBe(409);
    expect(await publishedAt(otherId)).toEqual(publishedBefore);
  });
});

describe("publishing", () => {
  it("shows the site at once, through the page cache, and unpublishing hides it again", async () => {
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, ownerUserId));
    const published = await publication("publish", cookies.owner);
    expect(published.status).toBe(200);
    expect(published.data.ok).toBe(true);
    expect(await publishedAt()).not.toBeNull();

    // Public at once: the content version moved, so no stored page of the draft can answer.
    for (const { url, headers } of everyPage()) {
      await expect.poll(async () => (await get(url, headers)).body.includes("Bientôt en ligne"), { timeout: 2000 }).toBe(false);
      const answer = await get(url, headers);
      expect(answer.status, url).toBe(200);
      expect(answer.headers["x-robots-tag"], url).toBeUndefined();
      expect(answer.body, url).not.toContain('content="noindex"');
      expect(answer.body, url).not.toContain("Aperçu — ce site");
    }
    // Now stored and served from the cache like any published page.
    expect((await get(onPlatform("/"))).headers["x-cache"]).toBe("HIT");
    expect((await get(onPlatform("/"))).body).toContain(MARKER);
    const sitemap = await get("/sitemap.xml", { host: DOMAIN });
    expect(sitemap.body).toMatch(new RegExp(`<loc>https?://${DOMAIN.replace(/\./g, "\\.")}(:\\d+)?/</loc>`));
    expect((await get("/robots.txt", { host: DOMAIN })).body).toMatch(/Sitemap: https?:\/\/fromagerie-brouillon\.test(:\d+)?\/sitemap\.xml/);

    const unpublished = await publication("unpublish", cookies.owner);
    expect(unpublished.data.ok).toBe(true);
    expect(await publishedAt()).toBeNull();
    for (const { url, headers } of everyPage()) {
      await expect.poll(async () => (await get(url, headers)).body.includes("Bientôt en ligne"), { timeout: 2000 }).toBe(true);
      expectComingSoon(await get(url, headers), `${url} after unpublishing`);
    }
    expect((await get("/sitemap.xml", { host: DOMAIN })).body).not.toContain("<url>");
  });
});

describe("a published site", () => {
  it("never looks at the session: visitors and the signed-in alike pay nothing for drafts", async () => {
    const getSession = s.auth.api.getSession.bind(s.auth.api);
    let lookups = 0;
    s.auth.api.getSession = ((...args: Parameters<typeof getSession>) => {
      lookups++;
      return getSession(...args);
    }) as typeof s.auth.api.getSession;
    try {
      for (const p of PAGES) {
        const answer = await get(onPlatform(p, otherId));
        expect(answer.status, p).toBe(200);
        expect(answer.headers["x-robots-tag"], p).toBeUndefined();
        const signedIn = await get(onPlatform(p, otherId), { cookie: cookies.other });
        expect(signedIn.body, p).not.toContain("Aperçu — ce site");
      }
      expect(lookups).toBe(0);
    } finally {
      s.auth.api.getSession = getSession as typeof s.auth.api.getSession;
    }
  });
});
