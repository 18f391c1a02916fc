import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { domainMappings } from "~/db/schema";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { signIn, signOut, SIGN_IN_LIMITS } from "~/features/auth/sign-in.server";
import { getSessionUser } from "~/features/auth/session.server";
import { getCurrentSite, selectSiteHeader, canActOnSite } from "~/features/admin-kit/current-site.server";
import { createDomainCache } from "~/features/site-resolution/domain-cache.server";
import type { AppServices } from "~/context";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { cookieHeader, createTestServices, requestContext } from "../../support/services";
import { createDomain, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let adminId: string;
let ownerId: string;
let otherOwnerId: string;
let siteA: string;
let siteB: string;

beforeAll(async () => {
  t = await createTestDatabase();
  services = createTestServices(t.db);
  adminId = (await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" })).id;
  ownerId = (await upsertUserWithPassword(services.auth, t.db, { email: "Owner@Test.fr", password: "owner-secret", role: "user" })).id;
  otherOwnerId = (await upsertUserWithPassword(services.auth, t.db, { email: "other@test.fr", password: "other-secret", role: "user" })).id;
  siteA = (await createSite(t.db, { name: "Site A", ownerId })).id;
  siteB = (await createSite(t.db, { name: "Site B", ownerId: otherOwnerId })).id;
});

afterAll(async () => {
  await t?.drop();
});

const req = (cookie = "") => new Request("http://localhost:3000/admin", { headers: cookie ? { cookie } : {} });

describe("sign-in", () => {
  it("signs in with the right password (e-mail is case-insensitive) and out again", async () => {
    const ctx = requestContext(services, { clientAddress: "198.51.100.1" });
    const result = await signIn(ctx, req(), { email: " OWNER@test.fr ", password: "owner-secret", clientAddress: ctx.clientAddress });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookie = cookieHeader(result.headers);
    expect(result.headers.getSetCookie().join("\n")).toMatch(/HttpOnly/i);
    expect(result.headers.getSetCookie().join("\n")).toMatch(/SameSite=Lax/i);
    const user = await getSessionUser(req(cookie), ctx);
    expect(user).toMatchObject({ id: ownerId, role: "user" });

    await signOut(ctx, req(cookie));
    expect(await getSessionUser(req(cookie), ctx)).toBeNull();
  });

  it("refuses a wrong password with a French message", async () => {
    const ctx = requestContext(services, { clientAddress: "198.51.100.2" });
    const result = await signIn(ctx, req(), { email: "admin@test.fr", password: "nope-nope", clientAddress: ctx.clientAddress });
    expect(result).toMatchObject({ ok: false, status: 401, message: "Email ou mot de passe incorrect." });
  });

  it("limits failed attempts per account from one address, even with the right password, and lets the owner in from another", async () => {
    const ctx = requestContext(services, { clientAddress: "198.51.100.3" });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress.max; i++) {
      const r = await signIn(ctx, req(), { email: "other@test.fr", password: `wrong-${i}`, clientAddress: "198.51.100.3" });
      expect(r).toMatchObject({ ok: false, status: 401 });
    }
    const blocked = await signIn(ctx, req(), { email: "other@test.fr", password: "other-secret", clientAddress: "198.51.100.3" });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    if (!blocked.ok) expect(blocked.message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/);
    const owner = await signIn(ctx, req(), { email: "other@test.fr", password: "other-secret", clientAddress: "198.51.100.99" });
    expect(owner.ok).toBe(true);
  });

  it("limits failed attempts per address across accounts", async () => {
    const address = "192.0.2.50";
    const ctx = requestContext(services, { clientAddress: address });
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max; i++) {
      await signIn(ctx, req(), { email: `nobody-${i}@test.fr`, password: "whatever-1", clientAddress: address });
    }
    const blocked = await signIn(ctx, req(), { email: "admin@test.fr", password: "admin-secret", clientAddress: address });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
  });
});

describe("current site", () => {
  const ownerUser = () => ({ id: ownerId, email: "owner@test.fr", name: "o", role: "user" as const });
  const adminUser = () => ({ id: adminId, email: "admin@test.fr", name: "a", role: "admin" as const });

  it("auto-selects a user's first owned site and refuses another owner's site", async () => {
    const ctx = requestContext(services);
    expect(await getCurrentSite(req(), ctx, ownerUser())).toMatchObject({ id: siteA, name: "Site A" });
    // A forged selection cookie for site B falls back to the user's own site.
    const forged = cookieHeader(new Headers([["Set-Cookie", await selectSiteHeader(services.config, siteB)]]));
    expect(await getCurrentSite(req(forged), ctx, ownerUser())).toMatchObject({ id: siteA, name: "Site A" });
    expect(await canActOnSite(t.db, ownerUser(), siteB)).toBeNull();
  });

  it("gives an admin no site until one is selected, then any site", async () => {
    const ctx = requestContext(services);
    expect(await getCurrentSite(req(), ctx, adminUser())).toBeNull();
    const selected = cookieHeader(new Headers([["Set-Cookie", await selectSiteHeader(services.config, siteB)]]));
    expect(await getCurrentSite(req(selected), ctx, adminUser())).toMatchObject({ id: siteB, name: "Site B" });
  });

  it("ignores a selection cookie that was not signed by the server", async () => {
    const ctx = requestContext(services);
    const unsigned = `vitrine_site=${encodeURIComponent(btoa(JSON.stringify(siteB)))}`;
    expect(await getCurrentSite(req(unsigned), ctx, adminUser())).toBeNull();
  });
});

describe("domain cache", () => {
  it("answers from memory within the TTL and sees changes after it", async () => {
    const cache = createDomainCache(t.db, 200);
    await createDomain(t.db, siteA, { domain: "cache.test.fr" });
    expect(await cache.lookup("cache.test.fr")).toBe(siteA);
    await t.db.update(domainMappings).set({ isActive: false }).where(eq(domainMappings.domain, "cache.test.fr"));
    expect(await cache.lookup("cache.test.fr")).toBe(siteA);
    await new Promise((r) => setTimeout(r, 250));
    expect(await cache.lookup("cache.test.fr")).toBeNull();
    expect(await cache.lookup("absent.test.fr")).toBeNull();
  });
});
