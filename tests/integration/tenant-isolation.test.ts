/**
 * Tenant isolation, tried as an outsider would (issue 5): every back-office route of the route
 * table is called as an anonymous visitor, a signed-out (revoked) session, a `user` on admin-only
 * screens, and the owner of another site — who also swaps the first site's row ids into form
 * bodies. Each is refused (redirect to login or dashboard, 4xx) or sees only their own site, and
 * the database is byte-for-byte unchanged. A back-office route without a case fails the suite.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import routes from "~/routes";
import { contactMessages, domainMappings, quoteRequests, sites } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { AppServices } from "~/context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { createTestServices, requestContext } from "../support/services";
import { ORIGIN, sessionCookie, withSelection } from "../support/admin-route-calls";

type Guard = "public" | "session" | "site" | "admin";
type Ids = { siteA: string; messageA: string; quoteA: string; domainA: string };
type Body = (ids: Ids) => Record<string, string>;
type Case = {
  guard: Guard;
  /** Why a public route needs no session (shown in the failure message when missing). */
  why?: string;
  loader?: boolean;
  /** Form bodies; for site-scoped routes they carry the first site's row ids. */
  actions?: Record<string, Body>;
};

/** One entry per back-office route file. A new route without an entry fails the first test. */
const CASES: Record<string, Case> = {
  "routes/admin/login.tsx": { guard: "public", why: "the sign-in page itself" },
  "routes/admin/logout.tsx": { guard: "public", why: "signing out needs nothing and changes only the caller's session" },
  "routes/admin/confirm-email.tsx": { guard: "public", why: "the e-mailed token is the credential" },
  "routes/admin/layout.tsx": { guard: "session", loader: true },
  "routes/admin/dashboard.tsx": { guard: "session", loader: true },
  "routes/admin/account.tsx": {
    guard: "session",
    loader: true,
    actions: {
      email: () => ({ intent: "email", email: "pirate@example.fr" }),
      password: () => ({ intent: "password", currentPassword: "owner-a-secret", newPassword: "pirate-123", confirmPassword: "pirate-123" }),
    },
  },
  "routes/admin/sites.tsx": { guard: "admin", loader: true, actions: { create: () => ({ name: "Site pirate", ownerId: "no-owner" }) } },
  "routes/admin/domains.tsx": {
    guard: "admin",
    loader: true,
    actions: {
      create: (ids) => ({ intent: "create", domain: "pirate.fr", siteId: ids.siteA }),
      update: (ids) => ({ intent: "update", mappingId: ids.domainA, domain: "pirate.fr", siteId: ids.siteA }),
      toggle: (ids) => ({ intent: "toggle", mappingId: ids.domainA, isActive: "false" }),
      delete: (ids) => ({ intent: "delete", mappingId: ids.domainA }),
    },
  },
  "routes/admin/select-site.tsx": { guard: "site", actions: { select: (ids) => ({ siteId: ids.siteA, redirectTo: "/admin/dashboard" }) } },
  "routes/admin/quotes.tsx": {
    guard: "site",
    loader: true,
    actions: {
      "set-viewed": (ids) => ({ intent: "set-viewed", id: ids.quoteA, viewed: "true" }),
      "set-status": (ids) => ({ intent: "set-status", id: ids.quoteA, status: "completed" }),
    },
  },
  "routes/admin/messages.tsx": {
    guard: "site",
    loader: true,
    actions: {
      "set-viewed": (ids) => ({ intent: "set-viewed", id: ids.messageA, viewed: "true" }),
      delete: (ids) => ({ intent: "delete", id: ids.messageA }),
    },
  },
  "routes/admin/unread-counts.ts": { guard: "site", loader: true },
  "routes/admin/upload.ts": { guard: "site", actions: { upload: () => ({ bucket: "about-images" }) } },
};

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

function flatten(entries: RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const backOfficeRoutes = [
  ...new Map(
    flatten(routes as RouteEntry[])
      .filter((r) => r.path === "admin" || r.path.startsWith("admin/"))
      .map((r) => [r.file, r] as const),
  ).values(),
];

type RouteModule = { loader?: RouteFn; action?: RouteFn };
type RouteFn = (args: { request: Request; context: ReturnType<typeof requestContext>; params: Record<string, string> }) => Promise<unknown>;

let t: TestDatabase;
let services: AppServices;
let ids: Ids;
let markers: string[];
const cookies: Record<"anonymous" | "revoked" | "userOnAdmin" | "otherOwner", string> = { anonymous: "", revoked: "", userOnAdmin: "", otherOwner: "" };

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  const ownerA = await upsertUserWithPassword(services.auth, t.db, { email: "owner-a@test.fr", password: "owner-a-secret", role: "user" });
  const ownerB = await upsertUserWithPassword(services.auth, t.db, { email: "owner-b@test.fr", password: "owner-b-secret", role: "user" });
  const [siteA] = await t.db.insert(sites).values({ name: "Site Secret A", ownerId: ownerA.id, merchantEmail1: "a@secret-a.fr" }).returning({ id: sites.id });
  const [siteB] = await t.db.insert(sites).values({ name: "Site B", ownerId: ownerB.id }).returning({ id: sites.id });
  const [message] = await t.db
    .insert(contactMessages)
    .values({ siteId: siteA.id, firstName: "Alice", name: "Secrète", email: "alice@secret-a.fr", subject: "SECRET-A-MESSAGE", message: "Confidentiel" })
    .returning({ id: contactMessages.id });
  const [quote] = await t.db
    .insert(quoteRequests)
    .values({
      siteId: siteA.id,
      customerFirstName: "Bob",
      customerLastName: "Secret",
      customerEmail: "bob@secret-a.fr",
      serviceType: "Buffets",
      message: "SECRET-A-QUOTE détails",
    })
    .returning({ id: quoteRequests.id });
  const [domain] = await t.db.insert(domainMappings).values({ domain: "secret-a.fr", siteId: siteA.id }).returning({ id: domainMappings.id });
  ids = { siteA: siteA.id, messageA: message.id, quoteA: quote.id, domainA: domain.id };
  markers = [siteA.id, message.id, quote.id, domain.id, "SECRET-A-MESSAGE", "SECRET-A-QUOTE", "Site Secret A", "secret-a.fr"];
  void siteB;

  // A session that was signed out: its cookie must open nothing any more.
  const revoked = await sessionCookie(services, "owner-a@test.fr", "owner-a-secret");
  await services.auth.api.signOut({ headers: new Headers({ cookie: revoked }) });
  cookies.revoked = await withSelection(services, revoked, siteA.id);
  // A plain user on admin-only screens (owner of site A, with site A selected).
  cookies.userOnAdmin = await withSelection(services, await sessionCookie(services, "owner-a@test.fr", "owner-a-secret"), siteA.id);
  // The owner of site B, with a forged selection of site A.
  cookies.otherOwner = await withSelection(services, await sessionCookie(services, "owner-b@test.fr", "owner-b-secret"), siteA.id);
});

afterAll(async () => {
  await t?.drop();
});

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

function request(path: string, cookie: string, body?: Record<string, string>): Request {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (!body) return new Request(`${ORIGIN}/${path}`, { headers });
  if (path === "admin/upload") {
    const form = new FormData();
    form.set("file", new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "x.jpg", { type: "image/jpeg" }));
    return new Request(`${ORIGIN}/${path}?bucket=${body.bucket}`, { method: "POST", body: form, headers });
  }
  return new Request(`${ORIGIN}/${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
  });
}

type Outcome = { status: number; location: string | null; payload: unknown };

/** What a loader or action answered or threw, whatever the form (Response, data(), plain value). */
async function call(fn: RouteFn, req: Request): Promise<Outcome> {
  const context = requestContext(services, { clientAddress: "203.0.113.77" });
  let answer: unknown;
  try {
    answer = await fn({ request: req, context, params: {} });
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) {
    const text = await answer.text().catch(() => "");
    return { status: answer.status, location: answer.headers.get("Location"), payload: text };
  }
  if (answer && typeof answer === "object" && "type" in answer && (answer as { type: unknown }).type === "DataWithResponseInit") {
    const d = answer as unknown as { data: unknown; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, location: null, payload: d.data };
  }
  if (answer instanceof Error) throw answer;
  return { status: 200, location: null, payload: answer };
}

function isRefusal(o: Outcome, allowedRedirects: string[]): boolean {
  if (o.status >= 400 && o.status < 500) return true;
  if (o.status >= 300 && o.status < 400) return allowedRedirects.some((target) => o.location?.startsWith(target));
  return false;
}

/** The other site's markers found in an answer, except what the caller sent itself (an echoed id). */
function leaks(o: Outcome, sent: Record<string, string> = {}): string[] {
  const text = typeof o.payload === "string" ? o.payload : JSON.stringify(o.payload ?? null);
  const echoed = new Set(Object.values(sent));
  return markers.filter((m) => !echoed.has(m) && text.includes(m));
}

async function load(file: string): Promise<RouteModule> {
  return (await import(`../../app/${file}`)) as RouteModule;
}

describe("the route table", () => {
  it("has an isolation case for every back-office route", () => {
    const missing = backOfficeRoutes.filter((r) => !CASES[r.file]).map((r) => `/${r.path} (${r.file})`);
    expect(missing, "add these routes to CASES in tests/integration/tenant-isolation.test.ts").toEqual([]);
    expect(backOfficeRoutes.length).toBeGreaterThan(10);
  });

  it("has no stale case", () => {
    const files = new Set(backOfficeRoutes.map((r) => r.file));
    expect(Object.keys(CASES).filter((file) => !files.has(file))).toEqual([]);
  });
});

describe.each(backOfficeRoutes.filter((r) => CASES[r.file] && CASES[r.file].guard !== "public"))("/$path", ({ path, file }) => {
  const c = () => CASES[file];

  for (const actor of ["anonymous", "revoked"] as const) {
    it(`refuses the ${actor === "anonymous" ? "anonymous visitor" : "signed-out session"} and changes nothing`, async () => {
      const mod = await load(file);
      const before = await snapshot();
      if (c().loader && mod.loader) {
        const o = await call(mod.loader, request(path, cookies[actor]));
        expect(isRefusal(o, ["/admin/login"]), `loader answered ${o.status} ${o.location ?? ""}`).toBe(true);
        expect(leaks(o)).toEqual([]);
      }
      for (const [name, body] of Object.entries(c().actions ?? {})) {
        expect(mod.action, `${file} has no action`).toBeTypeOf("function");
        const o = await call(mod.action!, request(path, cookies[actor], body(ids)));
        expect(isRefusal(o, ["/admin/login"]), `action ${name} answered ${o.status} ${o.location ?? ""}`).toBe(true);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  if (c().guard === "admin") {
    it("sends a user away from an admin-only screen and changes nothing", async () => {
      const mod = await load(file);
      const before = await snapshot();
      if (c().loader && mod.loader) {
        const o = await call(mod.loader, request(path, cookies.userOnAdmin));
        expect(isRefusal(o, ["/admin/dashboard"]), `loader answered ${o.status} ${o.location ?? ""}`).toBe(true);
      }
      for (const [name, body] of Object.entries(c().actions ?? {})) {
        const o = await call(mod.action!, request(path, cookies.userOnAdmin, body(ids)));
        expect(isRefusal(o, ["/admin/dashboard"]), `action ${name} answered ${o.status} ${o.location ?? ""}`).toBe(true);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  if (c().guard === "site" || c().guard === "session") {
    it("never shows or changes another site's rows to its owner, even with a forged selection or swapped ids", async () => {
      const mod = await load(file);
      const before = await snapshot();
      if (c().loader && mod.loader) {
        const o = await call(mod.loader, request(path, cookies.otherOwner));
        expect(leaks(o), `loader of ${file} shows another site's data`).toEqual([]);
      }
      if (c().guard === "site") {
        for (const [name, body] of Object.entries(c().actions ?? {})) {
          if (name === "upload") continue; // uploads touch no site's rows (covered by the media tests)
          const sent = body(ids);
          const o = await call(mod.action!, request(path, cookies.otherOwner, sent));
          expect(isRefusal(o, []), `action ${name} with the other site's ids answered ${o.status} ${o.location ?? ""}`).toBe(true);
          expect(leaks(o, sent)).toEqual([]);
        }
      }
      expect(await snapshot()).toEqual(before);
    });
  }
});
