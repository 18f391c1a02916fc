/**
 * Issue 24, ADR 033: every site answers at `<slug>.<SITES_DOMAIN>` (here `localhost`, PUBLIC_URL's
 * host), through the spec's own site selection — an active, proven domain mapping.
 *   - the migration's backfill gives existing sites their name's slug (accents folded, collisions
 *     numbered, reserved and unusable names replaced);
 *   - the address serves the draft page, then the site once published; /tls/ask says yes for it;
 *   - once a custom domain is proven, it is the main address: the platform address answers a 301
 *     to it, and canonical links and the sitemap use it;
 *   - a slug is unique against slugs and domain mappings, reserved names are refused, and an owner
 *     cannot request a name under SITES_DOMAIN as a custom domain nor touch the platform row;
 *   - changing the slug keeps the old address as a 301 for 90 days, then frees it;
 *   - a start with another SITES_DOMAIN rewrites every platform address.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { domainChecks, domainMappings, sites } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { createSite } from "~/features/sites/sites.server";
import { setPublished } from "~/features/sites/publication.server";
import { changeSiteSlug, pruneOldAddresses, slugRules, syncPlatformAddresses, freeSlugFor, OLD_ADDRESS_DAYS } from "~/features/sites/site-address.server";
import { action as domainsAction, loader as domainsLoader } from "~/routes/admin/domains";
import { action as settingsAction } from "~/routes/admin/settings";
import { loader as qrLoader } from "~/routes/admin/address-qr";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { startTestServer, type TestServer } from "../../support/http-server";
import { createDomain, createSite as createSiteRow } from "../../support/factories";

const DAY_MS = 24 * 60 * 60_000;

let t: TestDatabase;
let services: AppServices;
let server: TestServer;
let ownerId: string;
let ownerCookie: string;
let siteId: string;

/** The platform rows of the table, as [domain, site, redirecting]. */
async function platformRows() {
  const rows = await t.db
    .select({ domain: domainMappings.domain, siteId: domainMappings.siteId, redirectUntil: domainMappings.redirectUntil })
    .from(domainMappings)
    .where(eq(domainMappings.verifiedBy, "platform"))
    .orderBy(asc(domainMappings.domain));
  return rows.map((r) => [r.domain, r.siteId, r.redirectUntil !== null] as const);
}

const get = (host: string, path = "/") => server.request("GET", path, { headers: { host } });

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  await services.contentVersions.start();
  server = await startTestServer(services);
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "sophie@boulangerie.test", password: "pain-chaud-2026", role: "user" });
  ownerId = owner.id;
  const created = await createSite(t.db, { name: "Boulangerie Sophie", ownerId, plan: "pro" }, { slugRules: slugRules(services.config) });
  if (!created.ok) throw new Error("site not created");
  siteId = created.site.id;
  ownerCookie = await withSelection(services, await sessionCookie(services, "sophie@boulangerie.test", "pain-chaud-2026"), siteId);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await services?.contentVersions.stop();
  await t?.drop();
});

describe("the migration's backfill", () => {
  it("gives each site its name's slug: accents folded, collisions numbered, unusable and reserved names replaced", async () => {
    const names = [
      "Les Délices de l'Attaque",
      "Les Délices de l'Attaque",
      "Œufs & Cie — Crèmerie",
      "A",
      "Admin",
      "Fromagerie du Marché de la Place des Grands Hommes à Bordeaux",
    ];
    const ids: string[] = [];
    for (const name of names) {
      const row = await createSiteRow(t.db, { name });
      ids.push(row.id);
    }
    // The migration's statement, as it ran on existing databases, on these rows only.
    const migration = readFileSync("drizzle/0011_platform_address.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((s) => s.includes("WITH base AS"))!;
    const scoped = backfill.replace("FROM sites\n), usable", `FROM sites WHERE id IN (${ids.map((id) => `'${id}'`).join(", ")})\n), usable`);
    expect(scoped).not.toBe(backfill);
    await t.pool.query(scoped);
    const rows = await t.db.select({ id: sites.id, slug: sites.slug }).from(sites);
    const slugOf = (i: number) => rows.find((r) => r.id === ids[i])!.slug;
    expect(slugOf(0)).toBe("les-delices-de-l-attaque");
    expect(slugOf(1)).toBe("les-delices-de-l-attaque-2");
    expect(slugOf(2)).toBe("oeufs-cie-cremerie");
    expect(slugOf(3)).toMatch(/^site-[0-9a-f]{8}$/);
    expect(slugOf(4)).toMatch(/^site-[0-9a-f]{8}$/);
    expect(slugOf(5)).toBe("fromagerie-du-marche-de-la-place-des-gra");
    expect(slugOf(5).length).toBeLessThanOrEqual(40);
    await t.db.delete(sites).where(sql`${sites.id} IN ${ids}`);
  });
});

describe("the platform address", () => {
  it("is written with the site: active, proven by the platform, with no domain check", async () => {
    expect(await platformRows()).toEqual([["boulangerie-sophie.localhost", siteId, false]]);
    const [row] = await t.db
      .select({ id: domainMappings.id, isActive: domainMappings.isActive })
      .from(domainMappings)
      .where(eq(domainMappings.domain, "boulangerie-sophie.localhost"));
    expect(row!.isActive).toBe(true);
    expect(await t.db.select().from(domainChecks).where(eq(domainChecks.mappingId, row!.id))).toEqual([]);
  });

  it("shows 'Bientôt en ligne' while the site is a draft, then the site once published; /tls/ask says yes", async () => {
    await setPublished(t.db, siteId, false);
    const draft = await get("boulangerie-sophie.localhost");
    expect(draft.status).toBe(200);
    expect(draft.body).toContain("Bientôt en ligne");
    await setPublished(t.db, siteId, true);
    const live = await get("boulangerie-sophie.localhost");
    expect(live.status).toBe(200);
    expect(live.body).toContain("Boulangerie Sophie");
    expect(live.body).toContain('<link rel="canonical" href="http://boulangerie-sophie.localhost:3000/"');
    const sitemap = await get("boulangerie-sophie.localhost", "/sitemap.xml");
    expect(sitemap.body).toContain("<loc>http://boulangerie-sophie.localhost:3000/</loc>");
    expect((await server.request("GET", "/tls/ask?domain=boulangerie-sophie.localhost")).status).toBe(200);
    expect((await server.request("GET", "/tls/ask?domain=inconnue.localhost")).status).toBe(404);
  });

  it("gives way to a proven custom domain, which becomes the main address: the platform address answers a 301 to it", async () => {
    await createDomain(t.db, siteId, { domain: "boulangerie-sophie.fr", verifiedAt: new Date(), verifiedBy: "admin", isCanonical: true });
    await createDomain(t.db, siteId, { domain: "www.boulangerie-sophie.fr", verifiedAt: new Date(), verifiedBy: "admin" });
    services.domains.invalidate();
    const moved = await get("boulangerie-sophie.localhost", "/merchant/contact?x=1");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("http://boulangerie-sophie.fr:3000/merchant/contact?x=1");
    const main = await get("boulangerie-sophie.fr");
    expect(main.status).toBe(200);
    expect(main.body).toContain('<link rel="canonical" href="http://boulangerie-sophie.fr:3000/"');
    // The dashboard's address and its QR code follow.
    const qr = await callRoute<Response>(qrLoader, services, getRequest("/admin/address-qr?format=svg", ownerCookie));
    expect(qr.headers.get("content-disposition")).toBe('attachment; filename="qr-code-boulangerie-sophie.fr.svg"');
    expect(await qr.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const png = await callRoute<Response>(qrLoader, services, getRequest("/admin/address-qr", ownerCookie));
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    await t.db.delete(domainMappings).where(sql`${domainMappings.domain} IN ('boulangerie-sophie.fr', 'www.boulangerie-sophie.fr')`);
    services.domains.invalidate();
    expect((await get("boulangerie-sophie.localhost")).status).toBe(200);
  });
});

describe("a slug", () => {
  it("is unique against other sites' slugs and custom domains: a new site gets the next free one", async () => {
    const other = await createSiteRow(t.db, { name: "Autre", slug: "autre-boutique" });
    await createDomain(t.db, other.id, { domain: "fromagerie.localhost", verifiedAt: new Date(), verifiedBy: "admin" });
    const rules = slugRules(services.config);
    expect(await t.db.transaction((tx) => freeSlugFor(tx, "Fromagerie", rules))).toBe("fromagerie-2");
    expect(await t.db.transaction((tx) => freeSlugFor(tx, "Boulangerie Sophie", rules))).toBe("boulangerie-sophie-2");
    expect(await changeSiteSlug(t.db, siteId, "fromagerie", rules)).toEqual({
      ok: false,
      error: "Cette adresse est déjà utilisée par un autre site\u00a0: choisissez-en une autre",
    });
    expect(await changeSiteSlug(t.db, siteId, "autre-boutique", rules)).toEqual({
      ok: false,
      error: "Cette adresse est déjà utilisée par un autre site\u00a0: choisissez-en une autre",
    });
    for (const reserved of ["www", "admin", "api", "mail", "app"]) {
      expect(await changeSiteSlug(t.db, siteId, reserved, rules)).toEqual({ ok: false, error: "Cette adresse est réservée\u00a0: choisissez-en une autre" });
    }
    // The platform's own first label (vitrine of vitrine.example) is reserved there.
    expect(slugRules({ sitesDomain: "vitrine.example", publicUrl: "https://vitrine.example" }).reserved).toEqual(["vitrine"]);
    expect(await changeSiteSlug(t.db, siteId, "monsite", { sitesDomain: "vitrine.example", reserved: ["monsite"] })).toMatchObject({ ok: false });
    expect((await t.db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, siteId)))[0]!.slug).toBe("boulangerie-sophie");
  });

  it("cannot be requested by an owner as a custom domain, and the platform row is out of the owner's reach", async () => {
    const post = async (fields: Record<string, string>) =>
      unwrap<ActionResult>(await callRoute(domainsAction, services, postRequest("/admin/domains", { siteId, ...fields }, ownerCookie)));
    const taken = await post({ intent: "create", domain: "la-concurrence.localhost" });
    expect(taken.data).toMatchObject({ ok: false, errors: { domain: "Ce domaine est celui de la plateforme\u00a0: il ne peut pas être associé à un site." } });
    const [row] = await t.db.select({ id: domainMappings.id }).from(domainMappings).where(eq(domainMappings.domain, "boulangerie-sophie.localhost"));
    for (const intent of ["delete", "toggle", "canonical"]) {
      const answer = await post({ intent, mappingId: row!.id, isActive: "false" });
      expect(answer.status, intent).toBe(404);
    }
    expect(await platformRows()).toContainEqual(["boulangerie-sophie.localhost", siteId, false]);
    expect((await t.db.select().from(domainMappings).where(eq(domainMappings.domain, "la-concurrence.localhost"))).length).toBe(0);
    // The screen shows it above the list, not in it.
    const screen = await callRoute<{ siteAddress: string | null; mappings: { domain: string }[] }>(
      domainsLoader,
      services,
      getRequest("/admin/domains", ownerCookie),
    );
    expect(screen.siteAddress).toBe("boulangerie-sophie.localhost");
    expect(screen.mappings.map((m) => m.domain)).not.toContain("boulangerie-sophie.localhost");
  });

  it("changes in 'Paramètres du site': the old address answers a 301 for 90 days, then is freed", async () => {
    const post = async (slug: string) =>
      unwrap<ActionResult>(await callRoute(settingsAction, services, postRequest("/admin/settings", { siteId, intent: "slug", slug }, ownerCookie)));
    const refused = await post("Sophie_Pains");
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      errors: { slug: "Utilisez des lettres minuscules sans accent, des chiffres et des tirets (pas au début ni à la fin)" },
      values: { slug: "Sophie_Pains" },
    });
    const changed = await post(" Pains-de-Sophie ");
    expect(changed.data).toMatchObject({
      ok: true,
      toast: { title: "Adresse du site modifiée", description: "L'ancienne adresse redirige vers la nouvelle pendant 90 jours." },
    });
    expect(await platformRows()).toEqual([
      ["boulangerie-sophie.localhost", siteId, true],
      ["pains-de-sophie.localhost", siteId, false],
    ]);
    const old = await get("boulangerie-sophie.localhost", "/merchant/about");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("http://pains-de-sophie.localhost:3000/merchant/about");
    expect((await get("pains-de-sophie.localhost")).status).toBe(200);

    // Another site cannot take the old slug during those 90 days.
    const other = await createSiteRow(t.db, { name: "Rivale" });
    const rules = slugRules(services.config);
    expect(await changeSiteSlug(t.db, other.id, "boulangerie-sophie", rules)).toMatchObject({ ok: false });

    // Nothing is pruned before the 90 days; after them the row goes, and the slug is free.
    expect(await pruneOldAddresses(t.db, new Date(Date.now() + (OLD_ADDRESS_DAYS - 1) * DAY_MS))).toBe(0);
    expect(await pruneOldAddresses(t.db, new Date(Date.now() + (OLD_ADDRESS_DAYS + 1) * DAY_MS))).toBe(1);
    services.domains.invalidate();
    expect((await get("boulangerie-sophie.localhost")).status).not.toBe(301);
    expect(await changeSiteSlug(t.db, other.id, "boulangerie-sophie", rules)).toEqual({ ok: true, slug: "boulangerie-sophie", changed: true });
    await t.db.delete(sites).where(eq(sites.id, other.id));
  });

  it("taken back within the 90 days, reuses the old row instead of redirecting to itself", async () => {
    const rules = slugRules(services.config);
    expect(await changeSiteSlug(t.db, siteId, "sophie-pains", rules)).toMatchObject({ ok: true, changed: true });
    expect(await changeSiteSlug(t.db, siteId, "pains-de-sophie", rules)).toMatchObject({ ok: true, changed: true });
    expect(await platformRows()).toEqual([
      ["pains-de-sophie.localhost", siteId, false],
      ["sophie-pains.localhost", siteId, true],
    ]);
    services.domains.invalidate();
    expect((await get("pains-de-sophie.localhost")).status).toBe(200);
    // A restart keeps the old address's redirection.
    expect(await syncPlatformAddresses(t.db, "localhost")).toMatchObject({ removed: 0 });
    expect(await platformRows()).toContainEqual(["sophie-pains.localhost", siteId, true]);
  });
});

describe("a start with another SITES_DOMAIN", () => {
  it("rewrites every platform address, and a second start changes nothing", async () => {
    const first = await syncPlatformAddresses(t.db, "vitrine.example");
    expect(first.added).toBeGreaterThan(0);
    const rows = await t.db
      .select({ domain: domainMappings.domain })
      .from(domainMappings)
      .where(and(eq(domainMappings.verifiedBy, "platform"), eq(domainMappings.siteId, siteId)));
    expect(rows.map((r) => r.domain)).toEqual(["pains-de-sophie.vitrine.example"]);
    expect(await syncPlatformAddresses(t.db, "vitrine.example")).toEqual({ added: 0, removed: 0, blocked: [] });
    await syncPlatformAddresses(t.db, "localhost");
  });
});
