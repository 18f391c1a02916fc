/**
 * Issue 15, part B: owners request their own site's domains on /admin/domains.
 *   - an owner's list holds only their current site's mappings; an admin's holds every one;
 *   - an owner's request inserts the bare and www. names INACTIVE, unproven, requested by them;
 *     an unproven mapping cannot be switched on (by anyone) until an admin approves it (or the TXT
 *     proof of part A);
 *   - every owner intent with another site's mapping ids, or a forged siteId, changes nothing;
 *   - a name verified for another site is refused; an unproven request holds a name 7 days only;
 *   - the 'Adresse principale' is exclusive within a pair; an admin's move keeps the pair together;
 *   - over real HTTP (production build, page cache on): the other name answers a 301 to the
 *     canonical one with path and query, and the canonical link and sitemap.xml use the chosen name.
 */
import { existsSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { domainMappings } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { action, loader } from "~/routes/admin/domains";
import { createHttpApp, createRequestListener } from "../../../server/http-app";
import { freePort } from "../../../server/free-port";
import { callRoute, getRequest, postRequest, refusal, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { createSite } from "../../support/factories";

const BUILD = path.resolve("build/server/index.js");

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let ownerAId: string;
let adminCookie: string;
let ownerA: string;
let ownerB: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  const a = await upsertUserWithPassword(services.auth, t.db, { email: "owner-a@test.fr", password: "owner-a-secret", role: "user" });
  const b = await upsertUserWithPassword(services.auth, t.db, { email: "owner-b@test.fr", password: "owner-b-secret", role: "user" });
  ownerAId = a.id;
  siteA = (await createSite(t.db, { name: "Boutique A", ownerId: a.id })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B", ownerId: b.id })).id;
  adminCookie = await withSelection(services, await sessionCookie(services, "admin@test.fr", "admin-secret"), siteA);
  ownerA = await withSelection(services, await sessionCookie(services, "owner-a@test.fr", "owner-a-secret"), siteA);
  ownerB = await withSelection(services, await sessionCookie(services, "owner-b@test.fr", "owner-b-secret"), siteB);
});

afterAll(async () => {
  await t?.drop();
});

async function post(fields: Record<string, string>, cookie: string) {
  return unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/domains", fields, cookie)));
}

async function rowsOf(...domains: string[]) {
  return t.db.select().from(domainMappings).where(inArray(domainMappings.domain, domains)).orderBy(asc(domainMappings.domain));
}

async function idOf(domain: string): Promise<string> {
  const [row] = await rowsOf(domain);
  if (!row) throw new Error(`no mapping ${domain}`);
  return row.id;
}

/** The whole domain_mappings table, as one comparable value. */
async function snapshot(): Promise<string> {
  const rows = await t.db.execute<{ digest: string }>(
    sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from domain_mappings x`,
  );
  return rows.rows[0]?.digest ?? "";
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

const canonicalLink = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;

describe("an owner's request", () => {
  it("inserts the bare and www. names for the session's site, inactive, unproven, requested by the owner, bare canonical", async () => {
    // An admin's mapping of site B exists: the owner of A must never see it.
    expect((await post({ intent: "create", domain: "fromagerie-b.fr", siteId: siteB }, adminCookie)).data).toMatchObject({ ok: true });
    // The form's siteId is the stale-form check (ADR 013), not where the mapping goes.
    const { status, data } = await post({ intent: "create", domain: " https://WWW.Boutique-A.fr/accueil ", siteId: siteA }, ownerA);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      ok: true,
      toast: { title: "Succès", description: "Domaine ajouté\u00a0: suivez les étapes affichées pour le relier à votre site" },
    });
    const rows = await rowsOf("boutique-a.fr", "www.boutique-a.fr");
    expect(rows.map((r) => [r.domain, r.siteId, r.isActive, r.verifiedAt, r.verifiedBy, r.requestedBy, r.isCanonical])).toEqual([
      ["boutique-a.fr", siteA, false, null, null, ownerAId, true],
      ["www.boutique-a.fr", siteA, false, null, null, ownerAId, false],
    ]);
    expect(rows[0]!.verificationToken).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0]!.verificationToken).not.toBe(rows[1]!.verificationToken);
    // Not on the public site while unproven.
    expect(await services.domains.lookup("boutique-a.fr")).toBeNull();
  });

  it("lists only the owner's site's mappings, with the TXT token; the admin's list holds every site's", async () => {
    const mine = await callRoute<LoaderData>(loader, services, getRequest("/admin/domains", ownerA));
    expect(mine.isAdmin).toBe(false);
    expect(mine.sites).toEqual([]);
    expect(mine.mappings.map((m) => m.domain).sort()).toEqual(["boutique-a.fr", "www.boutique-a.fr"]);
    expect(JSON.stringify(mine)).not.toContain("fromagerie-b");
    const [bare] = await rowsOf("boutique-a.fr");
    expect(mine.mappings.find((m) => m.domain === "boutique-a.fr")).toMatchObject({
      verificationToken: bare!.verificationToken,
      verifiedAt: null,
      isActive: false,
    });

    // A forged selection of another site falls back to the owner's own site.
    const forged = await withSelection(services, await sessionCookie(services, "owner-b@test.fr", "owner-b-secret"), siteA);
    const other = await callRoute<LoaderData>(loader, services, getRequest("/admin/domains", forged));
    expect(other.currentSiteId).toBe(siteB);
    expect(other.mappings.map((m) => m.domain).sort()).toEqual(["fromagerie-b.fr", "www.fromagerie-b.fr"]);

    const all = await callRoute<LoaderData>(loader, services, getRequest("/admin/domains", adminCookie));
    expect(all.isAdmin).toBe(true);
    expect(all.mappings.map((m) => m.domain).sort()).toEqual(["boutique-a.fr", "fromagerie-b.fr", "www.boutique-a.fr", "www.fromagerie-b.fr"]);
  });

  it("cannot switch on an unproven mapping, nor can an admin (approval is the way); nothing changes", async () => {
    const before = await snapshot();
    const id = await idOf("boutique-a.fr");
    for (const cookie of [ownerA, adminCookie]) {
      const { status, data } = await post({ intent: "toggle", mappingId: id, isActive: "true", siteId: siteA }, cookie);
      expect(status).toBe(409);
      expect(data).toMatchObject({
        ok: false,
        toast: { title: "Erreur", description: "Ce domaine n'est pas encore vérifié\u00a0: il ne peut pas être activé" },
      });
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("an owner attacking another site's mappings", () => {
  it("changes nothing with the other site's mapping ids, a forged siteId, or an admin's intent", async () => {
    const before = await snapshot();
    const bId = await idOf("fromagerie-b.fr");
    const wwwB = await idOf("www.fromagerie-b.fr");
    // Their own site's id (the check passes) with B's mapping ids: not found.
    for (const fields of <Record<string, string>[]>[
      { intent: "toggle", mappingId: bId, isActive: "false", siteId: siteA },
      { intent: "delete", mappingId: bId, siteId: siteA },
      { intent: "canonical", mappingId: wwwB, siteId: siteA },
      { intent: "recheck", mappingId: bId, siteId: siteA },
    ]) {
      const { status, data } = await post(fields, ownerA);
      expect(status, fields.intent).toBe(404);
      expect(data.ok).toBe(false);
    }
    // B's site id in the form: a stale or forged form, 409.
    for (const fields of <Record<string, string>[]>[
      { intent: "create", domain: "pirate.fr", siteId: siteB },
      { intent: "toggle", mappingId: bId, isActive: "false", siteId: siteB },
      { intent: "delete", mappingId: bId, siteId: siteB },
      { intent: "canonical", mappingId: wwwB, siteId: siteB },
      { intent: "delete", mappingId: bId },
    ]) {
      expect((await post(fields, ownerA)).status, JSON.stringify(fields)).toBe(409);
    }
    // What only admins do: refused.
    for (const fields of <Record<string, string>[]>[
      { intent: "approve", mappingId: await idOf("boutique-a.fr"), siteId: siteA },
      { intent: "update", mappingId: bId, domain: "fromagerie-b.fr", siteId: siteA },
    ]) {
      expect(await refusal(callRoute(action, services, postRequest("/admin/domains", fields, ownerA)))).toEqual({ status: 400, location: null });
    }
    expect(await snapshot()).toBe(before);
    expect(await services.domains.lookup("fromagerie-b.fr")).toBe(siteB);
    // 'Vérifier maintenant' on B's mapping checked nothing.
    const checks = await t.pool.query<{ checked_at: Date | null }>("SELECT checked_at FROM domain_checks WHERE mapping_id = $1", [bId]);
    expect(checks.rows).toEqual([{ checked_at: null }]);
  });
});

describe("taking a name", () => {
  it("refuses a domain verified for another site, and one already the owner's", async () => {
    const before = await snapshot();
    for (const domain of ["fromagerie-b.fr", "www.fromagerie-b.fr"]) {
      const { status, data } = await post({ intent: "create", domain, siteId: siteA }, ownerA);
      expect(status).toBe(400);
      expect(data).toMatchObject({ ok: false, errors: { domain: "Ce domaine est déjà utilisé par un autre site" }, values: { domain } });
    }
    expect((await post({ intent: "create", domain: "boutique-a.fr", siteId: siteA }, ownerA)).data).toMatchObject({
      errors: { domain: "Ce domaine est déjà associé à un site." },
    });
    expect(await snapshot()).toBe(before);
  });

  it("lets an unproven request hold a name 7 days, then gives it to the next site that asks", async () => {
    const before = await snapshot();
    const fresh = await post({ intent: "create", domain: "boutique-a.fr", siteId: siteB }, ownerB);
    expect(fresh.status).toBe(400);
    expect(fresh.data.errors?.domain).toMatch(
      /^Ce domaine attend la preuve d'un autre site jusqu'au .+\u00a0: réessayez après cette date, ou demandez à un administrateur\.$/,
    );
    expect(await snapshot()).toBe(before);

    // Eight days later, still unproven: B's request takes it, A's stale request is gone.
    await t.db
      .update(domainMappings)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(inArray(domainMappings.domain, ["boutique-a.fr", "www.boutique-a.fr"]));
    const taken = await post({ intent: "create", domain: "boutique-a.fr", siteId: siteB }, ownerB);
    expect(taken.data).toMatchObject({ ok: true });
    expect((await rowsOf("boutique-a.fr", "www.boutique-a.fr")).map((r) => [r.domain, r.siteId, r.isActive, r.verifiedAt])).toEqual([
      ["boutique-a.fr", siteB, false, null],
      ["www.boutique-a.fr", siteB, false, null],
    ]);
  });

  it("holds at most 3 unproven pairs per site at once", async () => {
    const before = await snapshot();
    for (const name of ["un", "deux"])
      expect((await post({ intent: "create", domain: `${name}-b.fr`, siteId: siteB }, ownerB)).data).toMatchObject({ ok: true });
    const fourth = await post({ intent: "create", domain: "quatre-b.fr", siteId: siteB }, ownerB);
    expect(fourth).toMatchObject({
      status: 400,
      data: { ok: false, errors: { domain: "Trop de domaines en attente de vérification\u00a0: prouvez ou supprimez-en un avant d'en ajouter un autre." } },
    });
    expect(await rowsOf("quatre-b.fr", "www.quatre-b.fr")).toEqual([]);
    // Deleting one frees a place.
    await post({ intent: "delete", mappingId: await idOf("un-b.fr"), siteId: siteB }, ownerB);
    await post({ intent: "delete", mappingId: await idOf("www.un-b.fr"), siteId: siteB }, ownerB);
    await post({ intent: "delete", mappingId: await idOf("deux-b.fr"), siteId: siteB }, ownerB);
    await post({ intent: "delete", mappingId: await idOf("www.deux-b.fr"), siteId: siteB }, ownerB);
    expect(await snapshot()).toBe(before);
  });

  it("never releases a proven name, however old", async () => {
    await t.db
      .update(domainMappings)
      .set({ createdAt: sql`now() - interval '400 days'` })
      .where(eq(domainMappings.domain, "fromagerie-b.fr"));
    const before = await snapshot();
    expect((await post({ intent: "create", domain: "fromagerie-b.fr", siteId: siteA }, ownerA)).data.errors).toEqual({
      domain: "Ce domaine est déjà utilisé par un autre site",
    });
    expect(await snapshot()).toBe(before);
  });
});

describe("an admin's approval and move", () => {
  it("approval marks both names verified by 'admin' and active; the public site answers", async () => {
    const { data } = await post({ intent: "approve", mappingId: await idOf("www.boutique-a.fr") }, adminCookie);
    expect(data).toMatchObject({ ok: true, toast: { title: "Succès", description: "Domaine approuvé et activé" } });
    const rows = await rowsOf("boutique-a.fr", "www.boutique-a.fr");
    expect(rows.map((r) => [r.domain, r.isActive, r.verifiedBy, r.verifiedAt !== null])).toEqual([
      ["boutique-a.fr", true, "admin", true],
      ["www.boutique-a.fr", true, "admin", true],
    ]);
    expect(await services.domains.lookup("boutique-a.fr")).toBe(siteB);
    // Now proven: its owner may switch it off and on.
    const off = await post({ intent: "toggle", mappingId: await idOf("boutique-a.fr"), isActive: "false", siteId: siteB }, ownerB);
    expect(off.data).toMatchObject({ ok: true, toast: { description: "Mapping désactivé avec succès" } });
    const on = await post({ intent: "toggle", mappingId: await idOf("boutique-a.fr"), isActive: "true", siteId: siteB }, ownerB);
    expect(on.data).toMatchObject({ ok: true, toast: { description: "Mapping activé avec succès" } });
  });

  it("a move to another site takes the pair along", async () => {
    const moved = await post({ intent: "update", mappingId: await idOf("boutique-a.fr"), domain: "boutique-a.fr", siteId: siteA }, adminCookie);
    expect(moved.data).toMatchObject({ ok: true, toast: { description: "Mapping mis à jour avec succès" } });
    expect((await rowsOf("boutique-a.fr", "www.boutique-a.fr")).map((r) => [r.domain, r.siteId, r.verifiedBy])).toEqual([
      ["boutique-a.fr", siteA, "admin"],
      ["www.boutique-a.fr", siteA, "admin"],
    ]);
    expect(await services.domains.lookup("www.boutique-a.fr")).toBe(siteA);
  });
});

describe("the 'Adresse principale' of a pair", () => {
  it("is exactly one of the two names, switched in one step by the owner", async () => {
    const www = await idOf("www.boutique-a.fr");
    const { data } = await post({ intent: "canonical", mappingId: www, siteId: siteA }, ownerA);
    expect(data).toMatchObject({ ok: true, toast: { title: "Succès", description: "Adresse principale\u00a0: www.boutique-a.fr" } });
    expect((await rowsOf("boutique-a.fr", "www.boutique-a.fr")).map((r) => [r.domain, r.isCanonical])).toEqual([
      ["boutique-a.fr", false],
      ["www.boutique-a.fr", true],
    ]);
    expect(await services.domains.canonicalOf("boutique-a.fr")).toBe("www.boutique-a.fr");
    expect(await services.domains.canonicalOf("www.boutique-a.fr")).toBeNull();

    // Chosen twice, or back and forth: never both, never none. Another site's pair is untouched.
    await post({ intent: "canonical", mappingId: www, siteId: siteA }, adminCookie);
    await post({ intent: "canonical", mappingId: await idOf("boutique-a.fr"), siteId: siteA }, adminCookie);
    await post({ intent: "canonical", mappingId: www, siteId: siteA }, ownerA);
    const counts = await t.db.execute<{ site_id: string; canonical: number }>(
      sql`select site_id, count(*) filter (where is_canonical)::int as canonical from domain_mappings group by site_id, replace(domain, 'www.', '') order by 1`,
    );
    expect(counts.rows.every((row) => row.canonical === 1)).toBe(true);
    expect((await rowsOf("fromagerie-b.fr", "www.fromagerie-b.fr")).map((r) => r.isCanonical)).toEqual([true, false]);
  });
});

describe("over HTTP, the chosen name", () => {
  let server: Server;
  let port: number;
  let http: AppServices;

  type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
  function send(pathAndQuery: string, host: string, method = "GET"): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, method, headers: { host: `${host}:${port}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  beforeAll(async () => {
    if (!existsSync(BUILD)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
    port = await freePort();
    // A `.localhost` pair (canonical on a local platform, seo/canonical.ts) chosen by site B's owner.
    http = createTestServices(t.db, { PUBLIC_URL: `http://localhost:${port}` });
    await http.contentVersions.start();
    // Site B's only pair (with several, the oldest pair's chosen name is the site's canonical one).
    await t.db.delete(domainMappings).where(eq(domainMappings.siteId, siteB));
    await post({ intent: "create", domain: "fromage.localhost", siteId: siteB }, adminCookie);
    await post({ intent: "canonical", mappingId: await idOf("www.fromage.localhost"), siteId: siteB }, ownerB);
    const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
    server = createServer(createRequestListener(http, createHttpApp({ services: http, build })));
    server.listen(port, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
  }, 60_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await http?.contentVersions.stop();
  });

  it("the other name answers a 301 to it, same path and query, on every public path, twice (the page cache never answers it)", async () => {
    for (const p of ["/", "/merchant/about?x=1&utm_source=mail", "/merchant/contact", "/sitemap.xml", "/robots.txt"]) {
      for (const method of ["GET", "GET", "HEAD"]) {
        const answer = await send(p, "fromage.localhost", method);
        expect(answer.status, `${method} ${p}`).toBe(301);
        expect(answer.headers.location).toBe(`http://www.fromage.localhost:${port}${p}`);
      }
    }
    // The chosen name shows the site; the platform host and its ?site= are unchanged.
    expect((await send("/merchant/about?x=1", "www.fromage.localhost")).status).toBe(200);
    expect((await send(`/merchant?site=${siteB}`, "localhost")).status).toBe(200);
  });

  it("the canonical link and sitemap.xml name it", async () => {
    const home = await send("/", "www.fromage.localhost");
    expect(canonicalLink(home.body)).toBe(`http://www.fromage.localhost:${port}/`);
    const sitemap = await send("/sitemap.xml", "www.fromage.localhost");
    expect(sitemap.body).toContain(`<loc>http://www.fromage.localhost:${port}/</loc>`);
    expect(sitemap.body).not.toContain(`<loc>http://fromage.localhost`);
    expect((await send("/robots.txt", "www.fromage.localhost")).body).toContain(`Sitemap: http://www.fromage.localhost:${port}/sitemap.xml`);
    // Chosen back: the bare name again, at once (the cache was dropped by the action here).
    await post({ intent: "canonical", mappingId: await idOf("fromage.localhost"), siteId: siteB }, ownerB);
    await expect.poll(async () => (await send("/", "www.fromage.localhost")).headers.location).toBe(`http://fromage.localhost:${port}/`);
    const bare = await send("/", "fromage.localhost");
    expect(canonicalLink(bare.body)).toBe(`http://fromage.localhost:${port}/`);
  });
});
