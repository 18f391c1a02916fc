/**
 * Issue 25's leftovers on /admin/domains, from the loader to the rendered page:
 *   - without a public target (neither PUBLIC_IPV4 nor CNAME_TARGET, the demo on localhost), the
 *     owner reads that connecting her own domain is not available yet on this installation, sees
 *     her site's platform address, and never a DNS setting to this machine (127.0.0.1, localhost.);
 *     the admin is told which setting is missing; 'Vérifier maintenant' says it plainly;
 *   - with a public target, the owner's card lists the records to copy, as before;
 *   - a switched-on `.localhost` name (the demo's delices.localhost) reads 'Actif (adresse locale)'
 *     in the admins' table, never 'DNS à configurer'.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { eq } from "drizzle-orm";
import { domainMappings } from "~/db/schema";
import type { AppServices } from "~/context";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { DomainsPage } from "~/features/domains/admin/domains-screen";
import { getHostingTarget } from "~/features/domains/platform-address.server";
import { CUSTOM_DOMAINS_UNAVAILABLE } from "~/features/domains/checks/owner-wording";
import { action, loader } from "~/routes/admin/domains";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap, withSelection } from "../../support/admin-route-calls";
import { startTestDnsServer, type TestDnsServer } from "../../support/dns-server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { createDomain, createSite } from "../../support/factories";

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** One secret for every services object below, so one session cookie is good for all of them. */
const AUTH_SECRET = "domains-target-test-secret-0123456789abcdef";
/** The page's text and the constant compared alike (non-breaking spaces as spaces). */
const flat = (value: string) => value.replace(/\s+/g, " ");

let t: TestDatabase;
let dns: TestDnsServer;
let bare: AppServices;
let targeted: AppServices;
let siteId: string;
let ownerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dns = await startTestDnsServer();
  // The same database seen by a platform without a public target and by one with PUBLIC_IPV4 and CNAME_TARGET.
  bare = createTestServices(t.db, { AUTH_SECRET, DNS_SERVERS: dns.address });
  targeted = createTestServices(t.db, { AUTH_SECRET, DNS_SERVERS: dns.address, PUBLIC_IPV4: "203.0.113.10", CNAME_TARGET: "sites.vitrine.example" });
  await upsertUserWithPassword(bare.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  const owner = await upsertUserWithPassword(bare.auth, t.db, { email: "sophie@test.fr", password: "sophie-secret", role: "user" });
  siteId = (await createSite(t.db, { name: "Boulangerie Sophie", ownerId: owner.id })).id;
  ownerCookie = await withSelection(bare, await sessionCookie(bare, "sophie@test.fr", "sophie-secret"), siteId);
  adminCookie = await withSelection(bare, await sessionCookie(bare, "admin@test.fr", "admin-secret"), siteId);
  const created = unwrap<ActionResult>(
    await callRoute(action, bare, postRequest("/admin/domains", { intent: "create", domain: "boulangerie-sophie.fr", siteId }, ownerCookie)),
  );
  expect(created.data).toMatchObject({ ok: true });
});

afterAll(async () => {
  await dns?.close();
  await t?.drop();
});

/** The page as the route renders it from its loader's data, as text (tags and entities out). */
async function screen(services: AppServices, cookie: string, only?: (domain: string) => boolean): Promise<{ data: LoaderData; text: string }> {
  const loaded = await callRoute<LoaderData>(loader, services, getRequest("/admin/domains", cookie));
  const data = only ? { ...loaded, mappings: loaded.mappings.filter((m) => only(m.domain)) } : loaded;
  const Stub = createRoutesStub([{ path: "/admin/domains", Component: () => <DomainsPage {...data} /> }]);
  const html = renderToString(<Stub initialEntries={["/admin/domains"]} />);
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
  return { data, text };
}

describe("without a public target", () => {
  it("the owner reads that her own domain cannot be connected yet, keeps her platform address, and is never told to point at this machine", async () => {
    const { data, text } = await screen(bare, ownerCookie);
    expect(data.customDomains).toBe(false);
    expect(text).toContain(flat(CUSTOM_DOMAINS_UNAVAILABLE.text));
    // Her site's platform address stays in view.
    expect(data.siteAddress).toMatch(/\.localhost$/);
    expect(text).toContain(`Adresse Vitrine de « Boulangerie Sophie » Toujours active.`);
    expect(text).toContain(data.siteAddress ?? "?");
    expect(text).toContain("Pas encore disponible");
    expect(text).not.toContain("127.0.0.1");
    expect(text).not.toContain("localhost.");
    // No setting to copy, not even the proof: nothing she adds can work yet.
    expect(text).not.toContain("Réglage 1");
    expect(text).not.toContain("Relier votre nom de domaine, pas à pas");
    expect(text).not.toContain("En attente de votre configuration");
  });

  it("the admin is told which setting is missing, and shows no address record", async () => {
    const { text } = await screen(bare, adminCookie);
    expect(text).toContain("Aucune adresse publique n'est configurée pour les domaines des commerçants");
    expect(text).toContain("PUBLIC_IPV4");
    expect(text).toContain("CNAME_TARGET");
    expect(text).not.toContain("localhost.");
    expect(text).not.toContain(flat(CUSTOM_DOMAINS_UNAVAILABLE.text));
  });

  it("'Vérifier maintenant' says the platform is not configured yet, nothing for her to do", async () => {
    const [row] = await t.db.select({ id: domainMappings.id }).from(domainMappings).where(eq(domainMappings.domain, "boulangerie-sophie.fr"));
    const answer = unwrap<ActionResult<string, { verifyTitle?: string; verifyText?: string }>>(
      await callRoute(action, bare, postRequest("/admin/domains", { intent: "recheck", mappingId: row!.id, siteId }, ownerCookie)),
    );
    expect(answer.status).toBe(422);
    expect(answer.data.values).toMatchObject({
      verifyTitle: "Vérification impossible",
      verifyText:
        "La plateforme n'a pas encore d'adresse vers laquelle faire pointer les domaines\u00a0: son administrateur doit la configurer. Rien à faire de votre côté pour l'instant.",
    });
  });

  it("a loopback PUBLIC_IPV4 on a public platform is no target either", async () => {
    const services = createTestServices(t.db, { AUTH_SECRET, PUBLIC_URL: "https://vitrine.example", PUBLIC_IPV4: "127.0.0.1" });
    expect((await getHostingTarget(services.config)).available).toBe(false);
  });
});

describe("with a public target", () => {
  it("the owner's card gives the records to copy, and no 'not available' sentence", async () => {
    const { data, text } = await screen(targeted, ownerCookie);
    expect(data.customDomains).toBe(true);
    expect(text).not.toContain(flat(CUSTOM_DOMAINS_UNAVAILABLE.text));
    for (const shown of [
      "Réglage 1",
      "203.0.113.10",
      "sites.vitrine.example.",
      "_vitrine.boulangerie-sophie.fr",
      "En attente de votre configuration",
      "Relier votre nom de domaine, pas à pas",
    ]) {
      expect(text).toContain(shown);
    }
  });
});

describe("a switched-on .localhost name (the demo's delices.localhost)", () => {
  it("reads 'Actif (adresse locale)' in the admins' table, never 'DNS à configurer'", async () => {
    const demo = await createSite(t.db, { name: "Les Délices de Marie" });
    const now = new Date();
    for (const domain of ["delices.localhost", "www.delices.localhost"]) {
      await createDomain(t.db, demo, { domain, verifiedAt: now, verifiedBy: "admin", isCanonical: !domain.startsWith("www.") });
    }
    // As on the demo: the system's resolvers (DNS_SERVERS unset), which never hold a .localhost name.
    const { data, text } = await screen(createTestServices(t.db, { AUTH_SECRET }), adminCookie, (domain) => domain.endsWith("delices.localhost"));
    expect(data.mappings.map((m) => m.check?.state)).toEqual(["dns_pending", "dns_pending"]);
    expect(text).toContain("Actif (adresse locale)");
    expect(text).not.toContain("DNS à configurer");
  });
});
