/**
 * Which host shows which site (issue 11, findings 6 and 8), against the production build over
 * real HTTP, page cache on, as an attacker sends requests:
 *   - another merchant's `?site=` on a merchant's domain (or any host that is not the platform's)
 *     is redirected to the platform host with the same path and query, on every public path,
 *     cached or not, and nothing of that site is ever served there; a POST stores nothing;
 *   - `?site=` of the domain's own site still works there, and anywhere on the platform host;
 *   - the Host is canonicalised once: a malformed one is a 400 (no 500), `www.www.` finds no
 *     site, case, trailing dot and port change nothing;
 *   - sitemap.xml and robots.txt are built from the site's canonical domain, never the request.
 */
import { existsSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type { AppServices } from "~/context";
import { contactMessages } from "~/db/schema";
import { issueFormToken } from "~/features/submissions/form-token.server";
import { createHttpApp, createRequestListener } from "../../../server/http-app";
import { freePort } from "../../../server/free-port";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { createTestServices } from "../../support/services";
import { createDomain, createSite } from "../../support/factories";
import { SITE_PAGE_PATHS } from "../../support/public-pages";

const BUILD = path.resolve("build/server/index.js");
const PUBLIC_PATHS = ["/", "/merchant", "/merchant/about", "/merchant/services", "/merchant/products", "/merchant/contact", "/sitemap.xml", "/robots.txt"];
const A_NAME = "Les Délices de l'Attaque";
const B_NAME = "Fromagerie Usurpée";

let t: TestDatabase;
let services: AppServices;
let server: Server;
let port: number;
let siteA: string;
let siteB: string;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A raw HTTP request: node:http, so the Host header is ours to choose, whatever it holds. */
function send(
  pathAndQuery: string,
  host: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const on = (name: string) => `${name}:${port}`;
const platform = () => `http://localhost:${port}`;

beforeAll(async () => {
  if (!existsSync(BUILD)) throw new Error("Pas de build de production\u00a0: lancez `npm run build` avant les tests d'intégration.");
  t = await createTestDatabase();
  port = await freePort();
  services = createTestServices(t.db, { PUBLIC_URL: `http://localhost:${port}` });
  await services.contentVersions.start();
  siteA = (await createSite(t.db, { name: A_NAME })).id;
  siteB = (await createSite(t.db, { name: B_NAME, merchantEmail1: "paul@fromagerie.test", senderEmail: "site@fromagerie.test" })).id;
  await createDomain(t.db, siteA, { domain: "delices.localhost" });
  await createDomain(t.db, siteA, { domain: "www.delices.localhost" });
  await createDomain(t.db, siteB, { domain: "fromagerie.localhost" });
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  server = createServer(createRequestListener(services, createHttpApp({ services, build })));
  server.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await services?.contentVersions.stop();
  await t?.drop();
});

describe("another site's ?site= on a merchant's domain", () => {
  it("is redirected to the platform host on every public path, cached or not, and shows nothing of that site", async () => {
    // B's pages are in the cache, on the platform host and on B's own domain.
    for (const p of PUBLIC_PATHS) {
      await send(`${p}?site=${siteB}`, on("localhost"));
      await send(p, on("fromagerie.localhost"));
      await send(p, on("delices.localhost"));
    }
    expect((await send(`/merchant/about?site=${siteB}`, on("localhost"))).headers["x-cache"]).toBe("HIT");

    for (const host of ["delices.localhost", "www.delices.localhost", "DELICES.localhost.", "inconnu.example"]) {
      for (const p of PUBLIC_PATHS) {
        for (const [query, method] of [
          [`?site=${siteB}`, "GET"],
          [`?site=${siteB}`, "GET"],
          [`?site=${siteB.toUpperCase()}&utm_source=x`, "GET"],
          [`?site=${siteB}`, "HEAD"],
        ] as const) {
          const answer = await send(`${p}${query}`, on(host), { method });
          const what = `${method} ${host}${p}${query}`;
          expect(answer.status, what).toBe(302);
          expect(answer.headers.location, what).toBe(`${platform()}${p}${query}`);
          expect(answer.headers["x-cache"], what).not.toBe("HIT");
          expect(answer.body, what).not.toContain(B_NAME);
          expect(answer.body, what).not.toContain("Fromagerie");
        }
      }
    }
  });

  it("stores nothing when a form of that site is posted there", async () => {
    const formToken = issueFormToken(services.config.authSecret, "contact", siteB, Date.now() - 10_000);
    const fields = { formToken, firstName: "Jeanne", name: "Martin", email: "jeanne@example.fr", subject: "Hameçon", message: "Votre mot de passe\u00a0?" };
    const answer = await send(`/merchant/contact?site=${siteB}`, on("delices.localhost"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${on("delices.localhost")}`, "sec-fetch-site": "same-origin" },
      body: new URLSearchParams(fields).toString(),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`${platform()}/merchant/contact?site=${siteB}`);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.siteId, siteB))).toEqual([]);
  });

  it("is served where it belongs: on the domain's own site, and on the platform host", async () => {
    for (const host of ["delices.localhost", "www.delices.localhost"]) {
      for (const p of ["/", "/merchant/about", "/merchant/contact"]) {
        const first = await send(`${p}?site=${siteA}`, on(host));
        expect(first.status, `${host}${p}`).toBe(200);
        expect(first.body).toContain("Les Délices de l&#x27;Attaque");
        expect((await send(`${p}?site=${siteA}`, on(host))).headers["x-cache"], `${host}${p}`).toBe("HIT");
      }
    }
    const onPlatform = await send(`/merchant/products?site=${siteB}`, on("localhost"));
    expect(onPlatform.status).toBe(200);
    expect(onPlatform.body).toContain(B_NAME);
    const onItsDomain = await send("/merchant/products", on("fromagerie.localhost"));
    expect(onItsDomain.status).toBe(200);
    expect(onItsDomain.body).toContain(B_NAME);
  });
});

describe("the Host header", () => {
  it("answers a malformed Host with 400 and a short French text, never a 500", async () => {
    for (const host of [
      "[delices.localhost]:3456",
      "[delices.localhost]",
      "delices.localhost:99999",
      "delices..localhost",
      "user@delices.localhost",
      "delices.localhost:80:80",
      "::1",
      "délices.localhost",
    ]) {
      for (const p of ["/", "/merchant/about", "/sitemap.xml", "/admin/login", "/healthz"]) {
        const answer = await send(p, host);
        expect(answer.status, `${host} ${p}`).toBe(400);
        expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
        expect(answer.body).toMatch(/^Requête invalide/);
      }
    }
  });

  it("finds no site behind www.www., and the SEO files never echo it", async () => {
    const home = await send("/", on("www.www.delices.localhost"));
    expect(home.status).toBe(200);
    expect(home.body).not.toContain("Attaque");
    expect((await send("/merchant", on("www.www.delices.localhost"))).status).toBe(404);
    const robots = await send("/robots.txt", on("www.www.delices.localhost"));
    const sitemap = await send("/sitemap.xml", on("www.www.delices.localhost"));
    expect(robots.body).toContain(`Sitemap: ${platform()}/sitemap.xml`);
    expect(sitemap.body).toContain(`<loc>${platform()}/</loc>`);
    for (const body of [robots.body, sitemap.body]) expect(body).not.toContain("www.www");
  });

  it("builds sitemap.xml and robots.txt from the site's canonical domain, whatever the request's host, case, dot or port", async () => {
    const canonical = `http://delices.localhost:${port}`;
    const expected = SITE_PAGE_PATHS.map((p) => `${canonical}${p}`);
    for (const host of [on("delices.localhost"), on("www.delices.localhost"), on("WWW.Delices.LocalHost."), "delices.localhost:9", "www.delices.localhost"]) {
      for (let round = 0; round < 2; round++) {
        const sitemap = await send(`/sitemap.xml`, host);
        expect(sitemap.status, host).toBe(200);
        expect(
          [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
          host,
        ).toEqual(expected);
        const robots = await send("/robots.txt", host);
        expect(robots.body, host).toContain(`Sitemap: ${canonical}/sitemap.xml`);
        for (const body of [sitemap.body, robots.body]) {
          expect(body, host).not.toMatch(/www\.delices|WWW|LocalHost|:9\//);
        }
      }
    }
  });

  it("falls back to the platform URL with ?site= when the site's domain cannot be canonical", async () => {
    // A `.localhost` name is canonical only on a local platform: on a public one, the site
    // lives on PUBLIC_URL with ?site=, whatever host asked.
    const publicServices = createTestServices(t.db, { PUBLIC_URL: "https://vitrine.example" });
    const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
    const other = createServer(createRequestListener(publicServices, createHttpApp({ services: publicServices, build })));
    other.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => other.once("listening", resolve));
    const otherPort = (other.address() as { port: number }).port;
    try {
      const get = (p: string) =>
        new Promise<string>((resolve, reject) => {
          httpRequest({ host: "127.0.0.1", port: otherPort, path: p, headers: { host: "www.delices.localhost" } }, (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (text += chunk));
            res.on("end", () => resolve(text));
          })
            .on("error", reject)
            .end();
        });
      const sitemap = await get("/sitemap.xml");
      expect(sitemap).toContain(`<loc>https://vitrine.example/merchant/about?site=${siteA}</loc>`);
      expect(sitemap).not.toContain("localhost");
      expect(await get("/robots.txt")).toContain("Sitemap: https://vitrine.example/sitemap.xml");
    } finally {
      other.closeAllConnections();
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
