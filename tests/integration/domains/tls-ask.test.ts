/**
 * `GET /tls/ask?domain=` (issue 15, part C), the endpoint Caddy's on-demand TLS asks before it gets
 * a certificate, against the production build over real HTTP and a real PostgreSQL:
 *   - 200 for the platform's own names and for mappings that are active, ownership-verified and
 *     whose DNS state is 'verified' or 'certificate_active'; 404 for every other mapping, an unknown
 *     name, a wildcard platform name, and a request that came through a proxy; 400 without a host
 *     name;
 *   - a cached answer costs no query (the queries on domain_checks are counted on the pool);
 *   - the answers are dropped when this process changes a mapping (`context.domains.invalidate()`)
 *     and when another process does (the content-version notification), and expire on their own
 *     for a DNS state change (which notifies nothing);
 *   - unknown names past the per-address limit get 429 without a query;
 *   - docs/deploy/Caddyfile is valid for the installed Caddy (`caddy adapt --validate`), and, run
 *     by a real Caddy on loopback ports in front of this server and a stand-in instance that is
 *     not ready, sends requests to the ready instance only, refuses a body of 12 MB or more before
 *     any instance sees it, and makes /tls/ask unreachable through it.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AppServices } from "~/context";
import { domainChecks, domainMappings } from "~/db/schema";
import type { DomainState } from "~/db/enums";
import { createTlsAsk, TLS_ASK_ALLOWED_TTL_MS, TLS_ASK_BURST, TLS_ASK_PER_SECOND, tlsAskRoute } from "~/features/domains/tls-ask.server";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createLoggedServices, startTestServer, type LogLines, type TestServer } from "../../support/http-server";
import { freePort } from "../../../server/free-port";
import { CADDY, caddyEnv, caddyVersion, runCaddy } from "../../support/caddy";
import { createDomain, createSite } from "../../support/factories";

let t: TestDatabase;
let services: AppServices;
let logs: LogLines;
let server: TestServer;
let siteId: string;
/** Statements on domain_checks sent through the test database's pool: the ask endpoint's lookups. */
let lookups = 0;

const ask = (domain: string | null, headers: Record<string, string> = {}) =>
  server.request("GET", domain === null ? "/tls/ask" : `/tls/ask?domain=${encodeURIComponent(domain)}`, { headers });

/** One mapping of the test site in the given state (the DNS state is part A's checker's to write; here the test writes it). */
async function mapping(domain: string, { active = true, verified = true, state = "verified" as DomainState } = {}): Promise<string> {
  const row = await createDomain(t.db, siteId, { domain, isActive: active, verifiedAt: verified ? new Date() : null, verifiedBy: verified ? "txt" : null });
  await t.db.update(domainChecks).set({ state }).where(eq(domainChecks.mappingId, row.id));
  return row.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  const query = t.pool.query.bind(t.pool) as (...args: unknown[]) => unknown;
  t.pool.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    const text = typeof first === "string" ? first : (first?.text ?? "");
    if (text.includes('"domain_checks"')) lookups++;
    return query(...args);
  }) as typeof t.pool.query;
  ({ services, logs } = createLoggedServices(t.db, {
    PUBLIC_URL: "https://vitrine.test",
    PLATFORM_HOSTS: "app.vitrine.test,*.preview.vitrine.test",
    TRUSTED_PROXIES: "127.0.0.1,::1",
  }));
  await services.contentVersions.start();
  siteId = (await createSite(t.db, { name: "Boulangerie du Certificat" })).id;
  await mapping("ok.test");
  await mapping("www.ok.test", { state: "certificate_active" });
  await mapping("inactive.test", { active: false });
  await mapping("unverified.test", { verified: false });
  await mapping("pending.test", { state: "dns_pending" });
  await mapping("propagating.test", { state: "dns_propagating" });
  await mapping("changed.test", { state: "dns_changed" });
  server = await startTestServer(services);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await services?.contentVersions.stop();
  await t?.drop();
});

describe("who gets a certificate", () => {
  it("says yes for the platform's own names, without a query", async () => {
    const before = lookups;
    for (const name of ["vitrine.test", "app.vitrine.test", "APP.vitrine.test."]) {
      const answer = await ask(name);
      expect(answer.status, name).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect(lookups).toBe(before);
  });

  it("says yes for an active mapping whose ownership is proven and whose DNS points at us", async () => {
    expect((await ask("ok.test")).status).toBe(200);
    expect((await ask("www.ok.test")).status).toBe(200);
    expect((await ask("OK.test.")).status).toBe(200);
  });

  it("says no to every other mapping and to unknown names", async () => {
    for (const name of [
      "inactive.test",
      "unverified.test",
      "pending.test",
      "propagating.test",
      "changed.test",
      "unknown.test",
      "www.www.ok.test",
      "x.preview.vitrine.test",
    ]) {
      const answer = await ask(name);
      expect(answer.status, name).toBe(404);
      expect(answer.body).toBe("Introuvable");
    }
  });

  it("answers 400 when there is no host name to judge", async () => {
    for (const query of [
      "/tls/ask",
      "/tls/ask?domain=",
      "/tls/ask?domain=localhost",
      "/tls/ask?domain=127.0.0.1",
      "/tls/ask?domain=%5B%3A%3A1%5D",
      "/tls/ask?domain=caf%C3%A9.fr",
      "/tls/ask?domain=a%20b.fr",
      "/tls/ask?domain=ok.test&domain=evil.test",
      "/tls/ask?domain[x]=ok.test",
    ]) {
      const answer = await server.request("GET", query);
      expect(answer.status, query).toBe(400);
    }
  });

  it("says no to a request that came through a proxy, even from a trusted one", async () => {
    const forwardedHeaders: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.9" },
      { forwarded: "for=203.0.113.9" },
      { "x-forwarded-host": "ok.test" },
      { "x-real-ip": "203.0.113.9" },
    ];
    for (const headers of forwardedHeaders) {
      expect((await ask("ok.test", headers)).status).toBe(404);
      expect((await ask("vitrine.test", headers)).status).toBe(404);
    }
  });
});

describe("the cache", () => {
  it("answers a name it knows without a query, yes or no", async () => {
    await ask("ok.test");
    await ask("unknown-twice.test");
    const before = lookups;
    for (let i = 0; i < 10; i++) {
      expect((await ask("ok.test")).status).toBe(200);
      expect((await ask("unknown-twice.test")).status).toBe(404);
    }
    expect(lookups).toBe(before);
  });

  it("asks once for a name many handshakes want at the same moment", async () => {
    const before = lookups;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask("cert.test")));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(404));
    expect(lookups).toBe(before + 1);
  });

  it("forgets when this process changes a mapping (the actions' context.domains.invalidate())", async () => {
    // Notifications off, as if they were lost: only the process's own invalidation can drop the answer.
    await services.contentVersions.stop();
    try {
      const id = await mapping("moving.test");
      expect((await ask("moving.test")).status).toBe(200);
      await t.db.update(domainMappings).set({ isActive: false }).where(eq(domainMappings.id, id));
      expect((await ask("moving.test")).status).toBe(200);
      services.domains.invalidate();
      const before = lookups;
      expect((await ask("moving.test")).status).toBe(404);
      expect(lookups).toBe(before + 1);
    } finally {
      await services.contentVersions.start();
    }
  });

  it("forgets when another process changes a mapping (its content-version notification)", async () => {
    const id = await mapping("elsewhere.test", { active: false });
    expect((await ask("elsewhere.test")).status).toBe(404);
    // Another process (here: the test's own connection) activates it; this process hears the
    // site's new content version and drops the site's answers and every "no".
    await t.db.update(domainMappings).set({ isActive: true }).where(eq(domainMappings.id, id));
    await expect.poll(async () => (await ask("elsewhere.test")).status).toBe(200);
    await t.db.update(domainMappings).set({ isActive: false }).where(eq(domainMappings.id, id));
    await expect.poll(async () => (await ask("elsewhere.test")).status).toBe(404);
  });

  it("lets a DNS state change (which notifies nothing) count once the answer expires", async () => {
    let now = 1_000_000;
    const onDrop = () => () => {};
    const tlsAsk = createTlsAsk({ db: t.db, platformHosts: [], domains: { onDrop }, now: () => now });
    const id = await mapping("drifting.test");
    expect(await tlsAsk.decide("drifting.test", "127.0.0.1")).toBe("allowed");
    // Part A's checker sees the DNS leave us.
    await t.db.update(domainChecks).set({ state: "dns_changed" }).where(eq(domainChecks.mappingId, id));
    now += TLS_ASK_ALLOWED_TTL_MS - 1;
    expect(await tlsAsk.decide("drifting.test", "127.0.0.1")).toBe("allowed");
    now += 2;
    expect(await tlsAsk.decide("drifting.test", "127.0.0.1")).toBe("refused");
    tlsAsk.close();
  });
});

describe("without a database", () => {
  it("answers 503, caches nothing, and says yes to the platform's names from memory", async () => {
    const gone = await createTestDatabase({ max: 1 });
    await gone.drop();
    const { services: broken, logs: brokenLogs } = createLoggedServices(gone.db, { PUBLIC_URL: "https://vitrine.test" });
    const app = express().get("/tls/ask", tlsAskRoute(broken));
    const listener = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => listener.once("listening", () => resolve()));
    const { port } = listener.address() as AddressInfo;
    const get = (domain: string) => fetch(`http://127.0.0.1:${port}/tls/ask?domain=${domain}`).then(async (r) => [r.status, await r.text()]);
    try {
      expect(await get("ok.test")).toEqual([503, "Indisponible"]);
      expect(await get("ok.test")).toEqual([503, "Indisponible"]);
      expect(brokenLogs.filter((line) => line.event === "tls-ask-failed")).toHaveLength(2);
      expect(await get("vitrine.test")).toEqual([200, "ok"]);
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});

describe("the limit", () => {
  it("answers 429 past the limit on unknown names, without a query, and still answers the names it knows", async () => {
    expect((await ask("ok.test")).status).toBe(200);
    const before = lookups;
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => ask(`flood-${i}.test`)));
    const seconds = (performance.now() - started) / 1000;
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
    expect(answers.find((a) => a.status === 429)?.headers["retry-after"]).toBe("1");
    expect(logs.filter((line) => line.event === "tls-ask-limited")).toHaveLength(1);
    // Never more lookups than the bucket holds plus what it refilled meanwhile.
    expect(lookups - before).toBeLessThanOrEqual(TLS_ASK_BURST + Math.ceil(seconds * TLS_ASK_PER_SECOND));
    expect(lookups - before).toBe(statuses.filter((s) => s === 404).length);
    // Known names are answered from the cache, limit or not.
    expect((await ask("ok.test")).status).toBe(200);
    expect((await ask("vitrine.test")).status).toBe(200);
  });
});

describe("docs/deploy/Caddyfile", () => {
  it("is a valid configuration for the installed Caddy", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "vitrine-caddy-adapt-"));
    try {
      caddyVersion();
      const result = await promisify(execFile)(CADDY, ["adapt", "--config", path.resolve("docs/deploy/Caddyfile"), "--adapter", "caddyfile", "--validate"], {
        env: caddyEnv(home),
      }).catch((err: NodeJS.ErrnoException & { stderr?: string }) => {
        throw new Error(`caddy adapt a refusé docs/deploy/Caddyfile\u00a0:\n${err.stderr ?? err.message}`);
      });
      const json = JSON.parse(result.stdout) as { apps: { tls: { automation: { on_demand: { ask: string } } } } };
      expect(json.apps.tls.automation.on_demand.ask).toBe("http://127.0.0.1:3001/tls/ask");
      // Formatted as `caddy fmt` would write it (adapt warns otherwise).
      expect(result.stderr).not.toContain("not formatted");
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

/**
 * docs/deploy/Caddyfile as shipped, made runnable in a test: the instances' ports replaced by the
 * test's, plain HTTP on a free loopback port instead of the platform's name (no certificate to
 * get), the on-demand catch-all and the HTTP redirect left out, admin off, storage in `dir`.
 */
function runnableCaddyfile(dir: string, port: number, instances: [number, number]): string {
  let text = readFileSync(path.resolve("docs/deploy/Caddyfile"), "utf8");
  const replace = (from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`docs/deploy/Caddyfile\u00a0: «\u00a0${from}\u00a0» introuvable`);
    text = text.replaceAll(from, to);
  };
  replace("reverse_proxy 127.0.0.1:3001 127.0.0.1:3002", `reverse_proxy 127.0.0.1:${instances[0]} 127.0.0.1:${instances[1]}`);
  replace("ask http://127.0.0.1:3001/tls/ask", `ask http://127.0.0.1:${instances[0]}/tls/ask`);
  replace("\temail ops@example.fr", `\tadmin off\n\tauto_https off\n\tstorage file_system ${path.join(dir, "storage")}`);
  replace("\nvitrine.example.fr {", `\nhttp://127.0.0.1:${port} {`);
  replace("# Every other name", "# Every other name");
  return text.slice(0, text.indexOf("# Every other name"));
}

type StandIn = { port: number; readyChecks: number; requests: number; close(): Promise<void> };

/** An instance that is up but not ready (its database is down, or it is stopping): /readyz says 503, anything else gets its name. */
async function startNotReadyInstance(name: string): Promise<StandIn> {
  const port = await freePort();
  const standIn: StandIn = {
    port,
    readyChecks: 0,
    requests: 0,
    close: () => new Promise<void>((resolve) => instance.close(() => resolve())),
  };
  const instance = createServer((req, res) => {
    if (req.url === "/readyz") {
      standIn.readyChecks++;
      res.writeHead(503).end("database unavailable");
      return;
    }
    standIn.requests++;
    res.writeHead(503).end(name);
  });
  await new Promise<void>((resolve) => instance.listen(port, "127.0.0.1", resolve));
  return standIn;
}

type Through = { status: number; body: string; fromApp: boolean };

/** The shipped Caddyfile run by Caddy in front of two instances; `story` gets a GET through it, and its port. */
async function withDeployCaddy(
  instances: [number, number],
  story: (through: (pathAndQuery: string) => Promise<Through>, port: number) => Promise<void>,
): Promise<void> {
  const port = await freePort();
  const caddy = runCaddy((dir) => runnableCaddyfile(dir, port, instances));
  const through = (pathAndQuery: string) =>
    new Promise<Through>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), fromApp: res.headers["x-request-id"] !== undefined }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  try {
    await story(through, port);
  } catch (err) {
    throw new Error(`${String(err)}\nCaddy\u00a0:\n${caddy.output().slice(-4000)}`);
  } finally {
    await caddy.stop();
  }
}

/** Caddy's active checks have run on the stand-in at least twice from now: its state is known. */
async function checkedTwice(standIn: StandIn): Promise<void> {
  const seen = standIn.readyChecks;
  await expect.poll(() => standIn.readyChecks, { timeout: 20_000 }).toBeGreaterThan(seen + 1);
}

describe("docs/deploy/Caddyfile in front of the app", () => {
  it("sends requests to the ready instance only, refuses a 12 MB body itself, and keeps /tls/ask to itself", async () => {
    const standIn = await startNotReadyInstance("stand-in");
    try {
      await withDeployCaddy([server.port, standIn.port], async (through, port) => {
        await checkedTwice(standIn);
        // (Before its first check Caddy may have sent it a request: counted from here.)
        standIn.requests = 0;

        // (/favicon.ico: a redirect the app answers after its request log, which adds X-Request-Id.)
        const pages = await Promise.all(Array.from({ length: 10 }, () => through("/favicon.ico")));
        expect(pages.map((page) => [page.status, page.fromApp])).toEqual(Array(10).fill([301, true]));
        expect(standIn.requests).toBe(0);

        // Asked directly the endpoint says yes; through the proxy, nothing.
        expect((await ask("ok.test")).status).toBe(200);
        const proxied = await through("/tls/ask?domain=ok.test");
        expect([proxied.status, proxied.body]).toEqual([404, "Introuvable"]);

        // A declared body of 12 MB or more: 413 from Caddy, before any instance reads a byte.
        const tooLarge = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = httpRequest(
            {
              host: "127.0.0.1",
              port,
              path: "/admin/upload?bucket=logos",
              method: "POST",
              headers: { "content-type": "multipart/form-data; boundary=x", "content-length": "13000000" },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on("data", (chunk: Buffer) => chunks.push(chunk));
              res.on("end", () => {
                req.destroy();
                resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
              });
            },
          );
          req.on("error", reject);
          req.flushHeaders();
        });
        expect(tooLarge).toEqual({ status: 413, body: "Le fichier est trop volumineux (max 10MB)" });
        expect(standIn.requests).toBe(0);
      });
    } finally {
      await standIn.close();
    }
  });

  it("still hands requests to an instance when none is ready, so visitors get the app's own outage answer", async () => {
    const [first, second] = [await startNotReadyInstance("first"), await startNotReadyInstance("second")];
    try {
      await withDeployCaddy([first.port, second.port], async (through) => {
        await checkedTwice(first);
        await checkedTwice(second);
        const answers = await Promise.all(Array.from({ length: 6 }, () => through("/merchant")));
        // Not Caddy's empty "no upstreams" 503: each request reached an instance and got its answer.
        for (const answer of answers) expect([answer.status, ["first", "second"].includes(answer.body)]).toEqual([503, true]);
        expect(first.requests + second.requests).toBe(6);
      });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
