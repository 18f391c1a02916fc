import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { domainMappings } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { action, loader } from "~/routes/admin/domains";
import { callRoute, getRequest, postRequest, refusal, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { createDomain, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let siteA: string;
let siteB: string;
let adminCookie: string;
let ownerCookie: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db, { PLATFORM_HOSTS: "vitrine.fr,*.preview.vitrine.fr" });
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "owner@test.fr", password: "owner-secret", role: "user" });
  siteA = (await createSite(t.db, { name: "Boulangerie A", ownerId: owner.id })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B" })).id;
  adminCookie = await withSelection(services, await sessionCookie(services, "admin@test.fr", "admin-secret"), siteA);
  ownerCookie = await sessionCookie(services, "owner@test.fr", "owner-secret");
});

afterAll(async () => {
  await t?.drop();
});

async function post(fields: Record<string, string>, cookie = adminCookie) {
  return unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/domains", fields, cookie)));
}

async function allMappings() {
  return t.db.select().from(domainMappings).orderBy(asc(domainMappings.domain));
}

async function idOf(domain: string): Promise<string> {
  const [row] = await t.db.select({ id: domainMappings.id }).from(domainMappings).where(eq(domainMappings.domain, domain));
  if (!row) throw new Error(`no mapping ${domain}`);
  return row.id;
}

describe("who may use /admin/domains", () => {
  // Issue 15: owners use the screen too, for their own site only (tests/integration/domains/domains-owner.test.ts).
  it("sends a visitor to the login page and changes nothing; an owner's intent an admin alone has is refused", async () => {
    expect(
      await refusal(
        callRoute(action, services, postRequest("/admin/domains", { intent: "approve", mappingId: crypto.randomUUID(), siteId: siteA }, ownerCookie)),
      ),
    ).toEqual({
      status: 400,
      location: null,
    });
    expect(await refusal(callRoute(action, services, postRequest("/admin/domains", { intent: "create", domain: "anon.fr", siteId: siteA })))).toEqual({
      status: 302,
      location: "/admin/login",
    });
    expect(await allMappings()).toEqual([]);
  });
});

describe("creating a mapping", () => {
  it("normalises the domain and inserts the bare and the www. name, both active", async () => {
    const { status, data } = await post({ intent: "create", domain: "  HTTPS://www.Boulangerie-A.fr/accueil ", siteId: siteA });
    expect(status).toBe(200);
    expect(data).toMatchObject({ intent: "create", ok: true, toast: { title: "Succès", description: "Mapping de domaine créé avec succès" } });
    const rows = await allMappings();
    expect(rows.map((r) => [r.domain, r.siteId, r.isActive])).toEqual([
      ["boulangerie-a.fr", siteA, true],
      ["www.boulangerie-a.fr", siteA, true],
    ]);
  });

  it("refuses a domain already mapped (to any site) with a French message, inserting nothing", async () => {
    const before = await allMappings();
    for (const domain of ["boulangerie-a.fr", "www.boulangerie-a.fr", "http://BOULANGERIE-A.fr"]) {
      const { status, data } = await post({ intent: "create", domain, siteId: siteB });
      expect(status).toBe(400);
      expect(data).toMatchObject({ ok: false, errors: { domain: "Ce domaine est déjà associé à un site." } });
    }
    // Only the www. twin taken: the bare name is not inserted alone either.
    await createDomain(t.db, siteB, { domain: "www.moitie.fr" });
    const half = await post({ intent: "create", domain: "moitie.fr", siteId: siteA });
    expect(half.data).toMatchObject({ ok: false, errors: { domain: "Ce domaine est déjà associé à un site." } });
    const after = await allMappings();
    expect(after.map((r) => r.domain)).toEqual([...before.map((r) => r.domain), "www.moitie.fr"].sort());
  });

  it("refuses what is not a host name, and the platform's own hosts", async () => {
    const bad = await post({ intent: "create", domain: "pas un domaine", siteId: siteA });
    expect(bad).toMatchObject({ status: 400, data: { ok: false, errors: { domain: "Nom de domaine invalide" } } });
    const platform = await post({ intent: "create", domain: "https://demo.preview.vitrine.fr", siteId: siteA });
    expect(platform.data).toMatchObject({
      ok: false,
      errors: { domain: "Ce domaine est celui de la plateforme\u00a0: il ne peut pas être associé à un site." },
    });
  });

  it("does nothing for a blank domain or no site (§5)", async () => {
    const before = (await allMappings()).length;
    // §5's silent refusal: nothing is created, nothing is said.
    for (const fields of [
      { intent: "create", domain: "   ", siteId: siteA },
      { intent: "create", domain: "vide.fr", siteId: "" },
    ]) {
      const { data } = await post(fields);
      expect(data).toMatchObject({ ok: false });
      expect(data.toast ?? data.errors).toBeUndefined();
    }
    expect((await allMappings()).length).toBe(before);
  });

  it("refuses a site that does not exist", async () => {
    const { data } = await post({ intent: "create", domain: "fantome.fr", siteId: "00000000-0000-4000-8000-000000000000" });
    expect(data).toMatchObject({ ok: false, errors: { siteId: "Ce site n'existe plus." } });
  });
});

describe("changes reach the public site at once", () => {
  it("a new, moved, deactivated or deleted mapping is what the host lookup answers next", async () => {
    const lookup = (domain: string) => services.domains.lookup(domain);
    // Cached miss first: the action's invalidation must drop it.
    expect(await lookup("essai.localhost")).toBeNull();
    await post({ intent: "create", domain: "essai.localhost", siteId: siteA });
    expect(await lookup("essai.localhost")).toBe(siteA);
    expect(await lookup("www.essai.localhost")).toBe(siteA);

    const id = await idOf("essai.localhost");
    const moved = await post({ intent: "update", mappingId: id, domain: "essai.localhost", siteId: siteB });
    expect(moved.data).toMatchObject({ ok: true, toast: { title: "Succès", description: "Mapping mis à jour avec succès" } });
    expect(await lookup("essai.localhost")).toBe(siteB);

    const off = await post({ intent: "toggle", mappingId: id, isActive: "false" });
    expect(off.data).toMatchObject({ ok: true, toast: { description: "Mapping désactivé avec succès" } });
    expect(await lookup("essai.localhost")).toBeNull();
    const on = await post({ intent: "toggle", mappingId: id, isActive: "true" });
    expect(on.data).toMatchObject({ ok: true, toast: { description: "Mapping activé avec succès" } });
    expect(await lookup("essai.localhost")).toBe(siteB);

    const deleted = await post({ intent: "delete", mappingId: id });
    expect(deleted.data).toMatchObject({ ok: true, toast: { title: "Succès", description: "Mapping supprimé avec succès" } });
    expect(await lookup("essai.localhost")).toBeNull();
    // The twin moved with it (issue 15: a move keeps the pair together), and is a mapping of its own: deleting one leaves the other.
    expect(await lookup("www.essai.localhost")).toBe(siteB);
  });
});

describe("editing one mapping", () => {
  it("keeps a typed www., stamps updated_at and refuses a name another mapping has", async () => {
    await post({ intent: "create", domain: "edition.fr", siteId: siteA });
    const www = await idOf("www.edition.fr");
    const [before] = await t.db.select().from(domainMappings).where(eq(domainMappings.id, www));
    const renamed = await post({ intent: "update", mappingId: www, domain: "https://WWW.edition-2.fr/", siteId: siteA });
    expect(renamed.data).toMatchObject({ ok: true });
    const [after] = await t.db.select().from(domainMappings).where(eq(domainMappings.id, www));
    expect(after?.domain).toBe("www.edition-2.fr");
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());

    const clash = await post({ intent: "update", mappingId: www, domain: "edition.fr", siteId: siteA });
    expect(clash).toMatchObject({ status: 400, data: { ok: false, errors: { domain: "Ce domaine est déjà associé à un site." } } });
    // Saving a mapping under its own name is not a clash.
    expect((await post({ intent: "update", mappingId: www, domain: "www.edition-2.fr", siteId: siteB })).data).toMatchObject({ ok: true });
  });

  it("answers an unknown or malformed mapping id with the intent's failure toast and a 404", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await post({ intent: "update", mappingId: missing, domain: "x-y.fr", siteId: siteA })).toMatchObject({
      status: 404,
      data: { ok: false, toast: { title: "Erreur", description: "Impossible de mettre à jour le mapping" } },
    });
    expect(await post({ intent: "toggle", mappingId: missing, isActive: "false" })).toMatchObject({
      status: 404,
      data: { toast: { description: "Impossible de mettre à jour le mapping" } },
    });
    expect(await post({ intent: "delete", mappingId: "pas-un-id" })).toMatchObject({
      status: 404,
      data: { toast: { description: "Impossible de supprimer le mapping" } },
    });
  });
});

describe("the page's data", () => {
  it("lists every mapping with its site's name, newest first, and the hosting target from PUBLIC_URL", async () => {
    const answer = await callRoute<Awaited<ReturnType<typeof loader>>>(loader, services, getRequest("/admin/domains", adminCookie));
    expect(answer.loadError).toBe(false);
    expect(answer.currentSiteId).toBe(siteA);
    expect(answer.sites.map((s) => s.name)).toEqual(["Boulangerie A", "Fromagerie B"]);
    const first = answer.mappings[0];
    expect(first).toMatchObject({ domain: "edition.fr", siteName: "Boulangerie A" });
    const created = answer.mappings.map((m) => m.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(answer.platform).toEqual({ host: "localhost", ipv4: "127.0.0.1", ipv6: null, protocol: "http:", port: "3000" });
  });
});

describe("when the database fails", () => {
  it("logs and answers with the §8 messages instead of a 500 page", async () => {
    await t.pool.query("ALTER TABLE domain_mappings RENAME TO domain_mappings_away");
    try {
      const answer = await callRoute<Awaited<ReturnType<typeof loader>>>(loader, services, getRequest("/admin/domains", adminCookie));
      expect(answer).toMatchObject({ loadError: true, mappings: [], sites: [] });
      expect(await post({ intent: "create", domain: "panne.fr", siteId: siteA })).toMatchObject({
        status: 500,
        data: { ok: false, toast: { title: "Erreur", description: "Impossible de créer le mapping de domaine" } },
      });
      expect(await post({ intent: "delete", mappingId: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
        status: 500,
        data: { toast: { description: "Impossible de supprimer le mapping" } },
      });
    } finally {
      await t.pool.query("ALTER TABLE domain_mappings_away RENAME TO domain_mappings");
    }
  });
});
