/**
 * The domain checks (issue 15, part A) against real parts: two DNS servers on loopback (dns2)
 * that the checker asks through DNS_SERVERS, a real TLS server (node:https, a certificate made
 * by openssl) that the certificate probe reaches through TLS_CHECK_ADDRESS, a real PostgreSQL,
 * and (issue 25) a real SMTP peer for the owner's e-mails, delivered by the outbox worker.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSecureContext, type SecureContext } from "node:tls";
import { eq, inArray } from "drizzle-orm";
import { domainChecks, domainMappings, mailOutbox, sites } from "~/db/schema";
import type { AppServices } from "~/context";
import type { ActionResult } from "~/features/admin-kit/action-result";
import { upsertUserWithPassword } from "~/features/auth/users.server";
import { checkDomainMappingNow, type CheckDetail } from "~/features/domains/checks/domain-check.server";
import { PROPAGATION_SETTLE_MS } from "~/features/domains/checks/dns-verdict";
import { action, loader } from "~/routes/admin/domains";
import { getSiteDomainState } from "~/features/domains/checks/domain-states.server";
import { createDomainCheckWorker } from "../../../server/domain-check-worker";
import { createOutboxWorker, type OutboxWorker } from "~/features/mail/outbox-worker.server";
import { startSmtpServer, type TestSmtpServer } from "../../support/mail-test-smtp";
import { callRoute, getRequest, postRequest, sessionCookie, unwrap } from "../../support/admin-route-calls";
import { startTestDnsServer, type TestDnsServer } from "../../support/dns-server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { createDomain, createSite } from "../../support/factories";

const IPV4 = "203.0.113.10";
const IPV6 = "2001:db8::10";
const TARGET = "sites.vitrine.test";
const ELSEWHERE = "198.51.100.77";

let t: TestDatabase;
let services: AppServices;
let dnsA: TestDnsServer;
let dnsB: TestDnsServer;
let tls: { server: Server; port: number; serve(names: string[]): void; caFile: string };
let siteA: string;
let siteB: string;
let ownerId: string;
let adminCookie: string;
let smtp: TestSmtpServer;
let mailWorker: OutboxWorker;

/** A self-signed certificate (its own root) for these names, made by openssl. */
function certificate(dir: string, names: string[]): { key: string; cert: string } {
  const base = path.join(dir, names[0] ?? "cert");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${names[0]}`,
      "-addext",
      `subjectAltName=${names.map((n) => `DNS:${n}`).join(",")}`,
      "-keyout",
      `${base}.key`,
      "-out",
      `${base}.crt`,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(`${base}.key`, "utf8"), cert: readFileSync(`${base}.crt`, "utf8") };
}

async function startTlsServer() {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-tls-"));
  // One root for every certificate the test serves: a CA made once, leaves signed by it.
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=Vitrine test CA",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,keyCertSign",
      "-keyout",
      path.join(dir, "ca.key"),
      "-out",
      path.join(dir, "ca.crt"),
    ],
    { stdio: "ignore" },
  );
  const leaf = (names: string[]) => {
    const base = path.join(dir, `leaf-${names.length}-${names[0]}`);
    execFileSync(
      "openssl",
      [
        "req",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-subj",
        `/CN=${names[0]}`,
        "-keyout",
        `${base}.key`,
        "-out",
        `${base}.csr`,
      ],
      { stdio: "ignore" },
    );
    writeFileSync(`${base}.ext`, `subjectAltName=${names.map((n) => `DNS:${n}`).join(",")}\n`);
    execFileSync(
      "openssl",
      [
        "x509",
        "-req",
        "-in",
        `${base}.csr`,
        "-CA",
        path.join(dir, "ca.crt"),
        "-CAkey",
        path.join(dir, "ca.key"),
        "-CAcreateserial",
        "-days",
        "2",
        "-extfile",
        `${base}.ext`,
        "-out",
        `${base}.crt`,
      ],
      { stdio: "ignore" },
    );
    return createSecureContext({ key: readFileSync(`${base}.key`, "utf8"), cert: readFileSync(`${base}.crt`, "utf8") });
  };
  let context: SecureContext = leaf(["autre-domaine.test"]);
  const fallback = certificate(dir, ["fallback.invalid"]);
  const server = createServer({ ...fallback, SNICallback: (_name, cb) => cb(null, context) }, (_req, res) => res.end("ok"));
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return { server, port: (server.address() as AddressInfo).port, serve: (names: string[]) => (context = leaf(names)), caFile: path.join(dir, "ca.crt") };
}

beforeAll(async () => {
  t = await createTestDatabase();
  [dnsA, dnsB, tls, smtp] = await Promise.all([startTestDnsServer(), startTestDnsServer(), startTlsServer(), startSmtpServer()]);
  services = createTestServices(t.db, {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Vitrine <bonjour@vitrine.example>",
    DNS_SERVERS: `${dnsA.address},${dnsB.address}`,
    PUBLIC_IPV4: IPV4,
    PUBLIC_IPV6: IPV6,
    CNAME_TARGET: TARGET,
    TLS_CHECK_ADDRESS: `127.0.0.1:${tls.port}`,
    TLS_CHECK_CA_FILE: tls.caFile,
  });
  await upsertUserWithPassword(services.auth, t.db, { email: "admin@test.fr", password: "admin-secret", role: "admin" });
  const owner = await upsertUserWithPassword(services.auth, t.db, { email: "owner@test.fr", password: "owner-secret", role: "user" });
  ownerId = owner.id;
  siteA = (await createSite(t.db, { name: "Boulangerie A", ownerId })).id;
  siteB = (await createSite(t.db, { name: "Fromagerie B" })).id;
  adminCookie = await sessionCookie(services, "admin@test.fr", "admin-secret");
  mailWorker = createOutboxWorker(services, { pollIntervalMs: 600_000 });
}, 60_000);

afterAll(async () => {
  await mailWorker?.stop();
  await Promise.all([dnsA?.close(), dnsB?.close(), smtp?.close(), new Promise((resolve) => (tls ? tls.server.close(resolve) : resolve(null)))]);
  await t?.drop();
});

/** Both resolvers serve the same records for `name` (or forget it). */
function zone(name: string, entry: Parameters<TestDnsServer["zone"]["set"]>[1] | null, servers = [dnsA, dnsB]) {
  for (const s of servers) {
    if (entry) s.zone.set(name, entry);
    else s.zone.delete(name);
  }
}

async function mapping(domain: string, siteId: string, { verified }: { verified: boolean }) {
  return createDomain(t.db, siteId, {
    domain,
    isActive: verified,
    verifiedAt: verified ? new Date() : null,
    verifiedBy: verified ? "admin" : null,
    requestedBy: verified ? null : ownerId,
  });
}

async function checkRow(mappingId: string) {
  const [row] = await t.db.select().from(domainChecks).where(eq(domainChecks.mappingId, mappingId));
  if (!row) throw new Error("no check row");
  return { ...row, detail: row.detail as CheckDetail | null };
}

async function contentVersions() {
  return t.db.select({ id: sites.id, v: sites.contentVersion }).from(sites).orderBy(sites.id);
}

const later = (ms: number) => new Date(Date.now() + ms);

describe("a mapping walks through every state", () => {
  it("pending → propagating → verified → certificate active → DNS changed → back, without moving the site's content version", async () => {
    const m = await mapping("boulangerie-a.fr", siteA, { verified: true });
    const versions = await contentVersions();

    // No record at all: 'DNS à configurer', with what each resolver said.
    expect(await checkDomainMappingNow(services, m.id)).toMatchObject({ ok: true, state: "dns_pending" });
    let row = await checkRow(m.id);
    expect(row.state).toBe("dns_pending");
    expect(row.detail?.resolvers.map((r) => r.verdict)).toEqual(["none", "none"]);
    expect(row.detail?.expected).toEqual({ ipv4: IPV4, ipv6: IPV6, cname: TARGET });
    expect(row.nextCheckAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);

    // One resolver sees our address, the other still an old one: propagating.
    zone("boulangerie-a.fr", { a: [IPV4] }, [dnsA]);
    zone("boulangerie-a.fr", { a: [ELSEWHERE] }, [dnsB]);
    expect(await checkDomainMappingNow(services, m.id)).toMatchObject({ state: "dns_propagating" });
    row = await checkRow(m.id);
    expect(row.detail?.resolvers.map((r) => r.verdict)).toEqual(["ours", "other"]);
    expect(row.detail?.oursSince).toBeNull();

    // Both see ours (and our IPv6): still propagating until it has held for the settle time.
    zone("boulangerie-a.fr", { a: [IPV4], aaaa: [IPV6] });
    expect(await checkDomainMappingNow(services, m.id)).toMatchObject({ state: "dns_propagating" });
    const since = (await checkRow(m.id)).detail?.oursSince;
    expect(since).toEqual(expect.any(String));
    expect(await checkDomainMappingNow(services, m.id, { now: later(PROPAGATION_SETTLE_MS / 2) })).toMatchObject({ state: "dns_propagating" });
    expect((await checkRow(m.id)).detail?.oursSince).toBe(since);

    // Settled; the TLS server has no certificate for this name yet: verified.
    expect(await checkDomainMappingNow(services, m.id, { now: later(PROPAGATION_SETTLE_MS + 1000) })).toMatchObject({ state: "verified" });
    row = await checkRow(m.id);
    expect(row.detail?.certificate).toMatchObject({ valid: false });
    expect(row.nextCheckAt.getTime() - row.checkedAt!.getTime()).toBe(15 * 60_000);

    // A certificate for the name, from the trusted root: 'Certificat actif', checked again daily.
    tls.serve(["boulangerie-a.fr", "www.boulangerie-a.fr"]);
    expect(await checkDomainMappingNow(services, m.id, { now: later(PROPAGATION_SETTLE_MS + 2000) })).toMatchObject({ state: "certificate_active" });
    row = await checkRow(m.id);
    expect(row.detail?.certificate).toMatchObject({ valid: true });
    expect(row.nextCheckAt.getTime() - row.checkedAt!.getTime()).toBe(24 * 60 * 60_000);
    const activeSince = row.stateChangedAt;

    // Checked again unchanged: the state's date stays.
    await checkDomainMappingNow(services, m.id, { now: later(PROPAGATION_SETTLE_MS + 3000) });
    expect((await checkRow(m.id)).stateChangedAt).toEqual(activeSince);

    // The merchant points the domain elsewhere: 'DNS modifié', dated.
    zone("boulangerie-a.fr", { a: [ELSEWHERE] });
    const changedAt = later(PROPAGATION_SETTLE_MS + 4000);
    expect(await checkDomainMappingNow(services, m.id, { now: changedAt })).toMatchObject({ previous: "certificate_active", state: "dns_changed" });
    row = await checkRow(m.id);
    expect(row.stateChangedAt.getTime()).toBe(changedAt.getTime());
    expect(row.nextCheckAt.getTime() - row.checkedAt!.getTime()).toBe(5 * 60_000);

    // And back: through propagation to the certificate again (a CNAME this time).
    zone("boulangerie-a.fr", { cname: TARGET });
    zone(TARGET, { a: [IPV4] });
    expect(await checkDomainMappingNow(services, m.id, { now: later(PROPAGATION_SETTLE_MS + 5000) })).toMatchObject({ state: "dns_propagating" });
    expect(await checkDomainMappingNow(services, m.id, { now: later(3 * PROPAGATION_SETTLE_MS) })).toMatchObject({ state: "certificate_active" });

    // Not one of these checks wrote a mapping: no site's pages were dropped.
    expect(await contentVersions()).toEqual(versions);
    const [stored] = await t.db.select().from(domainMappings).where(eq(domainMappings.id, m.id));
    expect(stored?.updatedAt).toEqual(m.updatedAt);
  });

  it("a stray A record to another host next to ours is not verified", async () => {
    const m = await mapping("stray.fr", siteA, { verified: true });
    zone("stray.fr", { a: [IPV4, ELSEWHERE] });
    expect(await checkDomainMappingNow(services, m.id, { now: later(PROPAGATION_SETTLE_MS * 3) })).toMatchObject({ state: "dns_pending" });
    expect((await checkRow(m.id)).detail?.resolvers.map((r) => r.verdict)).toEqual(["stray", "stray"]);
  });
});

describe("resolvers that do not answer", () => {
  it("change nothing but the time of the next try", async () => {
    const m = await mapping("silence.fr", siteA, { verified: true });
    zone("silence.fr", { a: [IPV4] });
    await checkDomainMappingNow(services, m.id);
    await checkDomainMappingNow(services, m.id, { now: later(PROPAGATION_SETTLE_MS + 1000) });
    const before = await checkRow(m.id);
    expect(before.state).toBe("verified");

    dnsA.silent = true;
    dnsB.silent = true;
    try {
      expect(await checkDomainMappingNow(services, m.id)).toMatchObject({ ok: false, reason: "resolver" });
    } finally {
      dnsA.silent = false;
      dnsB.silent = false;
    }
    const after = await checkRow(m.id);
    expect({ state: after.state, stateChangedAt: after.stateChangedAt, checkedAt: after.checkedAt, resolvers: after.detail?.resolvers }).toEqual({
      state: before.state,
      stateChangedAt: before.stateChangedAt,
      checkedAt: before.checkedAt,
      resolvers: before.detail?.resolvers,
    });
    expect(after.detail?.failure?.reason).toBe("aucun résolveur DNS n'a répondu");
  }, 20_000);

  it("one silent resolver of two: the other decides", async () => {
    const m = await mapping("un-sur-deux.fr", siteA, { verified: true });
    zone("un-sur-deux.fr", { a: [ELSEWHERE] });
    dnsB.silent = true;
    try {
      expect(await checkDomainMappingNow(services, m.id)).toMatchObject({ ok: true, state: "dns_pending" });
    } finally {
      dnsB.silent = false;
    }
    expect((await checkRow(m.id)).detail?.resolvers.map((r) => r.verdict)).toEqual(["other", "error"]);
  }, 20_000);
});

describe("the TXT proof of ownership", () => {
  it("a wrong token proves nothing; the right one activates the owner's pair, and the public site follows at once", async () => {
    const bare = await mapping("patisserie-txt.fr", siteA, { verified: false });
    const www = await mapping("www.patisserie-txt.fr", siteA, { verified: false });
    // Another site's pending mapping of a twin's shape must not ride on this proof.
    const foreign = await mapping("www.autre-txt.fr", siteB, { verified: false });
    const lone = await mapping("autre-txt.fr", siteA, { verified: false });
    expect(await services.domains.lookup("patisserie-txt.fr")).toBeNull();

    zone("patisserie-txt.fr", { a: [IPV4] });
    zone("_vitrine.patisserie-txt.fr", { txt: [["v=spf1 -all"], [www.verificationToken]] });
    expect(await checkDomainMappingNow(services, bare.id)).toMatchObject({ ok: true, state: "dns_pending", provenByTxt: false });
    let rows = await t.db
      .select()
      .from(domainMappings)
      .where(inArray(domainMappings.id, [bare.id, www.id]));
    expect(rows.map((r) => [r.verifiedAt, r.isActive])).toEqual([
      [null, false],
      [null, false],
    ]);
    expect(await services.domains.lookup("patisserie-txt.fr")).toBeNull();

    zone("_vitrine.patisserie-txt.fr", { txt: [["v=spf1 -all"], [bare.verificationToken.slice(0, 10), bare.verificationToken.slice(10)]] });
    expect(await checkDomainMappingNow(services, bare.id)).toMatchObject({ ok: true, provenByTxt: true });
    rows = await t.db
      .select()
      .from(domainMappings)
      .where(inArray(domainMappings.id, [bare.id, www.id]));
    expect(rows.map((r) => [r.verifiedBy, r.isActive, r.verifiedAt !== null])).toEqual([
      ["txt", true, true],
      ["txt", true, true],
    ]);
    expect(await services.domains.lookup("patisserie-txt.fr")).toBe(siteA);
    expect(await services.domains.lookup("www.patisserie-txt.fr")).toBe(siteA);

    // autre-txt.fr proves itself; the www. name of another site stays as it was.
    zone("_vitrine.autre-txt.fr", { txt: [[lone.verificationToken]] });
    expect(await checkDomainMappingNow(services, lone.id)).toMatchObject({ provenByTxt: true });
    const [f] = await t.db.select().from(domainMappings).where(eq(domainMappings.id, foreign.id));
    expect([f?.verifiedAt, f?.isActive]).toEqual([null, false]);
  });
});

describe("the background job", () => {
  it("two workers at once check every due mapping exactly once", async () => {
    await t.db.update(domainChecks).set({ nextCheckAt: later(24 * 60 * 60_000) });
    const names = Array.from({ length: 12 }, (_, i) => `lot-${i}.fr`);
    for (const name of names) {
      zone(name, { a: [IPV4] });
      await mapping(name, siteB, { verified: true });
    }
    const queriesBefore = dnsA.queries.length;
    const versions = await contentVersions();
    const [w1, w2] = [createDomainCheckWorker(services, { batchSize: 3, concurrency: 2 }), createDomainCheckWorker(services, { batchSize: 3, concurrency: 2 })];
    const [r1, r2] = await Promise.all([w1.runOnce(), w2.runOnce()]);
    await Promise.all([w1.stop(), w2.stop()]);

    const checked = [...r1, ...r2].map((o) => o.domain).sort();
    expect(checked).toEqual([...names].sort());
    // Each name's A record was asked once of each resolver: no mapping was checked twice.
    const asked = dnsA.queries
      .slice(queriesBefore)
      .filter((q) => q.type === "A")
      .map((q) => q.name)
      .sort();
    expect(asked).toEqual([...names].sort());
    const states = await t.db
      .select({ state: domainChecks.state })
      .from(domainChecks)
      .innerJoin(domainMappings, eq(domainMappings.id, domainChecks.mappingId))
      .where(inArray(domainMappings.domain, names));
    expect(states.map((s) => s.state)).toEqual(names.map(() => "dns_propagating"));
    expect(await contentVersions()).toEqual(versions);
    // Nothing is due any more.
    expect(await createDomainCheckWorker(services).runOnce()).toEqual([]);
  }, 30_000);
});

describe("the loop", () => {
  it("started, it checks a new mapping by itself, and again when it is due", async () => {
    await t.db.update(domainChecks).set({ nextCheckAt: later(24 * 60 * 60_000) });
    const worker = createDomainCheckWorker(services, { firstDelayMs: 0, intervalMs: 100 });
    worker.start();
    try {
      zone("boucle.fr", { a: [IPV4] });
      const m = await mapping("boucle.fr", siteB, { verified: true });
      await expect.poll(async () => (await checkRow(m.id)).state, { timeout: 15_000 }).toBe("dns_propagating");
      // A mapping due again later is taken on a later pass of the same loop.
      await t.db
        .update(domainChecks)
        .set({ nextCheckAt: new Date(0) })
        .where(eq(domainChecks.mappingId, m.id));
      zone("boucle.fr", null);
      await expect.poll(async () => (await checkRow(m.id)).state, { timeout: 15_000 }).toBe("dns_pending");
    } finally {
      await worker.stop();
    }
  }, 40_000);
});

describe("'Vérifier maintenant' on /admin/domains", () => {
  it("checks the mapping at once and says its state; a few per minute, then refused", async () => {
    const m = await mapping("verifier.fr", siteB, { verified: true });
    zone("verifier.fr", { a: [IPV4] });
    const post = async (fields: Record<string, string>, cookie = adminCookie) =>
      unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/domains", fields, cookie)));

    const first = await post({ intent: "recheck", mappingId: m.id });
    // Issue 25: the answer says what was found in plain words, in the toast and beside the domain.
    expect(first).toMatchObject({
      status: 200,
      data: { ok: true, toast: { type: "success", title: "Réglages trouvés" }, values: { verifyTone: "waiting", verifyTitle: "Réglages trouvés" } },
    });
    expect((await checkRow(m.id)).state).toBe("dns_propagating");

    expect(await post({ intent: "recheck", mappingId: "not-a-uuid" })).toMatchObject({ status: 404, data: { ok: false } });
    expect(await post({ intent: "recheck", mappingId: crypto.randomUUID() })).toMatchObject({ status: 404 });
    // 1 + the unknown id + 3 = the 5 allowed in a minute; the 6th is refused.
    for (let i = 0; i < 3; i++) expect((await post({ intent: "recheck", mappingId: m.id })).status).toBe(200);
    const refused = await post({ intent: "recheck", mappingId: m.id });
    expect(refused).toMatchObject({
      status: 429,
      data: { ok: false, toast: { description: "Trop de vérifications d'affilée\u00a0: réessayez dans une minute." } },
    });
  });

  it("an owner checks their own site's mappings only: another site's is not found, and nothing of it is checked", async () => {
    const own = await mapping("owner-recheck.fr", siteA, { verified: true });
    const other = await mapping("other-recheck.fr", siteB, { verified: true });
    zone("owner-recheck.fr", { a: [IPV4] });
    const ownerCookie = await sessionCookie(services, "owner@test.fr", "owner-secret");
    const post = async (fields: Record<string, string>) =>
      unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/domains", fields, ownerCookie)));

    expect(await post({ intent: "recheck", mappingId: own.id, siteId: siteA })).toMatchObject({ status: 200, data: { ok: true } });
    expect((await checkRow(own.id)).checkedAt).not.toBeNull();

    const asked = dnsA.queries.length;
    expect(await post({ intent: "recheck", mappingId: other.id, siteId: siteA })).toMatchObject({ status: 404, data: { ok: false } });
    // B's site named in the form: not the session's site (ADR 013).
    expect((await post({ intent: "recheck", mappingId: other.id, siteId: siteB })).status).toBe(409);
    expect(dnsA.queries.length).toBe(asked);
    expect((await checkRow(other.id)).checkedAt).toBeNull();
  });
});

describe("renaming a mapping", () => {
  it("starts its checks again from 'DNS à configurer' (the base's trigger)", async () => {
    const m = await mapping("avant.fr", siteA, { verified: true });
    zone("avant.fr", { a: [IPV4] });
    await checkDomainMappingNow(services, m.id);
    expect((await checkRow(m.id)).state).toBe("dns_propagating");
    await t.db.update(domainMappings).set({ domain: "apres.fr" }).where(eq(domainMappings.id, m.id));
    const row = await checkRow(m.id);
    expect([row.state, row.checkedAt]).toEqual(["dns_pending", null]);
  });
});

describe("what the screens show", () => {
  it("the admin list: each mapping's state, the records to create (the TXT while unproven), what the DNS holds now; the dashboard: the site's first domain", async () => {
    const { id: siteC } = await createSite(t.db, { name: "Caviste C" });
    const bare = await mapping("caviste-c.fr", siteC, { verified: false });
    const www = await mapping("www.caviste-c.fr", siteC, { verified: false });
    zone("caviste-c.fr", { a: [ELSEWHERE] });
    await checkDomainMappingNow(services, bare.id);

    const answer = await callRoute<{ mappings: { id: string; check: unknown }[]; platform: unknown }>(
      loader,
      services,
      getRequest("/admin/domains", adminCookie),
    );
    // The hosting instructions point at the configured addresses, not at PUBLIC_URL's host.
    expect(answer.platform).toMatchObject({ host: TARGET, ipv4: IPV4, ipv6: IPV6 });
    const views = new Map(answer.mappings.map((m) => [m.id, m.check]));
    expect(views.get(bare.id)).toMatchObject({
      domain: "caviste-c.fr",
      state: "dns_pending",
      owned: false,
      records: [
        { type: "A", name: "caviste-c.fr", value: IPV4 },
        { type: "AAAA", name: "caviste-c.fr", value: IPV6 },
        { type: "TXT", name: "_vitrine.caviste-c.fr", value: bare.verificationToken },
      ],
      seen: [`A ${ELSEWHERE}`],
    });
    // Issue 25: one proof per pair, under the bare name: the www. name has no TXT record of its own.
    expect(views.get(www.id)).toMatchObject({ records: [{ type: "CNAME", name: "www.caviste-c.fr", value: `${TARGET}.` }], seen: [] });
    expect(await getSiteDomainState(t.db, services.config, siteC)).toMatchObject({ mappingId: bare.id, state: "dns_pending" });
    const { id: empty } = await createSite(t.db, { name: "Sans domaine" });
    expect(await getSiteDomainState(t.db, services.config, empty)).toBeNull();
    // Issue 25: the platform address (issue 24) is never the dashboard's domain line (its own card shows it).
    await createDomain(t.db, empty, { domain: "sans-domaine.sites.vitrine.test", verifiedAt: new Date(), verifiedBy: "platform" });
    expect(await getSiteDomainState(t.db, services.config, empty)).toBeNull();
  });

  it("the dashboard's line in the merchant's words: a working *.localhost name is 'Actif (adresse locale)', never 'DNS à configurer' (issue 25)", async () => {
    // The platform asks the public DNS (no DNS_SERVERS), as the demo does.
    const { config } = createTestServices(t.db, { PUBLIC_IPV4: IPV4 });
    const { id: demo } = await createSite(t.db, { name: "Démo locale" });
    const [bare] = await pair("demo-locale.localhost", demo, { verified: true });
    await t.db.update(domainMappings).set({ isCanonical: true }).where(eq(domainMappings.id, bare.id));
    expect(await getSiteDomainState(t.db, config, demo)).toMatchObject({
      domain: "demo-locale.localhost",
      state: "dns_pending",
      summary: { tone: "ok", label: "Actif (adresse locale)" },
    });
    const { id: shop } = await createSite(t.db, { name: "Boutique en cours" });
    const [own] = await pair("boutique-en-cours.fr", shop, { verified: true });
    await t.db.update(domainChecks).set({ state: "dns_propagating" }).where(eq(domainChecks.mappingId, own.id));
    expect(await getSiteDomainState(t.db, config, shop)).toMatchObject({
      domain: "boutique-en-cours.fr",
      summary: { label: "En attente de votre configuration" },
    });
  });
});

/** Issue 25: a user of their own, so that 'Vérifier maintenant''s limit (5 a minute) counts this file's calls apart. */
async function ownerOf(siteName: string, email: string) {
  const user = await upsertUserWithPassword(services.auth, t.db, { email, password: "owner-secret", role: "user" });
  const { id } = await createSite(t.db, { name: siteName, ownerId: user.id });
  const cookie = await sessionCookie(services, email, "owner-secret");
  const post = async (fields: Record<string, string>, on: AppServices = services) =>
    unwrap<ActionResult & { values?: { verifyTone?: string; verifyTitle?: string; verifyText?: string } }>(
      await callRoute(action, on, postRequest("/admin/domains", { ...fields, siteId: id }, cookie)),
    );
  return { siteId: id, post };
}

async function pair(domain: string, siteId: string, opts: { verified: boolean }) {
  return [await mapping(domain, siteId, opts), await mapping(`www.${domain}`, siteId, opts)] as const;
}

/** What the SMTP peer received about `domain` once the outbox worker has delivered what is due. */
async function mailsAbout(domain: string) {
  await mailWorker.runOnce();
  return smtp.received.filter((m) => (m.header("subject") ?? "").includes(domain));
}

describe("one proof per pair (issue 25)", () => {
  it("one TXT record under the bare name proves both names, even checked from the www. name", async () => {
    const [bare, www] = await pair("une-preuve.fr", siteA, { verified: false });
    zone("_vitrine.une-preuve.fr", { txt: [[bare.verificationToken]] });
    expect(await checkDomainMappingNow(services, www.id)).toMatchObject({ provenByTxt: true });
    const rows = await t.db
      .select()
      .from(domainMappings)
      .where(inArray(domainMappings.id, [bare.id, www.id]));
    expect(rows.map((r) => [r.verifiedBy, r.isActive])).toEqual([
      ["txt", true],
      ["txt", true],
    ]);
  });

  it("a proof made before, under the www. name with its own token, still counts", async () => {
    const [bare, www] = await pair("ancienne-preuve.fr", siteA, { verified: false });
    zone("_vitrine.www.ancienne-preuve.fr", { txt: [[www.verificationToken]] });
    expect(await checkDomainMappingNow(services, bare.id)).toMatchObject({ provenByTxt: true });
    const rows = await t.db
      .select()
      .from(domainMappings)
      .where(inArray(domainMappings.id, [bare.id, www.id]));
    expect(rows.every((r) => r.verifiedBy === "txt" && r.isActive)).toBe(true);
  });

  it("the www. name's token under the bare name proves nothing (each place holds its own name's token)", async () => {
    const [bare, www] = await pair("jeton-croise.fr", siteA, { verified: false });
    zone("_vitrine.jeton-croise.fr", { txt: [[www.verificationToken]] });
    expect(await checkDomainMappingNow(services, bare.id)).toMatchObject({ provenByTxt: false });
    expect(await checkDomainMappingNow(services, www.id)).toMatchObject({ provenByTxt: false });
  });
});

describe("'Vérifier maintenant' answers in plain French (issue 25)", () => {
  it("not found yet, found but wrong (which value), found and right, the DNS unreachable", async () => {
    const { siteId, post } = await ownerOf("Boulangerie Réponses", "reponses@test.fr");
    const [bare, www] = await pair("reponses.fr", siteId, { verified: false });

    let answer = await post({ intent: "recheck", mappingId: bare.id });
    expect(answer).toMatchObject({
      status: 200,
      data: { ok: true, toast: { type: "success", title: "Pas encore trouvé" }, values: { verifyTone: "waiting" } },
    });
    expect(answer.data.values?.verifyText).toContain("(_vitrine.reponses.fr) n'est pas encore trouvé");
    expect(answer.data.values?.verifyText).toContain("reponses.fr\u00a0: aucun réglage trouvé pour l'instant");

    zone("reponses.fr", { a: [ELSEWHERE] });
    zone("_vitrine.reponses.fr", { txt: [["un-autre-jeton"]] });
    answer = await post({ intent: "recheck", mappingId: www.id });
    expect(answer).toMatchObject({
      status: 200,
      data: { toast: { type: "error", title: "À corriger" }, values: { verifyTone: "fix", verifyTitle: "À corriger" } },
    });
    expect(answer.data.values?.verifyText).toContain(`reponses.fr mène à «\u00a0${ELSEWHERE}\u00a0» au lieu de «\u00a0${IPV4} et ${IPV6}\u00a0»`);
    expect(answer.data.values?.verifyText).toContain(`contient «\u00a0un-autre-jeton\u00a0» au lieu de «\u00a0${bare.verificationToken}\u00a0»`);

    zone("reponses.fr", { a: [IPV4] });
    zone("www.reponses.fr", { cname: TARGET });
    zone(TARGET, { a: [IPV4] });
    zone("_vitrine.reponses.fr", { txt: [[bare.verificationToken]] });
    answer = await post({ intent: "recheck", mappingId: bare.id });
    expect(answer).toMatchObject({ status: 200, data: { toast: { type: "success", title: "Réglages trouvés" }, values: { verifyTone: "waiting" } } });
    expect((await checkRow(www.id)).state).toBe("dns_propagating");

    dnsA.silent = true;
    dnsB.silent = true;
    try {
      answer = await post({ intent: "recheck", mappingId: bare.id });
    } finally {
      dnsA.silent = false;
      dnsB.silent = false;
    }
    expect(answer).toMatchObject({
      status: 503,
      data: { ok: false, toast: { type: "error", title: "Vérification impossible pour le moment" }, values: { verifyTone: "error" } },
    });
    expect(answer.data.values?.verifyText).toContain("réessayez dans quelques minutes");
  }, 40_000);

  it("a name that can never be public (a .localhost or .test name, an IP address) is said so plainly, without asking any DNS", async () => {
    // The platform asks the public DNS (no DNS_SERVERS): these names are never sent anywhere.
    const publicDns = createTestServices(t.db, { DATA_DIR: services.config.dataDir, PUBLIC_IPV4: IPV4, CNAME_TARGET: TARGET });
    const { siteId, post } = await ownerOf("Épicerie Locale", "locale@test.fr");
    const local = await mapping("essai.localhost", siteId, { verified: true });
    const reserved = await mapping("boutique.test", siteId, { verified: false });
    const ip = await mapping("192.0.2.10", siteId, { verified: false });
    const asked = dnsA.queries.length;

    let answer = await post({ intent: "recheck", mappingId: local.id }, publicDns);
    expect(answer).toMatchObject({ status: 422, data: { toast: { type: "error", title: "Ce nom ne peut pas être vérifié" }, values: { verifyTone: "fix" } } });
    expect(answer.data.values?.verifyText).toBe(
      "«\u00a0essai.localhost\u00a0» est une adresse locale\u00a0: elle n'existe que sur cet ordinateur, jamais sur Internet, il n'y a donc rien à vérifier. Elle affiche déjà votre site ici.",
    );
    answer = await post({ intent: "recheck", mappingId: reserved.id }, publicDns);
    expect(answer.data.values?.verifyText).toContain("«\u00a0boutique.test\u00a0» est un nom réservé aux essais");
    answer = await post({ intent: "recheck", mappingId: ip.id }, publicDns);
    expect(answer.data.values?.verifyText).toContain("«\u00a0192.0.2.10\u00a0» est une adresse IP, pas un nom de domaine");
    expect(dnsA.queries.length).toBe(asked);
  });
});

describe("e-mails to the site's owner (issue 25)", () => {
  it("an admin's approval: one e-mail 'Votre domaine … est vérifié', not a second one when approved again", async () => {
    const [bare] = await pair("approuve-mail.fr", siteA, { verified: false });
    const approve = async () =>
      unwrap<ActionResult>(await callRoute(action, services, postRequest("/admin/domains", { intent: "approve", mappingId: bare.id }, adminCookie)));
    expect(await approve()).toMatchObject({ status: 200, data: { ok: true } });
    const queued = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "domain_verified"));
    expect(queued.filter((m) => m.subject.includes("approuve-mail.fr")).map((m) => [m.toAddresses, m.siteId])).toEqual([[["owner@test.fr"], siteA]]);
    expect(await approve()).toMatchObject({ status: 200 });
    const mails = await mailsAbout("approuve-mail.fr");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.header("subject")).toBe("Votre domaine approuve-mail.fr est vérifié");
    expect(mails[0]?.rcptTo).toEqual(["owner@test.fr"]);
    expect(mails[0]?.text).toContain("le domaine approuve-mail.fr est bien à vous");
    expect(mails[0]?.text).toContain("http://localhost:3000/admin/domains");
  });

  it("the TXT proof found by two checks at once: one e-mail", async () => {
    const [bare, www] = await pair("preuve-mail.fr", siteA, { verified: false });
    zone("_vitrine.preuve-mail.fr", { txt: [[bare.verificationToken]] });
    const outcomes = await Promise.all([
      checkDomainMappingNow(services, bare.id),
      checkDomainMappingNow(services, www.id),
      checkDomainMappingNow(services, bare.id),
    ]);
    expect(outcomes.filter((o) => o?.provenByTxt)).toHaveLength(1);
    const mails = await mailsAbout("preuve-mail.fr");
    expect(mails.map((m) => m.header("subject"))).toEqual(["Votre domaine preuve-mail.fr est vérifié"]);
  });

  it("the certificate becomes active: one e-mail with the address, not again for the same transition nor for the www. name", async () => {
    const [bare, www] = await pair("cadenas-mail.fr", siteA, { verified: true });
    zone("cadenas-mail.fr", { a: [IPV4] });
    zone("www.cadenas-mail.fr", { a: [IPV4] });
    tls.serve(["cadenas-mail.fr", "www.cadenas-mail.fr"]);
    await checkDomainMappingNow(services, bare.id);
    await checkDomainMappingNow(services, www.id);
    // Two checks at once see the same transition: one of them announces it.
    const settled = later(PROPAGATION_SETTLE_MS + 1000);
    const both = await Promise.all([checkDomainMappingNow(services, bare.id, { now: settled }), checkDomainMappingNow(services, bare.id, { now: settled })]);
    expect(both.map((o) => o?.ok && o.state)).toEqual(["certificate_active", "certificate_active"]);
    await checkDomainMappingNow(services, bare.id, { now: later(PROPAGATION_SETTLE_MS + 2000) });
    expect(await checkDomainMappingNow(services, www.id, { now: later(PROPAGATION_SETTLE_MS + 3000) })).toMatchObject({ state: "certificate_active" });
    const mails = await mailsAbout("cadenas-mail.fr");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.header("subject")).toBe("Votre site est en ligne à l'adresse https://cadenas-mail.fr");
    expect(mails[0]?.text).toContain("s'affiche maintenant à l'adresse https://cadenas-mail.fr");
    expect(mails[0]?.rcptTo).toEqual(["owner@test.fr"]);
  });
});
