/**
 * Cross-origin posts (issue 11, finding 7), attacked over HTTP against the production build: every
 * route of the route table that has an action is posted to from another site's page, as a signed-in
 * administrator whose browser would carry its cookies, with a body that would change something.
 * Each answer is the middleware's 403, and no table (and no stored file) changed. A new route
 * with an action is covered without touching this file. Then: what still passes (the page's own
 * origin, a merchant's domain, PUBLIC_URL behind a proxy, requests that are not from a browser),
 * and forwarded headers from a peer that is not a trusted proxy.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import routes from "~/routes";
import type { AppServices } from "~/context";
import { homeEvents, session } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { FOREIGN_ORIGIN_MESSAGE } from "../../../server/same-origin";
import { withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { cookiesOf, createLoggedServices, formBody, startTestServer, type Answer, type TestServer } from "../../support/http-server";
import { createDomain, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let server: TestServer;
/** The same database behind a server that believes 127.0.0.1's forwarded headers. */
let proxied: TestServer;
let siteId: string;
let eventId: string;

const ADMIN = { email: "admin@origin.test", password: "admin-secret-1" };
const EVIL = "https://evil.example";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

function flatten(entries: RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const here = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path: here, file: entry.file }, ...flatten(entry.children ?? [], here)];
  });
}

/** Every route file with an action, once, with a path to post to (parameters filled in). */
async function routesWithAnAction(): Promise<{ path: string; file: string }[]> {
  // A module declared several times (the storefront's pages under each language's prefix): its first, French, path.
  const byFile = new Map<string, { path: string; file: string }>();
  for (const route of flatten(routes as RouteEntry[])) if (!byFile.has(route.file)) byFile.set(route.file, route);
  const unique = [...byFile.values()];
  const out: { path: string; file: string }[] = [];
  for (const route of unique) {
    const mod = (await import(/* @vite-ignore */ `../../../app/${route.file}`)) as { action?: unknown };
    if (typeof mod.action !== "function") continue;
    out.push({ file: route.file, path: `/${route.path.replace(/:eventId/g, eventId).replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000")}` });
  }
  return out;
}

/** A body that would change something on most routes, were the request let in. */
function bodyFor(file: string): Record<string, string> {
  const common = { name: "Site pirate", ownerId: "no-owner", siteId, redirectTo: "/admin/dashboard", ...ADMIN };
  if (file.endsWith("account.tsx")) return { intent: "email", email: "pirate@evil.example", currentPassword: ADMIN.password };
  if (file.endsWith("domains.tsx")) return { intent: "create", domain: "pirate.example", siteId };
  return common;
}

/** Every table's content (rate limit counters aside), as one comparable value. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const rows = await t.db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(table_name)} x`,
    );
    out[table_name] = rows.rows[0]?.digest ?? "";
  }
  return out;
}

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(services.config.dataDir, "media"), { recursive: true }).map(String).sort();
  } catch {
    return [];
  }
}

function post(target: TestServer, pathAndQuery: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  const form = formBody(fields);
  return target.request("POST", pathAndQuery, { headers: { ...form.headers, ...headers }, body: form.body });
}

async function signedIn(): Promise<string> {
  const answer = await post(server, "/admin/login", ADMIN);
  expect(answer.status).toBe(302);
  return withSelection(services, cookiesOf(answer), siteId);
}

const sessions = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(session))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestDatabase();
  ({ services } = createLoggedServices(t.db, { PUBLIC_URL: "https://app.vitrine.test" }));
  await upsertUserWithPassword(services.auth, t.db, { ...ADMIN, role: "admin" });
  siteId = (await createSite(t.db, { name: "Boutique" })).id;
  await createDomain(t.db, siteId, { domain: "boutique.test" });
  [{ id: eventId }] = await t.db
    .insert(homeEvents)
    .values({ siteId, title: "Marché", date: "Samedi", description: "Place", orderIndex: 0 })
    .returning({ id: homeEvents.id });
  server = await startTestServer(services);
  const trusting = createLoggedServices(t.db, { PUBLIC_URL: "https://app.vitrine.test", TRUSTED_PROXIES: "127.0.0.1" });
  proxied = await startTestServer(trusting.services);
}, 60_000);

afterAll(async () => {
  await Promise.all([server?.close(), proxied?.close()]);
  await t?.drop();
});

describe("a POST from another site's page", () => {
  it("is refused with 403 on every route that has an action, and changes nothing", async () => {
    const targets = await routesWithAnAction();
    // The route table as it is today: a route lost from the list would be a route left unchecked.
    expect(targets.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/admin/logout", "/admin/upload", "/admin/select-site", "/admin/login", "/merchant/contact"]),
    );
    expect(targets.length).toBeGreaterThanOrEqual(20);

    const cookie = await signedIn();
    const before = await snapshot();
    const files = storedFiles();
    for (const { path: target, file } of targets) {
      const attempts: Record<string, string>[] = [
        { origin: EVIL },
        { origin: EVIL, "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "cross-site" },
        { origin: "null" },
      ];
      for (const headers of attempts) {
        const answer = await post(server, target, bodyFor(file), { ...headers, cookie });
        expect({ target, headers, status: answer.status, body: answer.body }).toEqual({ target, headers, status: 403, body: FOREIGN_ORIGIN_MESSAGE });
      }
    }
    // A merchant's own domain is another origin for the platform's pages, and the reverse.
    const fromMerchant = await post(server, "/admin/logout", {}, { origin: "http://boutique.test", cookie });
    expect(fromMerchant.status).toBe(403);
    const sameSite = await post(server, "/admin/logout", {}, { "sec-fetch-site": "same-site", cookie });
    expect(sameSite.status).toBe(403);

    expect(await snapshot()).toEqual(before);
    expect(storedFiles()).toEqual(files);
    // Still signed in: the sign-out from the foreign page did not happen.
    const dashboard = await server.request("GET", "/admin/dashboard", { headers: { cookie } });
    expect(dashboard.status).toBe(200);
  });

  it("is refused even when a peer that is not a trusted proxy claims the foreign host in X-Forwarded-Host", async () => {
    const cookie = await signedIn();
    const before = await sessions();
    const answer = await post(server, "/admin/logout", {}, { origin: EVIL, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", cookie });
    expect(answer.status).toBe(403);
    expect(await sessions()).toBe(before);
  });
});

describe("what still passes", () => {
  it("a POST from the page's own origin: signing in and out, on the platform's host", async () => {
    const login = await post(server, "/admin/login", ADMIN, { origin: server.origin, "sec-fetch-site": "same-origin" });
    expect(login.status).toBe(302);
    const cookie = cookiesOf(login);
    const before = await sessions();
    const logout = await post(server, "/admin/logout", {}, { origin: server.origin, "sec-fetch-site": "same-origin", cookie });
    expect(logout.status).toBe(302);
    expect(await sessions()).toBe(before - 1);
  });

  it("a merchant's form posted from the merchant's own domain", async () => {
    const answer = await post(server, "/merchant/contact", { firstName: "Jean" }, { host: "boutique.test", origin: "http://boutique.test" });
    expect(answer.status).not.toBe(403);
    expect(answer.body).not.toContain(FOREIGN_ORIGIN_MESSAGE);
  });

  it("PUBLIC_URL's origin, when a proxy hands the server another Host", async () => {
    const login = await post(server, "/admin/login", ADMIN);
    const before = await sessions();
    // A resource route: React Router's own check of page actions (which compares the whole origin
    // with the request's URL) does not run there, so this is the middleware's answer alone.
    const answer = await post(server, "/admin/logout", {}, { origin: "https://app.vitrine.test", cookie: cookiesOf(login) });
    expect(answer.status).toBe(302);
    expect(await sessions()).toBe(before - 1);
  });

  it("a request with neither Origin nor Sec-Fetch-Site (curl, a script, a very old browser): it carries no one else's cookies", async () => {
    const answer = await post(server, "/admin/login", ADMIN);
    expect(answer.status).toBe(302);
  });
});

describe("X-Forwarded-Host and X-Forwarded-Proto (finding 3)", () => {
  it("are the request's host and scheme when a trusted proxy (TRUSTED_PROXIES) sends them", async () => {
    // nginx with `proxy_pass http://127.0.0.1:…` and the X-Forwarded-* of the client's request.
    const viaProxy = {
      host: "127.0.0.1",
      "x-forwarded-host": "vitrine.example",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "192.0.2.7",
      origin: "https://vitrine.example",
    };
    expect((await post(proxied, "/admin/login", ADMIN, viaProxy)).status).toBe(302);
    const keepsHost = { host: "vitrine.example", "x-forwarded-proto": "https", "x-forwarded-for": "192.0.2.7", origin: "https://vitrine.example" };
    expect((await post(proxied, "/admin/login", ADMIN, keepsHost)).status).toBe(302);
  });

  it("are not believed from any other peer", async () => {
    const before = await sessions();
    // The claimed host is not the request's: the middleware refuses the foreign origin.
    const forgedHost = { host: "127.0.0.1", "x-forwarded-host": "vitrine.example", "x-forwarded-proto": "https", origin: "https://vitrine.example" };
    const refused = await post(server, "/admin/login", ADMIN, forgedHost);
    expect(refused.status).toBe(403);
    expect(refused.body).toBe(FOREIGN_ORIGIN_MESSAGE);
    // The claimed scheme is not the request's: React Router's check of the whole origin refuses it.
    const forgedScheme = { host: "vitrine.example", "x-forwarded-proto": "https", origin: "https://vitrine.example" };
    expect((await post(server, "/admin/login", ADMIN, forgedScheme)).status).toBe(400);
    expect(await sessions()).toBe(before);
  });
});
