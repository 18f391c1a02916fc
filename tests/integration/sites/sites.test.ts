import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sites } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { getCurrentSite } from "~/features/admin-kit/current-site.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { action, loader } from "~/routes/admin/sites";
import { callRoute, getRequest, postRequest, refusal, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices, requestContext } from "../../support/services";
import { createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let adminId: string;
let ownerId: string;
let existing: string;
let adminCookie: string;
let ownerCookie: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  adminId = (await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" })).id;
  ownerId = (await upsertUserWithPassword(services.auth, t.db, { email: "owner@test.fr", password: "owner-secret", role: "user" })).id;
  existing = (await createSite(t.db, { name: "Ancien site", createdAt: new Date("2024-01-01T10:00:00Z") })).id;
  adminCookie = await withSelection(services, await sessionCookie(services, "admin@test.fr", "admin-secret"), existing);
  ownerCookie = await sessionCookie(services, "owner@test.fr", "owner-secret");
});

afterAll(async () => {
  await t?.drop();
});

async function create(fields: Record<string, string>, cookie = adminCookie) {
  return unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/sites", fields, cookie)));
}

type SitesData = Awaited<ReturnType<typeof loader>>;

describe("/admin/sites", () => {
  it("is for admins: an owner goes to the dashboard, a visitor to the login page, nothing is created", async () => {
    expect(await refusal(callRoute(loader, services, getRequest("/admin/sites", ownerCookie)))).toEqual({ status: 302, location: "/admin/dashboard" });
    expect(await refusal(callRoute(action, services, postRequest("/admin/sites", { name: "Pirate", ownerId: ownerId }, ownerCookie)))).toEqual({
      status: 302,
      location: "/admin/dashboard",
    });
    expect(await refusal(callRoute(action, services, postRequest("/admin/sites", { name: "Pirate", ownerId: "no-owner" })))).toEqual({
      status: 302,
      location: "/admin/login",
    });
    expect(await t.db.select().from(sites).where(eq(sites.name, "Pirate"))).toEqual([]);
  });

  it("creates a site without owner ('no-owner'), with the §8 toast, and keeps the current selection", async () => {
    const { status, data } = await create({ name: "  Épicerie Fine  ", ownerId: "no-owner" });
    expect(status).toBe(200);
    expect(data).toMatchObject({ ok: true, toast: { title: "Succès", description: 'Le site "Épicerie Fine" a été créé avec succès.' } });
    const [row] = await t.db.select().from(sites).where(eq(sites.name, "Épicerie Fine"));
    expect(data.rowId).toBe(row?.id);
    expect(row?.ownerId).toBeNull();
    const admin = { id: adminId, email: "admin@test.fr", name: "admin", role: "admin" as const };
    expect(await getCurrentSite(getRequest("/admin/sites", adminCookie), requestContext(services), admin)).toMatchObject({ id: existing, name: "Ancien site" });
  });

  it("creates a site with an owner, who then gets it as their site", async () => {
    const { data } = await create({ name: "Chez Owner", ownerId });
    expect(data.ok).toBe(true);
    const [row] = await t.db.select().from(sites).where(eq(sites.name, "Chez Owner"));
    expect(row?.ownerId).toBe(ownerId);
    const owner = { id: ownerId, email: "owner@test.fr", name: "owner", role: "user" as const };
    expect(await getCurrentSite(getRequest("/admin/dashboard", ownerCookie), requestContext(services), owner)).toMatchObject({ name: "Chez Owner" });
  });

  it("refuses a name under 3 characters with the spec's message, and an unknown owner with the failure toast", async () => {
    const short = await create({ name: " ab ", ownerId: "no-owner" });
    expect(short).toMatchObject({
      status: 400,
      data: { ok: false, errors: { name: "Le nom du site doit contenir au moins 3 caractères" }, values: { name: " ab " } },
    });
    const ghost = await create({ name: "Sans maître", ownerId: "inconnu" });
    expect(ghost).toMatchObject({
      status: 400,
      data: { ok: false, toast: { title: "Erreur", description: "Une erreur est survenue lors de la création du site." } },
    });
    expect(await t.db.select().from(sites).where(eq(sites.name, "Sans maître"))).toEqual([]);
  });

  it("lists sites newest first with the owner's e-mail, and every profile for the owner choice", async () => {
    const answer = await callRoute<SitesData>(loader, services, getRequest("/admin/sites", adminCookie));
    expect(answer.loadError).toBe(false);
    expect(answer.sites.map((s) => [s.name, s.ownerEmail])).toEqual([
      ["Chez Owner", "owner@test.fr"],
      ["Épicerie Fine", null],
      ["Ancien site", null],
    ]);
    expect(answer.profiles).toEqual([
      { id: adminId, email: "admin@test.fr", role: "admin", confirmed: true },
      { id: ownerId, email: "owner@test.fr", role: "user", confirmed: true },
    ]);
  });
});

describe("when the database fails", () => {
  it("logs and answers with the §8 messages instead of a 500 page", async () => {
    await t.pool.query("ALTER TABLE sites RENAME TO sites_away");
    try {
      const answer = await callRoute<SitesData>(loader, services, getRequest("/admin/sites", adminCookie));
      expect(answer).toMatchObject({ loadError: true, sites: [] });
      expect(answer.profiles).toHaveLength(2);
      expect(await create({ name: "En panne", ownerId: "no-owner" })).toMatchObject({
        status: 500,
        data: { ok: false, toast: { title: "Erreur", description: "Une erreur est survenue lors de la création du site." } },
      });
    } finally {
      await t.pool.query("ALTER TABLE sites_away RENAME TO sites");
    }
  });
});
