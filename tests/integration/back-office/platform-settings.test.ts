/**
 * Issue 25, « The operator, warned »: the admin dashboard's 'Configuration de la plateforme' lists
 * the settings merchants depend on that the server lacks (HOST_LEGAL_*, PUBLIC_IPV4 /
 * CNAME_TARGET, SMTP_URL), each with what it breaks and the README's anchor; nothing once all are
 * set, and never for an owner. The dashboard's loader against a real PostgreSQL, served with and
 * without the settings (one database, one secret: the same sessions).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { PlatformSettingGapView } from "~/features/back-office/platform-settings-card";
import * as dashboardRoute from "~/routes/admin/dashboard";
import { callRoute, getRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { createTestServices } from "../../support/services";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createSite } from "../../support/factories";

const AUTH_SECRET = "platform-settings-test-secret-0123456789abcdef";
const ALL_SET = {
  HOST_LEGAL_NAME: "Vitrine SAS",
  HOST_LEGAL_ADDRESS: "1 rue de l'Exemple\n75001 Paris",
  HOST_LEGAL_PHONE: "01 23 45 67 89",
  PUBLIC_IPV4: "203.0.113.10",
  SMTP_URL: "smtp://127.0.0.1:2525",
};

let t: TestDatabase;
let bare: AppServices;
let configured: AppServices;
const cookies = { admin: "", owner: "" };

beforeAll(async () => {
  t = await createTestDatabase();
  bare = createTestServices(t.db, { AUTH_SECRET });
  configured = createTestServices(t.db, { AUTH_SECRET, ...ALL_SET });
  await upsertUserWithPassword(bare.auth, t.db, { email: "admin@platform.test", password: "admin-secret", role: "admin" });
  const owner = await upsertUserWithPassword(bare.auth, t.db, { email: "owner@platform.test", password: "owner-secret", role: "user" });
  const { id: siteId } = await createSite(t.db, { name: "Boulangerie Sophie", ownerId: owner.id });
  cookies.admin = await withSelection(bare, await sessionCookie(bare, "admin@platform.test", "admin-secret"), siteId);
  cookies.owner = await withSelection(bare, await sessionCookie(bare, "owner@platform.test", "owner-secret"), siteId);
});

afterAll(async () => {
  await t?.drop();
});

const gaps = async (services: AppServices, cookie: string) =>
  unwrap<{ platformGaps: PlatformSettingGapView[] }>(await callRoute(dashboardRoute.loader, services, getRequest("/admin/dashboard", cookie))).data
    .platformGaps;

describe("the admin dashboard's 'Configuration de la plateforme'", () => {
  it("lists each missing setting with what it breaks and the README's anchor", async () => {
    const listed = await gaps(bare, cookies.admin);
    expect(listed.map((gap) => [gap.settings, gap.anchor])).toEqual([
      [["HOST_LEGAL_NAME", "HOST_LEGAL_ADDRESS", "HOST_LEGAL_PHONE"], "host-legal"],
      [["PUBLIC_IPV4", "CNAME_TARGET"], "custom-domains"],
      [["SMTP_URL"], "smtp"],
    ]);
    expect(listed[0]?.breaks).toContain("LCEN");
    expect(listed[1]?.breaks).toContain("les commerçants ne peuvent pas relier leur propre nom de domaine");
    expect(listed[2]?.breaks).toContain("aucun e-mail ne part");
  });

  it("lists nothing once every setting is set", async () => {
    expect(await gaps(configured, cookies.admin)).toEqual([]);
  });

  it("is never given to an owner", async () => {
    expect(await gaps(bare, cookies.owner)).toEqual([]);
  });
});
